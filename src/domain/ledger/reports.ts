/**
 * Reading the ledger (D8): journal lines and the reports. Balances come from the running totals
 * kept in each posting's transaction (all-time, monthly and daily), so a trial balance does not
 * grow with the number of journal lines. Sums are exact decimals.
 *
 * D17: every report is in the company's base currency by default — each line at its base amount,
 * all currencies together, one set of totals — or, with `?currency=XXX`, in one document currency:
 * the lines posted in it, at their amounts (report-basics.ts, `View`).
 *
 * One function per report, each with its own row and total types; `REPORTS` maps a report type
 * to its function. The agings are in aging.ts, the revaluation in revaluation.ts.
 */

import { isUuid } from '../../platform/ids.ts';
import type { EntryRow } from '../../storage/ledger.ts';
import { accountBySlot, entriesPage, type LinePosition, listEntries } from '../../storage/ledger.ts';
import type { Store } from '../../storage/store.ts';
import { fiscalYearStart } from '../company.ts';
import type { Catalog } from '../documents.ts';
import { decodeKeyset, decodeReportCursor, encodeKeyset, encodeReportCursor } from '../keyset.ts';
import { type Decimal, dec, fmtIn, moneyIn, ZERO } from '../money.ts';
import { type ApAgingReport, type ArAgingReport, apAging, arAging } from './aging.ts';
import {
  type AsOfQuery,
  type AsOfReport,
  BEGINNING,
  chartOf,
  companyOf,
  inCurrency,
  movedBetween,
  type Net,
  netAsOf,
  type PagedAsOfQuery,
  type PagedPeriodQuery,
  type PeriodQuery,
  type PeriodReport,
  prevDay,
  type ReportPagination,
  type ReportScope,
  reportLimit,
  sameQuery,
  sidesOf,
  today,
  viewOf,
} from './report-basics.ts';
import { type FxRevaluationQuery, type FxRevaluationReport, fxRevaluation } from './revaluation.ts';

export type { AgingAmounts, AgingTotal, ApAgingRow, ArAgingRow } from './aging.ts';
export type {
  AsOfQuery,
  PagedAsOfQuery,
  PagedPeriodQuery,
  PeriodQuery,
  ReportPagination,
} from './report-basics.ts';
export { REPORT_LIMIT_DEFAULT, REPORT_LIMIT_MAX } from './report-basics.ts';
export type { FxRevaluationQuery, FxRevaluationRow, FxRevaluationTotal } from './revaluation.ts';
export type { ApAgingReport, ArAgingReport, FxRevaluationReport };

