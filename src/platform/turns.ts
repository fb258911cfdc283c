/**
 * Turns on the event loop (D11: no request holds it for more than tens of milliseconds at a time).
 *
 * Work that can be long — a large body's validation, a large write's statements, the group
 * commit's answers — calls `pause()` between its pieces. Within a slice of SLICE_MS it goes on at
 * once; past it, it waits for a turn of its own. Turns are given one per pass of the event loop,
 * in the order they were asked for (pieces of writes under way and the others in two lines that
 * take turns, see `pause`), and each pass also reads the sockets, so a `/healthz`, a new
 * connection or a small request is served between two pieces of a large one rather than after
 * all of them.
 *
 * Why one turn per pass: Node runs every I/O callback that is ready in a pass, then every
 * `setImmediate` queued before it, and accepts at most one new connection per pass; a pass that
 * runs twenty large pieces back to back keeps a waiting connection out for all of them.
 */

/** How long a piece may run on before it waits for a turn. */
export const SLICE_MS = 10;

/** Pieces waiting, in the order they asked: of writes under way (`inWrite`), and all others. */
const writes: (() => void)[] = [];
const others: (() => void)[] = [];
/** Whose turn the last one was, when both were waiting: they alternate. */
let lastWasWrite = false;
let scheduled = false;
/** When the running slice ends (performance.now()); in the past outside one. */
let sliceEnds = 0;

/**
 * Resolves at once while the running slice lasts, else at this caller's turn (in the order
 * asked), which starts a new slice.
 *
 * `inWrite`: the piece belongs to a write under way, which holds what other writes wait for
 * (SQLite's write lock, PostgreSQL's row locks) until it commits. While such pieces and others
 * both wait, turns alternate between the two lines: a write holding a lock gets every other turn
 * however many requests queue their own work (parsing, checking, answering) meanwhile, so it
 * does not hold its lock through a whole round of them; the others still get the turns between.
 */
export function pause(inWrite = false): Promise<void> {
  if (performance.now() < sliceEnds) return Promise.resolve();
  return new Promise<void>((resolve) => {
    (inWrite ? writes : others).push(resolve);
    schedule();
  });
}

/** `pause(true)`: a piece of a write under way. */
export const pauseInWrite = (): Promise<void> => pause(true);

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
  const write = writes.length > 0 && (others.length === 0 || !lastWasWrite);
  const resume = write ? writes.shift() : others.shift();
  if (!resume) return;
  lastWasWrite = write;
  if (writes.length > 0 || others.length > 0) schedule();
  sliceEnds = performance.now() + SLICE_MS;
  resume();
}
