/** Dashboard users and sessions. Placeholder until its issue lands: applies nothing. */
import type { MigrationFactory } from './types.ts';

export const dashboard: MigrationFactory = () => ({
  async up() {},
});
