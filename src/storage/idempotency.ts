/**
 * SQL of idempotency keys (D9). Every statement is scoped by company. The key's row is written in
 * the transaction of the request's own write, finished (status 'done', with the answer), by an
 * INSERT … ON CONFLICT DO NOTHING on the primary key (company_id, key): of two writers racing for
 * one key, only one commits it. A key taken over (expired, or left 'running' by an older version)
 * is replaced by compare-and-set on the claim_id that was read. On PostgreSQL the write first takes
 * a transaction-scoped advisory lock on the key, without waiting, so a second request is told at
 * once that the key is in use instead of running alongside: with the look-up (lockAndLookUp), or,
 * for a key most likely new, in a statement not waited for that fails the transaction unless the
 * key is free (claimIfFree). The statements of the request path
 * are written out once per dialect (no query building per request: it showed in the profile).
 */
import { AbortedTransactionError, CompiledQuery } from 'kysely';
import { jsonPlaceholder } from './json.ts';
import type { Repository } from './repository.ts';
import { jsonStringMap, num, oneOf, type Row, str, strOrNull } from './rows.ts';
import type { DialectName } from './types.ts';

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const KEY_STATUSES = ['running', 'done'] as const;

export interface IdempotencyRow {
  request_hash: string;
  status: (typeof KEY_STATUSES)[number];
  claim_id: string;
  response: StoredResponse | null;
  locked_until: string;
  expires_at: string;
}

/** A key's row as the request that holds it will write it. */
export interface NewClaim {
  company_id: string;
  key: string;
  request_hash: string;
  claim_id: string;
  locked_until: string;
  created_at: string;
  expires_at: string;
}

/** `?` placeholders, numbered `$n` on PostgreSQL. */
function placeholders(dialect: DialectName, text: string): string {
  let n = 0;
  return dialect === 'postgres' ? text.replace(/\?/g, () => `$${++n}`) : text;
}

const COLUMNS =
  'request_hash, status, claim_id, response_status, response_headers, response_body, locked_until, expires_at';

const SQL = {
  lookup: `select ${COLUMNS} from idempotency_keys where company_id = ? and key = ?`,
  // headers: jsonb on PostgreSQL, bound as text and cast (a bound string would become a jsonb string).
  insert: (d: DialectName, onConflict = 'on conflict (company_id, key) do nothing') =>
    `insert into idempotency_keys (company_id, key, request_hash, status, claim_id, response_status,
       response_headers, response_body, locked_until, created_at, expires_at)
     values (?, ?, ?, 'done', ?, ?, ${jsonPlaceholder(d)}, ?, ?, ?, ?)
     ${onConflict}`,
  replace: (d: DialectName) =>
    `update idempotency_keys set request_hash = ?, status = 'done', claim_id = ?, response_status = ?,
       response_headers = ${jsonPlaceholder(d)}, response_body = ?,
       locked_until = ?, created_at = ?, expires_at = ?
     where company_id = ? and key = ? and claim_id = ?`,
  lockAndLookUp: `select pg_try_advisory_xact_lock(hashtextextended(?, 0)) as got, ${COLUMNS}
     from (select 1) as one left join idempotency_keys on company_id = ? and key = ?`,
  // Divides by zero (22012), failing the transaction, unless the lock was taken and the key has no
  // row. The divisor is not a constant (the lock function is volatile), so it is never folded.
  claimIfFree: `select 1 / (pg_try_advisory_xact_lock(hashtextextended(?, 0))
       and not exists (select 1 from idempotency_keys where company_id = ? and key = ?))::int as free`,
};

const TEXT = {
  sqlite: {
    lookup: placeholders('sqlite', SQL.lookup),
    insert: placeholders('sqlite', SQL.insert('sqlite')),
    replace: placeholders('sqlite', SQL.replace('sqlite')),
  },
  postgres: {
    lookup: placeholders('postgres', SQL.lookup),
    insert: placeholders('postgres', SQL.insert('postgres')),
    insertAtCommit: placeholders('postgres', SQL.insert('postgres', '')),
    replace: placeholders('postgres', SQL.replace('postgres')),
    lockAndLookUp: placeholders('postgres', SQL.lockAndLookUp),
    claimIfFree: placeholders('postgres', SQL.claimIfFree),
  },
};

