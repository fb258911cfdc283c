/**
 * The posting rule of every document type that posts (D8), run as the pure function its
 * definition holds (`document.posting`), without a server or a database. Each case states the
 * lines it expects, worked out by hand: positive amounts are debits, negative ones credits, and
 * every posting sums to zero.
 */
import { describe, expect, it } from 'vitest';
import type { Resource } from '../../src/domain/documents.ts';
import { AppError } from '../../src/domain/errors.ts';
import { netLines, type RuleContext, type RuleLine } from '../../src/domain/ledger/posting.ts';
import { dec } from '../../src/domain/money.ts';
import type { Body } from '../../src/domain/records.ts';
import { bankTransfers } from '../../src/resources/bank-transfer.ts';
import { billPayments } from '../../src/resources/bill-payment.ts';
import { creditMemos } from '../../src/resources/credit-memo.ts';
import { deposits } from '../../src/resources/deposit.ts';
import { expenses } from '../../src/resources/expense.ts';
import { RESOURCES } from '../../src/resources/index.ts';
import { invoices } from '../../src/resources/invoice.ts';
import { journalEntries } from '../../src/resources/journal-entry.ts';
import { payments } from '../../src/resources/payment.ts';
import { refundReceipts } from '../../src/resources/refund-receipt.ts';
import { salesReceipts } from '../../src/resources/sales-receipt.ts';
import { vendorBills } from '../../src/resources/vendor-bill.ts';
import { vendorCredits } from '../../src/resources/vendor-credit.ts';

const ctx = (over: Partial<RuleContext> = {}): RuleContext => ({
  items: over.items ?? new Map(),
  targetCustomers: over.targetCustomers ?? new Map(),
  targetOpen: over.targetOpen ?? new Map(),
  baseCurrency: over.baseCurrency ?? 'USD',
  today: over.today ?? '2026-11-26',
});

/** A document's data as stored: every field of the definition present, null where not given. */
function doc(r: Resource, given: Body): Body {
  const data: Body = {};
  for (const name of Object.keys(r.fields)) data[name] = given[name] ?? null;
  return data;
}

/** The rule's lines as [account, signed amount, customer] rows, netted like the engine nets them. */
function post(r: Resource, given: Body, c: RuleContext = ctx()): [string, string, string | null][] {
  const rule = r.document?.posting;
  if (!rule) throw new Error(`${r.name} has no posting rule`);
  const lines = rule.lines(doc(r, given), c);
  const sum = lines.reduce((t, l) => t.plus(l.amount), lines[0]!.amount.minus(lines[0]!.amount));
  expect(sum.isZero(), `${r.name} posting balances`).toBe(true);
  return netLines(lines).map((l: RuleLine) => [
    'id' in l.account ? l.account.id : `slot:${l.account.slot}`,
    l.amount.toFixed(2),
    l.customer_id ?? null,
  ]);
}

const posts = (r: Resource, given: Body) => r.document?.posting?.posts(doc(r, given)) ?? false;

function unbalanced(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('UNBALANCED_DOCUMENT');
    return e as AppError;
  }
  throw new Error('expected UNBALANCED_DOCUMENT');
}

describe('which documents post, and when', () => {
  it('every resource with a posting rule is a document; quotes and orders never post', () => {
    const posting = RESOURCES.filter((r) => r.document?.posting).map((r) => r.name);
    expect(posting.sort()).toEqual(
      [
        'bank_transfers',
        'bill_payments',
        'credit_memos',
        'deposits',
        'expenses',
        'invoices',
        'journal_entries',
        'payments',
        'refund_receipts',
        'sales_receipts',
        'vendor_bills',
        'vendor_credits',
      ].sort(),
    );
  });

  it('approval-flow documents post while approved and not void', () => {
    expect(posts(invoices, { approval_status: 'approved', status: 'open' })).toBe(true);
    expect(posts(invoices, { approval_status: 'pending_approval', status: 'draft' })).toBe(false);
    expect(posts(invoices, { approval_status: 'approved', status: 'void' })).toBe(false);
    expect(posts(expenses, { approval_status: 'approved', status: 'paid' })).toBe(true);
  });

  it('payments and refunds post when completed; deposits when deposited; transfers when approved; entries when posted', () => {
    expect(posts(payments, { status: 'completed' })).toBe(true);
    expect(posts(payments, { status: 'pending' })).toBe(false);
    expect(posts(refundReceipts, { status: 'completed' })).toBe(true);
    expect(posts(billPayments, { status: 'void' })).toBe(false);
    expect(posts(deposits, { status: 'deposited' })).toBe(true);
    expect(posts(bankTransfers, { status: 'approved' })).toBe(true);
    for (const status of ['posted', 'pending_reversal', 'reversed'])
      expect(posts(journalEntries, { status }), status).toBe(true);
    expect(posts(journalEntries, { status: 'draft' })).toBe(false);
  });
});

