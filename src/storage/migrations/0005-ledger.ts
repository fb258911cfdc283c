/**
 * The general ledger (D8): append-only journal lines, running balances kept in the posting's own
 * transaction (all-time per account and currency, and per day for as-of reports), each document's
 * active posting, and what payments apply to invoices and bills.
 */
import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './types.ts';

export const ledger: MigrationFactory = (t) => ({
  async up(db: AnyDb) {
    // Amounts are exact decimal strings on SQLite and numeric on PostgreSQL.
    const amount = sql.raw(t.uuid === 'uuid' ? 'numeric' : 'text');
    await db.schema
      .createTable('ledger_entries')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('posting_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('account_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('debit_amount', amount, (c) => c.notNull())
      .addColumn('credit_amount', amount, (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('effective_date', 'text', (c) => c.notNull())
      .addColumn('document_type', 'text', (c) => c.notNull())
      .addColumn('document_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('customer_id', sql.raw(t.uuid))
      .addColumn('reverses_entry_id', sql.raw(t.uuid))
      .addColumn('memo', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_entries_pk', ['company_id', 'id'])
      .execute();
    const indexes: [string, string[]][] = [
      ['ledger_entries_document', ['company_id', 'document_id', 'id']],
      ['ledger_entries_account', ['company_id', 'account_id', 'effective_date', 'id']],
      ['ledger_entries_date', ['company_id', 'effective_date', 'id']],
    ];
    for (const [name, cols] of indexes)
      await db.schema.createIndex(name).on('ledger_entries').columns(cols).execute();
    await db.schema
      .createTable('account_balances')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('account_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('debit', amount, (c) => c.notNull())
      .addColumn('credit', amount, (c) => c.notNull())
      .addPrimaryKeyConstraint('account_balances_pk', ['company_id', 'account_id', 'currency'])
      .execute();
    await db.schema
      .createTable('account_daily_balances')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('account_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('debit', amount, (c) => c.notNull())
      .addColumn('credit', amount, (c) => c.notNull())
      .addPrimaryKeyConstraint('account_daily_balances_pk', ['company_id', 'day', 'account_id', 'currency'])
      .execute();
    await db.schema
      .createTable('document_postings')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('document_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('document_type', 'text', (c) => c.notNull())
      .addColumn('posting', sql.raw(t.json), (c) => c.notNull())
      .addPrimaryKeyConstraint('document_postings_pk', ['company_id', 'document_id'])
      .execute();
    await db.schema
      .createTable('applications')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('source_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('target_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('amount', amount, (c) => c.notNull())
      .addPrimaryKeyConstraint('applications_pk', ['company_id', 'source_id', 'target_id'])
      .execute();
    await db.schema
      .createIndex('applications_target')
      .on('applications')
      .columns(['company_id', 'target_id'])
      .execute();
  },
});
