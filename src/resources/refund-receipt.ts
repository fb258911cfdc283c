import { defineResource } from '../domain/documents.ts';
import { acct, mirror, type RuleLine, requireTotal, revenueLines } from '../domain/ledger/posting.ts';
import { dec } from '../domain/money.ts';
import { array, date, datetime, decimal, enumOf, map, ref, text } from '../kernel/fields.ts';
import { COMMON_EXTRAS, lines, pickExtras } from '../kernel/lines.ts';
import { currency, dimensions, documentHeader, metadata } from '../kernel/shared.ts';
import { checkNetAmount } from './net-amount.ts';

/** D7: the refund receipt status values the spec does not show. */
export const REFUND_RECEIPT_STATUSES = ['draft', 'pending', 'completed', 'failed', 'void'] as const;

/** RefundReceipt: spec §2.14. Money paid back to a customer. */
export const refundReceipts = defineResource({
  name: 'refund_receipts',
  object: 'refund_receipt',
  title: 'RefundReceipt',
  description: 'Refund receipts: money paid back to a customer.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    document_number: text({ sort: true, description: 'Refund receipt number shown on the document.' }),
    status: enumOf(REFUND_RECEIPT_STATUSES, { required: true, filter: 'exact' }),
    reason: text({ description: 'Why the refund was made.' }),
    memo: text(),
    refund_method: text({ description: 'How the money was returned (card, check, cash, …).' }),
    currency: currency({ required: true }),
    total_amount: decimal({ required: true, filter: 'range', sort: true }),
    document_date: date({ filter: 'range', sort: true, description: 'Date on the refund receipt.' }),
    effective_date: date({ description: 'Accounting effective date; defaults to `document_date`.' }),
    refund_date: datetime({ filter: 'range', sort: true, description: 'When the refund was made.' }),
    customer_id: ref('customers', { filter: 'exact', description: 'The customer refunded.' }),
    payment_id: ref('payments', { filter: 'exact', description: 'The payment refunded.' }),
    charge_id: text({ description: 'Opaque charge reference of the source system.' }),
    credit_memo_id: ref('credit_memos', { filter: 'exact', description: 'The credit memo refunded.' }),
    balance_transaction_id: text({
      description: 'Opaque balance transaction reference of the source system.',
    }),
    fee_amount: decimal({
      description:
        'Processing fee given back by the processor with the refund: credited to the processing fees account (D15).',
    }),
    net_amount: decimal({
      description:
        'What left the account: total_amount − fee_amount (the default); must equal it when given.',
    }),
    refund_from_account_id: ref('accounts', {
      filter: 'exact',
      description:
        'Bank, card or cash account the money left (D15); default the system account "Cash at bank" (slot operating_bank).',
    }),
    fee_details: array(map(), { default: [], description: 'Fee breakdown as the source supplied it.' }),
    source_currency: currency({ description: 'Currency of the original charge (ISO 4217, upper case).' }),
    settlement_currency: currency({ description: 'Currency the refund settled in (ISO 4217, upper case).' }),
    exchange_rate: decimal({ description: 'Rate from `source_currency` to `settlement_currency`.' }),
    lines: lines({
      ...pickExtras(...COMMON_EXTRAS),
      payment_line_ref: text({ description: 'Line of the payment this line refunds.' }),
      charge_line_ref: text({ description: 'Line of the charge this line refunds.' }),
    }),
    dimensions: dimensions(),
    source_metadata: map({ default: {}, description: 'Metadata exactly as the source system supplied it.' }),
    metadata: metadata(),
  },
  document: {
    roles: {
      total: 'total_amount',
      currency: 'currency',
      counterparty: 'customer_id',
      number: 'document_number',
    },
    // D15: Dr income per line, tax / Cr the account the money left (default the operating bank
    // account) the net amount, and processing fees the fee the processor gave back.
    posting: {
      posts: (d) => d.status === 'completed',
      lines(d, ctx) {
        const rev = revenueLines(d, ctx, null);
        const total = requireTotal(d.total_amount, 'total_amount', 'The lines and tax', rev.total);
        const fee = dec(d.fee_amount);
        const paid: RuleLine[] = [
          {
            account: acct(d.refund_from_account_id, 'operating_bank'),
            amount: total.minus(fee),
            settled: true,
          },
        ];
        if (!fee.isZero())
          paid.push({ account: { slot: 'processing_fees' }, amount: fee, memo: 'processing fee' });
        return mirror([...paid, ...rev.lines]);
      },
      dateField: 'refund_date',
    },
    check: (d) => checkNetAmount(d.total_amount, d.fee_amount, d.net_amount),
  },
});