describe('sales documents', () => {
  const invoice = {
    customer_id: 'cust-1',
    total_amount: '107.50',
    tax_amount: '7.50',
    lines: [
      { description: 'Consulting', amount: '60.00', account_id: 'acct-consulting' },
      { description: 'Hosting', amount: '40.00' },
    ],
  };

  it('an invoice: Dr receivables 107.50 (its customer) / Cr income per line 60.00 + 40.00, Cr sales tax 7.50', () => {
    // 60.00 + 40.00 + 7.50 tax = 107.50 = total_amount.
    expect(post(invoices, invoice)).toEqual([
      ['slot:accounts_receivable', '107.50', 'cust-1'],
      ['acct-consulting', '-60.00', null],
      ['slot:uncategorized_income', '-40.00', null],
      ['slot:sales_tax_payable', '-7.50', null],
    ]);
  });

  it('an invoice line takes its item’s revenue account; a header discount reduces the first income account', () => {
    // 3 × 25.00 = 75.00 from quantity × unit amount; less the 5.00 discount = 70.00.
    const lines = post(
      invoices,
      {
        customer_id: 'cust-1',
        total_amount: '70.00',
        discount_amount: '5.00',
        lines: [
          {
            description: 'Widgets',
            quantity: '3',
            unit_amount: '25.00',
            detail: { type: 'item', item_id: 'item-1' },
          },
        ],
      },
      ctx({ items: new Map([['item-1', { revenue_account_id: 'acct-sales', expense_account_id: null }]]) }),
    );
    // Netted per account: -75.00 + 5.00 = -70.00 on the item's revenue account.
    expect(lines).toEqual([
      ['slot:accounts_receivable', '70.00', 'cust-1'],
      ['acct-sales', '-70.00', null],
    ]);
  });

  it('tax-inclusive lines: the tax moves out of income', () => {
    // The line's 110.00 includes 10.00 tax: income 110.00 − 10.00 = 100.00, tax 10.00.
    expect(
      post(invoices, {
        customer_id: null,
        total_amount: '110.00',
        tax_amount: '10.00',
        tax_behavior: 'inclusive',
        lines: [{ description: 'Box', amount: '110.00' }],
      }),
    ).toEqual([
      ['slot:accounts_receivable', '110.00', null],
      ['slot:uncategorized_income', '-100.00', null],
      ['slot:sales_tax_payable', '-10.00', null],
    ]);
  });

  it('an invoice whose parts do not add up is UNBALANCED_DOCUMENT naming total_amount and the difference', () => {
    const err = unbalanced(() => post(invoices, { ...invoice, total_amount: '100.00' }));
    expect(err.errors).toEqual([
      {
        field: 'total_amount',
        code: 'unbalanced',
        message: 'The lines, tax and discounts add up to 107.50 but total_amount is 100.00 (off by 7.50)',
      },
    ]);
  });

  it('a credit memo mirrors an invoice (its tax comes from tax lines: it has no header tax)', () => {
    // 60.00 + 40.00 + a 7.50 tax line = 107.50, on the other side of each account.
    const memo = {
      customer_id: 'cust-1',
      total_amount: '107.50',
      lines: [...invoice.lines, { description: 'Tax', line_type: 'tax', amount: '7.50' }],
    };
    expect(post(creditMemos, memo)).toEqual([
      ['slot:accounts_receivable', '-107.50', 'cust-1'],
      ['acct-consulting', '60.00', null],
      ['slot:uncategorized_income', '40.00', null],
      ['slot:sales_tax_payable', '7.50', null],
    ]);
  });

  it('a sales receipt: Dr its deposit-to account (default undeposited funds) / Cr its revenue account', () => {
    const receipt = { total_amount: '50.00', revenue_account_id: 'acct-shop', lines: [{ amount: '50.00' }] };
    expect(post(salesReceipts, receipt)).toEqual([
      ['slot:undeposited_funds', '50.00', null],
      ['acct-shop', '-50.00', null],
    ]);
    expect(post(salesReceipts, { ...receipt, deposit_to_account_id: 'acct-bank' })[0]).toEqual([
      'acct-bank',
      '50.00',
      null,
    ]);
  });

  it('a credit memo naming no customer credits the receivables of its invoices’ customers, by what it applies', () => {
    // 50.00 credit, no customer: 30.00 allocated to inv-1 (cust-1); the 20.00 rest names no one.
    const lines = post(
      creditMemos,
      {
        total_amount: '50.00',
        lines: [{ amount: '50.00' }],
        allocations: [{ invoice_id: 'inv-1', amount: '30.00' }],
      },
      ctx({ targetCustomers: new Map([['inv-1', 'cust-1']]) }),
    );
    expect(lines).toEqual([
      ['slot:uncategorized_income', '50.00', null],
      ['slot:accounts_receivable', '-30.00', 'cust-1'],
      ['slot:accounts_receivable', '-20.00', null],
    ]);
    // With only a header invoice, what is open on it (12.50) is the part that names its customer.
    expect(
      post(
        creditMemos,
        { total_amount: '50.00', lines: [{ amount: '50.00' }], invoice_id: 'inv-1' },
        ctx({
          targetCustomers: new Map([['inv-1', 'cust-1']]),
          targetOpen: new Map([['inv-1', dec('12.50')]]),
        }),
      ).slice(1),
    ).toEqual([
      ['slot:accounts_receivable', '-12.50', 'cust-1'],
      ['slot:accounts_receivable', '-37.50', null],
    ]);
  });

  it('a refund receipt: Dr income / Cr the account the money left (default the operating bank, D15)', () => {
    expect(post(refundReceipts, { total_amount: '20.00', lines: [{ amount: '20.00' }] })).toEqual([
      ['slot:operating_bank', '-20.00', null],
      ['slot:uncategorized_income', '20.00', null],
    ]);
    // A fee given back with the refund: 20.00 = 19.40 out of the card account + 0.60 of fees returned.
    expect(
      post(refundReceipts, {
        total_amount: '20.00',
        fee_amount: '0.60',
        refund_from_account_id: 'acct-card',
        lines: [{ amount: '20.00' }],
      }),
    ).toEqual([
      ['acct-card', '-19.40', null],
      ['slot:processing_fees', '-0.60', null],
      ['slot:uncategorized_income', '20.00', null],
    ]);
  });
});

