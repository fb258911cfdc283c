/**
 * WAL checkpoints of a SQLite database file in a worker thread of their own.
 *
 * Left to itself, SQLite checkpoints inside the commit that takes the WAL past 1,000 pages: it
 * copies those pages into the database file and fsyncs it, on the thread that committed. That is
 * the event loop, so every request waits behind it: under many clients POSTing invoices, a
 * commit that checkpointed was the slowest of all, and it set the p99. Here the writer's own
 * checkpoints are pushed far out (WRITER_CHECKPOINT_PAGES, a backstop should this thread fall
 * behind or die) and a second connection, in a worker thread, runs a PASSIVE checkpoint (it never
 * waits for the writer or a reader) after commits, at most every MIN_INTERVAL_MS. Durability is
 * untouched: commits still fsync the WAL (synchronous=FULL, D14); a checkpoint only moves what is
 * already durable in the WAL into the database file.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The writer checkpoints itself past this many WAL pages (~40 MB): only if this thread lags. */
export const WRITER_CHECKPOINT_PAGES = 10_000;
/** SQLite's own default, restored on the writer if the thread stops working. */
export const SQLITE_DEFAULT_CHECKPOINT_PAGES = 1_000;
/** Checkpoints at most this often: each one fsyncs the database file. */
const MIN_INTERVAL_MS = 200;

/** Plain JavaScript (no TypeScript loader to start in the thread): it opens, then checkpoints on request. */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');
parentPort.on('message', (message) => {
  if (message === 'stop') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ type: 'done', result });
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: String((error && error.message) || error) });
  }
});
`;

/** What a PASSIVE checkpoint reports (SQLite's `wal_checkpoint` pragma). */
export interface CheckpointResult {
  /** 1 when it could not copy every frame (a reader or the writer held some back). */
  busy: number;
  /** Frames in the WAL. */
  log: number;
  /** Frames now copied into the database file. */
  checkpointed: number;
}

export interface Checkpointer {
  /** The writer committed: checkpoint soon (at most every MIN_INTERVAL_MS). */
  committed(): void;
  /** Runs a checkpoint now and resolves with its result. */
  checkpoint(): Promise<CheckpointResult>;
  /** Stops the thread and closes its connection. */
  stop(): Promise<void>;
}

export interface CheckpointerOptions {
  /** Called once if the thread stops on its own (an error): the writer gets its checkpoints back. */
  onLost(error: unknown): void;
  /** Each checkpoint's result, as it completes. */
  onCheckpoint?(result: CheckpointResult): void;
}

/** Starts the thread for the database file at `path`. */
export function startCheckpointer(path: string, { onLost, onCheckpoint }: CheckpointerOptions): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { path, driver } });
  // A store that is never closed must not keep the process alive.
  worker.unref();
  let lastAsked = 0;
  let running = false;
  let stopping = false;
  const waiting: ((r: CheckpointResult) => void)[] = [];
  const failing: ((e: unknown) => void)[] = [];
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  function lost(error: unknown): void {
    if (stopping) return;
    stopping = true;
    for (const reject of failing.splice(0)) reject(error);
    waiting.length = 0;
    onLost(error);
  }
  worker.on('error', lost);
  worker.on('exit', (code) => lost(new Error(`the checkpoint thread exited (${code})`)));
  worker.on(
    'message',
    (m: { type: 'done'; result: CheckpointResult } | { type: 'error'; message: string }) => {
      running = false;
      const resolve = waiting.shift();
      const reject = failing.shift();
      if (m.type === 'done') {
        onCheckpoint?.(m.result);
        resolve?.(m.result);
      } else reject?.(new Error(m.message));
    },
  );

  function ask(): Promise<CheckpointResult> {
    running = true;
    lastAsked = Date.now();
    return new Promise<CheckpointResult>((resolve, reject) => {
      waiting.push(resolve);
      failing.push(reject);
      worker.postMessage('checkpoint');
    });
  }

  return {
    committed() {
      if (running || stopping || Date.now() - lastAsked < MIN_INTERVAL_MS) return;
      // A failed checkpoint is retried after the next commit; the writer's backstop covers the rest.
      ask().catch(() => undefined);
    },
    checkpoint() {
      if (stopping) return Promise.reject(new Error('the checkpoint thread has stopped'));
      return ask();
    },
    async stop() {
      if (!stopping) {
        stopping = true;
        // Held open until the thread is gone: a process awaiting this close has nothing else to wait on.
        worker.ref();
        worker.postMessage('stop');
      }
      await exited;
    },
  };
}
