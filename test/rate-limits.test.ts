/**
 * Rate limits per token (D11): RateLimit-* headers, 429 RATE_LIMITED with Retry-After, per-token
 * buckets, refill, buckets shared by two instances through Redis, auth refusals not counted, fail
 * open when Redis is unreachable. Small limits are set per test through the app's configuration.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { type Client, eventually, forEachDatabase, type Instance, type Response } from './helpers/harness.ts';
import { responseOf } from './helpers/openapi-doc.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A key prefix of this test run's own, so runs sharing the Redis never share buckets. */
const RUN_PREFIX = `finrec-test:${randomBytes(6).toString('hex')}:`;
let prefixes = 0;
afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${RUN_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});
/**
 * One token per 100 s: within a test nothing refills, however slow the machine, so counts are
 * exact. (The setting is a whole number in the environment; any positive rate works.)
 */
const SLOW = 0.01;
const RW = 'finance:read,finance:write';
const redisConfig = () => ({ redisUrl: REDIS_URL, redisKeyPrefix: `${RUN_PREFIX}${prefixes++}:` });

function limits(res: Response) {
  return {
    limit: res.headers.get('ratelimit-limit'),
    remaining: res.headers.get('ratelimit-remaining'),
    reset: res.headers.get('ratelimit-reset'),
  };
}

function expectRateLimited(res: Response): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    status: 'error',
    code: 'RATE_LIMITED',
    message: expect.stringContaining('Too many requests'),
    request_id: res.headers.get('x-request-id'),
  });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(res.headers.get('ratelimit-remaining')).toBe('0');
}

/** Sends requests until one is refused; returns how many got through. */
async function exhaust(c: Client, max = 50): Promise<number> {
  for (let i = 0; i < max; i++) {
    const res = await c.get('/v1/customers');
    if (res.status === 429) return i;
    expect(res.status).toBe(200);
  }
  throw new Error(`no 429 after ${max} requests`);
}

/**
 * Spends the bucket with requests sent at once (so a slow machine cannot refill it between them),
 * checks the refusal, then polls until a token has flowed back. At 5/s one returns every 200 ms.
 */
async function expectRefill(c: Client): Promise<void> {
  const burst = await Promise.all(Array.from({ length: 8 }, () => c.get('/v1/customers')));
  const refused = burst.filter((r) => r.status === 429);
  expect(refused.length).toBeGreaterThanOrEqual(1);
  for (const r of refused) expectRateLimited(r);
  const served = await eventually('a refilled token', async () => {
    const res = await c.get('/v1/customers');
    if (res.status === 429) {
      expectRateLimited(res);
      return undefined;
    }
    return res;
  });
  expect(served.status).toBe(200);
  expect(limits(served).limit).toBe('2');
  expect(Number(limits(served).remaining)).toBeLessThanOrEqual(1);
}

