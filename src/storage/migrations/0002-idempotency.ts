/** Idempotency keys (D9). Placeholder until its issue lands: applies nothing. */
import type { MigrationFactory } from './types.ts';

export const idempotency: MigrationFactory = () => ({
  async up() {},
});