describe('payments', () => {
  it('a payment allocated to two invoices credits receivables per invoice, naming each invoice’s customer', () => {
    // 100.00 received: 70.00 to inv-1 (cust-1), 30.00 to inv-2 (cust-2); nothing left over.
    const lines = post(
      payments,
      {
        amount: '100.00',
        allocations: [
          { invoice_id: 'inv-1', amount: '70.00' },
          { invoice_id: 'inv-2', amount: '30.00' },
        ],
      },
      ctx({
        targetCustomers: new Map([
          ['inv-1', 'cust-1'],
          ['inv-2', 'cust-2'],
        ]),
      }),
    );
    expect(lines).toEqual([
      ['slot:undeposited_funds', '100.00', null],
      ['slot:accounts_receivable', '-70.00', 'cust-1'],
      ['slot:accounts_receivable', '-30.00', 'cust-2'],
    ]);
  });

  it('an unallocated rest stays a credit on the paying customer’s receivable', () => {
    // 100.00 − 60.00 allocated = 40.00 unallocated, on cust-9 (the payment names its customer).
    expect(
      post(payments, {
        amount: '100.00',
        customer_id: 'cust-9',
        deposit_to_account_id: 'acct-bank',
        allocations: [{ invoice_id: 'inv-1', amount: '60.00' }],
      }),
    ).toEqual([
      ['acct-bank', '100.00', null],
      ['slot:accounts_receivable', '-100.00', 'cust-9'],
    ]);
  });

  it('a bill payment: Dr payables / Cr the account the money left (default the operating bank, D15)', () => {
    expect(post(billPayments, { amount: '250.00' })).toEqual([
      ['slot:accounts_payable', '250.00', null],
      ['slot:operating_bank', '-250.00', null],
    ]);
    expect(post(billPayments, { amount: '250.00', payment_account_id: 'acct-checking' })[1]).toEqual([
      'acct-checking',
      '-250.00',
      null,
    ]);
  });

  it('a payment with a processor fee: Dr undeposited funds the net, Dr processing fees the fee / Cr receivables the amount', () => {
    // 100.00 paid by card, 3.20 fee: 96.80 reaches undeposited funds (the payout), 3.20 is an expense.
    expect(post(payments, { amount: '100.00', fee_amount: '3.20', customer_id: 'cust-1' })).toEqual([
      ['slot:undeposited_funds', '96.80', null],
      ['slot:processing_fees', '3.20', null],
      ['slot:accounts_receivable', '-100.00', 'cust-1'],
    ]);
  });
});

