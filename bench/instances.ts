/**
 * Two API instances on one PostgreSQL database through PgBouncer in transaction mode (issue 15,
 * docs/scaling.md), next to one. A private PgBouncer (Debian's `pgbouncer`, started as
 * test/helpers/pgbouncer.ts starts it for the tests: transaction mode, a free port, its own ini)
 * stands before the run's database with POOL server connections, its entry setting the install's
 * schema (`connect_query`). Two more server processes (bench/app-server.ts) serve the service with
 * DATABASE_URL through it (`?pooler=transaction`), DATABASE_LISTEN_URL direct, and rate limits in
 * Redis when one answers at BENCH_REDIS_URL (default redis://127.0.0.1:6379), as deployed.
 *
 * Measured interleaved, each group with the same connections:
 * - POST /v1/customers (the POST company, 50 connections): the bench's own server (direct
 *   connections, named statements; the reference), one pooled instance, and both pooled instances
 *   with the connections split over them (compared with the one);
 * - GET /v1/customers/{id} (10 connections): the bench's server, one pooled instance and the pair.
 * The POSTs are counted afterwards on the other instance: every 201 is in total_count.
 *
 * PostgreSQL only; skipped with a note without pgbouncer.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { type PgBouncer, pgBouncerBinary, startPgBouncer } from '../test/helpers/pgbouncer.ts';
import type { FromAppServer, ToAppServer } from './app-server.ts';
import { check, getJson, type ListBody, type ScenarioContext, splitSchema } from './context.ts';
import { customerBody } from './customers.ts';

/** PgBouncer's server connections for both instances (each instance's own pool is 10). */
const POOL = 20;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface AppServer {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

function startAppServer(databaseUrl: string, listenUrl: string, env: NodeJS.ProcessEnv): Promise<AppServer> {
  const file = join(dirname(fileURLToPath(import.meta.url)), 'app-server.ts');
  const child: ChildProcess = fork(file, [databaseUrl, listenUrl], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return new Promise<AppServer>((resolve, reject) => {
    child.once('message', (message: FromAppServer) => {
      if (message.type === 'error') {
        reject(new Error(`bench app server failed:\n${message.message}`));
        return;
      }
      resolve({
        url: message.url,
        pid: child.pid,
        stop: async () => {
          if (child.exitCode === null) child.send({ type: 'stop' } satisfies ToAppServer);
          await exited;
        },
      });
    });
    void exited.then((code) => reject(new Error(`bench app server exited with ${code} before it was ready`)));
  });
}

/** Whether Redis answers at `url` (within a second). */
async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

export async function instancesScenario(ctx: ScenarioContext): Promise<void> {
  const { db, info, settings } = ctx;
  if (db !== 'postgres') {
    console.log('two instances through PgBouncer: PostgreSQL only, skipped');
    return;
  }
  if (!pgBouncerBinary()) {
    console.log(
      'two instances through PgBouncer: skipped, pgbouncer is not installed (apt-get install pgbouncer)',
    );
    return;
  }
  const { url: direct, schema } = splitSchema(ctx.databaseUrl);
  const dbname = new URL(direct).pathname.slice(1);
  const alias = schema ? `finrec_${schema}` : dbname;
  const redis = await redisAnswers(REDIS_URL);
  const prefix = `finrec-bench:${randomBytes(4).toString('hex')}:`;
  const where = redis ? 'rate limits in Redis' : 'no Redis: rate limits per instance';
  console.log(`two instances through PgBouncer (pool_size ${POOL}), ${where}`);

  let bouncer: PgBouncer | undefined;
  const servers: AppServer[] = [];
  const unwatch: (() => void)[] = [];
  try {
    bouncer = await startPgBouncer(
      direct,
      schema ? { [alias]: { dbname, connectQuery: `set search_path to ${schema}` } } : {},
      { poolSize: POOL },
    );
    const pooled = bouncer.url(alias, { ...(schema ? { schema } : {}), pooler: 'transaction' });
    const env = redis ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {};
    // One after the other: the second finds the migrations done.
    for (const i of [1, 2]) {
      const server = await startAppServer(pooled, direct, env);
      servers.push(server);
      unwatch.push(ctx.watchMemory(`API instance ${i} through PgBouncer (bench/app-server.ts)`, server.pid));
    }
    const [one, two] = servers as [AppServer, AppServer];

    const w = settings.writeConnections;
    const r = settings.readConnections;
    const before = ((await getJson(`${two.url}/v1/customers?limit=1`, info.postToken)) as unknown as ListBody)
      .pagination.total_count;
    let n = 3_000_000_000;
    const post = {
      connections: w,
      method: 'POST',
      status: 201,
      token: info.postToken,
      path: () => '/v1/customers',
      body: () => JSON.stringify(customerBody(n++)),
    } as const;
    const answered = await ctx.together([
      [
        {
          db,
          key: 'inst.post.direct',
          label: 'POST /v1/customers, the bench server, direct (reference)',
          rows: 0,
          connections: w,
        },
        { ...post, origin: info.appUrl },
      ],
      [
        {
          db,
          key: 'inst.post.one',
          label: 'POST /v1/customers, 1 instance through PgBouncer',
          rows: 0,
          connections: w,
        },
        { ...post, origin: one.url },
      ],
      [
        {
          db,
          key: 'inst.post.two',
          label: 'POST /v1/customers, 2 instances through PgBouncer',
          rows: 0,
          connections: w,
          ceiling: 'inst.post.one',
        },
        { ...post, origin: one.url, alsoOrigins: [two.url] },
      ],
    ]);
    // Every 201 is counted, seen from the instance that made the fewest of them.
    const after = ((await getJson(`${two.url}/v1/customers?limit=1`, info.postToken)) as unknown as ListBody)
      .pagination.total_count;
    const sum = answered.reduce((a, b) => a + b, 0);
    check(
      after - before >= sum && after - before <= sum + 3 * 6 * w,
      `two instances: total_count grew by ${after - before} ≈ ${sum} answered 201`,
    );

    // GET by id: records of the seeded company, the same sequence for both.
    const rows = ctx.figure('app.get')?.rows ?? 0;
    const page = (await getJson(
      `${info.appUrl}/v1/customers?limit=200`,
      info.mainToken,
    )) as unknown as ListBody;
    const ids = page.data.map((row) => row.id);
    check(ids.length > 0, 'records to read');
    const sequence = () => {
      let next = 0;
      return () => `/v1/customers/${ids[next++ % ids.length]}`;
    };
    const get = { connections: r, token: info.mainToken } as const;
    await ctx.together([
      [
        {
          db,
          key: 'inst.get.direct',
          label: 'GET /v1/customers/{id}, the bench server, direct (reference)',
          rows,
          connections: r,
        },
        { ...get, origin: info.appUrl, path: sequence() },
      ],
      [
        {
          db,
          key: 'inst.get.one',
          label: 'GET /v1/customers/{id}, 1 instance through PgBouncer',
          rows,
          connections: r,
        },
        { ...get, origin: one.url, path: sequence() },
      ],
      [
        {
          db,
          key: 'inst.get.two',
          label: 'GET /v1/customers/{id}, 2 instances through PgBouncer',
          rows,
          connections: r,
          ceiling: 'inst.get.one',
        },
        { ...get, origin: one.url, alsoOrigins: [two.url], path: sequence() },
      ],
    ]);
  } finally {
    for (const done of unwatch) done();
    await Promise.allSettled(servers.map((s) => s.stop()));
    await bouncer?.stop();
    if (redis) await dropRedisKeys(REDIS_URL, prefix);
  }
}
