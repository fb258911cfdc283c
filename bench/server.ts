/**
 * The benchmark's server process, forked by bench/run.ts so the servers and the load generator
 * (autocannon, in the driver) each get a core of their own. It serves, on three ports:
 *
 *   - the real service (buildApp from src/app.ts) on the database given as argv[2];
 *   - a bare Fastify route returning a small JSON object (the HTTP ceiling);
 *   - the raw ceiling: minimal hand-written Fastify routes doing the same storage work against
 *     the same tables with the raw driver (better-sqlite3 cached prepared statements on a WAL,
 *     synchronous=FULL connection; or the `postgres` driver with a pool of the app's size), with
 *     no validation, no auth and no response schema. The raw INSERT is one autocommit statement
 *     per request: on SQLite one fsync per request, no group commit.
 */
import BetterSqlite3 from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { v7 } from 'uuid';
import { buildApp } from '../src/app.ts';
import { Tenants } from '../src/domain/tenants.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';
import { splitSchema } from './context.ts';
import { customerBody, type Doc, type JsonbForm, parseData } from './customers.ts';
import type { FromServer, ServerInfo, ToServer } from './protocol.ts';
import { type InsertShape, RowFactory } from './rows.ts';

const PG_POOL = 10; // the app's default pool size (StoreOptions.poolSize)
const PAGE = 50;

interface RawRow {
  id: string;
  version: number | string;
  created_at: string;
  updated_at: string;
  data: unknown;
}

interface RawStorage {
  get(companyId: string, id: string): Promise<RawRow | undefined>;
  page(companyId: string, offset: number): Promise<RawRow[]>;
  /** The same page by a deferred join: the offset walked in the (company_id, created_at, id) index alone. */
  deferredPage(companyId: string, offset: number): Promise<RawRow[]>;
  after(companyId: string, createdAt: string, id: string): Promise<RawRow[]>;
  insert(shape: InsertShape, values: unknown[]): Promise<void>;
  /** A whole stored row of `table` (every column), and the references recorded from it. */
  storedRow(table: string, companyId: string, id: string): Promise<StoredRow | undefined>;
  /** Inserts document rows and their references in one transaction (one commit per request). */
  insertDocuments(table: string, docs: StoredRow[]): Promise<void>;
  /** Adds bulk-loaded rows to a company's record counter (what a bulk load does, as in seed.ts). */
  addCount(companyId: string, table: string, n: number): Promise<void>;
  getDocument(table: string, companyId: string, id: string): Promise<RawRow | undefined>;
  version(): Promise<string>;
  jsonbForm(companyId: string): Promise<JsonbForm>;
  close(): Promise<void>;
}

const SELECT = 'select id, version, created_at, updated_at, data from customers';

interface StoredRow {
  row: Record<string, unknown>;
  refs: Record<string, unknown>[];
}

const JSON_COLUMNS = new Set(['data', 'sys']);

const ADD_COUNT = `insert into record_counts (company_id, resource, count) values ($1, $2, $3)
  on conflict (company_id, resource) do update set count = record_counts.count + excluded.count`;

/**
 * Runs a raw write, trying again on a later pass of the event loop while the app's own writer holds
 * the file's write lock. The app's group commit keeps that lock across its turns (D11), so a raw
 * connection in the same process must not wait for it synchronously (busy_timeout): that would
 * hold the very thread the app's commit needs.
 */
async function whenFree<T>(write: () => T): Promise<T> {
  for (;;) {
    try {
      return write();
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY') throw error;
      await new Promise((r) => setImmediate(r));
    }
  }
}

