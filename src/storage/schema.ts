/**
 * The database schema. Core tables are versioned migrations (Kysely's Migrator, which holds an
 * advisory lock on PostgreSQL so several instances can start at once); each resource's table is
 * derived from its definition and brought up to date additively (new columns and indexes) at start,
 * so adding a resource or an indexed field needs no hand-written migration.
 *
 * `company_id` leads every primary key, unique key and index, so the schema can be sharded by
 * company (Citus distributed tables) without change; see docs/scaling.md.
 */
import { Migrator, sql } from 'kysely';
import type { Column, Resource } from '../kernel/define.ts';
import { allMigrations } from './migrations/index.ts';
import { type AnyDb, types } from './migrations/types.ts';
import type { DialectName } from './types.ts';

export async function migrate(
  db: AnyDb,
  dialect: DialectName,
  resources: readonly Resource[],
): Promise<void> {
  const run = async (conn: AnyDb, transactional: boolean) => {
    const migrations = allMigrations(dialect);
    // Kysely looks for its bookkeeping tables in every schema unless told which one: name ours, so
    // several installs (or test runs) in one database never see each other's.
    const schema =
      dialect === 'postgres'
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(conn)).rows[0]?.s
        : undefined;
    const migrator = new Migrator({
      db: conn,
      ...(schema ? { migrationTableSchema: schema } : {}),
      provider: { getMigrations: async () => migrations },
      migrationTableName: 'schema_migrations',
      migrationLockTableName: 'schema_migrations_lock',
      // A migration numbered below one that already ran (it landed later) still runs, after it.
      allowUnorderedMigrations: true,
      disableTransactions: !transactional,
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  };
  if (dialect === 'postgres') {
    // Kysely's Migrator holds a PostgreSQL advisory lock; the table sync takes its own.
    await run(db, true);
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(7402119001)`.execute(trx);
      for (const resource of resources) await syncResourceTable(trx, dialect, resource);
    });
    return;
  }
  // SQLite: Kysely takes no lock there, so the whole migration runs in one BEGIN IMMEDIATE
  // transaction; a second process starting at once waits for it (busy_timeout), then finds it done.
  await db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      await run(conn, false);
      for (const resource of resources) await syncResourceTable(conn, dialect, resource);
      await sql`commit`.execute(conn);
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}

function columnType(dialect: DialectName, kind: Column['kind']): string {
  const pg = dialect === 'postgres';
  switch (kind) {
    case 'decimal':
      // Sorting by a decimal sorts numerically (D4): numeric on PostgreSQL; on SQLite an
      // order-preserving text encoding (see decimalSortKey), exact at every precision.
      return pg ? 'numeric' : 'text';
    case 'integer':
      return pg ? 'bigint' : 'integer';
    case 'boolean':
      return pg ? 'boolean' : 'integer';
    case 'ref':
      return pg ? 'uuid' : 'text';
    default:
      return 'text';
  }
}

async function syncResourceTable(db: AnyDb, dialect: DialectName, r: Resource): Promise<void> {
  const t = types(dialect);
  const table = r.name;
  await db.schema
    .createTable(table)
    .ifNotExists()
    .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
    .addColumn('id', sql.raw(t.uuid), (c) => c.notNull())
    .addColumn('source_system', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('connection_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('data', sql.raw(t.json), (c) => c.notNull())
    .addPrimaryKeyConstraint(`${table}_pk`, ['company_id', 'id'])
    .execute();
  const existing = await existingColumns(db, dialect, table);
  // System-maintained state beside the client's document (balances, what is applied), never sent by clients.
  if (!existing.has('sys')) await db.schema.alterTable(table).addColumn('sys', sql.raw(t.json)).execute();
  for (const col of r.columns) {
    if (existing.has(col.name)) continue;
    await db.schema
      .alterTable(table)
      .addColumn(col.name, sql.raw(columnType(dialect, col.kind)))
      .execute();
    await backfill(db, dialect, table, col);
  }
  const identity = [
    'company_id',
    'source_system',
    'source_id',
    ...(r.identity?.withConnection ? ['connection_id'] : []),
  ];
  await db.schema
    .createIndex(`${table}_identity`)
    .ifNotExists()
    .unique()
    .on(table)
    .columns(identity)
    .execute();
  const indexed = new Set<string>(['created_at', 'updated_at', ...r.columns.map((c) => c.name)]);
  for (const col of indexed) {
    await db.schema
      .createIndex(`${table}_${col}`)
      .ifNotExists()
      .on(table)
      .columns(['company_id', col, 'id'])
      .execute();
  }
}

async function existingColumns(db: AnyDb, dialect: DialectName, table: string): Promise<Set<string>> {
  if (dialect === 'postgres') {
    const rows = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}`.execute(db);
    return new Set(rows.rows.map((r) => r.column_name));
  }
  const rows = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return new Set(rows.rows.map((r) => r.name));
}

/** A column added to a table that already holds records is filled from their documents. */
async function backfill(db: AnyDb, dialect: DialectName, table: string, col: Column): Promise<void> {
  const name = sql.ref(col.name);
  const tbl = sql.table(table);
  if (dialect === 'postgres') {
    const cast = sql.raw(columnType(dialect, col.kind));
    await sql`update ${tbl} set ${name} = (data ->> ${col.name})::${cast}`.execute(db);
  } else {
    await sql`update ${tbl} set ${name} = json_extract(data, ${'$.' + col.name})`.execute(db);
  }
}
