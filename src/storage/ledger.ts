/**
 * SQL of the general ledger: journal lines (append-only), running balances, each document's
 * active posting, and applications of payments to documents. Amounts are decimal strings in and
 * out; sums are exact (numeric on PostgreSQL, decimal.js over text on SQLite).
 */
import { Decimal } from 'decimal.js';
import { type Selectable, type SqlBool, sql } from 'kysely';
import { fromJson, toJson } from './json.ts';
import type { Repository } from './repository.ts';
import { jsonObject, type Row, str, strOrNull } from './rows.ts';
import type { FixedTables } from './tables.ts';

export interface EntryRow {
  id: string;
  posting_id: string;
  account_id: string;
  debit_amount: string;
  credit_amount: string;
  currency: string;
  effective_date: string;
  document_type: string;
  document_id: string;
  customer_id: string | null;
  reverses_entry_id: string | null;
  memo: string | null;
  created_at: string;
}

export interface BalanceDelta {
  account_id: string;
  currency: string;
  day: string;
  debit: string;
  credit: string;
}

export interface BalanceRow {
  account_id: string;
  currency: string;
  debit: string;
  credit: string;
}

/** An amount as read (numeric on PostgreSQL, with its scale's trailing zeros), in its shortest form. */
const amount = (v: unknown): string => new Decimal(String(v)).toFixed();

function entryFromRow(r: Selectable<FixedTables['ledger_entries']>): EntryRow {
  return {
    id: r.id,
    posting_id: r.posting_id,
    account_id: r.account_id,
    debit_amount: amount(r.debit_amount),
    credit_amount: amount(r.credit_amount),
    currency: r.currency,
    effective_date: r.effective_date,
    document_type: r.document_type,
    document_id: r.document_id,
    customer_id: r.customer_id,
    reverses_entry_id: r.reverses_entry_id,
    memo: r.memo,
    created_at: r.created_at,
  };
}

/** A row of balanceRows (its columns chosen at run time, so read with checks). */
function balanceFromRow(r: Row): BalanceRow {
  return {
    account_id: str(r, 'account_id'),
    currency: str(r, 'currency'),
    debit: amount(r.debit),
    credit: amount(r.credit),
  };
}

export async function insertEntries(repo: Repository, companyId: string, entries: EntryRow[]): Promise<void> {
  if (entries.length === 0) return;
  await repo.tables
    .insertInto('ledger_entries')
    .values(entries.map((e) => ({ company_id: companyId, ...e })))
    .execute();
}

/** Balance slots per key on PostgreSQL (migration 0009); SQLite has one writer and one slot. */
const BALANCE_SLOTS = 8;

type BalanceTable = 'account_balances' | 'account_monthly_balances' | 'account_daily_balances';

/** Each balance table's key beside company_id, from a delta. */
const BALANCE_KEYS: [BalanceTable, (d: BalanceDelta) => Record<string, string>][] = [
  ['account_balances', (d) => ({ account_id: d.account_id, currency: d.currency })],
  [
    'account_monthly_balances',
    (d) => ({ account_id: d.account_id, currency: d.currency, month: d.day.slice(0, 7) }),
  ],
  ['account_daily_balances', (d) => ({ account_id: d.account_id, currency: d.currency, day: d.day })],
];

/**
 * Adds to the running balances (all-time, per month and per day) in the posting's transaction.
 * Rows are changed in key order, so two postings never lock the same rows in opposite orders. On
 * PostgreSQL a backend adds to the slot of its process id (as the record counter does): concurrent
 * postings to one account no longer wait for each other's commit, and one statement per table
 * carries all of a posting's rows.
 */
