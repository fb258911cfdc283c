/**
 * `node --import tsx bench/memory.ts`: the server's memory after a burst of bad requests
 * (Hardening). Separate from `npm run bench` (it measures one process's memory, not throughput,
 * and takes about a minute).
 *
 * For each database: a fresh database (a SQLite file under .bench-data/, or a new PostgreSQL schema
 * via `?schema=`, dropped afterwards), a company and a token made with `Tenants`, then the real
 * server (`src/main.ts`, logging at warn) as a child process. The child runs with `--expose-gc`
 * and a two-line preload: on SIGUSR2 it collects garbage (twice) and prints `process.memoryUsage()`
 * on stderr — nothing in the app itself. Its resident size is read from /proc/<pid>/status.
 *
 * 1. Rest: after a warm-up of ordinary requests (lists, creates, and small bad invoices that take
 *    the burst's path, so code is compiled and lazy state made), 2 s idle, a forced collection,
 *    then RSS and heap.
 * 2. Bursts: ROUNDS times, 20 concurrent POST /v1/invoices whose body is the issue's 300,000 zeros
 *    in `lines` (586 KiB; each must be a 422); the peak is the kernel's high-water mark (VmHWM,
 *    reset before the first burst), or RSS sampled every 10 ms where it cannot be reset; 1 s idle
 *    after each round, RSS noted (the rounds show whether anything accumulates).
 * 3. After: 5 s idle with no forced collection (what an operator sees), then a forced collection.
 * 4. Query shapes: SHAPES list requests (GET /v1/invoices), 10 at a time, each with another set of
 *    filters or sort — another SQL text each, as a client walking every combination would send
 *    (on PostgreSQL every text was once a named prepared statement kept per connection) — then
 *    a forced collection; on PostgreSQL also the private memory (RssAnon) of the server's
 *    backends, found by the application_name the server is given.
 *
 * Environment: BENCH_DB=sqlite,postgres (default both), BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_MEMORY_ROUNDS (default 5), BENCH_MEMORY_SHAPES
 * (default 4000).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { Tenants } from '../src/domain/tenants.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';
import { freePort, untilHealthy } from './child-server.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DBS = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',').map((s) => s.trim());
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_MEMORY_ROUNDS ?? 5);
const SHAPES = Number(process.env.BENCH_MEMORY_SHAPES ?? 4000);
const CONCURRENCY = 20;
/** The issue's body: 300,000 zeros where invoice lines go (586 KiB). */
const ZEROS = `{"lines":[${new Array(300_000).fill('0').join(',')}]}`;
/** The child's preload: a collection and its memory on SIGUSR2 (SIGUSR1 is the inspector's). */
const PROBE = `process.on('SIGUSR2', () => { globalThis.gc(); globalThis.gc(); process.stderr.write('memory:' + JSON.stringify(process.memoryUsage()) + '\\n'); });`;

const MiB = 1024 * 1024;
const mib = (bytes: number) => (bytes / MiB).toFixed(0);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The resident size of process `pid` in bytes (Linux): now, at its highest, or its private part. */
function rss(pid: number, which: 'VmRSS' | 'VmHWM' | 'RssAnon' = 'VmRSS'): number {
  const m = new RegExp(`^${which}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no ${which} for ${pid}`);
  return Number(m[1]) * 1024;
}

/** Resets the highest resident size the kernel keeps for `pid` (VmHWM); false where it cannot. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

interface Database {
  url: string;
  drop(): Promise<void>;
  /** PostgreSQL: the server's backends and their private memory (bytes). */
  backends?(): Promise<{ count: number; anon: number }>;
}

function database(db: string): Database {
  if (db === 'sqlite') {
    const dir = join(ROOT, '.bench-data');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, 'memory.db');
    const remove = async () => {
      for (const ext of ['', '-wal', '-shm']) rmSync(path + ext, { force: true });
    };
    void remove();
    return { url: `sqlite:${path}`, drop: remove };
  }
  const schema = `bench_mem_${randomBytes(4).toString('hex')}`;
  return {
    // The schema's name is the server's application_name too: its backends are found by it.
    url: `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}schema=${schema}&application_name=${schema}`,
    backends: async () => {
      const sql = postgres(PG_URL, { max: 1, onnotice: () => undefined });
      try {
        const rows = await sql<{ pid: number }[]>`
          select pid from pg_stat_activity where application_name = ${schema}`;
        let total = 0;
        for (const { pid } of rows) {
          try {
            total += rss(pid, 'RssAnon');
          } catch {
            // ended meanwhile, or not readable: left out
          }
        }
        return { count: rows.length, anon: total };
      } finally {
        await sql.end();
      }
    },
    drop: async () => {
      const sql = postgres(PG_URL, { max: 1, onnotice: () => undefined });
      await sql.unsafe(`drop schema if exists ${schema} cascade`);
      await sql.end();
    },
  };
}

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

