/**
 * Bulk seeding of one company's customers straight into the app's tables through the raw drivers:
 * multi-row INSERTs in large transactions on SQLite, COPY on PostgreSQL. The first 10,000 rows are
 * made by the app's own create path (bench/rows.ts, ~90 µs a row); after that row k is row k mod
 * 10,000 with a new id (everywhere the id occurs: id, source_id, the document) so a million rows
 * take seconds, not minutes. created_at and updated_at are one second apart, oldest first. Each
 * step adds its rows to the company's record_counts row in the same transaction.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import BetterSqlite3 from 'better-sqlite3';
import type postgres from 'postgres';
import { v7 } from 'uuid';
import { customerBody, type JsonbForm } from './customers.ts';
import { type InsertShape, type Row, RowFactory } from './rows.ts';

export interface Seeder {
  /** Rows seeded so far (all in the one company). */
  readonly count: number;
  /** A uniform sample of the seeded ids (reservoir), for GET-by-id requests. */
  readonly sampleIds: string[];
  /** Appends customers until the company holds `target` of them. */
  growTo(target: number): Promise<void>;
  close(): Promise<void>;
}

const T0 = Date.parse('2020-01-01T00:00:00.000Z');
const SAMPLE_SIZE = 2000;
const TEMPLATES = 10_000;

/** The k-th seeded customer, and the reservoir sample of ids. */
class RowSource {
  count = 0;
  shape: InsertShape | undefined;
  readonly sampleIds: string[] = [];
  private readonly factory: RowFactory;
  private readonly templates: Row[] = [];

  constructor(
    dialect: 'sqlite' | 'postgres',
    private readonly companyId: string,
  ) {
    this.factory = new RowFactory(dialect);
  }

  /** The columns and placeholders of the app's customers INSERT. */
  async columns(): Promise<InsertShape> {
    this.shape ??= (
      await this.factory.row(this.companyId, customerBody(0), new Date(T0).toISOString())
    ).shape;
    return this.shape;
  }

  async next(): Promise<Row> {
    const k = this.count++;
    const ms = T0 + k * 1000;
    const at = new Date(ms).toISOString();
    let row: Row;
    if (k < TEMPLATES) {
      row = await this.factory.row(this.companyId, customerBody(k), at);
      this.templates.push(row);
    } else {
      const t = this.templates[k % TEMPLATES]!;
      const id = v7({ msecs: ms });
      const shape = await this.columns();
      row = {
        id,
        values: t.values.map((v, i) => {
          const column = shape.columns[i];
          if (column === 'created_at' || column === 'updated_at') return at;
          return typeof v === 'string' && v.includes(t.id) ? v.replaceAll(t.id, id) : v;
        }),
      };
    }
    if (this.sampleIds.length < SAMPLE_SIZE) this.sampleIds.push(row.id);
    else {
      const j = Math.floor(Math.random() * (k + 1));
      if (j < SAMPLE_SIZE) this.sampleIds[j] = row.id;
    }
    return row;
  }
}

const ADD_COUNT = `insert into record_counts (company_id, resource, count) values ($company, 'customers', $n)
  on conflict (company_id, resource) do update set count = record_counts.count + excluded.count`;

export function sqliteSeeder(path: string, companyId: string): Seeder {
  const db = new BetterSqlite3(path);
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  // Seeding only: these rows need not survive a power cut, so skip the fsyncs.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -524288');
  const source = new RowSource('sqlite', companyId);
  const perStatement = 200;
  const addCount = db.prepare(ADD_COUNT.replace('$company', '?').replace('$n', '?'));
  let insertMany: BetterSqlite3.Statement | undefined;
  let insertOne: BetterSqlite3.Statement | undefined;
  const insertAll = db.transaction((rows: Row[]) => {
    let i = 0;
    for (; i + perStatement <= rows.length; i += perStatement) {
      insertMany!.run(rows.slice(i, i + perStatement).flatMap((r) => r.values));
    }
    for (; i < rows.length; i++) insertOne!.run(rows[i]!.values);
    addCount.run(companyId, rows.length);
  });
  return {
    get count() {
      return source.count;
    },
    sampleIds: source.sampleIds,
    async growTo(target: number) {
      while (source.count < target) {
        const rows: Row[] = [];
        const n = Math.min(50_000, target - source.count);
        for (let i = 0; i < n; i++) rows.push(await source.next());
        if (!insertMany || !insertOne) {
          const shape = await source.columns();
          const one = `(${shape.placeholders.join(', ')})`;
          const head = `insert into customers (${shape.columns.join(', ')}) values `;
          insertMany = db.prepare(head + Array(perStatement).fill(one).join(', '));
          insertOne = db.prepare(head + one);
        }
        insertAll(rows);
      }
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async close() {
      db.close();
    },
  };
}

/** COPY text format: tab-separated, `\N` for null, backslash escapes. */
export function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

export function postgresSeeder(sql: postgres.Sql, companyId: string, form: JsonbForm): Seeder {
  const source = new RowSource('postgres', companyId);
  async function* lines(n: number, shape: InsertShape): AsyncGenerator<string> {
    const jsonb = shape.columns.map((c) => shape.jsonb.has(c));
    let text = '';
    for (let i = 0; i < n; i++) {
      const row = await source.next();
      // A string bound to a jsonb parameter is stored as the app's driver stores it.
      const fields = row.values.map((v, j) =>
        copyField(jsonb[j] && typeof v === 'string' && form === 'string' ? JSON.stringify(v) : v),
      );
      text += `${fields.join('\t')}\n`;
      if (text.length > 1 << 20) {
        yield text;
        text = '';
      }
    }
    if (text) yield text;
  }
  return {
    get count() {
      return source.count;
    },
    sampleIds: source.sampleIds,
    async growTo(target: number) {
      const n = target - source.count;
      if (n <= 0) return;
      const shape = await source.columns();
      await sql.begin(async (tx) => {
        const copy = await tx.unsafe(`copy customers (${shape.columns.join(', ')}) from stdin`).writable();
        await pipeline(Readable.from(lines(n, shape)), copy);
        await tx.unsafe(ADD_COUNT.replace('$company', '$1').replace('$n', '$2'), [companyId, n]);
      });
      // What autovacuum would do after a bulk load: statistics and the visibility map (so the
      // index-only id scans of a list page stay index-only). Then a checkpoint, so none lands
      // in the middle of a measurement.
      await sql.unsafe('vacuum analyze customers');
      await sql.unsafe('checkpoint');
    },
    async close() {
      // The connection belongs to the caller.
    },
  };
}
