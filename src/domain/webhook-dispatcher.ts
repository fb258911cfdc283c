/**
 * Delivers the events outbox to webhook endpoints (D12), in the background, never inside the API
 * request that wrote the event. Each tick:
 *
 * 1. fan-out: events not yet fanned out are claimed (SKIP LOCKED on PostgreSQL) and turned into
 *    one pending delivery per enabled endpoint of the company whose `event_types` match, and
 *    marked, in one transaction: each event is fanned out once, whichever instance does it, and
 *    an event committed while no dispatcher ran is fanned out by the next one to start;
 * 2. delivery: due deliveries are claimed with a lease and POSTed, signed per Standard Webhooks,
 *    with at most `concurrency` requests in flight per instance. Each attempt is recorded; a
 *    failure is retried on the schedule; a 410 disables the endpoint, and so does a delivery
 *    whose every attempt failed while no other delivery to that endpoint succeeded.
 *
 * At least once: a delivery whose instance dies mid-attempt is taken up again when its lease
 * ends, so receivers deduplicate on `webhook-id` (the event id).
 */
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import pkg from '../../package.json' with { type: 'json' };
import { newId, nowIso } from '../platform/ids.ts';
import { METRIC, type Metrics } from '../platform/metrics.ts';
import { guardedLookup } from '../platform/webhooks/address-guard.ts';
import { delayBefore, STANDARD_RETRY_SCHEDULE } from '../platform/webhooks/retry-schedule.ts';
import { type PostOutcome, postWebhook } from '../platform/webhooks/send.ts';
import { signedHeaders } from '../platform/webhooks/signing.ts';
import {
  claimUnfannedEvents,
  countUnfannedEvents,
  hasUnfannedEvents,
  markFannedOut,
} from '../storage/events.ts';
import { TransactionPoolerError } from '../storage/pooler-signs.ts';
import type { Repository } from '../storage/repository.ts';
import type { Store } from '../storage/store.ts';
import type { EventRow } from '../storage/types.ts';
import {
  claimDueDeliveries,
  countPendingDeliveries,
  type DeliveryRow,
  type EndpointRow,
  enabledEndpointsOf,
  endpointsByIds,
  eventsByIds,
  getDelivery,
  getEndpoint,
  hasDueDeliveries,
  insertAttempt,
  insertDeliveries,
  updateDelivery,
  updateEndpoint,
} from '../storage/webhooks.ts';
import { presentEvent } from './events.ts';
import { disableEndpoint, matchesEventType } from './webhooks.ts';

export interface DispatcherOptions {
  store: Store;
  /** Pause between ticks. */
  intervalMs: number;
  /** Seconds before each attempt (the first is usually 0); defaults to the Standard Webhooks schedule. */
  retrySchedule?: readonly number[] | undefined;
  /** Only a 2xx answered within this time counts. */
  timeoutMs?: number;
  allowPrivate: boolean;
  /** Requests in flight at once in this instance. */
  concurrency?: number;
  /** How long a claimed delivery is reserved for this instance; longer than the timeout. */
  leaseMs?: number;
  /** DNS look-up used to resolve endpoint hosts; the private-address check wraps it. */
  lookup?: Parameters<typeof guardedLookup>[0];
  logger?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void } | undefined;
  /** Told of each attempt, for the metrics (see dispatcherMetrics). */
  observer?: DeliveryObserver | undefined;
}

export type AttemptOutcome = 'success' | 'failure' | 'timeout' | 'disabled';

/**
 * What the dispatcher reports for /metrics. An interface rather than prom-client's counters, so
 * a dispatcher in a worker thread (dispatcher-thread.ts) can report to the registry of the thread
 * that serves /metrics.
 */
export interface DeliveryObserver {
  attempt(outcome: AttemptOutcome): void;
  retry(): void;
  /** A delivery succeeded this many seconds after its event. */
  delivered(seconds: number): void;
}

/**
 * The dispatcher's metrics in `metrics`: the outbox depth (read from `store` when scraped) and an
 * observer that counts attempts, retries and event-to-delivery latency.
 */
