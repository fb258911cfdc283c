/**
 * What every report shares (D8, D17): whose books it reads (the store, one company), in which
 * currency it is (`View`: the base currency, every line at its base value — the default — or one
 * document currency, its lines as posted), the envelope it answers, and balances as of a day read
 * from the running balances (all-time, monthly, daily), never from the journal lines.
 */

import { nowIso } from '../../platform/ids.ts';
import { type CompanySettings, getCompanySettings } from '../../storage/companies.ts';
import {
  accountsById,
  type BalanceRow,
  balances,
  dailyMovements,
  movementsAfter,
} from '../../storage/ledger.ts';
import type { Store } from '../../storage/store.ts';
import type { ListQuery, StoredRecord } from '../../storage/types.ts';
import { isCurrencyCode, minorUnitOf } from '../currencies.ts';
import type { Catalog, Resource } from '../documents.ts';
import { validationError } from '../errors.ts';
import { type Decimal, dec, ZERO } from '../money.ts';

/** What a report reads from: the store, for one company. */
export interface ReportScope {
  store: Store;
  companyId: string;
  catalog: Catalog;
}

/**
 * The currency a report is in. `base`: every journal line at its base amount, all currencies
 * together (the default, D17); `document`: only the lines posted in `currency`, at their amounts.
 */
export interface View {
  currency: string;
  amounts: 'base' | 'document';
  /** The company's base currency and its minor unit. */
  baseCurrency: string;
  baseDigits: number;
}

/** Where every report names the currency it is in. */
export interface InCurrency {
  /** The currency of every amount of the report. */
  currency: string;
  /** `base`: every line valued in the base currency; `document`: the lines posted in `currency`. */
  amounts: 'base' | 'document';
}

export interface ReportData<Row, Total> {
  rows: Row[];
  /** One set of totals, in the report's currency. */
  totals: [Total];
}

/** A report of balances at the end of a day. */
export interface AsOfReport<T extends string, Row, Total> extends InCurrency {
  object: 'report';
  type: T;
  as_of: string;
  data: ReportData<Row, Total>;
}

/** A report of what moved in a period (both days included). */
export interface PeriodReport<T extends string, Row, Total> extends InCurrency {
  object: 'report';
  type: T;
  from: string;
  to: string;
  data: ReportData<Row, Total>;
}

/** The query of a report of balances at a day. */
export interface AsOfQuery {
  as_of?: string;
  /** An ISO 4217 code: that currency's document amounts only. */
  currency?: string;
}

/** The query of a report of a period. */
export interface PeriodQuery {
  from?: string;
  to?: string;
  currency?: string;
}

/** D11: a report that pages (the general ledger, the agings) takes a page size and a cursor. */
export interface Paged {
  /** Rows (the general ledger: journal lines) per page, 1 to 5,000; default 500. */
  limit?: number | string;
  /** `pagination.next_cursor` of the page before. */
  cursor?: string;
}

export type PagedAsOfQuery = AsOfQuery & Paged;
export type PagedPeriodQuery = PeriodQuery & Paged;

/** Where a paged report is: the page, whether another follows and the cursor to it. */
export interface ReportPagination {
  has_more: boolean;
  limit: number;
  /** 1 for the first page; each cursor leads to the next. */
  page: number;
  next_cursor: string | null;
}

/** D11: the general ledger's and the agings' page size. */
export const REPORT_LIMIT_DEFAULT = 500;
export const REPORT_LIMIT_MAX = 5000;

/**
 * A cursor continues the query it was issued for: a parameter sent with it must be the one it
 * holds (one left out is taken from it, so `to` defaulting to today cannot move between pages).
 */
export function sameQuery(
  sent: Record<string, string | undefined>,
  held: Record<string, string | null>,
): void {
  for (const [name, value] of Object.entries(sent)) {
    if (value === undefined || value === (held[name] ?? undefined)) continue;
    throw validationError([
      {
        field: 'cursor',
        code: 'invalid_cursor',
        message: `was issued for ${name}=${held[name] ?? '(none)'}; send the same ${name}, or none, with it`,
      },
    ]);
  }
}

