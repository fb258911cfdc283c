/**
 * PostgreSQL behind the Store interface, through the `postgres` driver. Every write is one
 * transaction at READ COMMITTED; rows to change are read FOR UPDATE, so concurrent writers of one
 * record serialise instead of losing an update. Reads outside a write are single statements on the
 * pool, in no transaction. Several API instances can share one database.
 *
 * Behind a transaction-mode pooler (PgBouncer `pool_mode = transaction`), declared with
 * `?pooler=transaction` in the URL, each transaction and each statement outside one may run on a
 * different server connection, so nothing here may rely on the session between statements: no
 * named prepared statements, no pipelining, no session search_path or advisory lock (see
 * `openPostgres` and docs/scaling.md).
 */
import {
  AbortedTransactionError,
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  sql,
  type TransactionSettings,
} from 'kysely';
import postgres from 'postgres';
import { pauseInWrite } from '../platform/turns.ts';
import {
  type StorageLog,
  sessionsShared,
  TransactionPoolerError,
  transactionPoolerSign,
} from './pooler-signs.ts';
import { AT_COMMIT, GUARDS, PIPELINED, PREFETCHED, Repository } from './repository.ts';
import { migrate } from './schema.ts';
import type { Store, StoreOptions } from './store.ts';
import type { Database } from './types.ts';

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
/** What another install's schema changes can make the migrator's look-up fail with (openPostgres). */
const LOOK_AGAIN = new Set(['3F000', '42P01', '42703']);

interface PostgresTarget {
  /** The URL for postgres.js: without the parameters read here. */
  url: string;
  /** `?schema=NAME` selects (and creates) a schema: one database can hold several installs or test runs. */
  schema: string | undefined;
  /**
   * `?pooler=transaction`: the URL goes through a transaction-mode pooler (PgBouncer
   * `pool_mode = transaction`), which gives each transaction, and each statement outside one,
   * whichever server connection is free.
   */
  pooled: boolean;
}

function splitUrl(url: string): PostgresTarget {
  const u = new URL(url);
  const schema = u.searchParams.get('schema') ?? undefined;
  const pooler = u.searchParams.get('pooler') ?? undefined;
  u.searchParams.delete('schema');
  u.searchParams.delete('pooler');
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new Error('DATABASE_URL schema must be a lower-case identifier');
  if (pooler !== undefined && pooler !== 'transaction')
    throw new Error(
      `DATABASE_URL pooler must be "transaction" (got "${pooler}"); a session-mode pooler needs none`,
    );
  return { url: u.toString(), schema, pooled: pooler === 'transaction' };
}