function sqliteStorage(path: string): RawStorage {
  const db = new BetterSqlite3(path);
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // From here on never wait synchronously for the write lock: see whenFree.
  db.pragma('busy_timeout = 0');
  const get = db.prepare<[string, string], RawRow>(`${SELECT} where company_id = ? and id = ?`);
  const page = db.prepare<[string, number, number], RawRow>(
    `${SELECT} where company_id = ? order by created_at, id limit ? offset ?`,
  );
  const deferred = db.prepare<[string, number, number, string], RawRow>(
    `select t.id, t.version, t.created_at, t.updated_at, t.data
       from (select id, created_at from customers where company_id = ? order by created_at, id limit ? offset ?) p
       cross join customers t where t.company_id = ? and t.id = p.id order by p.created_at, p.id`,
  );
  const after = db.prepare<[string, string, string, number], RawRow>(
    `${SELECT} where company_id = ? and (created_at, id) > (?, ?) order by created_at, id limit ?`,
  );
  let insert: BetterSqlite3.Statement | undefined;
  const cached = new Map<string, BetterSqlite3.Statement>();
  const prepared = (text: string) => {
    const hit = cached.get(text);
    if (hit) return hit;
    const st = db.prepare(text);
    cached.set(text, st);
    return st;
  };
  const insertInto = (table: string, row: Record<string, unknown>) => {
    const cols = Object.keys(row);
    prepared(`insert into ${table} (${cols.join(', ')}) values (${cols.map(() => '?').join(', ')})`).run(
      Object.values(row),
    );
  };
  const insertDocuments = db.transaction((table: string, docs: StoredRow[]) => {
    for (const { row, refs } of docs) {
      insertInto(table, row);
      for (const ref of refs) insertInto('record_refs', ref);
    }
  });
  return {
    storedRow: async (table, c, id) => {
      const row = prepared(`select * from ${table} where company_id = ? and id = ?`).get(c, id) as
        | Record<string, unknown>
        | undefined;
      if (!row) return undefined;
      const refs = prepared('select * from record_refs where company_id = ? and from_id = ?').all(
        c,
        id,
      ) as Record<string, unknown>[];
      return { row, refs };
    },
    insertDocuments: async (table, docs) => {
      await whenFree(() => insertDocuments(table, docs));
    },
    addCount: async (c, table, n) => {
      await whenFree(() => prepared(ADD_COUNT.replaceAll(/\$\d/g, '?')).run(c, table, n));
    },
    getDocument: async (table, c, id) =>
      prepared(
        `select id, version, created_at, updated_at, data from ${table} where company_id = ? and id = ?`,
      ).get(c, id) as RawRow | undefined,
    get: async (c, id) => get.get(c, id),
    page: async (c, offset) => page.all(c, PAGE, offset),
    deferredPage: async (c, offset) => deferred.all(c, PAGE, offset, c),
    after: async (c, at, id) => after.all(c, at, id, PAGE),
    insert: async (shape, values) => {
      insert ??= db.prepare(
        `insert into customers (${shape.columns.join(', ')}) values (${shape.placeholders.join(', ')})`,
      );
      const statement = insert;
      await whenFree(() => statement.run(values));
    },
    version: async () =>
      `SQLite ${(db.prepare('select sqlite_version() as v').get() as { v: string }).v} (better-sqlite3)`,
    jsonbForm: async () => 'object',
    close: async () => {
      db.close();
    },
  };
}

type PgParam = string | number | null;
const pgParam = (v: unknown): PgParam =>
  v === null || v === undefined ? null : typeof v === 'number' ? v : String(v);

