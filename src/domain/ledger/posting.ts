/**
 * The posting rules (D8), one per document type, as pure functions from a document's data to
 * balanced journal lines. docs/ledger.md holds the same table in prose. A rule never touches the
 * database: accounts it needs but the document does not name are asked for by system slot, and
 * the engine resolves them. A document that does not add up throws UNBALANCED_DOCUMENT.
 */
import { type AppError, validationError } from '../errors.ts';
import { type Decimal, dec, fmt, ZERO } from '../money.ts';

export const SYSTEM_SLOTS = [
  'accounts_receivable',
  'accounts_payable',
  'undeposited_funds',
  'sales_tax_payable',
  'uncategorized_income',
  'uncategorized_expense',
  'opening_balance_equity',
] as const;
export type Slot = (typeof SYSTEM_SLOTS)[number];

/** An account named by the document (id) or a system account by role (slot). */
export type AccountRef = { id: string } | { slot: Slot };

export interface RuleLine {
  account: AccountRef;
  /** Positive: debit; negative: credit. */
  amount: Decimal;
  customer_id?: string | null;
  memo?: string | null;
}

export interface RuleContext {
  /** Accounts of items referenced by lines (`detail.item_id`). */
  items: ReadonlyMap<string, { revenue_account_id: string | null; expense_account_id: string | null }>;
  baseCurrency: string;
  today: string;
  /** Customers of the invoices a payment allocates to, so its receivable lines name them. */
  invoiceCustomers: ReadonlyMap<string, string | null>;
}

type Data = Record<string, unknown>;
type Line = Record<string, unknown>;
type Rule = (d: Data, ctx: RuleContext) => RuleLine[];

