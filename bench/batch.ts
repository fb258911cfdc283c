/**
 * `npm run bench:batch`: what POST /v1/batch (D23) buys a client that syncs a history. For each
 * database, the real server as a child process on a fresh database, and CLIENTS clients sending
 * for DURATION seconds either single POSTs or batches of 100 (default and atomic): rows stored per
 * second, and the ratio of each batch row to the single POSTs measured in the same run. Rows:
 * customers, and 10-line invoices (bench/invoices.ts's body).
 *
 * Environment: BENCH_DB=sqlite,postgres  BENCH_PG_URL  BENCH_BATCH_CLIENTS (default 4)
 * BENCH_BATCH_DURATION (seconds, default 8)
 */
import { randomBytes } from 'node:crypto';
import { Tenants } from '../src/domain/tenants.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';
import { freshDatabase, startServer } from './child-server.ts';
import type { Json } from './context.ts';
import { invoiceBody, invoiceRefs } from './invoices.ts';

const DBS = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',').map((s) => s.trim());
const CLIENTS = Number(process.env.BENCH_BATCH_CLIENTS ?? 4);
const DURATION_MS = Number(process.env.BENCH_BATCH_DURATION ?? 8) * 1000;
const BATCH = 100;

/** `clients` loops sending `request(n)` until the time is up; rows stored per second. */
async function rowsPerSecond(
  baseUrl: string,
  token: string,
  request: (n: number) => { path: string; body: Json; rows: number; status: number },
): Promise<number> {
  let next = 0;
  let rows = 0;
  const until = performance.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const r = request(next++);
        const res = await fetch(`${baseUrl}${r.path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(r.body),
        });
        const text = await res.text();
        if (res.status !== r.status) throw new Error(`${r.path}: ${res.status} ${text.slice(0, 300)}`);
        rows += r.rows;
      }
    }),
  );
  return rows / ((performance.now() - started) / 1000);
}

const RUN = randomBytes(3).toString('hex');
const customer = (n: number) => ({
  name: `Batch bench ${n}`,
  source_system: 'bench',
  source_id: `c-${RUN}-${n}`,
});
const ops = (bodies: Json[], path: string) => bodies.map((body) => ({ method: 'POST', path, body }));
const hundred = <T>(n: number, make: (i: number) => T) =>
  Array.from({ length: BATCH }, (_, i) => make(n * BATCH + i));

async function measure(db: string): Promise<void> {
  const fresh = await freshDatabase(db, 'batch');
  try {
    const setup = await openStore(fresh.url, { resources: RESOURCES });
    const tenants = new Tenants(setup);
    const company = await tenants.createCompany('Batch Co');
    const { token } = await tenants.createToken({
      companyId: company.id,
      scopes: 'finance:read,finance:write',
    });
    await setup.close();
    const server = await startServer(fresh.url);
    try {
      const refs = await invoiceRefs(server.baseUrl, token);
      const invoice = (n: number) => invoiceBody(n, refs);
      const rows: [string, number][] = [];
      const row = async (label: string, make: Parameters<typeof rowsPerSecond>[2]) => {
        const rate = await rowsPerSecond(server.baseUrl, token, make);
        rows.push([label, rate]);
        console.log(`${db}: ${label}: ${rate.toFixed(0)} rows/s`);
      };
      await row('customers, single POSTs', (n) => ({
        path: '/v1/customers',
        body: customer(n),
        rows: 1,
        status: 201,
      }));
      await row('customers, batches of 100', (n) => ({
        path: '/v1/batch',
        body: { operations: ops(hundred(1e6 + n, customer), '/v1/customers') },
        rows: BATCH,
        status: 200,
      }));
      await row('customers, atomic batches of 100', (n) => ({
        path: '/v1/batch',
        body: { atomic: true, operations: ops(hundred(2e6 + n, customer), '/v1/customers') },
        rows: BATCH,
        status: 200,
      }));
      await row('10-line invoices, single POSTs', (n) => ({
        path: '/v1/invoices',
        body: invoice(n),
        rows: 1,
        status: 201,
      }));
      await row('10-line invoices, batches of 100', (n) => ({
        path: '/v1/batch',
        body: { operations: ops(hundred(1e6 + n, invoice), '/v1/invoices') },
        rows: BATCH,
        status: 200,
      }));
      const rate = (label: string) => rows.find(([l]) => l === label)?.[1] ?? Number.NaN;
      console.log(`\n| ${db} | rows/s | × single POSTs |\n|---|--:|--:|`);
      for (const [label, r] of rows) {
        const single = rate(
          label.startsWith('customers') ? 'customers, single POSTs' : '10-line invoices, single POSTs',
        );
        console.log(`| ${label} | ${r.toFixed(0)} | ${(r / single).toFixed(2)}× |`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await fresh.drop();
  }
}

for (const db of DBS) await measure(db);