function postgresStorage(databaseUrl: string): RawStorage {
  const { url, schema } = splitSchema(databaseUrl);
  const sql = postgres(url, {
    max: PG_POOL,
    onnotice: () => undefined,
    ...(schema ? { connection: { search_path: schema } } : {}),
  });
  const insertText = (table: string, row: Record<string, unknown>) => {
    const cols = Object.keys(row);
    return `insert into ${table} (${cols.join(', ')}) values (${cols
      .map((c, i) => `$${i + 1}${JSON_COLUMNS.has(c) ? '::jsonb' : ''}`)
      .join(', ')})`;
  };
  const params = (row: Record<string, unknown>) =>
    Object.entries(row).map(([c, v]) =>
      JSON_COLUMNS.has(c) && v !== null && typeof v === 'object' ? JSON.stringify(v) : pgParam(v),
    );
  return {
    storedRow: async (table, c, id) => {
      const [row] = await sql.unsafe(`select * from ${table} where company_id = $1 and id = $2`, [c, id]);
      if (!row) return undefined;
      const refs = await sql.unsafe('select * from record_refs where company_id = $1 and from_id = $2', [
        c,
        id,
      ]);
      return { row: { ...row }, refs: refs.map((r) => ({ ...r })) };
    },
    insertDocuments: async (table, docs) => {
      await sql.begin(async (tx) => {
        for (const { row, refs } of docs) {
          await tx.unsafe(insertText(table, row), params(row), { prepare: true });
          for (const ref of refs)
            await tx.unsafe(insertText('record_refs', ref), params(ref), { prepare: true });
        }
      });
    },
    addCount: async (c, table, n) => {
      await sql.unsafe(ADD_COUNT, [c, table, n]);
    },
    getDocument: async (table, c, id) =>
      (
        await sql.unsafe<RawRow[]>(
          `select id, version, created_at, updated_at, data from ${table} where company_id = $1 and id = $2`,
          [c, id],
          { prepare: true },
        )
      )[0],
    get: async (c, id) =>
      (
        await sql<RawRow[]>`
        select id, version, created_at, updated_at, data from customers
        where company_id = ${c} and id = ${id}`
      )[0],
    page: async (c, offset) =>
      await sql<RawRow[]>`
        select id, version, created_at, updated_at, data from customers
        where company_id = ${c} order by created_at, id limit ${PAGE} offset ${offset}`,
    deferredPage: async (c, offset) =>
      await sql<RawRow[]>`
        select t.id, t.version, t.created_at, t.updated_at, t.data
        from (select id, created_at from customers where company_id = ${c}
              order by created_at, id limit ${PAGE} offset ${offset}) p
        cross join customers t where t.company_id = ${c} and t.id = p.id
        order by p.created_at, p.id`,
    after: async (c, at, id) =>
      await sql<RawRow[]>`
        select id, version, created_at, updated_at, data from customers
        where company_id = ${c} and (created_at, id) > (${at}, ${id}::uuid)
        order by created_at, id limit ${PAGE}`,
    insert: async (shape, values) => {
      const text = `insert into customers (${shape.columns.join(', ')}) values (${shape.placeholders.join(', ')})`;
      await sql.unsafe(text, values.map(pgParam), { prepare: true });
    },
    version: async () => {
      const [row] = await sql<{ server_version: string }[]>`show server_version`;
      return `PostgreSQL ${row?.server_version ?? '?'} (postgres.js)`;
    },
    jsonbForm: async (c) => {
      const [row] = await sql<{ t: string }[]>`
        select jsonb_typeof(data) as t from customers where company_id = ${c} limit 1`;
      return row?.t === 'string' ? 'string' : 'object';
    },
    close: async () => {
      await sql.end();
    },
  };
}

function envelope(row: RawRow, object = 'customer'): Doc {
  return {
    id: row.id,
    object,
    data: {
      id: row.id,
      ...parseData(row.data),
      created_at: row.created_at,
      updated_at: row.updated_at,
      version: Number(row.version),
    },
  };
}

/**
 * The row the raw INSERT writes: the app's own INSERT (columns, placeholders, encodings) captured
 * once for a sample body; each request substitutes a new id, the time, the document merged with
 * the body it sent, and the body's values for the indexed columns.
 */
interface Template {
  shape: InsertShape;
  values: unknown[];
  doc: Doc;
  at: Map<string, number>;
}

async function rawTemplate(dialect: 'sqlite' | 'postgres', companyId: string): Promise<Template> {
  const row = await new RowFactory(dialect).row(companyId, customerBody(0), new Date().toISOString());
  const at = new Map(row.shape.columns.map((c, i) => [c, i]));
  const doc = parseData(row.values[at.get('data') ?? -1]);
  return { shape: row.shape, values: row.values, doc, at };
}

