/**
 * Entry point of the webhook dispatcher's worker thread (see dispatcher-thread.ts): opens the
 * database, runs the dispatcher, reports to the thread that started it, and stops when told.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type {
  DispatcherThreadSettings,
  FromDispatcherThread,
  ToDispatcherThread,
} from './dispatcher-thread.ts';
import { WebhookDispatcher } from './domain/webhook-dispatcher.ts';
import { RESOURCES } from './resources/index.ts';
import { openStore } from './storage/open.ts';
import { BACKGROUND_POOL_SIZE } from './storage/postgres.ts';

const port = parentPort;
if (!port) throw new Error('dispatcher-worker.ts runs in a worker thread (see dispatcher-thread.ts)');
const settings = workerData as DispatcherThreadSettings;
const tell = (message: FromDispatcherThread) => port.postMessage(message);

try {
  const store = await openStore(settings.location.url, {
    resources: RESOURCES,
    listenUrl: settings.location.listenUrl,
    poolSize: BACKGROUND_POOL_SIZE,
    backgroundOnly: true,
  });
  const dispatcher = new WebhookDispatcher({
    store,
    intervalMs: settings.intervalMs,
    retrySchedule: settings.retrySchedule,
    timeoutMs: settings.timeoutMs,
    allowPrivate: settings.allowPrivate,
    logger: {
      warn: (obj, msg) => tell({ type: 'log', level: 'warn', obj: loggable(obj), msg }),
      error: (obj, msg) => tell({ type: 'log', level: 'error', obj: loggable(obj), msg }),
    },
    observer: {
      attempt: (outcome) => tell({ type: 'attempt', outcome }),
      retry: () => tell({ type: 'retry' }),
      delivered: (seconds) => tell({ type: 'delivered', seconds }),
    },
  });
  port.on('message', (message: ToDispatcherThread) => {
    if (message.type !== 'stop') return;
    void (async () => {
      await dispatcher.stop();
      await store.close();
      tell({ type: 'stopped' });
      port.close();
    })();
  });
  dispatcher.start();
  tell({ type: 'ready' });
} catch (error) {
  tell({ type: 'failed', error });
  port.close();
}

/** Errors cross the thread boundary by structured clone; anything else that cannot is made a string. */
function loggable(obj: object): object {
  try {
    structuredClone(obj);
    return obj;
  } catch {
    return { detail: String(JSON.stringify(obj)) };
  }
}
