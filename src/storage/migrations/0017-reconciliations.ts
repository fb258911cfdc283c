/**
 * Bank reconciliations (D20). `reconciliations`: one statement of one account being proved against
 * the books — its date, ending balance, the beginning balance it starts from and its status; at most
 * one in progress per account (a partial unique index, so two creations at once cannot both
 * succeed, on either database). `reconciliation_ticks`: the journal lines a reconciliation has
 * ticked as cleared and not yet settled — those of a reconciliation in progress, and those of an
 * undone one until the account's next reconciliation takes them over. A line is ticked at most
 * once (its key). A completed reconciliation keeps its lines in `cleared_entry_ids` and on the
 * lines themselves (`ledger_entries.reconciliation_id`).
 */
import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './types.ts';

export const reconciliations: MigrationFactory = (t) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('reconciliations')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('account_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('statement_date', 'text', (c) => c.notNull())
      // Decimal strings as sent and computed: never summed in SQL.
      .addColumn('ending_balance', 'text', (c) => c.notNull())
      .addColumn('beginning_balance', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      // The lines it settled, once completed (kept when undone); null while in progress.
      .addColumn('cleared_entry_ids', sql.raw(t.json))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('completed_at', 'text')
      .addColumn('undone_at', 'text')
      .addPrimaryKeyConstraint('reconciliations_pk', ['company_id', 'id'])
      .execute();
    await db.schema
      .createIndex('reconciliations_in_progress')
      .unique()
      .on('reconciliations')
      .columns(['company_id', 'account_id'])
      .where(sql.ref('status'), '=', sql.lit('in_progress'))
      .execute();
    await db.schema
      .createIndex('reconciliations_account')
      .on('reconciliations')
      .columns(['company_id', 'account_id', 'statement_date', 'id'])
      .execute();
    await db.schema
      .createIndex('reconciliations_created')
      .on('reconciliations')
      .columns(['company_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createTable('reconciliation_ticks')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('entry_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('reconciliation_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('account_id', sql.raw(t.uuid), (c) => c.notNull())
      .addPrimaryKeyConstraint('reconciliation_ticks_pk', ['company_id', 'entry_id'])
      .execute();
    await db.schema
      .createIndex('reconciliation_ticks_reconciliation')
      .on('reconciliation_ticks')
      .columns(['company_id', 'reconciliation_id', 'entry_id'])
      .execute();
  },
});