/** The rows of a statement written out by hand: read them with the checked readers of rows.ts. */
async function rows(repo: Repository, text: string, params: unknown[]): Promise<Row[]> {
  return (await repo.db.executeQuery<Row>(CompiledQuery.raw(text, params))).rows;
}

/** Runs a statement that changes rows; how many it changed. */
async function changes(repo: Repository, text: string, params: unknown[]): Promise<number> {
  return Number((await repo.db.executeQuery(CompiledQuery.raw(text, params))).numAffectedRows ?? 0);
}

/** The key's committed row (outside a write: the look-up that answers replays). */
export async function lookupKey(
  repo: Repository,
  companyId: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await rows(repo, TEXT[repo.dialect].lookup, [companyId, key]);
  return row ? fromRow(row) : undefined;
}

/**
 * Inside a write: the key's row, if any, and on PostgreSQL first the key's advisory lock for the
 * rest of the transaction (`locked` false, at once, when another transaction holds it: its request
 * is running). A request's write holds the lock from this statement until it commits. On SQLite
 * (one writer at a time) `locked` is always true.
 */
export async function lockAndLookUp(
  repo: Repository,
  companyId: string,
  key: string,
): Promise<{ locked: boolean; row: IdempotencyRow | undefined }> {
  if (repo.dialect !== 'postgres') return { locked: true, row: await lookupKey(repo, companyId, key) };
  const [row] = await rows(repo, TEXT.postgres.lockAndLookUp, [`${companyId}:${key}`, companyId, key]);
  // The row was read in the statement's snapshot, which can predate the lock: a row committed in
  // between is found by the insert of storeAnswer, which then refuses.
  return { locked: row?.got === true, row: row?.claim_id ? fromRow(row) : undefined };
}

/**
 * PostgreSQL, first in a write: takes the key's advisory lock for the rest of the transaction, as
 * lockAndLookUp does, but sent without waiting for its answer (it travels with the BEGIN and the
 * write's own first statement). Instead of answering, it fails the transaction, with the error
 * that `mayBeNotFree` recognises, unless the lock was taken and the key has no row: the write's next
 * awaited statement (at the latest its COMMIT) throws that error, before anything commits.
 */
export async function claimIfFree(repo: Repository, companyId: string, key: string): Promise<void> {
  const query = CompiledQuery.raw(TEXT.postgres.claimIfFree, [`${companyId}:${key}`, companyId, key]);
  await repo.sendGuard(query);
}

/**
 * The error of claimIfFree (the key was in use, or had a row: a replay, a reuse, an expired key),
 * or one that may hide it: a statement of the write whose answer was read on its own (a prefetched
 * read) answers only that the transaction had failed before it, and a COMMIT whose earlier errors
 * were all taken by statements nobody awaited answers only that it rolled back.
 */
export function mayBeNotFree(error: unknown): boolean {
  if (error instanceof AbortedTransactionError) return true;
  const code = errorCode(error);
  return code === DIVISION_BY_ZERO || code === IN_FAILED_TRANSACTION;
}

const DIVISION_BY_ZERO = '22012';
const IN_FAILED_TRANSACTION = '25P02';

/**
 * Writes the key's finished row, with the answer: a new row, or, when `previousClaim` is given, in
 * place of the row held under that claim (expired or stale). False when the key was taken meanwhile
 * (another request's row committed first).
 */
