/**
 * SQL of the dashboard: users, sessions and failed sign-in counters (migration 0004). Each
 * function runs on the Repository it is given, so it joins the caller's transaction.
 */
import { sql } from 'kysely';
import type { Repository } from './repository.ts';

export const ROLES = ['admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

export interface UserRow {
  id: string;
  company_id: string;
  email: string;
  role: Role;
  created_at: string;
}

export interface SessionRow {
  id: string;
  company_id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

/** A live session with who it belongs to. */
export interface SessionView {
  session_id: string;
  expires_at: string;
  company_name: string;
  user: UserRow;
}

export type AttemptKind = 'account' | 'address';

export interface AttemptRow {
  kind: AttemptKind;
  key: string;
  failures: number;
  last_failure_at: string;
  locked_until: string | null;
}

type Row = Record<string, unknown>;

function userFromRow(row: Row): UserRow {
  return {
    id: row.id as string,
    company_id: row.company_id as string,
    email: row.email as string,
    role: row.role as Role,
    created_at: row.created_at as string,
  };
}

// Users ----------------------------------------------------------------------------------------

/** False when the email is already taken (by a user of any company). */
export async function insertUser(
  repo: Repository,
  user: UserRow & { password_hash: string },
): Promise<boolean> {
  const inserted = await repo.db
    .insertInto('users')
    .values({ ...user })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .execute();
  return inserted.length === 1;
}

export async function listUsers(repo: Repository, companyId: string): Promise<UserRow[]> {
  const rows = await repo.db
    .selectFrom('users')
    .select(['id', 'company_id', 'email', 'role', 'created_at'])
    .where('company_id', '=', companyId)
    .orderBy('email')
    .execute();
  return rows.map(userFromRow);
}

export async function findUserByEmail(
  repo: Repository,
  email: string,
): Promise<(UserRow & { password_hash: string }) | undefined> {
  const row = await repo.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  return row ? { ...userFromRow(row), password_hash: row.password_hash as string } : undefined;
}

// Sessions -------------------------------------------------------------------------------------

export async function insertSession(repo: Repository, session: SessionRow): Promise<void> {
  await repo.db
    .insertInto('sessions')
    .values({ ...session })
    .execute();
}

/** The session whose cookie hashes to tokenHash, if it has not expired, with its user and company. */
export async function findSession(
  repo: Repository,
  tokenHash: string,
  now: string,
): Promise<SessionView | undefined> {
  const row = await repo.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', (j) =>
      j.onRef('u.company_id', '=', 's.company_id').onRef('u.id', '=', 's.user_id'),
    )
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .select([
      's.id as session_id',
      's.expires_at as expires_at',
      'c.name as company_name',
      'u.id as id',
      'u.company_id as company_id',
      'u.email as email',
      'u.role as role',
      'u.created_at as created_at',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    session_id: row.session_id as string,
    expires_at: row.expires_at as string,
    company_name: row.company_name as string,
    user: userFromRow(row),
  };
}

export async function deleteSession(repo: Repository, tokenHash: string): Promise<void> {
  await repo.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Expired sessions are removed when their user signs in again; a row never outlives that. */
export async function deleteExpiredSessions(
  repo: Repository,
  companyId: string,
  userId: string,
  now: string,
): Promise<void> {
  await repo.db
    .deleteFrom('sessions')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('expires_at', '<=', now)
    .execute();
}

// Failed sign-ins ------------------------------------------------------------------------------

export async function getAttempts(
  repo: Repository,
  keys: { kind: AttemptKind; key: string }[],
): Promise<AttemptRow[]> {
  if (keys.length === 0) return [];
  const rows = await repo.db
    .selectFrom('sign_in_attempts')
    .selectAll()
    .where((eb) => eb.or(keys.map((k) => eb.and([eb('kind', '=', k.kind), eb('key', '=', k.key)]))))
    .execute();
  return rows.map((row) => ({
    kind: row.kind as AttemptKind,
    key: row.key as string,
    failures: Number(row.failures),
    last_failure_at: row.last_failure_at as string,
    locked_until: (row.locked_until as string | null) ?? null,
  }));
}

/**
 * Counts one failure atomically (concurrent failures are all counted) and returns the new count.
 * A count whose last failure is older than windowStart starts again at 1.
 */
export async function recordFailure(
  repo: Repository,
  kind: AttemptKind,
  key: string,
  now: string,
  windowStart: string,
): Promise<number> {
  const row = await repo.db
    .insertInto('sign_in_attempts')
    .values({ kind, key, failures: 1, last_failure_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.columns(['kind', 'key']).doUpdateSet({
        failures: sql`case when ${sql.ref('sign_in_attempts.last_failure_at')} < ${windowStart} then 1 else ${sql.ref('sign_in_attempts.failures')} + 1 end`,
        last_failure_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function lockAttempts(
  repo: Repository,
  kind: AttemptKind,
  key: string,
  until: string,
): Promise<void> {
  await repo.db
    .updateTable('sign_in_attempts')
    .set({ locked_until: until })
    .where('kind', '=', kind)
    .where('key', '=', key)
    .execute();
}

export async function clearAttempts(repo: Repository, kind: AttemptKind, key: string): Promise<void> {
  await repo.db.deleteFrom('sign_in_attempts').where('kind', '=', kind).where('key', '=', key).execute();
}

// API keys, as the dashboard changes them -------------------------------------------------------

/**
 * Reads an API token of the company and, on PostgreSQL, locks its row until the transaction
 * ends, so two revocations racing each other see each other's result (one audit event, not two).
 */
export async function lockApiToken(
  repo: Repository,
  companyId: string,
  id: string,
): Promise<{ revoked_at: string | null } | undefined> {
  let q = repo.db
    .selectFrom('api_tokens')
    .select('revoked_at')
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  if (repo.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? { revoked_at: (row.revoked_at as string | null) ?? null } : undefined;
}