export function dispatcherMetrics(metrics: Metrics, store: Store): DeliveryObserver {
  metrics.gauge({
    name: METRIC.webhookOutboxDepth,
    help: 'Events not yet fanned out to deliveries, plus deliveries not yet succeeded or given up',
    async collect() {
      const [events, deliveries] = await store.read(async (repo) => [
        await countUnfannedEvents(repo),
        await countPendingDeliveries(repo),
      ]);
      this.set(events + deliveries);
    },
  });
  const attempts = metrics.counter({
    name: METRIC.webhookDeliveries,
    help: 'Webhook delivery attempts by outcome',
    labelNames: ['outcome'],
  });
  const retries = metrics.counter({
    name: METRIC.webhookRetries,
    help: 'Webhook delivery attempts that were retries',
  });
  const latency = metrics.histogram({
    name: METRIC.webhookLatency,
    help: 'Seconds from an event to its successful delivery',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 3600, 86400],
  });
  return {
    attempt: (outcome) => attempts.inc({ outcome }),
    retry: () => retries.inc(),
    delivered: (seconds) => latency.observe(seconds),
  };
}

const FANOUT_BATCH = 500;
/** The pause after a tick that found work, instead of the interval. */
const BUSY_PAUSE_MS = 20;
const USER_AGENT = `finrec-webhooks/${pkg.version}`;

interface Claimed {
  delivery: DeliveryRow;
  endpoint: EndpointRow;
  event: EventRow;
}

export class WebhookDispatcher {
  private readonly schedule: readonly number[];
  private readonly timeoutMs: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly lookup: LookupFunction | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private stopped = false;
  /** The last pass found work (see tick). */
  private busy = false;

