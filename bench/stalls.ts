/**
 * `npm run bench:stalls`: does one kind of large request starve the others (issue 23, D11)?
 * Separate from `npm run bench` (it measures waits under the largest bodies the limits allow, not
 * throughput; about ten minutes for both databases).
 *
 * For each database: a fresh database (a SQLite file under .bench-data/, or a new PostgreSQL schema
 * via `?schema=`, dropped afterwards), a company and a token made with `Tenants`, then the real
 * server (`src/main.ts`, logging at warn) as a child process, as bench/memory.ts runs it. Then,
 * one after another, CLIENTS clients each send requests back to back for DURATION seconds:
 *
 *   approvals  POST /v1/invoices of 1,000 lines, created approved (each posts 1,002 journal lines)
 *   journal    POST /v1/journal_entries of 1,000 lines, created posted
 *   deep       POST /v1/customers whose 1 MiB body is `metadata` nested as deep as it fits (a 422)
 *   gl         GET /v1/reports/general_ledger of the days of a ledger of GL_LINES journal lines (seeded
 *              straight into the tables by bench/ledger.ts's seeder before the scenario)
 *
 * For each: `/healthz` is polled every 50 ms from a worker thread of its own (so the driver's
 * own work on large answers does not delay the probe) and its slowest answer kept; each request's
 * time from sending to the last byte of its answer, and the slowest against the median (no request
 * should wait for the whole run), with its p99 and when the slowest was sent (a slowest sent in the
 * first second is the first wave, all twenty at once); the server's own event-loop delay (p99
 * and max, from its /metrics: what the server held the loop for, apart from the machine's load)
 * and its garbage collections; the server's resident size (VmRSS, Linux) before the scenario,
 * its peak during it (sampled every 100 ms) and SETTLE seconds after it.
 *
 * Environment: BENCH_DB=sqlite,postgres (default both), BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_STALL_SCENARIOS=approvals,journal,deep,gl
 * (default all), BENCH_STALL_CLIENTS (default 20), BENCH_STALL_DURATION (seconds, default 20),
 * BENCH_STALL_SETTLE (seconds, default 30), BENCH_STALL_GL_LINES (default 300000),
 * BENCH_STALL_WARM=0 (no warm-up: by default one approval and one journal entry are posted alone
 * before the scenarios, so the first wave does not also pay for the company's first posting),
 * BENCH_CPU_PROFILE=<dir> (the server's V8 CPU profiles, one per thread, written in <dir>/<database>
 * when it stops).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Tenants } from '../src/domain/tenants.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';
import { freePort, freshDatabase, untilHealthy } from './child-server.ts';
import { type Json, requestJson } from './context.ts';
import { openLedgerSeeder } from './ledger.ts';
import { residentBytes } from './rss.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DBS = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',').map((s) => s.trim());
const SCENARIOS = (process.env.BENCH_STALL_SCENARIOS ?? 'approvals,journal,deep,gl')
  .split(',')
  .map((s) => s.trim());
const CLIENTS = Number(process.env.BENCH_STALL_CLIENTS ?? 20);
const DURATION_MS = Number(process.env.BENCH_STALL_DURATION ?? 20) * 1000;
const SETTLE_MS = Number(process.env.BENCH_STALL_SETTLE ?? 30) * 1000;
const GL_LINES = Number(process.env.BENCH_STALL_GL_LINES ?? 300_000);
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
const WARM = process.env.BENCH_STALL_WARM !== '0';
const LINES = 1000;
const BODY_LIMIT = 1024 * 1024;
/** A request still unanswered after this long is counted as timed out. */
const TIMEOUT_MS = 300_000;
const HEALTH_EVERY_MS = 50;

const MiB = 1024 * 1024;
const mib = (bytes: number | undefined) => (bytes === undefined ? '—' : (bytes / MiB).toFixed(0));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Child {
  process: ChildProcess;
  pid: number;
  baseUrl: string;
  stop(): Promise<void>;
}

