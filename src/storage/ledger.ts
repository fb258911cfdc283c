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
  /** D17: the line in the base currency; null only for foreign lines of before migration 0013. */
  base_debit_amount: string | null;
  base_credit_amount: string | null;
  /** Base-currency units per unit of `currency` the line was valued at. */
  exchange_rate: string | null;
}

export interface BalanceDelta {
  account_id: string;
  currency: string;
  day: string;
  debit: string;
  credit: string;
  base_debit: string;
  base_credit: string;
}

/** An account's balance in one document currency: its amounts, and their base-currency value. */
export interface BalanceRow {
  account_id: string;
  currency: string;
  debit: string;
  credit: string;
  base_debit: string;
  base_credit: string;
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
    base_debit_amount: r.base_debit_amount === null ? null : amount(r.base_debit_amount),
    base_credit_amount: r.base_credit_amount === null ? null : amount(r.base_credit_amount),
    exchange_rate: r.exchange_rate === null ? null : amount(r.exchange_rate),
  };
}

/** A row of balanceRows (its columns chosen at run time, so read with checks). */
function balanceFromRow(r: Row): BalanceRow {
  // As read: decimal text (SQLite) or numeric (PostgreSQL); readers parse it once, where they add.
  return {
    account_id: str(r, 'account_id'),
    currency: str(r, 'currency'),
    debit: String(r.debit),
    credit: String(r.credit),
    base_debit: String(r.base_debit),
    base_credit: String(r.base_credit),
  };
}

export async function insertEntries(repo: Repository, companyId: string, entries: EntryRow[]): Promise<void> {
  if (entries.length === 0) return;
  await repo.send(
    repo.tables.insertInto('ledger_entries').values(entries.map((e) => ({ company_id: companyId, ...e }))),
  );
}

