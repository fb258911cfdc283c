/**
 * SQLite behind the Store interface: WAL with synchronous=FULL (D14), prepared statements cached by
 * SQL text, a separate read connection, and group commit: writes waiting for the writer run in one
 * transaction (each in its own savepoint, so one failure touches no other) and are answered after
 * the one fsync of its commit. WAL checkpoints run in a thread of their own
 * (sqlite-checkpoints.ts), not in the commit that happens to take the WAL past its limit.
 *
 * better-sqlite3 answers synchronously, so a write never gives the event loop back by itself:
 * a batch of large writes would hold it from its first statement to its answers (D11). So the
 * writer pauses between statements, and the writes' own long work between its pieces
 * (`Repository.turn`) (platform/turns.ts: past its slice it waits for a turn, and requests,
 * `/healthz` and new connections are served meanwhile; as the batch holds the write lock, its
 * turns alternate with everybody else's rather than queue behind them); a batch takes waiting writes
 * in arrival order only until it has done BATCH_WORK_MS of work (or MAX_BATCH writes), and
 * those left wait, first in line, for the next one; answers are given one turn at a time.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  type KyselyPlugin,
  type PluginTransformResultArgs,
  type QueryResult,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteStatement,
  sql,
  type UnknownRow,
} from 'kysely';
import { pause } from '../platform/turns.ts';
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
/**
 * A batch stops taking waiting writes once its own work (not the turns it waited for) has taken
 * this long: a write of 1,000 lines then commits with few others, small writes still share a
 * commit by the dozen.
 */
export const BATCH_WORK_MS = 25;
/** And at most this many writes share a commit. */
export const MAX_BATCH = 100;

/** Pauses the writer after every statement; counts the time it waited (not its own work). */
class PausingPlugin implements KyselyPlugin {
  waitedMs = 0;
  /** `inWrite`: the writer's, whose batch holds the write lock (platform/turns.ts). */
  constructor(private readonly inWrite: boolean) {}
  transformQuery<T>(args: { node: T }): T {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    await this.pause();
    return args.result;
  }
  /** A turn, as between statements; the writes' own pieces of work take theirs here too (Repository.turn). */
  readonly pause = async (): Promise<void> => {
    const started = performance.now();
    await pause(this.inWrite);
    this.waitedMs += performance.now() - started;
  };
}

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

/**
 * The writes of this process's stores on one database file, one batch at a time. A batch pauses
 * while it holds SQLite's write lock; another store of the process (a second instance in a test,
 * a tool) would otherwise wait for that lock inside BEGIN IMMEDIATE synchronously (busy_timeout),
 * on the very thread the batch needs to finish. Other processes wait as they always did.
 */
const fileWrites = new Map<string, Promise<void>>();

async function oneWriterAtATime<T>(file: string, fn: () => Promise<T>): Promise<T> {
  const before = fileWrites.get(file) ?? Promise.resolve();
  let release!: () => void;
  const tail = before.then(() => new Promise<void>((r) => (release = r)));
  fileWrites.set(file, tail);
  await before;
  try {
    return await fn();
  } finally {
    release();
    if (fileWrites.get(file) === tail) fileWrites.delete(file);
  }
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
  const pausing = new PausingPlugin(true);
  const writer = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachingDatabase(writerDb) }),
    // In memory the reader is the writer's connection: a read during a pause would see the
    // batch uncommitted, so an in-memory database (tests, tools) never pauses mid-transaction.
    plugins: memory ? [] : [pausing],
  });
  const turn = memory ? () => Promise.resolve() : pause;
  const file = memory ? undefined : resolve(path);
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => (file ? oneWriterAtATime(file, fn) : fn());
  // A background-only store is opened by a thread of an instance that migrated already.
  if (!opts.backgroundOnly) await exclusive(() => migrate(writer, 'sqlite', opts.resources));
  // WAL lets a second connection read while a batch is being written.
  // Reads hold no transaction between their statements (each sees what was committed), so they
  // pause between statements as the writer does: a report's reads take turns with the others.
  const reader = memory
    ? writer
    : new Kysely<Database>({
        dialect: new SqliteDialect({ database: cachingDatabase(openConnection(path, true)) }),
        plugins: [new PausingPlugin(false)],
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

  /** Writes waiting for the writer, in arrival order. */
  const queue: Job[] = [];
  let flushing: Promise<void> | null = null;

  /** Runs waiting writes from the head of the queue in one transaction, as many as BATCH_WORK_MS allows. */
  async function runBatch(): Promise<void> {
    const jobs: Job[] = [];
    const outcomes: ({ ok: true; answer: () => void } | { ok: false; error: unknown })[] = [];
    try {
      await exclusive(() =>
        writer.connection().execute(async (conn) => {
          await sql`begin immediate`.execute(conn);
          try {
            const started = performance.now();
            const waitedBefore = pausing.waitedMs;
            for (;;) {
              const job = queue.shift();
              if (!job) break;
              jobs.push(job);
              await sql`savepoint w`.execute(conn);
              try {
                const repo = new Repository(conn, 'sqlite', true, memory ? undefined : pausing.pause);
                const answer = await job.run(repo);
                await sql`release w`.execute(conn);
                outcomes.push({ ok: true, answer });
              } catch (error) {
                await sql`rollback to w`.execute(conn);
                await sql`release w`.execute(conn);
                outcomes.push({ ok: false, error });
              }
              const work = performance.now() - started - (pausing.waitedMs - waitedBefore);
              if (work >= BATCH_WORK_MS || jobs.length >= MAX_BATCH) break;
            }
            await sql`commit`.execute(conn);
          } catch (error) {
            await sql`rollback`.execute(conn).catch(() => undefined);
            throw error;
          }
        }),
      );
    } catch (error) {
      for (const job of jobs) job.reject(error);
      return;
    }
    checkpoints?.committed();
    for (const [i, job] of jobs.entries()) {
      const o = outcomes[i]!;
      // Each answer is serialised and sent by its caller right here: large ones take turns.
      await turn();
      if (o.ok) o.answer();
      else job.reject(o.error);
    }
  }

  function schedule(): void {
    if (flushing) return;
    flushing = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        while (queue.length > 0) await runBatch();
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