describe('purchases, banking and journals', () => {
  it('a vendor bill: Dr each line’s account / Cr payables; a vendor credit mirrors it', () => {
    const bill = {
      total_amount: '300.00',
      lines: [{ amount: '200.00', account_id: 'acct-rent' }, { amount: '100.00' }],
    };
    expect(post(vendorBills, bill)).toEqual([
      ['acct-rent', '200.00', null],
      ['slot:uncategorized_expense', '100.00', null],
      ['slot:accounts_payable', '-300.00', null],
    ]);
    expect(post(vendorCredits, bill)).toEqual([
      ['acct-rent', '-200.00', null],
      ['slot:uncategorized_expense', '-100.00', null],
      ['slot:accounts_payable', '300.00', null],
    ]);
  });

  it('an expense: Dr its expense account(s) and tax / Cr the account it was paid from, which it must name', () => {
    // Lines 40.00 + 50.00 plus tax 10.00 = 100.00 = amount.
    expect(
      post(expenses, {
        amount: '100.00',
        tax_amount: '10.00',
        expense_account_id: 'acct-travel',
        payment_account_id: 'acct-card',
        lines: [{ amount: '40.00' }, { amount: '50.00', expense_account_id: 'acct-meals' }],
      }),
    ).toEqual([
      ['acct-travel', '50.00', null],
      ['acct-meals', '50.00', null],
      ['acct-card', '-100.00', null],
    ]);
    const err = unbalanced(() => post(expenses, { amount: '10.00', expense_account_id: 'acct-travel' }));
    expect(err.errors?.[0]?.field).toBe('payment_account_id');
  });

  it('a deposit: Dr the bank / Cr its lines (default undeposited funds), cash back aside', () => {
    // Lines 80.00 + 20.00 = 100.00, less 10.00 cash back = 90.00 = total_amount.
    expect(
      post(deposits, {
        total_amount: '90.00',
        deposit_to_account_id: 'acct-bank',
        cashback_amount: '10.00',
        cashback_account_id: 'acct-petty',
        lines: [{ amount: '80.00' }, { amount: '20.00', account_id: 'acct-other' }],
      }),
    ).toEqual([
      ['acct-bank', '90.00', null],
      ['slot:undeposited_funds', '-80.00', null],
      ['acct-other', '-20.00', null],
      ['acct-petty', '10.00', null],
    ]);
  });

  it('a bank transfer: Dr the account it arrives in / Cr the one it leaves', () => {
    expect(
      post(bankTransfers, { amount: '500.00', from_account_id: 'acct-a', to_account_id: 'acct-b' }),
    ).toEqual([
      ['acct-b', '500.00', null],
      ['acct-a', '-500.00', null],
    ]);
  });

  it('a journal entry posts its lines as given, and refuses lines that do not balance', () => {
    expect(
      post(journalEntries, {
        lines: [
          { account_id: 'acct-dep', debit_amount: '75.00' },
          { account_id: 'acct-accum', credit_amount: '75.00', description: 'November' },
        ],
      }),
    ).toEqual([
      ['acct-dep', '75.00', null],
      ['acct-accum', '-75.00', null],
    ]);
    const err = unbalanced(() =>
      post(journalEntries, {
        lines: [
          { account_id: 'a', debit_amount: '75.00' },
          { account_id: 'b', credit_amount: '70.00' },
        ],
      }),
    );
    expect(err.errors).toEqual([
      { field: 'lines', code: 'unbalanced', message: 'debits 75.00 and credits 70.00 differ by 5.00' },
    ]);
  });
});
