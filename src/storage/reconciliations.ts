/**
 * SQL of bank reconciliations (D20, migration 0017): the reconciliations, the journal lines they
 * tick (`reconciliation_ticks`) and settle (`ledger_entries.reconciliation_id`), and what the
 * RECONCILED lock reads of the lines a change would reverse.
 */
import { Decimal } from 'decimal.js';
import { type Selectable, type SqlBool, sql } from 'kysely';
import { fromJson, toJson } from './json.ts';
import type { Repository } from './repository.ts';
import type { FixedTables } from './tables.ts';

export const RECONCILIATION_STATUSES = ['in_progress', 'completed', 'undone'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

export interface ReconciliationRow {
  id: string;
  account_id: string;
  statement_date: string;
  ending_balance: string;
  beginning_balance: string;
  status: ReconciliationStatus;
  /** The lines it settled (completed, and kept when undone); null while in progress. */
  cleared_entry_ids: string[] | null;
  version: number;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  undone_at: string | null;
}

/** A journal line of an account as reconciling reads it. */
export interface AccountLine {
  id: string;
  debit_amount: string;
  credit_amount: string;
  base_debit_amount: string | null;
  base_credit_amount: string | null;
  currency: string;
  effective_date: string;
  document_type: string;
  document_id: string;
  reverses_entry_id: string | null;
  memo: string | null;
  bank_line_id: string | null;
  reconciliation_id: string | null;
}

const amount = (v: unknown): string => new Decimal(String(v)).toFixed();
const uuidList = (repo: Repository, ids: readonly string[]) =>
  sql.join(ids.map((id) => (repo.dialect === 'postgres' ? sql`${id}::uuid` : sql`${id}`)));

function statusOf(v: string): ReconciliationStatus {
  const s = RECONCILIATION_STATUSES.find((x) => x === v);
  if (!s) throw new Error(`storage: reconciliations.status should be a reconciliation status, is ${v}`);
  return s;
}

function reconciliationFromRow(r: Selectable<FixedTables['reconciliations']>): ReconciliationRow {
  return {
    id: r.id,
    account_id: r.account_id,
    statement_date: r.statement_date,
    ending_balance: r.ending_balance,
    beginning_balance: r.beginning_balance,
    status: statusOf(r.status),
    cleared_entry_ids: r.cleared_entry_ids === null ? null : fromJson<string[]>(r.cleared_entry_ids),
    version: Number(r.version),
    created_at: r.created_at,
    updated_at: r.updated_at,
    completed_at: r.completed_at,
    undone_at: r.undone_at,
  };
}

const LINE_COLUMNS = [
  'id',
  'debit_amount',
  'credit_amount',
  'base_debit_amount',
  'base_credit_amount',
  'currency',
  'effective_date',
  'document_type',
  'document_id',
  'reverses_entry_id',
  'memo',
  'bank_line_id',
  'reconciliation_id',
] as const;

function lineFromRow(r: Pick<Selectable<FixedTables['ledger_entries']>, (typeof LINE_COLUMNS)[number]>) {
  return {
    ...r,
    debit_amount: amount(r.debit_amount),
    credit_amount: amount(r.credit_amount),
    base_debit_amount: r.base_debit_amount === null ? null : amount(r.base_debit_amount),
    base_credit_amount: r.base_credit_amount === null ? null : amount(r.base_credit_amount),
  };
}

// The RECONCILED lock ---------------------------------------------------------------------------

/**
 * The lines among `ids` a completed reconciliation settled, with its id. Inside a write on
 * PostgreSQL the lines are read FOR UPDATE: a reconciliation completing at the same time either
 * committed first (the lock waits for it, then reads its reconciliation_id) or waits for this
 * change to commit (it locks the same lines before it settles them), so one of them wins.
 */
export async function settledAmong(
  repo: Repository,
  companyId: string,
  ids: readonly string[],
  lock: boolean,
): Promise<{ id: string; reconciliation_id: string }[]> {
  if (ids.length === 0) return [];
  let q = repo.tables
    .selectFrom('ledger_entries')
    .select(['id', 'reconciliation_id'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids);
  if (lock && repo.dialect === 'postgres') q = q.forUpdate();
  const rows = await q.execute();
  const out: { id: string; reconciliation_id: string }[] = [];
  for (const r of rows)
    if (r.reconciliation_id !== null) out.push({ id: r.id, reconciliation_id: r.reconciliation_id });
  return out;
}

/** The reconciliation that settled one of a document's lines, if one did. */
export async function settledLineOf(
  repo: Repository,
  companyId: string,
  documentId: string,
): Promise<string | undefined> {
  const row = await repo.tables
    .selectFrom('ledger_entries')
    .select('reconciliation_id')
    .where('company_id', '=', companyId)
    .where('document_id', '=', documentId)
    .where('reconciliation_id', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row?.reconciliation_id ?? undefined;
}

/** Unticks lines (a change reversed them): they are no longer cleared by hand. */
export async function untick(
  repo: Repository,
  companyId: string,
  entryIds: readonly string[],
): Promise<void> {
  if (entryIds.length === 0) return;
  await repo.send(
    repo.tables
      .deleteFrom('reconciliation_ticks')
      .where('company_id', '=', companyId)
      .where('entry_id', 'in', entryIds),
  );
}

// Reconciliations --------------------------------------------------------------------------------

/** Inserts a reconciliation in progress; false when the account has one in progress already. */
export async function insertReconciliation(
  repo: Repository,
  companyId: string,
  r: ReconciliationRow,
): Promise<boolean> {
  const result = await repo.tables
    .insertInto('reconciliations')
    .values({
      company_id: companyId,
      ...r,
      cleared_entry_ids: r.cleared_entry_ids === null ? null : toJson(repo.dialect, r.cleared_entry_ids),
    })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'account_id'])
        .where(sql.ref('status'), '=', sql.lit('in_progress'))
        .doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function updateReconciliation(
  repo: Repository,
  companyId: string,
  r: ReconciliationRow,
): Promise<void> {
  await repo.tables
    .updateTable('reconciliations')
    .set({
      statement_date: r.statement_date,
      ending_balance: r.ending_balance,
      beginning_balance: r.beginning_balance,
      status: r.status,
      cleared_entry_ids: r.cleared_entry_ids === null ? null : toJson(repo.dialect, r.cleared_entry_ids),
      version: r.version,
      updated_at: r.updated_at,
      completed_at: r.completed_at,
      undone_at: r.undone_at,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', r.id)
    .execute();
}

export async function deleteReconciliation(repo: Repository, companyId: string, id: string): Promise<void> {
  await repo.tables
    .deleteFrom('reconciliation_ticks')
    .where('company_id', '=', companyId)
    .where('reconciliation_id', '=', id)
    .execute();
  await repo.tables
    .deleteFrom('reconciliations')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/** A reconciliation by id; `lock`: FOR UPDATE on PostgreSQL (inside a write). */
export async function getReconciliation(
  repo: Repository,
  companyId: string,
  id: string,
  lock = false,
): Promise<ReconciliationRow | undefined> {
  let q = repo.tables
    .selectFrom('reconciliations')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  if (lock && repo.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? reconciliationFromRow(row) : undefined;
}

/** The account's reconciliations in a status, latest statement first. */
export async function reconciliationsOf(
  repo: Repository,
  companyId: string,
  accountId: string,
  status: ReconciliationStatus,
): Promise<ReconciliationRow[]> {
  const rows = await repo.tables
    .selectFrom('reconciliations')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('account_id', '=', accountId)
    .where('status', '=', status)
    .orderBy('statement_date', 'desc')
    .orderBy('completed_at', 'desc')
    .execute();
  return rows.map(reconciliationFromRow);
}

export interface ReconciliationQuery {
  account_id?: string | undefined;
  status?: ReconciliationStatus | undefined;
  limit: number;
  offset: number;
  after?: { createdAt: string; id: string } | undefined;
}

export async function listReconciliations(
  repo: Repository,
  companyId: string,
  q: ReconciliationQuery,
): Promise<{ rows: ReconciliationRow[]; total: number; hasMore: boolean }> {
  let base = repo.tables.selectFrom('reconciliations').where('company_id', '=', companyId);
  if (q.account_id) base = base.where('account_id', '=', q.account_id);
  if (q.status) base = base.where('status', '=', q.status);
  const after = q.after;
  const paged = after
    ? base.where(
        sql<SqlBool>`(created_at, id) > (${after.createdAt}, ${repo.dialect === 'postgres' ? sql`${after.id}::uuid` : after.id})`,
      )
    : base;
  const rows = await paged
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .limit(q.limit + 1)
    .offset(after ? 0 : q.offset)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return {
    rows: rows.slice(0, q.limit).map(reconciliationFromRow),
    total: Number(count?.n ?? 0),
    hasMore: rows.length > q.limit,
  };
}

// Ticks ------------------------------------------------------------------------------------------

/** The lines a reconciliation has ticked, in id order. */
export async function ticksOf(
  repo: Repository,
  companyId: string,
  reconciliationId: string,
): Promise<string[]> {
  const rows = await repo.tables
    .selectFrom('reconciliation_ticks')
    .select('entry_id')
    .where('company_id', '=', companyId)
    .where('reconciliation_id', '=', reconciliationId)
    .orderBy('entry_id')
    .execute();
  return rows.map((r) => r.entry_id);
}

/** Ticks lines for a reconciliation, taking them over from the reconciliation that held them. */
export async function tick(
  repo: Repository,
  companyId: string,
  reconciliationId: string,
  accountId: string,
  entryIds: readonly string[],
): Promise<void> {
  for (let i = 0; i < entryIds.length; i += 500) {
    const ids = entryIds.slice(i, i + 500);
    await repo.tables
      .insertInto('reconciliation_ticks')
      .values(
        ids.map((entry_id) => ({
          company_id: companyId,
          entry_id,
          reconciliation_id: reconciliationId,
          account_id: accountId,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['company_id', 'entry_id']).doUpdateSet({ reconciliation_id: reconciliationId }),
      )
      .execute();
  }
}

/** Removes a reconciliation's ticks of these lines (all of its ticks without `entryIds`). */
export async function untickFor(
  repo: Repository,
  companyId: string,
  reconciliationId: string,
  entryIds?: readonly string[],
): Promise<void> {
  let q = repo.tables
    .deleteFrom('reconciliation_ticks')
    .where('company_id', '=', companyId)
    .where('reconciliation_id', '=', reconciliationId);
  if (entryIds) {
    if (entryIds.length === 0) return;
    q = q.where('entry_id', 'in', entryIds);
  }
  await q.execute();
}

/** Marks lines settled by a reconciliation (or no longer: `null`). */
export async function settle(
  repo: Repository,
  companyId: string,
  entryIds: readonly string[],
  reconciliationId: string | null,
): Promise<void> {
  for (let i = 0; i < entryIds.length; i += 500) {
    await repo.tables
      .updateTable('ledger_entries')
      .set({ reconciliation_id: reconciliationId })
      .where('company_id', '=', companyId)
      .where('id', 'in', entryIds.slice(i, i + 500))
      .execute();
  }
}

// The account's lines ----------------------------------------------------------------------------

/**
 * Lines of an account by id (only those on the account, in the company); `lock`: FOR UPDATE on
 * PostgreSQL, in id order.
 */
export async function linesById(
  repo: Repository,
  companyId: string,
  accountId: string,
  ids: readonly string[],
  lock = false,
): Promise<AccountLine[]> {
  const out: AccountLine[] = [];
  const sorted = [...new Set(ids)].sort();
  for (let i = 0; i < sorted.length; i += 500) {
    let q = repo.tables
      .selectFrom('ledger_entries')
      .select(LINE_COLUMNS)
      .where('company_id', '=', companyId)
      .where('account_id', '=', accountId)
      .where('id', 'in', sorted.slice(i, i + 500))
      .orderBy('id');
    if (lock && repo.dialect === 'postgres') q = q.forUpdate();
    for (const r of await q.execute()) out.push(lineFromRow(r));
  }
  return out;
}

/** Locks the lines a reconciliation has ticked (FOR UPDATE, PostgreSQL), in id order. */
export async function lockTicked(
  repo: Repository,
  companyId: string,
  reconciliationId: string,
): Promise<void> {
  if (repo.dialect !== 'postgres') return;
  await sql`select e.id from ledger_entries e
    where e.company_id = ${companyId}::uuid and e.id in (
      select t.entry_id from reconciliation_ticks t
       where t.company_id = ${companyId}::uuid and t.reconciliation_id = ${reconciliationId}::uuid)
    order by e.id for update`.execute(repo.db);
}

/**
 * The account's lines dated on or before `upTo` that no reconciliation in `settledBy` settled
 * (`reconciliation_id` null or another one; `'all'`: no reconciliation settled them).
 */
export async function unsettledLines(
  repo: Repository,
  companyId: string,
  accountId: string,
  upTo: string,
  settledBy: readonly string[] | 'all',
): Promise<AccountLine[]> {
  let q = repo.tables
    .selectFrom('ledger_entries')
    .select(LINE_COLUMNS)
    .where('company_id', '=', companyId)
    .where('account_id', '=', accountId)
    .where('effective_date', '<=', upTo);
  if (settledBy === 'all') q = q.where('reconciliation_id', 'is', null);
  else if (settledBy.length > 0)
    q = q.where((eb) =>
      eb.or([
        eb('reconciliation_id', 'is', null),
        eb.not(sql<SqlBool>`reconciliation_id in (${uuidList(repo, settledBy)})`),
      ]),
    );
  const rows = await q.orderBy('effective_date').orderBy('id').execute();
  return rows.map(lineFromRow);
}

/** The account's ticked lines: line id → the reconciliation that ticked it. */
export async function ticksOfAccount(
  repo: Repository,
  companyId: string,
  accountId: string,
): Promise<Map<string, string>> {
  const rows = await repo.tables
    .selectFrom('reconciliation_ticks')
    .select(['entry_id', 'reconciliation_id'])
    .where('company_id', '=', companyId)
    .where('account_id', '=', accountId)
    .execute();
  return new Map(rows.map((r) => [r.entry_id, r.reconciliation_id]));
}

/** The number of documents of one table (the text of their `field`, e.g. `document_number`), by id. */
export async function documentNumbers(
  repo: Repository,
  companyId: string,
  table: string,
  field: string,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await repo.db
      .selectFrom(table)
      .select(['id', 'data'])
      .where('company_id', '=', companyId)
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      const data = fromJson<Record<string, unknown>>(r.data);
      const n = data[field];
      out.set(String(r.id), typeof n === 'string' ? n : null);
    }
  }
  return out;
}
