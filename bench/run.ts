/**
 * `npm run bench`: the service against its ceilings, on SQLite and on PostgreSQL, in one run.
 *
 * For each database: a fresh database (a new SQLite file under .bench-data/; a new schema, via
 * `?schema=`, on the PostgreSQL server), a forked server process
 * (bench/server.ts) serving the real app, a bare Fastify route and the raw-driver ceiling routes,
 * and autocannon here in the driver. One company is seeded in steps (10k, 100k, 1M customers)
 * through the raw drivers; at each step the list page is measured against its raw ceiling; at
 * the largest step GET by id, the deep page (offset and cursor) and POST are measured too.
 * Each server process's resident memory is reported at rest and at its peak under load (bench/rss.ts).
 *
 * Environment:
 *   BENCH_QUICK=1        small sizes (max 20k rows) and short runs (3 s + 1 s warm-up)
 *   BENCH_MAX_ROWS=N     largest company (default 1000000); steps are 10k, 100k, 1M up to N
 *   BENCH_DURATION=S     seconds per measurement (default 10), BENCH_WARMUP=S (default 2)
 *   BENCH_DB=sqlite,postgres   which databases (default both)
 *   BENCH_PG_URL=URL     server to use (default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_PG_DATABASE=N  run in database N (created if missing, then dropped) rather than the URL's
 *   BENCH_SCENARIOS=invoices,ledger,platform,instances   which scenarios after the customers' (default
 *                        all; instances: two API instances through PgBouncer, PostgreSQL only)
 *   BENCH_OUT=PATH       where results go (default docs/performance.md for a full run of both
 *                        databases, .bench-data/performance.md otherwise)
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { check, getJson, type Item, type Json, type ListBody, type ScenarioContext } from './context.ts';
import { customerBody, type JsonbForm } from './customers.ts';
import { instancesScenario } from './instances.ts';
import { invoiceScenario } from './invoices.ts';
import { ledgerScenario } from './ledger.ts';
import { measureTogether } from './load.ts';
import { platformScenario } from './platform.ts';
import type { FromServer, ServerInfo, ToServer } from './protocol.ts';
import {
  type Aim,
  consoleAims,
  consoleLine,
  consoleMemory,
  type Db,
  type Figure,
  find,
  type Machine,
  type Memory,
  resultsMarkdown,
  writeResults,
} from './report.ts';
import { watchMemory } from './rss.ts';
import { postgresSeeder, type Seeder, sqliteSeeder } from './seed.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function intEnv(name: string, fallback: number): number {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer`);
  return n;
}

const QUICK = process.env.BENCH_QUICK === '1';
const MAX_ROWS = intEnv('BENCH_MAX_ROWS', QUICK ? 20_000 : 1_000_000);
const DURATION = intEnv('BENCH_DURATION', QUICK ? 3 : 10);
const WARMUP = intEnv('BENCH_WARMUP', QUICK ? 1 : 2);
const DBS = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',').map((s) => s.trim()) as Db[];
for (const db of DBS) if (db !== 'sqlite' && db !== 'postgres') throw new Error(`BENCH_DB: unknown ${db}`);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_DATABASE = process.env.BENCH_PG_DATABASE ?? '';
const FULL = !QUICK && MAX_ROWS >= 1_000_000 && DBS.includes('sqlite') && DBS.includes('postgres');
const OUT = resolve(
  ROOT,
  process.env.BENCH_OUT ?? (FULL ? 'docs/performance.md' : '.bench-data/performance.md'),
);

/** Scenarios run after the customers' one, on the same server and database. */
const SCENARIOS = [
  { name: 'invoices', run: invoiceScenario },
  { name: 'ledger', run: ledgerScenario },
  { name: 'platform', run: platformScenario },
  { name: 'instances', run: instancesScenario },
] as const;
const ONLY = new Set(
  (process.env.BENCH_SCENARIOS ?? SCENARIOS.map((s) => s.name).join(',')).split(',').map((s) => s.trim()),
);