function rawServer(storage: RawStorage, template: Template, readCompanyId: string): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/customers/:id', async (request, reply) => {
    const row = await storage.get(readCompanyId, request.params.id);
    if (!row) return reply.code(404).send({ status: 'error', code: 'NOT_FOUND' });
    return envelope(row);
  });
  app.get<{
    Querystring: { offset?: string; deferred?: string; after_created_at?: string; after_id?: string };
  }>('/customers', async (request) => {
    const q = request.query;
    const rows =
      q.after_created_at !== undefined && q.after_id !== undefined
        ? await storage.after(readCompanyId, q.after_created_at, q.after_id)
        : q.deferred === '1'
          ? await storage.deferredPage(readCompanyId, Number(q.offset ?? 0))
          : await storage.page(readCompanyId, Number(q.offset ?? 0));
    return { object: 'list', data: rows.map((r) => envelope(r)) };
  });
  const { shape, at } = template;
  const set = (values: unknown[], column: string, value: unknown) => {
    const i = at.get(column);
    if (i !== undefined) values[i] = value;
  };
  app.post<{ Body: Doc }>('/customers', async (request, reply) => {
    const id = v7();
    const now = new Date().toISOString();
    const doc: Doc = { ...template.doc, ...request.body, source_id: id };
    const values = template.values.slice();
    for (const [k, v] of Object.entries(request.body)) {
      if (v === null || typeof v !== 'object') set(values, k, v);
    }
    set(values, 'id', id);
    set(values, 'source_id', id);
    set(values, 'created_at', now);
    set(values, 'updated_at', now);
    set(values, 'data', JSON.stringify(doc));
    await storage.insert(shape, values);
    return reply.code(201).send(envelope({ id, version: 1, created_at: now, updated_at: now, data: doc }));
  });
  invoiceRoutes(app, storage);
  return app;
}

/**
 * The invoice ceilings: GET an invoice by (company_id, id), and POST one written as the app writes
 * it — the row (every column, its 10 lines inside the document, as the app stores lines) and its
 * record_refs rows, in one transaction per request. The template is a real invoice the app stored
 * (POST /invoices/template/:company/:id, called once by the driver); each request substitutes a
 * new id, source_id and time.
 */
function invoiceRoutes(app: FastifyInstance, storage: RawStorage): void {
  let template: (StoredRow & { doc: Doc; companyId: string }) | undefined;
  app.post<{ Params: { company: string; id: string } }>(
    '/invoices/template/:company/:id',
    async (request, reply) => {
      const stored = await storage.storedRow('invoices', request.params.company, request.params.id);
      if (!stored) return reply.code(404).send({ code: 'NOT_FOUND' });
      template = { ...stored, doc: parseData(stored.row.data), companyId: request.params.company };
      return { columns: Object.keys(stored.row).length, refs: stored.refs.length };
    },
  );
  /** The template with a new id, source id, time and (optionally) customer. */
  const copy = (companyId: string, body: Doc, customerId?: string): StoredRow & { doc: Doc; now: string } => {
    const t = template!;
    const id = v7();
    const now = new Date().toISOString();
    const sourceId = String(body.source_id ?? id);
    const oldCustomer = t.doc.customer_id;
    const doc: Doc = {
      ...t.doc,
      ...body,
      id,
      source_id: sourceId,
      ...(customerId ? { customer_id: customerId } : {}),
    };
    const row = {
      ...t.row,
      company_id: companyId,
      id,
      source_id: sourceId,
      created_at: now,
      updated_at: now,
      data: JSON.stringify(doc),
      ...(customerId && 'customer_id' in t.row ? { customer_id: customerId } : {}),
    };
    const refs = t.refs.map((r) => ({
      ...r,
      company_id: companyId,
      from_id: id,
      ...(customerId && r.to_id === oldCustomer ? { to_id: customerId } : {}),
    }));
    return { row, refs, doc, now };
  };
  app.post<{ Params: { company: string }; Body: Doc }>('/invoices/:company', async (request, reply) => {
    if (!template) return reply.code(409).send({ code: 'NO_TEMPLATE' });
    const c = copy(request.params.company, request.body);
    await storage.insertDocuments('invoices', [c]);
    const id = String(c.row.id);
    return reply
      .code(201)
      .send(envelope({ id, version: 1, created_at: c.now, updated_at: c.now, data: c.doc }, 'invoice'));
  });
  /**
   * Bulk copies of the template (for the approval benchmark's pool of pending invoices): `n`
   * invoices spread over `customer_ids`, in one transaction, counted.
   */
  app.post<{ Params: { company: string }; Body: { n: number; customer_ids: string[]; prefix: string } }>(
    '/invoices/:company/bulk',
    async (request, reply) => {
      if (!template) return reply.code(409).send({ code: 'NO_TEMPLATE' });
      const { n, customer_ids: customers, prefix } = request.body;
      const docs = Array.from({ length: n }, (_, i) =>
        copy(request.params.company, { source_id: `${prefix}-${i}` }, customers[i % customers.length]),
      );
      await storage.insertDocuments('invoices', docs);
      await storage.addCount(request.params.company, 'invoices', n);
      return { ids: docs.map((d) => String(d.row.id)) };
    },
  );
  app.get<{ Params: { company: string; id: string } }>('/invoices/:company/:id', async (request, reply) => {
    const row = await storage.getDocument('invoices', request.params.company, request.params.id);
    if (!row) return reply.code(404).send({ status: 'error', code: 'NOT_FOUND' });
    return envelope(row, 'invoice');
  });
}

