/**
 * Works around a shutdown race in src: Tenants.authenticate records a token's `last_used_at` in a
 * write it does not await, and a PostgreSQL store closed while that write is in flight never
 * finishes closing (postgres-js `end()` then waits forever), so the harness's afterAll times out
 * now and then. Registered inside `forEachDatabase`, this afterAll runs before the harness's own
 * (after-hooks run in reverse order) and gives such writes time to finish.
 */
import { afterAll } from 'vitest';

export function settleBackgroundWritesAfterAll(ms = 300): void {
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}
