/**
 * The service behind PgBouncer in transaction mode (docs/scaling.md): DATABASE_URL through the
 * pooler with `?pooler=transaction`, DATABASE_LISTEN_URL direct. PgBouncer hands each transaction,
 * and each statement outside one, to whichever server connection is free, so nothing may rely on
 * session state: not named prepared statements (a statement prepared on one server connection is
 * missing on the next, or is another client's statement under the same name, answering with other
 * rows), not a session search_path, not a session advisory lock. Many concurrent requests of two
 * companies through a pool of 5 server connections must all succeed, each with its own data.
 * PostgreSQL only: skipped without TEST_DATABASE_URL. PgBouncer missing fails the test (.ci/run
 * installs it).
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tenants } from '../src/domain/tenants.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';
import { POOLER_HINT } from '../src/storage/pooler-signs.ts';
import type { Store } from '../src/storage/store.ts';
import { Client, forEachDatabase, type Response } from './helpers/harness.ts';
import { type PgBouncer, startPgBouncer } from './helpers/pgbouncer.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('pgbouncer.test.ts: skipped, TEST_DATABASE_URL is not set (PostgreSQL only)');

const WORKERS = 25;
const ROUNDS = 8; // per worker: POST, GET by id, list — 600 requests in all

forEachDatabase(
  (h) => {
    describe('through PgBouncer in transaction mode', () => {
      // The install's schema: a fresh database of the harness (dropped with the run's others).
      let schema = '';
      const direct = new URL(pgUrl ?? 'postgres://localhost/unset');
      direct.searchParams.delete('schema');
      const dbname = direct.pathname.slice(1);
      // The pooler's entry for this install sets its schema on every server connection it opens: a
      // search_path in the client's start-up packet is refused by PgBouncer 1.18, and a SET is lost.
      let alias = '';
      let bouncer: PgBouncer;
      const stores: Store[] = [];

      const directUrl = (params: Record<string, string> = {}) => {
        const u = new URL(direct);
        for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
        return u.toString();
      };
      const pooledUrl = () => bouncer.url(alias, { schema, pooler: 'transaction' });

      /** A store through the pooler, its token watch direct (DATABASE_LISTEN_URL) unless `listen` says otherwise. */
      async function open(url = pooledUrl(), listen: { listenUrl?: string } = { listenUrl: directUrl() }) {
        const store = await openStore(url, { resources: RESOURCES, ...listen });
        stores.push(store);
        return store;
      }

      beforeAll(async () => {
        schema = new URL(h().freshDatabase().url).searchParams.get('schema') as string;
        alias = `finrec_${schema}`;
        bouncer = await startPgBouncer(direct.toString(), {
          [alias]: { dbname, connectQuery: `set search_path to ${schema}` },
        });
      });
      afterAll(async () => {
        try {
          // A store left waiting for an answer that went elsewhere must not keep PgBouncer running.
          const closed = Promise.all(stores.map((store) => store.close()));
          await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        } finally {
          await bouncer?.stop();
        }
      });

      it('two instances start at once through the pooler (migrations)', async () => {
        await Promise.all([open(), open()]);
        // The install is in its own schema, not in the pooler's default one.
        const sql = postgres(direct.toString(), { max: 1, onnotice: () => undefined });
        try {
          const rows =
            await sql`select count(*)::int as n from pg_tables where schemaname = ${schema} and tablename = 'customers'`;
          expect(rows[0]?.n).toBe(1);
        } finally {
          await sql.end();
        }
      });

      it('many concurrent requests of two companies: no 5xx, each record its own, exact totals', async () => {
        const store = await open();
        // Through the harness: its responses are checked against the OpenAPI document too.
        const app = await h().start({}, { store });
        const baseUrl = app.baseUrl;
        try {
          const tenants = new Tenants(store);
          const companies = await Promise.all(
            ['A', 'B'].map(async (label) => {
              const company = await tenants.createCompany(`PgBouncer ${label} ${schema}`);
              const { token } = await tenants.createToken({
                companyId: company.id,
                scopes: 'finance:read,finance:write',
              });
              return { label, client: new Client(baseUrl, token), created: new Map<string, string>() };
            }),
          );
          const failures: string[] = [];
          const seenInLists = new Map<string, Set<string>>(companies.map((c) => [c.label, new Set()]));
          // A request left without an answer (a driver waiting for a reply that went elsewhere) fails
          // the test after 15 s instead of hanging it.
          const call = async (what: string, run: () => Promise<Response>) => {
            let timer: NodeJS.Timeout | undefined;
            const timeout = new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error('no answer in 15 s')), 15_000);
            });
            try {
              return await Promise.race([run(), timeout]);
            } catch (error) {
              failures.push(`${what}: ${(error as Error).message}`);
              return undefined;
            } finally {
              clearTimeout(timer);
            }
          };

          await Promise.all(
            Array.from({ length: WORKERS }, async (_, worker) => {
              const company = companies[worker % companies.length]!;
              const c = company.client;
              for (let round = 0; round < ROUNDS; round++) {
                const name = `${company.label}-${worker}-${round}-${randomBytes(3).toString('hex')}`;
                const made = await call('POST', () =>
                  c.post('/v1/customers', { name, email: `${name}@example.com` }),
                );
                if (!made) continue;
                if (made.status !== 201) {
                  failures.push(`POST ${made.status} ${JSON.stringify(made.body)}`);
                  continue;
                }
                const id = made.body.id as string;
                if (made.body.data.name !== name)
                  failures.push(`POST answered ${made.body.data.name}, sent ${name}`);
                company.created.set(id, name);
                const got = await call('GET', () => c.get(`/v1/customers/${id}`));
                if (got && (got.status !== 200 || got.body.data.name !== name || got.body.id !== id))
                  failures.push(`GET ${id}: ${got.status} ${JSON.stringify(got.body)}, expected ${name}`);
                const listed = await call('list', () => c.get('/v1/customers?limit=20&sort=-created_at'));
                if (listed && listed.status !== 200)
                  failures.push(`list ${listed.status} ${JSON.stringify(listed.body)}`);
                else if (listed)
                  for (const item of listed.body.data) seenInLists.get(company.label)!.add(item.id);
              }
            }),
          );

          expect(failures, bouncer.log()).toEqual([]);
          for (const company of companies) {
            const mine = company.created;
            // Every record listed during the run was one of this company's.
            for (const id of seenInLists.get(company.label)!)
              expect(mine.has(id), `${company.label} listed ${id}`).toBe(true);
            const listed = new Map<string, string>();
            for (let page = 1; ; page++) {
              const res = await company.client.get(`/v1/customers?limit=200&page=${page}`);
              expect(res.status).toBe(200);
              expect(res.body.pagination.total_count).toBe(mine.size);
              for (const item of res.body.data) listed.set(item.id, item.data.name);
              if (!res.body.pagination.has_more) break;
            }
            expect(listed).toEqual(mine);
          }
          expect(companies.reduce((n, c) => n + c.created.size, 0)).toBe(WORKERS * ROUNDS);
        } finally {
          await app.close();
        }
      }, 120_000);

      it('without ?pooler=transaction: the hint logged once, every request a 503 or its own answer', async () => {
        // The records' companies and tokens, through the pooler as configured.
        const tenants = new Tenants(await open());
        const companies = await Promise.all(
          ['A', 'B', 'C'].map(async (label) => {
            const company = await tenants.createCompany(`Unset ${label} ${schema}`);
            const { token } = await tenants.createToken({
              companyId: company.id,
              scopes: 'finance:read,finance:write',
            });
            return { label, id: company.id, token };
          }),
        );
        // An instance whose DATABASE_URL goes through the pooler without saying so (its entry sets
        // the schema), its store and its requests logging to one place, as main.ts sets it up.
        const lines: Record<string, unknown>[] = [];
        const logger = pino(
          { level: 'info' },
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              lines.push(JSON.parse(chunk.toString()));
              done();
            },
          }),
        );
        const store = await openStore(bouncer.url(alias), { resources: RESOURCES, log: logger });
        stores.push(store);
        // Its webhook dispatcher in a thread of its own, as on PostgreSQL by default: the thread's
        // store sees the pooler too, and its passes fail without a line each.
        const app = await h().start({ webhookDispatcher: 'thread' }, { store, logger });
        const failures: string[] = [];
        const statuses = new Map<number, number>();
        let created = 0;
        // A request left without an answer fails the test after 15 s instead of hanging it.
        const call = async (what: string, run: () => Promise<Response>) => {
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('no answer in 15 s')), 15_000);
          });
          try {
            const res = await Promise.race([run(), timeout]);
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (res.status >= 300 && !(res.status === 503 && res.body.code === 'SERVICE_UNAVAILABLE'))
              failures.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
            else if (res.status === 503 && !/^req_/.test(res.body.request_id))
              failures.push(`${what}: 503 without a request_id ${JSON.stringify(res.body)}`);
            return res.status < 300 ? res : undefined;
          } catch (error) {
            failures.push(`${what}: ${(error as Error).message}`);
            return undefined;
          } finally {
            clearTimeout(timer);
          }
        };

        // Reads and writes of three companies at once: creates, reads by id, updates, lists, readiness.
        await Promise.all(
          Array.from({ length: 24 }, async (_, worker) => {
            const company = companies[worker % companies.length]!;
            const c = app.client(company.token);
            for (let round = 0; round < 6; round++) {
              const name = `${company.label}-${worker}-${round}-${randomBytes(3).toString('hex')}`;
              const made = await call(`POST ${name}`, () => c.post('/v1/customers', { name }));
              const listed = await call('list', () => c.get('/v1/customers?limit=5'));
              for (const item of listed?.body.data ?? [])
                if (!String(item.data.name).startsWith(`${company.label}-`))
                  failures.push(`${company.label} listed ${JSON.stringify(item)}`);
              await call('readyz', () => app.client(null).get('/readyz'));
              if (!made) continue;
              created += 1;
              const id = made.body.id as string;
              if (made.body.data.name !== name) failures.push(`POST ${name} answered ${made.body.data.name}`);
              const got = await call(`GET ${id}`, () => c.get(`/v1/customers/${id}`));
              if (got && (got.body.id !== id || got.body.data.name !== name))
                failures.push(`GET ${id} (${name}) answered ${JSON.stringify(got.body)}`);
              const renamed = `${name}-renamed`;
              const put = await call(`PUT ${id}`, () => c.put(`/v1/customers/${id}`, { name: renamed }));
              if (put && (put.body.id !== id || put.body.data.name !== renamed))
                failures.push(`PUT ${id} (${renamed}) answered ${JSON.stringify(put.body)}`);
            }
          }),
        );

        expect(failures, bouncer.log()).toEqual([]);
        // The pooler shares its server sessions between client connections, which the store saw
        // before sending a statement: it sent none, so nothing was created, and every request
        // (readiness included) answered 503.
        expect([...statuses.keys()]).toEqual([503]);
        expect(created).toBe(0);
        const sql = postgres(direct.toString(), { max: 1, onnotice: () => undefined });
        try {
          const ids = companies.map((c) => c.id);
          const rows = await sql.unsafe<{ n: number }[]>(
            `select count(*)::int as n from ${schema}.customers where company_id = any($1::uuid[])`,
            [ids],
          );
          expect(rows[0]?.n).toBe(0);
        } finally {
          await sql.end();
        }
        // One line says why, at error level, naming the setting; no request logged an error of its own.
        const hints = lines.filter((line) => JSON.stringify(line).includes('pooler=transaction'));
        expect(hints).toHaveLength(1);
        expect(hints[0]).toMatchObject({ level: 50, msg: POOLER_HINT });
        expect(hints[0]?.sign).toMatch(/backends/);
        expect(lines.filter((line) => Number(line.level) >= 40)).toEqual(hints);
      }, 120_000);

      it('pooler=transaction without DATABASE_LISTEN_URL is refused (LISTEN needs a session)', async () => {
        await expect(open(pooledUrl(), {})).rejects.toThrow(/DATABASE_LISTEN_URL/);
      });

      it('a schema the pooler does not select is refused, not silently replaced by another', async () => {
        // The `*` entry sets no search_path: the install would land in the pooler's default schema.
        const url = bouncer.url(dbname, { schema, pooler: 'transaction' });
        await expect(open(url)).rejects.toThrow(/search_path/);
      });
    });
  },
  { databases: ['postgres'], server: false },
);
