/**
 * SQL of the dashboard: users, sessions and failed sign-in counters (migration 0004). Each
 * function runs on the Repository it is given, so it joins the caller's transaction.
 */
import { sql } from 'kysely';
import type { Repository } from './repository.ts';
import { oneOf } from './rows.ts';

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
  /** The sealed one-view message the session holds for its next page, if any. */
  flash: string | null;
}

const ATTEMPT_KINDS = ['account', 'address'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

export interface AttemptRow {
  kind: AttemptKind;
  key: string;
  failures: number;
  last_failure_at: string;
  locked_until: string | null;
}

/** A user as read: the columns of UserRow, the role as the text column holds it. */
function userFromRow(row: Omit<UserRow, 'role'> & { role: string }): UserRow {
  return {
    id: row.id,
    company_id: row.company_id,
    email: row.email,
    role: oneOf(row.role, ROLES, 'users.role'),
    created_at: row.created_at,
  };
}

// Users ----------------------------------------------------------------------------------------

/** False when the email is already taken (by a user of any company). */
export async function insertUser(
  repo: Repository,
  user: UserRow & { password_hash: string },
): Promise<boolean> {
  const inserted = await repo.tables
    .insertInto('users')
    .values({ ...user })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .execute();
  return inserted.length === 1;
}

export async function listUsers(repo: Repository, companyId: string): Promise<UserRow[]> {
  const rows = await repo.tables
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
  const row = await repo.tables.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  return row ? { ...userFromRow(row), password_hash: row.password_hash } : undefined;
}

// Sessions -------------------------------------------------------------------------------------

export async function insertSession(repo: Repository, session: SessionRow): Promise<void> {
  await repo.tables
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
  const row = await repo.tables
    .selectFrom('sessions')
    .innerJoin('users', (j) =>
      j.onRef('users.company_id', '=', 'sessions.company_id').onRef('users.id', '=', 'sessions.user_id'),
    )
    .innerJoin('companies', 'companies.id', 'sessions.company_id')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at as expires_at',
      'sessions.flash as flash',
      'companies.name as company_name',
      'users.id as id',
      'users.company_id as company_id',
      'users.email as email',
      'users.role as role',
      'users.created_at as created_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    session_id: row.session_id,
    expires_at: row.expires_at,
    company_name: row.company_name,
    user: userFromRow(row),
    flash: row.flash,
  };
}

/**
 * The sealed one-view message a session holds (null: none; undefined: no such session), its row
 * locked on PostgreSQL until the transaction ends, so that concurrent requests of one session
 * take or extend the message one after the other (SQLite runs writes one at a time anyway).
 */
export async function lockSessionFlash(
  repo: Repository,
  companyId: string,
  sessionId: string,
): Promise<string | null | undefined> {
  let q = repo.tables
    .selectFrom('sessions')
    .select('flash')
    .where('company_id', '=', companyId)
    .where('id', '=', sessionId);
  if (repo.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? row.flash : undefined;
}

export async function setSessionFlash(
  repo: Repository,
  companyId: string,
  sessionId: string,
  flash: string | null,
): Promise<void> {
  await repo.tables
    .updateTable('sessions')
    .set({ flash })
    .where('company_id', '=', companyId)
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSession(repo: Repository, tokenHash: string): Promise<void> {
  await repo.tables.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Expired sessions are removed when their user signs in again; a row never outlives that. */
export async function deleteExpiredSessions(
  repo: Repository,
  companyId: string,
  userId: string,
  now: string,
): Promise<void> {
  await repo.tables
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
  const rows = await repo.tables
    .selectFrom('sign_in_attempts')
    .selectAll()
    .where((eb) => eb.or(keys.map((k) => eb.and([eb('kind', '=', k.kind), eb('key', '=', k.key)]))))
    .execute();
  return rows.map((row) => ({
    kind: oneOf(row.kind, ATTEMPT_KINDS, 'sign_in_attempts.kind'),
    key: row.key,
    failures: row.failures,
    last_failure_at: row.last_failure_at,
    locked_until: row.locked_until,
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
  const row = await repo.tables
    .insertInto('sign_in_attempts')
    .values({ kind, key, failures: 1, last_failure_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.columns(['kind', 'key']).doUpdateSet({
        failures: sql<number>`case when ${sql.ref('sign_in_attempts.last_failure_at')} < ${windowStart} then 1 else ${sql.ref('sign_in_attempts.failures')} + 1 end`,
        last_failure_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function lockAttempts(
  repo: Repository,
  kind: AttemptKind,
  key: string,
  until: string,
): Promise<void> {
  await repo.tables
    .updateTable('sign_in_attempts')
    .set({ locked_until: until })
    .where('kind', '=', kind)
    .where('key', '=', key)
    .execute();
}

export async function clearAttempts(repo: Repository, kind: AttemptKind, key: string): Promise<void> {
  await repo.tables.deleteFrom('sign_in_attempts').where('kind', '=', kind).where('key', '=', key).execute();
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
  let q = repo.tables
    .selectFrom('api_tokens')
    .select('revoked_at')
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  if (repo.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? { revoked_at: row.revoked_at } : undefined;
}
