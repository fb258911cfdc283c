/**
 * Turns on the event loop (D11: no request holds it for more than tens of milliseconds at a time).
 *
 * Work that can be long — a large body's validation, a large write's statements, the group
 * commit's answers — calls `pause()` between its pieces. Within a slice of SLICE_MS it goes on at
 * once; past it, it waits for a turn of its own. Turns are given in the order they were asked
 * for, one per pass of the event loop, and each pass also reads the sockets, so a `/healthz`, a
 * new connection or a small request is served between two pieces of a large one rather than
 * after all of them.
 *
 * Why one turn per pass: Node runs every I/O callback that is ready in a pass, then every
 * `setImmediate` queued before it, and accepts at most one new connection per pass; a pass that
 * runs twenty large pieces back to back keeps a waiting connection out for all of them.
 */

/** How long a piece may run on before it waits for a turn. */
export const SLICE_MS = 10;

const waiting: (() => void)[] = [];
let scheduled = false;
/** When the running slice ends (performance.now()); in the past outside one. */
let sliceEnds = 0;

/**
 * Resolves at once while the running slice lasts, else at this caller's turn (in the order
 * asked), which starts a new slice.
 */
export function pause(): Promise<void> {
  if (performance.now() < sliceEnds) return Promise.resolve();
  return new Promise<void>((resolve) => {
    waiting.push(resolve);
    schedule();
  });
}

/** Whether the running slice has ended: a piece that would rather not wait without need asks first. */
export function sliceOver(): boolean {
  return performance.now() >= sliceEnds;
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(nextTurn);
}

function nextTurn(): void {
  scheduled = false;
  const resume = waiting.shift();
  if (waiting.length > 0) schedule();
  if (!resume) return;
  sliceEnds = performance.now() + SLICE_MS;
  resume();
}