const asLines = (v: unknown): Line[] => (Array.isArray(v) ? (v as Line[]) : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const detail = (l: Line): Line => (l.detail && typeof l.detail === 'object' ? (l.detail as Line) : {});
const acct = (id: string | null, fallback: Slot): AccountRef => (id ? { id } : { slot: fallback });

/** A line's amount: `amount`, else quantity × unit amount, else zero. */
function lineAmount(l: Line): Decimal {
  if (l.amount != null) return dec(l.amount as string);
  const d = detail(l);
  const q = l.quantity ?? d.quantity;
  const u = l.unit_amount ?? d.unit_amount;
  return q != null && u != null ? dec(q as string).times(dec(u as string)) : ZERO;
}

function lineKind(l: Line): 'amount' | 'discount' | 'tax' | 'skip' {
  const t = (l.line_type as string | null) ?? (detail(l).type as string | null);
  if (t === 'subtotal' || t === 'description_only') return 'skip';
  if (t === 'discount') return 'discount';
  if (t === 'tax') return 'tax';
  return 'amount';
}

function unbalanced(what: string, expected: Decimal, actual: Decimal, field = 'total_amount'): AppError {
  const diff = actual.minus(expected);
  return validationError(
    [
      {
        field,
        code: 'unbalanced',
        message: `${what} add up to ${fmt(actual)} but ${field} is ${fmt(expected)} (off by ${fmt(diff.abs())})`,
      },
    ],
    'UNBALANCED_DOCUMENT',
  );
}

/**
 * The revenue side of a sales document, as credits (negative amounts): each line to its income
 * account (line, then detail, then item, then the document's default, then uncategorized income),
 * discounts reducing income, tax to sales tax payable. Returns the lines and their total.
 */
function revenueLines(
  d: Data,
  ctx: RuleContext,
  defaultIncome: string | null,
): { lines: RuleLine[]; total: Decimal } {
  const out: RuleLine[] = [];
  let firstIncome: AccountRef | null = null;
  let taxFromLines = false;
  let discountFromLines = false;
  for (const l of asLines(d.lines)) {
    const kind = lineKind(l);
    if (kind === 'skip') continue;
    const amount = lineAmount(l);
    if (kind === 'tax') {
      taxFromLines = true;
      out.push({ account: { slot: 'sales_tax_payable' }, amount: amount.negated() });
      continue;
    }
    const itemId = str(detail(l).item_id);
    const item = itemId ? ctx.items.get(itemId) : undefined;
    const account = acct(
      str(l.account_id) ?? str(detail(l).account_id) ?? item?.revenue_account_id ?? defaultIncome,
      'uncategorized_income',
    );
    if (kind === 'discount') {
      discountFromLines = true;
      out.push({ account, amount: amount.abs() });
    } else {
      firstIncome ??= account;
      out.push({ account, amount: amount.negated() });
    }
  }
  const income = firstIncome ?? acct(defaultIncome, 'uncategorized_income');
  const headerDiscount =
    d.discount_amount != null && !discountFromLines ? dec(d.discount_amount as string).abs() : ZERO;
  if (!headerDiscount.isZero()) out.push({ account: income, amount: headerDiscount, memo: 'discount' });
  const tax = d.tax_amount != null && !taxFromLines ? dec(d.tax_amount as string) : ZERO;
  if (!tax.isZero()) {
    out.push({ account: { slot: 'sales_tax_payable' }, amount: tax.negated(), memo: 'sales tax' });
    // Tax-inclusive line amounts already contain the tax: move it out of income.
    if (d.tax_behavior === 'inclusive')
      out.push({ account: income, amount: tax, memo: 'tax included in lines' });
  }
  const total = out.reduce((t, l) => t.minus(l.amount), ZERO);
  return { lines: out, total };
}

/** The cost side of a purchase document, as debits: each line to its expense or asset account. */
function costLines(d: Data, ctx: RuleContext, accountField: string): { lines: RuleLine[]; total: Decimal } {
  const out: RuleLine[] = [];
  for (const l of asLines(d.lines)) {
    const kind = lineKind(l);
    if (kind === 'skip') continue;
    const amount = lineAmount(l);
    const itemId = str(detail(l).item_id);
    const item = itemId ? ctx.items.get(itemId) : undefined;
    const account = acct(
      str(l[accountField]) ?? str(detail(l).account_id) ?? item?.expense_account_id ?? null,
      'uncategorized_expense',
    );
    out.push({ account, amount: kind === 'discount' ? amount.abs().negated() : amount });
  }
  const total = out.reduce((t, l) => t.plus(l.amount), ZERO);
  return { lines: out, total };
}

function requireTotal(d: Data, field: string, what: string, actual: Decimal): Decimal {
  const expected = dec(d[field] as string);
  if (!expected.equals(actual)) throw unbalanced(what, expected, actual, field);
  return expected;
}

function needAccount(d: Data, field: string, what: string): string {
  const id = str(d[field]);
  if (!id) {
    throw validationError(
      [{ field, code: 'required_to_post', message: `is needed to post the ${what} to the ledger` }],
      'UNBALANCED_DOCUMENT',
    );
  }
  return id;
}

const mirror = (lines: RuleLine[]): RuleLine[] => lines.map((l) => ({ ...l, amount: l.amount.negated() }));

const invoice: Rule = (d, ctx) => {
  const rev = revenueLines(d, ctx, null);
  const total = requireTotal(d, 'total_amount', 'The lines, tax and discounts', rev.total);
  return [
    { account: { slot: 'accounts_receivable' }, amount: total, customer_id: str(d.customer_id) },
    ...rev.lines,
  ];
};

const salesReceipt: Rule = (d, ctx) => {
  const rev = revenueLines(d, ctx, str(d.revenue_account_id));
  const total = requireTotal(d, 'total_amount', 'The lines, tax and discounts', rev.total);
  return [{ account: acct(str(d.deposit_to_account_id), 'undeposited_funds'), amount: total }, ...rev.lines];
};

const refundReceipt: Rule = (d, ctx) => {
  const rev = revenueLines(d, ctx, null);
  const total = requireTotal(d, 'total_amount', 'The lines and tax', rev.total);
  return mirror([{ account: { slot: 'undeposited_funds' }, amount: total }, ...rev.lines]);
};

const payment: Rule = (d, ctx) => {
  const amount = dec(d.amount as string);
  const customer = str(d.customer_id);
  // Receivable credits per allocation, each naming its invoice's customer when the payment names none.
  const credits: RuleLine[] = [];
  let allocated = ZERO;
  const allocations = Array.isArray(d.allocations) ? (d.allocations as Line[]) : [];
  const targets = allocations.length
    ? allocations.map((a) => ({ invoice: str(a.invoice_id), amount: dec(a.amount as string) }))
    : str(d.invoice_id)
      ? [{ invoice: str(d.invoice_id), amount }]
      : [];
  for (const t of targets) {
    allocated = allocated.plus(t.amount);
    const who = customer ?? (t.invoice ? (ctx.invoiceCustomers.get(t.invoice) ?? null) : null);
    credits.push({ account: { slot: 'accounts_receivable' }, amount: t.amount.negated(), customer_id: who });
  }
  const rest = amount.minus(allocated);
  if (!rest.isZero())
    credits.push({ account: { slot: 'accounts_receivable' }, amount: rest.negated(), customer_id: customer });
  return [{ account: acct(str(d.deposit_to_account_id), 'undeposited_funds'), amount }, ...credits];
};

const vendorBill: Rule = (d, ctx) => {
  const cost = costLines(d, ctx, 'account_id');
  const total = requireTotal(d, 'total_amount', 'The lines', cost.total);
  return [...cost.lines, { account: { slot: 'accounts_payable' }, amount: total.negated() }];
};

const billPayment: Rule = (d) => {
  const amount = dec(d.amount as string);
  // The spec gives a bill payment no paying-account field: it is paid from undeposited funds.
  return [
    { account: { slot: 'accounts_payable' }, amount },
    { account: { slot: 'undeposited_funds' }, amount: amount.negated() },
  ];
};

const expense: Rule = (d, ctx) => {
  const amount = dec(d.amount as string);
  const header = str(d.expense_account_id);
  let debits: RuleLine[];
  if (asLines(d.lines).length > 0) {
    const cost = costLines(d, ctx, 'expense_account_id');
    debits = cost.lines.map((l) => ('slot' in l.account && header ? { ...l, account: { id: header } } : l));
    const tax = d.tax_amount != null ? dec(d.tax_amount as string) : ZERO;
    if (!tax.isZero())
      debits.push({ account: acct(header, 'uncategorized_expense'), amount: tax, memo: 'tax' });
    requireTotal(d, 'amount', 'The lines and tax', cost.total.plus(tax));
  } else {
    debits = [{ account: acct(header, 'uncategorized_expense'), amount }];
  }
  const from = needAccount(d, 'payment_account_id', 'expense');
  return [...debits, { account: { id: from }, amount: amount.negated() }];
};

const deposit: Rule = (d) => {
  const to = needAccount(d, 'deposit_to_account_id', 'deposit');
  const total = dec(d.total_amount as string);
  const cashback = d.cashback_amount != null ? dec(d.cashback_amount as string) : ZERO;
  const credits: RuleLine[] = asLines(d.lines).map((l) => ({
    account: acct(str(l.account_id), 'undeposited_funds'),
    amount: dec((l.amount as string | null) ?? '0').negated(),
    customer_id: null,
  }));
  const linesTotal = credits.reduce((t, l) => t.minus(l.amount), ZERO);
  requireTotal(d, 'total_amount', 'The lines less cash back', linesTotal.minus(cashback));
  const out: RuleLine[] = [{ account: { id: to }, amount: total }, ...credits];
  if (!cashback.isZero())
    out.push({
      account: { id: needAccount(d, 'cashback_account_id', 'cash back') },
      amount: cashback,
      memo: 'cash back',
    });
  return out;
};

const bankTransfer: Rule = (d) => {
  const amount = dec(d.amount as string);
  return [
    { account: { id: d.to_account_id as string }, amount },
    { account: { id: d.from_account_id as string }, amount: amount.negated() },
  ];
};

/** D7: at least two lines, each exactly one positive debit or credit, debits equal to credits. */
export function checkJournalLines(d: Data): void {
  const lines = asLines(d.lines);
  const errors = [];
  if (lines.length < 2)
    errors.push({
      field: 'lines',
      code: 'too_few_lines',
      message: 'a journal entry needs at least two lines to post',
    });
  let debits = ZERO;
  let credits = ZERO;
  lines.forEach((l, i) => {
    const dr = l.debit_amount != null ? dec(l.debit_amount as string) : ZERO;
    const cr = l.credit_amount != null ? dec(l.credit_amount as string) : ZERO;
    if (dr.isNegative() || cr.isNegative() || dr.isZero() === cr.isZero()) {
      errors.push({
        field: `lines.${i}`,
        code: 'one_side',
        message: 'needs exactly one of a positive debit_amount or credit_amount',
      });
    }
    debits = debits.plus(dr);
    credits = credits.plus(cr);
  });
  if (errors.length) throw validationError(errors, 'UNBALANCED_DOCUMENT');
  if (!debits.equals(credits)) {
    throw validationError(
      [
        {
          field: 'lines',
          code: 'unbalanced',
          message: `debits ${fmt(debits)} and credits ${fmt(credits)} differ by ${fmt(debits.minus(credits).abs())}`,
        },
      ],
      'UNBALANCED_DOCUMENT',
    );
  }
}

const journalEntry: Rule = (d) => {
  checkJournalLines(d);
  return asLines(d.lines).map((l) => ({
    account: { id: l.account_id as string },
    amount:
      l.debit_amount != null && !dec(l.debit_amount as string).isZero()
        ? dec(l.debit_amount as string)
        : dec(l.credit_amount as string).negated(),
    memo: str(l.description),
  }));
};

export interface PostingRule {
  /** Whether the document, in this state, has a ledger effect (D8). */
  posts: (d: Data) => boolean;
  lines: Rule;
  /** The date its lines take, when it has no effective_date / document_date. */
  dateField?: string;
}

const approved = (d: Data) => d.approval_status === 'approved' && d.status !== 'void';

/** Resource path → its posting rule. Quotes, sales orders and purchase orders never post. */
export const POSTING_RULES: Readonly<Record<string, PostingRule>> = {
  invoices: { posts: approved, lines: invoice, dateField: 'issued_at' },
  credit_memos: { posts: approved, lines: (d, ctx) => mirror(invoice(d, ctx)), dateField: 'issued_at' },
  sales_receipts: { posts: approved, lines: salesReceipt, dateField: 'receipt_date' },
  refund_receipts: { posts: (d) => d.status === 'completed', lines: refundReceipt, dateField: 'refund_date' },
  payments: { posts: (d) => d.status === 'completed', lines: payment, dateField: 'occurred_at' },
  vendor_bills: { posts: approved, lines: vendorBill, dateField: 'bill_date' },
  vendor_credits: {
    posts: approved,
    lines: (d, ctx) => mirror(vendorBill(d, ctx)),
    dateField: 'credit_date',
  },
  bill_payments: { posts: (d) => d.status === 'completed', lines: billPayment, dateField: 'payment_date' },
  expenses: { posts: approved, lines: expense, dateField: 'expense_date' },
  deposits: { posts: (d) => d.status === 'deposited', lines: deposit, dateField: 'deposit_date' },
  bank_transfers: { posts: (d) => d.status === 'approved', lines: bankTransfer, dateField: 'transfer_date' },
  journal_entries: {
    posts: (d) => d.status === 'posted' || d.status === 'pending_reversal' || d.status === 'reversed',
    lines: journalEntry,
    dateField: 'entry_date',
  },
};

export function effectiveDate(d: Data, rule: PostingRule, today: string): string {
  const v = str(d.effective_date) ?? str(d.document_date) ?? (rule.dateField ? str(d[rule.dateField]) : null);
  return v ? v.slice(0, 10) : today;
}

/** Nets lines per account and customer, dropping zeros: the journal lines a posting writes. */
export function netLines(lines: RuleLine[]): RuleLine[] {
  const byKey = new Map<string, RuleLine>();
  for (const l of lines) {
    const k = `${'id' in l.account ? `id:${l.account.id}` : `slot:${l.account.slot}`}|${l.customer_id ?? ''}`;
    const prev = byKey.get(k);
    byKey.set(
      k,
      prev ? { ...prev, amount: prev.amount.plus(l.amount), memo: prev.memo ?? l.memo ?? null } : { ...l },
    );
  }
  return [...byKey.values()].filter((l) => !l.amount.isZero());
}
