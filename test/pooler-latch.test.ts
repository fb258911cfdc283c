/**
 * A PostgreSQL store that meets a sign of a transaction pooler while serving (a statement answered
 * `prepared statement "…" does not exist`, SQLSTATE 26000: its session is not the one that
 * prepared it) stops using its database: the hint naming `?pooler=transaction` is logged once, and
 * every request after it, readiness included, answers 503 SERVICE_UNAVAILABLE with the envelope
 * (docs/scaling.md). Behind a real pooler the store sees it before sending anything
 * (test/pgbouncer.test.ts); here the sign comes from a direct connection, which the start-up probe
 * lets through, by executing a statement nobody prepared. PostgreSQL only; no pooler needed.
 */
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { Tenants } from '../src/domain/tenants.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';
import { POOLER_HINT, TransactionPoolerError } from '../src/storage/pooler-signs.ts';
import { FormClient, textOf } from './helpers/dashboard-fixtures.ts';
import { forEachDatabase } from './helpers/harness.ts';

forEachDatabase(
  (h) => {
    describe('a sign of a transaction pooler met while serving', () => {
      it('logged once; from then on nothing is sent and every request answers 503', async () => {
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
        const store = await openStore(h().freshDatabase().url, { resources: RESOURCES, log: logger });
        try {
          const app = await h().start({ webhookDispatchIntervalMs: 0 }, { store, logger });
          const tenants = new Tenants(store);
          const company = await tenants.createCompany('Latch');
          const { token } = await tenants.createToken({
            companyId: company.id,
            scopes: 'finance:read,finance:write',
          });
          const client = app.client(token);
          const before = await client.post('/v1/customers', { name: 'Before' });
          expect(before.status).toBe(201);
          // Nothing is wrong on a direct connection, and the start-up probe said so.
          expect((await app.client(null).get('/readyz')).status).toBe(200);

          const missing = store.read((repo) => sql`execute finrec_never_prepared`.execute(repo.db));
          await expect(missing).rejects.toBeInstanceOf(TransactionPoolerError);

          for (const [what, res] of [
            ['POST', await client.post('/v1/customers', { name: 'After' })],
            ['GET', await client.get(`/v1/customers/${before.body.id}`)],
            ['list', await client.get('/v1/customers')],
            ['readyz', await app.client(null).get('/readyz')],
            ['POST again', await client.post('/v1/customers', { name: 'After again' })],
          ] as const) {
            expect(res.status, what).toBe(503);
            expect(res.body, what).toMatchObject({
              status: 'error',
              code: 'SERVICE_UNAVAILABLE',
              request_id: expect.stringMatching(/^req_/),
            });
          }
          // The dashboard says the same, as a page.
          const browser = new FormClient(app.baseUrl);
          const signIn = await browser.signIn('nobody@example.com', 'a password of some length');
          expect(signIn.status).toBe(503);
          expect(textOf(signIn.html)).toContain('cannot use its database as configured');
          // The process still answers liveness: restarting it changes nothing, its settings must.
          expect((await app.client(null).get('/healthz')).status).toBe(200);
          // A write fails before sending anything, and a read (the CLI's) says why.
          await expect(tenants.createCompany('Never')).rejects.toThrow('?pooler=transaction');

          const hints = lines.filter((line) => JSON.stringify(line).includes('pooler=transaction'));
          expect(hints).toEqual([
            expect.objectContaining({
              level: 50,
              msg: POOLER_HINT,
              sign: '26000 prepared statement "finrec_never_prepared" does not exist',
            }),
          ]);
          // No request logged an error of its own.
          expect(lines.filter((line) => Number(line.level) >= 40)).toEqual(hints);
          await app.close();
        } finally {
          // Its connections were ended when the sign was seen; closing it still completes.
          await store.close();
        }
      });
    });
  },
  { databases: ['postgres'], server: false },
);
