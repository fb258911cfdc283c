/** What the storage layer hands to the domain and takes from it; no SQL types leak out. */
import type { Kysely } from 'kysely';

/** Tables are declared at run time from the resource definitions, so the builder is typed loosely inside storage. */
export type Database = { [table: string]: { [column: string]: unknown } };
export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface StoredRecord {
  id: string;
  version: number;
  created_at: string;
  updated_at: string;
  /** The resource's fields, every one present (null when unset). */
  data: Record<string, unknown>;
  /** State the service keeps about the record (open balance, customer balance …); not client data. */
  sys?: Record<string, unknown>;
}

export interface SourceIdentity {
  source_system: string;
  source_id: string;
  connection_id: string;
}

export interface Condition {
  column: string;
  /** `in`: `value` is an array of values; `null`: the column has no value (`value` unused). */
  op: 'eq' | 'contains' | 'gte' | 'lte' | 'in' | 'null';
  kind: string;
  value: unknown;
}

export interface ListQuery {
  conditions: Condition[];
  sort: { column: string; kind: string; desc: boolean };
  limit: number;
  /** Offset paging (page/limit) … */
  offset: number;
  /** … or keyset paging after this (sort value, id). */
  after?: { value: unknown; id: string } | undefined;
}

export interface ListResult {
  records: StoredRecord[];
  /** The raw sort-column value of each record, for building the next cursor. */
  sortValues: unknown[];
  totalCount: number;
  hasMore: boolean;
}

export interface Company {
  id: string;
  name: string;
  base_currency: string;
  created_at: string;
}

export interface TokenRow {
  id: string;
  company_id: string;
  name: string | null;
  prefix: string;
  scopes: string[];
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

export interface EventRow {
  id: string;
  company_id: string;
  type: string;
  created_at: string;
  data: Record<string, unknown>;
}
