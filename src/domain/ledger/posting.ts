/**
 * What posting rules (D8) are made of: each document's rule lives in its definition
 * (`document.posting` in src/resources/<resource>.ts) and is a pure function from the document's
 * data to balanced journal lines, built from the helpers here. docs/ledger.md holds the rules in
 * prose. A rule never touches the database: accounts it needs but the document does not name are
 * asked for by system slot, and the engine resolves them. A document that does not add up throws
 * UNBALANCED_DOCUMENT.
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
  'operating_bank',
  'processing_fees',
  'fx_gain_loss',
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
  /**
   * D17: a line in another currency than the document's (a transfer's arriving leg), valued at
   * `rate`; a line without them is in the document's currency at the document's rate.
   */
  currency?: string;
  rate?: Decimal;
  /**
   * D17: a line settled later — receivables, payables, the bank (or undeposited funds) line of a
   * payment, receipt or deposit: valued at exactly round(amount × rate), so that what is settled is
   * worth what a person computes from the document; a rounding remainder goes to another line.
   */
  settled?: boolean;
}

export interface RuleContext {
  /** Accounts of items referenced by lines (`detail.item_id`). */
  items: ReadonlyMap<string, { revenue_account_id: string | null; expense_account_id: string | null }>;
  baseCurrency: string;
  today: string;
  /** Customers of the documents a payment applies to, so its receivable lines name them. */
  targetCustomers: ReadonlyMap<string, string | null>;
  /**
   * What is open on each of those documents for this one: its open balance plus what this
   * document applies to it now; 0 when it is not posted or is void (a credit's header applies up
   * to it, D16).
   */
  targetOpen: ReadonlyMap<string, Decimal>;
}

/** The shape of a line the posting helpers read; every document's lines have at least these. */
export interface LineDetailLike {
  type?: string | null;
  item_id?: string | null;
  quantity?: string | null;
  unit_amount?: string | null;
  account_id?: string | null;
}
export interface LineLike {
  amount?: string | null;
  quantity?: string | null;
  unit_amount?: string | null;
  line_type?: string | null;
  account_id?: string | null;
  detail?: LineDetailLike | null;
}

/** A sales document (invoice, credit memo, sales receipt, refund receipt) as the posting reads it. */
export interface SalesDocLike {
  lines?: readonly LineLike[] | null;
  total_amount: string | null;
  tax_amount?: string | null;
  discount_amount?: string | null;
  tax_behavior?: string | null;
}

export const str = (v: string | null | undefined): string | null => (v != null && v !== '' ? v : null);
const detail = (l: LineLike): LineDetailLike => l.detail ?? {};
/** An account named by the document, or the system account of `fallback` when none is. */
export const acct = (id: string | null | undefined, fallback: Slot): AccountRef =>
  id ? { id } : { slot: fallback };

/** A line's amount: `amount`, else quantity × unit amount, else zero. */
export function lineAmount(l: LineLike): Decimal {
  if (l.amount != null) return dec(l.amount);
  const d = detail(l);
  const q = l.quantity ?? d.quantity;
  const u = l.unit_amount ?? d.unit_amount;
  return q != null && u != null ? dec(q).times(dec(u)) : ZERO;
}

function lineKind(l: LineLike): 'amount' | 'discount' | 'tax' | 'skip' {
  const t = l.line_type ?? detail(l).type ?? null;
  if (t === 'subtotal' || t === 'description_only') return 'skip';
  if (t === 'discount') return 'discount';
  if (t === 'tax') return 'tax';
  return 'amount';
}

