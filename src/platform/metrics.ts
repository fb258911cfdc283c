/**
 * Prometheus metrics (prom-client). Each app instance owns one `Metrics` with its own registry, so
 * the many apps a test process builds never share or double-register a metric. Process-wide
 * metrics (CPU, memory, event loop, GC) exist once per process and live in a separate registry
 * that every scrape appends.
 *
 * Other modules add their own metrics through `counter`, `gauge` and `histogram`: asking twice
 * for the same name returns the metric already registered instead of throwing, so a module can
 * declare its metrics wherever it is constructed.
 */
import {
  Counter,
  type CounterConfiguration,
  collectDefaultMetrics,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  type Metric,
  Registry,
} from 'prom-client';

/**
 * Names of the metrics finrec exposes, in one place so dashboards and the modules that record
 * them agree. The platform features built alongside this module record the ones marked "(by …)".
 */
export const METRIC = {
  /** Counter {method, route, status_code}: requests answered. `route` is the route pattern. */
  httpRequests: 'finrec_http_requests_total',
  /** Histogram {method, route, status_code}: seconds from request to response. */
  httpDuration: 'finrec_http_request_duration_seconds',
  /** Counter: requests refused with 429 RATE_LIMITED. */
  rateLimitRefusals: 'finrec_rate_limit_refusals_total',
  /** Counter: rate-limit checks that failed (Redis unreachable) and were let through. */
  rateLimitErrors: 'finrec_rate_limit_errors_total',
  /** Gauge {kind=read|write}: store operations running now (SQLite: queued or in the batch; PostgreSQL: holding or awaiting a pooled connection). */
  storeInFlight: 'finrec_store_operations_in_flight',
  /** Histogram {kind, outcome=ok|error}: seconds per store operation, queueing included. */
  storeDuration: 'finrec_store_operation_duration_seconds',
  /** Counter: responses replayed from an Idempotency-Key (by the idempotency module). */
  idempotencyReplays: 'finrec_idempotency_replays_total',
  /** Gauge: events not yet delivered to every matching endpoint (by the webhook dispatcher). */
  webhookOutboxDepth: 'finrec_webhook_outbox_depth',
  /** Counter {outcome=success|failure|timeout|disabled}: delivery attempts (by the webhook dispatcher). */
  webhookDeliveries: 'finrec_webhook_deliveries_total',
  /** Counter: delivery attempts that were retries (by the webhook dispatcher). */
  webhookRetries: 'finrec_webhook_delivery_retries_total',
  /** Histogram: seconds from an event's commit to its successful delivery (by the webhook dispatcher). */
  webhookLatency: 'finrec_webhook_delivery_latency_seconds',
} as const;

/** Latency buckets (seconds) for API requests: 1 ms to 10 s. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/** CPU, memory, event loop lag and GC: one set per process, however many apps it builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export class Metrics {
  readonly registry = new Registry();

  counter<T extends string>(config: Omit<CounterConfiguration<T>, 'registers'>): Counter<T> {
    return (
      this.existing<T, Counter<T>>(config.name, Counter) ??
      new Counter<T>({ ...config, registers: [this.registry] })
    );
  }

  gauge<T extends string>(config: Omit<GaugeConfiguration<T>, 'registers'>): Gauge<T> {
    return (
      this.existing<T, Gauge<T>>(config.name, Gauge) ??
      new Gauge<T>({ ...config, registers: [this.registry] })
    );
  }

  histogram<T extends string>(config: Omit<HistogramConfiguration<T>, 'registers'>): Histogram<T> {
    return (
      this.existing<T, Histogram<T>>(config.name, Histogram) ??
      new Histogram<T>({ ...config, registers: [this.registry] })
    );
  }

  /** The Prometheus text exposition of this app's metrics and the process's. */
  async text(): Promise<string> {
    const [own, proc] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${own}\n${proc}`;
  }

  readonly contentType = Registry.PROMETHEUS_CONTENT_TYPE;

  private existing<T extends string, M extends Metric<T>>(
    name: string,
    kind: abstract new (...args: never[]) => M,
  ): M | undefined {
    const found = this.registry.getSingleMetric(name);
    if (found === undefined) return undefined;
    if (!(found instanceof kind)) throw new Error(`metric ${name} is already registered as another type`);
    return found;
  }
}