const READ_CONNECTIONS = 10;
const WRITE_CONNECTIONS = 50;
const LIMIT = 50;
const SIZES = [...[10_000, 100_000, 1_000_000].filter((s) => s < MAX_ROWS), MAX_ROWS];
const DEEP_PAGE = Math.max(2, Math.min(10_000, Math.floor(MAX_ROWS / LIMIT)));

const figures: Figure[] = [];
/** Each server process's resident memory, at rest and its peak under load (bench/rss.ts). */
const memory: Memory[] = [];
const machine: Machine = {
  cpus: availableParallelism(),
  cpuModel: cpuModel(),
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  code: process.env.BENCH_COMMIT ?? gitState(),
  load: [],
  node: process.version,
  date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  databases: {},
  settings:
    `${DURATION} s per measurement after ${WARMUP} s warm-up, ${READ_CONNECTIONS} connections for reads and ` +
    `${WRITE_CONNECTIONS} for POST, list pages of ${LIMIT}, deep page ${DEEP_PAGE.toLocaleString('en-US')}, ` +
    'app logging off, server and load generator in separate processes on the same machine',
};

/** The commit measured, and whether src/ had uncommitted changes. */
function gitState(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--', 'src') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes in src/' : ''}`;
  } catch {
    return 'unknown code version';
  }
}

function cpuModel(): string {
  try {
    const m = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    return m?.[1]?.trim() ?? 'unknown CPU';
  } catch {
    return 'unknown CPU';
  }
}

// Databases ------------------------------------------------------------------------------------

interface Target {
  url: string;
  openSeeder(companyId: string, form: JsonbForm): Seeder;
  drop(): Promise<void>;
}

function sqliteTarget(): Target {
  const dir = join(ROOT, '.bench-data');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'bench.db');
  const remove = () => {
    for (const ext of ['', '-wal', '-shm']) rmSync(path + ext, { force: true });
  };
  remove();
  return {
    url: `sqlite:${path}`,
    openSeeder: (companyId) => sqliteSeeder(path, companyId),
    drop: async () => remove(),
  };
}

/**
 * A new schema (`?schema=`) in the server's database, dropped afterwards; with BENCH_PG_DATABASE, in
 * a database of that name instead (created for the run, and dropped after it if it was created).
 */
async function postgresTarget(): Promise<Target> {
  const admin = postgres(PG_URL, { max: 1, onnotice: () => undefined });
  let dbUrl = PG_URL;
  let createdDatabase = false;
  if (PG_DATABASE) {
    const [exists] = await admin`select 1 as x from pg_database where datname = ${PG_DATABASE}`;
    if (!exists) {
      await admin.unsafe(`create database ${PG_DATABASE}`);
      createdDatabase = true;
    }
    const u = new URL(PG_URL);
    u.pathname = `/${PG_DATABASE}`;
    dbUrl = u.toString();
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const seedSql = postgres(dbUrl, {
    max: 1,
    onnotice: () => undefined,
    connection: { search_path: schema },
  });
  return {
    url: `${dbUrl}${dbUrl.includes('?') ? '&' : '?'}schema=${schema}`,
    openSeeder: (companyId, form) => postgresSeeder(seedSql, companyId, form),
    drop: async () => {
      await seedSql.unsafe(`drop schema if exists ${schema} cascade`);
      await seedSql.end();
      if (createdDatabase) await admin.unsafe(`drop database if exists ${PG_DATABASE}`);
      await admin.end();
    },
  };
}

// Server process -------------------------------------------------------------------------------

interface Server {
  info: ServerInfo;
  pid: number | undefined;
  stop(): Promise<void>;
}

function startServer(databaseUrl: string): Promise<Server> {
  const child: ChildProcess = fork(join(ROOT, 'bench', 'server.ts'), [databaseUrl], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // BENCH_CPU_PROFILE=<dir> writes the server's V8 CPU profile there when it stops (where the time goes).
    execArgv: process.env.BENCH_CPU_PROFILE
      ? [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
      : process.execArgv,
    // One token carries all the load: the per-token rate limit (D11) is raised out of the way; the
    // limiter itself still runs on every request.
    env: {
      ...process.env,
      RATE_LIMIT_PER_SECOND: process.env.RATE_LIMIT_PER_SECOND ?? '1000000000',
      RATE_LIMIT_BURST: process.env.RATE_LIMIT_BURST ?? '1000000000',
      // bench/platform.ts has webhooks delivered to a receiver on 127.0.0.1.
      WEBHOOK_ALLOW_PRIVATE: process.env.WEBHOOK_ALLOW_PRIVATE ?? 'true',
    },
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return new Promise<Server>((resolveServer, reject) => {
    child.once('message', (message: FromServer) => {
      if (message.type === 'error') {
        reject(new Error(`bench server failed:\n${message.message}`));
        return;
      }
      resolveServer({
        info: message.info,
        pid: child.pid,
        stop: async () => {
          child.send({ type: 'stop' } satisfies ToServer);
          await exited;
        },
      });
    });
    void exited.then((code) => reject(new Error(`bench server exited with ${code} before it was ready`)));
  });
}

// Measuring ------------------------------------------------------------------------------------

/** Measures the items interleaved (see bench/load.ts); returns each one's count of expected answers. */
async function together(items: readonly Item[]): Promise<number[]> {
  const measured = await measureTogether(
    items.map(([, spec]) => spec),
    DURATION,
    WARMUP,
  );
  return items.map(([f], i) => {
    const m = measured[i]!;
    const figure: Figure = { ...f, rps: m.rps, p50: m.p50, p99: m.p99, errors: m.errors };
    record(figure);
    return m.answered;
  });
}

function record(figure: Figure): void {
  figures.push(figure);
  console.log(consoleLine(figures, figure));
}

const extraAims: Aim[] = [];

/** Notes a server process's RSS at rest now and samples it until the returned function is called. */
function watch(db: Db, label: string, pid: number | undefined): () => void {
  const { rest, done } = watchMemory(memory, db, label, pid);
  if (rest !== undefined) console.log(`[${db}] RSS at rest: ${label} ${Math.round(rest / 2 ** 20)} MiB`);
  return done;
}

/** The seeded rows read back through the API as the app's own records are. */
async function verifySeed(info: ServerInfo, seeder: Seeder, first: boolean): Promise<void> {
  const list = (await getJson(
    `${info.appUrl}/v1/customers?limit=${LIMIT}`,
    info.mainToken,
  )) as unknown as ListBody;
  check(
    list.pagination.total_count === seeder.count,
    `total_count ${list.pagination.total_count} = ${seeder.count}`,
  );
  check(list.data.length === Math.min(LIMIT, seeder.count), 'a full first page');
  const id = seeder.sampleIds[seeder.sampleIds.length - 1]!;
  const one = (await getJson(`${info.appUrl}/v1/customers/${id}`, info.mainToken)) as {
    id: string;
    data: Json;
  };
  check(
    one.id === id && one.data.source_id === id && one.data.customer_id === id,
    'source_id defaults to id',
  );
  check(one.data.version === 1 && JSON.stringify(one.data.metadata) === '{}', 'version 1, metadata {}');
  if (first) {
    // Same fields, in the same order, as a record created through the API.
    const made = (await getJson(
      `${info.appUrl}/v1/customers?limit=1`,
      info.postToken,
    )) as unknown as ListBody;
    const keys = (d: Json) => Object.keys(d).join(',');
    check(keys(made.data[0]!.data) === keys(one.data), 'seeded and API-created records have the same fields');
  }
}

async function runDatabase(db: Db): Promise<void> {
  console.log(`\n=== ${db}: up to ${MAX_ROWS.toLocaleString('en-US')} customers ===`);
  machine.load.push(`${loadavg()[0]!.toFixed(2)} at the start of ${db}`);
  const target = db === 'sqlite' ? sqliteTarget() : await postgresTarget();
  let server: Server | undefined;
  let seeder: Seeder | undefined;
  let unwatch: (() => void) | undefined;
  try {
    server = await startServer(target.url);
    // At rest: started, migrated, its companies and tokens made; the seeded rows are written by the
    // driver straight into the database, not through this process.
    unwatch = watch(db, 'The bench server (bench/server.ts: the service, bare and raw routes)', server.pid);
    const info = server.info;
    machine.databases[db] = info.databaseVersion;
    if (db === 'postgres') console.log(`app stores data as a jsonb ${info.jsonbForm}`);
    const app = info.appUrl;
    const raw = info.rawUrl;
    const read = { connections: READ_CONNECTIONS, token: info.mainToken };

    const bare: Item = [
      { db, key: 'bare', label: 'Bare Fastify route, small JSON', rows: 0, connections: READ_CONNECTIONS },
      { origin: info.bareUrl, connections: READ_CONNECTIONS, path: () => '/' },
    ];
    await together([bare]);

    seeder = target.openSeeder(info.mainCompanyId, info.jsonbForm);
    for (const [i, size] of SIZES.entries()) {
      const started = Date.now();
      await seeder.growTo(size);
      console.log(
        `seeded ${size.toLocaleString('en-US')} customers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      await verifySeed(info, seeder, i === 0);
      await together([
        [
          {
            db,
            key: `raw.list@${size}`,
            label: 'Raw: page of 50, no count',
            rows: size,
            connections: READ_CONNECTIONS,
          },
          { origin: raw, ...read, path: () => '/customers' },
        ],
        [
          {
            db,
            key: `app.list@${size}`,
            label: 'GET /v1/customers?limit=50 (with total_count)',
            rows: size,
            connections: READ_CONNECTIONS,
            ceiling: `raw.list@${size}`,
          },
          { origin: app, ...read, path: () => `/v1/customers?limit=${LIMIT}` },
        ],
      ]);
    }
    const rows = seeder.count;

    // GET by id: the same sequence of random seeded ids for both.
    const ids = seeder.sampleIds;
    const idSequence = () => {
      let next = 0;
      return () => ids[next++ % ids.length]!;
    };
    const rawId = idSequence();
    const appId = idSequence();
    await together([
      [
        { db, key: 'raw.get', label: 'Raw: SELECT by (company_id, id)', rows, connections: READ_CONNECTIONS },
        { origin: raw, ...read, path: () => `/customers/${rawId()}` },
      ],
      [
        {
          db,
          key: 'app.get',
          label: 'GET /v1/customers/{id}',
          rows,
          connections: READ_CONNECTIONS,
          ceiling: 'raw.get',
        },
        { origin: app, ...read, path: () => `/v1/customers/${appId()}` },
      ],
    ]);

    // Deep page by offset, and the same page by cursor, with page 1 again as their reference.
    const offset = (DEEP_PAGE - 1) * LIMIT;
    const before = (await getJson(
      `${app}/v1/customers?limit=${LIMIT}&page=${DEEP_PAGE - 1}`,
      info.mainToken,
    )) as unknown as ListBody;
    const deep = (await getJson(
      `${app}/v1/customers?limit=${LIMIT}&page=${DEEP_PAGE}`,
      info.mainToken,
    )) as unknown as ListBody;
    const cursor = before.pagination.next_cursor;
    check(cursor !== null, `page ${DEEP_PAGE - 1} has a next_cursor`);
    const byCursor = (await getJson(
      `${app}/v1/customers?limit=${LIMIT}&cursor=${encodeURIComponent(cursor!)}`,
      info.mainToken,
    )) as unknown as ListBody;
    check(
      byCursor.data.map((r) => r.id).join() === deep.data.map((r) => r.id).join() && deep.data.length > 0,
      `the cursor after page ${DEEP_PAGE - 1} gives page ${DEEP_PAGE}`,
    );
    const last = before.data[before.data.length - 1]!;
    const pageLabel = DEEP_PAGE.toLocaleString('en-US');
    await together([
      [
        {
          db,
          key: 'app.page1',
          label: 'GET /v1/customers?limit=50 (page 1 again, reference)',
          rows,
          connections: READ_CONNECTIONS,
        },
        { origin: app, ...read, path: () => `/v1/customers?limit=${LIMIT}` },
      ],
      [
        {
          db,
          key: 'raw.deep',
          label: `Raw: page ${pageLabel} (OFFSET ${offset.toLocaleString('en-US')}), no count`,
          rows,
          connections: READ_CONNECTIONS,
        },
        { origin: raw, ...read, path: () => `/customers?offset=${offset}` },
      ],
      [
        {
          db,
          key: 'raw.deep.deferred',
          label: `Raw: page ${pageLabel} by deferred join (OFFSET in the index alone), no count`,
          rows,
          connections: READ_CONNECTIONS,
        },
        { origin: raw, ...read, path: () => `/customers?offset=${offset}&deferred=1` },
      ],
      [
        {
          db,
          key: 'app.deep',
          label: `GET /v1/customers?limit=50&page=${DEEP_PAGE}`,
          rows,
          connections: READ_CONNECTIONS,
          ceiling: 'raw.deep.deferred',
        },
        { origin: app, ...read, path: () => `/v1/customers?limit=${LIMIT}&page=${DEEP_PAGE}` },
      ],
      [
        {
          db,
          key: 'raw.keyset',
          label: `Raw: page ${pageLabel} by keyset (created_at, id) >, no count`,
          rows,
          connections: READ_CONNECTIONS,
        },
        {
          origin: raw,
          ...read,
          path: () =>
            `/customers?after_created_at=${encodeURIComponent(String(last.data.created_at))}&after_id=${last.id}`,
        },
      ],
      [
        {
          db,
          key: 'app.cursor',
          label: `GET /v1/customers?limit=50&cursor=… (page ${pageLabel})`,
          rows,
          connections: READ_CONNECTIONS,
          ceiling: 'app.page1',
        },
        {
          origin: app,
          ...read,
          path: () => `/v1/customers?limit=${LIMIT}&cursor=${encodeURIComponent(cursor!)}`,
        },
      ],
    ]);

    // Writes: every request a new customer.
    let n = 1_000_000_000;
    const [, created] = await together([
      [
        {
          db,
          key: 'raw.insert',
          label: 'Raw: one INSERT per request (autocommit)',
          rows,
          connections: WRITE_CONNECTIONS,
        },
        {
          origin: raw,
          connections: WRITE_CONNECTIONS,
          method: 'POST',
          status: 201,
          path: () => '/customers',
          body: () => JSON.stringify(customerBody(n++)),
        },
      ],
      [
        {
          db,
          key: 'app.post',
          label: 'POST /v1/customers',
          rows,
          connections: WRITE_CONNECTIONS,
          ceiling: 'raw.insert',
        },
        {
          origin: app,
          connections: WRITE_CONNECTIONS,
          method: 'POST',
          status: 201,
          token: info.postToken,
          path: () => '/v1/customers',
          body: () => JSON.stringify(customerBody(n++)),
        },
      ],
    ]);
    // Every 201 was durably counted (1 for the probe; a few more may have completed after the
    // load generator stopped counting).
    const counted = (await getJson(`${app}/v1/customers?limit=1`, info.postToken)) as unknown as ListBody;
    const total = counted.pagination.total_count;
    const answered = created ?? 0;
    check(
      total >= answered + 1 && total <= answered + 1 + 6 * WRITE_CONNECTIONS,
      `POST company total_count ${total} ≈ ${answered + 1} answered 201`,
    );

    const ctx: ScenarioContext = {
      db,
      info,
      databaseUrl: target.url,
      settings: {
        quick: QUICK,
        duration: DURATION,
        warmup: WARMUP,
        readConnections: READ_CONNECTIONS,
        writeConnections: WRITE_CONNECTIONS,
      },
      together,
      record,
      aim: (a) => extraAims.push({ ...a, db }),
      figure: (key) => find(figures, db, key),
      watchMemory: (label, pid) => watch(db, label, pid),
    };
    for (const scenario of SCENARIOS) {
      if (!ONLY.has(scenario.name)) continue;
      console.log(`--- ${db}: ${scenario.name} ---`);
      await scenario.run(ctx);
    }
  } finally {
    unwatch?.();
    await seeder?.close();
    await server?.stop();
    await target.drop();
  }
}

