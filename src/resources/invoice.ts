import { type ActionContext, type DocumentAction, defineResource, payerOf } from '../domain/documents.ts';
import { AppError } from '../domain/errors.ts';
import { approvedAndLive, receivableLines } from '../domain/ledger/posting.ts';
import { APPROVAL_FLOW } from '../domain/lifecycle.ts';
import { dec } from '../domain/money.ts';
import {
  array,
  type DataOf,
  date,
  datetime,
  decimal,
  enumOf,
  map,
  object,
  ref,
  text,
} from '../kernel/fields.ts';
import { COMMON_EXTRAS, lines, nestedMetadata, pickExtras } from '../kernel/lines.ts';
import { approvalStatus, currency, dimensions, documentHeader, metadata } from '../kernel/shared.ts';
import { nowIso } from '../platform/ids.ts';
import type { StoredRecord } from '../storage/types.ts';
import { openBalance, openBalanceField } from './computed.ts';

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

/** Invoice fields: spec §2.6. Invoice lines require `description` and `amount` (spec §2.5). */
const invoiceFields = {
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
};

type InvoiceData = DataOf<typeof invoiceFields>;

/** Invoice: spec §2.6. Invoice lines require `description` and `amount` (spec §2.5). */
export const invoices = defineResource({
  name: 'invoices',
  object: 'invoice',
  title: 'Invoice',
  description: 'Invoices: bills you send to customers for goods and services.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: invoiceFields,
  computed: { open_balance: openBalanceField() },
  document: {
    roles: {
      total: 'total_amount',
      currency: 'currency',
      counterparty: 'customer_id',
      due: 'due_at',
      number: 'document_number',
    },
    lifecycle: { transitions: APPROVAL_FLOW },
    // Dr accounts receivable (the customer's) / Cr income per line, tax to sales tax payable.
    posting: { posts: approvedAndLive, lines: receivableLines, dateField: 'issued_at' },
    settlement: {
      paidDate: { field: 'paid_at', datetime: true },
      statuses: { none: 'open', partial: 'partially_paid', full: 'paid' },
      settledBy: 'payments',
      account: 'accounts_receivable',
    },
    actions: {
      mark_paid: markPaid({
        summary: 'mark_paid an invoice',
        description: 'Mark an approved invoice paid: records a completed payment for its open balance.',
      }),
      // Spec §9: the old name of mark_paid, answered with the deprecation headers.
      confirm: markPaid({
        summary: 'Mark an invoice paid (deprecated alias of mark_paid)',
        description: 'Deprecated: use POST /v1/invoices/{id}/mark_paid.',
        deprecated: true,
      }),
    },
  },
});

/**
 * D7: an approved invoice with an open balance is paid by a real payment for that balance
 * (`source_system` finrec), so the ledger, the customer's balance and the invoice agree; voiding
 * that payment reopens the invoice. Never a bare flag.
 */
function markPaid(route: {
  summary: string;
  description: string;
  deprecated?: boolean;
}): DocumentAction<InvoiceData> {
  return {
    ...route,
    // An approved invoice not paid in full nor void; it leads to paid (through the payment).
    from: {
      approval_status: ['approved'],
      status: INVOICE_STATUSES.filter((s) => s !== 'paid' && s !== 'void'),
    },
    to: { field: 'status', state: 'paid' },
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        paid_at: { type: 'string', format: 'date-time', description: 'When it was paid; default now.' },
        deposit_to_account_id: {
          type: 'string',
          maxLength: 64,
          description: 'Account the payment is deposited to; default the undeposited funds account.',
        },
      },
    },
    async run({ tx, self, doc, body, action }: ActionContext<InvoiceData>): Promise<StoredRecord> {
      const d = doc.data;
      const open = openBalance(d, doc.sys);
      if (!dec(open).isPositive())
        throw new AppError(
          'INVALID_STATE_TRANSITION',
          `Cannot ${action} this invoice: nothing is open on it.`,
        );
      const payments = payerOf(tx.catalog, self);
      if (!payments) throw new Error('no served resource pays an invoice');
      await tx.upsert(payments, {
        source_id: `mark_paid:${doc.id}:${doc.version}`,
        source_system: 'finrec',
        amount: open,
        currency: d.currency,
        status: 'completed',
        customer_id: d.customer_id ?? null,
        invoice_id: doc.id,
        allocations: [{ invoice_id: doc.id, amount: open }],
        deposit_to_account_id: body.deposit_to_account_id ?? null,
        occurred_at: typeof body.paid_at === 'string' ? new Date(body.paid_at).toISOString() : nowIso(),
        memo: `Recorded by ${action} on the invoice`,
      });
      const paid = await tx.get(self, doc.id);
      if (!paid) throw new Error('the invoice went missing while it was being paid');
      return paid;
    },
  };
}
