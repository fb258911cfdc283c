/**
 * The company's event log (D12): every change wrote one event in its own transaction; here they
 * are read back, one by one or as a paged list filtered by type and time.
 */
import { isUuid } from '../platform/ids.ts';
import { listEvents, getEvent as readEvent } from '../storage/events.ts';
import type { Store } from '../storage/store.ts';
import type { EventRow } from '../storage/types.ts';
import { notFound } from './errors.ts';
import { decodeKeyset, encodeKeyset } from './keyset.ts';

export interface EventEnvelope {
  id: string;
  object: 'event';
  type: string;
  created_at: string;
  data: Record<string, unknown>;
}

export interface ListPagination {
  has_more: boolean;
  limit: number;
  page: number;
  total_count: number;
  /** Pass as `cursor` for the next page (keyset: constant time at any depth); null on the last. */
  next_cursor?: string | null;
}

export interface EventListParams {
  /** An exact type, or `<object>.*` for every type of one object. */
  type?: string | undefined;
  created_after?: string | undefined;
  created_before?: string | undefined;
  sort?: 'created_at' | '-created_at' | undefined;
  page?: number | undefined;
  limit?: number | undefined;
  /** `pagination.next_cursor` of the previous page (then `page` comes from it). */
  cursor?: string | undefined;
}

export class Events {
  constructor(private readonly store: Store) {}

  async list(
    companyId: string,
    p: EventListParams,
  ): Promise<{ data: EventEnvelope[]; pagination: ListPagination }> {
    const limit = p.limit ?? 50;
    const sort = p.sort ?? 'created_at';
    const cursor = p.cursor === undefined ? undefined : decodeKeyset(p.cursor, sort);
    const page = cursor?.page ?? p.page ?? 1;
    const type = p.type?.endsWith('.*')
      ? { prefix: p.type.slice(0, -1) }
      : p.type
        ? { exact: p.type }
        : undefined;
    const result = await this.store.read((repo) =>
      listEvents(repo, companyId, {
        type,
        createdAfter: p.created_after ? toUtc(p.created_after) : undefined,
        createdBefore: p.created_before ? toUtc(p.created_before) : undefined,
        desc: sort === '-created_at',
        limit,
        offset: (page - 1) * limit,
        after: cursor && { createdAt: cursor.value, id: cursor.id },
      }),
    );
    const last = result.rows.at(-1);
    const next_cursor =
      result.hasMore && last
        ? encodeKeyset({ sort, page: page + 1, value: last.created_at, id: last.id })
        : null;
    return {
      data: result.rows.map(presentEvent),
      pagination: { has_more: result.hasMore, limit, page, total_count: result.totalCount, next_cursor },
    };
  }

  async get(companyId: string, id: string): Promise<EventEnvelope> {
    const row = isUuid(id) ? await this.store.read((repo) => readEvent(repo, companyId, id)) : undefined;
    if (!row) throw notFound('event', id);
    return presentEvent(row);
  }
}

/** The event as the API and webhook deliveries show it. */
export function presentEvent(row: EventRow): EventEnvelope {
  return { id: row.id, object: 'event', type: row.type, created_at: row.created_at, data: row.data };
}

/** Stored times are UTC with milliseconds, so bounds are compared in the same form. */
function toUtc(value: string): string {
  return new Date(value).toISOString();
}