interface Child {
  process: ChildProcess;
  pid: number;
  baseUrl: string;
  /**
   * A forced collection in the child, its memory as it reports it, and 1 s later its resident
   * size (`rss`: V8 hands freed pages back to the system over the following moments).
   */
  collect(): Promise<Memory>;
  stop(): Promise<void>;
}

async function startServer(url: string): Promise<Child> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      `data:text/javascript,${encodeURIComponent(PROBE)}`,
      'src/main.ts',
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_SECOND: '1000000',
        RATE_LIMIT_BURST: '1000000',
      },
      stdio: ['ignore', 'inherit', 'pipe'],
    },
  );
  const waiting: ((m: Memory) => void)[] = [];
  let buffered = '';
  child.stderr?.on('data', (d: Buffer) => {
    buffered += d.toString();
    let nl = buffered.indexOf('\n');
    while (nl >= 0) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (line.startsWith('memory:')) waiting.shift()?.(JSON.parse(line.slice('memory:'.length)));
      else process.stderr.write(`${line}\n`);
      nl = buffered.indexOf('\n');
    }
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await untilHealthy(child, baseUrl);
  return {
    process: child,
    pid: child.pid!,
    baseUrl,
    collect: async () => {
      const reported = await new Promise<Memory>((r) => {
        waiting.push(r);
        child.kill('SIGUSR2');
      });
      await sleep(1000);
      return { ...reported, rss: rss(child.pid!) };
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Result {
  db: string;
  rest: Memory;
  peak: number;
  afterRounds: number[];
  roundMs: number[];
  settled: number;
  collected: Memory;
  shapes: {
    ms: number;
    before: Memory;
    after: Memory;
    backendsBefore?: { count: number; anon: number };
    backendsAfter?: { count: number; anon: number };
  };
}

/** The filter sets of GET /v1/invoices: the i-th request's query string, each one another SQL text. */
const INVOICE_FILTERS = [
  'source_id=x',
  'source_system=x',
  'connection_id=x',
  'created_after=2020-01-01T00:00:00Z',
  'created_before=2030-01-01T00:00:00Z',
  'updated_after=2020-01-01T00:00:00Z',
  'updated_before=2030-01-01T00:00:00Z',
  'total_amount_from=1',
  'total_amount_to=100',
  'status=open',
  'approval_status=draft',
  'document_date_from=2020-01-01',
  'document_date_to=2030-01-01',
  'due_at_from=2020-01-01T00:00:00Z',
  'due_at_to=2030-01-01T00:00:00Z',
  'customer_id=0190a0e0-0000-7000-8000-0000000000aa',
];
const INVOICE_SORTS = [
  'created_at',
  '-created_at',
  'updated_at',
  '-updated_at',
  'total_amount',
  '-total_amount',
];
const shape = (i: number): string => {
  const set = Math.floor(i / INVOICE_SORTS.length);
  const filters = INVOICE_FILTERS.filter((_, bit) => (set >> bit) & 1);
  return `/v1/invoices?${[`sort=${INVOICE_SORTS[i % INVOICE_SORTS.length]}`, ...filters].join('&')}`;
};

async function measure(db: string): Promise<Result> {
  const fresh = database(db);
  try {
    const setup = await openStore(fresh.url, { resources: RESOURCES });
    const tenants = new Tenants(setup);
    const company = await tenants.createCompany('Memory Co');
    const { token } = await tenants.createToken({
      companyId: company.id,
      scopes: 'finance:read,finance:write',
    });
    await setup.close();

    const server = await startServer(fresh.url);
    try {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const post = (path: string, body: string) =>
        fetch(`${server.baseUrl}${path}`, { method: 'POST', headers, body }).then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        });
      // Warm-up: the paths the burst takes, and ordinary ones.
      for (let i = 0; i < 100; i++) {
        await fetch(`${server.baseUrl}/v1/customers?limit=20`, { headers }).then((r) => r.arrayBuffer());
        if (i % 5 === 0) await post('/v1/customers', JSON.stringify({ name: `Warm ${i}` }));
        if (i % 5 === 0) await post('/v1/invoices', `{"lines":[${new Array(2000).fill('0').join(',')}]}`);
      }
      await sleep(2000);
      const rest = await server.collect();

      // The kernel's high-water mark catches a peak between two samples; sampling stays as a
      // fallback (and a floor) where it cannot be reset.
      const kernelPeak = resetPeak(server.pid);
      let peak = rss(server.pid);
      const afterRounds: number[] = [];
      const roundMs: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        let sampling = true;
        const sampler = (async () => {
          while (sampling) {
            peak = Math.max(peak, rss(server.pid));
            await sleep(10);
          }
        })();
        const started = performance.now();
        const statuses = await Promise.all(
          Array.from({ length: CONCURRENCY }, () => post('/v1/invoices', ZEROS)),
        );
        roundMs.push(performance.now() - started);
        sampling = false;
        await sampler;
        const wrong = statuses.filter((s) => s !== 422);
        if (wrong.length) throw new Error(`expected 422s, got ${wrong.join(', ')}`);
        await sleep(1000);
        afterRounds.push(rss(server.pid));
      }
      if (kernelPeak) peak = Math.max(peak, rss(server.pid, 'VmHWM'));
      await sleep(5000);
      const settled = rss(server.pid);
      const collected = await server.collect();

      // 4. Query shapes.
      // A few shapes, again and again, 10 at a time: compiled, and the pool at its full size.
      let warm = 0;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (warm < 300) {
            const path = shape(warm++ % (2 * INVOICE_SORTS.length));
            await fetch(`${server.baseUrl}${path}`, { headers }).then((r) => r.arrayBuffer());
          }
        }),
      );
      const backendsBefore = await fresh.backends?.();
      const before = await server.collect();
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (next < SHAPES) {
            const path = shape(next++);
            const res = await fetch(`${server.baseUrl}${path}`, { headers });
            await res.arrayBuffer();
            if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
          }
        }),
      );
      const ms = performance.now() - started;
      const after = await server.collect();
      const backendsAfter = await fresh.backends?.();
      const shapes = { ms, before, after, backendsBefore, backendsAfter };
      return { db, rest, peak, afterRounds, roundMs, settled, collected, shapes };
    } finally {
      await server.stop();
    }
  } finally {
    await fresh.drop();
  }
}

