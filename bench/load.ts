/**
 * Measurements with autocannon. Figures that are compared with each other (a ceiling and the app)
 * are measured together, interleaved: each is warmed up, then they take turns in short slices
 * (A B A B …) until each has had its full duration, so a change in the machine's background load
 * touches both sides of a ratio alike.
 */
import autocannon from 'autocannon';

export interface LoadSpec {
  /** Base URL of the server (`http://127.0.0.1:PORT`). */
  origin: string;
  /**
   * Several servers loaded at once (two API instances on one database): the connections are split
   * evenly over `origin` and these, one autocannon run per server at the same time, and the figures
   * are their sum.
   */
  alsoOrigins?: readonly string[];
  connections: number;
  method?: 'GET' | 'POST' | 'PUT';
  token?: string;
  /** The path of each request; called once per request (so it can vary). */
  path: () => string;
  /** The JSON body of each request, for POST. */
  body?: () => string;
  /** Extra headers of each request (an Idempotency-Key, …); called once per request. */
  headers?: () => Record<string, string>;
  /** Status every response must have (200 unless given). */
  status?: number;
}

export interface Measured {
  /** Responses with the expected status per second of measurement. */
  rps: number;
  /** Latency percentiles, milliseconds. */
  p50: number;
  p99: number;
  /** Connection errors and timeouts (no answer within 30 s) during the measurement. */
  errors: number;
  /** Responses with the expected status, warm-up included. */
  answered: number;
}

interface Tally {
  times: number[];
  ok: number;
  errors: number;
  seconds: number;
}

function percentile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** One autocannon run of `seconds`, added to `tally`. Throws on a response with another status. */
async function run(spec: LoadSpec, seconds: number, tally: Tally): Promise<void> {
  const headers: Record<string, string> = {};
  if (spec.token) headers.authorization = `Bearer ${spec.token}`;
  if (spec.body) headers['content-type'] = 'application/json';
  const expected = spec.status ?? 200;
  // autocannon's own latency histogram has whole-millisecond resolution; the per-response times
  // it emits are exact, so the percentiles are computed from those.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.origin,
        connections: spec.connections,
        duration: seconds,
        timeout: 30,
        method: spec.method ?? 'GET',
        headers,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: spec.path(),
              ...(spec.body ? { body: spec.body() } : {}),
              ...(spec.headers ? { headers: { ...headers, ...spec.headers() } } : {}),
            }),
          },
        ],
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  const stats = result.statusCodeStats ?? {};
  const counts = Object.entries(stats).map(([code, s]) => [code, s?.count ?? 0] as const);
  const wrong = counts.filter(([code, n]) => Number(code) !== expected && n > 0);
  if (wrong.length > 0) {
    throw new Error(
      `${spec.origin}${spec.path()}: unexpected responses ${JSON.stringify(Object.fromEntries(wrong))}`,
    );
  }
  tally.ok += counts.find(([code]) => Number(code) === expected)?.[1] ?? 0;
  tally.errors += result.errors;
  tally.seconds += result.duration;
  for (const t of times) tally.times.push(t);
}

const empty = (): Tally => ({ times: [], ok: 0, errors: 0, seconds: 0 });

/** `run` on every server of the spec at once, its connections split evenly; added to `tally`. */
async function runSplit(spec: LoadSpec, seconds: number, tally: Tally): Promise<void> {
  const origins = [spec.origin, ...(spec.alsoOrigins ?? [])];
  if (origins.length === 1) return run(spec, seconds, tally);
  const parts = origins.map(empty);
  await Promise.all(
    origins.map((origin, i) => {
      const connections =
        Math.floor(spec.connections / origins.length) + (i < spec.connections % origins.length ? 1 : 0);
      return run({ ...spec, origin, connections }, seconds, parts[i]!);
    }),
  );
  for (const p of parts) {
    tally.ok += p.ok;
    tally.errors += p.errors;
    for (const t of p.times) tally.times.push(t);
  }
  // They ran side by side: the slice lasted as long as the longest of them.
  tally.seconds += Math.max(...parts.map((p) => p.seconds));
}

/**
 * Warms each spec up for `warmup` seconds, then measures each for `duration` seconds in `rounds`
 * interleaved slices. Results are in the order of `specs`.
 */
export async function measureTogether(
  specs: readonly LoadSpec[],
  duration: number,
  warmup: number,
  rounds = 2,
): Promise<Measured[]> {
  const warm = specs.map(empty);
  const tallies = specs.map(empty);
  for (const [i, spec] of specs.entries()) if (warmup > 0) await runSplit(spec, warmup, warm[i]!);
  const slice = duration / (specs.length > 1 ? rounds : 1);
  for (let r = 0; r < (specs.length > 1 ? rounds : 1); r++) {
    for (const [i, spec] of specs.entries()) await runSplit(spec, slice, tallies[i]!);
  }
  return tallies.map((t, i) => ({
    rps: t.seconds > 0 ? t.ok / t.seconds : 0,
    p50: percentile(t.times, 0.5),
    p99: percentile(t.times, 0.99),
    errors: t.errors,
    answered: t.ok + warm[i]!.ok,
  }));
}
