/**
 * SQL of idempotency keys (D9). Every statement is scoped by company. The claim is a plain
 * INSERT … ON CONFLICT DO NOTHING on the primary key (company_id, key), so two instances racing
 * for one key cannot both win; the other changes are compare-and-set on claim_id.
 */
import { sql } from 'kysely';
import type { Repository } from './repository.ts';

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface IdempotencyRow {
  company_id: string;
  key: string;
  request_hash: string;
  status: 'running' | 'done';
  claim_id: string;
  response: StoredResponse | null;
  locked_until: string;
  created_at: string;
  expires_at: string;
}

/** A fresh claim: the row as a new 'running' key. */
export interface NewClaim {
  company_id: string;
  key: string;
  request_hash: string;
  claim_id: string;
  locked_until: string;
  created_at: string;
  expires_at: string;
}

const TABLE = 'idempotency_keys';

/** True when the key was free and is now ours. */
export async function insertClaim(repo: Repository, c: NewClaim): Promise<boolean> {
  const row = await repo.db
    .insertInto(TABLE)
    .values({ ...c, status: 'running' })
    .onConflict((oc) => oc.columns(['company_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** The key's row; on PostgreSQL locked until the transaction ends, so a takeover decision holds. */
export async function findKey(
  repo: Repository,
  companyId: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  let q = repo.db.selectFrom(TABLE).selectAll().where('company_id', '=', companyId).where('key', '=', key);
  if (repo.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/**
 * Replaces the row held under `previousClaim` by a fresh 'running' claim: for an expired key (a
 * new request may use it) or a stale claim whose lease ran out. False if someone else got there first.
 */
export async function takeOver(repo: Repository, previousClaim: string, c: NewClaim): Promise<boolean> {
  const result = await repo.db
    .updateTable(TABLE)
    .set({
      request_hash: c.request_hash,
      status: 'running',
      claim_id: c.claim_id,
      response_status: null,
      response_headers: null,
      response_body: null,
      locked_until: c.locked_until,
      created_at: c.created_at,
      expires_at: c.expires_at,
    })
    .where('company_id', '=', c.company_id)
    .where('key', '=', c.key)
    .where('claim_id', '=', previousClaim)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores the response of a finished request. False if the claim was lost (taken over) meanwhile. */
export async function completeClaim(
  repo: Repository,
  companyId: string,
  key: string,
  claimId: string,
  response: StoredResponse,
): Promise<boolean> {
  const headers = JSON.stringify(response.headers);
  const result = await repo.db
    .updateTable(TABLE)
    .set({
      status: 'done',
      response_status: response.status,
      response_headers: repo.dialect === 'postgres' ? sql`${headers}::text::jsonb` : headers,
      response_body: response.body,
    })
    .where('company_id', '=', companyId)
    .where('key', '=', key)
    .where('claim_id', '=', claimId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Frees the key, so a retry runs the request again. */
export async function releaseClaim(
  repo: Repository,
  companyId: string,
  key: string,
  claimId: string,
): Promise<void> {
  await repo.db
    .deleteFrom(TABLE)
    .where('company_id', '=', companyId)
    .where('key', '=', key)
    .where('claim_id', '=', claimId)
    .execute();
}

/** Companies in id order after `after`, for sweeping company by company. */
export async function companyIdsAfter(
  repo: Repository,
  after: string | null,
  limit: number,
): Promise<string[]> {
  let q = repo.db.selectFrom('companies').select('id').orderBy('id').limit(limit);
  if (after !== null) q = q.where('id', '>', after);
  return (await q.execute()).map((r) => String(r.id));
}

/** Whether the company has a key expired at `now` (an index probe on (company_id, expires_at)). */
export async function hasExpiredKeys(repo: Repository, companyId: string, now: string): Promise<boolean> {
  const row = await repo.db
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
  const batch = repo.db
    .selectFrom(TABLE)
    .select('key')
    .where('company_id', '=', companyId)
    .where('expires_at', '<=', now)
    .limit(limit);
  const result = await repo.db
    .deleteFrom(TABLE)
    .where('company_id', '=', companyId)
    .where('expires_at', '<=', now)
    .where('key', 'in', batch)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

function fromRow(r: Record<string, unknown>): IdempotencyRow {
  const headers = r.response_headers;
  return {
    company_id: String(r.company_id),
    key: r.key as string,
    request_hash: r.request_hash as string,
    status: r.status as 'running' | 'done',
    claim_id: r.claim_id as string,
    response:
      r.status === 'done'
        ? {
            status: Number(r.response_status),
            headers: (typeof headers === 'string' ? JSON.parse(headers) : (headers ?? {})) as Record<
              string,
              string
            >,
            body: (r.response_body as string | null) ?? '',
          }
        : null,
    locked_until: r.locked_until as string,
    created_at: r.created_at as string,
    expires_at: r.expires_at as string,
  };
}
