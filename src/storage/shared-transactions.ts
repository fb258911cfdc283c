/**
 * One transaction for several requests (D23's atomic batch). The batch opens a write and runs its
 * operations inside `share`; every read and write those operations make through this store joins
 * that transaction instead of opening one of their own, so they see each other's changes and
 * commit or roll back together. Which transaction to join travels with the async context
 * (AsyncLocalStorage), not through every domain call: the domain code of an operation is the code
 * of the same request sent alone.
 *
 * Each write an operation makes runs in a savepoint of the shared transaction, as it would run in a
 * transaction of its own: when it fails, what it wrote is rolled back and its error reaches the
 * operation where a failed commit would (on PostgreSQL, statements sent ahead unawaited are
 * awaited by the savepoint's release, so their error surfaces there too). The other operations'
 * changes stay. Whether the whole commits is for the batch to say.
 *
 * Only while the shared write is open: something the operations started that outlives it (a
 * promise not awaited) falls back to the store's own transactions rather than running on a
 * finished one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'kysely';
import type { Repository } from './repository.ts';
import type { Store } from './store.ts';

interface Shared {
  repo: Repository;
  open: boolean;
  savepoints: number;
}

async function inSavepoint<T>(shared: Shared, fn: (repo: Repository) => Promise<T>): Promise<T> {
  const name = sql.raw(`shared_${++shared.savepoints}`);
  const db = shared.repo.db;
  await sql`savepoint ${name}`.execute(db);
  let value: T;
  try {
    value = await fn(shared.repo);
    await sql`release savepoint ${name}`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint ${name}`.execute(db);
    await sql`release savepoint ${name}`.execute(db);
    throw error;
  }
  return value;
}

export interface SharingStore extends Store {
  /** Runs `fn` with every read and write of this store joining `repo`'s transaction. */
  share<T>(repo: Repository, fn: () => Promise<T>): Promise<T>;
}

export function sharingTransactions(store: Store): SharingStore {
  const context = new AsyncLocalStorage<Shared>();
  const joined = (): Shared | undefined => {
    const shared = context.getStore();
    return shared?.open ? shared : undefined;
  };
  return {
    dialect: store.dialect,
    read: (fn) => {
      const shared = joined();
      return shared ? fn(shared.repo) : store.read(fn);
    },
    write: (fn) => {
      const shared = joined();
      return shared ? inSavepoint(shared, fn) : store.write(fn);
    },
    ping: () => store.ping(),
    close: () => store.close(),
    ...(store.tokenWatch ? { tokenWatch: store.tokenWatch } : {}),
    ...(store.background ? { background: store.background } : {}),
    ...(store.location ? { location: store.location } : {}),
    async share(repo, fn) {
      const shared: Shared = { repo, open: true, savepoints: 0 };
      try {
        return await context.run(shared, fn);
      } finally {
        shared.open = false;
      }
    },
  };
}
