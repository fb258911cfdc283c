/**
 * Webhook endpoints, deliveries and their attempts (D12), plus what reading the events outbox
 * needs: list indexes, and a marker of the events not yet fanned out to deliveries.
 * Times are ISO 8601 UTC text, as elsewhere, so text order is time order.
 */
import { sql } from 'kysely';
import type { MigrationFactory } from './types.ts';

export const webhooks: MigrationFactory = (t) => ({
  async up(db) {
    await db.schema
      .createTable('webhook_endpoints')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('event_types', sql.raw(t.json), (c) => c.notNull())
      .addColumn('metadata', sql.raw(t.json), (c) => c.notNull())
      // The signing key must be usable, so it cannot be stored hashed as API tokens are.
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('disabled_reason', 'text')
      // Set by the first failed attempt after a success, cleared by the next success: an endpoint
      // is disabled only when it has failed for a delivery's whole retry schedule.
      .addColumn('failing_since', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('webhook_endpoints_pk', ['company_id', 'id'])
      .execute();
    await db.schema
      .createIndex('webhook_endpoints_created')
      .on('webhook_endpoints')
      .columns(['company_id', 'created_at', 'id'])
      .execute();

    // One row per (endpoint, event): the unique key makes a repeated fan-out harmless.
    // `next_attempt_at` doubles as the claim's lease: a claimed delivery is pushed a minute into the
    // future, so if its instance dies mid-attempt another takes it up after that minute.
    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('endpoint_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('event_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('first_attempt_at', 'text')
      .addColumn('last_status_code', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('webhook_deliveries_pk', ['company_id', 'id'])
      .addUniqueConstraint('webhook_deliveries_endpoint_event', ['company_id', 'endpoint_id', 'event_id'])
      .execute();
    // Only the pending rows are ever searched for work: a partial index stays as small as the backlog.
    await db.schema
      .createIndex('webhook_deliveries_due')
      .on('webhook_deliveries')
      .columns(['company_id', 'next_attempt_at', 'id'])
      .where(sql.ref('status'), '=', 'pending')
      .execute();

    await db.schema
      .createTable('webhook_attempts')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('endpoint_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('delivery_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('event_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('error', 'text')
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('webhook_attempts_pk', ['company_id', 'id'])
      .execute();
    await db.schema
      .createIndex('webhook_attempts_endpoint')
      .on('webhook_attempts')
      .columns(['company_id', 'endpoint_id', 'created_at', 'id'])
      .execute();

    // The outbox marker: NULL until the dispatcher has made the event's deliveries. Events written
    // before this migration have nobody to go to.
    await db.schema.alterTable('events').addColumn('fanned_out_at', 'text').execute();
    await db.updateTable('events').set({ fanned_out_at: sql`created_at` }).execute();
    await db.schema
      .createIndex('events_fanout_pending')
      .on('events')
      .columns(['company_id', 'id'])
      .where(sql.ref('fanned_out_at'), 'is', null)
      .execute();
    // GET /v1/events pages by (created_at, id), optionally within one type.
    await db.schema
      .createIndex('events_created')
      .on('events')
      .columns(['company_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('events_type_created')
      .on('events')
      .columns(['company_id', 'type', 'created_at', 'id'])
      .execute();
  },
});