function unbalanced(what: string, expected: Decimal, actual: Decimal, field: string): AppError {
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
export function revenueLines(
  d: SalesDocLike,
  ctx: RuleContext,
  defaultIncome: string | null,
): { lines: RuleLine[]; total: Decimal } {
  const out: RuleLine[] = [];
  let firstIncome: AccountRef | null = null;
  let taxFromLines = false;
  let discountFromLines = false;
  for (const l of d.lines ?? []) {
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
    d.discount_amount != null && !discountFromLines ? dec(d.discount_amount).abs() : ZERO;
  if (!headerDiscount.isZero()) out.push({ account: income, amount: headerDiscount, memo: 'discount' });
  const tax = d.tax_amount != null && !taxFromLines ? dec(d.tax_amount) : ZERO;
  if (!tax.isZero()) {
    out.push({ account: { slot: 'sales_tax_payable' }, amount: tax.negated(), memo: 'sales tax' });
    // Tax-inclusive line amounts already contain the tax: move it out of income.
    if (d.tax_behavior === 'inclusive')
      out.push({ account: income, amount: tax, memo: 'tax included in lines' });
  }
  const total = out.reduce((t, l) => t.minus(l.amount), ZERO);
  return { lines: out, total };
}

/**
 * The cost side of a purchase document, as debits: each line to its expense or asset account
 * (`accountOf` the line, then its detail, then its item, then uncategorized expense).
 */
export function costLines<L extends LineLike>(
  lines: readonly L[] | null | undefined,
  ctx: RuleContext,
  accountOf: (line: L) => string | null | undefined,
): { lines: RuleLine[]; total: Decimal } {
  const out: RuleLine[] = [];
  for (const l of lines ?? []) {
    const kind = lineKind(l);
    if (kind === 'skip') continue;
    const amount = lineAmount(l);
    const itemId = str(detail(l).item_id);
    const item = itemId ? ctx.items.get(itemId) : undefined;
    const account = acct(
      str(accountOf(l)) ?? str(detail(l).account_id) ?? item?.expense_account_id ?? null,
      'uncategorized_expense',
    );
    out.push({ account, amount: kind === 'discount' ? amount.abs().negated() : amount });
  }
  const total = out.reduce((t, l) => t.plus(l.amount), ZERO);
  return { lines: out, total };
}

/** D8: the document's `field` must equal what its parts add up to; never a silent plug. */
export function requireTotal(given: string | null, field: string, what: string, actual: Decimal): Decimal {
  const expected = dec(given);
  if (!expected.equals(actual)) throw unbalanced(what, expected, actual, field);
  return expected;
}

/** An account the document must name to post (a deposit's bank account). */
export function needAccount(id: string | null | undefined, field: string, what: string): string {
  const found = str(id);
  if (!found) {
    throw validationError(
      [{ field, code: 'required_to_post', message: `is needed to post the ${what} to the ledger` }],
      'UNBALANCED_DOCUMENT',
    );
  }
  return found;
}

/** The same lines on the other side: a credit memo mirrors an invoice. */
export const mirror = (lines: RuleLine[]): RuleLine[] =>
  lines.map((l) => ({ ...l, amount: l.amount.negated() }));

/** An invoice's posting: Dr receivables (the customer's) / Cr income, tax; discounts reduce income. */
export function receivableLines(
  d: SalesDocLike & { customer_id: string | null },
  ctx: RuleContext,
): RuleLine[] {
  const rev = revenueLines(d, ctx, null);
  const total = requireTotal(d.total_amount, 'total_amount', 'The lines, tax and discounts', rev.total);
  return [
    {
      account: { slot: 'accounts_receivable' },
      amount: total,
      customer_id: str(d.customer_id),
      settled: true,
    },
    ...rev.lines,
  ];
}

/** A vendor bill's posting: Dr each line's expense or asset account / Cr payables. */
export function payableLines(
  d: { lines?: readonly (LineLike & { account_id?: string | null })[] | null; total_amount: string | null },
  ctx: RuleContext,
): RuleLine[] {
  const cost = costLines(d.lines, ctx, (l) => l.account_id);
  const total = requireTotal(d.total_amount, 'total_amount', 'The lines', cost.total);
  return [...cost.lines, { account: { slot: 'accounts_payable' }, amount: total.negated(), settled: true }];
}

/** A journal entry line as the posting reads it. */
export interface JournalLineLike {
  account_id: string | null;
  debit_amount?: string | null;
  credit_amount?: string | null;
  description?: string | null;
}

/** D7: at least two lines, each exactly one positive debit or credit, debits equal to credits. */
export function checkJournalLines(d: { lines: readonly JournalLineLike[] | null }): void {
  const lines = d.lines ?? [];
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
    const dr = l.debit_amount != null ? dec(l.debit_amount) : ZERO;
    const cr = l.credit_amount != null ? dec(l.credit_amount) : ZERO;
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

/** Approval-flow documents post while approved and not void (D8). */
export const approvedAndLive = (d: { approval_status: string | null; status?: string | null }): boolean =>
  d.approval_status === 'approved' && d.status !== 'void';

/**
 * The date a document's lines take: effective_date, else document_date, else its rule's own date
 * field. The first two are spec §2.4's shared date fields (records.ts derives one from the other
 * wherever a definition has them), read by name like the kernel's fields rather than as roles.
 */
export function effectiveDate(d: object, dateField: string | undefined, today: string): string {
  const get = (k: string | undefined): string | null => {
    if (!k) return null;
    const v: unknown = (d as Readonly<Record<string, unknown>>)[k];
    return typeof v === 'string' && v !== '' ? v : null;
  };
  const v = get('effective_date') ?? get('document_date') ?? get(dateField);
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
