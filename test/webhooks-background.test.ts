/**
 * Webhook delivery does not wait for the requests' connections (issue 15): on PostgreSQL the
 * dispatcher runs on a pool of its own (`Store.background`), so an event is delivered while every
 * connection of the requests' pool is taken. Before, each of its statements queued behind the
 * requests for a pooled connection (a p99 of 3 s while 50 clients wrote): here it would wait until
 * the connections are given back, and the delivery would not arrive while they are held.
 *
 * PostgreSQL only: SQLite's writes share one group-commit queue by design.
 */
import { expect, it } from 'vitest';
import { eventually, forEachDatabase, type Json } from './helpers/harness.ts';
import { FAST, Receiver } from './helpers/webhook-fixtures.ts';

const POOL = 2;

forEachDatabase(
  (db) => {
    it('an event is delivered while every connection of the requests’ pool is held', async () => {
      const rx = await Receiver.start();
      const held: (() => void)[] = [];
      try {
        // Ticks 1.5 s apart: the event below is written between two of them.
        const app = await db().start(
          { ...FAST, webhookDispatchIntervalMs: 1500 },
          { storeOptions: { poolSize: POOL } },
        );
        expect(app.store.background, 'a PostgreSQL store has a background pool').toBeDefined();
        const { token } = await db().company();
        const c = app.client(token);
        const ep = await c.post('/v1/webhook_endpoints', { url: rx.url() });
        expect(ep.status).toBe(201);
        const customer = await c.post('/v1/customers', { name: 'Held' });
        expect(customer.status).toBe(201);

        // Every connection of the requests' pool, in a transaction that waits.
        const started: Promise<void>[] = [];
        const writes: Promise<unknown>[] = [];
        for (let i = 0; i < POOL; i++) {
          started.push(
            new Promise<void>((inside) => {
              writes.push(
                app.store.write(async (repo) => {
                  await repo.getCompany('00000000-0000-0000-0000-000000000000');
                  inside();
                  await new Promise<void>((release) => held.push(release));
                }),
              );
            }),
          );
        }
        await Promise.all(started);

        const delivered = await eventually('the delivery while the pool is held', () => rx.requests[0]);
        expect((JSON.parse(delivered.body) as Json).type).toBe('customer.created');
        expect(held).toHaveLength(POOL);
        for (const release of held.splice(0)) release();
        await Promise.all(writes);
      } finally {
        for (const release of held) release();
        await rx.close();
      }
    });
  },
  { databases: ['postgres'], server: false },
);
