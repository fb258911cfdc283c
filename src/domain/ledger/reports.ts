/**
 * Reading the ledger (D8): journal lines and the reports. Balances come from the running totals
 * kept in each posting's transaction (all-time, and per day for a past `as_of` or a period), so a
 * trial balance does not grow with the number of journal lines. Sums are exact decimals.
 *
 * One function per report, each with its own row and total types; `REPORTS` maps a report type
 * to its function.
 */

import { nowIso } from '../../platform/ids.ts';
import type { Resource } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import { invoices } from '../../resources/invoice.ts';
import { vendorBills } from '../../resources/vendor-bill.ts';
import { getCompanySettings } from '../../storage/companies.ts';
import {
  accountsById,
  balances,
  dailyMovements,
  type EntryRow,
  entriesBetween,
  listEntries,
  monthlyMovementsFrom,
} from '../../storage/ledger.ts';
import type { Store } from '../../storage/store.ts';
import type { ListQuery, StoredRecord } from '../../storage/types.ts';
import { fiscalYearStart } from '../company.ts';
import { decodeKeyset, encodeKeyset } from '../keyset.ts';
import { isVoid } from '../lifecycle.ts';
import { type Decimal, dec, fmt, ZERO } from '../money.ts';
import { effectiveDate } from './posting.ts';

