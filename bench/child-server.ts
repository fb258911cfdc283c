/**
 * What the scenarios that run the real server as a child process (bench/memory.ts,
 * bench/stalls.ts) share: a free port to give it, and waiting until it answers `/healthz`.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on now, on the loopback address. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  await new Promise<void>((r) => server.close(() => r()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Resolves once the child's `/healthz` answers 200; throws if it exits first or takes over 60 s. */
export async function untilHealthy(child: ChildProcess, baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited before it was ready');
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error('the server did not start in 60 s');
    await sleep(100);
  }
}
