/**
 * PostgreSQL behind the Store interface, through the `postgres` driver. Every write is one
 * transaction at READ COMMITTED; rows to change are read FOR UPDATE, so concurrent writers of one
 * record serialise instead of losing an update. Reads outside a write are single statements on the
 * pool, in no transaction. Several API instances can share one database.
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
import { Repository } from './repository.ts';
import { migrate } from './schema.ts';
import type { Store, StoreOptions } from './store.ts';
import type { Database } from './types.ts';

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

/** `?schema=NAME` in the URL selects (and creates) a schema: one database can hold several installs or test runs. */
function splitSchema(url: string): { url: string; schema: string | undefined } {
  const u = new URL(url);
  const schema = u.searchParams.get('schema') ?? undefined;
  u.searchParams.delete('schema');
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new Error('DATABASE_URL schema must be a lower-case identifier');
  return { url: u.toString(), schema };
}

export async function openPostgres(databaseUrl: string, opts: StoreOptions): Promise<Store> {
  const { url, schema } = splitSchema(databaseUrl);
  if (schema) {
    const admin = postgres(url, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create schema if not exists ${schema}`);
    await admin.end();
  }
  const client = postgres(url, {
    max: opts.poolSize ?? 10,
    onnotice: () => undefined,
    ...(schema ? { connection: { search_path: schema } } : {}),
  });
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new PoolDriver(client),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  // Kysely's Migrator looks at every schema of the database; one dropped at that moment by another
  // install (a test run) fails the look-up (3F000) — then look again.
  for (let attempt = 1; ; attempt++) {
    try {
      await migrate(db, 'postgres', opts.resources);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '3F000' || attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }

  // Writes still running when the store closes (such as a token's last_used_at) are awaited:
  // closing the pool under them would hang the driver.
  const inFlight = new Set<Promise<unknown>>();
  async function runWrite<T>(fn: (repo: Repository) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction().execute((trx) => fn(new Repository(trx, 'postgres', true)));
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 3 || !code || !RETRYABLE_SQLSTATES.has(code)) throw error;
      }
    }
  }

  return {
    dialect: 'postgres',
    read: (fn) => fn(new Repository(db, 'postgres', false)),
    write<T>(fn: (repo: Repository) => Promise<T>): Promise<T> {
      const p = runWrite(fn);
      inFlight.add(p);
      void p.catch(() => undefined).finally(() => inFlight.delete(p));
      return p;
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      await db.destroy();
    },
  };
}

type Param = postgres.ParameterOrJSON<never>;

/**
 * Named prepared statements, kept per connection by SQL text. `unsafe` defaults to an unnamed
 * statement, which with parameters costs a Parse/Describe round trip before every execution.
 * postgres.js keeps them without bound, so statements with many parameters (multi-row inserts
 * of many lines, long IN lists: a new text for every length, rarely run twice) stay unnamed.
 */
const PREPARED = { prepare: true } as const;
const UNNAMED = { prepare: false } as const;
const MAX_PREPARED_PARAMETERS = 100;

/**
 * Kysely on postgres.js. A statement outside a transaction goes to the pool as it is (a prepared
 * statement, pipelined onto a busy connection when none is idle), as a hand-written postgres.js
 * query would: a connection reserved per statement cost about half the throughput of a GET. A
 * transaction reserves one connection, and its BEGIN travels with its first statement instead of
 * taking a round trip of its own. (Kysely's `db.connection()` therefore pins nothing on
 * PostgreSQL; the store does not use it there.)
 */
class PoolDriver implements Driver {
  /** Handles not in use, kept for reuse: Kysely remembers every handle it is given (a WeakSet). */
  private readonly idle: PoolConnection[] = [];

  constructor(private readonly pool: postgres.Sql) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.idle.pop() ?? new PoolConnection(this.pool);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await (connection as PoolConnection).begin(settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const { rows } = await connection.executeQuery<{ command: string }>(CompiledQuery.raw('commit'));
    // PostgreSQL answers COMMIT with ROLLBACK when an earlier statement aborted the transaction.
    if (rows[0]?.command === 'ROLLBACK') throw new AbortedTransactionError();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PoolConnection).release();
    this.idle.push(connection as PoolConnection);
  }

  async destroy(): Promise<void> {
    await this.pool.end();
  }
}

class PoolConnection implements DatabaseConnection {
  private reserved: postgres.ReservedSql | undefined;
  /** The transaction's BEGIN, sent but not yet awaited: the next statement awaits it. */
  private begun: Promise<unknown> | undefined;

  constructor(private readonly pool: postgres.Sql) {}

  async begin(settings: TransactionSettings): Promise<void> {
    this.reserved = await this.pool.reserve();
    let text = 'begin';
    if (settings.isolationLevel) text += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) text += ` ${settings.accessMode}`;
    this.begun = this.reserved.unsafe(text).execute();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const parameters = query.parameters as Param[];
    const options = parameters.length <= MAX_PREPARED_PARAMETERS ? PREPARED : UNNAMED;
    let result: postgres.RowList<postgres.Row[]>;
    if (!this.reserved) {
      result = await this.pool.unsafe(query.sql, parameters, options);
    } else if (this.begun) {
      const begun = this.begun;
      this.begun = undefined;
      // Sent behind the BEGIN; both awaited together, so a failed BEGIN leaves nothing unobserved.
      [, result] = await Promise.all([begun, this.reserved.unsafe(query.sql, parameters, options).execute()]);
    } else {
      result = await this.reserved.unsafe(query.sql, parameters, options);
    }
    const { command, count } = result;
    if (command === 'COMMIT' || command === 'ROLLBACK') return { rows: [{ command } as R] };
    const changed =
      command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
    return {
      rows: Array.from(result) as R[],
      ...(changed ? { numAffectedRows: BigInt(count) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: the store never streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the store');
  }

  release(): void {
    this.begun = undefined;
    this.reserved?.release();
    this.reserved = undefined;
  }
}
