/**
 * Rate limits per token (D11), as an onRequest hook registered after auth: it runs once the token
 * is known (a 401 or 403 never spends a token) and before the body is read, so a refused request
 * costs no parsing. Every limited response carries RateLimit-Limit, RateLimit-Remaining and
 * RateLimit-Reset (IETF httpapi-ratelimit-headers draft: reset in seconds); a refusal is 429
 * RATE_LIMITED with Retry-After. With Redis configured the buckets are shared by every instance;
 * if Redis fails the request is served unlimited (fail open) and a warning is logged.
 */
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../domain/errors.ts';
import type { JsonSchema } from '../kernel/json-schema.ts';
import { METRIC, type Metrics } from '../platform/metrics.ts';
import {
  MemoryRateLimiter,
  type RateDecision,
  type RateLimiter,
  type RatePolicy,
  RedisRateLimiter,
} from '../platform/rate-limit.ts';
import { errorResponse, retryAfterHeader } from './schemas.ts';

export type RateLimitConfig = Pick<
  Config,
  'rateLimitPerSecond' | 'rateLimitBurst' | 'redisUrl' | 'redisKeyPrefix'
>;

const WARN_EVERY_MS = 10_000;

/** Logs the first failure, then at most one summary per interval: a Redis outage must not flood the log. */
function throttledWarning(log: FastifyBaseLogger): (error: unknown, what: string) => void {
  let last = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return (error, what) => {
    const now = Date.now();
    if (now - last < WARN_EVERY_MS) {
      suppressed++;
      return;
    }
    log.warn({ err: error, suppressed }, `${what}: requests are served without rate limiting (fail open)`);
    last = now;
    suppressed = 0;
  };
}

export function rateLimitHeaders(d: RateDecision): Record<string, string> {
  return {
    'RateLimit-Limit': String(d.limit),
    'RateLimit-Remaining': String(d.remaining),
    'RateLimit-Reset': String(d.resetSeconds),
  };
}

const integerHeader = (description: string): JsonSchema => ({ type: 'integer', description });
const LIMIT_HEADERS: Record<string, JsonSchema> = {
  'RateLimit-Limit': integerHeader("The token's bucket size: the most requests at once"),
  'RateLimit-Remaining': integerHeader('Requests the token can still make right now'),
  'RateLimit-Reset': integerHeader('Seconds until the bucket is full again'),
};
const RATE_LIMITED: JsonSchema = {
  ...errorResponse(
    'RateLimited',
    "Rate limited: the token's bucket is empty (RATE_LIMITED). Nothing was processed.",
  ),
  headers: { 'Retry-After': retryAfterHeader, ...LIMIT_HEADERS },
};

/**
 * Documents the limit in the OpenAPI document: the RateLimit-* headers on every answer but the
 * auth refusals (which are not limited), and the 429. New objects: response schemas are shared.
 */
function documentLimits(route: RouteOptions): void {
  const schema = route.schema as Record<string, unknown> | undefined;
  const response = schema?.response as Record<string, JsonSchema> | undefined;
  if (!schema || !response) return;
  const documented: Record<string, JsonSchema> = {};
  for (const [status, r] of Object.entries(response)) {
    documented[status] =
      status === '401' || status === '403'
        ? r
        : { ...r, headers: { ...((r.headers as object | undefined) ?? {}), ...LIMIT_HEADERS } };
  }
  documented['429'] = RATE_LIMITED;
  route.schema = { ...schema, response: documented };
}

/** Registers the limiter on `app` (the authenticated /v1 scope). A rate of 0 turns limiting off. */
export async function registerRateLimit(
  app: FastifyInstance,
  config: RateLimitConfig,
  metrics: Metrics,
): Promise<void> {
  if (config.rateLimitPerSecond === 0) return;
  if (config.rateLimitBurst < 1)
    throw new Error('RATE_LIMIT_BURST must be at least 1 while RATE_LIMIT_PER_SECOND is set');
  const policy: RatePolicy = { ratePerSecond: config.rateLimitPerSecond, burst: config.rateLimitBurst };
  const refusals = metrics.counter({
    name: METRIC.rateLimitRefusals,
    help: 'Requests refused with 429 RATE_LIMITED',
  });
  const failures = metrics.counter({
    name: METRIC.rateLimitErrors,
    help: 'Rate-limit checks that failed (Redis unreachable or slow) and were let through',
  });
  const warn = throttledWarning(app.log);
  app.addHook('onRoute', documentLimits);

  let limiter: RateLimiter;
  if (config.redisUrl) {
    const redis = new RedisRateLimiter(policy, {
      url: config.redisUrl,
      keyPrefix: config.redisKeyPrefix,
      onConnectionError: (error) => warn(error, 'Redis connection for rate limits failed'),
    });
    // Connecting before serving limits the first requests too; a Redis that is down now is
    // retried in the background while requests go through.
    await redis.connect().catch((error: unknown) => warn(error, 'Redis for rate limits is unreachable'));
    limiter = redis;
  } else {
    limiter = new MemoryRateLimiter(policy);
  }
  app.addHook('onClose', async () => limiter.close());

  // A callback hook, not an async one: one promise per request (the limiter's), not three.
  app.addHook('onRequest', (request, reply, done) => {
    const principal = request.principal;
    if (!principal) return done();
    limiter.take(principal.tokenId).then(
      (decision) => {
        const headers = rateLimitHeaders(decision);
        if (!decision.allowed) {
          refusals.inc();
          return done(
            new AppError(
              'RATE_LIMITED',
              `Too many requests for this token: ${policy.ratePerSecond} per second, bursts of ${policy.burst}. Retry after ${decision.retryAfterSeconds} s.`,
              { headers: { ...headers, 'Retry-After': String(decision.retryAfterSeconds) } },
            ),
          );
        }
        reply.headers(headers);
        done();
      },
      (error: unknown) => {
        failures.inc();
        warn(error, 'rate-limit check failed');
        done();
      },
    );
  });
}
