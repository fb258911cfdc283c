import { defineResource } from '../domain/documents.ts';
import { acct, needAccount, type RuleLine, requireTotal } from '../domain/ledger/posting.ts';
import { dec, ZERO } from '../domain/money.ts';
import { array, date, decimal, enumOf, integer, map, object, ref, text } from '../kernel/fields.ts';
import { nestedMetadata } from '../kernel/lines.ts';
import { currency, dimensions, documentHeader, metadata } from '../kernel/shared.ts';
import { payments } from './payment.ts';
import { salesReceipts } from './sales-receipt.ts';

export const DEPOSIT_STATUSES = ['pending', 'deposited', 'void'] as const;

/** A deposit line (spec §2.14): its own shape, not the shared line object of §2.5. */
const depositLine = () =>
  object({
    line_number: integer({
      description: 'One-based display order; numbered 1..n when left out. Not a stable identity.',
    }),
    line_key: text({ description: 'Stable key of the line within the deposit.' }),
    line_ref: text({
      description: 'Provider-native line reference, matching the same line across versions.',
    }),
    source_document_type: text({
      description:
        'Kind of document deposited. `payment` or `sales_receipt` with `source_document_id` deposits that document (D15): it must be posted to undeposited funds, in the deposit’s currency, and on no other deposit; the line’s amount defaults to (and must equal) its net amount. Other values are descriptive.',
    }),
    source_document_id: text({
      description:
        'Id of the payment or sales receipt deposited (with `source_document_type` `payment` or `sales_receipt`); otherwise an opaque reference.',
    }),
    source_document_number: text(),
    amount: decimal(),
    currency: currency(),
    account_id: ref('accounts', { description: 'General ledger account of the line.' }),
    account_code: text({ description: 'Display only; accounts are never looked up by code.' }),
    customer_id: ref('customers'),
    description: text(),
    payment_method: text(),
    check_number: text(),
    reference_number: text(),
    dimensions: map(),
    metadata: nestedMetadata(),
  });

/** Deposit (spec §2.14): funds deposited to a bank account. Identity: `source_id` alone (D5). */
export const deposits = defineResource({
  name: 'deposits',
  object: 'deposit',
  title: 'Deposit',
  description: 'Bank deposits grouping received payments and other funds.',
  identity: { sourceField: 'source_id', withConnection: false },
  fields: {
    ...documentHeader(),
    document_number: text({ sort: true }),
    status: enumOf(DEPOSIT_STATUSES, { required: true, filter: 'exact' }),
    currency: currency({ required: true }),
    total_amount: decimal({ required: true, filter: 'range', sort: true }),
    deposit_date: date({ filter: 'range', sort: true }),
    memo: text(),
    deposit_to_account_id: ref('accounts', {
      filter: 'exact',
      description: 'Bank account the funds are deposited to.',
    }),
    deposit_to_account_code: text({ description: 'Display only; accounts are never looked up by code.' }),
    cashback_amount: decimal({ description: 'Amount taken back as cash from the deposit.' }),
    cashback_account_id: ref('accounts', {
      filter: 'exact',
      description: 'Account the cash back is recorded against.',
    }),
    cashback_memo: text(),
    lines: array(depositLine(), {
      default: [],
      maxItems: 1000,
      numberItems: 'line_number',
      description: 'Deposit lines, at most 1,000.',
    }),
    dimensions: dimensions(),
    metadata: metadata(),
  },
  document: {
    roles: {
      total: 'total_amount',
      currency: 'currency',
      number: 'document_number',
    },
    // D15: a deposited deposit takes the payments and sales receipts its lines name out of
    // undeposited funds, each at most once.
    clearing: {
      clears: (d) => d.status === 'deposited',
      sources: { payment: () => payments, sales_receipt: () => salesReceipts },
      account: 'undeposited_funds',
    },
    // Dr the bank account / Cr each line's account (default undeposited funds), cash back aside.
    posting: {
      posts: (d) => d.status === 'deposited',
      lines(d) {
        const to = needAccount(d.deposit_to_account_id, 'deposit_to_account_id', 'deposit');
        const total = dec(d.total_amount);
        const cashback = d.cashback_amount != null ? dec(d.cashback_amount) : ZERO;
        // A line that deposits a payment or sales receipt moves it out of undeposited funds (D15).
        const credits: RuleLine[] = (d.lines ?? []).map((l) => ({
          account: depositsDocument(l)
            ? { slot: 'undeposited_funds' }
            : acct(l.account_id, 'undeposited_funds'),
          amount: dec(l.amount ?? '0').negated(),
          customer_id: null,
        }));
        const linesTotal = credits.reduce((t, l) => t.minus(l.amount), ZERO);
        requireTotal(d.total_amount, 'total_amount', 'The lines less cash back', linesTotal.minus(cashback));
        const out: RuleLine[] = [{ account: { id: to }, amount: total, settled: true }, ...credits];
        if (!cashback.isZero())
          out.push({
            account: { id: needAccount(d.cashback_account_id, 'cashback_account_id', 'cash back') },
            amount: cashback,
            memo: 'cash back',
          });
        return out;
      },
      dateField: 'deposit_date',
    },
  },
});

/** Whether a deposit line deposits one of the company's payments or sales receipts (D15). */
export function depositsDocument(line: {
  source_document_type?: string | null;
  source_document_id?: string | null;
}): boolean {
  return (
    (line.source_document_type === 'payment' || line.source_document_type === 'sales_receipt') &&
    typeof line.source_document_id === 'string'
  );
}
