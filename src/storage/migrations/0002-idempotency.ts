/**
 * Idempotency keys (D9). A key is claimed by inserting its row (the primary key makes the claim
 * atomic across instances); `locked_until` is the claim's lease, so a process that dies between
 * claiming and finishing does not hold the key for ever. Times are ISO 8601 UTC text, as elsewhere.
 */
import { sql } from 'kysely';
import type { MigrationFactory } from './types.ts';

export const idempotency: MigrationFactory = (t) => ({
  async up(db) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      // 'running' while the first request is in flight, 'done' once its response is stored.
      .addColumn('status', 'text', (c) => c.notNull())
      // Which claim holds the row: a request whose lease was taken over must not overwrite it.
      .addColumn('claim_id', 'text', (c) => c.notNull())
      .addColumn('response_status', 'integer')
      .addColumn('response_headers', sql.raw(t.json))
      // The body as sent, byte for byte (jsonb would reorder keys).
      .addColumn('response_body', 'text')
      .addColumn('locked_until', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['company_id', 'key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_expiry')
      .on('idempotency_keys')
      .columns(['company_id', 'expires_at'])
      .execute();
  },
});