/** The sums a balance row keeps: in the document currency, and valued in the base currency (D17). */
const SIDES = ['debit', 'credit', 'base_debit', 'base_credit'] as const;
type Side = (typeof SIDES)[number];
const dec0 = (d: Decimal | undefined) => d ?? new Decimal(0);

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
    const sums = new Map<string, { key: Record<string, string> } & Record<Side, Decimal>>();
    for (const d of deltas) {
      const key = keyOf(d);
      const k = Object.values(key).join('|');
      const prev = sums.get(k);
      sums.set(k, {
        key,
        debit: dec0(prev?.debit).plus(d.debit),
        credit: dec0(prev?.credit).plus(d.credit),
        base_debit: dec0(prev?.base_debit).plus(d.base_debit),
        base_credit: dec0(prev?.base_credit).plus(d.base_credit),
      });
    }
    const rows = [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
    if (rows.length === 0) continue;
    const keyCols = ['company_id', ...Object.keys(rows[0]!.key)];
    if (repo.dialect === 'postgres') {
      const slot = sql<number>`pg_backend_pid() % ${sql.raw(String(BALANCE_SLOTS))}`;
      await repo.send(
        repo.db
          .insertInto(table)
          .values(
            rows.map((r) => ({
              company_id: companyId,
              ...r.key,
              slot,
              debit: r.debit.toFixed(),
              credit: r.credit.toFixed(),
              base_debit: r.base_debit.toFixed(),
              base_credit: r.base_credit.toFixed(),
            })),
          )
          .onConflict((oc) =>
            oc.columns([...keyCols, 'slot']).doUpdateSet({
              debit: sql`${sql.table(table)}.debit + excluded.debit`,
              credit: sql`${sql.table(table)}.credit + excluded.credit`,
              base_debit: sql`${sql.table(table)}.base_debit + excluded.base_debit`,
              base_credit: sql`${sql.table(table)}.base_credit + excluded.base_credit`,
            }),
          ),
      );
      continue;
    }
    // SQLite: exact decimal text, so read, add here, write back.
    for (const r of rows) {
      let q = repo.db.selectFrom(table).select(SIDES).where('company_id', '=', companyId);
      for (const [k, v] of Object.entries(r.key)) q = q.where(k, '=', v);
      const row = await q.executeTakeFirst();
      const next = Object.fromEntries(
        SIDES.map((side) => [side, new Decimal(String(row?.[side] ?? '0')).plus(r[side]).toFixed()]),
      );
      await repo.db
        .insertInto(table)
        .values({ company_id: companyId, ...r.key, ...next })
        .onConflict((oc) => oc.columns(keyCols).doUpdateSet(next))
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
      .select([...cols, ...SIDES.map((side) => sql<string>`sum(${sql.ref(side)})`.as(side))])
      .groupBy(cols);
  }
  q = q.where('slot', '=', 0);
  return q.select([...cols, ...SIDES]);
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
    return { ...balanceFromRow(r), day: str(r, 'day') };
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

/**
 * What moved after a day, per account and currency: the months from `fromMonth` on and the days
 * within [fromDay, toDay] (the rest of the day's month). An as-of report subtracts it from the
 * all-time balances. PostgreSQL adds it up (exact numeric), so as many rows come back as there are
 * balances; SQLite keeps decimal text, so its rows are added by the caller.
 */
export async function movementsAfter(
  repo: Repository,
  companyId: string,
  fromMonth: string,
  fromDay: string,
  toDay: string,
): Promise<BalanceRow[]> {
  if (repo.dialect !== 'postgres') {
    return [
      ...(await monthlyMovementsFrom(repo, companyId, fromMonth)),
      ...(await dailyMovements(repo, companyId, fromDay, toDay)),
    ];
  }
  const sides = sql.join(SIDES.map((side) => sql`sum(${sql.ref(side)}) as ${sql.ref(side)}`));
  const rows = await sql<Row>`
    select account_id, currency, ${sides} from (
      select account_id, currency, ${sql.join(SIDES.map((x) => sql.ref(x)))} from account_monthly_balances
       where company_id = ${companyId} and month >= ${fromMonth}
      union all
      select account_id, currency, ${sql.join(SIDES.map((x) => sql.ref(x)))} from account_daily_balances
       where company_id = ${companyId} and day >= ${fromDay} and day <= ${toDay}
    ) later group by account_id, currency`.execute(repo.db);
  return rows.rows.map(balanceFromRow);
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

/** A document's journal lines, reversed ones included. */
export async function entriesOf(
  repo: Repository,
  companyId: string,
  documentId: string,
): Promise<EntryRow[]> {
  const rows = await repo.tables
    .selectFrom('ledger_entries')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('document_id', '=', documentId)
    .execute();
  return rows.map(entryFromRow);
}

export async function getPosting<T>(
  repo: Repository,
  companyId: string,
  documentId: string,
): Promise<T | undefined> {
  const early = prefetchedPostings.get(repo)?.get(documentId);
  if (early) {
    prefetchedPostings.get(repo)?.delete(documentId);
    return (await early) as T | undefined;
  }
  return readPosting<T>(repo, companyId, documentId);
}

async function readPosting<T>(
  repo: Repository,
  companyId: string,
  documentId: string,
): Promise<T | undefined> {
  const [row] = await repo.prefetch(
    repo.tables
      .selectFrom('document_postings')
      .select('posting')
      .where('company_id', '=', companyId)
      .where('document_id', '=', documentId),
  );
  return row ? fromJson<T>(row.posting) : undefined;
}

/** Postings read ahead of need in a write (`prefetchPosting`), each taken once by `getPosting`. */
const prefetchedPostings = new WeakMap<Repository, Map<string, Promise<unknown>>>();

/**
 * Starts reading a document's posting, for the `getPosting` of this write to take: sent with the
 * write's other early reads, it costs no round trip of its own on PostgreSQL. `setPosting` drops it.
 */
export function prefetchPosting(repo: Repository, companyId: string, documentId: string): void {
  const mine = prefetchedPostings.get(repo) ?? new Map<string, Promise<unknown>>();
  prefetchedPostings.set(repo, mine);
  if (mine.has(documentId)) return;
  const early = readPosting(repo, companyId, documentId);
  // Taken by getPosting, or never (the change did not post): never an unhandled rejection.
  early.catch(() => undefined);
  mine.set(documentId, early);
}

export async function setPosting(
  repo: Repository,
  companyId: string,
  documentId: string,
  documentType: string,
  posting: unknown | null,
): Promise<void> {
  prefetchedPostings.get(repo)?.delete(documentId);
  if (posting === null) {
    await repo.send(
      repo.tables
        .deleteFrom('document_postings')
        .where('company_id', '=', companyId)
        .where('document_id', '=', documentId),
    );
    return;
  }
  // One statement whether the document had posted before or not.
  const value = toJson(repo.dialect, posting);
  await repo.send(
    repo.tables
      .insertInto('document_postings')
      .values({ company_id: companyId, document_id: documentId, document_type: documentType, posting: value })
      .onConflict((oc) =>
        oc
          .columns(['company_id', 'document_id'])
          .doUpdateSet({ document_type: documentType, posting: value }),
      ),
  );
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
  /** D20: cleared (matched to a bank line, ticked in a reconciliation, or reconciled) or not. */
  cleared?: boolean | undefined;
  /** D20: the lines a reconciliation settled, or ticks while it is in progress or undone. */
  reconciliation_id?: string | undefined;
}

/** A journal line as the list shows it, with its D20 marks. */
export interface ListedEntry extends EntryRow {
  bank_line_id: string | null;
  reconciliation_id: string | null;
  /** The reconciliation that ticked the line and has not settled it (in progress, or undone). */
  ticked_by: string | null;
}

export async function listEntries(
  repo: Repository,
  companyId: string,
  q: EntryQuery,
): Promise<{ rows: ListedEntry[]; total: number; hasMore: boolean }> {
  let base = repo.tables.selectFrom('ledger_entries').where('company_id', '=', companyId);
  const uuid = (id: string) => (repo.dialect === 'postgres' ? sql`${id}::uuid` : sql`${id}`);
  // D20: a line ticked by a reconciliation that has not settled it (reconciliation_ticks).
  const ticked = sql`(select t.reconciliation_id from reconciliation_ticks t where t.company_id = ledger_entries.company_id and t.entry_id = ledger_entries.id)`;
  if (q.cleared !== undefined) {
    const cleared = sql<SqlBool>`(bank_line_id is not null or reconciliation_id is not null or ${ticked} is not null)`;
    base = base.where(q.cleared ? cleared : sql<SqlBool>`not ${cleared}`);
  }
  if (q.reconciliation_id !== undefined) {
    const r = uuid(q.reconciliation_id);
    base = base.where(sql<SqlBool>`(reconciliation_id = ${r} or ${ticked} = ${r})`);
  }
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
    .select(ticked.as('ticked_by'))
    .orderBy('effective_date')
    .orderBy('id')
    .limit(q.limit + 1)
    .offset(after ? 0 : q.offset)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return {
    rows: rows.slice(0, q.limit).map((r) => ({
      ...entryFromRow(r),
      bank_line_id: r.bank_line_id,
      reconciliation_id: r.reconciliation_id,
      ticked_by: r.ticked_by === null || r.ticked_by === undefined ? null : String(r.ticked_by),
    })),
    total: Number(count?.n ?? 0),
    hasMore: rows.length > q.limit,
  };
}

/** Where a general ledger page starts: after this line of this account. */
export interface LinePosition {
  accountId: string;
  effectiveDate: string;
  id: string;
}

/**
 * One page of the general ledger's lines in a date range (D11): at most `limit` lines after
 * `after`, ordered by account, effective date and id — one range of the (company_id, account_id,
 * effective_date, id) index, however deep the page. `currency`: the lines posted in it only.
 */
export async function entriesPage(
  repo: Repository,
  companyId: string,
  q: {
    from: string;
    to: string;
    currency?: string | undefined;
    after?: LinePosition | undefined;
    limit: number;
  },
): Promise<EntryRow[]> {
  let query = repo.tables
    .selectFrom('ledger_entries')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('effective_date', '>=', q.from)
    .where('effective_date', '<=', q.to);
  if (q.currency !== undefined) query = query.where('currency', '=', q.currency);
  const after = q.after;
  if (after) {
    const uuid = (id: string) => (repo.dialect === 'postgres' ? sql`${id}::uuid` : sql`${id}`);
    query = query.where(
      sql<SqlBool>`(account_id, effective_date, id) > (${uuid(after.accountId)}, ${after.effectiveDate}, ${uuid(after.id)})`,
    );
  }
  const rows = await query
    .orderBy('account_id')
    .orderBy('effective_date')
    .orderBy('id')
    .limit(q.limit)
    .execute();
  return rows.map(entryFromRow);
}

/**
 * One page of the parties an aging lists (D11): the distinct values of each table's `column` (a
 * customer or a vendor reference), the documents without one (null) first, then in ascending order
 * — byte order on both databases (PostgreSQL compares text in the "C" collation) — after `after`
 * (null: after the documents without a party), at most `limit`. Each table gives at most `limit`
 * values from its (company_id, column, id) index before they are merged.
 */
export async function partiesPage(
  repo: Repository,
  companyId: string,
  q: {
    /** Each table with the column naming its party (a payment's `customer_id`, an invoice's). */
    tables: { table: string; column: string }[];
    text: boolean;
    after?: { party: string | null };
    limit: number;
  },
): Promise<(string | null)[]> {
  const after = q.after;
  const branches = q.tables.map((t, i) => {
    const col = sql.ref(t.column);
    const key = repo.dialect === 'postgres' && q.text ? sql`${col} collate "C"` : col;
    const cond =
      after === undefined
        ? sql``
        : after.party === null
          ? sql` and ${col} is not null`
          : sql` and ${key} > ${after.party}`;
    return sql`select p from (select distinct ${key} as p from ${sql.table(t.table)} where company_id = ${companyId}${cond} order by p nulls first limit ${q.limit}) as ${sql.ref(`b${i}`)}`;
  });
  const rows = await sql<{
    p: string | null;
  }>`${sql.join(branches, sql` union `)} order by p nulls first limit ${q.limit}`.execute(repo.db);
  return rows.rows.map((r) => (r.p === null ? null : String(r.p)));
}

// Applications of payments to invoices and bill payments to bills ------------------------------

export async function applicationsFrom(repo: Repository, companyId: string, sourceId: string) {
  const rows = await repo.tables
    .selectFrom('applications')
    .select(['target_id', 'target_type', 'amount', 'base_amount'])
    .where('company_id', '=', companyId)
    .where('source_id', '=', sourceId)
    .execute();
  return rows.map((r) => ({
    target_id: r.target_id,
    target_type: r.target_type,
    amount: amount(r.amount),
    base_amount: r.base_amount === null ? null : amount(r.base_amount),
  }));
}

/** What is applied to a document, by each source (D17: with the base value each one cleared). */
export async function applicationsTo(repo: Repository, companyId: string, targetId: string) {
  const rows = await repo.tables
    .selectFrom('applications')
    .select(['source_id', 'amount', 'base_amount'])
    .where('company_id', '=', companyId)
    .where('target_id', '=', targetId)
    .execute();
  return rows.map((r) => ({
    source_id: r.source_id,
    amount: amount(r.amount),
    base_amount: r.base_amount === null ? null : amount(r.base_amount),
  }));
}

export async function insertApplication(
  repo: Repository,
  companyId: string,
  a: { source_id: string; target_id: string; target_type: string; amount: string; base_amount: string },
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

/** A write's system accounts by slot, read once per write (`systemAccounts`). */
const systemAccountReads = new WeakMap<Repository, Map<string, Promise<Map<string, string>>>>();

/**
 * The company's system accounts by slot (the first created of each, as `accountBySlot`), read in
 * one query once per write: a posting looks up several, and `prefetch` lets the read travel with
 * the write's other early reads. An account the write creates is added with `addSystemAccount`.
 */
export function systemAccounts(repo: Repository, companyId: string): Promise<Map<string, string>> {
  const mine = systemAccountReads.get(repo) ?? new Map<string, Promise<Map<string, string>>>();
  systemAccountReads.set(repo, mine);
  let found = mine.get(companyId);
  if (!found) {
    found = repo
      .prefetch(
        repo.db
          .selectFrom('accounts')
          .select(['id', 'slot'])
          .where('company_id', '=', companyId)
          .where('slot', 'is not', null)
          .orderBy('created_at'),
      )
      .then((rows) => {
        const bySlot = new Map<string, string>();
        for (const row of rows) {
          const slot = str(row, 'slot');
          if (!bySlot.has(slot)) bySlot.set(slot, str(row, 'id'));
        }
        return bySlot;
      });
    found.catch(() => undefined);
    mine.set(companyId, found);
  }
  return found;
}

/** Records a system account created in this write for `systemAccounts` to give. */
export async function addSystemAccount(
  repo: Repository,
  companyId: string,
  slot: string,
  id: string,
): Promise<void> {
  const bySlot = await systemAccounts(repo, companyId);
  if (!bySlot.has(slot)) bySlot.set(slot, id);
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

// Reports (D17): what the aging reports read besides the documents ------------------------------

/** Ids per statement when reading by a list of ids: well under either database's parameter limit. */
const IDS_PER_READ = 500;

function* chunks<T>(xs: readonly T[]): Generator<T[]> {
  for (let i = 0; i < xs.length; i += IDS_PER_READ) yield xs.slice(i, i + IDS_PER_READ);
}

/** The active postings of these documents, by document id: the values each one booked. */
export async function postingsOf<T>(
  repo: Repository,
  companyId: string,
  documentIds: readonly string[],
): Promise<Map<string, T>> {
  const out = new Map<string, T>();
  for (const ids of chunks(documentIds)) {
    const rows = await repo.tables
      .selectFrom('document_postings')
      .select(['document_id', 'posting'])
      .where('company_id', '=', companyId)
      .where('document_id', 'in', ids)
      .execute();
    for (const r of rows) out.set(r.document_id, fromJson<T>(r.posting));
  }
  return out;
}

/** The applications from these documents, with the base value each one cleared. */
export async function applicationsFromAll(repo: Repository, companyId: string, sourceIds: readonly string[]) {
  const out: { source_id: string; target_id: string; amount: string; base_amount: string | null }[] = [];
  for (const ids of chunks(sourceIds)) {
    const rows = await repo.tables
      .selectFrom('applications')
      .select(['source_id', 'target_id', 'amount', 'base_amount'])
      .where('company_id', '=', companyId)
      .where('source_id', 'in', ids)
      .execute();
    for (const r of rows)
      out.push({
        source_id: r.source_id,
        target_id: r.target_id,
        amount: amount(r.amount),
        base_amount: r.base_amount === null ? null : amount(r.base_amount),
      });
  }
  return out;
}
