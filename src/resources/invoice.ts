import { defineResource } from './define.ts';
import { array, date, datetime, decimal, enumOf, map, object, ref, text } from './fields.ts';
import { COMMON_EXTRAS, lines, nestedMetadata, pickExtras } from './lines.ts';
import {
  approvalStatus,
  currency,
  dimensions,
  documentHeader,
  metadata,
  openBalanceField,
} from './shared.ts';

/** D7: the invoice status values the spec does not show. */
export const INVOICE_STATUSES = [
  'draft',
  'open',
  'partially_paid',
  'paid',
  'overdue',
  'uncollectible',
  'void',
] as const;

/** Invoice: spec §2.6. Invoice lines require `description` and `amount` (spec §2.5). */
export const invoices = defineResource({
  name: 'invoices',
  object: 'invoice',
  title: 'Invoice',
  description: 'Invoices: bills you send to customers for goods and services.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    document_number: text({ sort: true, description: 'Invoice number shown on the document.' }),
    currency: currency({ required: true }),
    total_amount: decimal({
      required: true,
      filter: 'range',
      sort: true,
      description: 'Invoice total, tax and discounts included.',
    }),
    subtotal: decimal({ description: 'Total before tax and document-level discounts.' }),
    tax_amount: decimal(),
    discount_amount: decimal(),
    tax_behavior: enumOf(['inclusive', 'exclusive'], {
      description: 'Whether line amounts include tax (inclusive) or tax is added on top (exclusive).',
    }),
    discount_details: array(map(), { description: 'Document-level discounts as the source supplied them.' }),
    shipping_details: map(),
    status: enumOf(INVOICE_STATUSES, {
      default: 'draft',
      filter: 'exact',
      description:
        'Payment status. Optional on create; a new invoice starts `draft` when none is given (imports may send their own). It becomes `open` when the invoice is approved (posts), then `partially_paid`/`paid` follow the payments applied to it; `void` with the void action.',
    }),
    approval_status: approvalStatus(),
    document_date: date({
      filter: 'range',
      sort: true,
      description: 'Date on the invoice; derived from the UTC date of `issued_at` when omitted.',
    }),
    effective_date: date({ description: 'Accounting effective date; defaults to `document_date`.' }),
    issued_at: datetime({ description: 'When the source system issued or finalized the invoice.' }),
    due_at: datetime({ filter: 'range', sort: true, description: 'When payment is due.' }),
    paid_at: datetime({ description: 'When the invoice was paid in full.' }),
    billing_period_start: datetime(),
    billing_period_end: datetime(),
    terms: text({ description: 'Payment terms, for example `net_30`.' }),
    memo: text(),
    ship_method: text(),
    customer_id: ref('customers', { filter: 'exact', description: 'The customer billed.' }),
    customer_name: text(),
    billing_address: map(),
    shipping_address: map(),
    customer: object(
      {
        id: text({ description: 'Customer id as the source system knows it; not checked.' }),
        name: text(),
        email: text(),
        metadata: nestedMetadata(),
      },
      { description: 'Snapshot of the customer as it appeared on the invoice.' },
    ),
    transactions: array(
      object({
        type: text(),
        status: text(),
        currency: currency(),
        amount: decimal(),
        occurred_at: datetime(),
        metadata: nestedMetadata(),
      }),
      { description: 'Payment-side transactions the source reported against the invoice.' },
    ),
    lines: lines(
      {
        ...pickExtras('line_key', ...COMMON_EXTRAS, 'account_id'),
        order_line_ref: text({ description: 'Line of the sales order this line bills.' }),
        fulfillment_line_ref: text({ description: 'Fulfillment line this line bills.' }),
        billing_period_start: datetime(),
        billing_period_end: datetime(),
        subscription_item_id: text({
          description: 'Opaque subscription item reference of the source system.',
        }),
        products: array(map()),
      },
      { required: true, descriptionRequired: true, amountRequired: true },
    ),
    dimensions: dimensions(),
    metadata: metadata(),
  },
  computed: { open_balance: openBalanceField() },
});
