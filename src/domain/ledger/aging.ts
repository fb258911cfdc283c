/**
 * The AR and AP aging reports (D16, D17): what is owed as of a day, by customer (vendor), in
 * buckets of days past due, such that the total is the receivables (payables) account's balance
 * on that day.
 *
 * In the base currency (the default), a document's open amount is the base value its posting
 * booked on the account less the base value of what the payments and credits made by the day
 * cleared of it (each application's `base_amount`); the unapplied part of a payment or credit is
 * what it took off the account at its own booked value, less what its applications cleared. So
 * a foreign invoice settled in full, at whatever rate, leaves nothing: the realized difference is
 * on the exchange gain or loss account, not on the receivable. With `?currency=XXX`, the documents
 * in that currency only, at their amounts.
 */

import type { Resource } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import { invoices } from '../../resources/invoice.ts';
import { vendorBills } from '../../resources/vendor-bill.ts';
import { accountBySlot, applicationsToType, entriesOf, postingsOfType } from '../../storage/ledger.ts';
import type { StoredRecord } from '../../storage/types.ts';
import { roundMoney } from '../arithmetic.ts';
import { isVoid } from '../lifecycle.ts';
import { type Decimal, dec, moneyIn, ZERO } from '../money.ts';
import { textOf } from '../values.ts';
import { effectiveDate } from './posting.ts';
import {
  type AsOfQuery,
  type AsOfReport,
  allRecords,
  companyOf,
  inCurrency,
  type ReportScope,
  today,
  type View,
  viewOf,
} from './report-basics.ts';

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

export type ArAgingReport = AsOfReport<'ar_aging', ArAgingRow, AgingTotal>;
export type ApAgingReport = AsOfReport<'ap_aging', ApAgingRow, AgingTotal>;

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

// D4: in the report currency's digits.
const showAging = (s: AgingSums, currency: string, fmt = moneyIn(currency)): AgingAmounts => ({
  current: fmt(s.current),
  days_1_30: fmt(s.days_1_30),
  days_31_60: fmt(s.days_31_60),
  days_61_90: fmt(s.days_61_90),
  days_over_90: fmt(s.days_over_90),
  total: fmt(s.total),
});

/**
 * What each aging reads: the documents owed, who owes (or is owed), the due date's field, the
 * account they post to and its side (+1: a debit is owed to the company, −1: by it).
 */
const AGING_OF = {
  ar_aging: {
    resource: invoices,
    party: 'customer_id',
    due: 'due_at',
    slot: 'accounts_receivable',
    sign: 1,
  },
  ap_aging: {
    resource: vendorBills,
    party: 'vendor_id',
    due: 'due_date',
    slot: 'accounts_payable',
    sign: -1,
  },
} as const;

interface AgingSheet {
  /** Per party. */
  rows: Map<string | null, AgingSums>;
  total: AgingSums;
}

/** The lines of a stored posting (the engine's active posting) the aging reads. */
interface PostingLines {
  lines: { account_id: string; base_debit?: string | null; base_credit?: string | null }[];
}

/**
 * What is owed as of a day, by party: the approved documents dated on or before it, less what the
 * payments and credits made by then applied to them, in buckets of days past due; and, as
 * negative amounts in the current bucket, what those payments and credits had not applied. So the
 * total is the account's balance on that day. A payment or credit voided since is left out (its
 * applications are gone); a document voided after the day with a later `void_date` counts.
 */
