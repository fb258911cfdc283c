/**
 * Bank reconciliation (D20) marks journal lines without changing what they post: the bank line a
 * line is matched to (it is then cleared) and the completed reconciliation that settled it (it is
 * then reconciled, and every change that would reverse it is refused). Both are null on every
 * line written before.
 */
import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './types.ts';

export const bankClearing: MigrationFactory = (t) => ({
  async up(db: AnyDb) {
    await db.schema.alterTable('ledger_entries').addColumn('bank_line_id', sql.raw(t.uuid)).execute();
    await db.schema.alterTable('ledger_entries').addColumn('reconciliation_id', sql.raw(t.uuid)).execute();
    await db.schema
      .createIndex('ledger_entries_reconciliation')
      .on('ledger_entries')
      .columns(['company_id', 'reconciliation_id'])
      .execute();
  },
});
