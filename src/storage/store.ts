/**
 * The one storage interface the domain uses. `read` runs queries outside a write; `write` runs
 * its function in a transaction and resolves only once that transaction is durably committed.
 * (open.ts opens one; the implementations, sqlite.ts and postgres.ts, import only these types.)
 */
import type { Resource } from '../kernel/define.ts';
import type { StorageLog } from './pooler-signs.ts';
import type { Repository } from './repository.ts';
import type { TokenWatch } from './token-watch.ts';
import type { DialectName } from './types.ts';

export interface Store {
  readonly dialect: DialectName;
  read<T>(fn: (repo: Repository) => Promise<T>): Promise<T>;
  write<T>(fn: (repo: Repository) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** When cached tokens may be trusted (see token-watch.ts); a store without one caches none. */
  readonly tokenWatch?: TokenWatch;
  /**
   * The same database through connections of its own, for background loops (webhook delivery),
   * so they never queue behind requests for a pooled connection (PostgreSQL). Closed with the
   * store. Absent: the store itself serves them (SQLite: one writer, one group-commit queue).
   */
  readonly background?: Store;
  /**
   * How to open this database again from another thread (the webhook dispatcher's, see
   * dispatcher-thread.ts). Absent for an in-memory SQLite database, which no other connection sees.
   */
  readonly location?: StoreLocation;
}

export interface StoreLocation {
  url: string;
  listenUrl: string | undefined;
}

export interface StoreOptions {
  resources: readonly Resource[];
  poolSize?: number;
  /**
   * PostgreSQL: where the token watch LISTENs (see token-watch.ts), when the database URL goes
   * through a pool that cannot (PgBouncer in transaction mode). Unset: the database URL.
   */
  listenUrl?: string | undefined;
  /**
   * Where the store logs what an operator must fix and no request can tell: PostgreSQL behind a
   * transaction pooler without `?pooler=transaction` (pooler-signs.ts). main.ts gives the app's
   * logger.
   */
  log?: StorageLog;
  /**
   * Opened for a background loop only, by a thread of an instance that opened (and migrated) the
   * database already: no migrations, no token watch (nothing here authenticates requests).
   */
  backgroundOnly?: boolean;
}
