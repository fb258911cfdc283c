/** Typed configuration read once from the environment (decisions D1). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /**
   * PostgreSQL: where this instance LISTENs for token changes, when DATABASE_URL goes through a
   * pool that cannot LISTEN (PgBouncer in transaction mode). Unset: DATABASE_URL.
   */
  databaseListenUrl: string | undefined;
  logLevel: string;
  bodyLimitBytes: number;
  shutdownGraceMs: number;
  /** Shared rate limits and other cross-instance state when set (D11). */
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so installs sharing one Redis never share state. */
  redisKeyPrefix: string;
  /** Requests per second per token, and the burst allowed above it (D11). */
  rateLimitPerSecond: number;
  rateLimitBurst: number;
  /** Webhook URLs may point at private, loopback and link-local addresses (tests, local setups). */
  webhookAllowPrivate: boolean;
  /** Comma-separated retry delays in seconds overriding the Standard Webhooks schedule (tests). */
  webhookRetrySchedule: number[] | undefined;
  /** Pause between webhook dispatcher passes, in ms (0 = no dispatcher in this instance). */
  webhookDispatchIntervalMs: number;
  /**
   * Where the dispatcher runs: `thread` (a worker thread with its own connections), `inline` (on
   * the requests' event loop), or `auto`: a thread on PostgreSQL, inline on SQLite (one writer).
   */
  webhookDispatcher: 'auto' | 'inline' | 'thread';
  /** Only a 2xx answered within this many ms counts as delivered (D12: 15 s). */
  webhookTimeoutMs: number;
  /** Serve /metrics on this port instead of the API port (0 = on the API port). */
  metricsPort: number;
  /** The Sunset date and changelog link of deprecated endpoints (spec §9). */
  deprecationSunset: string;
  changelogUrl: string;
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For / -Proto to believe (false: none; true:
   * any; or addresses/CIDRs). Sets the client address of sign-in throttling and
   * whether the dashboard's cookies are Secure behind a TLS-terminating proxy.
   */
  trustProxy: boolean | string;
  /** How long a claimed Idempotency-Key stays locked before a retry may take it over (crash recovery). */
  idempotencyLeaseSeconds: number;
  /** How often expired idempotency keys are swept (0 = never; expired keys are reusable regardless). */
  idempotencySweepSeconds: number;
}

export type DatabaseTarget = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || '',
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimitBytes: 1024 * 1024,
    shutdownGraceMs: intFrom(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'finrec:',
    rateLimitPerSecond: intFrom(env.RATE_LIMIT_PER_SECOND, 100, 'RATE_LIMIT_PER_SECOND'),
    rateLimitBurst: intFrom(env.RATE_LIMIT_BURST, 200, 'RATE_LIMIT_BURST'),
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
    webhookRetrySchedule: env.WEBHOOK_RETRY_SCHEDULE
      ? env.WEBHOOK_RETRY_SCHEDULE.split(',').map((s) => intFrom(s.trim(), 0, 'WEBHOOK_RETRY_SCHEDULE'))
      : undefined,
    webhookDispatchIntervalMs: intFrom(env.WEBHOOK_DISPATCH_INTERVAL_MS, 250, 'WEBHOOK_DISPATCH_INTERVAL_MS'),
    webhookDispatcher: oneOf(
      env.WEBHOOK_DISPATCHER,
      ['auto', 'inline', 'thread'] as const,
      'WEBHOOK_DISPATCHER',
    ),
    webhookTimeoutMs: intFrom(env.WEBHOOK_TIMEOUT_MS, 15_000, 'WEBHOOK_TIMEOUT_MS'),
    metricsPort: intFrom(env.METRICS_PORT, 0, 'METRICS_PORT'),
    deprecationSunset: env.DEPRECATION_SUNSET || 'Wed, 30 Jun 2027 00:00:00 GMT',
    changelogUrl: env.CHANGELOG_URL || 'https://finrec.dev/changelog',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    idempotencyLeaseSeconds: intFrom(env.IDEMPOTENCY_LEASE_SECONDS, 60, 'IDEMPOTENCY_LEASE_SECONDS'),
    idempotencySweepSeconds: intFrom(env.IDEMPOTENCY_SWEEP_SECONDS, 600, 'IDEMPOTENCY_SWEEP_SECONDS'),
  };
}

/** Unset: the embedded SQLite file ./data/finrec.db; `sqlite:PATH`, `sqlite::memory:` or `postgres://…`. */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (!url) return { kind: 'sqlite', path: './data/finrec.db' };
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return { kind: 'postgres', url };
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    if (!path) throw new Error('DATABASE_URL sqlite: needs a path, for example sqlite:./data/finrec.db');
    return { kind: 'sqlite', path };
  }
  throw new Error(
    `DATABASE_URL must start with sqlite:, postgres:// or postgresql:// (got ${url.split(':')[0]}:…)`,
  );
}

/** Unset or empty: the first choice. */
function oneOf<T extends string>(value: string | undefined, choices: readonly T[], name: string): T {
  if (value === undefined || value === '') return choices[0] as T;
  if (!(choices as readonly string[]).includes(value))
    throw new Error(`${name} must be one of ${choices.join(', ')} (got "${value}")`);
  return value as T;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

/** TRUST_PROXY: unset or `false`; `true` (any proxy); or the proxies' addresses/CIDRs, comma-separated. */
function trustProxyFrom(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}