async function agingSheet(
  scope: ReportScope,
  type: keyof typeof AGING_OF,
  asOf: string,
  view: View,
): Promise<AgingSheet> {
  const { party, due, slot, sign } = AGING_OF[type];
  const resource: Resource = AGING_OF[type].resource;
  const sheet: AgingSheet = { rows: new Map(), total: noAging() };
  const inView = (data: Record<string, unknown>) =>
    view.amounts === 'base' || data.currency === view.currency;
  const add = (data: Record<string, unknown>, bucket: AgingBucket, amount: Decimal) => {
    const who = textOf(data[party]);
    const row = sheet.rows.get(who) ?? noAging();
    addAging(row, bucket, amount);
    sheet.rows.set(who, row);
    addAging(sheet.total, bucket, amount);
  };
  const now = today();
  const rule = resource.document?.posting;
  const postedOn = (d: Record<string, unknown>) => effectiveDate(d, rule?.dateField, now);

  // The documents owed as of the day: approved, dated on or before it, not void (or voided after it).
  const owed = new Map<string, StoredRecord>();
  for (const rec of await allRecords(scope, resource)) {
    const d = rec.data;
    const voidedOn = textOf(d.void_date);
    const live = rule?.posts(d) || (isVoid(d) && voidedOn !== null && voidedOn > asOf);
    if (live && d.approval_status !== 'draft' && postedOn(d) <= asOf && inView(d)) owed.set(rec.id, rec);
  }

  // Base values (D17): what each document's posting booked on the account, as of the day.
  const base = view.amounts === 'base';
  const account = base
    ? await scope.store.read((repo) => accountBySlot(repo, scope.companyId, slot))
    : undefined;
  const booked = async (id: string, posting: PostingLines | undefined): Promise<Decimal> => {
    if (!account) return ZERO;
    let net = ZERO;
    if (posting?.lines.every((l) => l.base_debit !== undefined)) {
      for (const l of posting.lines)
        if (l.account_id === account) net = net.plus(dec(l.base_debit)).minus(dec(l.base_credit));
    } else {
      // A document voided after the day (its posting is gone) or posted before base amounts were
      // kept in postings: its own journal lines up to the day.
      const lines = await scope.store.read((repo) => entriesOf(repo, scope.companyId, id));
      for (const e of lines)
        if (e.account_id === account && e.effective_date <= asOf)
          net = net.plus(dec(e.base_debit_amount)).minus(dec(e.base_credit_amount));
    }
    return sign === 1 ? net : net.negated();
  };
  // The base value an application cleared (before 0013: its amount at the document's rate).
  const clearedBy = (a: { amount: string; base_amount: string | null }, target: StoredRecord) => {
    if (a.base_amount !== null) return dec(a.base_amount);
    const rate = target.data.currency === view.baseCurrency ? '1' : textOf(target.data.exchange_rate);
    return roundMoney(dec(a.amount).times(dec(rate ?? '1')), view.baseDigits);
  };
  const applications = base
    ? await scope.store.read((repo) => applicationsToType(repo, scope.companyId, resource.object))
    : [];
  const bySource = new Map<string, typeof applications>();
  for (const a of applications) bySource.set(a.source_id, [...(bySource.get(a.source_id) ?? []), a]);

  // What payments and credits made by the day applied to them; the rest of each is unapplied then.
  const applied = new Map<string, Decimal>();
  const apply = (target: string, amount: Decimal) =>
    applied.set(target, (applied.get(target) ?? ZERO).plus(amount));
  for (const source of RESOURCES) {
    const spec = source.document?.applies;
    if (!spec || spec.target() !== resource) continue;
    const postings = base
      ? await scope.store.read((repo) => postingsOfType<PostingLines>(repo, scope.companyId, source.object))
      : undefined;
    for (const rec of await allRecords(scope, source)) {
      const d = rec.data;
      if (!spec.applies(d) || !inView(d)) continue;
      const made = spec.madeOn(d) ?? effectiveDate(d, source.document?.posting?.dateField, now);
      if (made.slice(0, 10) > asOf) continue;
      if (base) {
        // What it took off the account, at the values it booked, less what it cleared of documents owed.
        let unapplied = (await booked(rec.id, postings?.get(rec.id))).negated();
        for (const a of bySource.get(rec.id) ?? []) {
          const target = owed.get(a.target_id);
          if (!target) continue;
          const cleared = clearedBy(a, target);
          apply(a.target_id, cleared);
          unapplied = unapplied.minus(cleared);
        }
        if (!unapplied.isZero()) add(d, 'current', unapplied.negated());
        continue;
      }
      const allocations = Array.isArray(d.allocations) ? d.allocations : [];
      const parts: [unknown, Decimal][] = allocations.length
        ? allocations.map((a: Record<string, unknown>) => [a[spec.ref], dec(String(a.amount))])
        : typeof d[spec.ref] === 'string'
          ? [[d[spec.ref], dec(String(rec.sys?.allocated ?? '0'))]]
          : [];
      let unapplied = dec(spec.amount(d));
      for (const [target, amount] of parts) {
        if (typeof target !== 'string' || !owed.has(target)) continue;
        apply(target, amount);
        unapplied = unapplied.minus(amount);
      }
      if (unapplied.gt(0)) add(d, 'current', unapplied.negated());
    }
  }

  const postings = base
    ? await scope.store.read((repo) => postingsOfType<PostingLines>(repo, scope.companyId, resource.object))
    : undefined;
  for (const rec of owed.values()) {
    const total = base
      ? await booked(rec.id, postings?.get(rec.id))
      : dec(String(rec.data.total_amount ?? '0'));
    const open = total.minus(applied.get(rec.id) ?? ZERO);
    // A document paid in full is left out; in the base currency nothing it booked is left either.
    if (base ? open.isZero() : !open.gt(0)) continue;
    const dueAt = rec.data[due];
    const dueDate = typeof dueAt === 'string' ? dueAt.slice(0, 10) : null;
    const days = dueDate ? Math.floor((Date.parse(asOf) - Date.parse(dueDate)) / 86_400_000) : 0;
    add(rec.data, agingBucket(days), open);
  }
  return sheet;
}

/** An aging report of either side: its rows by party, and its one total. */
async function aging<T extends keyof typeof AGING_OF>(scope: ReportScope, type: T, q: AsOfQuery) {
  const asOf = q.as_of ?? today();
  const view = viewOf(await companyOf(scope), q.currency);
  const sheet = await agingSheet(scope, type, asOf, view);
  const rows = [...sheet.rows].map(([party, sums]) => ({
    party,
    currency: view.currency,
    ...showAging(sums, view.currency),
  }));
  const totals: [AgingTotal] = [{ currency: view.currency, ...showAging(sheet.total, view.currency) }];
  return { asOf, view, rows, totals };
}

/** Receivables: open approved invoices by customer, in buckets of days past due. */
export async function arAging(scope: ReportScope, q: AsOfQuery): Promise<ArAgingReport> {
  const { asOf, view, rows, totals } = await aging(scope, 'ar_aging', q);
  return {
    object: 'report',
    type: 'ar_aging',
    as_of: asOf,
    ...inCurrency(view),
    data: { rows: rows.map(({ party, ...r }) => ({ customer_id: party, ...r })), totals },
  };
}

/** Payables: open approved vendor bills by vendor, in buckets of days past due. */
export async function apAging(scope: ReportScope, q: AsOfQuery): Promise<ApAgingReport> {
  const { asOf, view, rows, totals } = await aging(scope, 'ap_aging', q);
  return {
    object: 'report',
    type: 'ap_aging',
    as_of: asOf,
    ...inCurrency(view),
    data: { rows: rows.map(({ party, ...r }) => ({ vendor_id: party, ...r })), totals },
  };
}
