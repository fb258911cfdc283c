/** Field groups several resources share, defined once (spec §2.4 and the Customer model). */
import { Decimal } from 'decimal.js';
import { validationError } from '../domain/errors.ts';
import { fmtIn } from '../domain/money.ts';
import { decimal, enumOf, type FieldOptions, map, object, text } from './fields.ts';

export const currency = (opts: FieldOptions<string> = {}) => {
  const f = text(opts);
  Object.assign(f.schema, {
    pattern: '^[A-Z]{3}$',
    maxLength: 3,
    description: opts.description ?? 'ISO 4217 code, upper case',
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
 * An invoice's or bill's open balance: its total less what payments apply to it (kept by the
 * ledger in the record's system state); nothing when void.
 */
export function openBalance(data: Record<string, unknown>, sys: Record<string, unknown> | undefined): string {
  const currency = typeof data.currency === 'string' ? data.currency : null;
  if (data.status === 'void' || data.approval_status === 'void') return fmtIn(new Decimal(0), currency);
  const open = new Decimal(String(data.total_amount ?? '0')).minus(new Decimal(String(sys?.applied ?? '0')));
  return fmtIn(open, currency); // D4: in its currency's digits
}

export const openBalanceField = () => ({
  schema: {
    type: 'string',
    description: 'Total less the payments applied to it (decimal string); 0 when void. Read-only.',
  },
  value: (data: Record<string, unknown>, rec: { sys?: Record<string, unknown> }) =>
    openBalance(data, rec.sys),
});

/**
 * D16: what a payment or credit has not applied: its amount less what its applications in force
 * take (kept by the ledger in the record's system state); 0 when void. Read-only.
 */
export function unappliedAmount(
  amount: unknown,
  data: Record<string, unknown>,
  sys: Record<string, unknown> | undefined,
): string {
  const currency = typeof data.currency === 'string' ? data.currency : null;
  if (data.status === 'void' || data.approval_status === 'void') return fmtIn(new Decimal(0), currency);
  const open = new Decimal(String(amount ?? '0')).minus(new Decimal(String(sys?.allocated ?? '0')));
  return fmtIn(open, currency); // D4: in its currency's digits
}

export const unappliedAmountField = (amountField: 'amount' | 'total_amount') => ({
  schema: {
    type: 'string',
    description:
      'What is not applied to documents yet (decimal string): the amount less its allocations in force; 0 when void. Read-only.',
  },
  value: (data: Record<string, unknown>, rec: { sys?: Record<string, unknown> | undefined }) =>
    unappliedAmount(data[amountField], data, rec.sys),
});

/** D15: the deposit a payment or sales receipt sits on, if any. Read-only. */
export const depositIdField = () => ({
  schema: {
    type: ['string', 'null'],
    format: 'uuid',
    description: 'The deposit that took this document out of undeposited funds, if any. Read-only.',
  },
  value: (_data: Record<string, unknown>, rec: { sys?: Record<string, unknown> | undefined }) =>
    typeof rec.sys?.deposit_id === 'string' ? rec.sys.deposit_id : null,
});

/** D15: a payment's or refund's fee and net amounts agree: net = amount − fee. */
export function checkNetAmount(amount: string | null, fee: string | null, net: string | null): void {
  // A fee larger than the amount would leave a negative net in undeposited funds (D15).
  if (fee != null && new Decimal(fee).gt(new Decimal(amount ?? '0'))) {
    throw validationError([
      {
        field: 'fee_amount',
        code: 'fee_exceeds_amount',
        message: `must not exceed the amount ${amount ?? '0'}: got ${fee}`,
      },
    ]);
  }
  if (net == null) return;
  const expected = new Decimal(amount ?? '0').minus(new Decimal(fee ?? '0'));
  if (!expected.equals(new Decimal(net))) {
    throw validationError([
      {
        field: 'net_amount',
        code: 'net_mismatch',
        message: `must equal the amount less fee_amount: expected ${expected.toFixed(2)}, got ${net}`,
      },
    ]);
  }
}

/**
 * D17: base-currency units per one unit of a document's currency: a positive decimal string of up
 * to 10 decimal places.
 */
export const exchangeRate = (opts: FieldOptions<string> = {}) => {
  const f = decimal(opts);
  Object.assign(f.schema, { pattern: '^(?!0+(\\.0+)?$)\\d{1,10}(\\.\\d{1,10})?$', examples: ['1.0834'] });
  return f;
};