  constructor(private readonly opts: DispatcherOptions) {
    this.schedule = opts.retrySchedule?.length ? opts.retrySchedule : STANDARD_RETRY_SCHEDULE;
    this.timeoutMs = opts.timeoutMs ?? 15_000;
    this.concurrency = opts.concurrency ?? 16;
    this.leaseMs = opts.leaseMs ?? Math.max(60_000, this.timeoutMs * 4);
    this.lookup = opts.allowPrivate ? undefined : guardedLookup(opts.lookup);
  }

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => this.loop(), 0);
  }

  /**
   * Stops ticking and aborts the requests in flight; their deliveries are handed back (due now)
   * rather than counted as failed attempts, so the next dispatcher sends them at once.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.abort.abort();
    await this.ticking;
    await Promise.allSettled([...this.inFlight]);
  }

  private loop(): void {
    this.ticking = this.tick(this.busy)
      .then((didWork) => {
        this.busy = didWork;
      })
      .catch((err: unknown) => {
        this.busy = false;
        // A store that will not use its database as configured has said why, once; not every tick.
        if (!(err instanceof TransactionPoolerError))
          this.opts.logger?.error({ err }, 'webhook dispatcher tick failed');
      })
      .finally(() => {
        this.ticking = undefined;
        // A tick that found work looks again soon: under a stream of events, waiting the whole
        // interval after each pass left them queueing behind the writes.
        const pause = this.busy ? Math.min(BUSY_PAUSE_MS, this.opts.intervalMs) : this.opts.intervalMs;
        if (!this.stopped) this.timer = setTimeout(() => this.loop(), pause);
      });
  }

  /**
   * One pass: fan out what is waiting, then start the deliveries that are due. Whether it found
   * any. `busy` (the last pass found work): skip the cheap looks before each transaction, which
   * spare an idle database a write transaction per pass but cost a wait each under a stream.
   */
  async tick(busy = false): Promise<boolean> {
    const { store } = this.opts;
    let found = false;
    while (!this.stopped && (busy || (await store.read(hasUnfannedEvents)))) {
      const n = await store.write((repo) => this.fanOut(repo));
      found ||= n > 0;
      if (n < FANOUT_BATCH) break;
    }
    const room = this.concurrency - this.inFlight.size;
    if (this.stopped || room <= 0) return found;
    const now = nowIso();
    if (!busy && !(await store.read((repo) => hasDueDeliveries(repo, now)))) return found;
    const claimed = await store.write((repo) => this.claim(repo, room));
    found ||= claimed.length > 0;
    for (const c of claimed) {
      const p: Promise<void> = this.deliver(c)
        .catch((err: unknown) =>
          this.opts.logger?.error({ err, delivery: c.delivery.id }, 'webhook delivery could not be recorded'),
        )
        .finally(() => this.inFlight.delete(p));
      this.inFlight.add(p);
    }
    return found;
  }

  private async fanOut(repo: Repository): Promise<number> {
    const events = await claimUnfannedEvents(repo, FANOUT_BATCH);
    if (events.length === 0) return 0;
    const now = nowIso();
    const endpoints = await enabledEndpointsOf(repo, [...new Set(events.map((e) => e.company_id))]);
    const deliveries: DeliveryRow[] = [];
    const firstDelay = this.schedule[0] ?? 0;
    const due = new Date(Date.now() + firstDelay * 1000).toISOString();
    for (const event of events) {
      for (const endpoint of endpoints) {
        if (endpoint.company_id !== event.company_id) continue;
        // An endpoint receives the events that happened after it was made.
        if (endpoint.created_at > event.created_at) continue;
        if (!matchesEventType(endpoint.event_types, event.type)) continue;
        deliveries.push({
          company_id: event.company_id,
          id: newId(),
          endpoint_id: endpoint.id,
          event_id: event.id,
          status: 'pending',
          attempts: 0,
          next_attempt_at: due,
          first_attempt_at: null,
          last_status_code: null,
          last_error: null,
          created_at: now,
          updated_at: now,
        });
      }
    }
    await insertDeliveries(repo, deliveries);
    await markFannedOut(repo, events, now);
    return events.length;
  }

  /** Claims due deliveries; those whose endpoint was disabled meanwhile are closed, not sent. */
  private async claim(repo: Repository, limit: number): Promise<Claimed[]> {
    const now = nowIso();
    const leaseUntil = new Date(Date.now() + this.leaseMs).toISOString();
    const deliveries = await claimDueDeliveries(repo, now, leaseUntil, limit);
    if (deliveries.length === 0) return [];
    const endpoints = await endpointsByIds(
      repo,
      deliveries.map((d) => ({ company_id: d.company_id, id: d.endpoint_id })),
    );
    const events = await eventsByIds(
      repo,
      deliveries.map((d) => ({ company_id: d.company_id, id: d.event_id })),
    );
    const out: Claimed[] = [];
    for (const delivery of deliveries) {
      const endpoint = endpoints.get(delivery.endpoint_id);
      const event = events.get(delivery.event_id);
      if (endpoint?.status === 'enabled' && event) {
        out.push({ delivery, endpoint, event });
        continue;
      }
      this.opts.observer?.attempt('disabled');
      await updateDelivery(repo, {
        ...delivery,
        status: 'failed',
        next_attempt_at: now,
        last_error: endpoint ? 'the endpoint was disabled' : 'the event no longer exists',
        updated_at: now,
      });
    }
    return out;
  }

  private async deliver({ delivery, endpoint, event }: Claimed): Promise<void> {
    const body = JSON.stringify(presentEvent(event));
    const startedAt = new Date();
    const started = performance.now();
    const outcome = this.stopped
      ? ({ kind: 'aborted' } as const)
      : await postWebhook({
          url: endpoint.url,
          body,
          headers: {
            'content-type': 'application/json',
            'user-agent': USER_AGENT,
            ...signedHeaders(endpoint.secret, event.id, startedAt, body),
          },
          timeoutMs: this.timeoutMs,
          lookup: this.lookup,
          signal: this.abort.signal,
        });
    const durationMs = Math.round(performance.now() - started);
    if (outcome.kind === 'aborted') {
      await this.opts.store.write(async (repo) => {
        const current = await getDelivery(repo, delivery.company_id, delivery.id);
        if (current?.status === 'pending')
          await updateDelivery(repo, { ...current, next_attempt_at: nowIso() });
      });
      return;
    }
    await this.opts.store.write((repo) => this.record(repo, delivery, event, outcome, startedAt, durationMs));
  }

  private async record(
    repo: Repository,
    claimed: DeliveryRow,
    event: EventRow,
    outcome: Exclude<PostOutcome, { kind: 'aborted' }>,
    startedAt: Date,
    durationMs: number,
  ): Promise<void> {
    // The endpoint row is locked before the delivery's, in the order every other writer takes them.
    const endpoint = await getEndpoint(repo, claimed.company_id, claimed.endpoint_id, true);
    const current = await getDelivery(repo, claimed.company_id, claimed.id);
    // The endpoint was deleted while the request was in flight: nothing is left to record.
    if (!endpoint || !current) return;
    const now = nowIso();
    const at = startedAt.toISOString();
    const statusCode = outcome.kind === 'answered' ? outcome.statusCode : null;
    const succeeded = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const gone = statusCode === 410;
    const attempt = current.attempts + 1;
    const delay = succeeded || gone ? undefined : delayBefore(this.schedule, attempt + 1);
    const nextAttemptAt = delay === undefined ? null : new Date(Date.now() + delay * 1000).toISOString();
    const error = errorOf(outcome);
    this.observe(outcome, succeeded, attempt, event);

    await insertAttempt(repo, {
      company_id: current.company_id,
      id: newId(),
      endpoint_id: current.endpoint_id,
      delivery_id: current.id,
      event_id: current.event_id,
      event_type: event.type,
      attempt,
      status: succeeded ? 'succeeded' : 'failed',
      status_code: statusCode,
      error,
      duration_ms: durationMs,
      next_attempt_at: nextAttemptAt,
      created_at: at,
    });
    // Closed meanwhile (its endpoint was disabled): the attempt is history, the delivery stays closed.
    if (current.status !== 'pending') return;
    await updateDelivery(repo, {
      ...current,
      status: succeeded ? 'succeeded' : nextAttemptAt ? 'pending' : 'failed',
      attempts: attempt,
      next_attempt_at: nextAttemptAt ?? now,
      first_attempt_at: current.first_attempt_at ?? at,
      last_status_code: statusCode,
      last_error: error,
      updated_at: now,
    });

    if (succeeded) {
      if (endpoint.failing_since) await updateEndpoint(repo, { ...endpoint, failing_since: null });
      return;
    }
    const failingSince = endpoint.failing_since ?? at;
    if (gone) {
      await disableEndpoint(repo, { ...endpoint, failing_since: failingSince }, 'gone', now);
    } else if (!nextAttemptAt && failingSince <= (current.first_attempt_at ?? at)) {
      // Every attempt of this delivery failed, and nothing reached the endpoint in all that time.
      await disableEndpoint(repo, { ...endpoint, failing_since: failingSince }, 'failing', now);
    } else if (!endpoint.failing_since) {
      await updateEndpoint(repo, { ...endpoint, failing_since: failingSince });
    }
  }

  private observe(outcome: PostOutcome, succeeded: boolean, attempt: number, event: EventRow): void {
    const observer = this.opts.observer;
    if (!observer) return;
    observer.attempt(outcome.kind === 'timeout' ? 'timeout' : succeeded ? 'success' : 'failure');
    if (attempt > 1) observer.retry();
    if (succeeded) observer.delivered((Date.now() - Date.parse(event.created_at)) / 1000);
  }
}

function errorOf(outcome: Exclude<PostOutcome, { kind: 'aborted' }>): string | null {
  switch (outcome.kind) {
    case 'answered': {
      const code = outcome.statusCode;
      if (code >= 200 && code < 300) return null;
      if (code >= 300 && code < 400) return `the endpoint answered ${code}; redirects are not followed`;
      if (code === 410) return 'the endpoint answered 410 Gone; it has been disabled';
      return `the endpoint answered ${code}`;
    }
    case 'timeout':
      return 'no answer within the time limit';
    case 'blocked':
    case 'error':
      return outcome.error;
  }
}
