/**
 * What a benchmark scenario gets from the driver (bench/run.ts): the database it runs on, the
 * server process's URLs and tokens, the interleaved measurement, and small HTTP helpers. Each
 * scenario module (bench/invoices.ts, bench/ledger.ts, bench/platform.ts) exports one function
 * taking a ScenarioContext, run after the customers' scenario on each database.
 */
import type { LoadSpec } from './load.ts';
import type { ServerInfo } from './protocol.ts';
import type { Aim, Db, Figure } from './report.ts';

export type Json = Record<string, unknown>;

/** A figure to measure (everything but its results) and how to load it. */
export type Item = [Omit<Figure, 'rps' | 'p50' | 'p99' | 'errors'>, LoadSpec];

export interface Settings {
  quick: boolean;
  /** Seconds per measurement and of warm-up. */
  duration: number;
  warmup: number;
  readConnections: number;
  writeConnections: number;
}

export interface ScenarioContext {
  db: Db;
  info: ServerInfo;
  settings: Settings;
  /** SQLite file path or PostgreSQL URL (with `?schema=`) of the app's database, for seeding. */
  databaseUrl: string;
  /** Measures the items interleaved; records their figures; returns each one's answered count. */
  together(items: readonly Item[]): Promise<number[]>;
  /** Adds a figure measured otherwise (a latency sample, a single timing). */
  record(figure: Figure): void;
  /** Adds an aim to the results. */
  aim(aim: Omit<Aim, 'db'>): void;
  figure(key: string): Figure | undefined;
  /**
   * Reports a server process's resident memory: at rest now (call it once the process is ready,
   * before loading it) and its peak until the returned function is called (before it stops).
   */
  watchMemory(label: string, pid: number | undefined): () => void;
}

/** `?schema=NAME` as src/storage/postgres.ts reads it: the server URL, and the schema to search. */
export function splitSchema(databaseUrl: string): { url: string; schema: string | undefined } {
  const u = new URL(databaseUrl);
  const schema = u.searchParams.get('schema') ?? undefined;
  u.searchParams.delete('schema');
  return { url: u.toString(), schema };
}

export function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`check failed: ${message}`);
}

/** One JSON request; throws unless the status is `expect` (default 200). */
export async function requestJson(
  url: string,
  token: string,
  opts: {
    method?: string;
    body?: unknown;
    expect?: number | number[];
    headers?: Record<string, string>;
  } = {},
): Promise<Json> {
  const init: RequestInit = {
    method: opts.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  };
  // A kept-alive connection may have been closed by the server during a long seeding step.
  const res = await fetch(url, init).catch(() => fetch(url, init));
  const body = (await res.json()) as Json;
  const expected = [opts.expect ?? 200].flat();
  if (!expected.includes(res.status))
    throw new Error(`${init.method} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export const getJson = (url: string, token: string): Promise<Json> => requestJson(url, token);

export interface ListBody {
  data: { id: string; data: Json }[];
  pagination: { total_count: number; has_more: boolean; next_cursor: string | null };
}

/** Runs `fn` over `items` with at most `concurrency` at once. */
export async function inParallel<T>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
