/** The general ledger (D8). Placeholder until its issue lands: applies nothing. */
import type { MigrationFactory } from './types.ts';

export const ledger: MigrationFactory = () => ({
  async up() {},
});
