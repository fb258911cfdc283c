/**
 * PostgreSQL behind the Store interface, through the `postgres` driver. Every write is one
 * transaction at READ COMMITTED; rows to change are read FOR UPDATE, so concurrent writers of one
 * record serialise instead of losing an update. Several API instances can share one database.
 */
import { Kysely, sql } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
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
  const db = new Kysely<Database>({ dialect: new PostgresJSDialect({ postgres: client }) });
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
