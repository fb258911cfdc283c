/**
 * GET /metrics (Prometheus text format, no token): on the API port, or alone on `metricsPort` so
 * it can stay off the public listener. Every response is counted and timed by route pattern
 * (`/v1/customers/:id`, never the raw URL, so ids do not explode the label set).
 */
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  type CounterSeries,
  type HistogramSeries,
  LATENCY_BUCKETS,
  METRIC,
  type Metrics,
} from '../platform/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics: other modules register theirs here (see src/platform/metrics.ts). */
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  /** 0: serve /metrics on the API port; otherwise on this port only. */
  metricsPort: number;
  host: string;
}

export function registerMetrics(app: FastifyInstance, metrics: Metrics, opts: MetricsOptions): void {
  app.decorate('metrics', metrics);
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = metrics.hotCounter({
    name: METRIC.httpRequests,
    help: 'HTTP requests answered, by route pattern and status code',
    labelNames,
  });
  const duration = metrics.hotHistogram({
    name: METRIC.httpDuration,
    help: 'Seconds from receiving a request to sending its response',
    labelNames,
    buckets: LATENCY_BUCKETS,
  });
  /** The series of each method, status and route pattern (a bounded set: patterns, not URLs). */
  const series = new Map<string, { count: CounterSeries; time: HistogramSeries }>();
  // A callback hook, not an async one: counting needs no promise.
  app.addHook('onResponse', (request, reply, done) => {
    // Requests that matched no route share one label value.
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let s = series.get(key);
    if (!s) {
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      s = { count: requests.labelled(labels), time: duration.labelled(labels) };
      series.set(key, s);
    }
    s.count.inc();
    s.time.observe(reply.elapsedTime / 1000);
    done();
  });

  if (opts.metricsPort === 0) {
    app.get(
      '/metrics',
      {
        schema: {
          tags: ['System'],
          summary: 'Prometheus metrics (text exposition format)',
          security: [],
          response: {
            200: {
              description: 'Prometheus text exposition format 0.0.4',
              content: { 'text/plain': { schema: { type: 'string' } } },
            },
          },
        },
      },
      async (_request, reply) => reply.type(metrics.contentType).send(await metrics.text()),
    );
    return;
  }

  // A bare HTTP server: it serves one path to a scraper and needs none of the API's plugins.
  const server: Server = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    metrics.text().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics collection failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics collection failed\n');
      },
    );
  });
  // onReady rather than onListen: a port that cannot be bound fails the start, not silently.
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.metricsPort, opts.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info({ port: opts.metricsPort }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
