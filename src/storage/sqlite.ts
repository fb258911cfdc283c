/**
 * SQLite behind the Store interface: WAL with synchronous=FULL (D14), prepared statements cached by
 * SQL text, a separate read connection, and group commit: every write that arrives in the same
 * tick runs in one transaction (each in its own savepoint, so one failure touches no other) and
 * is answered after the one fsync of its commit. WAL checkpoints run in a thread of their own
 * (sqlite-checkpoints.ts), not in the commit that happens to take the WAL past its limit.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, type SqliteDatabase, SqliteDialect, type SqliteStatement, sql } from 'kysely';
import { Repository } from './repository.ts';
import { migrate } from './schema.ts';
import {
  type Checkpointer,
  SQLITE_DEFAULT_CHECKPOINT_PAGES,
  startCheckpointer,
  WRITER_CHECKPOINT_PAGES,
} from './sqlite-checkpoints.ts';
import type { Store, StoreOptions } from './store.ts';
import type { Database } from './types.ts';

const STATEMENT_CACHE_SIZE = 1000;

/** Kysely prepares a statement per query; reusing them by SQL text roughly doubles throughput. */
function cachingDatabase(db: BetterSqlite3.Database): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => db.close(),
    prepare(text: string): SqliteStatement {
      let stmt = cache.get(text);
      if (!stmt) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        stmt = db.prepare(text);
        cache.set(text, stmt);
      }
      return stmt;
    },
  };
}

function openConnection(path: string, readonly: boolean): BetterSqlite3.Database {
  const db = new BetterSqlite3(path, { readonly });
  db.pragma('busy_timeout = 5000');
  if (!readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
  }
  return db;
}

interface Job {
  /** Runs the write in the batch's transaction; what it gives back answers its caller after the commit. */
  run: (repo: Repository) => Promise<() => void>;
  reject: (error: unknown) => void;
}

export async function openSqlite(path: string, opts: StoreOptions): Promise<Store> {
  const memory = path === ':memory:';
  if (!memory) mkdirSync(dirname(path), { recursive: true });
  const writerDb = openConnection(path, false);
  const writer = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachingDatabase(writerDb) }),
  });
  // A background-only store is opened by a thread of an instance that migrated already.
  if (!opts.backgroundOnly) await migrate(writer, 'sqlite', opts.resources);
  // WAL lets a second connection read while a batch is being written.
  const reader = memory
    ? writer
    : new Kysely<Database>({
        dialect: new SqliteDialect({ database: cachingDatabase(openConnection(path, true)) }),
      });

  // A background-only store (another thread's) leaves checkpoints to the instance's own store.
  let checkpoints: Checkpointer | undefined;
  if (!memory && !opts.backgroundOnly) {
    checkpoints = startCheckpointer(path, {
      onLost() {
        checkpoints = undefined;
        writerDb.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_CHECKPOINT_PAGES}`);
      },
    });
    writerDb.pragma(`wal_autocheckpoint = ${WRITER_CHECKPOINT_PAGES}`);
  }

  let queue: Job[] = [];
  let flushing: Promise<void> | null = null;

  async function runBatch(jobs: Job[]): Promise<void> {
    const outcomes: ({ ok: true; answer: () => void } | { ok: false; error: unknown })[] = [];
    try {
      await writer.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          for (const job of jobs) {
            await sql`savepoint w`.execute(conn);
            try {
              const answer = await job.run(new Repository(conn, 'sqlite', true));
              await sql`release w`.execute(conn);
              outcomes.push({ ok: true, answer });
            } catch (error) {
              await sql`rollback to w`.execute(conn);
              await sql`release w`.execute(conn);
              outcomes.push({ ok: false, error });
            }
          }
          await sql`commit`.execute(conn);
        } catch (error) {
          await sql`rollback`.execute(conn).catch(() => undefined);
          throw error;
        }
      });
    } catch (error) {
      for (const job of jobs) job.reject(error);
      return;
    }
    checkpoints?.committed();
    jobs.forEach((job, i) => {
      const o = outcomes[i]!;
      if (o.ok) o.answer();
      else job.reject(o.error);
    });
  }

  function schedule(): void {
    if (flushing) return;
    flushing = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        while (queue.length > 0) {
          const jobs = queue;
          queue = [];
          await runBatch(jobs);
        }
      })
      .finally(() => {
        flushing = null;
        if (queue.length > 0) schedule();
      });
  }

  return {
    dialect: 'sqlite',
    read: (fn) => fn(new Repository(reader, 'sqlite', false)),
    write<T>(fn: (repo: Repository) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({
          run: async (repo) => {
            const value = await fn(repo);
            return () => resolve(value);
          },
          reject,
        });
        schedule();
      });
    },
    async ping() {
      await sql`select 1`.execute(reader);
    },
    async close() {
      while (flushing) await flushing;
      await checkpoints?.stop();
      if (reader !== writer) await reader.destroy();
      await writer.destroy();
    },
  };
}
