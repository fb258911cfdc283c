/**
 * D17: every journal line is valued in the company's base currency. Journal lines gain
 * `base_debit_amount`, `base_credit_amount` and the `exchange_rate` they were valued at; the
 * running balances (all-time, monthly, daily) gain `base_debit` / `base_credit`, so reports in the
 * base currency read as many rows as before; an application of a payment or credit to a document
 * keeps the base value it cleared (`base_amount`).
 *
 * Existing lines: a line in the company's base currency is valued at 1. A foreign line takes the
 * `exchange_rate` its document holds, when it holds one (rounded half away from zero to the base
 * currency's minor unit, a posting's rounding remainder on its largest line). Any other foreign
 * line is left without base amounts: it is not guessed. `npx finrec ledger missing-rates` lists
 * them, and values them once rates are on file (`--apply`).
 */
import { sql } from 'kysely';
import { valueStoredLines } from '../../domain/ledger/valuation.ts';
import { RESOURCES } from '../../resources/index.ts';
import { type BaseValued, valueEntries } from '../base-values.ts';
import type { AnyDb, MigrationFactory } from './types.ts';

const BALANCE_TABLES = ['account_balances', 'account_monthly_balances', 'account_daily_balances'] as const;

export const baseAmounts: MigrationFactory = (_t, dialect) => ({
  async up(db: AnyDb) {
    const pg = dialect === 'postgres';
    const amount = sql.raw(pg ? 'numeric' : 'text');
    for (const col of ['base_debit_amount', 'base_credit_amount', 'exchange_rate'])
      await db.schema.alterTable('ledger_entries').addColumn(col, amount).execute();
    for (const table of BALANCE_TABLES) {
      for (const col of ['base_debit', 'base_credit'])
        await db.schema
          .alterTable(table)
          .addColumn(col, amount, (c) => c.notNull().defaultTo(pg ? sql`0` : sql`'0'`))
          .execute();
    }
    await db.schema.alterTable('applications').addColumn('base_amount', amount).execute();

    // Base-currency lines and balances: their base value is their amount.
    const inBase = sql`currency = (select base_currency from companies c where c.id = company_id)`;
    await sql`update ledger_entries
      set base_debit_amount = debit_amount, base_credit_amount = credit_amount, exchange_rate = 1
      where ${inBase}`.execute(db);
    for (const table of BALANCE_TABLES)
      await sql`update ${sql.table(table)} set base_debit = debit, base_credit = credit
        where ${inBase}`.execute(db);

    // Foreign lines: the rate their document holds, when it holds one.
    const tables = new Map(RESOURCES.map((r) => [r.object, r.name]));
    const foreign = await sql<BaseValued & { document_type: string; document_id: string }>`
      select e.company_id, e.id, e.posting_id, e.account_id, e.currency, e.effective_date,
             e.debit_amount, e.credit_amount, e.customer_id, e.document_type, e.document_id,
             c.base_currency
        from ledger_entries e join companies c on c.id = e.company_id
       where e.currency <> c.base_currency`.execute(db);
    const rates = new Map<string, string | null>();
    for (const e of foreign.rows) {
      const key = `${e.document_type}|${e.document_id}`;
      if (rates.has(key)) continue;
      const table = tables.get(e.document_type);
      let rate: string | null = null;
      if (table) {
        const row = (
          await sql<{ data: unknown }>`select data from ${sql.table(table)}
            where company_id = ${e.company_id} and id = ${e.document_id}`.execute(db)
        ).rows[0];
        const data = typeof row?.data === 'string' ? (JSON.parse(row.data) as unknown) : row?.data;
        const r = typeof data === 'object' && data !== null ? Reflect.get(data, 'exchange_rate') : null;
        rate = typeof r === 'string' && /^\d+(\.\d+)?$/.test(r) && Number(r) > 0 ? r : null;
      }
      rates.set(key, rate);
    }
    const valued = foreign.rows.flatMap((e) => {
      const rate = rates.get(`${e.document_type}|${e.document_id}`);
      return rate ? [{ ...e, rate }] : [];
    });
    await valueEntries(db, dialect, valueStoredLines(valued));

    // Applications: what they cleared, valued at their target's rate (1 in the base currency).
    await sql`update applications set base_amount = amount
      where exists (select 1 from ledger_entries e join companies c on c.id = e.company_id
                     where e.company_id = applications.company_id and e.document_id = applications.target_id
                       and e.currency = c.base_currency)`.execute(db);
  },
});
