/**
 * A Store that records how busy the database is. Neither driver says how many pooled connections
 * are in use (postgres.js keeps that private; SQLite has one writer and a group-commit queue), so
 * the measure is the store operations in flight: on PostgreSQL each one holds or waits for a
 * pooled connection, on SQLite each write waits for or runs in the current batch.
 */
import { METRIC, type Metrics } from '../platform/metrics.ts';
import type { Repository } from './repository.ts';
import type { Store } from './store.ts';

const STORE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export function instrumentStore(store: Store, metrics: Metrics): Store {
  // Counted in plain numbers, read into the gauge when scraped.
  const running = { read: 0, write: 0 };
  metrics.gauge({
    name: METRIC.storeInFlight,
    help: 'Store operations running now (read: queries outside a write; write: transactions, queueing included)',
    labelNames: ['kind'],
    collect() {
      this.set({ kind: 'read' }, running.read);
      this.set({ kind: 'write' }, running.write);
    },
  });
  const duration = metrics.hotHistogram({
    name: METRIC.storeDuration,
    help: 'Seconds per store operation, queueing for a connection or a commit batch included',
    labelNames: ['kind', 'outcome'],
    buckets: STORE_BUCKETS,
  });
  const series = {
    read: {
      ok: duration.labelled({ kind: 'read', outcome: 'ok' }),
      error: duration.labelled({ kind: 'read', outcome: 'error' }),
    },
    write: {
      ok: duration.labelled({ kind: 'write', outcome: 'ok' }),
      error: duration.labelled({ kind: 'write', outcome: 'error' }),
    },
  };

  function observe<T>(kind: 'read' | 'write', run: () => Promise<T>): Promise<T> {
    running[kind]++;
    const start = performance.now();
    let pending: Promise<T>;
    try {
      pending = run();
    } catch (error) {
      pending = Promise.reject(error);
    }
    return pending.then(
      (value) => {
        running[kind]--;
        series[kind].ok.observe((performance.now() - start) / 1000);
        return value;
      },
      (error: unknown) => {
        running[kind]--;
        series[kind].error.observe((performance.now() - start) / 1000);
        throw error;
      },
    );
  }

  // Spread, so members the Store interface gains later pass through unchanged.
  return {
    ...store,
    read: <T>(fn: (repo: Repository) => Promise<T>) => observe('read', () => store.read(fn)),
    write: <T>(fn: (repo: Repository) => Promise<T>) => observe('write', () => store.write(fn)),
  };
}
