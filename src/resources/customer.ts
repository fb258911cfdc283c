import { defineResource } from '../domain/documents.ts';
import { array, boolean, date, decimal, enumOf, map, object, text } from '../kernel/fields.ts';
import { address, currency, dimensions, metadata, sourceIdentity } from '../kernel/shared.ts';

/** Customer: spec §4.2 (the HTTP body) and the Customer model of §2.14, their union (D4). */
export const customers = defineResource({
  name: 'customers',
  object: 'customer',
  title: 'Customer',
  description: 'People and businesses you sell to.',
  identity: { sourceField: 'source_id', withConnection: true, sourceOptional: true },
  aliases: { customer_id: 'source_id' },
  fields: {
    ...sourceIdentity({ sourceSystemRequired: false }),
    name: text({ required: true, filter: 'contains', sort: true }),
    email: text({ filter: 'exact', sort: true }),
    phone: text(),
    currency: currency({ filter: 'exact' }),
    company_name: text(),
    description: text(),
    credit_limit: decimal({ sort: true }),
    sales_rep_id: text({ description: 'Opaque reference to a sales rep of the source system.' }),
    price_level_id: text({ description: 'Opaque reference to a price level of the source system.' }),
    category_ids: array(text()),
    entity_type: enumOf(['individual', 'company'], { filter: 'exact' }),
    parent_id: text({ description: 'Source-system ID of the customer this one rolls up to.' }),
    subsidiary_of_id: text({ description: 'Source-system ID of the parent business entity.' }),
    payment_terms: text(),
    tax_exempt: boolean(),
    tax_exempt_status: enumOf(['none', 'exempt', 'pending', 'reverse_charge']),
    tax_exempt_reason: text(),
    tax_exemption_certificate: object({ number: text(), issuing_authority: text(), expires_on: date() }),
    address: address(),
    billing_address: address(),
    shipping_address: address(),
    contacts: array(
      object({
        name: text(),
        email: text(),
        phone: text(),
        title: text(),
        role: text(),
        is_primary: boolean(),
        metadata: map(),
      }),
    ),
    tax_ids: array(
      object({
        type: text({ description: 'Kind of identifier: ein, ssn, itin, vat, gst, abn, …' }),
        value: text({ description: 'The identifier as registered.' }),
        country: text({ description: 'ISO 3166-1 alpha-2 country code.' }),
      }),
    ),
    dimensions: dimensions(),
    metadata: metadata(),
  },
  computed: {
    // Open receivables less unapplied credits: the general ledger keeps them in the record's system
    // state as it posts, per currency (D16), never adding currencies together.
    balance: {
      schema: {
        type: 'string',
        description:
          'Open receivables less unapplied payments and credits in the company’s base currency (decimal string). Documents in other currencies are in `balances` only, until they have a base-currency value. Read-only.',
      },
      value: (_data, rec) => (typeof rec.sys?.balance === 'string' ? rec.sys.balance : '0.00'),
    },
    balances: {
      schema: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description:
          'Per document currency: open receivables less unapplied payments and credits (decimal strings), e.g. {"USD": "100.00", "EUR": "50.00"}. Read-only.',
      },
      value: (_data, rec) => {
        const b = rec.sys?.balances;
        const out: Record<string, string> = {};
        if (typeof b === 'object' && b !== null)
          for (const [cur, v] of Object.entries(b)) if (typeof v === 'string') out[cur] = v;
        return out;
      },
    },
  },
  normalize: (data, { id }) => {
    if (data.source_id === null) data.source_id = id;
  },
});
