/** Opens the store a database URL names: SQLite or PostgreSQL, with its token watch. */
import { parseDatabaseUrl } from '../config.ts';
import type { Store, StoreOptions } from './store.ts';
import { postgresTokenWatch, sqliteTokenWatch, type TokenWatch } from './token-watch.ts';

export async function openStore(databaseUrl: string, opts: StoreOptions): Promise<Store> {
  const target = parseDatabaseUrl(databaseUrl);
  const location = { url: databaseUrl, listenUrl: opts.listenUrl };
  if (target.kind === 'postgres') {
    const { openPostgres } = await import('./postgres.ts');
    const store = { ...(await openPostgres(target.url, opts)), location };
    if (opts.backgroundOnly) return store;
    const schema = new URL(target.url).searchParams.get('schema') ?? undefined;
    // The channel is the database's, whatever the schema: the listener needs no search_path.
    const listen = new URL(opts.listenUrl ?? target.url);
    listen.searchParams.delete('schema');
    return watchingTokens(store, postgresTokenWatch({ url: listen.toString(), schema }));
  }
  const { openSqlite } = await import('./sqlite.ts');
  const opened = await openSqlite(target.path, opts);
  const store = target.path === ':memory:' ? opened : { ...opened, location };
  if (opts.backgroundOnly) return store;
  return watchingTokens(store, sqliteTokenWatch(target.path));
}

function watchingTokens(store: Store, tokenWatch: TokenWatch): Store {
  return {
    ...store,
    tokenWatch,
    async close() {
      await tokenWatch.close();
      await store.close();
    },
  };
}
