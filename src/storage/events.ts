/**
 * Reads of the events outbox (D12): the company's event list and one event, and the fan-out
 * side: events whose deliveries are not made yet, claimed so that several instances never fan out
 * the same event twice.
 */
import { type Expression, type ExpressionBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import type { Repository } from './repository.ts';
import { jsonObject } from './rows.ts';
import type { FixedTables } from './tables.ts';
import type { Database, EventRow } from './types.ts';

export interface EventListQuery {
  /** An exact type (`invoice.created`) or every type under a prefix (`invoice.`). */
  type?: { exact: string } | { prefix: string } | undefined;
  /** Inclusive bounds, RFC 3339 UTC. */
  createdAfter?: string | undefined;
  createdBefore?: string | undefined;
  desc: boolean;
  limit: number;
  offset: number;
  /** Keyset paging instead of the offset: the rows after this (created_at, id) in the order. */
  after?: { createdAt: string; id: string } | undefined;
}

export interface EventPage {
  rows: EventRow[];
  totalCount: number;
  hasMore: boolean;
}

/** The columns of an EventRow. */
export const EVENT_COLUMNS = ['company_id', 'id', 'type', 'created_at', 'data'] as const;

type Tables = Database & FixedTables;

export async function listEvents(repo: Repository, companyId: string, q: EventListQuery): Promise<EventPage> {
  const where = (eb: ExpressionBuilder<Tables, 'events'>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [eb('company_id', '=', companyId)];
    if (q.type && 'exact' in q.type) parts.push(eb('type', '=', q.type.exact));
    if (q.type && 'prefix' in q.type) {
      // substr rather than LIKE: no wildcard escaping, and the same meaning on both databases.
      parts.push(sql<SqlBool>`substr(type, 1, ${q.type.prefix.length}) = ${q.type.prefix}`);
    }
    if (q.createdAfter) parts.push(eb('created_at', '>=', q.createdAfter));
    if (q.createdBefore) parts.push(eb('created_at', '<=', q.createdBefore));
    return eb.and(parts);
  };
  // The page after a cursor: one range of the (company_id, created_at, id) index, as a row value.
  const page = (eb: ExpressionBuilder<Tables, 'events'>): Expression<SqlBool> => {
    if (!q.after) return where(eb);
    const id = repo.dialect === 'postgres' ? sql`${q.after.id}::uuid` : sql`${q.after.id}`;
    const cmp = sql.raw(q.desc ? '<' : '>');
    return eb.and([where(eb), sql<SqlBool>`(created_at, id) ${cmp} (${q.after.createdAt}, ${id})`]);
  };
  const dir = q.desc ? 'desc' : 'asc';
  // Page the ids on the (company_id, created_at, id) index first, then fetch only those rows, so a
  // deep page does not read the documents it skips.
  const ids = await repo.tables
    .selectFrom('events')
    .select(['id'])
    .where(page)
    .orderBy('created_at', dir)
    .orderBy('id', dir)
    .limit(q.limit + 1)
    .offset(q.after ? 0 : q.offset)
    .execute();
  const hasMore = ids.length > q.limit;
  const pageIds = ids.slice(0, q.limit).map((r) => r.id);
  let rows: EventRow[] = [];
  if (pageIds.length > 0) {
    const fetched = await repo.tables
      .selectFrom('events')
      .select(EVENT_COLUMNS)
      .where('company_id', '=', companyId)
      .where('id', 'in', pageIds)
      .execute();
    const order = new Map(pageIds.map((id, i) => [id, i]));
    rows = fetched.map(eventFromRow).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  }
  return { rows, totalCount: await countEvents(repo, companyId, q, where), hasMore };
}

/**
 * The exact count of the list. Unfiltered, the company's counter (its slots summed; kept by
 * triggers in the transaction of each event, migration 0007): its cost does not grow with the
 * company's history. Filtered by type or time, the matching entries of the index are counted.
 */
async function countEvents(
  repo: Repository,
  companyId: string,
  q: EventListQuery,
  where: (eb: ExpressionBuilder<Tables, 'events'>) => Expression<SqlBool>,
): Promise<number> {
  if (!q.type && !q.createdAfter && !q.createdBefore) {
    const { rows } = await sql<{ n: unknown }>`
      select coalesce(sum(count), 0) as n from event_count_slots where company_id = ${companyId}`.execute(
      repo.db,
    );
    return Number(rows[0]?.n ?? 0);
  }
  const count = await repo.tables
    .selectFrom('events')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(where)
    .executeTakeFirst();
  return Number(count?.n ?? 0);
}

export async function getEvent(
  repo: Repository,
  companyId: string,
  id: string,
): Promise<EventRow | undefined> {
  const row = await repo.tables
    .selectFrom('events')
    .select(EVENT_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? eventFromRow(row) : undefined;
}

/** A cheap look before taking a write transaction: is any event waiting to be fanned out? */
export async function hasUnfannedEvents(repo: Repository): Promise<boolean> {
  const row = await repo.tables
    .selectFrom('events')
    .select('id')
    .where('fanned_out_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Events not fanned out yet (the outbox depth), for monitoring. */
export async function countUnfannedEvents(repo: Repository): Promise<number> {
  const row = await repo.tables
    .selectFrom('events')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('fanned_out_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Inside a write: up to `limit` events awaiting fan-out, locked. On PostgreSQL, SKIP LOCKED lets
 * another instance take the next events instead of waiting or taking the same ones; SQLite has one
 * writer at a time, so the transaction alone makes the claim exclusive.
 */
/** What fanning an event out looks at: not its data, which its deliveries read when they are sent. */
export type EventHeader = Pick<EventRow, 'company_id' | 'id' | 'type' | 'created_at'>;

export async function claimUnfannedEvents(repo: Repository, limit: number): Promise<EventHeader[]> {
  let q = repo.tables
    .selectFrom('events')
    .select(['company_id', 'id', 'type', 'created_at'])
    .where('fanned_out_at', 'is', null)
    .limit(limit);
  if (repo.dialect === 'postgres') q = q.forUpdate().skipLocked();
  return (await q.execute()).map((row) => ({
    company_id: row.company_id,
    id: row.id,
    type: row.type,
    created_at: row.created_at,
  }));
}

export async function markFannedOut(
  repo: Repository,
  events: readonly Pick<EventRow, 'company_id' | 'id'>[],
  at: string,
): Promise<void> {
  const byCompany = new Map<string, string[]>();
  for (const e of events) byCompany.set(e.company_id, [...(byCompany.get(e.company_id) ?? []), e.id]);
  for (const [companyId, ids] of byCompany) {
    // Claimed FOR UPDATE: nobody reads the count; on PostgreSQL it travels with the COMMIT.
    await repo.send(
      repo.tables
        .updateTable('events')
        .set({ fanned_out_at: at })
        .where('company_id', '=', companyId)
        .where('id', 'in', ids),
    );
  }
}

export function eventFromRow(
  row: Pick<Selectable<FixedTables['events']>, (typeof EVENT_COLUMNS)[number]>,
): EventRow {
  return {
    company_id: row.company_id,
    id: row.id,
    type: row.type,
    created_at: row.created_at,
    data: jsonObject(row.data, 'events.data'),
  };
}
