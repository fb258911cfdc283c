/**
 * Two API instances on one PostgreSQL database, as docs/scaling.md describes the set-up: each
 * instance's DATABASE_URL through PgBouncer in transaction mode (`?pooler=transaction`, a pool of 5
 * server connections for both), its token listener direct (DATABASE_LISTEN_URL, the store's
 * `listenUrl`), rate limits in Redis, webhook dispatchers running in both. What one instance does,
 * the other must honour:
 *
 * - an Idempotency-Key used on one and then on the other, or on both at once, runs once: one
 *   record, one event, and every other answer is the first one replayed (or 409 while it runs);
 * - a token revoked (the domain call the dashboard and the CLI make, on either store) is refused by
 *   both at once, though both had it cached;
 * - one token's bucket is shared: a burst spread over both, or a steady stream to both, gets no
 *   more through than one bucket and its refill;
 * - creates and deletes on both at once leave the exact total_count, on both;
 * - each event is delivered once per attempt of its schedule (a first attempt refused, one retry
 *   that succeeds), however the two dispatchers share the work.
 *
 * PostgreSQL only (skipped without TEST_DATABASE_URL) and PgBouncer's (skipped when Debian's
 * `pgbouncer` is not installed; .ci/run installs it, so CI always runs it). Redis at
 * TEST_REDIS_URL or 127.0.0.1:6379 (.ci/run starts it).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { Tenants } from '../src/domain/tenants.ts';
import { METRIC } from '../src/platform/metrics.ts';
import { expectError } from './helpers/errors.ts';
import {
  type Client,
  eventually,
  forEachDatabase,
  type Harness,
  type Instance,
  type Json,
  type Response,
} from './helpers/harness.ts';
import { type PgBouncer, pgBouncerBinary, startPgBouncer } from './helpers/pgbouncer.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** This run's own Redis keys, deleted at the end. */
const RUN_PREFIX = `finrec-test:${randomBytes(6).toString('hex')}:`;
const RW = 'finance:read,finance:write';
const installed = pgBouncerBinary() !== undefined;
if (pgUrl && !installed) console.warn('two-instances.test.ts: skipped, pgbouncer is not installed');

afterAll(async () => {
  if (!pgUrl || !installed) return;
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${RUN_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const withKey = (k: string) => ({ headers: { 'Idempotency-Key': k } });

function expectFirst(res: Response, status: number): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get('idempotent-replayed')).toBeNull();
}

function expectReplayOf(res: Response, first: Response): void {
  expect(res.status, JSON.stringify(res.body)).toBe(first.status);
  expect(res.headers.get('idempotent-replayed')).toBe('true');
  expect(res.body).toEqual(first.body);
  expect(res.headers.get('etag')).toBe(first.headers.get('etag'));
}

function expectUnauthorized(res: Response): void {
  expectError(res, 401, 'TOKEN_REVOKED');
}

async function totalCount(c: Client, path = '/v1/customers'): Promise<number> {
  const res = await c.get(`${path}?limit=1`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.pagination.total_count;
}

/** Every id of a list, page by page. */
async function allIds(c: Client, path = '/v1/customers'): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await c.get(`${path}?limit=200&page=${page}`);
    expect(res.status).toBe(200);
    ids.push(...res.body.data.map((r: Json) => r.id as string));
    if (!res.body.pagination.has_more) return ids;
  }
}

/** A counter of an instance's /metrics, summed over its series. */
async function counter(instance: Instance, name: string): Promise<number> {
  const text = String((await instance.client(null).get('/metrics')).body);
  return text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
    .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
}

/**
 * A webhook receiver on 127.0.0.1 that answers after `delayMs` (so one instance cannot take every
 * delivery while the other idles): 503 to the first request of each webhook-id, 204 to the later ones.
 */