export async function openPostgres(databaseUrl: string, opts: StoreOptions): Promise<Store> {
  const { url, schema, pooled } = splitUrl(databaseUrl);
  if (pooled && (!opts.listenUrl || new URL(opts.listenUrl).searchParams.has('pooler')))
    throw new Error(
      'DATABASE_URL ?pooler=transaction needs DATABASE_LISTEN_URL set to a direct (or session-mode) ' +
        'address: the token watch LISTENs for revocations, which needs a session of its own',
    );
  const latch = new PoolerLatch(opts.log);
  // Before any named statement is sent: once one has been, replies may already be crossed.
  if (!pooled) {
    const sign = await sharedSessionsSign(url);
    if (sign) latch.trip(sign);
  }
  if (schema && !latch.tripped) {
    const admin = postgres(url, { max: 1, onnotice: () => undefined, ...(pooled ? POOLED : {}) });
    try {
      await admin.unsafe(`create schema if not exists ${schema}`);
    } catch (error) {
      // Two instances creating it at once: one of them fails on the catalogue's unique index.
      if ((error as { code?: string }).code !== '23505') throw error;
    } finally {
      await admin.end();
    }
  }
  const poolOf = (max: number) =>
    postgres(url, {
      max,
      onnotice: () => undefined,
      // A transaction pooler refuses a search_path in the start-up packet (PgBouncer 1.18), or drops
      // it (ignore_startup_parameters) and a SET would stay on one server connection: there the
      // schema is the pooler's or the role's setting, checked below.
      ...(schema && !pooled ? { connection: { search_path: schema } } : {}),
      ...(pooled ? POOLED : {}),
    });
  const client = latch.track(poolOf(opts.poolSize ?? 10));
  if (schema && pooled) {
    const [row] = await client.unsafe<{ schema: string | null; path: string }[]>(
      'select current_schema() as schema, current_setting($1) as path',
      ['search_path'],
    );
    if (row?.schema !== schema) {
      await client.end();
      throw new Error(
        `DATABASE_URL ?schema=${schema} with ?pooler=transaction: the pooler's server connections have ` +
          `search_path ${row?.path}, not ${schema}. A transaction pooler cannot take a search_path ` +
          `from each client: set it on the pooler's database entry (PgBouncer: connect_query='set ` +
          `search_path to ${schema}') or on the role (alter role … set search_path to ${schema})`,
      );
    }
  }
  const db = kyselyOn(client, pooled);
  // The migrations' own Kysely on the same pool: it takes the migration lock inside each of its
  // transactions (see MigrationAdapter). Neither Kysely ends the pool: `close` does.
  const migrator = new Kysely<Database>({
    dialect: {
      createAdapter: () => new MigrationAdapter(),
      createDriver: () => new PoolDriver(client, pooled, MIGRATION_LOCK),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  // Kysely's Migrator looks at every column of every schema of the database (and asks
  // pg_get_serial_sequence about each): a schema dropped at that moment by another install (a test
  // run) fails the look-up with 3F000, a table or column dropped with 42P01 or 42703 ("column … of
  // relation … does not exist", about another schema's table) — then look again. The migrations
  // are transactional, so nothing of a failed attempt stays.
  // A background-only store is opened by a thread of an instance that migrated already.
  // A store that has seen a sign of a transaction pooler sends nothing, its migrations included.
  for (let attempt = 1; !opts.backgroundOnly && !latch.tripped; attempt++) {
    try {
      await migrate(migrator, 'postgres', opts.resources);
      break;
    } catch (error) {
      if (latch.seen(error) instanceof TransactionPoolerError) break;
      if (!LOOK_AGAIN.has((error as { code?: string }).code ?? '') || attempt >= 5) {
        await client.end();
        throw error;
      }
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }

  // Background loops (webhook delivery) get connections of their own: on the requests' pool they
  // waited behind every queued request for each statement.
  const backgroundClient = latch.track(poolOf(BACKGROUND_POOL_SIZE));
  const background = storeOn(kyselyOn(backgroundClient, pooled), latch, async () => {
    await backgroundClient.end();
  });
  return {
    ...storeOn(db, latch, async () => {
      await background.close();
      await client.end();
    }),
    background,
  };
}

/**
 * Whether DATABASE_URL's client connections share server sessions (a transaction pooler), asked
 * before the store sends anything else: the connections of a probe of its own say in turn, twice
 * over, which backend answers them (`sessionsShared`). A pooler hands a statement an idle server
 * connection rather than open one: the one released last (PgBouncer's default) answers the
 * second connection with the first's backend, and taking them in turn (`server_round_robin`)
 * gives the third the first's unless more than two are idle. Unnamed statements, one at a time,
 * which every pooler serves correctly.
 */
async function sharedSessionsSign(url: string): Promise<string | undefined> {
  const probe = postgres(url, { max: PROBE_CONNECTIONS, onnotice: () => undefined, ...POOLED });
  try {
    const connections = await Promise.all(Array.from({ length: PROBE_CONNECTIONS }, () => probe.reserve()));
    const pids: number[][] = connections.map(() => []);
    for (let round = 0; round < 2; round++) {
      for (const [i, connection] of connections.entries()) {
        const [row] = await connection.unsafe<{ pid: number }[]>('select pg_backend_pid() as pid');
        if (row) pids[i]?.push(row.pid);
      }
    }
    for (const connection of connections) connection.release();
    if (!sessionsShared(pids)) return undefined;
    return `client connections in turn were answered by backends ${pids.map((p) => p.join(', ')).join(' / ')}`;
  } finally {
    await probe.end();
  }
}

const PROBE_CONNECTIONS = 3;

/**
 * What a store (with its background store and migrator) has seen of a transaction pooler in the
 * path without `?pooler=transaction`. Once tripped, the store sends nothing more: each of its calls
 * throws the TransactionPoolerError, and its pools' connections are ended, so that statements
 * already sent, which may wait for a reply that went elsewhere, fail at once instead of never.
 */
class PoolerLatch {
  error: TransactionPoolerError | undefined;
  private readonly pools: postgres.Sql[] = [];

  constructor(private readonly log: StorageLog | undefined) {}

  get tripped(): boolean {
    return this.error !== undefined;
  }

  track(pool: postgres.Sql): postgres.Sql {
    this.pools.push(pool);
    if (this.error) void pool.end({ timeout: 0 }).catch(() => undefined);
    return pool;
  }

  trip(sign: string, cause?: unknown): TransactionPoolerError {
    this.error ??= new TransactionPoolerError(sign, cause === undefined ? undefined : { cause });
    this.error.logHint(this.log);
    for (const pool of this.pools) void pool.end({ timeout: 0 }).catch(() => undefined);
    return this.error;
  }

  /**
   * What to throw for `error`: once tripped, the latch's error (a statement that failed after it
   * tripped failed because of it: its connection was ended, or its reply was another's).
   */
  seen(error: unknown): unknown {
    if (this.error) return this.error;
    const sign = transactionPoolerSign(error);
    return sign ? this.trip(sign, error) : error;
  }
}

/** Connections each instance keeps for its background loops, besides the requests' pool. */
export const BACKGROUND_POOL_SIZE = 2;

function kyselyOn(client: postgres.Sql, pooled: boolean): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new PoolDriver(client, pooled),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

/** A Store on one pool; `end` closes the pool once the writes still running are done. */
function storeOn(db: Kysely<Database>, latch: PoolerLatch, end: () => Promise<void>): Store {
  // Writes still running when the store closes (such as a token's last_used_at) are awaited:
  // closing the pool under them would hang the driver.
  const inFlight = new Set<Promise<unknown>>();
  async function runWrite<T>(fn: (repo: Repository) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      if (latch.error) throw latch.error;
      try {
        return await db
          .transaction()
          .execute((trx) => fn(new Repository(trx, 'postgres', true, pauseInWrite)));
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 3 || !code || !RETRYABLE_SQLSTATES.has(code)) throw latch.seen(error);
      }
    }
  }
  const rethrow = (error: unknown): never => {
    throw latch.seen(error);
  };
  return {
    dialect: 'postgres',
    read: (fn) =>
      latch.error ? Promise.reject(latch.error) : fn(new Repository(db, 'postgres', false)).catch(rethrow),
    write<T>(fn: (repo: Repository) => Promise<T>): Promise<T> {
      const p = runWrite(fn);
      inFlight.add(p);
      void p.catch(() => undefined).finally(() => inFlight.delete(p));
      return p;
    },
    async ping() {
      if (latch.error) throw latch.error;
      await sql`select 1`.execute(db).catch(rethrow);
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      await db.destroy();
      await end();
    },
  };
}

type Param = postgres.ParameterOrJSON<never>;

/**
 * Named prepared statements, kept per connection by SQL text. `unsafe` defaults to an unnamed
 * statement, which with parameters costs a Parse/Describe round trip before every execution.
 * postgres.js keeps them without bound, so statements with many parameters (multi-row inserts
 * of many lines, long IN lists: a new text for every length, rarely run twice) stay unnamed.
 * Behind a transaction pooler every statement is unnamed (`PoolConnection.named`).
 */
const PREPARED = { prepare: true } as const;
const UNNAMED = { prepare: false } as const;
const MAX_PREPARED_PARAMETERS = 100;
/** At most this many texts per pool run as named statements (NamedTexts). */
export const MAX_NAMED_TEXTS = 400;
/** Texts seen once, remembered until they are seen again (then forgotten wholesale past this). */
const MAX_SEEN_TEXTS = 1000;

/**
 * The SQL texts a pool runs as named statements: a text seen a second time, while fewer than
 * MAX_NAMED_TEXTS are named. postgres.js keeps a named statement on each connection that ran it
 * for the connection's life, and PostgreSQL keeps its parsed form there. A text is a request's
 * shape, and a list's filters and sorts combine into more shapes than any client uses (the 16
 * filters of invoices make 65,536 sets): unbounded, list requests of distinct filter sets grew the
 * backends and the Node heap with every new set, for the connections' lifetime (Hardening,
 * bench/memory.ts; the figures are in docs/performance.md). The app's own statements are a few
 * hundred texts and are named within moments of starting; a shape used once stays unnamed (one
 * more round trip, once), and past the bound every new text does.
 */
export class NamedTexts {
  private readonly named = new Set<string>();
  private readonly seen = new Set<string>();

  admits(sql: string, parameters: number): boolean {
    if (this.named.has(sql)) return true;
    if (parameters > MAX_PREPARED_PARAMETERS || this.named.size >= MAX_NAMED_TEXTS) return false;
    if (!this.seen.has(sql)) {
      if (this.seen.size >= MAX_SEEN_TEXTS) this.seen.clear();
      this.seen.add(sql);
      return false;
    }
    this.seen.delete(sql);
    this.named.add(sql);
    return true;
  }
}

/**
 * postgres.js behind a transaction pooler. A named statement lives on the server connection that
 * parsed it: on the next one it is missing ("prepared statement … does not exist"), and with
 * statements pipelined behind it replies were read as other statements' (a create answered 200,
 * DataRow misread). An unnamed statement's Parse, Describe, Bind and Execute all precede its Sync,
 * so the pooler keeps them on one server connection.
 * No pipelining: a statement sent behind another outside a transaction must reach the server
 * connection the pooler may release at the first one's ReadyForQuery. PgBouncer 1.18 answered
 * pipelined statements rightly when tried (docs/scaling.md); other transaction poolers are reported
 * not to (Supavisor: answers lost, the client waits). Turning it off cost nothing measurable there.
 */
const POOLED = { prepare: false, max_pipeline: 0 } as const;

/**
 * Kysely's Migrator takes its lock with `pg_advisory_lock` before the migration transaction and
 * releases it with `pg_advisory_unlock` after, two statements on `db.connection()`, which on this
 * driver pins no connection (and behind a transaction pooler no client connection pins a server
 * one): the unlock could run in another session than the lock, leaving it held on a pooled
 * connection and the next instance's start waiting for it. So the migrator's Kysely takes the same
 * key transaction-scoped instead, as the first statement of each of its transactions
 * (`PoolDriver`'s `transactionLock`), released by the commit; an older instance taking the session
 * lock still excludes it.
 */
const MIGRATION_LOCK = '3853314791062309107';

class MigrationAdapter extends PostgresAdapter {
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

/**
 * Kysely on postgres.js. A statement outside a transaction goes to the pool as it is (a prepared
 * statement, pipelined onto a busy connection when none is idle), as a hand-written postgres.js
 * query would: a connection reserved per statement cost much of a GET's throughput. A
 * transaction reserves one connection, and its BEGIN travels with its first statement instead of
 * taking a round trip of its own. (Kysely's `db.connection()` therefore pins nothing on
 * PostgreSQL; the store does not use it there.)
 */
/** One NamedTexts per pool: the store's and the migrator's Kysely share theirs. */
const NAMES = new WeakMap<postgres.Sql, NamedTexts>();
function namesOf(pool: postgres.Sql): NamedTexts {
  let names = NAMES.get(pool);
  if (!names) {
    names = new NamedTexts();
    NAMES.set(pool, names);
  }
  return names;
}

class PoolDriver implements Driver {
  /**
   * `pooled`: behind a transaction pooler (unnamed statements only). `transactionLock`: an
   * advisory lock key every transaction takes first (the migrator's, see MigrationAdapter).
   */
  /** Which texts run as named statements; none behind a transaction pooler. */
  private readonly names: NamedTexts | undefined;

  constructor(
    private readonly pool: postgres.Sql,
    pooled = false,
    private readonly transactionLock?: string,
  ) {
    this.names = pooled ? undefined : namesOf(pool);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // A new handle each time, never one given back: a statement that reaches a handle after its
    // transaction ended (a read sent ahead, Repository.prefetch, by a write that then failed)
    // must not land in the next transaction on it.
    return new PoolConnection(this.pool, this.names, this.transactionLock);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await (connection as PoolConnection).begin(settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // PostgreSQL answers COMMIT with ROLLBACK when an earlier statement aborted the transaction.
    if ((await (connection as PoolConnection).commit()) === 'ROLLBACK') throw new AbortedTransactionError();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PoolConnection).rollback();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PoolConnection).release();
  }

  /** The pool is shared (the store's and the migrator's Kysely): the store ends it. */
  async destroy(): Promise<void> {}
}

/**
 * One transaction (or one statement outside any) on the pool.
 *
 * A write's BEGIN is held back until the write first waits for an answer (a read, a look-up), and
 * the statements nobody reads (PIPELINED: its inserts, its updates of rows it locked) are held
 * until then too, or until the COMMIT. A write that reads nothing — a record created without a
 * source_id: its row, its count, its event — is then one statement, its inserts merged into one
 * `WITH … INSERT` (mergeHeld) and run without BEGIN and COMMIT: a single statement is a
 * transaction of its own. That cuts the client's CPU per such write, and PostgreSQL's work with
 * it (figures in docs/performance.md, *Round trips per write*). Held statements are sent in
 * the order they were issued, merged the same way, before any statement that is awaited, so what
 * a write reads still sees what it wrote.
 */
class PoolConnection implements DatabaseConnection {
  private reserved: postgres.ReservedSql | undefined;
  /** A transaction has begun whose BEGIN is not sent yet: its text. */
  private deferredBegin: string | undefined;
  /** The reservation and BEGIN under way (open). */
  private opening: Promise<postgres.ReservedSql> | undefined;
  /** PIPELINED statements of the transaction not sent yet. */
  private held: CompiledQuery[] = [];
  /** AT_COMMIT statements of the transaction: held until its COMMIT, then sent before it. */
  private atCommit: CompiledQuery[] = [];
  /**
   * Statements of the transaction sent but not yet awaited: its BEGIN, and those whose answer
   * nobody reads (PIPELINED). The next statement awaited, at the latest the COMMIT, awaits them
   * with it, so they share its round trip, and an error of one is thrown there.
   */
  private unobserved: Promise<unknown>[] = [];

  /** `names`: the texts run as named prepared statements (none behind a transaction pooler). */
  constructor(
    private readonly pool: postgres.Sql,
    private readonly names: NamedTexts | undefined,
    private readonly transactionLock: string | undefined,
  ) {}

  async begin(settings: TransactionSettings): Promise<void> {
    let text = 'begin';
    if (settings.isolationLevel) text += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) text += ` ${settings.accessMode}`;
    this.deferredBegin = text;
    // The migrator's transactions take their lock first, whatever they then do.
    if (this.transactionLock) await this.open();
  }

  private get inTransaction(): boolean {
    return this.opening !== undefined || this.deferredBegin !== undefined;
  }

  /**
   * Reserves a connection and sends the BEGIN of a transaction not yet opened. Once: statements
   * issued meanwhile wait for the same connection, and resume in the order they were issued.
   */
  private open(): Promise<postgres.ReservedSql> {
    this.opening ??= (async () => {
      const text = this.deferredBegin ?? 'begin';
      this.deferredBegin = undefined;
      const reserved = await this.pool.reserve();
      this.reserved = reserved;
      this.unobserve(reserved.unsafe(text).execute());
      if (this.transactionLock)
        this.unobserve(reserved.unsafe(`select pg_advisory_xact_lock(${this.transactionLock})`).execute());
      return reserved;
    })();
    return this.opening;
  }

  /** Sends held statements (merged where they can be), unawaited, behind what was sent before. */
  private sendHeld(reserved: postgres.ReservedSql, held: readonly CompiledQuery[]): void {
    for (const q of mergeHeld(held)) {
      const parameters = q.parameters as Param[];
      this.unobserve(reserved.unsafe(q.sql, parameters, this.optionsFor(q.sql, parameters)).execute());
    }
  }

  private optionsFor(text: string, parameters: readonly unknown[]) {
    return this.names?.admits(text, parameters.length) ? PREPARED : UNNAMED;
  }

  /** Commits; what PostgreSQL answered (ROLLBACK when an earlier statement aborted the transaction). */
  async commit(): Promise<'COMMIT' | 'ROLLBACK'> {
    this.held.push(...this.atCommit.splice(0));
    if (!this.opening) {
      const statements = mergeHeld(this.held.splice(0));
      // Nothing was read and its writes are one statement: that statement is the transaction.
      if (statements.length <= 1) {
        this.deferredBegin = undefined;
        const [only] = statements;
        if (only) {
          const parameters = only.parameters as Param[];
          await this.pool.unsafe(only.sql, parameters, this.optionsFor(only.sql, parameters));
        }
        return 'COMMIT';
      }
      this.held = [...statements];
    }
    const { rows } = await this.executeQuery<{ command: 'COMMIT' | 'ROLLBACK' }>(CompiledQuery.raw('commit'));
    return rows[0]?.command ?? 'COMMIT';
  }

  async rollback(): Promise<void> {
    this.held = [];
    this.atCommit = [];
    this.deferredBegin = undefined;
    if (!this.opening) return; // nothing was sent: nothing to undo
    await this.opening.catch(() => undefined);
    if (!this.reserved) return;
    // The transaction failed already: what a pipelined statement answered no longer matters.
    await this.settle();
    await this.executeQuery(CompiledQuery.raw('rollback'));
  }

  /** Keeps a sent statement's answer for the next awaited statement (never an unhandled rejection). */
  private unobserve(sent: Promise<unknown>): void {
    sent.catch(() => undefined);
    this.unobserved.push(sent);
  }

  /** Waits for the statements sent and not yet awaited, ignoring their errors (before a rollback). */
  private async settle(): Promise<void> {
    await Promise.allSettled(this.unobserved.splice(0));
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const parameters = query.parameters as Param[];
    let result: postgres.RowList<postgres.Row[]>;
    if (PREFETCHED.has(query) && !this.inTransaction) {
      // Sent ahead by a write whose transaction has ended: nobody will read it; it is not run.
      const unsent = Promise.reject(new Error('the write ended before its read was sent'));
      unsent.catch(() => undefined); // Repository.prefetch awaits it: its caller sees the error
      PREFETCHED.set(query, unsent);
      return { rows: [] };
    }
    if (!this.inTransaction)
      return resultOf<R>(
        await this.pool.unsafe(query.sql, parameters, this.optionsFor(query.sql, parameters)),
      );
    if (AT_COMMIT.has(query)) {
      this.atCommit.push(query);
      return { rows: [] };
    }
    if (PIPELINED.has(query)) {
      // Its answer is awaited with the next statement's; nobody reads it. Sent with that statement.
      this.held.push(query);
      return { rows: [] };
    }
    // The statements held so far go first: issued before this one, whatever is issued meanwhile.
    const held = this.held.splice(0);
    // Once the connection is reserved, sent in this very turn (no await), as the statements before.
    const reserved = this.reserved ?? (await this.open());
    this.sendHeld(reserved, held);
    const options = this.optionsFor(query.sql, parameters);
    if (PREFETCHED.has(query)) {
      // Sent at once; its answer is kept for the caller (Repository.prefetch), and awaited with the
      // next statement's like a pipelined one, so an error of its is thrown in order there too.
      const sent = reserved.unsafe(query.sql, parameters, options).execute();
      this.unobserve(sent);
      PREFETCHED.set(
        query,
        sent.then((rows) => ({ rows: Array.from(rows) })),
      );
      return { rows: [] };
    }
    if (this.unobserved.length > 0) {
      // Sent behind the statements not yet awaited; awaited together, in the order sent, so the
      // first error (a failed BEGIN, a pipelined INSERT's) is the one thrown.
      const before = this.unobserved.splice(0);
      const sent = reserved.unsafe(query.sql, parameters, options).execute();
      sent.catch(() => undefined);
      for (const p of before) await p;
      result = await sent;
    } else {
      result = await reserved.unsafe(query.sql, parameters, options);
    }
    return resultOf<R>(result);
  }

  // biome-ignore lint/correctness/useYield: the store never streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the store');
  }

  release(): void {
    this.unobserved = [];
    this.held = [];
    this.atCommit = [];
    this.deferredBegin = undefined;
    this.opening = undefined;
    this.reserved?.release();
    this.reserved = undefined;
  }
}

