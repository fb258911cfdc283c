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

import { isUuid } from '../../platform/ids.ts';
import {
  accountBySlot,
  applicationsFromAll,
  entriesOf,
  partiesPage,
  postingsOf,
} from '../../storage/ledger.ts';
import type { Condition, StoredRecord } from '../../storage/types.ts';
import { roundMoney } from '../arithmetic.ts';
import { type Catalog, type Resource, roleField, roleOf } from '../documents.ts';
import { decodeReportCursor, encodeReportCursor } from '../keyset.ts';
import { isVoid } from '../lifecycle.ts';
import { Decimal, dec, moneyIn, ZERO } from '../money.ts';
import { textOf } from '../values.ts';
import { effectiveDate, type Slot } from './posting.ts';
import {
  type AsOfReport,
  allRecords,
  companyOf,
  inCurrency,
  type PagedAsOfQuery,
  type ReportPagination,
  type ReportScope,
  reportLimit,
  sameQuery,
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

export type ArAgingReport = AsOfReport<'ar_aging', ArAgingRow, AgingTotal> & { pagination: ReportPagination };
export type ApAgingReport = AsOfReport<'ap_aging', ApAgingRow, AgingTotal> & { pagination: ReportPagination };

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
 * What each aging reads: the account the documents owed post to and its side (+1: a debit is owed
 * to the company, −1: by it), and the name its rows give the party. The documents are those whose
 * settlement sits in that account (invoices, vendor bills): see `owedIn`; who owes (is owed) and
 * when it falls due are their `counterparty` and `due` roles, and the payments' and credits'
 * `counterparty`.
 */
const AGING_OF = {
  ar_aging: { slot: 'accounts_receivable', sign: 1 },
  ap_aging: { slot: 'accounts_payable', sign: -1 },
} as const;

/** The document whose open balance sits in `slot` (receivables: the invoice). */
function owedIn(catalog: Catalog, slot: Slot): Resource {
  const owed = catalog.all.find((r) => r.document?.settlement?.account === slot);
  if (!owed) throw new Error(`no served resource is settled in ${slot}`);
  return owed;
}

interface AgingSheet {
  /** Per party. */
  rows: Map<string | null, AgingSums>;
  total: AgingSums;
}

/** The lines of a stored posting (the engine's active posting) the aging reads. */
interface PostingLines {
  lines: { account_id: string; base_debit?: string | null; base_credit?: string | null }[];
}

/** Voided, with a `void_date` after `asOf`: in force on that day. */
function voidedAfter(d: Record<string, unknown>, asOf: string): boolean {
  const voidedOn = textOf(d.void_date);
  return isVoid(d) && voidedOn !== null && voidedOn > asOf;
}

/** The records of `r` whose counterparty is one of `parties` (null: the records without one). */
async function recordsOf(
  scope: ReportScope,
  r: Resource,
  parties: readonly (string | null)[],
): Promise<StoredRecord[]> {
  const party = roleField(r, 'counterparty');
  const kind = r.columns.find((c) => c.name === party)?.kind ?? 'text';
  const named = parties.filter((p): p is string => p !== null);
  const conditions: Condition[][] = [];
  if (parties.includes(null)) conditions.push([{ column: party, op: 'null', kind, value: null }]);
  if (named.length > 0) conditions.push([{ column: party, op: 'in', kind, value: named }]);
  const out: StoredRecord[] = [];
  for (const c of conditions) out.push(...(await allRecords(scope, r, c)));
  return out;
}

/**
 * What is owed as of a day, by party: the approved documents dated on or before it, less what the
 * payments and credits made by then applied to them, in buckets of days past due; and, as
 * negative amounts in the current bucket, what those payments and credits had not applied. So the
 * total is the account's balance on that day. A void takes effect on its `void_date` (D18): a
 * document, payment or credit voided after the day counts as it stood that day. Only the
 * documents of `parties` (a page of them) are read.
 */
async function agingSheet(
  scope: ReportScope,
  type: keyof typeof AGING_OF,
  asOf: string,
  view: View,
  parties: readonly (string | null)[],
): Promise<AgingSheet> {
  const { slot, sign } = AGING_OF[type];
  const resource = owedIn(scope.catalog, slot);
  const sheet: AgingSheet = { rows: new Map(), total: noAging() };
  const inView = (r: Resource, data: Record<string, unknown>) =>
    view.amounts === 'base' || roleOf(r, data, 'currency') === view.currency;
  const add = (r: Resource, data: Record<string, unknown>, bucket: AgingBucket, amount: Decimal) => {
    const who = roleOf(r, data, 'counterparty');
    const row = sheet.rows.get(who) ?? noAging();
    addAging(row, bucket, amount);
    sheet.rows.set(who, row);
    addAging(sheet.total, bucket, amount);
  };
  const totalOf = (rec: StoredRecord | undefined) => (rec ? roleOf(resource, rec.data, 'total') : null);
  const now = today();
  const rule = resource.document?.posting;
  const postedOn = (d: Record<string, unknown>) => effectiveDate(d, rule?.dateField, now);

  // The documents owed as of the day: approved, dated on or before it, not void (or voided after it).
  const owed = new Map<string, StoredRecord>();
  for (const rec of await recordsOf(scope, resource, parties)) {
    const d = rec.data;
    const live = rule?.posts(d) || voidedAfter(d, asOf);
    if (live && d.approval_status !== 'draft' && postedOn(d) <= asOf && inView(resource, d))
      owed.set(rec.id, rec);
  }

  // Base values (D17): what each document's posting booked on the account, as of the day.
  const base = view.amounts === 'base';
  const account = base
    ? await scope.store.read((repo) => accountBySlot(repo, scope.companyId, slot))
    : undefined;
  const postedLines = (id: string) => scope.store.read((repo) => entriesOf(repo, scope.companyId, id));
  const booked = async (id: string, posting: PostingLines | undefined): Promise<Decimal> => {
    if (!account) return ZERO;
    let net = ZERO;
    if (posting?.lines.every((l) => l.base_debit !== undefined)) {
      for (const l of posting.lines)
        if (l.account_id === account) net = net.plus(dec(l.base_debit)).minus(dec(l.base_credit));
    } else {
      // A document voided after the day (its posting is gone) or posted before base amounts were
      // kept in postings: its own journal lines up to the day.
      for (const e of await postedLines(id))
        if (e.account_id === account && e.effective_date <= asOf)
          net = net.plus(dec(e.base_debit_amount)).minus(dec(e.base_credit_amount));
    }
    return sign === 1 ? net : net.negated();
  };
  // The base value an application cleared (before 0013: its amount at the document's rate).
  const clearedBy = (a: { amount: string; base_amount: string | null }, target: StoredRecord) => {
    if (a.base_amount !== null) return dec(a.base_amount);
    const rate =
      roleOf(resource, target.data, 'currency') === view.baseCurrency
        ? '1'
        : textOf(target.data.exchange_rate);
    return roundMoney(dec(a.amount).times(dec(rate ?? '1')), view.baseDigits);
  };

  // What payments and credits made by the day applied to them; the rest of each is unapplied then.
  const applied = new Map<string, Decimal>();
  const apply = (target: string, amount: Decimal) =>
    applied.set(target, (applied.get(target) ?? ZERO).plus(amount));
  for (const source of scope.catalog.all) {
    const spec = source.document?.applies;
    if (!spec || spec.target() !== resource) continue;
    const sources: StoredRecord[] = [];
    for (const rec of await recordsOf(scope, source, parties)) {
      const d = rec.data;
      if (!inView(source, d)) continue;
      const made = spec.madeOn(d) ?? effectiveDate(d, source.document?.posting?.dateField, now);
      if (made.slice(0, 10) > asOf) continue;
      if (spec.applies(d)) sources.push(rec);
      // Voided after the day (a void takes effect on its void_date, D18): in force that day, if it
      // had posted. Its applications are gone with the void; what it applied is read from its data.
      else if (voidedAfter(d, asOf) && (await postedLines(rec.id)).length > 0) sources.push(rec);
    }
    const ids = sources.map((r) => r.id);
    const postings = base
      ? await scope.store.read((repo) => postingsOf<PostingLines>(repo, scope.companyId, ids))
      : undefined;
    const applications = base
      ? await scope.store.read((repo) => applicationsFromAll(repo, scope.companyId, ids))
      : [];
    const bySource = new Map<string, typeof applications>();
    for (const a of applications) bySource.set(a.source_id, [...(bySource.get(a.source_id) ?? []), a]);
    for (const rec of sources) {
      const d = rec.data;
      const voided = !spec.applies(d);
      // What it applied: its applications, or (voided since) its allocations, else its header
      // reference (a payment the whole of its amount, a credit as much as the document's total).
      const allocations = Array.isArray(d.allocations) ? d.allocations : [];
      const fromData = (): { target_id: string; amount: string; base_amount: null }[] => {
        const parts: [unknown, Decimal][] = allocations.length
          ? allocations.map((a: Record<string, unknown>) => [a[spec.ref], dec(String(a.amount))])
          : typeof d[spec.ref] === 'string'
            ? [
                [
                  d[spec.ref],
                  voided
                    ? spec.header === 'whole'
                      ? dec(spec.amount(d))
                      : Decimal.min(dec(spec.amount(d)), dec(totalOf(owed.get(String(d[spec.ref]))) ?? '0'))
                    : dec(String(rec.sys?.allocated ?? '0')),
                ],
              ]
            : [];
        return parts.flatMap(([target, amount]) =>
          typeof target === 'string'
            ? [{ target_id: target, amount: amount.toFixed(), base_amount: null }]
            : [],
        );
      };
      if (base) {
        // What it took off the account, at the values it booked, less what it cleared of documents owed.
        let unapplied = (await booked(rec.id, voided ? undefined : postings?.get(rec.id))).negated();
        for (const a of voided ? fromData() : (bySource.get(rec.id) ?? [])) {
          const target = owed.get(a.target_id);
          if (!target) continue;
          const cleared = clearedBy(a, target);
          apply(a.target_id, cleared);
          unapplied = unapplied.minus(cleared);
        }
        if (!unapplied.isZero()) add(source, d, 'current', unapplied.negated());
        continue;
      }
      const parts: [unknown, Decimal][] = fromData().map((a) => [a.target_id, dec(a.amount)]);
      let unapplied = dec(spec.amount(d));
      for (const [target, amount] of parts) {
        if (typeof target !== 'string' || !owed.has(target)) continue;
        apply(target, amount);
        unapplied = unapplied.minus(amount);
      }
      if (unapplied.gt(0)) add(source, d, 'current', unapplied.negated());
    }
  }

  const postings = base
    ? await scope.store.read((repo) => postingsOf<PostingLines>(repo, scope.companyId, [...owed.keys()]))
    : undefined;
  for (const rec of owed.values()) {
    const total = base ? await booked(rec.id, postings?.get(rec.id)) : dec(totalOf(rec) ?? '0');
    const open = total.minus(applied.get(rec.id) ?? ZERO);
    // A document paid in full is left out; in the base currency nothing it booked is left either.
    if (base ? open.isZero() : !open.gt(0)) continue;
    const dueDate = roleOf(resource, rec.data, 'due')?.slice(0, 10) ?? null;
    const days = dueDate ? Math.floor((Date.parse(asOf) - Date.parse(dueDate)) / 86_400_000) : 0;
    add(resource, rec.data, agingBucket(days), open);
  }
  return sheet;
}

/** The aging's cursor key: the query it was issued for and the last party of the page (null: none). */
type AgingKey = [asOf: string, currency: string | null, party: string | null];

/**
 * An aging report of either side, one page of parties at a time (D11): the parties with documents,
 * payments or credits (those without one first, then by id), at most `limit` per page, each row
 * built from that party's documents only. A party with nothing open that day has no row, so a page
 * may hold fewer rows than `limit`. `totals` are the page's rows'.
 */
async function aging<T extends keyof typeof AGING_OF>(scope: ReportScope, type: T, q: PagedAsOfQuery) {
  const limit = reportLimit(q.limit);
  const { slot } = AGING_OF[type];
  const resource = owedIn(scope.catalog, slot);
  const party = roleField(resource, 'counterparty');
  const kind = resource.columns.find((c) => c.name === party)?.kind ?? 'text';
  const fits = (k: unknown[]): k is AgingKey => {
    const [asOf, currency, last] = k;
    return (
      k.length === 3 &&
      typeof asOf === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(asOf) &&
      (currency === null || (typeof currency === 'string' && /^[A-Z]{3}$/.test(currency))) &&
      (last === null || (typeof last === 'string' && last.length <= 255 && (kind !== 'ref' || isUuid(last))))
    );
  };
  const cursor = q.cursor === undefined ? undefined : decodeReportCursor(q.cursor, type, fits);
  let asOf = q.as_of ?? today();
  let currency = q.currency;
  if (cursor) {
    const [cAsOf, cCurrency] = cursor.key;
    sameQuery({ as_of: q.as_of, currency: q.currency }, { as_of: cAsOf, currency: cCurrency });
    [asOf, currency] = [cAsOf, cCurrency ?? undefined];
  }
  const view = viewOf(await companyOf(scope), currency);
  const page = cursor?.page ?? 1;
  // Each table by its counterparty's column (a payment's customer_id, an invoice's).
  const tables = [
    resource,
    ...scope.catalog.all.filter((r) => r.document?.applies?.target() === resource),
  ].map((r) => ({ table: r.name, column: roleField(r, 'counterparty') }));
  const found = await scope.store.read((repo) =>
    partiesPage(repo, scope.companyId, {
      tables,
      text: kind !== 'ref',
      after: cursor && { party: cursor.key[2] },
      limit: limit + 1,
    }),
  );
  const parties = found.slice(0, limit);
  const sheet = await agingSheet(scope, type, asOf, view, parties);
  const rows = parties.flatMap((p) => {
    const sums = sheet.rows.get(p);
    return sums ? [{ party: p, currency: view.currency, ...showAging(sums, view.currency) }] : [];
  });
  const totals: [AgingTotal] = [{ currency: view.currency, ...showAging(sheet.total, view.currency) }];
  const next_cursor =
    found.length > limit
      ? encodeReportCursor(type, page + 1, [
          asOf,
          view.amounts === 'document' ? view.currency : null,
          parties.at(-1) ?? null,
        ])
      : null;
  const pagination: ReportPagination = { has_more: next_cursor !== null, limit, page, next_cursor };
  return { asOf, view, rows, totals, pagination };
}

/** Receivables: open approved invoices by customer, in buckets of days past due. */
export async function arAging(scope: ReportScope, q: PagedAsOfQuery): Promise<ArAgingReport> {
  const { asOf, view, rows, totals, pagination } = await aging(scope, 'ar_aging', q);
  return {
    object: 'report',
    type: 'ar_aging',
    as_of: asOf,
    ...inCurrency(view),
    data: { rows: rows.map(({ party, ...r }) => ({ customer_id: party, ...r })), totals },
    pagination,
  };
}

/** Payables: open approved vendor bills by vendor, in buckets of days past due. */
export async function apAging(scope: ReportScope, q: PagedAsOfQuery): Promise<ApAgingReport> {
  const { asOf, view, rows, totals, pagination } = await aging(scope, 'ap_aging', q);
  return {
    object: 'report',
    type: 'ap_aging',
    as_of: asOf,
    ...inCurrency(view),
    data: { rows: rows.map(({ party, ...r }) => ({ vendor_id: party, ...r })), totals },
    pagination,
  };
}
