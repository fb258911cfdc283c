/**
 * A private PgBouncer (Debian's package, `apt-get install pgbouncer`) in transaction mode in front
 * of the test PostgreSQL: its own ini in a temporary directory, a free port on 127.0.0.1, a small
 * pool so that server connections are really shared between clients. Started as a child process
 * (as the `postgres` user when the tests run as root: PgBouncer refuses root) and stopped by its pid.
 * Imports nothing of the test harness: the benchmark (bench/instances.ts) starts one the same way.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PgBouncerDatabase {
  /** The database on the PostgreSQL server. */
  dbname: string;
  /** Run by PgBouncer on every server connection it opens for this entry (`connect_query`). */
  connectQuery?: string;
}

export interface PgBouncer {
  port: number;
  /** postgres://user@127.0.0.1:port/database, with `params` as the query string. */
  url(database: string, params?: Record<string, string>): string;
  /** What PgBouncer wrote to stderr (its log). */
  log(): string;
  stop(): Promise<void>;
}

const BINARIES = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'];

/** Where PgBouncer is installed, if it is. */
export function pgBouncerBinary(): string | undefined {
  return BINARIES.find((path) => existsSync(path));
}

/**
 * Starts PgBouncer in transaction mode before the PostgreSQL of `upstreamUrl` (user, host, port;
 * trust authentication for that user). `databases` adds entries by alias; every other database
 * name goes to the database of that name (`* =`).
 */
export async function startPgBouncer(
  upstreamUrl: string,
  databases: Record<string, PgBouncerDatabase> = {},
  opts: { poolSize?: number } = {},
): Promise<PgBouncer> {
  const binary = pgBouncerBinary();
  if (!binary) throw new Error('pgbouncer is not installed (apt-get install -y pgbouncer; .ci/run does it)');
  const upstream = new URL(upstreamUrl);
  const user = decodeURIComponent(upstream.username) || 'postgres';
  const password = decodeURIComponent(upstream.password);
  const server = `host=${upstream.hostname} port=${upstream.port || '5432'}${password ? ` password=${password}` : ''}`;
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'finrec-pgbouncer-'));
  const entries = Object.entries(databases).map(([alias, db]) => {
    const query = db.connectQuery ? ` connect_query='${db.connectQuery.replaceAll("'", "''")}'` : '';
    return `${alias} = ${server} dbname=${db.dbname}${query}`;
  });
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      ...entries,
      `* = ${server}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${opts.poolSize ?? 5}`,
      'max_client_conn = 200',
      // Every client waits for one of the few server connections, however long the test runs.
      'query_wait_timeout = 0',
      '',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'users.txt'), `"${user}" ""\n`);

  const args = [join(dir, 'pgbouncer.ini')];
  if (process.getuid?.() === 0) {
    // PgBouncer will not run as root: it switches to `postgres`, which must read its directory.
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    for (const path of [dir, join(dir, 'pgbouncer.ini'), join(dir, 'users.txt')]) chownSync(path, uid, gid);
    args.unshift('-u', 'postgres');
  }
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test process that ends without stopping it (a hook timed out) takes it along.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);

  const stop = async () => {
    process.off('exit', orphaned);
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      process.kill(child.pid, 'SIGTERM');
      const killed = setTimeout(() => child.pid !== undefined && process.kill(child.pid, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(killed);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`pgbouncer did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    port,
    url(database, params = {}) {
      const query = new URLSearchParams(params).toString();
      return `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${database}${query ? `?${query}` : ''}`;
    },
    log: () => log,
    stop,
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port nothing listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