function resultOf<R>(result: postgres.RowList<postgres.Row[]>): QueryResult<R> {
  const { command, count } = result;
  if (command === 'COMMIT' || command === 'ROLLBACK') return { rows: [{ command } as R] };
  const changed = command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
  return {
    rows: Array.from(result) as R[],
    ...(changed ? { numAffectedRows: BigInt(count) } : {}),
  };
}

/**
 * Held statements as they are sent: each run of INSERTs into different tables (with at most
 * MAX_PREPARED_PARAMETERS parameters between them) becomes one statement, `with s0 as (insert …),
 * s1 as (insert …) select 1`, their parameters renumbered in turn. A guard (GUARDS: a one-row
 * SELECT that fails when its condition does not hold) joins the run and is read by the statement,
 * so it still fails it. Anything else (an UPDATE, a second insert into a table of the run) is sent
 * as it is, in its place. Inserts into different tables cannot touch one row twice (which in one
 * statement would not see each other's effects), and their triggers run at the end of the
 * statement, as they would have at the end of each.
 */
export function mergeHeld(held: readonly CompiledQuery[]): readonly CompiledQuery[] {
  if (held.length < 2) return held;
  const out: CompiledQuery[] = [];
  let run: CompiledQuery[] = [];
  let tables = new Set<string>();
  let total = 0;
  const endRun = () => {
    if (run.length > 0) out.push(run.length === 1 ? (run[0] as CompiledQuery) : merged(run));
    run = [];
    tables = new Set();
    total = 0;
  };
  for (const q of held) {
    // A guard has no table: it joins any run.
    const table = GUARDS.has(q) ? '' : INSERT_INTO.exec(q.sql)?.[1];
    if (table === undefined) {
      endRun();
      out.push(q);
      continue;
    }
    // A merged statement stays within what may be named (NamedTexts): an unnamed one with
    // parameters costs a Parse/Describe round trip of its own.
    if ((table && tables.has(table)) || total + q.parameters.length > MAX_PREPARED_PARAMETERS) endRun();
    run.push(q);
    if (table) tables.add(table);
    total += q.parameters.length;
  }
  endRun();
  return out;
}