function send(message: FromServer): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const databaseUrl = process.argv[2];
  if (!databaseUrl) throw new Error('usage: server.ts DATABASE_URL');
  const dialect = databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres';

  const store = await openStore(databaseUrl, { resources: RESOURCES });
  // The rate limiter stays in the path (its cost is part of every request) with a limit the
  // load generator cannot reach.
  const app = await buildApp({
    store,
    logger: false,
    config: { rateLimitPerSecond: 10_000_000, rateLimitBurst: 10_000_000 },
  });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const tenants = new Tenants(store);
  const scopes = 'finance:read,finance:write';
  const main = await tenants.createCompany('Bench seeded');
  const mainToken = (await tenants.createToken({ companyId: main.id, scopes, name: 'bench' })).token;
  const posts = await tenants.createCompany('Bench posts');
  const postToken = (await tenants.createToken({ companyId: posts.id, scopes, name: 'bench' })).token;
  const raw = await tenants.createCompany('Bench raw inserts');

  // One customer through the API, to see how the app stores documents.
  const probe = await app.inject({
    method: 'POST',
    url: '/v1/customers',
    headers: { authorization: `Bearer ${postToken}`, 'content-type': 'application/json' },
    payload: JSON.stringify(customerBody(-1)),
  });
  if (probe.statusCode !== 201) throw new Error(`probe POST answered ${probe.statusCode}: ${probe.body}`);

  const storage =
    dialect === 'sqlite' ? sqliteStorage(databaseUrl.slice('sqlite:'.length)) : postgresStorage(databaseUrl);
  const jsonbForm = await storage.jsonbForm(posts.id);

  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const rawApp = rawServer(storage, await rawTemplate(dialect, raw.id), main.id);
  const rawUrl = await rawApp.listen({ port: 0, host: '127.0.0.1' });

  const info: ServerInfo = {
    appUrl,
    bareUrl,
    rawUrl,
    mainCompanyId: main.id,
    mainToken,
    postCompanyId: posts.id,
    postToken,
    rawCompanyId: raw.id,
    jsonbForm,
    databaseVersion: await storage.version(),
  };

  process.on('message', (message: ToServer) => {
    if (message.type !== 'stop') return;
    void (async () => {
      await bare.close();
      await rawApp.close();
      await app.close();
      await storage.close();
      await store.close();
      process.exit(0);
    })();
  });
  send({ type: 'ready', info });
}

main().catch((error: unknown) => {
  send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