export async function addBalances(
  repo: Repository,
  companyId: string,
  deltas: BalanceDelta[],
): Promise<void> {
  for (const [table, keyOf] of BALANCE_KEYS) {
    const sums = new Map<string, { key: Record<string, string>; debit: Decimal; credit: Decimal }>();
    for (const d of deltas) {
      const key = keyOf(d);
      const k = Object.values(key).join('|');
      const prev = sums.get(k) ?? { key, debit: new Decimal(0), credit: new Decimal(0) };
      sums.set(k, { key, debit: prev.debit.plus(d.debit), credit: prev.credit.plus(d.credit) });
    }
    const rows = [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
    if (rows.length === 0) continue;
    const keyCols = ['company_id', ...Object.keys(rows[0]!.key)];
    if (repo.dialect === 'postgres') {
      const slot = sql<number>`pg_backend_pid() % ${sql.raw(String(BALANCE_SLOTS))}`;
      await repo.db
        .insertInto(table)
        .values(
          rows.map((r) => ({
            company_id: companyId,
            ...r.key,
            slot,
            debit: r.debit.toFixed(),
            credit: r.credit.toFixed(),
          })),
        )
        .onConflict((oc) =>
          oc.columns([...keyCols, 'slot']).doUpdateSet({
            debit: sql`${sql.table(table)}.debit + excluded.debit`,
            credit: sql`${sql.table(table)}.credit + excluded.credit`,
          }),
        )
        .execute();
      continue;
    }
    // SQLite: exact decimal text, so read, add here, write back.
    for (const r of rows) {
      let q = repo.db.selectFrom(table).select(['debit', 'credit']).where('company_id', '=', companyId);
      for (const [k, v] of Object.entries(r.key)) q = q.where(k, '=', v);
      const row = await q.executeTakeFirst();
      const debit = new Decimal(String(row?.debit ?? '0')).plus(r.debit).toFixed();
      const credit = new Decimal(String(row?.credit ?? '0')).plus(r.credit).toFixed();
      await repo.db
        .insertInto(table)
        .values({ company_id: companyId, ...r.key, debit, credit })
        .onConflict((oc) => oc.columns(keyCols).doUpdateSet({ debit, credit }))
        .execute();
    }
  }
}

/** A balance table's rows for the company, its slots added up (exactly: numeric on PostgreSQL). */
function balanceRows(repo: Repository, table: BalanceTable, companyId: string, period?: 'day' | 'month') {
  const cols = ['account_id', 'currency', ...(period ? [period] : [])];
  let q = repo.db.selectFrom(table).where('company_id', '=', companyId);
  if (repo.dialect === 'postgres') {
    return q
      .select([...cols, sql<string>`sum(debit)`.as('debit'), sql<string>`sum(credit)`.as('credit')])
      .groupBy(cols);
  }
  q = q.where('slot', '=', 0);
  return q.select([...cols, 'debit', 'credit']);
}

export async function balances(repo: Repository, companyId: string): Promise<BalanceRow[]> {
  const rows = await balanceRows(repo, 'account_balances', companyId).execute();
  return rows.map(balanceFromRow);
}

/** Per-day balance movements within [from, to] (either bound optional), for as-of and period reports. */
export async function dailyMovements(
  repo: Repository,
  companyId: string,
  from: string | undefined,
  to: string | undefined,
): Promise<(BalanceRow & { day: string })[]> {
  let q = balanceRows(repo, 'account_daily_balances', companyId, 'day');
  if (from) q = q.where('day', '>=', from);
  if (to) q = q.where('day', '<=', to);
  const rows = await q.execute();
  return rows.map((r) => {
    const { account_id, currency, debit, credit } = balanceFromRow(r);
    return { account_id, currency, day: str(r, 'day'), debit, credit };
  });
}

/** Per-month balance movements from `fromMonth` (YYYY-MM) on. */
export async function monthlyMovementsFrom(
  repo: Repository,
  companyId: string,
  fromMonth: string,
): Promise<BalanceRow[]> {
  const rows = await balanceRows(repo, 'account_monthly_balances', companyId, 'month')
    .where('month', '>=', fromMonth)
    .execute();
  return rows.map(balanceFromRow);
}

export async function hasEntries(repo: Repository, companyId: string, documentId: string): Promise<boolean> {
  const row = await repo.tables
    .selectFrom('ledger_entries')
    .select('id')
    .where('company_id', '=', companyId)
    .where('document_id', '=', documentId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function getPosting<T>(
  repo: Repository,
  companyId: string,
  documentId: string,
): Promise<T | undefined> {
  const row = await repo.tables
    .selectFrom('document_postings')
    .select('posting')
    .where('company_id', '=', companyId)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row ? fromJson<T>(row.posting) : undefined;
}

export async function setPosting(
  repo: Repository,
  companyId: string,
  documentId: string,
  documentType: string,
  posting: unknown | null,
): Promise<void> {
  await repo.tables
    .deleteFrom('document_postings')
    .where('company_id', '=', companyId)
    .where('document_id', '=', documentId)
    .execute();
  if (posting === null) return;
  await repo.tables
    .insertInto('document_postings')
    .values({
      company_id: companyId,
      document_id: documentId,
      document_type: documentType,
      posting: toJson(repo.dialect, posting),
    })
    .execute();
}

export interface EntryQuery {
  account_id?: string;
  document_type?: string;
  document_id?: string;
  effective_date_from?: string;
  effective_date_to?: string;
  limit: number;
  offset: number;
  /** Keyset paging instead of the offset: the lines after this (effective_date, id). */
  after?: { effectiveDate: string; id: string } | undefined;
}

export async function listEntries(
  repo: Repository,
  companyId: string,
  q: EntryQuery,
): Promise<{ rows: EntryRow[]; total: number; hasMore: boolean }> {
  let base = repo.tables.selectFrom('ledger_entries').where('company_id', '=', companyId);
  if (q.account_id) base = base.where('account_id', '=', q.account_id);
  if (q.document_type) base = base.where('document_type', '=', q.document_type);
  if (q.document_id) base = base.where('document_id', '=', q.document_id);
  if (q.effective_date_from) base = base.where('effective_date', '>=', q.effective_date_from);
  if (q.effective_date_to) base = base.where('effective_date', '<=', q.effective_date_to);
  // The page after a cursor: one range of the (company_id, [account_id,] effective_date, id) index.
  const after = q.after;
  const paged = after
    ? base.where(
        sql<SqlBool>`(effective_date, id) > (${after.effectiveDate}, ${repo.dialect === 'postgres' ? sql`${after.id}::uuid` : after.id})`,
      )
    : base;
  const rows = await paged
    .selectAll()
    .orderBy('effective_date')
    .orderBy('id')
    .limit(q.limit + 1)
    .offset(after ? 0 : q.offset)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return {
    rows: rows.slice(0, q.limit).map(entryFromRow),
    total: Number(count?.n ?? 0),
    hasMore: rows.length > q.limit,
  };
}

/** Every line in a date range, in order (general ledger report). */
export async function entriesBetween(
  repo: Repository,
  companyId: string,
  from: string,
  to: string,
): Promise<EntryRow[]> {
  const rows = await repo.tables
    .selectFrom('ledger_entries')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('effective_date', '>=', from)
    .where('effective_date', '<=', to)
    .orderBy('account_id')
    .orderBy('effective_date')
    .orderBy('id')
    .execute();
  return rows.map(entryFromRow);
}

// Applications of payments to invoices and bill payments to bills ------------------------------

export async function applicationsFrom(repo: Repository, companyId: string, sourceId: string) {
  const rows = await repo.tables
    .selectFrom('applications')
    .select(['target_id', 'target_type', 'amount'])
    .where('company_id', '=', companyId)
    .where('source_id', '=', sourceId)
    .execute();
  return rows.map((r) => ({ target_id: r.target_id, target_type: r.target_type, amount: amount(r.amount) }));
}

export async function insertApplication(
  repo: Repository,
  companyId: string,
  a: { source_id: string; target_id: string; target_type: string; amount: string },
): Promise<void> {
  await repo.tables
    .insertInto('applications')
    .values({ company_id: companyId, ...a })
    .execute();
}

export async function deleteApplicationsFrom(
  repo: Repository,
  companyId: string,
  sourceId: string,
): Promise<void> {
  await repo.tables
    .deleteFrom('applications')
    .where('company_id', '=', companyId)
    .where('source_id', '=', sourceId)
    .execute();
}

/** Account id of the company's system account for a slot, if it exists. */
export async function accountBySlot(
  repo: Repository,
  companyId: string,
  slot: string,
): Promise<string | undefined> {
  const row = await repo.db
    .selectFrom('accounts')
    .select('id')
    .where('company_id', '=', companyId)
    .where('slot', '=', slot)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row ? str(row, 'id') : undefined;
}

/** name, type of accounts by id (reports). */
export async function accountsById(repo: Repository, companyId: string) {
  const rows = await repo.db
    .selectFrom('accounts')
    .select(['id', 'data'])
    .where('company_id', '=', companyId)
    .execute();
  const out = new Map<string, { name: string; type: string; normal_balance: string }>();
  for (const r of rows) {
    const d = jsonObject(r.data, 'accounts.data');
    out.set(str(r, 'id'), {
      name: strOrNull(d, 'name') ?? '',
      type: strOrNull(d, 'type') ?? '',
      normal_balance: strOrNull(d, 'normal_balance') ?? 'debit',
    });
  }
  return out;
}
