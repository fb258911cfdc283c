/**
 * The webhook dispatcher in its worker thread (WEBHOOK_DISPATCHER=thread; the default on
 * PostgreSQL): events are delivered signed and retried on the schedule, the attempts are counted
 * in the serving thread's /metrics, closing the instance hands a delivery in flight back and a
 * restarted one sends it, and a thread that cannot open the database fails the start.
 * webhooks.test.ts covers the dispatcher's rules inline (the harness's default: a thread costs
 * ~1 s of CPU per instance); two-instances.test.ts runs its pair with threads through PgBouncer.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { startDispatcherThread } from '../src/dispatcher-thread.ts';
import { METRIC } from '../src/platform/metrics.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';
import { type Client, eventually, forEachDatabase, type Instance, type Json } from './helpers/harness.ts';
import { FAST, receiversClosedAfterEach, WEBHOOKS } from './helpers/webhook-fixtures.ts';

const THREAD = { ...FAST, webhookDispatcher: 'thread' } as const;

const receiver = receiversClosedAfterEach();

async function createEndpoint(c: Client, url: string): Promise<Json> {
  const res = await c.post('/v1/webhook_endpoints', { url, event_types: ['customer.*'] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A sample of the instance's /metrics (0 when the series has none yet). */
async function metric(app: Instance, name: string, labels = ''): Promise<number> {
  const text = (await app.client(null).get('/metrics')).body as string;
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

forEachDatabase((db) => {
  describe('the dispatcher in its thread', () => {
    it('delivers signed events and retries on the schedule; the attempts are counted in /metrics', async () => {
      // Attempt 1 of the first event is refused (503), attempt 2 delivered; the second event at once.
      const rx = await receiver((n) => (n === 0 ? { status: 503 } : { status: 204 }));
      const app = await db().start(THREAD);
      const { token } = await db().company();
      const c = app.client(token);
      const ep = await createEndpoint(c, rx.url());
      const first = await c.post('/v1/customers', { name: 'Refused once' });
      expect(first.status).toBe(201);
      await eventually('the retry', () => (rx.requests.length >= 2 ? true : undefined));
      const second = await c.post('/v1/customers', { name: 'At once' });
      expect(second.status).toBe(201);
      await eventually('the second event', () => (rx.requests.length >= 3 ? true : undefined));

      const wh = new Webhook(ep.data.secret);
      const bodies = rx.requests.map((r) => wh.verify(r.body, r.headers as Record<string, string>) as Json);
      expect(bodies.map((b) => b.data.object.id)).toEqual([first.body.id, first.body.id, second.body.id]);
      expect(rx.requests[0]!.headers['webhook-id']).toBe(rx.requests[1]!.headers['webhook-id']);

      // Three attempts: one failure, two successes, one of them a retry; two latencies observed.
      await eventually('the counts in /metrics', async () =>
        (await metric(app, METRIC.webhookDeliveries, '{outcome="success"}')) === 2 ? true : undefined,
      );
      expect(await metric(app, METRIC.webhookDeliveries, '{outcome="failure"}')).toBe(1);
      expect(await metric(app, METRIC.webhookRetries)).toBe(1);
      expect(await metric(app, `${METRIC.webhookLatency}_count`)).toBe(2);
    });

    it('closing the instance hands a delivery in flight back; a restarted one sends it', async () => {
      // The first request is never answered: it is in flight when the instance closes.
      const rx = await receiver((n) => (n === 0 ? 'hang' : { status: 204 }));
      const first = await db().start(THREAD);
      const { token } = await db().company();
      const ep = await createEndpoint(first.client(token), rx.url());
      const made = await first.client(token).post('/v1/customers', { name: 'In flight' });
      expect(made.status).toBe(201);
      await eventually('the request in flight', () => rx.requests[0]);
      await first.close();

      // Handed back, not counted as a failed attempt: the next dispatcher's attempt is number 1.
      const second = await db().start(THREAD);
      await eventually('the delivery after restart', () => rx.requests[1]);
      expect(rx.requests[1]!.headers['webhook-id']).toBe(rx.requests[0]!.headers['webhook-id']);
      const list = await eventually('the attempt', async () => {
        const res = await second.client(token).get(`/v1/webhook_endpoints/${ep.id}/deliveries`);
        return res.body.data.length > 0 ? (res.body.data as Json[]) : undefined;
      });
      expect(list.map((a) => [a.data.attempt, a.data.status])).toEqual([[1, 'succeeded']]);
    });
  });
}, WEBHOOKS);

describe('starting the thread', () => {
  it('fails when the thread cannot open the database, and says why', async () => {
    // A directory that cannot be made: its parent is a file.
    const file = join(mkdtempSync(join(tmpdir(), 'finrec-thread-')), 'a-file');
    writeFileSync(file, '');
    const settings = {
      location: { url: `sqlite:${file}/finrec.db`, listenUrl: undefined },
      intervalMs: 25,
      retrySchedule: undefined,
      timeoutMs: 1000,
      allowPrivate: true,
    };
    const logged: string[] = [];
    const log = {
      warn: (_: object, m: string) => logged.push(m),
      error: (_: object, m: string) => logged.push(m),
    };
    await expect(startDispatcherThread(settings, undefined, log)).rejects.toThrow(/EEXIST|ENOTDIR/);
  });

  it('WEBHOOK_DISPATCHER=thread needs a database another thread can open', async () => {
    const store = await openStore('sqlite::memory:', { resources: RESOURCES });
    try {
      await expect(
        buildApp({
          store,
          logger: false,
          config: { webhookDispatcher: 'thread', webhookDispatchIntervalMs: 25 },
        }),
      ).rejects.toThrow('WEBHOOK_DISPATCHER=thread needs a database another thread can open');
    } finally {
      await store.close();
    }
  });
});