class SlowReceiver {
  readonly requests: { id: string; at: number }[] = [];
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(delayMs: number): Promise<SlowReceiver> {
    const seen = new Set<string>();
    let receiver: SlowReceiver | undefined;
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const id = String(req.headers['webhook-id']);
        receiver!.requests.push({ id, at: Date.now() });
        const first = !seen.has(id);
        seen.add(id);
        setTimeout(() => {
          res.writeHead(first ? 503 : 204);
          res.end();
        }, delayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiver = new SlowReceiver(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`);
    return receiver;
  }

  /** How many requests each webhook-id got. */
  perEvent(): Map<string, number> {
    const out = new Map<string, number>();
    for (const r of this.requests) out.set(r.id, (out.get(r.id) ?? 0) + 1);
    return out;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describe.skipIf(!installed)('two instances through PgBouncer (transaction mode)', () => {
  forEachDatabase(
    (h: () => Harness) => {
      let bouncer: PgBouncer;
      let schema = '';
      let alias = '';
      let prefixes = 0;
      const direct = new URL(pgUrl ?? 'postgres://localhost/unset');
      direct.searchParams.delete('schema');
      const dbname = direct.pathname.slice(1);

      /**
       * An instance as deployed behind the pooler: DATABASE_URL through PgBouncer, the listener
       * direct, rate limits in Redis under a prefix of `redisKeys`' own (instances given the same one
       * share buckets).
       */
      const start = (redisKeys: string, config: Partial<Config> = {}, lifetime: 'suite' | 'test' = 'test') =>
        h().start(
          { redisUrl: REDIS_URL, redisKeyPrefix: `${RUN_PREFIX}${redisKeys}:`, ...config },
          {
            url: bouncer.url(alias, { schema, pooler: 'transaction' }),
            storeOptions: { listenUrl: direct.toString() },
            lifetime,
          },
        );

      // The pair most tests use: limits out of the way, dispatchers on (private addresses allowed
      // for the receiver on 127.0.0.1, retries 0.2 s apart).
      const pairConfig: Partial<Config> = {
        rateLimitPerSecond: 10_000,
        rateLimitBurst: 10_000,
        webhookDispatchIntervalMs: 25,
        // In their threads, as PostgreSQL runs them by default: attempts still counted in each
        // instance's /metrics.
        webhookDispatcher: 'thread',
        webhookAllowPrivate: true,
        webhookRetrySchedule: [0, 0.2, 0.4],
      };
      let a: Instance;
      let b: Instance;

      beforeAll(async () => {
        // The suite's database (already migrated by the harness's own store), reached through a
        // pooler entry that sets its schema on every server connection (docs/scaling.md).
        schema = new URL(h().url).searchParams.get('schema') as string;
        alias = `finrec_${schema}`;
        bouncer = await startPgBouncer(direct.toString(), {
          [alias]: { dbname, connectQuery: `set search_path to ${schema}` },
        });
        const pair = `pair${prefixes++}`;
        [a, b] = await Promise.all([start(pair, pairConfig, 'suite'), start(pair, pairConfig, 'suite')]);
      });
      afterAll(async () => {
        // The instances first (the harness would close them after this hook): they hold pooler connections.
        await Promise.allSettled([a?.close(), b?.close()]);
        await bouncer?.stop();
      });

      /** A company of its own and its token, as clients of A and of B. */
      async function company(scopes = RW) {
        const { token, companyId } = await h().company(scopes);
        return { companyId, token, onA: a.client(token), onB: b.client(token) };
      }

      describe('Idempotency-Key', () => {
        it('used on A then on B: the replay of the first answer; another body is refused; one record', async () => {
          const { onA, onB } = await company();
          const k = `key-${randomUUID()}`;
          const first = await onA.post('/v1/customers', { name: 'Ada' }, withKey(k));
          expectFirst(first, 201);
          expectReplayOf(await onB.post('/v1/customers', { name: 'Ada' }, withKey(k)), first);
          expectReplayOf(await onA.post('/v1/customers', { name: 'Ada' }, withKey(k)), first);
          expectError(
            await onB.post('/v1/customers', { name: 'Bob' }, withKey(k)),
            422,
            'IDEMPOTENCY_KEY_REUSED',
          );
          expect(await totalCount(onA)).toBe(1);
          expect(await totalCount(onB)).toBe(1);
          expect(await totalCount(onB, '/v1/events')).toBe(1);
        });

        it('sent to both at once: one runs, the others are 409 IN_USE or its replay; one record per key', async () => {
          const { onA, onB } = await company();
          const ROUNDS = 3;
          for (let round = 0; round < ROUNDS; round++) {
            const k = `key-${randomUUID()}`;
            const body = { name: `Racer ${round}` };
            const results = await Promise.all(
              Array.from({ length: 10 }, (_, i) =>
                (i % 2 ? onA : onB).post('/v1/customers', body, withKey(k)),
              ),
            );
            const ran = results.filter(
              (r) => r.status === 201 && r.headers.get('idempotent-replayed') === null,
            );
            expect(ran, JSON.stringify(results.map((r) => r.status))).toHaveLength(1);
            for (const r of results) {
              if (r === ran[0]) continue;
              if (r.status === 409) expectError(r, 409, 'IDEMPOTENCY_KEY_IN_USE');
              else expectReplayOf(r, ran[0]!);
            }
            // Once the first has answered, both replay it.
            expectReplayOf(await onA.post('/v1/customers', body, withKey(k)), ran[0]!);
            expectReplayOf(await onB.post('/v1/customers', body, withKey(k)), ran[0]!);
          }
          expect(await totalCount(onA)).toBe(ROUNDS);
          expect(await totalCount(onB, '/v1/events')).toBe(ROUNDS);
        });
      });

      describe('token revocation', () => {
        /**
         * Requests `path` until it is refused: ms from the first try to the refused one's sending
         * (0 when the first try was refused). The refusal is checked, a POST's too.
         */
        async function refusedAfter(c: Client, path: string): Promise<number> {
          let first: number | undefined;
          const refused = await eventually(
            'the revocation',
            async () => {
              const sent = Date.now();
              first ??= sent;
              const res = await c.get(path);
              if (res.status === 200) return undefined;
              expectUnauthorized(res);
              return sent - first;
            },
            2_000,
          );
          expectUnauthorized(await c.post('/v1/customers', { name: 'Refused' }));
          return refused;
        }

        it('revoked on A, or by another process: refused by the revoker at once, by the other within ms', async () => {
          const { companyId, onA } = await company();
          const made = await onA.post('/v1/customers', { name: 'Kept' });
          expect(made.status).toBe(201);
          const path = `/v1/customers/${made.body.id}`;
          const [viaA, viaCli] = await Promise.all([
            h().tokenFor(companyId, 'finance:read'),
            h().tokenFor(companyId, 'finance:read'),
          ]);
          const clientsOf = (token: string) => [a.client(token), b.client(token)];
          // Used, so cached, on both (a token is cached once its instance listens for changes).
          for (const token of [viaA, viaCli])
            for (let n = 0; n < 3; n++)
              for (const c of clientsOf(token.token)) expect((await c.get(path)).status).toBe(200);

          // Through A's own store, over the pooler, as A's dashboard revokes a key (the call resolves
          // once A's listener has heard the change): A refuses at once.
          await new Tenants(a.store).revokeToken(viaA.id);
          const [onAAfter, onBAfter] = clientsOf(viaA.token);
          expect(await refusedAfter(onAAfter!, path), 'A, which revoked it').toBe(0);
          const lagB = await refusedAfter(onBAfter!, path);

          // From a store of its own on the direct address (another process: the CLI): neither
          // instance made the change; each refuses once its listener has heard the commit's NOTIFY.
          await h().tenants().revokeToken(viaCli.id);
          const lags = [lagB];
          for (const c of clientsOf(viaCli.token)) lags.push(await refusedAfter(c, path));
          // "At once" across processes is as fast as PostgreSQL delivers one notification to every
          // listener (sent to all at commit): a few ms here, never a cache lifetime.
          for (const lag of lags) expect(lag, `refused after ${lags.join(', ')} ms`).toBeLessThan(500);

          // The company's other token still works on both.
          expect((await onA.get(path)).status).toBe(200);
          expect((await b.client(onA.token).get(path)).status).toBe(200);
        });
      });

      describe('rate limits (Redis)', () => {
        // One token's bucket: BURST at once, then RATE per second. Two instances keeping buckets of
        // their own would each serve that much.
        const RATE = 5;
        const BURST = 10;
        let pair: Instance[] = [];
        beforeAll(async () => {
          const config = { rateLimitPerSecond: RATE, rateLimitBurst: BURST, webhookDispatchIntervalMs: 0 };
          const keys = `limits${prefixes++}`;
          pair = await Promise.all([start(keys, config, 'suite'), start(keys, config, 'suite')]);
        });

        /** At most what one bucket allows over `seconds` (a token's worth of rounding). */
        const bucket = (seconds: number) => Math.floor(BURST + RATE * seconds) + 1;

        it('a burst spread over both gets the bucket through, no more', async () => {
          const { token } = await h().company();
          const started = Date.now();
          const statuses = (
            await Promise.all(
              Array.from({ length: 40 }, (_, i) => pair[i % 2]!.client(token).get('/v1/customers?limit=1')),
            )
          ).map((r) => r.status);
          const seconds = (Date.now() - started) / 1000;
          const served = statuses.filter((s) => s === 200).length;
          expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
          expect(served, `${served} served in ${seconds.toFixed(2)} s`).toBeGreaterThanOrEqual(BURST);
          expect(served, `${served} served in ${seconds.toFixed(2)} s`).toBeLessThanOrEqual(bucket(seconds));
        });

        it('at N per second, both together serve no more than the bucket and its refill', async () => {
          const { token } = await h().company();
          const clients = pair.map((api) => api.client(token));
          const served = [0, 0];
          const started = Date.now();
          const until = started + 1_500;
          // Four clients per instance, each sending its next request as soon as the last is answered.
          await Promise.all(
            Array.from({ length: 8 }, async (_, w) => {
              while (Date.now() < until) {
                const res = await clients[w % 2]!.get('/v1/customers?limit=1');
                if (res.status === 200) served[w % 2]! += 1;
                else expect(res.status).toBe(429);
              }
            }),
          );
          const seconds = (Date.now() - started) / 1000;
          const total = served[0]! + served[1]!;
          const what = `served ${served.join(' + ')} in ${seconds.toFixed(2)} s`;
          expect(total, what).toBeLessThanOrEqual(bucket(seconds));
          expect(total, what).toBeGreaterThanOrEqual(BURST);
          expect(Math.min(...served), what).toBeGreaterThan(0);
        });
      });

      describe('record counts', () => {
        it('creates and deletes on both at once: exact total_count on both, every record listed once', async () => {
          const x = await company();
          const y = await company();
          const N = 40;
          const made = await Promise.all(
            Array.from({ length: N }, (_, i) => {
              const c = i % 2 ? x.onA : x.onB;
              return c.post('/v1/customers', { name: `X${i}` });
            }).concat(
              // Another company writing at the same time.
              Array.from({ length: 10 }, (_, i) =>
                (i % 2 ? y.onB : y.onA).post('/v1/customers', { name: `Y${i}` }),
              ),
            ),
          );
          expect(made.map((r) => r.status)).toEqual(Array(N + 10).fill(201));
          const mine = made.slice(0, N).map((r) => r.body.id as string);
          for (const c of [x.onA, x.onB]) expect(await totalCount(c)).toBe(N);
          for (const c of [y.onA, y.onB]) expect(await totalCount(c)).toBe(10);
          expect((await allIds(x.onB)).sort()).toEqual([...mine].sort());

          const gone = mine.slice(0, 12);
          const deleted = await Promise.all(
            gone.map((id, i) => (i % 2 ? x.onA : x.onB).delete(`/v1/customers/${id}`)),
          );
          expect(deleted.map((r) => r.status)).toEqual(Array(gone.length).fill(200));
          for (const c of [x.onA, x.onB]) expect(await totalCount(c)).toBe(N - gone.length);
          expect((await allIds(x.onA)).sort()).toEqual(mine.slice(gone.length).sort());
        });
      });

      describe('webhooks', () => {
        let receiver: SlowReceiver | undefined;
        afterAll(async () => {
          await receiver?.close();
        });

        it('dispatchers on both: each event delivered once per attempt (refused once, retried once)', async () => {
          receiver = await SlowReceiver.start(100);
          const { onA, onB } = await company();
          const before = await Promise.all([a, b].map((i) => counter(i, METRIC.webhookDeliveries)));
          const ep = await onA.post('/v1/webhook_endpoints', {
            url: receiver.url,
            event_types: ['customer.*'],
          });
          expect(ep.status, JSON.stringify(ep.body)).toBe(201);
          const N = 30;
          const made = await Promise.all(
            Array.from({ length: N }, (_, i) => (i % 2 ? onA : onB).post('/v1/customers', { name: `W${i}` })),
          );
          expect(made.map((r) => r.status)).toEqual(Array(N).fill(201));

          // Two attempts per event: the refused one and its retry.
          const attempts = await eventually(
            `${2 * N} attempts`,
            async () => {
              const res = await onB.get(`/v1/webhook_endpoints/${ep.body.id}/deliveries?limit=200`);
              expect(res.status).toBe(200);
              return res.body.data.length >= 2 * N ? (res.body.data as Json[]) : undefined;
            },
            20_000,
          );
          // Longer than what remains of the schedule: nothing more may arrive.
          await new Promise((resolve) => setTimeout(resolve, 700));
          const perEvent = receiver.perEvent();
          expect(perEvent.size).toBe(N);
          expect([...perEvent.values()]).toEqual(Array(N).fill(2));
          expect(receiver.requests).toHaveLength(2 * N);
          const again = await onA.get(`/v1/webhook_endpoints/${ep.body.id}/deliveries?limit=200`);
          expect(again.body.data).toHaveLength(2 * N);

          const byDelivery = new Map<string, [number, string, number][]>();
          for (const x of attempts) {
            const list = byDelivery.get(x.data.delivery_id) ?? [];
            list.push([x.data.attempt, x.data.status, x.data.status_code]);
            byDelivery.set(x.data.delivery_id, list);
          }
          expect(byDelivery.size).toBe(N);
          for (const list of byDelivery.values())
            expect(list.sort((p, q) => p[0] - q[0])).toEqual([
              [1, 'failed', 503],
              [2, 'succeeded', 204],
            ]);
          // The attempts were made by both instances' dispatchers, together exactly 2 per event.
          const after = await Promise.all([a, b].map((i) => counter(i, METRIC.webhookDeliveries)));
          const share = after.map((n, i) => n - before[i]!);
          expect(share[0]! + share[1]!).toBe(2 * N);
          expect(Math.min(...share), `attempts by A and B: ${share.join(', ')}`).toBeGreaterThan(0);
        }, 30_000);
      });
    },
    { databases: ['postgres'], server: false },
  );
});