async function startServer(url: string, label: string): Promise<Child> {
  const port = await freePort();
  const profile = CPU_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', resolve(CPU_PROFILE, label)] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
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
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await untilHealthy(child, baseUrl);
  return {
    process: child,
    pid: child.pid!,
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The /healthz probe, in a thread of its own: one request every 50 ms (the next one 50 ms after
 * the last was sent, or at once if it took longer), each on a new connection as a load
 * balancer's or an orchestrator's probe makes it (Node accepts a waiting connection once per
 * pass of its event loop, so a new connection shows how long the passes are); its times kept.
 */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
let running = true;
const times = [];
parentPort.on('message', () => { running = false; });
const once = () => new Promise((resolve) => {
  const req = http.get(workerData.url, { agent: false, headers: { connection: 'close' } }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode === 200));
  });
  req.on('error', () => resolve(false));
});
(async () => {
  while (running) {
    const started = performance.now();
    const ok = await once();
    const ms = performance.now() - started;
    times.push(ok ? ms : -ms);
    if (times.length === 1) parentPort.postMessage('ready');
    const wait = ${HEALTH_EVERY_MS} - ms;
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  parentPort.postMessage(times);
})();
`;

/** Starts the probe; resolves once it has had its first answer, with the function that stops it. */
async function probeHealth(baseUrl: string): Promise<() => Promise<number[]>> {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { url: `${baseUrl}/healthz` } });
  await new Promise((r) => worker.once('message', r));
  return async () => {
    const times = new Promise<number[]>((r) => worker.once('message', r));
    worker.postMessage('stop');
    const result = await times;
    await worker.terminate();
    return result;
  };
}

interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  expect: number;
}

interface Outcome {
  db: string;
  scenario: string;
  label: string;
  requests: number;
  unexpected: string[];
  timeouts: number;
  median: number;
  p99: number;
  max: number;
  /** When the slowest request was sent, seconds into the run. */
  maxAt: number;
  health: { probes: number; p99: number; max: number; failed: number };
  /** The server's own event-loop delay over the scenario (its /metrics), ms. */
  loop: { p99: number; max: number };
  /** Garbage collections over the scenario, by kind: how many, how many of 100 ms or more, total ms. */
  gc: string;
  rss: { before?: number; peak?: number; after?: number };
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function run(
  db: string,
  server: Child,
  token: string,
  scenario: string,
  label: string,
  next: (n: number) => Request,
): Promise<Outcome> {
  console.log(`--- ${db} ${scenario}: ${CLIENTS} clients × ${DURATION_MS / 1000} s: ${label}`);
  const before = residentBytes(server.pid);
  let peak = before ?? 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(server.pid) ?? 0);
  }, 100);
  // The server's event-loop delay and GC figures start from here (prom-client resets the delay
  // histogram at each scrape).
  const gcBefore = gcOf(await serverMetrics(server.baseUrl));
  const stopProbe = await probeHealth(server.baseUrl);
  const times: number[] = [];
  const startedAt: number[] = [];
  const unexpected: string[] = [];
  let timeouts = 0;
  let n = 0;
  const t0 = performance.now();
  const until = t0 + DURATION_MS;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const r = next(n++);
        const started = performance.now();
        try {
          const res = await fetch(`${server.baseUrl}${r.path}`, {
            method: r.method,
            headers: {
              authorization: `Bearer ${token}`,
              ...(r.body ? { 'content-type': 'application/json' } : {}),
            },
            ...(r.body ? { body: r.body } : {}),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
          const answer = await res.arrayBuffer();
          times.push(performance.now() - started);
          startedAt.push(started - t0);
          if (res.status !== r.expect && unexpected.length < 5)
            unexpected.push(`${res.status} ${Buffer.from(answer).subarray(0, 300).toString()}`);
        } catch (error) {
          if ((error as Error).name === 'TimeoutError') timeouts++;
          else throw error;
        }
      }
    }),
  );
  const health = await stopProbe();
  const after = await serverMetrics(server.baseUrl);
  const gcAfter = gcOf(after);
  clearInterval(sampler);
  peak = Math.max(peak, residentBytes(server.pid) ?? 0);
  const sorted = [...times].sort((a, b) => a - b);
  const outcome: Outcome = {
    db,
    scenario,
    label,
    requests: times.length,
    unexpected,
    timeouts,
    median: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    maxAt: (startedAt[times.indexOf(sorted.at(-1) ?? Number.NaN)] ?? Number.NaN) / 1000,
    health: {
      probes: health.length,
      p99: quantile(
        health.map(Math.abs).sort((a, b) => a - b),
        0.99,
      ),
      max: Math.max(...health.map(Math.abs)),
      failed: health.filter((t) => t < 0).length,
    },
    rss: { before, peak },
    loop: {
      p99: (after.get('nodejs_eventloop_lag_p99_seconds') ?? Number.NaN) * 1000,
      max: (after.get('nodejs_eventloop_lag_max_seconds') ?? Number.NaN) * 1000,
    },
    gc: [...gcAfter]
      .map(([kind, g]) => {
        const b = gcBefore.get(kind) ?? { count: 0, slow: 0, sum: 0 };
        return `${kind} ${g.count - b.count} (${g.slow - b.slow} ≥ 100 ms, ${((g.sum - b.sum) * 1000).toFixed(0)} ms)`;
      })
      .join(', '),
  };
  console.log(
    `${outcome.requests} requests, median ${outcome.median.toFixed(0)} ms, p99 ${outcome.p99.toFixed(0)} ms, ` +
      `max ${outcome.max.toFixed(0)} ms (${(outcome.max / outcome.median).toFixed(1)}× the median, sent ${outcome.maxAt.toFixed(1)} s in), ${timeouts} timed out; ` +
      `/healthz p99 ${outcome.health.p99.toFixed(0)} ms, max ${outcome.health.max.toFixed(0)} ms over ${outcome.health.probes} probes` +
      (outcome.health.failed ? ` (${outcome.health.failed} failed)` : '') +
      `; RSS ${mib(before)} → peak ${mib(peak)} MiB`,
  );
  const slowest = times
    .map((ms, i) => ({ ms, at: (startedAt[i] ?? 0) / 1000 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
  console.log(
    `slowest: ${slowest.map((s) => `${s.ms.toFixed(0)} ms (sent ${s.at.toFixed(1)} s in)`).join(', ')}`,
  );
  console.log(
    `server event-loop delay p99 ${outcome.loop.p99.toFixed(0)} ms, max ${outcome.loop.max.toFixed(0)} ms; GC: ${outcome.gc}`,
  );
  if (unexpected.length) console.log(`unexpected answers: ${unexpected.join(' | ')}`);
  await sleep(SETTLE_MS);
  outcome.rss.after = residentBytes(server.pid);
  console.log(`RSS ${SETTLE_MS / 1000} s after: ${mib(outcome.rss.after)} MiB`);
  return outcome;
}

/** The server's /metrics as name{labels} → value (samples without labels under their name). */
async function serverMetrics(baseUrl: string): Promise<Map<string, number>> {
  const text = await fetch(`${baseUrl}/metrics`).then((r) => r.text());
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    out.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return out;
}

/** prom-client's GC histogram: per kind, collections, those of 100 ms or more, seconds in all. */
function gcOf(m: Map<string, number>): Map<string, { count: number; slow: number; sum: number }> {
  const out = new Map<string, { count: number; slow: number; sum: number }>();
  for (const kind of ['minor', 'major', 'incremental']) {
    const count = m.get(`nodejs_gc_duration_seconds_count{kind="${kind}"}`) ?? 0;
    const fast = m.get(`nodejs_gc_duration_seconds_bucket{le="0.1",kind="${kind}"}`) ?? count;
    const sum = m.get(`nodejs_gc_duration_seconds_sum{kind="${kind}"}`) ?? 0;
    out.set(kind, { count, slow: count - fast, sum });
  }
  return out;
}

/** A body serialised once with a placeholder where each request's own identity goes. */
function template(body: Json): (n: number) => string {
  const text = JSON.stringify(body);
  const [head, tail] = text.split('"@ID@"') as [string, string];
  return (n) => `${head}"stall-${n}"${tail}`;
}

async function measure(db: string): Promise<Outcome[]> {
  const fresh = await freshDatabase(db, 'stall');
  const outcomes: Outcome[] = [];
  try {
    const setup = await openStore(fresh.url, { resources: RESOURCES });
    const tenants = new Tenants(setup);
    const company = await tenants.createCompany('Stalls Co');
    const { token } = await tenants.createToken({
      companyId: company.id,
      scopes: 'finance:read,finance:write',
    });
    await setup.close();

    const server = await startServer(fresh.url, db);
    console.log(`${db}: server at ${server.baseUrl}, pid ${server.pid}`);
    try {
      const app = server.baseUrl;
      const make = (path: string, body: Json) =>
        requestJson(`${app}/v1/${path}`, token, { method: 'POST', body, expect: [200, 201] });
      const known = { source_system: 'bench', currency: 'USD' };
      const customer = await make('customers', { ...known, source_id: 'c', name: 'Stall customer' });
      const sales = await make('accounts', {
        ...known,
        source_id: 'sales',
        name: 'Stall sales',
        account_type: 'revenue',
      });
      const cash = await make('accounts', {
        ...known,
        source_id: 'cash',
        name: 'Stall cash',
        account_type: 'asset',
      });

      // 1,000 lines of 25.00, 8 % tax: 25,000.00 + 2,000.00 = 27,000.00.
      const invoice = template({
        source_system: 'bench',
        source_id: '@ID@',
        currency: 'USD',
        customer_id: customer.id,
        approval_status: 'approved',
        document_date: '2026-03-01',
        due_at: '2026-03-31T00:00:00Z',
        subtotal: '25000.00',
        tax_amount: '2000.00',
        total_amount: '27000.00',
        lines: Array.from({ length: LINES }, (_, i) => ({
          description: `Consulting, item ${i + 1}`,
          quantity: '2',
          amount: '25.00',
          account_id: sales.id,
        })),
      });
      // 500 debits and 500 credits of 10.00.
      const entry = template({
        source_system: 'bench',
        source_id: '@ID@',
        entry_date: '2026-03-01',
        status: 'posted',
        currency: 'USD',
        lines: Array.from({ length: LINES }, (_, i) =>
          i % 2 === 0
            ? { account_id: cash.id, debit_amount: '10.00', description: `Line ${i + 1}` }
            : { account_id: sales.id, credit_amount: '10.00', description: `Line ${i + 1}` },
        ),
      });
      // `metadata` nested as deep as a body within the limit allows.
      const head = '{"name":"Deep","metadata":{"deep":';
      const depth = Math.floor((BODY_LIMIT - head.length - 2) / 2);
      const deep = `${head}${'['.repeat(depth)}${']'.repeat(depth)}}}`;

      if (WARM) {
        // One of each large write, alone, before anything is measured: a fresh company makes its
        // system accounts (receivables, sales tax) on its first posting, and twenty first postings at
        // once all wait for the one that makes them; and a cold process runs its first 1,000-line
        // loops unoptimised. Neither is the stall measured here (docs/performance.md, session 9).
        for (const [path, body] of [
          ['invoices', invoice],
          ['journal_entries', entry],
        ] as const)
          await requestJson(`${app}/v1/${path}`, token, {
            method: 'POST',
            body: JSON.parse(body(-1)) as Json,
            expect: [201],
          });
      }

      for (const scenario of SCENARIOS) {
        if (scenario === 'approvals') {
          outcomes.push(
            await run(db, server, token, scenario, 'POST /v1/invoices, 1,000 lines, approved', (n) => ({
              method: 'POST',
              path: '/v1/invoices',
              body: invoice(n),
              expect: 201,
            })),
          );
        } else if (scenario === 'journal') {
          outcomes.push(
            await run(db, server, token, scenario, 'POST /v1/journal_entries, 1,000 lines, posted', (n) => ({
              method: 'POST',
              path: '/v1/journal_entries',
              body: entry(n),
              expect: 201,
            })),
          );
        } else if (scenario === 'deep') {
          outcomes.push(
            await run(
              db,
              server,
              token,
              scenario,
              `POST /v1/customers, 1 MiB, metadata ${depth.toLocaleString('en-US')} arrays deep (422)`,
              () => ({ method: 'POST', path: '/v1/customers', body: deep, expect: 422 }),
            ),
          );
        } else if (scenario === 'gl') {
          const seeder = await openLedgerSeeder({
            db: db === 'sqlite' ? 'sqlite' : 'postgres',
            databaseUrl: fresh.url,
            info: { appUrl: app, mainToken: token, mainCompanyId: company.id },
          });
          try {
            await seeder.growTo(GL_LINES);
          } finally {
            await seeder.close();
          }
          outcomes.push(
            await run(
              db,
              server,
              token,
              scenario,
              `GET /v1/reports/general_ledger, ${GL_LINES.toLocaleString('en-US')} journal lines`,
              () => ({
                method: 'GET',
                path: '/v1/reports/general_ledger?from=2023-01-01&to=2026-01-31',
                expect: 200,
              }),
            ),
          );
        } else throw new Error(`BENCH_STALL_SCENARIOS: unknown ${scenario}`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await fresh.drop();
  }
  return outcomes;
}

const all: Outcome[] = [];
for (const db of DBS) all.push(...(await measure(db)));

console.log(
  '\n| Database | Scenario | Requests | Median, ms | Slowest, ms | Slowest ÷ median | /healthz p99 / slowest, ms | Server loop delay p99 / max, ms | RSS before / peak / after, MiB |',
);
console.log('|---|---|--:|--:|--:|--:|--:|--:|---|');
for (const o of all) {
  const extra = [
    o.timeouts ? `${o.timeouts} timed out` : '',
    o.unexpected.length ? 'unexpected answers' : '',
  ].filter(Boolean);
  console.log(
    `| ${o.db === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${o.label} | ${o.requests}${extra.length ? ` (${extra.join(', ')})` : ''} | ` +
      `${o.median.toFixed(0)} | ${o.max.toFixed(0)} | ${(o.max / o.median).toFixed(1)}× | ${o.health.p99.toFixed(0)} / ${o.health.max.toFixed(0)} | ` +
      `${o.loop.p99.toFixed(0)} / ${o.loop.max.toFixed(0)} | ` +
      `${mib(o.rss.before)} / ${mib(o.rss.peak)} / ${mib(o.rss.after)} |`,
  );
}
