import { defineResource } from '../domain/documents.ts';
import {
  acct,
  approvedAndLive,
  costLines,
  needAccount,
  type RuleLine,
  requireTotal,
  str,
} from '../domain/ledger/posting.ts';
import { APPROVAL_FLOW } from '../domain/lifecycle.ts';
import { dec, ZERO } from '../domain/money.ts';
import { boolean, date, decimal, enumOf, ref, text } from '../kernel/fields.ts';
import { lines, pickExtras } from '../kernel/lines.ts';
import {
  approvalStatus,
  currency,
  dimensions,
  documentHeader,
  metadata,
  paymentMethodFields,
} from '../kernel/shared.ts';

/** D7: the status values of an expense (the spec does not show them). */
export const EXPENSE_STATUSES = ['draft', 'pending', 'paid', 'reimbursed', 'void'] as const;

/** Expense (spec §2.8): money spent, paid at once from a bank or card account. */
export const expenses = defineResource({
  name: 'expenses',
  object: 'expense',
  title: 'Expense',
  description: 'Expenses paid directly from a bank, card or cash account.',
  identity: { sourceField: 'source_id', withConnection: true },
  fields: {
    ...documentHeader(),
    amount: decimal({
      required: true,
      filter: 'range',
      sort: true,
      description: 'Total amount of the expense.',
    }),
    currency: currency({ required: true }),
    tax_amount: decimal(),
    approval_status: approvalStatus(),
    document_date: date({
      filter: 'range',
      sort: true,
      description: 'Date on the source document.',
    }),
    effective_date: date({ description: 'Accounting effective date; defaults to `document_date`.' }),
    expense_date: date({ filter: 'range', sort: true, description: 'Date the money was spent.' }),
    status: enumOf(EXPENSE_STATUSES, { required: true, filter: 'exact' }),
    category: text({ description: 'Opaque reference to an expense category of the source system.' }),
    description: text(),
    memo: text(),
    expense_account_id: ref('accounts', {
      filter: 'exact',
      description: 'General ledger account the expense posts to.',
    }),
    expense_account_code: text({ description: 'Display only; the expense posts to `expense_account_id`.' }),
    vendor_id: text({ filter: 'exact', description: 'Opaque reference to a vendor of the source system.' }),
    vendor_name: text(),
    is_1099_eligible: boolean({ description: 'Whether the payment is reportable on a US Form 1099.' }),
    form_1099_type: text({ description: 'Form 1099 type and box, for example `NEC`.' }),
    ...paymentMethodFields(),
    payment_account_id: ref('accounts', {
      filter: 'exact',
      description: 'Bank, card or cash account the expense was paid from.',
    }),
    lines: lines({
      ...pickExtras('line_key'),
      expense_account_id: ref('accounts', { description: 'General ledger account the line posts to.' }),
      expense_account_code: text({ description: 'Display only; the line posts to `expense_account_id`.' }),
    }),
    dimensions: dimensions(),
    metadata: metadata(),
  },
  document: {
    roles: { currency: 'currency', counterparty: 'vendor_id' },
    lifecycle: { transitions: APPROVAL_FLOW },
    // Dr the expense account(s), tax / Cr the account it was paid from.
    posting: {
      posts: approvedAndLive,
      lines(d, ctx) {
        const amount = dec(d.amount);
        const header = str(d.expense_account_id);
        let debits: RuleLine[];
        if ((d.lines ?? []).length > 0) {
          const cost = costLines(d.lines, ctx, (l) => l.expense_account_id);
          debits = cost.lines.map((l) =>
            'slot' in l.account && header ? { ...l, account: { id: header } } : l,
          );
          const tax = d.tax_amount != null ? dec(d.tax_amount) : ZERO;
          if (!tax.isZero())
            debits.push({ account: acct(header, 'uncategorized_expense'), amount: tax, memo: 'tax' });
          requireTotal(d.amount, 'amount', 'The lines and tax', cost.total.plus(tax));
        } else {
          debits = [{ account: acct(header, 'uncategorized_expense'), amount }];
        }
        const from = needAccount(d.payment_account_id, 'payment_account_id', 'expense');
        return [...debits, { account: { id: from }, amount: amount.negated(), settled: true }];
      },
      dateField: 'expense_date',
    },
  },
});
