/**
 * What the scenarios that run the real server as a child process (bench/memory.ts,
 * bench/stalls.ts, bench/batch.ts, bench/bank-matches.ts) share: a free port to give it, waiting
 * until it answers `/healthz`, a fresh database, and the server started on it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A port nothing listens on now, on the loopback address. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  await new Promise<void>((r) => server.close(() => r()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Resolves once the child's `/healthz` answers 200; throws if it exits first or takes over 60 s. */
export async function untilHealthy(child: ChildProcess, baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited before it was ready');
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error('the server did not start in 60 s');
    await sleep(100);
  }
}

/** A fresh database: a new SQLite file under .bench-data/, or a new PostgreSQL schema (`?schema=`). */
export async function freshDatabase(
  db: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (db === 'sqlite') {
    const dir = join(ROOT, '.bench-data');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `${name}.db`);
    const remove = async () => {
      for (const ext of ['', '-wal', '-shm']) rmSync(path + ext, { force: true });
    };
    await remove();
    return { url: `sqlite:${path}`, drop: remove };
  }
  const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
  return {
    url: `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}schema=${schema}`,
    drop: async () => {
      const sql = postgres(PG_URL, { max: 1, onnotice: () => undefined });
      await sql.unsafe(`drop schema if exists ${schema} cascade`);
      await sql.end();
    },
  };
}

/** The real server (src/main.ts) as a child process on `url`: rate limits and webhooks off. */
export async function startServer(url: string): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_SECOND: '0',
      WEBHOOK_DISPATCH_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await untilHealthy(child, baseUrl);
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
