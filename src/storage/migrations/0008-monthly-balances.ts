/**
 * Running balances per account, currency and month, beside the daily ones, so a report as of any
 * day reads at most a month of daily rows and the months after it — not every day of the
 * ledger's history. Filled from the daily balances that exist.
 */
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './types.ts';

export const monthlyBalances: MigrationFactory = (t, dialect) => ({
  async up(db: AnyDb) {
    const amount = sql.raw(dialect === 'postgres' ? 'numeric' : 'text');
    await db.schema
      .createTable('account_monthly_balances')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('account_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('debit', amount, (c) => c.notNull())
      .addColumn('credit', amount, (c) => c.notNull())
      .addPrimaryKeyConstraint('account_monthly_balances_pk', [
        'company_id',
        'month',
        'account_id',
        'currency',
      ])
      .execute();
    if (dialect === 'postgres') {
      await sql`
        insert into account_monthly_balances (company_id, account_id, currency, month, debit, credit)
        select company_id, account_id, currency, substr(day, 1, 7), sum(debit), sum(credit)
        from account_daily_balances group by company_id, account_id, currency, substr(day, 1, 7)`.execute(db);
      return;
    }
    // SQLite sums text as floating point: add the exact decimals here instead.
    const rows = await sql<{
      company_id: string;
      account_id: string;
      currency: string;
      day: string;
      debit: string;
      credit: string;
    }>`select company_id, account_id, currency, day, debit, credit from account_daily_balances`.execute(db);
    const months = new Map<string, { key: string[]; debit: Decimal; credit: Decimal }>();
    for (const r of rows.rows) {
      const key = [r.company_id, r.account_id, r.currency, r.day.slice(0, 7)];
      const k = key.join('|');
      const m = months.get(k) ?? { key, debit: new Decimal(0), credit: new Decimal(0) };
      months.set(k, { key, debit: m.debit.plus(String(r.debit)), credit: m.credit.plus(String(r.credit)) });
    }
    for (const m of months.values()) {
      const [company_id, account_id, currency, month] = m.key;
      await db
        .insertInto('account_monthly_balances')
        .values({
          company_id,
          account_id,
          currency,
          month,
          debit: m.debit.toFixed(),
          credit: m.credit.toFixed(),
        })
        .execute();
    }
  },
});