const results: Result[] = [];
for (const db of DBS) {
  console.log(`=== ${db}: ${ROUNDS} bursts of ${CONCURRENCY} concurrent POST /v1/invoices of 586 KiB ===`);
  const r = await measure(db);
  results.push(r);
  console.log(
    `rest ${mib(r.rest.rss)} MiB (heap ${mib(r.rest.heapUsed)}), peak ${mib(r.peak)} MiB, ` +
      `after each burst ${r.afterRounds.map(mib).join(' / ')} MiB, 5 s later ${mib(r.settled)} MiB, ` +
      `after a collection ${mib(r.collected.rss)} MiB (heap ${mib(r.collected.heapUsed)}); ` +
      `a burst took ${r.roundMs.map((ms) => ms.toFixed(0)).join(' / ')} ms`,
  );
  const q = r.shapes;
  console.log(
    `${SHAPES} list shapes in ${(q.ms / 1000).toFixed(1)} s: RSS ${mib(q.before.rss)} → ${mib(q.after.rss)} MiB, ` +
      `heap ${mib(q.before.heapUsed)} → ${mib(q.after.heapUsed)} MiB` +
      (q.backendsBefore && q.backendsAfter
        ? `, backends ${mib(q.backendsBefore.anon)} MiB (${q.backendsBefore.count}) → ${mib(q.backendsAfter.anon)} MiB (${q.backendsAfter.count})`
        : ''),
  );
}

console.log(
  '\n| Database | At rest | Peak | 1 s after each burst | 5 s after the last | After a collection | Heap at rest → after | A burst took |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.db === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${mib(r.rest.rss)} MiB | ${mib(r.peak)} MiB | ` +
      `${r.afterRounds.map(mib).join(' / ')} MiB | ${mib(r.settled)} MiB | ${mib(r.collected.rss)} MiB | ` +
      `${mib(r.rest.heapUsed)} → ${mib(r.collected.heapUsed)} MiB | ` +
      `${Math.min(...r.roundMs).toFixed(0)}–${Math.max(...r.roundMs).toFixed(0)} ms |`,
  );
}

console.log(
  `\n| Database | ${SHAPES.toLocaleString('en-US')} list shapes took | RSS before → after | Heap before → after | Database backends (private memory) |`,
);
console.log('|---|---|---|---|---|');
for (const r of results) {
  const q = r.shapes;
  const backends =
    q.backendsBefore && q.backendsAfter
      ? `${mib(q.backendsBefore.anon)} MiB in ${q.backendsBefore.count} → ${mib(q.backendsAfter.anon)} MiB in ${q.backendsAfter.count}`
      : '—';
  console.log(
    `| ${r.db === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${(q.ms / 1000).toFixed(1)} s | ${mib(q.before.rss)} → ${mib(q.after.rss)} MiB | ` +
      `${mib(q.before.heapUsed)} → ${mib(q.after.heapUsed)} MiB | ${backends} |`,
  );
}
