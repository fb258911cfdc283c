/** Webhook endpoints and deliveries (D12). Placeholder until its issue lands: applies nothing. */
import type { MigrationFactory } from './types.ts';

export const webhooks: MigrationFactory = () => ({
  async up() {},
});
