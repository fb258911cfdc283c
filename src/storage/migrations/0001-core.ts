/** Companies, tokens, counts, the reference index and the events outbox. */
import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './types.ts';

export const core: MigrationFactory = (t) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('companies')
      .addColumn('id', sql.raw(t.uuid), (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('base_currency', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // Tokens are found by hash before the company is known: in a sharded deployment this small
    // table is a reference (replicated) table. See docs/scaling.md.
    await db.schema
      .createTable('api_tokens')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('scopes', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text')
      .addColumn('revoked_at', 'text')
      .addColumn('last_used_at', 'text')
      .addPrimaryKeyConstraint('api_tokens_pk', ['company_id', 'id'])
      .execute();
    await db.schema.createIndex('api_tokens_hash').unique().on('api_tokens').column('token_hash').execute();
    await db.schema.createIndex('api_tokens_id').unique().on('api_tokens').column('id').execute();
    // Exact per-company counts kept in each write's transaction: an unfiltered list's
    // total_count is one row read, however large the company grows.
    await db.schema
      .createTable('record_counts')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('count', sql.raw(t.bigint), (c) => c.notNull())
      .addPrimaryKeyConstraint('record_counts_pk', ['company_id', 'resource'])
      .execute();
    // Every reference a record holds (top level or inside lines), so a delete can answer
    // RECORD_IN_USE with one index probe.
    await db.schema
      .createTable('record_refs')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('to_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('from_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('from_resource', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('record_refs_pk', ['company_id', 'to_id', 'from_id'])
      .execute();
    await db.schema
      .createIndex('record_refs_from')
      .on('record_refs')
      .columns(['company_id', 'from_id'])
      .execute();
    // The transactional outbox (D12): written in the same transaction as the change.
    await db.schema
      .createTable('events')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('data', sql.raw(t.json), (c) => c.notNull())
      .addPrimaryKeyConstraint('events_pk', ['company_id', 'id'])
      .execute();
    await db.schema.createIndex('events_type').on('events').columns(['company_id', 'type', 'id']).execute();
  },
});
