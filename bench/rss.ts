/**
 * The resident memory (RSS) of the benchmark's server processes (issue 15): read from the
 * driver in /proc/<pid>/status (VmRSS, Linux), as bench/memory.ts reads it; nothing runs in the
 * servers themselves. A process is noted at rest when it is watched (after start-up, before it is
 * measured), then sampled every 200 ms until it is done; its peak is the highest of those samples,
 * which the measurements (the load) set. Where /proc cannot be read, nothing is recorded.
 */
import { readFileSync } from 'node:fs';
import type { Db, Memory } from './report.ts';

const EVERY_MS = 200;

/** The resident size of process `pid` in bytes, or undefined where it cannot be read. */
export function residentBytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const m = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Notes `pid`'s RSS now (at rest) in a new Memory row pushed on `into`, then samples it until
 * `done` is called (before the process is stopped). `rest` is undefined where RSS cannot be read.
 */
export function watchMemory(
  into: Memory[],
  db: Db,
  label: string,
  pid: number | undefined,
): { rest: number | undefined; done: () => void } {
  const rest = residentBytes(pid);
  if (rest === undefined) return { rest, done: () => undefined };
  const memory: Memory = { db, label, rest, samples: 0 };
  into.push(memory);
  const sample = () => {
    const now = residentBytes(pid);
    if (now === undefined) return;
    memory.samples++;
    memory.peak = Math.max(memory.peak ?? 0, now);
  };
  const timer = setInterval(sample, EVERY_MS);
  timer.unref();
  const done = () => {
    if (memory.done) return;
    sample();
    clearInterval(timer);
    memory.done = true;
  };
  return { rest, done };
}