forEachDatabase(
  (db) => {
    // Buckets are per token and each test has its own: tests asking for the same settings share
    // one app (it lives as long as the suite). Tests that count across instances start their own.
    const apps = new Map<string, Promise<Instance>>();
    const shared = (config: Partial<Config> = {}): Promise<Instance> => {
      const key = JSON.stringify(config);
      let app = apps.get(key);
      if (!app) {
        app = db().start(config, { lifetime: 'suite' });
        apps.set(key, app);
      }
      return app;
    };

    describe('headers', () => {
      it('every authenticated /v1 response carries RateLimit-Limit, -Remaining and -Reset; Remaining counts down', async () => {
        const api = await shared({ rateLimitPerSecond: SLOW, rateLimitBurst: 5 });
        const { token } = await db().company();
        const c = api.client(token);
        const seen: ReturnType<typeof limits>[] = [];
        for (let i = 0; i < 3; i++) {
          const res = await c.get('/v1/customers');
          expect(res.status).toBe(200);
          seen.push(limits(res));
        }
        expect(seen.map((s) => s.limit)).toEqual(['5', '5', '5']);
        expect(seen.map((s) => s.remaining)).toEqual(['4', '3', '2']);
        // Reset: whole seconds until the bucket is full again: 1, 2, then 3 spent tokens at 1 per 100 s.
        seen.forEach((s, i) => {
          expect(Number(s.reset)).toBeGreaterThan((i + 1) * 100 - 2);
          expect(Number(s.reset)).toBeLessThanOrEqual((i + 1) * 100);
        });

        // Error answers of an authenticated request carry them too, and spend a token.
        const missing = await c.get('/v1/customers/00000000-0000-7000-8000-000000000000');
        expect(missing.status).toBe(404);
        expect(limits(missing).remaining).toBe('1');
        const invalid = await c.post('/v1/customers', { name: 42 });
        expect(invalid.status).toBe(422);
        expect(limits(invalid).remaining).toBe('0');
      });

      it('the default policy is 100 per second with bursts of 200', async () => {
        const api = await shared();
        const { token } = await db().company();
        const res = await api.client(token).get('/v1/customers');
        expect(limits(res)).toEqual({ limit: '200', remaining: '199', reset: '1' });
      });

      it('a rate of 0 turns limiting off: no headers, no 429', async () => {
        const api = await db().start({ rateLimitPerSecond: 0, rateLimitBurst: 1 });
        const { token } = await db().company();
        const c = api.client(token);
        for (let i = 0; i < 5; i++) {
          const res = await c.get('/v1/customers');
          expect(res.status).toBe(200);
          expect(res.headers.get('ratelimit-limit')).toBeNull();
        }
      });

      it('the OpenAPI document shows the headers on /v1 answers and the 429 on every /v1 operation', async () => {
        const api = await shared();
        const doc = (await api.client(null).get('/v1/openapi.json')).body;
        for (const op of [doc.paths['/v1/customers'].get, doc.paths['/v1/customers/{id}'].put]) {
          expect(Object.keys(op.responses['200'].headers)).toEqual(
            expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
          );
          expect(responseOf(doc, op.responses['401']).headers?.['RateLimit-Limit']).toBeUndefined();
          expect(Object.keys(responseOf(doc, op.responses['429']).headers)).toEqual([
            'Retry-After',
            'RateLimit-Limit',
            'RateLimit-Remaining',
            'RateLimit-Reset',
          ]);
        }
        expect(doc.paths['/healthz'].get.responses['429']).toBeUndefined();
      });

      it('a burst below 1 while limiting is on refuses to start', async () => {
        await expect(db().start({ rateLimitPerSecond: 10, rateLimitBurst: 0 })).rejects.toThrow(
          /RATE_LIMIT_BURST must be at least 1/,
        );
      });
    });

    describe('over the limit', () => {
      it('429 RATE_LIMITED in the error envelope with Retry-After once the burst is spent', async () => {
        const api = await shared({ rateLimitPerSecond: SLOW, rateLimitBurst: 3 });
        const { token } = await db().company();
        const c = api.client(token);
        for (let i = 0; i < 3; i++) expect((await c.get('/v1/customers')).status).toBe(200);
        const refused = await c.get('/v1/customers');
        expectRateLimited(refused);
        // The next token is 100 s away at 1 per 100 s.
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(98);
        expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(100);
        expect(refused.headers.get('ratelimit-limit')).toBe('3');
        // Refusals take no token: the next request is refused the same way, not later.
        expectRateLimited(await c.get('/v1/customers'));
      });

      it('a refused request is not processed: its body is not read and nothing is written', async () => {
        const api = await shared({ rateLimitPerSecond: SLOW, rateLimitBurst: 2 });
        const { companyId, token } = await db().company();
        const c = api.client(token);
        expect((await c.get('/v1/customers')).status).toBe(200);
        expect((await c.get('/v1/customers')).status).toBe(200);
        // Malformed JSON would be a 400 if the body were parsed.
        expectRateLimited(await c.request('POST', '/v1/customers', { raw: '{"name": ' }));
        expectRateLimited(await c.post('/v1/customers', { name: 'Never written' }));
        const other = api.client((await db().tokenFor(companyId, RW)).token);
        const list = await other.get('/v1/customers');
        expect(list.status).toBe(200);
        expect(list.body.pagination.total_count).toBe(0);
      });

      it('concurrent requests: exactly the burst gets through', async () => {
        const api = await db().start({ rateLimitPerSecond: SLOW, rateLimitBurst: 10 });
        const { token } = await db().company();
        const c = api.client(token);
        const statuses = (await Promise.all(Array.from({ length: 25 }, () => c.get('/v1/customers')))).map(
          (r) => r.status,
        );
        expect(statuses.filter((s) => s === 200)).toHaveLength(10);
        expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      });
    });

    describe('buckets', () => {
      it('one per token: token A exhausted, another token of the same company and one of another company are served', async () => {
        const api = await shared({ rateLimitPerSecond: SLOW, rateLimitBurst: 3 });
        const { companyId, token: a } = await db().company();
        const b = (await db().tokenFor(companyId, RW)).token;
        const { token: other } = await db().company();
        expect(await exhaust(api.client(a))).toBe(3);
        expectRateLimited(await api.client(a).get('/v1/customers'));

        const resB = await api.client(b).get('/v1/customers');
        expect(resB.status).toBe(200);
        expect(limits(resB).remaining).toBe('2');
        const resOther = await api.client(other).get('/v1/customers');
        expect(resOther.status).toBe(200);
        expect(limits(resOther).remaining).toBe('2');
      });

      it('refill: a spent bucket serves again once tokens flow back', async () => {
        const api = await db().start({ rateLimitPerSecond: 5, rateLimitBurst: 2 });
        const { token } = await db().company();
        await expectRefill(api.client(token));
      });

      it('401 and 403 answers do not spend the token bucket and carry no RateLimit headers', async () => {
        const api = await shared({ rateLimitPerSecond: SLOW, rateLimitBurst: 2 });
        const { companyId } = await db().company();
        const readOnly = api.client((await db().tokenFor(companyId, 'finance:read')).token);
        for (let i = 0; i < 4; i++) {
          const anonymous = await api.client(null).get('/v1/customers');
          expect(anonymous.status).toBe(401);
          expect(anonymous.headers.get('ratelimit-limit')).toBeNull();
          const bad = await api.client('svc_live_notarealtoken').get('/v1/customers');
          expect(bad.status).toBe(401);
          const forbidden = await readOnly.post('/v1/customers', { name: 'No scope' });
          expect(forbidden.status).toBe(403);
          expect(forbidden.headers.get('ratelimit-limit')).toBeNull();
        }
        // The read-only token's bucket is untouched by its four 403s.
        const first = await readOnly.get('/v1/customers');
        expect(first.status).toBe(200);
        expect(limits(first).remaining).toBe('1');
      });

      it('without Redis each instance keeps its own buckets', async () => {
        const one = await db().start({ rateLimitPerSecond: SLOW, rateLimitBurst: 2 });
        const two = await db().start({ rateLimitPerSecond: SLOW, rateLimitBurst: 2 });
        const { token } = await db().company();
        expect(await exhaust(one.client(token))).toBe(2);
        expect(await exhaust(two.client(token))).toBe(2);
      });
    });

    describe('Redis', () => {
      it('two instances share each token bucket', async () => {
        const config = { rateLimitPerSecond: SLOW, rateLimitBurst: 4, ...redisConfig() };
        const one = await db().start(config);
        const two = await db().start(config);
        const { token } = await db().company();
        const remaining: (string | null)[] = [];
        for (const api of [one, two, one, two]) {
          const res = await api.client(token).get('/v1/customers');
          expect(res.status).toBe(200);
          remaining.push(limits(res).remaining);
        }
        expect(remaining).toEqual(['3', '2', '1', '0']);
        expectRateLimited(await one.client(token).get('/v1/customers'));
        expectRateLimited(await two.client(token).get('/v1/customers'));
        // Another token is untouched on both.
        const { token: other } = await db().company();
        expect(limits(await two.client(other).get('/v1/customers')).remaining).toBe('3');
      });

      it('concurrent requests to two instances: exactly the burst gets through (the check is atomic)', async () => {
        const config = { rateLimitPerSecond: SLOW, rateLimitBurst: 10, ...redisConfig() };
        const one = await db().start(config);
        const two = await db().start(config);
        const { token } = await db().company();
        const statuses = (
          await Promise.all(
            Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).client(token).get('/v1/customers')),
          )
        ).map((r) => r.status);
        expect(statuses.filter((s) => s === 200)).toHaveLength(10);
        expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      });

      it('refills through Redis too', async () => {
        const api = await db().start({ rateLimitPerSecond: 5, rateLimitBurst: 2, ...redisConfig() });
        const { token } = await db().company();
        await expectRefill(api.client(token));
      });

      it('Redis unreachable: requests are served (fail open) without RateLimit headers, and the failure is counted', async () => {
        const api = await db().start({
          rateLimitPerSecond: SLOW,
          rateLimitBurst: 1,
          redisUrl: 'redis://127.0.0.1:1',
          redisKeyPrefix: RUN_PREFIX,
        });
        const { token } = await db().company();
        const c = api.client(token);
        for (let i = 0; i < 3; i++) {
          const res = await c.get('/v1/customers');
          expect(res.status).toBe(200);
          expect(res.headers.get('ratelimit-limit')).toBeNull();
        }
        const metrics = await api.client(null).get('/metrics');
        expect(metrics.body).toMatch(/^finrec_rate_limit_errors_total 3$/m);
      });
    });
  },
  { server: false },
);