function aims(): Aim[] {
  const out: Aim[] = [];
  for (const db of DBS) {
    const rps = (key: string) => find(figures, db, key)?.rps;
    const add = (
      name: string,
      a: number | undefined,
      b: number | undefined,
      target: number,
      detail: string,
    ) => {
      if (a !== undefined && b !== undefined) out.push({ db, name, value: a / b, target, detail });
    };
    add('GET by id', rps('app.get'), rps('raw.get'), 0.8, 'vs raw SELECT by id');
    // Issue 15: SQLite's group commit beats its raw per-request INSERT; PostgreSQL within 0.6× of its own.
    add(
      'POST',
      rps('app.post'),
      rps('raw.insert'),
      db === 'sqlite' ? 1.0 : 0.6,
      'vs raw synchronous=FULL INSERT per request',
    );
    for (const size of SIZES) {
      add(
        `List page with exact count, ${size.toLocaleString('en-US')} rows`,
        rps(`app.list@${size}`),
        rps(`raw.list@${size}`),
        0.7,
        'vs raw page without count',
      );
    }
    const lists = SIZES.map((s) => rps(`app.list@${s}`)).filter((v): v is number => v !== undefined);
    if (lists.length > 1) {
      add(
        'List page flat',
        Math.min(...lists),
        Math.max(...lists),
        0.8,
        `slowest / fastest of ${SIZES.map((s) => s.toLocaleString('en-US')).join(', ')} rows`,
      );
    }
    // Issue 15, item 3: OFFSET is bounded by the database's walk of the index (the raw OFFSET query
    // is no faster), so the aim is a latency within 5× of page 1's (the deferred join); a cursor
    // is a range scan like page 1 and is held to 0.8× of it.
    const page1 = find(figures, db, 'app.page1');
    const deep = find(figures, db, 'app.deep');
    if (page1 && deep)
      out.push({
        db,
        name: `Page ${DEEP_PAGE.toLocaleString('en-US')} by offset, p50 latency`,
        value: deep.p50 / page1.p50,
        target: 5,
        atMost: true,
        detail: 'times page 1, deferred join over (company_id, created_at, id)',
      });
    add(
      `Page ${DEEP_PAGE.toLocaleString('en-US')} by cursor`,
      rps('app.cursor'),
      rps('app.page1'),
      0.8,
      'vs page 1',
    );
  }
  // Issue 15: approving (posting 12 lines) on PostgreSQL at least half as fast as on SQLite.
  const approvals = (db: Db) => find(figures, db, 'app.invoice.approve')?.rps;
  const [pg, lite] = [approvals('postgres'), approvals('sqlite')];
  if (pg !== undefined && lite !== undefined)
    out.push({
      db: 'postgres',
      name: 'Approve an invoice (posts 12 lines)',
      value: pg / lite,
      target: 0.5,
      detail: "vs SQLite's approvals in the same run",
    });
  return out;
}

async function main(): Promise<void> {
  console.log(
    `finrec bench: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}; sizes ${SIZES.join(', ')}; ${machine.settings}`,
  );
  for (const db of DBS) await runDatabase(db);
  machine.load.push(`${loadavg()[0]!.toFixed(2)} at the end`);
  const a = [...aims(), ...extraAims];
  console.log(`\n${consoleAims(a)}`);
  if (memory.length > 0) console.log(`\n${consoleMemory(memory)}`);
  mkdirSync(dirname(OUT), { recursive: true });
  writeResults(OUT, resultsMarkdown(figures, a, machine, memory));
  console.log(`\nresults written to ${OUT}`);
}

await main();
