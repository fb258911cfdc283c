/**
 * Customer rows exactly as the service writes them, made by the service's own code: a POST body
 * goes through Records.create (defaults, derived fields, identity) and Repository.insertRecord
 * (columns, indexed values, document encoding) on a Kysely whose driver executes nothing and only
 * keeps the compiled INSERT. The seeder and the raw INSERT ceiling replay that statement's columns
 * and parameters, so seeded rows are the rows the app would have written, whatever the storage code
 * does today.
 */
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Resource } from '../src/domain/documents.ts';
import { documentEffects } from '../src/domain/effects.ts';
import { Records } from '../src/domain/records.ts';
import { customers } from '../src/resources/customer.ts';
import { CATALOG } from '../src/resources/index.ts';
import { Repository } from '../src/storage/repository.ts';
import type { Store } from '../src/storage/store.ts';
import type { Database } from '../src/storage/types.ts';

export type Dialect = 'sqlite' | 'postgres';

/** The customers INSERT the app compiles: columns and their placeholders (with any cast). */
export interface InsertShape {
  columns: string[];
  /** `?` on SQLite; `$1`, `$9::jsonb`, … renumbered from 1 in column order on PostgreSQL. */
  placeholders: string[];
  /** Columns whose placeholder casts to jsonb (PostgreSQL). */
  jsonb: Set<string>;
}

export interface Row {
  id: string;
  /** Values in `InsertShape.columns` order. */
  values: unknown[];
}

class CaptureConnection implements DatabaseConnection {
  last: CompiledQuery | undefined;

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const insert = /^insert/i.test(query.sql);
    if (/^insert into "customers"/i.test(query.sql)) this.last = query;
    // An INSERT "inserted one row", so the domain takes the create path; reads find nothing.
    return { rows: [], ...(insert ? { numAffectedRows: 1n } : {}) };
  }

  // biome-ignore lint/correctness/useYield: never streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the capture driver does not stream');
  }
}

class CaptureDriver implements Driver {
  constructor(private readonly connection: CaptureConnection) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {}
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

const resource = customers as unknown as Resource;
const INSERT = /^insert into "customers" \((.+?)\) values \((.+?)\)(?: on conflict .*)?$/is;

export class RowFactory {
  private readonly capture = new CaptureConnection();
  private readonly records: Records;

  constructor(readonly dialect: Dialect) {
    const pg = dialect === 'postgres';
    const connection = this.capture;
    const db = new Kysely<Database>({
      dialect: {
        createAdapter: () => (pg ? new PostgresAdapter() : new SqliteAdapter()),
        createDriver: () => new CaptureDriver(connection),
        createIntrospector: (k) => (pg ? new PostgresIntrospector(k) : new SqliteIntrospector(k)),
        createQueryCompiler: () => (pg ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
      },
    });
    const repo = new Repository(db, dialect, true);
    const store: Pick<Store, 'dialect' | 'read' | 'write'> = {
      dialect,
      read: (fn) => fn(repo),
      write: (fn) => fn(repo),
    };
    this.records = new Records(store as Store, documentEffects(), CATALOG);
  }

  /** The row POST /v1/customers with `body` would insert, created at `at` (ISO time). */
  async row(
    companyId: string,
    body: Record<string, unknown>,
    at: string,
  ): Promise<Row & { shape: InsertShape }> {
    this.capture.last = undefined;
    const { record } = await this.records.create(resource, companyId, body);
    const query = this.capture.last as CompiledQuery | undefined;
    const m = query ? INSERT.exec(query.sql) : null;
    if (!query || !m) throw new Error(`no customers INSERT captured: ${query?.sql ?? 'none'}`);
    const columns = m[1]!.split(', ').map((c) => c.replace(/"/g, ''));
    const exprs = m[2]!.split(', ');
    if (exprs.length !== columns.length) throw new Error(`cannot map the INSERT's values: ${query.sql}`);
    const jsonb = new Set<string>();
    const placeholders: string[] = [];
    const values = exprs.map((expr, i) => {
      const pm = /^(\?|\$(\d+))((?:::\w+)*)$/.exec(expr);
      if (!pm) throw new Error(`cannot map the INSERT's value ${expr}: ${query.sql}`);
      const index = pm[2] ? Number(pm[2]) - 1 : i;
      if (pm[3]?.endsWith('::jsonb')) jsonb.add(columns[i]!);
      placeholders.push(this.dialect === 'postgres' ? `$${i + 1}${pm[3]}` : '?');
      const column = columns[i]!;
      return column === 'created_at' || column === 'updated_at' ? at : query.parameters[index];
    });
    return { id: record.id, values, shape: { columns, placeholders, jsonb } };
  }
}