export const REPORT_TYPES = [
  'trial_balance',
  'balance_sheet',
  'profit_and_loss',
  'general_ledger',
  'ar_aging',
  'ap_aging',
  'fx_revaluation',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The query of GET /v1/ledger_entries. */
export interface EntriesQuery {
  limit?: number;
  page?: number;
  account_id?: string;
  document_type?: string;
  document_id?: string;
  effective_date_from?: string;
  effective_date_to?: string;
  /** `pagination.next_cursor` of the previous page (then `page` comes from it). */
  cursor?: string;
  /** D20: only the cleared lines (true) or only the others (false). */
  cleared?: boolean;
  /** D20: the lines a reconciliation settled, or has ticked while in progress (or undone). */
  reconciliation_id?: string;
}

/**
 * D20: a line of `GET /v1/ledger_entries` with its bank marks. `cleared`: matched to a bank line,
 * ticked in a reconciliation (in progress, or undone and not yet taken over by the next), or
 * reconciled.
 */
export interface ListedLedgerEntry {
  id: string;
  object: 'ledger_entry';
  data: LedgerEntryData & { bank_line_id: string | null; reconciliation_id: string | null; cleared: boolean };
}

/** A journal line as the API shows it. Amounts are decimal strings. */
export interface LedgerEntryData {
  id: string;
  account_id: string;
  debit_amount: string;
  credit_amount: string;
  currency: string;
  effective_date: string;
  document_type: string;
  document_id: string;
  reverses_entry_id: string | null;
  memo: string | null;
  created_at: string;
  /** D17: the line valued in the base currency (null: a foreign line of before 0013 without a rate). */
  base_debit_amount: string | null;
  base_credit_amount: string | null;
  exchange_rate: string | null;
}

export interface LedgerEntry {
  id: string;
  object: 'ledger_entry';
  data: LedgerEntryData;
}

/** Debit and credit sums (trial balance, general ledger). */
export interface DebitCreditTotal {
  currency: string;
  debit: string;
  credit: string;
}

/** Trial balance: each account's net balance on its debit or its credit side. */
export interface TrialBalanceRow {
  /** Null only on the retained earnings row of a company without a `retained_earnings` account (D18). */
  account_id: string | null;
  account_name: string;
  account_type: string;
  currency: string;
  debit: string;
  credit: string;
}

/** Balance sheet: the balance of each asset, liability and equity account. */
export interface BalanceSheetRow {
  account_id: string;
  account_name: string;
  account_type: 'asset' | 'liability' | 'equity';
  currency: string;
  balance: string;
}

export interface BalanceSheetTotal {
  currency: string;
  assets: string;
  liabilities: string;
  equity: string;
  /**
   * D18: revenue less expenses of the fiscal years before the one `as_of` is in (by the company's
   * `fiscal_year_start_month`), shown without closing entries.
   */
  retained_earnings: string;
  /** D18: revenue less expenses of the fiscal year `as_of` is in, from its first day to `as_of`. */
  current_earnings: string;
  /** liabilities + equity + retained_earnings + current_earnings: equals assets. */
  liabilities_and_equity: string;
}

/** Profit and loss: what each revenue and expense account moved in the period. */
export interface ProfitAndLossRow {
  account_id: string;
  account_name: string;
  account_type: 'revenue' | 'expense';
  currency: string;
  amount: string;
}

export interface ProfitAndLossTotal {
  currency: string;
  revenue: string;
  expense: string;
  net_income: string;
}

/** A journal line of the general ledger, with the account's running balance after it. */
export interface GeneralLedgerEntry extends LedgerEntryData {
  balance: string;
}

/** General ledger: each account's lines in the period, between its opening and closing balances. */
export interface GeneralLedgerRow {
  account_id: string;
  account_name: string;
  currency: string;
  opening_balance: string;
  closing_balance: string;
  entries: GeneralLedgerEntry[];
}

export type TrialBalanceReport = AsOfReport<'trial_balance', TrialBalanceRow, DebitCreditTotal>;
export type BalanceSheetReport = AsOfReport<'balance_sheet', BalanceSheetRow, BalanceSheetTotal>;
export type ProfitAndLossReport = PeriodReport<'profit_and_loss', ProfitAndLossRow, ProfitAndLossTotal>;
export type GeneralLedgerReport = PeriodReport<'general_ledger', GeneralLedgerRow, DebitCreditTotal> & {
  pagination: ReportPagination;
};

/** Each report type's query and result. */
export interface Reports {
  trial_balance: [AsOfQuery, TrialBalanceReport];
  balance_sheet: [AsOfQuery, BalanceSheetReport];
  profit_and_loss: [PeriodQuery, ProfitAndLossReport];
  general_ledger: [PagedPeriodQuery, GeneralLedgerReport];
  ar_aging: [PagedAsOfQuery, ArAgingReport];
  ap_aging: [PagedAsOfQuery, ApAgingReport];
  fx_revaluation: [FxRevaluationQuery, FxRevaluationReport];
}
export type Report = Reports[ReportType][1];

/** A journal line; its base amounts in `baseCurrency` (D4: each amount with its currency's digits). */
export function entryEnvelope(e: EntryRow, baseCurrency?: string): LedgerEntry {
  return {
    id: e.id,
    object: 'ledger_entry',
    data: {
      id: e.id,
      account_id: e.account_id,
      debit_amount: fmtIn(dec(e.debit_amount), e.currency),
      credit_amount: fmtIn(dec(e.credit_amount), e.currency),
      currency: e.currency,
      effective_date: e.effective_date,
      document_type: e.document_type,
      document_id: e.document_id,
      reverses_entry_id: e.reverses_entry_id,
      memo: e.memo,
      created_at: e.created_at,
      base_debit_amount: e.base_debit_amount === null ? null : fmtIn(dec(e.base_debit_amount), baseCurrency),
      base_credit_amount:
        e.base_credit_amount === null ? null : fmtIn(dec(e.base_credit_amount), baseCurrency),
      exchange_rate: e.exchange_rate,
    },
  };
}

/** The system account slot whose trial balance row carries the profit of earlier fiscal years (D18). */
export const RETAINED_EARNINGS_SLOT = 'retained_earnings';

/**
 * Each account's net balance, as a debit or a credit, as of a day; one total. D18: as QuickBooks
 * Online and Xero show it, without closing entries — revenue and expense accounts show what they
 * moved in the fiscal year `as_of` is in, and the profit of the years before is on the row of the
 * `retained_earnings` slot account (its own balance besides): the company's account with that slot
 * if it has one, else a row without an account id. Rows by account name, then id.
 */
async function trialBalance(scope: ReportScope, q: AsOfQuery): Promise<TrialBalanceReport> {
  const { name, kind } = await chartOf(scope);
  const company = await companyOf(scope);
  const view = viewOf(company, q.currency);
  const fmt = moneyIn(view.currency); // D4: the report's currency's digits
  const asOf = q.as_of ?? today();
  const net = await netAsOf(scope, asOf, view);
  const yearStart = fiscalYearStart(asOf, company?.fiscal_year_start_month ?? 1);
  // Earlier years' revenue and expense leave their accounts for retained earnings (credit positive).
  let retained = ZERO;
  for (const b of (await netAsOf(scope, prevDay(yearStart), view)).values()) {
    const t = kind(b.account_id);
    const n = net.get(b.account_id);
    if ((t !== 'revenue' && t !== 'expense') || !n) continue;
    n.debit = n.debit.minus(b.debit);
    n.credit = n.credit.minus(b.credit);
    retained = retained.plus(b.credit).minus(b.debit);
  }
  const retainedAccount = await scope.store.read((repo) =>
    accountBySlot(repo, scope.companyId, RETAINED_EARNINGS_SLOT),
  );
  const lines: { account_id: string | null; account_name: string; account_type: string; diff: Decimal }[] =
    [];
  for (const n of net.values()) {
    const own = n.debit.minus(n.credit);
    lines.push({
      account_id: n.account_id,
      account_name: name(n.account_id),
      account_type: kind(n.account_id),
      diff: n.account_id === retainedAccount ? own.minus(retained) : own,
    });
  }
  if (!retained.isZero() && (retainedAccount === undefined || !net.has(retainedAccount))) {
    lines.push({
      account_id: retainedAccount ?? null,
      account_name: retainedAccount === undefined ? 'Retained Earnings' : name(retainedAccount),
      account_type: 'equity',
      diff: retained.negated(),
    });
  }
  lines.sort(
    (a, b) =>
      a.account_name.localeCompare(b.account_name) || (a.account_id ?? '').localeCompare(b.account_id ?? ''),
  );
  const rows: TrialBalanceRow[] = [];
  let debits = ZERO;
  let credits = ZERO;
  for (const l of lines) {
    if (l.diff.isZero()) continue;
    const debit = l.diff.isPositive() ? l.diff : ZERO;
    const credit = l.diff.isNegative() ? l.diff.negated() : ZERO;
    rows.push({
      account_id: l.account_id,
      account_name: l.account_name,
      account_type: l.account_type,
      currency: view.currency,
      debit: fmt(debit),
      credit: fmt(credit),
    });
    debits = debits.plus(debit);
    credits = credits.plus(credit);
  }
  return {
    object: 'report',
    type: 'trial_balance',
    as_of: asOf,
    ...inCurrency(view),
    data: { rows, totals: [{ currency: view.currency, debit: fmt(debits), credit: fmt(credits) }] },
  };
}

/**
 * Assets, liabilities and equity as of a day; revenue less expenses shown as earnings (D18): of
 * earlier fiscal years (retained) and of the fiscal year `as_of` is in (current).
 */
async function balanceSheet(scope: ReportScope, q: AsOfQuery): Promise<BalanceSheetReport> {
  const { name, kind } = await chartOf(scope);
  const company = await companyOf(scope);
  const view = viewOf(company, q.currency);
  const fmt = moneyIn(view.currency); // D4: the report's currency's digits
  const asOf = q.as_of ?? today();
  const net = await netAsOf(scope, asOf, view);
  const yearStart = fiscalYearStart(asOf, company?.fiscal_year_start_month ?? 1);
  // The profit of earlier years: revenue less expenses as of the day before this year began.
  let retained = ZERO;
  for (const n of (await netAsOf(scope, prevDay(yearStart), view)).values()) {
    const t = kind(n.account_id);
    if (t === 'revenue' || t === 'expense') retained = retained.minus(n.debit.minus(n.credit));
  }
  const rows: BalanceSheetRow[] = [];
  const sums = { asset: ZERO, liability: ZERO, equity: ZERO, earnings: ZERO };
  for (const n of net.values()) {
    const t = kind(n.account_id);
    const debitNormal = n.debit.minus(n.credit);
    if (t === 'revenue' || t === 'expense') {
      sums.earnings = sums.earnings.minus(debitNormal);
    } else if (t === 'asset' || t === 'liability' || t === 'equity') {
      const balance = t === 'asset' ? debitNormal : debitNormal.negated();
      sums[t] = sums[t].plus(balance);
      if (!balance.isZero())
        rows.push({
          account_id: n.account_id,
          account_name: name(n.account_id),
          account_type: t,
          currency: view.currency,
          balance: fmt(balance),
        });
    }
  }
  return {
    object: 'report',
    type: 'balance_sheet',
    as_of: asOf,
    ...inCurrency(view),
    data: {
      rows,
      totals: [
        {
          currency: view.currency,
          assets: fmt(sums.asset),
          liabilities: fmt(sums.liability),
          equity: fmt(sums.equity),
          retained_earnings: fmt(retained),
          current_earnings: fmt(sums.earnings.minus(retained)),
          liabilities_and_equity: fmt(sums.liability.plus(sums.equity).plus(sums.earnings)),
        },
      ],
    },
  };
}

/** What each revenue and expense account moved in the period; net income. */
async function profitAndLoss(scope: ReportScope, q: PeriodQuery): Promise<ProfitAndLossReport> {
  const { name, kind } = await chartOf(scope);
  const view = viewOf(await companyOf(scope), q.currency);
  const fmt = moneyIn(view.currency); // D4: the report's currency's digits
  const from = q.from ?? BEGINNING;
  const to = q.to ?? today();
  const net = await movedBetween(scope, from, to, view);
  const rows: ProfitAndLossRow[] = [];
  const sums = { revenue: ZERO, expense: ZERO };
  for (const n of net.values()) {
    const t = kind(n.account_id);
    if (t !== 'revenue' && t !== 'expense') continue;
    const amount = t === 'revenue' ? n.credit.minus(n.debit) : n.debit.minus(n.credit);
    sums[t] = sums[t].plus(amount);
    if (!amount.isZero())
      rows.push({
        account_id: n.account_id,
        account_name: name(n.account_id),
        account_type: t,
        currency: view.currency,
        amount: fmt(amount),
      });
  }
  return {
    object: 'report',
    type: 'profit_and_loss',
    from,
    to,
    ...inCurrency(view),
    data: {
      rows,
      totals: [
        {
          currency: view.currency,
          revenue: fmt(sums.revenue),
          expense: fmt(sums.expense),
          net_income: fmt(sums.revenue.minus(sums.expense)),
        },
      ],
    },
  };
}

/** The general ledger's cursor key: the query it was issued for, the last line, its account's balance. */
type LedgerKey = [
  from: string,
  to: string,
  currency: string | null,
  account: string,
  date: string,
  id: string,
  balance: string,
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const fitsLedgerKey = (k: unknown[]): k is LedgerKey => {
  const [from, to, currency, account, date, id, balance] = k;
  return (
    k.length === 7 &&
    typeof from === 'string' &&
    DAY.test(from) &&
    typeof to === 'string' &&
    DAY.test(to) &&
    (currency === null || (typeof currency === 'string' && /^[A-Z]{3}$/.test(currency))) &&
    typeof account === 'string' &&
    isUuid(account) &&
    typeof date === 'string' &&
    DAY.test(date) &&
    typeof id === 'string' &&
    isUuid(id) &&
    typeof balance === 'string' &&
    /^-?\d{1,40}(\.\d{1,30})?$/.test(balance)
  );
};

/**
 * The journal lines of the period by account, one page at a time (D11): at most `limit` lines in
 * (account, effective date, id) order, with running balances. A row is one account's lines on
 * this page: `opening_balance` is its balance before the first of them (the period's opening
 * balance on the page that holds its first line of the period), `closing_balance` its balance
 * after the last. An account whose lines run over several pages opens each page where the page
 * before closed it: the cursor carries that balance, so nothing before the page is read again. In
 * the base currency each line's base amounts make the balance (every currency's lines of the
 * account together); with `?currency=XXX` the lines posted in XXX, at their amounts. `totals` are
 * the page's lines'.
 */
async function generalLedger(scope: ReportScope, q: PagedPeriodQuery): Promise<GeneralLedgerReport> {
  const { store, companyId } = scope;
  const limit = reportLimit(q.limit);
  const cursor =
    q.cursor === undefined ? undefined : decodeReportCursor(q.cursor, 'general_ledger', fitsLedgerKey);
  let from = q.from ?? BEGINNING;
  let to = q.to ?? today();
  let currency = q.currency;
  let carried: { account: string; balance: Decimal } | undefined;
  let after: LinePosition | undefined;
  if (cursor) {
    const [cFrom, cTo, cCurrency, account, date, id, balance] = cursor.key;
    sameQuery(
      { from: q.from, to: q.to, currency: q.currency },
      { from: cFrom, to: cTo, currency: cCurrency },
    );
    [from, to, currency] = [cFrom, cTo, cCurrency ?? undefined];
    carried = { account, balance: dec(balance) };
    after = { accountId: account, effectiveDate: date, id };
  }
  const view = viewOf(await companyOf(scope), currency);
  const page = cursor?.page ?? 1;
  const read = await store.read((repo) =>
    entriesPage(repo, companyId, {
      from,
      to,
      currency: view.amounts === 'document' ? view.currency : undefined,
      after,
      limit: limit + 1,
    }),
  );
  const lines = read.slice(0, limit);
  const { name } = await chartOf(scope);
  const fmt = moneyIn(view.currency); // D4: the report's currency's digits
  // The period's opening balances, read only when an account starts on this page (as of the day
  // before the period, from the running balances: bounded by the chart, not the journal).
  let opening: Net | undefined;
  const openingOf = async (account: string): Promise<Decimal> => {
    if (carried?.account === account) return carried.balance;
    if (from <= BEGINNING) return ZERO;
    opening ??= await netAsOf(scope, prevDay(from), view);
    const o = opening.get(account);
    return o ? o.debit.minus(o.credit) : ZERO;
  };
  const rows: { account_id: string; opening: Decimal; closing: Decimal; entries: GeneralLedgerEntry[] }[] =
    [];
  let debits = ZERO;
  let credits = ZERO;
  for (const e of lines) {
    const sides = sidesOf(view, {
      currency: e.currency,
      debit: e.debit_amount,
      credit: e.credit_amount,
      base_debit: e.base_debit_amount,
      base_credit: e.base_credit_amount,
    });
    if (!sides) continue;
    let row = rows.at(-1);
    if (row?.account_id !== e.account_id) {
      const start = await openingOf(e.account_id);
      row = { account_id: e.account_id, opening: start, closing: start, entries: [] };
      rows.push(row);
    }
    row.closing = row.closing.plus(sides.debit).minus(sides.credit);
    row.entries.push({ ...entryEnvelope(e, view.baseCurrency).data, balance: fmt(row.closing) });
    debits = debits.plus(sides.debit);
    credits = credits.plus(sides.credit);
  }
  const last = lines.at(-1);
  const lastRow = rows.at(-1);
  const next_cursor =
    read.length > limit && last && lastRow
      ? encodeReportCursor('general_ledger', page + 1, [
          from,
          to,
          view.amounts === 'document' ? view.currency : null,
          last.account_id,
          last.effective_date,
          last.id,
          lastRow.closing.toFixed(),
        ])
      : null;
  return {
    object: 'report',
    type: 'general_ledger',
    from,
    to,
    ...inCurrency(view),
    data: {
      rows: rows.map((r) => ({
        account_id: r.account_id,
        account_name: name(r.account_id),
        currency: view.currency,
        opening_balance: fmt(r.opening),
        closing_balance: fmt(r.closing),
        entries: r.entries,
      })),
      totals: [{ currency: view.currency, debit: fmt(debits), credit: fmt(credits) }],
    },
    pagination: { has_more: next_cursor !== null, limit, page, next_cursor },
  };
}

/** Each report type's function. */
const REPORTS: { [T in ReportType]: (scope: ReportScope, q: Reports[T][0]) => Promise<Reports[T][1]> } = {
  trial_balance: trialBalance,
  balance_sheet: balanceSheet,
  profit_and_loss: profitAndLoss,
  general_ledger: generalLedger,
  ar_aging: arAging,
  ap_aging: apAging,
  fx_revaluation: fxRevaluation,
};

export class LedgerReports {
  constructor(
    private readonly store: Store,
    private readonly catalog: Catalog,
  ) {}

  async entries(companyId: string, q: EntriesQuery) {
    const limit = Number(q.limit ?? 50);
    // Keyset paging (the lines are ordered by effective_date, then id).
    const cursor = q.cursor === undefined ? undefined : decodeKeyset(q.cursor, 'effective_date');
    const page = cursor?.page ?? Number(q.page ?? 1);
    const result = await this.store.read((repo) =>
      listEntries(repo, companyId, {
        account_id: q.account_id,
        document_type: q.document_type,
        document_id: q.document_id,
        effective_date_from: q.effective_date_from,
        effective_date_to: q.effective_date_to,
        cleared: q.cleared,
        reconciliation_id: q.reconciliation_id,
        limit,
        offset: (page - 1) * limit,
        after: cursor && { effectiveDate: cursor.value, id: cursor.id },
      }),
    );
    const base = (await companyOf({ store: this.store, companyId, catalog: this.catalog }))?.base_currency;
    const last = result.rows.at(-1);
    const next_cursor =
      result.hasMore && last
        ? encodeKeyset({ sort: 'effective_date', page: page + 1, value: last.effective_date, id: last.id })
        : null;
    return {
      object: 'list',
      data: result.rows.map((e): ListedLedgerEntry => {
        const shown = entryEnvelope(e, base);
        return {
          ...shown,
          data: {
            ...shown.data,
            bank_line_id: e.bank_line_id,
            reconciliation_id: e.reconciliation_id,
            cleared: e.bank_line_id !== null || e.reconciliation_id !== null || e.ticked_by !== null,
          },
        };
      }),
      pagination: { has_more: result.hasMore, limit, page, total_count: result.total, next_cursor },
    };
  }

  report<T extends ReportType>(companyId: string, type: T, q: Reports[T][0]): Promise<Reports[T][1]> {
    const run: (scope: ReportScope, q: Reports[T][0]) => Promise<Reports[T][1]> = REPORTS[type];
    return run({ store: this.store, companyId, catalog: this.catalog }, q);
  }
}
