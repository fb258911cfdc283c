/**
 * Memory given back once a burst is over (issue 23: resident size back within 10 % of rest 30 s
 * after the largest writes).
 *
 * V8 collects garbage when JavaScript allocates, not when it stops: after a burst of large writes
 * the heap stays at the size it grew to, full of garbage nobody collects, until the next burst
 * (measured with Node 20: a heap of 203 MiB used, nothing allocating, no collection in 35 s; the
 * burst's own requests had long been answered), and a collection it runs during the burst frees
 * garbage but keeps the heap's pages. So when the event loop has been nearly idle for a whole
 * interval and the heap's size has grown well past what the last collection left, one full
 * collection is asked for, through `vm.measureMemory({ execution: 'eager' })`, whose documented
 * effect is to start one at once (the measurement itself is not used); V8 then also gives back the
 * pages it no longer needs (measured: a heap of 191 MiB down to 41 MiB, RSS 236 → 87 MiB in a
 * second). Nothing else changes: no flag, no `--expose-gc`; the collection runs while nothing
 * else does (a request arriving then waits for its final pause, tens of milliseconds). Figures in
 * docs/performance.md, "Stalls, session 9".
 */
import { performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { measureMemory } from 'node:vm';

export interface IdleCollectOptions {
  /** How often the loop's use and the heap are looked at. */
  everyMs: number;
  /** The loop counts as idle below this share of busy time over the last interval. */
  idleBelow: number;
  /**
   * The heap's committed size (what the process holds for it, whether live or garbage) grown by at
   * least this much since the last collection is worth collecting.
   */
  growthBytes: number;
}

export const IDLE_COLLECT_DEFAULTS: IdleCollectOptions = {
  everyMs: 5_000,
  idleBelow: 0.05,
  growthBytes: 32 * 1024 * 1024,
};

/** Starts watching; returns what stops it. The timer never keeps the process alive. */
export function startIdleCollection(opts: IdleCollectOptions = IDLE_COLLECT_DEFAULTS): () => void {
  const committed = () => getHeapStatistics().total_heap_size;
  let floor = committed();
  let last = performance.eventLoopUtilization();
  let collecting = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    // A collection of V8's own frees garbage but keeps the heap's size (its pages stay committed,
    // measured: 164 MiB for 64 MiB used); only below the floor has the heap shrunk on its own.
    const size = committed();
    if (size < floor) floor = size;
    if (collecting || busy >= opts.idleBelow || size < floor + opts.growthBytes) return;
    collecting = true;
    void collectNow()
      .catch(() => undefined)
      .finally(() => {
        collecting = false;
        floor = committed();
      });
  }, opts.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * One full collection now. `vm.measureMemory` is marked experimental in Node 20 and says so once
 * per process on stderr; that one warning is kept out of the logs (every other passes through).
 */
function collectNow(): Promise<unknown> {
  const emit = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: never[]) => {
    if (String(warning).includes('vm.measureMemory')) return;
    emit.call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return measureMemory({ execution: 'eager' });
  } finally {
    process.emitWarning = emit;
  }
}
