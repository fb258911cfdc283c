/**
 * The webhook dispatcher in a worker thread of its own (WEBHOOK_DISPATCHER=thread, the default on
 * PostgreSQL). Inline, it shares the event loop with the requests: under many writing clients a due
 * delivery waits its turn behind them to be POSTed (docs/performance.md, webhook delivery).
 * In a thread it has its own event loop and its own connections, and the requests keep theirs.
 *
 * The thread opens the database again from the store's location (no token watch, a small pool);
 * its attempts are counted in this thread's /metrics through messages (DeliveryObserver), and its
 * log lines are written by this thread's logger.
 */
import { Worker } from 'node:worker_threads';
import type { DeliveryObserver } from './domain/webhook-dispatcher.ts';
import type { StoreLocation } from './storage/store.ts';

/** What the thread needs to run the dispatcher; plain data, copied into the thread. */
export interface DispatcherThreadSettings {
  location: StoreLocation;
  intervalMs: number;
  retrySchedule: number[] | undefined;
  timeoutMs: number;
  allowPrivate: boolean;
}

/** Messages from the thread. */
export type FromDispatcherThread =
  | { type: 'ready' }
  | { type: 'failed'; error: unknown }
  | { type: 'attempt'; outcome: Parameters<DeliveryObserver['attempt']>[0] }
  | { type: 'retry' }
  | { type: 'delivered'; seconds: number }
  | { type: 'log'; level: 'warn' | 'error'; obj: object; msg: string }
  | { type: 'stopped' };

export type ToDispatcherThread = { type: 'stop' };

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DispatcherThread {
  stop(): Promise<void>;
}

/** How long a stopping thread may take to hand its deliveries back before it is terminated. */
const STOP_GRACE_MS = 5_000;

/**
 * Starts the thread; resolves once its store is open and its dispatcher runs, rejects (and ends
 * the thread) when it cannot open the database.
 */
export function startDispatcherThread(
  settings: DispatcherThreadSettings,
  observer: DeliveryObserver | undefined,
  logger: Logger,
): Promise<DispatcherThread> {
  const worker = new Worker(new URL('./dispatcher-worker.boot.mjs', import.meta.url), {
    workerData: settings,
  });
  const exited = new Promise<void>((r) => worker.once('exit', () => r()));

  return new Promise<DispatcherThread>((resolve, reject) => {
    let stopped: (() => void) | undefined;
    worker.on('message', (message: FromDispatcherThread) => {
      switch (message.type) {
        case 'ready':
          resolve({ stop });
          return;
        case 'failed':
          reject(message.error);
          return;
        case 'attempt':
          observer?.attempt(message.outcome);
          return;
        case 'retry':
          observer?.retry();
          return;
        case 'delivered':
          observer?.delivered(message.seconds);
          return;
        case 'log':
          logger[message.level](message.obj, message.msg);
          return;
        case 'stopped':
          stopped?.();
          return;
      }
    });
    worker.on('error', (error) => {
      logger.error({ err: error }, 'webhook dispatcher thread failed');
      reject(error);
    });
    void exited.then(() => reject(new Error('the webhook dispatcher thread ended before it was ready')));

    async function stop(): Promise<void> {
      const done = new Promise<void>((r) => {
        stopped = r;
      });
      worker.postMessage({ type: 'stop' } satisfies ToDispatcherThread);
      const grace = new Promise<void>((r) => setTimeout(r, STOP_GRACE_MS).unref());
      await Promise.race([done, exited, grace]);
      await worker.terminate();
    }
  });
}
