/**
 * GET /metrics (Prometheus text format, no token): requests by route pattern and status with
 * latency histograms, rate-limit refusals, store operations, process metrics; per-app registries
 * other modules add to; the METRICS_PORT variant on a port of its own.
 */
import { describe, expect, it } from 'vitest';
import { METRIC } from '../src/platform/metrics.ts';
import { eventually, forEachDatabase, freePort } from './helpers/harness.ts';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[k!] = v!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    ?.value;
}

forEachDatabase(
  (db) => {
    describe('GET /metrics', () => {
      it('needs no token and answers the Prometheus text format', async () => {
        const api = await db().start();
        const res = await api.client(null).get('/metrics');
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
        expect(res.body).toContain(`# TYPE ${METRIC.httpRequests} counter`);
        expect(res.body).toContain(`# TYPE ${METRIC.httpDuration} histogram`);
        // Process metrics ride along.
        expect(res.body).toMatch(/^process_cpu_user_seconds_total \S+$/m);
        expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
        expect(() => parse(res.body)).not.toThrow();
      });

      it('counts requests by route pattern (never the raw URL), method and status, with latency buckets', async () => {
        const api = await db().start();
        const { token } = await db().company();
        const c = api.client(token);
        for (let i = 0; i < 3; i++) expect((await c.get('/v1/customers')).status).toBe(200);
        const created = await c.post('/v1/customers', { name: 'Ada' });
        expect(created.status).toBe(201);
        const id = created.body.id as string;
        expect((await c.get(`/v1/customers/${id}`)).status).toBe(200);
        expect((await c.get('/v1/customers/00000000-0000-7000-8000-000000000000')).status).toBe(404);
        expect((await c.post('/v1/customers', { name: 1 })).status).toBe(422);
        expect((await api.client(null).get('/v1/customers')).status).toBe(401);
        expect((await c.get('/v1/nothing/here')).status).toBe(404);

        const text = (await api.client(null).get('/metrics')).body as string;
        const samples = parse(text);
        const requests = (labels: Record<string, string>) => value(samples, METRIC.httpRequests, labels);
        expect(requests({ method: 'GET', route: '/v1/customers', status_code: '200' })).toBe(3);
        expect(requests({ method: 'GET', route: '/v1/customers', status_code: '401' })).toBe(1);
        expect(requests({ method: 'POST', route: '/v1/customers', status_code: '201' })).toBe(1);
        expect(requests({ method: 'POST', route: '/v1/customers', status_code: '422' })).toBe(1);
        expect(requests({ method: 'GET', route: '/v1/customers/:id', status_code: '200' })).toBe(1);
        expect(requests({ method: 'GET', route: '/v1/customers/:id', status_code: '404' })).toBe(1);
        expect(requests({ method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
        expect(text).not.toContain(id);
        expect(text).not.toContain('/v1/nothing/here');

        // The histogram: cumulative buckets up to +Inf, a count equal to the requests, a sum.
        const labels = { method: 'GET', route: '/v1/customers', status_code: '200' };
        const buckets = samples.filter(
          (s) =>
            s.name === `${METRIC.httpDuration}_bucket` &&
            Object.entries(labels).every(([k, v]) => s.labels[k] === v),
        );
        expect(buckets.map((b) => b.labels.le)).toEqual([
          '0.001',
          '0.0025',
          '0.005',
          '0.01',
          '0.025',
          '0.05',
          '0.1',
          '0.25',
          '0.5',
          '1',
          '2.5',
          '5',
          '10',
          '+Inf',
        ]);
        const counts = buckets.map((b) => b.value);
        expect([...counts].sort((a, b) => a - b)).toEqual(counts);
        expect(counts.at(-1)).toBe(3);
        expect(value(samples, `${METRIC.httpDuration}_count`, labels)).toBe(3);
        expect(value(samples, `${METRIC.httpDuration}_sum`, labels)).toBeGreaterThan(0);
      });

      it('counts rate-limit refusals', async () => {
        // One token per 100 s: nothing refills during the test.
        const api = await db().start({ rateLimitPerSecond: 0.01, rateLimitBurst: 1 });
        const { token } = await db().company();
        const c = api.client(token);
        const refusals = async () =>
          value(parse((await api.client(null).get('/metrics')).body), METRIC.rateLimitRefusals);
        expect(await refusals()).toBe(0);
        expect((await c.get('/v1/customers')).status).toBe(200);
        expect((await c.get('/v1/customers')).status).toBe(429);
        expect((await c.get('/v1/customers')).status).toBe(429);
        expect(await refusals()).toBe(2);
        // /metrics itself is never rate limited.
        expect((await api.client(null).get('/metrics')).headers.get('ratelimit-limit')).toBeNull();
      });

      it('shows store operations: none in flight at rest, and their durations', async () => {
        const api = await db().start();
        const { token } = await db().company();
        const c = api.client(token);
        expect((await c.post('/v1/customers', { name: 'Ada' })).status).toBe(201);
        expect((await c.get('/v1/customers')).status).toBe(200);
        // The token's last_used_at is written without being awaited: wait for it to settle. (Reads
        // may be running at scrape time: gauges that query the database collect during the scrape.)
        const samples = await eventually('no store write in flight', async () => {
          const now = parse((await api.client(null).get('/metrics')).body);
          return value(now, METRIC.storeInFlight, { kind: 'write' }) === 0 ? now : undefined;
        });
        expect(value(samples, METRIC.storeInFlight, { kind: 'read' })).toBeGreaterThanOrEqual(0);
        expect(
          value(samples, `${METRIC.storeDuration}_count`, { kind: 'write', outcome: 'ok' }),
        ).toBeGreaterThanOrEqual(1);
        expect(
          value(samples, `${METRIC.storeDuration}_count`, { kind: 'read', outcome: 'ok' }),
        ).toBeGreaterThanOrEqual(2);
      });
    });

    describe('registries', () => {
      it('each app has its own: requests to one never show in another', async () => {
        const one = await db().start();
        const two = await db().start();
        const { token } = await db().company();
        for (let i = 0; i < 2; i++) expect((await one.client(token).get('/v1/customers')).status).toBe(200);
        const labels = { method: 'GET', route: '/v1/customers', status_code: '200' };
        expect(value(parse((await one.client(null).get('/metrics')).body), METRIC.httpRequests, labels)).toBe(
          2,
        );
        expect(
          value(parse((await two.client(null).get('/metrics')).body), METRIC.httpRequests, labels),
        ).toBeUndefined();
      });

      it('other modules add their own metrics through app.metrics', async () => {
        const api = await db().start();
        const widgets = api.app.metrics.counter({
          name: 'finrec_test_widgets_total',
          help: 'Widgets (test)',
        });
        // Declaring the same metric again returns the one registered, so modules need not coordinate.
        expect(api.app.metrics.counter({ name: 'finrec_test_widgets_total', help: 'again' })).toBe(widgets);
        expect(() => api.app.metrics.gauge({ name: 'finrec_test_widgets_total', help: 'clash' })).toThrow(
          /another type/,
        );
        widgets.inc(2);
        let depth = 0;
        api.app.metrics.gauge({
          name: 'finrec_test_queue_depth',
          help: 'A depth read at scrape time (test)',
          collect() {
            this.set(depth);
          },
        });
        depth = 7;
        const samples = parse((await api.client(null).get('/metrics')).body);
        expect(value(samples, 'finrec_test_widgets_total')).toBe(2);
        expect(value(samples, 'finrec_test_queue_depth')).toBe(7);
      });
    });

    describe('METRICS_PORT', () => {
      it('serves /metrics on its own port only', async () => {
        const port = await freePort();
        const api = await db().start({ metricsPort: port });
        const { token } = await db().company();
        expect((await api.client(token).get('/v1/customers')).status).toBe(200);

        const onApi = await api.client(null).get('/metrics');
        expect(onApi.status).toBe(404);
        expect(onApi.body.code).toBe('NOT_FOUND');

        const res = await fetch(`http://127.0.0.1:${port}/metrics`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
        const samples = parse(await res.text());
        expect(
          value(samples, METRIC.httpRequests, { method: 'GET', route: '/v1/customers', status_code: '200' }),
        ).toBe(1);
        // The /metrics 404 on the API port is counted as an unmatched route.
        expect(value(samples, METRIC.httpRequests, { route: 'unmatched', status_code: '404' })).toBe(1);
        expect((await fetch(`http://127.0.0.1:${port}/v1/customers`)).status).toBe(404);
        expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);

        // The OpenAPI document lists /metrics only where the API serves it.
        const doc = (await api.client(null).get('/v1/openapi.json')).body;
        expect(doc.paths['/metrics']).toBeUndefined();
      });

      it('the port is released when the app closes; a port in use fails the start', async () => {
        const port = await freePort();
        const api = await db().start({ metricsPort: port });
        await expect(db().start({ metricsPort: port })).rejects.toThrow(/EADDRINUSE/);
        await api.app.close();
        const again = await db().start({ metricsPort: port });
        expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
        expect(again.baseUrl).not.toBe(api.baseUrl);
      });

      it('without it, /metrics is on the API port and in the OpenAPI document', async () => {
        const api = await db().start();
        const doc = (await api.client(null).get('/v1/openapi.json')).body;
        expect(doc.paths['/metrics'].get.security).toEqual([]);
        expect(Object.keys(doc.paths['/metrics'].get.responses['200'].content)).toEqual(['text/plain']);
      });
    });
  },
  { server: false },
);
