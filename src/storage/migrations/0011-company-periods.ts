/**
 * D18, periods close: a company's lock date (nothing posts on or before it), the month its fiscal
 * year starts in (the balance sheet's retained and current earnings), and a version and update
 * time for `GET/PATCH /v1/company` (ETag, If-Match).
 */
import type { AnyDb, MigrationFactory } from './types.ts';

export const companyPeriods: MigrationFactory = () => ({
  async up(db: AnyDb) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema.alterTable('companies').addColumn('lock_date', 'text').execute();
    await db.schema
      .alterTable('companies')
      .addColumn('fiscal_year_start_month', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('companies')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('companies').addColumn('updated_at', 'text').execute();
  },
});