export async function storeAnswer(
  repo: Repository,
  c: NewClaim,
  previousClaim: string | null,
  response: StoredResponse,
): Promise<boolean> {
  const headers = JSON.stringify(response.headers);
  const text = TEXT[repo.dialect];
  const stored =
    previousClaim === null
      ? await changes(repo, text.insert, [
          c.company_id,
          c.key,
          c.request_hash,
          c.claim_id,
          response.status,
          headers,
          response.body,
          c.locked_until,
          c.created_at,
          c.expires_at,
        ])
      : await changes(repo, text.replace, [
          c.request_hash,
          c.claim_id,
          response.status,
          headers,
          response.body,
          c.locked_until,
          c.created_at,
          c.expires_at,
          c.company_id,
          c.key,
          previousClaim,
        ]);
  return stored === 1;
}

/**
 * storeAnswer, in the request's own write just before its commit. On PostgreSQL a new row's INSERT
 * is sent like the write's other inserts (Repository.send: with the COMMIT, or merged into the
 * write's one statement). That INSERT has no ON CONFLICT: a row committed meanwhile for the key
 * fails the write with a unique violation of the key (`keyTakenBy`), so nothing commits.
 * Elsewhere the statement has run when this returns, and `taken` is known: when true, the caller
 * must not let the write commit.
 */
export async function storeAnswerAtCommit(
  repo: Repository,
  c: NewClaim,
  previousClaim: string | null,
  response: StoredResponse,
): Promise<{ taken: boolean }> {
  if (repo.dialect !== 'postgres' || previousClaim !== null)
    return { taken: !(await storeAnswer(repo, c, previousClaim, response)) };
  await repo.send(
    CompiledQuery.raw(TEXT.postgres.insertAtCommit, [
      c.company_id,
      c.key,
      c.request_hash,
      c.claim_id,
      response.status,
      JSON.stringify(response.headers),
      response.body,
      c.locked_until,
      c.created_at,
      c.expires_at,
    ]),
  );
  return { taken: false };
}

/** The write failed because the key's row was there (storeAnswerAtCommit on PostgreSQL). */
export function keyTakenBy(error: unknown): boolean {
  return (
    errorCode(error) === UNIQUE_VIOLATION &&
    (error as { constraint_name?: unknown }).constraint_name === 'idempotency_keys_pk'
  );
}

const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a driver's error, if it has one. */
function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

const TABLE = 'idempotency_keys';

/** Companies in id order after `after`, for sweeping company by company. */
export async function companyIdsAfter(
  repo: Repository,
  after: string | null,
  limit: number,
): Promise<string[]> {
  let q = repo.tables.selectFrom('companies').select('id').orderBy('id').limit(limit);
  if (after !== null) q = q.where('id', '>', after);
  return (await q.execute()).map((r) => r.id);
}

/** Whether the company has a key expired at `now` (an index probe on (company_id, expires_at)). */
export async function hasExpiredKeys(repo: Repository, companyId: string, now: string): Promise<boolean> {
  const row = await repo.tables
    .selectFrom(TABLE)
    .select('key')
    .where('company_id', '=', companyId)
    .where('expires_at', '<=', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes up to `limit` of the company's expired keys; returns how many went. */
export async function deleteExpiredKeys(
  repo: Repository,
  companyId: string,
  now: string,
  limit: number,
): Promise<number> {
  const batch = repo.tables
    .selectFrom(TABLE)
    .select('key')
    .where('company_id', '=', companyId)
    .where('expires_at', '<=', now)
    .limit(limit);
  const result = await repo.tables
    .deleteFrom(TABLE)
    .where('company_id', '=', companyId)
    .where('expires_at', '<=', now)
    .where('key', 'in', batch)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A key's row as the statements above select it (COLUMNS). */
function fromRow(r: Row): IdempotencyRow {
  const status = oneOf(r.status, KEY_STATUSES, 'idempotency_keys.status');
  return {
    request_hash: str(r, 'request_hash'),
    status,
    claim_id: str(r, 'claim_id'),
    response:
      status === 'done'
        ? {
            status: num(r, 'response_status'),
            headers: jsonStringMap(r.response_headers ?? {}, 'idempotency_keys.response_headers'),
            body: strOrNull(r, 'response_body') ?? '',
          }
        : null,
    locked_until: str(r, 'locked_until'),
    expires_at: str(r, 'expires_at'),
  };
}