export const REPORT_TYPES = [
  'trial_balance',
  'balance_sheet',
  'profit_and_loss',
  'general_ledger',
  'ar_aging',
  'ap_aging',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The query of GET /v1/reports/{type}: `as_of` for balances at a day, `from`/`to` for a period. */
export interface ReportQuery {
  as_of?: string;
  from?: string;
  to?: string;
}

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

/** Debit and credit sums of one currency (trial balance, general ledger). */
export interface DebitCreditTotal {
  currency: string;
  debit: string;
  credit: string;
}

/** Trial balance: each account's net balance on its debit or its credit side. */
export interface TrialBalanceRow {
  account_id: string;
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

const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
type AgingBucket = (typeof AGING_BUCKETS)[number];

/** Open amounts by days past due, and their sum. */
export type AgingAmounts = Record<AgingBucket | 'total', string>;

export interface ArAgingRow extends AgingAmounts {
  customer_id: string | null;
  currency: string;
}

export interface ApAgingRow extends AgingAmounts {
  vendor_id: string | null;
  currency: string;
}

export interface AgingTotal extends AgingAmounts {
  currency: string;
}

export interface ReportData<Row, Total> {
  rows: Row[];
  totals: Total[];
}

/** A report of balances at the end of a day. */
export interface AsOfReport<T extends ReportType, Row, Total> {
  object: 'report';
  type: T;
  as_of: string;
  data: ReportData<Row, Total>;
}

/** A report of what moved in a period (both days included). */
export interface PeriodReport<T extends ReportType, Row, Total> {
  object: 'report';
  type: T;
  from: string;
  to: string;
  data: ReportData<Row, Total>;
}

export type TrialBalanceReport = AsOfReport<'trial_balance', TrialBalanceRow, DebitCreditTotal>;
export type BalanceSheetReport = AsOfReport<'balance_sheet', BalanceSheetRow, BalanceSheetTotal>;
export type ProfitAndLossReport = PeriodReport<'profit_and_loss', ProfitAndLossRow, ProfitAndLossTotal>;
export type GeneralLedgerReport = PeriodReport<'general_ledger', GeneralLedgerRow, DebitCreditTotal>;
export type ArAgingReport = AsOfReport<'ar_aging', ArAgingRow, AgingTotal>;
export type ApAgingReport = AsOfReport<'ap_aging', ApAgingRow, AgingTotal>;

/** Each report type's result. */
export interface Reports {
  trial_balance: TrialBalanceReport;
  balance_sheet: BalanceSheetReport;
  profit_and_loss: ProfitAndLossReport;
  general_ledger: GeneralLedgerReport;
  ar_aging: ArAgingReport;
  ap_aging: ApAgingReport;
}
export type Report = Reports[ReportType];

/** What a report reads from: the store, for one company. */
interface ReportScope {
  store: Store;
  companyId: string;
}

type Net = Map<string, { account_id: string; currency: string; debit: Decimal; credit: Decimal }>;

const today = () => nowIso().slice(0, 10);
const BEGINNING = '0000-01-01';

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
function prevDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

function addTo(net: Net, account_id: string, currency: string, debit: string, credit: string) {
  const k = `${account_id}|${currency}`;
  const prev = net.get(k) ?? { account_id, currency, debit: ZERO, credit: ZERO };
  net.set(k, { ...prev, debit: prev.debit.plus(dec(debit)), credit: prev.credit.plus(dec(credit)) });
}

export function entryEnvelope(e: EntryRow): LedgerEntry {
  return {
    id: e.id,
    object: 'ledger_entry',
    data: {
      id: e.id,
      account_id: e.account_id,
      debit_amount: fmt(dec(e.debit_amount)),
      credit_amount: fmt(dec(e.credit_amount)),
      currency: e.currency,
      effective_date: e.effective_date,
      document_type: e.document_type,
      document_id: e.document_id,
      reverses_entry_id: e.reverses_entry_id,
      memo: e.memo,
      created_at: e.created_at,
      base_debit_amount: e.base_debit_amount === null ? null : fmt(dec(e.base_debit_amount)),
      base_credit_amount: e.base_credit_amount === null ? null : fmt(dec(e.base_credit_amount)),
      exchange_rate: e.exchange_rate,
    },
  };
}

/** The company's chart of accounts, as the reports name them. */
async function chartOf({ store, companyId }: ReportScope) {
  const accounts = await store.read((repo) => accountsById(repo, companyId));
  return {
    name: (id: string) => accounts.get(id)?.name ?? '',
    kind: (id: string) => accounts.get(id)?.type ?? '',
  };
}

/** Debit and credit totals per account and currency, as of a date (inclusive) or now. */
async function netAsOf({ store, companyId }: ReportScope, asOf: string | undefined): Promise<Net> {
  const net: Net = new Map();
  await store.read(async (repo) => {
    for (const b of await balances(repo, companyId)) addTo(net, b.account_id, b.currency, b.debit, b.credit);
    // As of a day: the all-time balances less what moved after it — the months after its month,
    // then its month's days after it. At most a month of daily rows and one row per later month
    // and account, whatever the number of journal lines.
    if (asOf && asOf < '9999-12-31') {
      const month = asOf.slice(0, 7);
      const later = [
        ...(await monthlyMovementsFrom(repo, companyId, nextMonth(month))),
        ...(await dailyMovements(repo, companyId, nextDay(asOf), `${month}-31`)),
      ];
      for (const b of later) addTo(net, b.account_id, b.currency, `-${b.debit}`, `-${b.credit}`);
    }
  });
  return net;
}

/** Each account's net balance, as a debit or a credit, as of a day; totals per currency. */
async function trialBalance(scope: ReportScope, q: ReportQuery): Promise<TrialBalanceReport> {
  const { name, kind } = await chartOf(scope);
  const asOf = q.as_of ?? today();
  const net = await netAsOf(scope, asOf);
  const rows: TrialBalanceRow[] = [];
  const totals = new Map<string, { debit: Decimal; credit: Decimal }>();
  const byName = [...net.values()].sort(
    (a, b) => name(a.account_id).localeCompare(name(b.account_id)) || a.currency.localeCompare(b.currency),
  );
  for (const n of byName) {
    const diff = n.debit.minus(n.credit);
    if (diff.isZero()) continue;
    const debit = diff.isPositive() ? diff : ZERO;
    const credit = diff.isNegative() ? diff.negated() : ZERO;
    rows.push({
      account_id: n.account_id,
      account_name: name(n.account_id),
      account_type: kind(n.account_id),
      currency: n.currency,
      debit: fmt(debit),
      credit: fmt(credit),
    });
    const t = totals.get(n.currency) ?? { debit: ZERO, credit: ZERO };
    totals.set(n.currency, { debit: t.debit.plus(debit), credit: t.credit.plus(credit) });
  }
  return {
    object: 'report',
    type: 'trial_balance',
    as_of: asOf,
    data: {
      rows,
      totals: [...totals].map(([currency, t]) => ({ currency, debit: fmt(t.debit), credit: fmt(t.credit) })),
    },
  };
}

/**
 * Assets, liabilities and equity as of a day; revenue less expenses shown as earnings (D18): of
 * earlier fiscal years (retained) and of the fiscal year `as_of` is in (current).
 */
async function balanceSheet(scope: ReportScope, q: ReportQuery): Promise<BalanceSheetReport> {
  const { name, kind } = await chartOf(scope);
  const asOf = q.as_of ?? today();
  const net = await netAsOf(scope, asOf);
  const settings = await scope.store.read((repo) => getCompanySettings(repo, scope.companyId));
  const yearStart = fiscalYearStart(asOf, settings?.fiscal_year_start_month ?? 1);
  // The profit of earlier years: revenue less expenses as of the day before this year began.
  const retained = new Map<string, Decimal>();
  for (const n of (await netAsOf(scope, prevDay(yearStart))).values()) {
    const t = kind(n.account_id);
    if (t !== 'revenue' && t !== 'expense') continue;
    retained.set(n.currency, (retained.get(n.currency) ?? ZERO).minus(n.debit.minus(n.credit)));
  }
  const rows: BalanceSheetRow[] = [];
  const totals = new Map<
    string,
    { asset: Decimal; liability: Decimal; equity: Decimal; earnings: Decimal }
  >();
  for (const n of net.values()) {
    const t = kind(n.account_id);
    const bucket = totals.get(n.currency) ?? { asset: ZERO, liability: ZERO, equity: ZERO, earnings: ZERO };
    const debitNormal = n.debit.minus(n.credit);
    if (t === 'revenue' || t === 'expense') {
      bucket.earnings = bucket.earnings.minus(debitNormal);
    } else if (t === 'asset' || t === 'liability' || t === 'equity') {
      const balance = t === 'asset' ? debitNormal : debitNormal.negated();
      bucket[t] = bucket[t].plus(balance);
      if (!balance.isZero())
        rows.push({
          account_id: n.account_id,
          account_name: name(n.account_id),
          account_type: t,
          currency: n.currency,
          balance: fmt(balance),
        });
    }
    totals.set(n.currency, bucket);
  }
  return {
    object: 'report',
    type: 'balance_sheet',
    as_of: asOf,
    data: {
      rows,
      totals: [...totals].map(([currency, b]) => {
        const earlier = retained.get(currency) ?? ZERO;
        return {
          currency,
          assets: fmt(b.asset),
          liabilities: fmt(b.liability),
          equity: fmt(b.equity),
          retained_earnings: fmt(earlier),
          current_earnings: fmt(b.earnings.minus(earlier)),
          liabilities_and_equity: fmt(b.liability.plus(b.equity).plus(b.earnings)),
        };
      }),
    },
  };
}

/** What each revenue and expense account moved in the period; net income per currency. */
async function profitAndLoss(scope: ReportScope, q: ReportQuery): Promise<ProfitAndLossReport> {
  const { name, kind } = await chartOf(scope);
  const from = q.from ?? BEGINNING;
  const to = q.to ?? today();
  const net: Net = new Map();
  const moves = await scope.store.read((repo) => dailyMovements(repo, scope.companyId, from, to));
  for (const m of moves) addTo(net, m.account_id, m.currency, m.debit, m.credit);
  const rows: ProfitAndLossRow[] = [];
  const totals = new Map<string, { revenue: Decimal; expense: Decimal }>();
  for (const n of net.values()) {
    const t = kind(n.account_id);
    if (t !== 'revenue' && t !== 'expense') continue;
    const amount = t === 'revenue' ? n.credit.minus(n.debit) : n.debit.minus(n.credit);
    const b = totals.get(n.currency) ?? { revenue: ZERO, expense: ZERO };
    b[t] = b[t].plus(amount);
    totals.set(n.currency, b);
    if (!amount.isZero())
      rows.push({
        account_id: n.account_id,
        account_name: name(n.account_id),
        account_type: t,
        currency: n.currency,
        amount: fmt(amount),
      });
  }
  return {
    object: 'report',
    type: 'profit_and_loss',
    from,
    to,
    data: {
      rows,
      totals: [...totals].map(([currency, b]) => ({
        currency,
        revenue: fmt(b.revenue),
        expense: fmt(b.expense),
        net_income: fmt(b.revenue.minus(b.expense)),
      })),
    },
  };
}

/** Every journal line of the period by account, with running balances from the opening one. */
async function generalLedger(scope: ReportScope, q: ReportQuery): Promise<GeneralLedgerReport> {
  const { store, companyId } = scope;
  const { name } = await chartOf(scope);
  const from = q.from ?? BEGINNING;
  const to = q.to ?? today();
  const opening: Net = new Map();
  const before =
    from > BEGINNING
      ? await store.read((repo) => dailyMovements(repo, companyId, undefined, prevDay(from)))
      : [];
  for (const m of before) addTo(opening, m.account_id, m.currency, m.debit, m.credit);
  const entries = await store.read((repo) => entriesBetween(repo, companyId, from, to));
  const rows = new Map<
    string,
    {
      account_id: string;
      account_name: string;
      currency: string;
      opening: Decimal;
      closing: Decimal;
      entries: GeneralLedgerEntry[];
    }
  >();
  for (const e of entries) {
    const k = `${e.account_id}|${e.currency}`;
    let row = rows.get(k);
    if (!row) {
      const o = opening.get(k);
      const start = o ? o.debit.minus(o.credit) : ZERO;
      row = {
        account_id: e.account_id,
        account_name: name(e.account_id),
        currency: e.currency,
        opening: start,
        closing: start,
        entries: [],
      };
      rows.set(k, row);
    }
    row.closing = row.closing.plus(dec(e.debit_amount)).minus(dec(e.credit_amount));
    row.entries.push({ ...entryEnvelope(e).data, balance: fmt(row.closing) });
  }
  const totals = new Map<string, { debit: Decimal; credit: Decimal }>();
  for (const e of entries) {
    const t = totals.get(e.currency) ?? { debit: ZERO, credit: ZERO };
    totals.set(e.currency, {
      debit: t.debit.plus(dec(e.debit_amount)),
      credit: t.credit.plus(dec(e.credit_amount)),
    });
  }
  return {
    object: 'report',
    type: 'general_ledger',
    from,
    to,
    data: {
      rows: [...rows.values()].map((r) => ({
        account_id: r.account_id,
        account_name: r.account_name,
        currency: r.currency,
        opening_balance: fmt(r.opening),
        closing_balance: fmt(r.closing),
        entries: r.entries,
      })),
      totals: [...totals].map(([currency, t]) => ({ currency, debit: fmt(t.debit), credit: fmt(t.credit) })),
    },
  };
}

/** The bucket of an amount `days` past due (0 or less: not yet due). */
function agingBucket(days: number): AgingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return 'days_1_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'days_over_90';
}

type AgingSums = Record<AgingBucket | 'total', Decimal>;

const noAging = (): AgingSums => ({
  current: ZERO,
  days_1_30: ZERO,
  days_31_60: ZERO,
  days_61_90: ZERO,
  days_over_90: ZERO,
  total: ZERO,
});

function addAging(sums: AgingSums, bucket: AgingBucket, open: Decimal): void {
  sums[bucket] = sums[bucket].plus(open);
  sums.total = sums.total.plus(open);
}

const showAging = (s: AgingSums): AgingAmounts => ({
  current: fmt(s.current),
  days_1_30: fmt(s.days_1_30),
  days_31_60: fmt(s.days_31_60),
  days_61_90: fmt(s.days_61_90),
  days_over_90: fmt(s.days_over_90),
  total: fmt(s.total),
});

/** What aging reads: the documents, the field naming who owes (or is owed) and the due date's. */
const AGING_OF = {
  ar_aging: { resource: invoices, due: 'due_at' },
  ap_aging: { resource: vendorBills, due: 'due_date' },
} as const;

interface AgingSheet {
  /** Per party and currency. */
  rows: Map<string, { party: string | null; currency: string; sums: AgingSums }>;
  /** Per currency. */
  totals: Map<string, AgingSums>;
}

/**
 * What is owed as of a day, by customer (or vendor) and currency: the approved invoices (bills)
 * dated on or before it, less what the payments and credits made by then applied to them, in
 * buckets of days past due; and, as negative amounts in the current bucket, what those payments
 * and credits had not applied. So the total is the receivables (payables) account's balance on
 * that day. A payment or credit voided since is left out (its applications are gone).
 */
async function agingSheet(
  { store, companyId }: ReportScope,
  type: keyof typeof AGING_OF,
  party: 'customer_id' | 'vendor_id',
  asOf: string,
): Promise<AgingSheet> {
  const { due } = AGING_OF[type];
  const resource: Resource = AGING_OF[type].resource;
  const sheet: AgingSheet = { rows: new Map(), totals: new Map() };
  const add = (data: Record<string, unknown>, bucket: AgingBucket, amount: Decimal) => {
    const currency = String(data.currency);
    const who = data[party];
    const partyId = typeof who === 'string' ? who : null;
    const k = `${partyId}|${currency}`;
    const row = sheet.rows.get(k) ?? { party: partyId, currency, sums: noAging() };
    addAging(row.sums, bucket, amount);
    sheet.rows.set(k, row);
    const t = sheet.totals.get(currency) ?? noAging();
    addAging(t, bucket, amount);
    sheet.totals.set(currency, t);
  };
  const today = nowIso().slice(0, 10);
  const rule = resource.document?.posting;
  const postedOn = (data: Record<string, unknown>) => effectiveDate(data, rule?.dateField, today);
  const all = async (r: Resource, conditions: ListQuery['conditions']): Promise<StoredRecord[]> => {
    const out: StoredRecord[] = [];
    let after: ListQuery['after'];
    for (;;) {
      const page = await store.read((repo) =>
        repo.list(r, companyId, {
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
  };
  // The documents owed as of the day: approved, dated on or before it, not void (or voided after it).
  const owed = new Map<string, StoredRecord>();
  for (const rec of await all(resource, [])) {
    const d = rec.data;
    const voidedOn = typeof d.void_date === 'string' ? d.void_date : null;
    const live = rule?.posts(d) || (isVoid(d) && voidedOn !== null && voidedOn > asOf);
    if (live && d.approval_status !== 'draft' && postedOn(d) <= asOf) owed.set(rec.id, rec);
  }
  // What payments and credits made by the day applied to them; the rest of each is unapplied then.
  const applied = new Map<string, Decimal>();
  for (const source of RESOURCES) {
    const spec = source.document?.applies;
    if (!spec || spec.target() !== resource) continue;
    for (const rec of await all(source, [])) {
      const d = rec.data;
      if (!spec.applies(d)) continue;
      const made = spec.madeOn(d) ?? postedOn(d);
      if (made.slice(0, 10) > asOf) continue;
      const allocations = Array.isArray(d.allocations) ? d.allocations : [];
      const parts: [unknown, Decimal][] = allocations.length
        ? allocations.map((a: Record<string, unknown>) => [a[spec.ref], dec(String(a.amount))])
        : typeof d[spec.ref] === 'string'
          ? [[d[spec.ref], dec(String(rec.sys?.allocated ?? '0'))]]
          : [];
      let unapplied = dec(spec.amount(d));
      for (const [target, amount] of parts) {
        if (typeof target !== 'string' || !owed.has(target)) continue;
        applied.set(target, (applied.get(target) ?? ZERO).plus(amount));
        unapplied = unapplied.minus(amount);
      }
      if (unapplied.gt(0)) add(d, 'current', unapplied.negated());
    }
  }
  for (const rec of owed.values()) {
    const open = dec(String(rec.data.total_amount ?? '0')).minus(applied.get(rec.id) ?? ZERO);
    if (!open.gt(0)) continue;
    const dueAt = rec.data[due];
    const dueDate = typeof dueAt === 'string' ? dueAt.slice(0, 10) : null;
    const days = dueDate ? Math.floor((Date.parse(asOf) - Date.parse(dueDate)) / 86_400_000) : 0;
    add(rec.data, agingBucket(days), open);
  }
  return sheet;
}

const agingTotals = (sheet: AgingSheet): AgingTotal[] =>
  [...sheet.totals].map(([currency, t]) => ({ currency, ...showAging(t) }));

/** Receivables: open approved invoices by customer, in buckets of days past due. */
async function arAging(scope: ReportScope, q: ReportQuery): Promise<ArAgingReport> {
  const asOf = q.as_of ?? today();
  const sheet = await agingSheet(scope, 'ar_aging', 'customer_id', asOf);
  return {
    object: 'report',
    type: 'ar_aging',
    as_of: asOf,
    data: {
      rows: [...sheet.rows.values()].map((r) => ({
        customer_id: r.party,
        currency: r.currency,
        ...showAging(r.sums),
      })),
      totals: agingTotals(sheet),
    },
  };
}

/** Payables: open approved vendor bills by vendor, in buckets of days past due. */
async function apAging(scope: ReportScope, q: ReportQuery): Promise<ApAgingReport> {
  const asOf = q.as_of ?? today();
  const sheet = await agingSheet(scope, 'ap_aging', 'vendor_id', asOf);
  return {
    object: 'report',
    type: 'ap_aging',
    as_of: asOf,
    data: {
      rows: [...sheet.rows.values()].map((r) => ({
        vendor_id: r.party,
        currency: r.currency,
        ...showAging(r.sums),
      })),
      totals: agingTotals(sheet),
    },
  };
}

/** Each report type's function. */
const REPORTS: { [T in ReportType]: (scope: ReportScope, q: ReportQuery) => Promise<Reports[T]> } = {
  trial_balance: trialBalance,
  balance_sheet: balanceSheet,
  profit_and_loss: profitAndLoss,
  general_ledger: generalLedger,
  ar_aging: arAging,
  ap_aging: apAging,
};

export class LedgerReports {
  constructor(private readonly store: Store) {}

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
        limit,
        offset: (page - 1) * limit,
        after: cursor && { effectiveDate: cursor.value, id: cursor.id },
      }),
    );
    const last = result.rows.at(-1);
    const next_cursor =
      result.hasMore && last
        ? encodeKeyset({ sort: 'effective_date', page: page + 1, value: last.effective_date, id: last.id })
        : null;
    return {
      object: 'list',
      data: result.rows.map(entryEnvelope),
      pagination: { has_more: result.hasMore, limit, page, total_count: result.total, next_cursor },
    };
  }

  report<T extends ReportType>(companyId: string, type: T, q: ReportQuery): Promise<Reports[T]> {
    return REPORTS[type]({ store: this.store, companyId }, q);
  }
}
