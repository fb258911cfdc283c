/**
 * Token buckets (D11): each key holds up to `burst` tokens, refilled continuously at
 * `ratePerSecond`; a request takes one token or is refused. Two backends with the same arithmetic:
 * in process memory (one instance), or in Redis through one Lua script, so several instances share
 * each bucket atomically and by the Redis server's clock (instances' clocks may differ).
 */
import { Redis, type Result } from 'ioredis';

export interface RatePolicy {
  ratePerSecond: number;
  burst: number;
}

export interface RateDecision {
  allowed: boolean;
  /** The bucket's size: the most requests that can be made at once. */
  limit: number;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Seconds until the bucket is full again (`remaining` back to `limit`). */
  resetSeconds: number;
  /** When refused: seconds until a token is available. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  take(key: string): Promise<RateDecision>;
  close(): Promise<void>;
}

function decide(policy: RatePolicy, allowed: boolean, tokens: number): RateDecision {
  return {
    allowed,
    limit: policy.burst,
    remaining: Math.max(0, Math.floor(tokens)),
    resetSeconds: Math.max(0, Math.ceil((policy.burst - tokens) / policy.ratePerSecond)),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / policy.ratePerSecond)),
  };
}

/** One process's buckets. A bucket idle long enough to be full is forgotten: absent means full. */
export class MemoryRateLimiter implements RateLimiter {
  // Map order is the order of last use (entries are re-inserted), so idle buckets sit at the front.
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly fillMs: number;

  constructor(
    private readonly policy: RatePolicy,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.fillMs = (policy.burst / policy.ratePerSecond) * 1000;
  }

  async take(key: string): Promise<RateDecision> {
    const now = this.now();
    const { ratePerSecond, burst } = this.policy;
    const bucket = this.buckets.get(key);
    let tokens = bucket ? Math.min(burst, bucket.tokens + ((now - bucket.at) * ratePerSecond) / 1000) : burst;
    const allowed = tokens >= 1;
    if (allowed) tokens -= 1;
    this.buckets.delete(key);
    this.buckets.set(key, { tokens, at: now });
    this.forgetFull(now);
    return decide(this.policy, allowed, tokens);
  }

  private forgetFull(now: number): void {
    for (const [key, b] of this.buckets) {
      if (now - b.at < this.fillMs) return;
      this.buckets.delete(key);
    }
  }

  async close(): Promise<void> {
    this.buckets.clear();
  }
}

/**
 * KEYS[1] the bucket; ARGV rate per second, burst. Returns {allowed (0|1), tokens left as a
 * string} (a Lua number returned to Redis would be truncated to an integer). Times are kept in
 * milliseconds with microsecond decimals, formatted explicitly because Lua's tostring keeps only
 * 14 significant digits. The key expires once the bucket would be full again.
 */
const TAKE_TOKEN_LUA = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = burst
else
  tokens = math.min(burst, tokens + math.max(0, now - at) * rate / 1000)
end
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', string.format('%.6f', tokens), 'at', string.format('%.3f', now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) * 1000 / rate) + 1)
return {allowed, string.format('%.6f', tokens)}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    finrecTakeToken(key: string, ratePerSecond: number, burst: number): Result<[number, string], Context>;
  }
}

export interface RedisLimiterOptions {
  url: string;
  /** Prefix of every key, so installs (or test runs) sharing one Redis never share buckets. */
  keyPrefix: string;
  /** A Redis that answers no faster than this counts as down (ms). */
  commandTimeoutMs?: number;
  onConnectionError?: (error: Error) => void;
}

/** Buckets shared by every instance pointed at one Redis. Errors reject: the caller decides (fail open). */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    private readonly policy: RatePolicy,
    opts: RedisLimiterOptions,
  ) {
    this.redis = new Redis(opts.url, {
      keyPrefix: opts.keyPrefix,
      // While disconnected, fail at once rather than queue: a request must not wait for Redis.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: opts.commandTimeoutMs ?? 250,
      // Start-up waits for the first connection: an unreachable host must not hold it for long.
      connectTimeout: 2_000,
      lazyConnect: true,
    });
    // Without a listener an unreachable Redis would crash the process; ioredis keeps reconnecting.
    this.redis.on('error', (error: Error) => opts.onConnectionError?.(error));
    this.redis.defineCommand('finrecTakeToken', { numberOfKeys: 1, lua: TAKE_TOKEN_LUA });
  }

  /** Connects now; rejects if Redis is unreachable (ioredis keeps retrying in the background). */
  async connect(): Promise<void> {
    await this.redis.connect();
  }

  async take(key: string): Promise<RateDecision> {
    const [allowed, tokens] = await this.redis.finrecTakeToken(
      `rl:${key}`,
      this.policy.ratePerSecond,
      this.policy.burst,
    );
    return decide(this.policy, allowed === 1, Number(tokens));
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