function merged(run: readonly CompiledQuery[]): CompiledQuery {
  let offset = 0;
  const parts: string[] = [];
  const guards: string[] = [];
  const parameters: unknown[] = [];
  run.forEach((q, i) => {
    parts.push(`s${i} as (${renumbered(q.sql, offset)})`);
    // A guard's CTE is read by the statement, so it is evaluated (and fails the statement).
    if (GUARDS.has(q)) guards.push(`s${i}`);
    parameters.push(...q.parameters);
    offset += q.parameters.length;
  });
  const from = guards.length > 0 ? ` from ${guards.join(', ')}` : '';
  return CompiledQuery.raw(`with ${parts.join(', ')} select 1${from}`, parameters);
}

const INSERT_INTO = /^\s*insert into "?([a-z_][a-z0-9_]*)"?[\s(]/;
const RENUMBERED = new Map<string, string>();

/** `text` with each parameter `$n` made `$(n + offset)`, outside quoted literals and names. */
function renumbered(text: string, offset: number): string {
  if (offset === 0) return text;
  const key = `${offset} ${text}`;
  const known = RENUMBERED.get(key);
  if (known !== undefined) return known;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === "'" || c === '"') {
      const end = text.indexOf(c, i + 1);
      const stop = end < 0 ? text.length : end + 1;
      out += text.slice(i, stop);
      i = stop;
    } else if (c === '$' && /[0-9]/.test(text[i + 1] ?? '')) {
      let j = i + 1;
      while (j < text.length && /[0-9]/.test(text[j] as string)) j++;
      out += `$${Number(text.slice(i + 1, j)) + offset}`;
      i = j;
    } else {
      out += c;
      i++;
    }
  }
  if (RENUMBERED.size >= MAX_SEEN_TEXTS) RENUMBERED.clear();
  RENUMBERED.set(key, out);
  return out;
}
