/** Field groups several resources share, defined once (spec §2.4 and the Customer model). */
import { decimal, enumOf, type FieldOptions, map, object, text } from './fields.ts';

/** What every currency field says of itself. */
export const CURRENCY_DESCRIPTION =
  'ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`).';

export const currency = (opts: FieldOptions<string> = {}) => {
  const f = text(opts);
  Object.assign(f.schema, {
    pattern: '^[A-Z]{3}$',
    maxLength: 3,
    // A request's lower-case code is upper-cased before validation (http/validation.ts).
    'x-finrec-kind': 'currency',
    description: opts.description ?? CURRENCY_DESCRIPTION,
  });
  return f;
};

export const metadata = () =>
  map({ default: {}, maxKeys: 50, description: 'Free-form key/value pairs; at most 50 keys.' });

export const dimensions = () =>
  map({ default: {}, description: 'Reporting dimensions (class, department, …).' });

/** `source_id` + `source_system` + `connection_id` (spec §2.4). */
export const sourceIdentity = (opts: { sourceSystemRequired: boolean }) => ({
  source_id: text({
    required: true,
    description: 'Stable external record ID from the source system; part of the identity.',
  }),
  source_system: text({
    required: opts.sourceSystemRequired,
    description: 'Connector or provider that supplied the record, for example `csv_upload` or `manual`.',
  }),
  connection_id: text({
    description: 'Tenant connection (external account, store or integration instance) scoping the record.',
  }),
});

export const address = () =>
  object({
    line1: text(),
    line2: text(),
    city: text(),
    state: text(),
    postal_code: text(),
    country: text(),
    country_code: text(),
    address_type: enumOf(['billing', 'shipping', 'mailing']),
    metadata: map(),
  });

export const APPROVAL_STATUSES = ['draft', 'pending_approval', 'approved', 'rejected', 'void'] as const;
export const PAYMENT_METHOD_TYPES = ['check', 'credit_card', 'ach', 'cash', 'wire', 'other'] as const;

/** D7: new documents start `draft` unless the request gives one (imports may arrive approved). */
export const approvalStatus = () => enumOf(APPROVAL_STATUSES, { default: 'draft', filter: 'exact' });

/** The identity header of spec §2.4 as document resources carry it (`source_system` required). */
export const documentHeader = () => ({
  ...sourceIdentity({ sourceSystemRequired: true }),
  subsidiary_id: text({ description: 'Business entity for multi-entity accounting; blank when not used.' }),
});

/** How a payment was made: expenses, payments and bill payments share these. */
export const paymentMethodFields = () => ({
  payment_method: text(),
  payment_method_type: enumOf(PAYMENT_METHOD_TYPES, { filter: 'exact' }),
  payment_method_details: map({ default: {} }),
});

/**
 * D17: base-currency units per one unit of a document's currency: a positive decimal string of up
 * to 10 decimal places.
 */
export const exchangeRate = (opts: FieldOptions<string> = {}) => {
  const f = decimal(opts);
  Object.assign(f.schema, { pattern: '^(?!0+(\\.0+)?$)\\d{1,10}(\\.\\d{1,10})?$', examples: ['1.0834'] });
  return f;
};
