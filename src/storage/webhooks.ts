/**
 * Webhook endpoints, deliveries and attempts (D12). Deliveries are claimed by due time with a
 * lease (their `next_attempt_at` pushed ahead), under FOR UPDATE SKIP LOCKED on PostgreSQL, so
 * several instances share the work without sending the same delivery twice in the normal case.
 */
import type { Insertable, Selectable } from 'kysely';
import { EVENT_COLUMNS, eventFromRow } from './events.ts';
import { toJson } from './json.ts';
import type { Repository } from './repository.ts';
import { jsonObject, jsonStrings, oneOf } from './rows.ts';
import type { FixedTables } from './tables.ts';
import type { EventRow } from './types.ts';

const ENDPOINT_STATUSES = ['enabled', 'disabled'] as const;
export type EndpointStatus = (typeof ENDPOINT_STATUSES)[number];

export interface EndpointRow {
  company_id: string;
  id: string;
  url: string;
  description: string | null;
  event_types: string[];
  metadata: Record<string, unknown>;
  secret: string;
  status: EndpointStatus;
  disabled_reason: string | null;
  failing_since: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const ATTEMPT_STATUSES = ['succeeded', 'failed'] as const;

export interface DeliveryRow {
  company_id: string;
  id: string;
  endpoint_id: string;
  event_id: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  first_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface AttemptRow {
  company_id: string;
  id: string;
  endpoint_id: string;
  delivery_id: string;
  event_id: string;
  event_type: string;
  attempt: number;
  status: (typeof ATTEMPT_STATUSES)[number];
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  next_attempt_at: string | null;
  created_at: string;
}

export interface Page<T> {
  rows: T[];
  totalCount: number;
  hasMore: boolean;
}

// Endpoints -------------------------------------------------------------------------------------

export async function insertEndpoint(repo: Repository, e: EndpointRow): Promise<void> {
  await repo.tables.insertInto('webhook_endpoints').values(endpointValues(repo, e)).execute();
}

/** Inside a write, the row is locked on PostgreSQL so concurrent changes of one endpoint serialise. */
export async function getEndpoint(
  repo: Repository,
  companyId: string,
  id: string,
  forUpdate = false,
): Promise<EndpointRow | undefined> {
  let q = repo.tables
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  if (forUpdate && repo.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? endpointFromRow(row) : undefined;
}

export async function listEndpoints(
  repo: Repository,
  companyId: string,
  page: { limit: number; offset: number; desc: boolean },
): Promise<Page<EndpointRow>> {
  const dir = page.desc ? 'desc' : 'asc';
  const rows = await repo.tables
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('created_at', dir)
    .orderBy('id', dir)
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute();
  const count = await repo.tables
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return {
    rows: rows.slice(0, page.limit).map(endpointFromRow),
    totalCount: Number(count?.n ?? 0),
    hasMore: rows.length > page.limit,
  };
}

export async function updateEndpoint(repo: Repository, e: EndpointRow): Promise<void> {
  const { company_id, id, created_at, ...values } = endpointValues(repo, e);
  await repo.tables
    .updateTable('webhook_endpoints')
    .set(values)
    .where('company_id', '=', company_id)
    .where('id', '=', id)
    .execute();
}

/** The endpoint goes with its deliveries and their history. */
export async function deleteEndpoint(repo: Repository, companyId: string, id: string): Promise<void> {
  for (const table of ['webhook_attempts', 'webhook_deliveries'] as const) {
    await repo.tables
      .deleteFrom(table)
      .where('company_id', '=', companyId)
      .where('endpoint_id', '=', id)
      .execute();
  }
  await repo.tables
    .deleteFrom('webhook_endpoints')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function enabledEndpointsOf(
  repo: Repository,
  companyIds: readonly string[],
): Promise<EndpointRow[]> {
  if (companyIds.length === 0) return [];
  const rows = await repo.tables
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('company_id', 'in', [...companyIds])
    .where('status', '=', 'enabled')
    .execute();
  return rows.map(endpointFromRow);
}

export async function endpointsByIds(
  repo: Repository,
  keys: readonly { company_id: string; id: string }[],
): Promise<Map<string, EndpointRow>> {
  const out = new Map<string, EndpointRow>();
  for (const [companyId, ids] of groupByCompany(keys)) {
    const rows = await repo.tables
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', 'in', ids)
      .execute();
    for (const row of rows.map(endpointFromRow)) out.set(row.id, row);
  }
  return out;
}

// Deliveries ------------------------------------------------------------------------------------

/** Makes deliveries; one that exists already for the same (endpoint, event) is left as it is. */
export async function insertDeliveries(repo: Repository, rows: readonly DeliveryRow[]): Promise<void> {
  // Several hundred rows per statement stays well under either database's parameter limit.
  for (let i = 0; i < rows.length; i += 200) {
    // Nobody reads the count (a conflict is an event fanned out already): sent without waiting.
    await repo.send(
      repo.tables
        .insertInto('webhook_deliveries')
        .values(rows.slice(i, i + 200).map((r) => ({ ...r })))
        .onConflict((oc) => oc.columns(['company_id', 'endpoint_id', 'event_id']).doNothing()),
    );
  }
}

export async function hasDueDeliveries(repo: Repository, now: string): Promise<boolean> {
  const row = await repo.tables
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countPendingDeliveries(repo: Repository): Promise<number> {
  const row = await repo.tables
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Inside a write: takes up to `limit` due deliveries and moves their `next_attempt_at` to
 * `leaseUntil`, so no other instance takes them while this one is sending.
 */
export async function claimDueDeliveries(
  repo: Repository,
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<DeliveryRow[]> {
  let q = repo.tables
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit);
  if (repo.dialect === 'postgres') q = q.forUpdate().skipLocked();
  const rows = (await q.execute()).map(deliveryFromRow);
  for (const [companyId, ids] of groupByCompany(rows)) {
    await repo.tables
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: leaseUntil, updated_at: now })
      .where('company_id', '=', companyId)
      .where('id', 'in', ids)
      .execute();
  }
  return rows.map((r) => ({ ...r, next_attempt_at: leaseUntil }));
}

export async function getDelivery(
  repo: Repository,
  companyId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  let q = repo.tables
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  if (repo.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? deliveryFromRow(row) : undefined;
}

export async function updateDelivery(repo: Repository, d: DeliveryRow): Promise<void> {
  const { company_id, id, endpoint_id, event_id, created_at, ...values } = d;
  await repo.tables
    .updateTable('webhook_deliveries')
    .set(values)
    .where('company_id', '=', company_id)
    .where('id', '=', id)
    .execute();
}

/** Pending deliveries of an endpoint that is disabled are closed as failed. */
export async function failPendingDeliveries(
  repo: Repository,
  companyId: string,
  endpointId: string,
  error: string,
  at: string,
): Promise<void> {
  await repo.tables
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', last_error: error, updated_at: at })
    .where('company_id', '=', companyId)
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .execute();
}

export async function eventsByIds(
  repo: Repository,
  keys: readonly { company_id: string; id: string }[],
): Promise<Map<string, EventRow>> {
  const out = new Map<string, EventRow>();
  for (const [companyId, ids] of groupByCompany(keys)) {
    const rows = await repo.tables
      .selectFrom('events')
      .select(EVENT_COLUMNS)
      .where('company_id', '=', companyId)
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) out.set(row.id, eventFromRow(row));
  }
  return out;
}

// Attempts --------------------------------------------------------------------------------------

export async function insertAttempt(repo: Repository, a: AttemptRow): Promise<void> {
  await repo.tables
    .insertInto('webhook_attempts')
    .values({ ...a })
    .execute();
}

export async function listAttempts(
  repo: Repository,
  companyId: string,
  endpointId: string,
  page: { limit: number; offset: number; desc: boolean; eventId?: string | undefined },
): Promise<Page<AttemptRow>> {
  let q = repo.tables
    .selectFrom('webhook_attempts')
    .where('company_id', '=', companyId)
    .where('endpoint_id', '=', endpointId);
  if (page.eventId) q = q.where('event_id', '=', page.eventId);
  const dir = page.desc ? 'desc' : 'asc';
  const rows = await q
    .selectAll()
    .orderBy('created_at', dir)
    .orderBy('id', dir)
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute();
  const count = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return {
    rows: rows.slice(0, page.limit).map(attemptFromRow),
    totalCount: Number(count?.n ?? 0),
    hasMore: rows.length > page.limit,
  };
}

// Mapping ---------------------------------------------------------------------------------------

function endpointValues(repo: Repository, e: EndpointRow): Insertable<FixedTables['webhook_endpoints']> {
  return {
    ...e,
    event_types: toJson(repo.dialect, e.event_types),
    metadata: toJson(repo.dialect, e.metadata),
  };
}

function endpointFromRow(row: Selectable<FixedTables['webhook_endpoints']>): EndpointRow {
  return {
    company_id: row.company_id,
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: jsonStrings(row.event_types, 'webhook_endpoints.event_types'),
    metadata: jsonObject(row.metadata, 'webhook_endpoints.metadata'),
    secret: row.secret,
    status: oneOf(row.status, ENDPOINT_STATUSES, 'webhook_endpoints.status'),
    disabled_reason: row.disabled_reason,
    failing_since: row.failing_since,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function deliveryFromRow(row: Selectable<FixedTables['webhook_deliveries']>): DeliveryRow {
  return {
    company_id: row.company_id,
    id: row.id,
    endpoint_id: row.endpoint_id,
    event_id: row.event_id,
    status: oneOf(row.status, DELIVERY_STATUSES, 'webhook_deliveries.status'),
    attempts: row.attempts,
    next_attempt_at: row.next_attempt_at,
    first_attempt_at: row.first_attempt_at,
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function attemptFromRow(row: Selectable<FixedTables['webhook_attempts']>): AttemptRow {
  return {
    company_id: row.company_id,
    id: row.id,
    endpoint_id: row.endpoint_id,
    delivery_id: row.delivery_id,
    event_id: row.event_id,
    event_type: row.event_type,
    attempt: row.attempt,
    status: oneOf(row.status, ATTEMPT_STATUSES, 'webhook_attempts.status'),
    status_code: row.status_code,
    error: row.error,
    duration_ms: row.duration_ms,
    next_attempt_at: row.next_attempt_at,
    created_at: row.created_at,
  };
}

function groupByCompany(keys: readonly { company_id: string; id: string }[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const k of keys) {
    const ids = out.get(k.company_id);
    if (ids) ids.push(k.id);
    else out.set(k.company_id, [k.id]);
  }
  return out;
}
