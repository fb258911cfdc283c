/**
 * The one storage interface the domain uses. `read` runs queries outside a write; `write` runs
 * its function in a transaction and resolves only once that transaction is durably committed.
 */
import { parseDatabaseUrl } from '../config.ts';
import type { Resource } from '../resources/define.ts';
import type { Repository } from './repository.ts';
import type { DialectName } from './types.ts';

export interface Store {
  readonly dialect: DialectName;
  read<T>(fn: (repo: Repository) => Promise<T>): Promise<T>;
  write<T>(fn: (repo: Repository) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StoreOptions {
  resources: readonly Resource[];
  poolSize?: number;
}

export async function openStore(databaseUrl: string, opts: StoreOptions): Promise<Store> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.kind === 'postgres') {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(target.url, opts);
  }
  const { openSqlite } = await import('./sqlite.ts');
  return openSqlite(target.path, opts);
}