/** The page size asked for: D11 bounds it (the route's schema refuses the rest first). */
export function reportLimit(limit: number | string | undefined): number {
  const n = Number(limit ?? REPORT_LIMIT_DEFAULT);
  if (!Number.isInteger(n) || n < 1 || n > REPORT_LIMIT_MAX) {
    throw validationError([
      { field: 'limit', code: 'out_of_range', message: `must be an integer from 1 to ${REPORT_LIMIT_MAX}` },
    ]);
  }
  return n;
}

export const today = () => nowIso().slice(0, 10);
export const BEGINNING = '0000-01-01';

/** The month after `month` (YYYY-MM). */
function nextMonth(month: string): string {
  const [y = 0, m = 0] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The calendar day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The calendar day before `day` (YYYY-MM-DD). */
export function prevDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The company's settings (base currency, fiscal year). */
export async function companyOf(scope: ReportScope): Promise<CompanySettings | undefined> {
  return scope.store.read((repo) => getCompanySettings(repo, scope.companyId));
}

/** The view a report's `currency` parameter asks for: none, the base currency valued. */
export function viewOf(company: CompanySettings | undefined, currency: string | undefined): View {
  const baseCurrency = company?.base_currency ?? 'USD';
  const baseDigits = minorUnitOf(baseCurrency) ?? 2;
  if (currency === undefined) return { currency: baseCurrency, amounts: 'base', baseCurrency, baseDigits };
  if (!isCurrencyCode(currency)) {
    throw validationError([
      {
        field: 'currency',
        code: 'invalid_currency',
        message: 'must be an active ISO 4217 currency code (EUR, JPY, …)',
      },
    ]);
  }
  return { currency, amounts: 'document', baseCurrency, baseDigits };
}

/** The report's currency, as its answer names it. */
export const inCurrency = (view: View): InCurrency => ({ currency: view.currency, amounts: view.amounts });

/** A balance (or a journal line) as a view reads it: its debit and credit, or nothing when not in the view. */
export function sidesOf(
  view: View,
  b: {
    currency: string;
    debit: string | Decimal;
    credit: string | Decimal;
    base_debit: string | Decimal | null;
    base_credit: string | Decimal | null;
  },
): { debit: Decimal; credit: Decimal } | undefined {
  if (view.amounts === 'base') return { debit: dec(b.base_debit), credit: dec(b.base_credit) };
  if (b.currency !== view.currency) return undefined;
  return { debit: dec(b.debit), credit: dec(b.credit) };
}

/** An account's balance in one document currency: its amounts and their base value. */
export interface Held {
  account_id: string;
  currency: string;
  debit: Decimal;
  credit: Decimal;
  base_debit: Decimal;
  base_credit: Decimal;
}

function addHeld(into: Map<string, Held>, b: BalanceRow, sign: 1 | -1): void {
  const k = `${b.account_id}|${b.currency}`;
  let h = into.get(k);
  if (!h) {
    h = {
      account_id: b.account_id,
      currency: b.currency,
      debit: ZERO,
      credit: ZERO,
      base_debit: ZERO,
      base_credit: ZERO,
    };
    into.set(k, h);
  }
  const add = (total: Decimal, v: string) => (sign === 1 ? total.plus(v) : total.minus(v));
  h.debit = add(h.debit, b.debit);
  h.credit = add(h.credit, b.credit);
  h.base_debit = add(h.base_debit, b.base_debit);
  h.base_credit = add(h.base_credit, b.base_credit);
}

/**
 * Every account's balance per document currency (amounts and base values) at the end of a day:
 * the all-time balances less what moved after it — the months after its month, then its month's
 * days after it. At most a month of daily rows and one row per later month and account, whatever
 * the number of journal lines.
 */
export async function balancesAsOf(scope: ReportScope, asOf: string): Promise<Held[]> {
  const held = new Map<string, Held>();
  await walkAsOf(scope, asOf, (b, sign) => addHeld(held, b, sign));
  return [...held.values()];
}

/** Visits the all-time balance rows (+1), then those of what moved after `asOf` (−1). */
async function walkAsOf(
  { store, companyId }: ReportScope,
  asOf: string,
  visit: (b: BalanceRow, sign: 1 | -1) => void,
): Promise<void> {
  await store.read(async (repo) => {
    for (const b of await balances(repo, companyId)) visit(b, 1);
    if (asOf < '9999-12-31') {
      const month = asOf.slice(0, 7);
      const later = await movementsAfter(repo, companyId, nextMonth(month), nextDay(asOf), `${month}-31`);
      for (const b of later) visit(b, -1);
    }
  });
}

/** Debit and credit per account, in a view. */
export type Net = Map<string, { account_id: string; debit: Decimal; credit: Decimal }>;

function addNet(net: Net, account_id: string, sides: { debit: Decimal; credit: Decimal }): void {
  const prev = net.get(account_id) ?? { account_id, debit: ZERO, credit: ZERO };
  net.set(account_id, {
    account_id,
    debit: prev.debit.plus(sides.debit),
    credit: prev.credit.plus(sides.credit),
  });
}

/**
 * Each account's debit and credit totals as of a day (inclusive), in a view: the all-time balances
 * less what moved after the day, as balancesAsOf, adding only the two sums the view reads.
 */
export async function netAsOf(scope: ReportScope, asOf: string, view: View): Promise<Net> {
  const net: Net = new Map();
  const base = view.amounts === 'base';
  const add = (b: BalanceRow, sign: 1 | -1) => {
    if (!base && b.currency !== view.currency) return;
    let n = net.get(b.account_id);
    if (!n) {
      n = { account_id: b.account_id, debit: ZERO, credit: ZERO };
      net.set(b.account_id, n);
    }
    const [debit, credit] = base ? [b.base_debit, b.base_credit] : [b.debit, b.credit];
    n.debit = sign === 1 ? n.debit.plus(debit) : n.debit.minus(debit);
    n.credit = sign === 1 ? n.credit.plus(credit) : n.credit.minus(credit);
  };
  await walkAsOf(scope, asOf, add);
  return net;
}

/** What each account moved within [from, to] (either bound optional), in a view. */
export async function movedBetween(
  { store, companyId }: ReportScope,
  from: string | undefined,
  to: string | undefined,
  view: View,
): Promise<Net> {
  const net: Net = new Map();
  const moves = await store.read((repo) => dailyMovements(repo, companyId, from, to));
  for (const m of moves) {
    const sides = sidesOf(view, m);
    if (sides) addNet(net, m.account_id, sides);
  }
  return net;
}

/** The company's chart of accounts, as the reports name them. */
export async function chartOf({ store, companyId }: ReportScope) {
  const accounts = await store.read((repo) => accountsById(repo, companyId));
  return {
    name: (id: string) => accounts.get(id)?.name ?? '',
    kind: (id: string) => accounts.get(id)?.type ?? '',
  };
}

/** Every record of a resource matching `conditions`, in pages of 200. */
export async function allRecords(
  { store, companyId }: ReportScope,
  r: Resource,
  conditions: ListQuery['conditions'] = [],
): Promise<StoredRecord[]> {
  const out: StoredRecord[] = [];
  let after: ListQuery['after'];
  for (;;) {
    const page = await store.read((repo) =>
      repo.scan(r, companyId, {
        conditions,
        sort: { column: 'created_at', kind: 'datetime', desc: false },
        limit: 200,
        offset: 0,
        after,
      }),
    );
    out.push(...page.records);
    if (!page.hasMore) return out;
    const last = page.records.length - 1;
    after = { value: page.sortValues[last], id: page.records[last]!.id };
  }
}
