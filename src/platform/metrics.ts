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

/**
 * Counters and histograms for the per-request hot path (every response, every store operation).
 * prom-client validates and hashes the label object on every `inc`/`observe`, which measured about
 * a sixth of a cached GET's CPU; here the caller gets a series once per label set and only adds
 * numbers to it. The exposition is exactly prom-client's (same lines, same order); a series
 * appears once something was counted in it, as with prom-client.
 */
interface HotConfig<T extends string> {
  name: string;
  help: string;
  labelNames: readonly T[];
}

type Labels<T extends string> = Record<T, string>;

/** What prom-client's Registry reads from a metric (its `get()`). */
interface Exposed {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  values: {
    value: number;
    labels: Record<string, string | number>;
    sharedLabels?: Record<string, string>;
    metricName?: string;
  }[];
}

export class CounterSeries {
  value = 0;
  constructor(readonly labels: Record<string, string>) {}
  inc(): void {
    this.value++;
  }
}

export class HotCounter<T extends string> {
  readonly name: string;
  readonly help: string;
  private readonly series: CounterSeries[] = [];

  constructor(config: HotConfig<T>) {
    this.name = config.name;
    this.help = config.help;
  }

  /** The series of these labels: keep it, and count in it. */
  labelled(labels: Labels<T>): CounterSeries {
    const series = new CounterSeries({ ...labels });
    this.series.push(series);
    return series;
  }

  async get(): Promise<Exposed> {
    const values = this.series.filter((s) => s.value > 0).map((s) => ({ value: s.value, labels: s.labels }));
    return { name: this.name, help: this.help, type: 'counter', aggregator: 'sum', values };
  }
}

export class HistogramSeries {
  /** Observations per bucket (not cumulative), in the order of the bounds. */
  readonly counts: number[];
  sum = 0;
  count = 0;
  constructor(
    readonly labels: Record<string, string>,
    private readonly bounds: readonly number[],
  ) {
    this.counts = bounds.map(() => 0);
  }
  observe(value: number): void {
    this.sum += value;
    this.count++;
    const { bounds } = this;
    for (let i = 0; i < bounds.length; i++) {
      if (value <= bounds[i]!) {
        this.counts[i]!++;
        return;
      }
    }
  }
}

export class HotHistogram<T extends string> {
  readonly name: string;
  readonly help: string;
  private readonly bounds: readonly number[];
  private readonly series: HistogramSeries[] = [];

  constructor(config: HotConfig<T> & { buckets: readonly number[] }) {
    this.name = config.name;
    this.help = config.help;
    this.bounds = [...config.buckets].sort((a, b) => a - b);
  }

  /** The series of these labels: keep it, and observe in it. */
  labelled(labels: Labels<T>): HistogramSeries {
    const series = new HistogramSeries({ ...labels }, this.bounds);
    this.series.push(series);
    return series;
  }

  async get(): Promise<Exposed> {
    const values: Exposed['values'] = [];
    const bucket = `${this.name}_bucket`;
    for (const s of this.series) {
      if (s.count === 0) continue;
      let acc = 0;
      this.bounds.forEach((le, i) => {
        acc += s.counts[i]!;
        values.push({ labels: { le }, sharedLabels: s.labels, value: acc, metricName: bucket });
      });
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: s.labels, value: s.count, metricName: bucket },
        { labels: {}, sharedLabels: s.labels, value: s.sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels: s.labels, value: s.count, metricName: `${this.name}_count` },
      );
    }
    return { name: this.name, help: this.help, type: 'histogram', aggregator: 'sum', values };
  }
}

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

  /** A counter for the hot path (see HotCounter). */
  hotCounter<T extends string>(config: HotConfig<T>): HotCounter<T> {
    return this.hot(config.name, HotCounter, () => new HotCounter(config));
  }

  /** A histogram for the hot path (see HotHistogram). */
  hotHistogram<T extends string>(config: HotConfig<T> & { buckets: readonly number[] }): HotHistogram<T> {
    return this.hot(config.name, HotHistogram, () => new HotHistogram(config));
  }

  private hot<M extends HotCounter<string> | HotHistogram<string>>(
    name: string,
    kind: abstract new (...args: never[]) => M,
    make: () => M,
  ): M {
    const found: unknown = this.registry.getSingleMetric(name);
    if (found !== undefined) {
      if (!(found instanceof kind)) throw new Error(`metric ${name} is already registered as another type`);
      return found;
    }
    const made = make();
    this.registry.registerMetric(made as unknown as Metric);
    return made;
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
