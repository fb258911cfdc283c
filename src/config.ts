/** Typed configuration read once from the environment (decisions D1). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  logLevel: string;
  /** Bind /metrics etc. elsewhere later; kept here so every setting has one home. */
  bodyLimitBytes: number;
  shutdownGraceMs: number;
}

export type DatabaseTarget = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || '',
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimitBytes: 1024 * 1024,
    shutdownGraceMs: intFrom(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
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

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}
