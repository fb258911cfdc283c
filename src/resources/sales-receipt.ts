import { defineResource } from '../domain/documents.ts';
import { acct, approvedAndLive, requireTotal, revenueLines, str } from '../domain/ledger/posting.ts';
import { APPROVAL_FLOW } from '../domain/lifecycle.ts';
import { date, decimal, enumOf, ref, text } from '../kernel/fields.ts';
import { COMMON_EXTRAS, lines, pickExtras } from '../kernel/lines.ts';
import { approvalStatus, currency, dimensions, documentHeader, metadata } from '../kernel/shared.ts';
import { depositIdField } from './computed.ts';

/** D7: the sales receipt status values the spec does not show. */
export const SALES_RECEIPT_STATUSES = ['draft', 'completed', 'void'] as const;

/** SalesReceipt: spec §2.12. A sale paid on the spot. */
export const salesReceipts = defineResource({
  name: 'sales_receipts',
  object: 'sales_receipt',
  title: 'SalesReceipt',
  description: 'Sales receipts: sales paid in full at the time of sale.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    document_number: text({ sort: true, description: 'Receipt number shown on the document.' }),
    customer_id: ref('customers', { filter: 'exact', description: 'The customer who paid.' }),
    status: enumOf(SALES_RECEIPT_STATUSES, { required: true, filter: 'exact' }),
    approval_status: approvalStatus(),
    currency: currency({ required: true }),
    total_amount: decimal({ required: true, filter: 'range', sort: true }),
    subtotal: decimal({ description: 'Total before tax and document-level discounts.' }),
    tax_amount: decimal(),
    discount_amount: decimal(),
    payment_method: text(),
    ship_method: text(),
    document_date: date({ filter: 'range', sort: true, description: 'Date on the receipt.' }),
    effective_date: date({ description: 'Accounting effective date; defaults to `document_date`.' }),
    receipt_date: date({ filter: 'range', sort: true, description: 'Date the payment was received.' }),
    sales_rep_id: text({ description: 'Opaque reference to a sales rep of the source system.' }),
    revenue_account_id: ref('accounts', { filter: 'exact', description: 'Income account credited.' }),
    deposit_to_account_id: ref('accounts', {
      filter: 'exact',
      description: 'Account the payment was deposited to.',
    }),
    deposit_to_account_code: text({ description: 'Display only; accounts are never looked up by code.' }),
    location_id: text({ description: 'Opaque reference to a location of the source system.' }),
    register_id: text({ description: 'Opaque reference to a point-of-sale register of the source system.' }),
    memo: text(),
    lines: lines(pickExtras('line_key', ...COMMON_EXTRAS, 'account_id')),
    dimensions: dimensions(),
    metadata: metadata(),
  },
  computed: { deposit_id: depositIdField() },
  document: {
    roles: {
      total: 'total_amount',
      currency: 'currency',
      counterparty: 'customer_id',
      number: 'document_number',
    },
    lifecycle: { transitions: APPROVAL_FLOW },
    // Dr the deposit-to account (default undeposited funds) / Cr income per line, tax.
    posting: {
      posts: approvedAndLive,
      lines(d, ctx) {
        const rev = revenueLines(d, ctx, str(d.revenue_account_id));
        const total = requireTotal(d.total_amount, 'total_amount', 'The lines, tax and discounts', rev.total);
        return [
          { account: acct(d.deposit_to_account_id, 'undeposited_funds'), amount: total, settled: true },
          ...rev.lines,
        ];
      },
      dateField: 'receipt_date',
    },
  },
});
