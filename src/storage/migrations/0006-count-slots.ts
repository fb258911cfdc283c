/**
 * The record counter spread over slots: each write adds to one of a few rows of its (company,
 * resource) instead of all writes to one, so concurrent creates in a company no longer queue on
 * one row lock (PostgreSQL). A count is record_counts (what was counted before, and bulk loads)
 * plus the sum of the slots.
 */
import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './types.ts';

export const countSlots: MigrationFactory = (t) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('record_count_slots')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('slot', 'integer', (c) => c.notNull())
      .addColumn('count', sql.raw(t.bigint), (c) => c.notNull())
      .addPrimaryKeyConstraint('record_count_slots_pk', ['company_id', 'resource', 'slot'])
      .execute();
  },
});
