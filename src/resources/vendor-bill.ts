import { defineResource } from '../domain/documents.ts';
import { approvedAndLive, payableLines } from '../domain/ledger/posting.ts';
import { APPROVAL_FLOW } from '../domain/lifecycle.ts';
import { boolean, date, decimal, enumOf, ref, text } from '../kernel/fields.ts';
import { COMMON_EXTRAS, lines, pickExtras } from '../kernel/lines.ts';
import { approvalStatus, currency, dimensions, documentHeader, metadata } from '../kernel/shared.ts';
import { openBalanceField } from './computed.ts';

/** Spec §2.13 and §3: the status values of a vendor bill. */
export const VENDOR_BILL_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'rejected',
  'void',
  'open',
  'paid',
  'unpaid',
  'partially_paid',
  'overdue',
] as const;

/** VendorBill (spec §2.13): a bill received from a vendor, the payable side of an invoice. */
export const vendorBills = defineResource({
  name: 'vendor_bills',
  object: 'vendor_bill',
  title: 'VendorBill',
  description: 'Bills received from vendors: accounts payable documents.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    document_number: text({ sort: true, description: 'Bill number on the source document.' }),
    status: enumOf(VENDOR_BILL_STATUSES, {
      required: true,
      filter: 'exact',
      description:
        'Payment status. A `draft` bill becomes `open` when approved (posts), then `partially_paid`/`paid` follow the bill payments applied to it; `void` with the void action.',
    }),
    approval_status: approvalStatus(),
    currency: currency({ required: true }),
    memo: text(),
    total_amount: decimal({ required: true, filter: 'range', sort: true }),
    document_date: date({
      filter: 'range',
      sort: true,
      description: 'Date on the source document; derived from `issued_at` where possible.',
    }),
    effective_date: date({ description: 'Accounting effective date; defaults to `document_date`.' }),
    bill_date: date({ filter: 'range', sort: true, description: 'Date the vendor issued the bill.' }),
    due_date: date({ filter: 'range', sort: true, description: 'Date payment is due.' }),
    paid_date: date({ description: 'Date the bill was paid in full.' }),
    vendor_id: text({
      required: true,
      filter: 'exact',
      description: 'Opaque reference to a vendor of the source system.',
    }),
    purchase_order_id: ref('purchase_orders', {
      filter: 'exact',
      description: 'The purchase order this bill is for.',
    }),
    is_1099_eligible: boolean({ description: 'Whether the payment is reportable on a US Form 1099.' }),
    form_1099_type: text({ description: 'Form 1099 type and box, for example `NEC`.' }),
    lines: lines({
      ...pickExtras('line_key', ...COMMON_EXTRAS, 'account_id'),
      account_code: text({ description: 'Display only; the line posts to `account_id`.' }),
      billable: boolean({ description: 'Whether the line is billable on to a customer.' }),
      customer_id: ref('customers', { description: 'Customer the line is billable to.' }),
    }),
    dimensions: dimensions(),
    metadata: metadata(),
  },
  computed: { open_balance: openBalanceField() },
  document: {
    roles: {
      total: 'total_amount',
      currency: 'currency',
      counterparty: 'vendor_id',
      due: 'due_date',
      number: 'document_number',
    },
    lifecycle: { transitions: APPROVAL_FLOW },
    // Dr each line's expense or asset account / Cr accounts payable.
    posting: { posts: approvedAndLive, lines: payableLines, dateField: 'bill_date' },
    settlement: {
      paidDate: { field: 'paid_date', datetime: false },
      statuses: { none: 'open', partial: 'partially_paid', full: 'paid' },
      settledBy: 'bill payments',
      account: 'accounts_payable',
    },
  },
});
