import { acct, needAccount, type RuleLine, requireTotal } from '../domain/ledger/posting.ts';
import { dec, ZERO } from '../domain/money.ts';
import { defineResource } from './define.ts';
import { array, date, decimal, enumOf, integer, map, object, ref, text } from './fields.ts';
import { nestedMetadata } from './lines.ts';
import { currency, dimensions, documentHeader, metadata } from './shared.ts';

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
    source_document_type: text({ description: 'Kind of document deposited (payment, sales receipt, …).' }),
    source_document_id: text({
      description: 'Opaque id of the document deposited; it may name a payment or sales receipt of any type.',
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
    // Dr the bank account / Cr each line's account (default undeposited funds), cash back aside.
    posting: {
      posts: (d) => d.status === 'deposited',
      lines(d) {
        const to = needAccount(d.deposit_to_account_id, 'deposit_to_account_id', 'deposit');
        const total = dec(d.total_amount);
        const cashback = d.cashback_amount != null ? dec(d.cashback_amount) : ZERO;
        const credits: RuleLine[] = (d.lines ?? []).map((l) => ({
          account: acct(l.account_id, 'undeposited_funds'),
          amount: dec(l.amount ?? '0').negated(),
          customer_id: null,
        }));
        const linesTotal = credits.reduce((t, l) => t.minus(l.amount), ZERO);
        requireTotal(d.total_amount, 'total_amount', 'The lines less cash back', linesTotal.minus(cashback));
        const out: RuleLine[] = [{ account: { id: to }, amount: total }, ...credits];
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
