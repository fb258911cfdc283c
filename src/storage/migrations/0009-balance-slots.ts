/**
 * Running balances spread over slots on PostgreSQL, as the record counter is (0006): every posting
 * to an account added to the same balance rows (all-time, month, day), so concurrent postings
 * queued on those rows' locks until each had committed. A balance is the sum of its slots. SQLite
 * has one writer: the column is there and always 0.
 */
import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './types.ts';

const TABLES: [table: string, key: string[]][] = [
  ['account_balances', ['company_id', 'account_id', 'currency']],
  ['account_monthly_balances', ['company_id', 'month', 'account_id', 'currency']],
  ['account_daily_balances', ['company_id', 'day', 'account_id', 'currency']],
];

export const balanceSlots: MigrationFactory = (_t, dialect) => ({
  async up(db: AnyDb) {
    for (const [table, key] of TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('slot', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      if (dialect !== 'postgres') continue;
      await db.schema.alterTable(table).dropConstraint(`${table}_pk`).execute();
      await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_pk`)}
        primary key (${sql.join([...key, 'slot'].map((c) => sql.ref(c)))})`.execute(db);
    }
  },
});
