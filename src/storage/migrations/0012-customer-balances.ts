/**
 * D16: a customer's receivable per document currency (`sys.balances`), never one sum over all
 * currencies. Earlier versions kept `sys.balance` alone, the sum of the customer's receivable
 * lines in every currency. This recomputes both from the journal lines that name the customer:
 * `balances` per currency, and `balance` the company's base currency's. A new database has no
 * customers table yet when migrations run (resource tables are made after): nothing to do then.
 */
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './types.ts';

const fixed = (d: Decimal) => (d.decimalPlaces() >= 2 ? d.toFixed() : d.toFixed(2));

export const customerBalances: MigrationFactory = (_t, dialect) => ({
  async up(db: AnyDb) {
    const pg = dialect === 'postgres';
    const table = pg
      ? (await sql<{ name: string | null }>`select to_regclass('customers')::text as name`.execute(db))
          .rows[0]?.name
      : (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name = 'customers'`.execute(db)
        ).rows[0]?.name;
    if (!table) return;
    const base = new Map<string, string>();
    for (const c of (
      await sql<{ id: string; base_currency: string }>`select id, base_currency from companies`.execute(db)
    ).rows)
      base.set(String(c.id), c.base_currency);
    const lines = await sql<{
      company_id: string;
      customer_id: string;
      currency: string;
      debit_amount: string | number;
      credit_amount: string | number;
    }>`select company_id, customer_id, currency, debit_amount, credit_amount
         from ledger_entries where customer_id is not null`.execute(db);
    const totals = new Map<string, { company: string; customer: string; byCurrency: Map<string, Decimal> }>();
    for (const l of lines.rows) {
      const key = `${l.company_id}|${l.customer_id}`;
      const t = totals.get(key) ?? {
        company: String(l.company_id),
        customer: String(l.customer_id),
        byCurrency: new Map<string, Decimal>(),
      };
      totals.set(key, t);
      const prev = t.byCurrency.get(l.currency) ?? new Decimal(0);
      t.byCurrency.set(l.currency, prev.plus(String(l.debit_amount)).minus(String(l.credit_amount)));
    }
    for (const t of totals.values()) {
      const row = (
        await sql<{
          sys: unknown;
        }>`select sys from customers where company_id = ${t.company} and id = ${t.customer}`.execute(db)
      ).rows[0];
      if (!row) continue;
      const raw = typeof row.sys === 'string' ? (JSON.parse(row.sys) as unknown) : row.sys;
      const sys: Record<string, unknown> = typeof raw === 'object' && raw !== null ? { ...raw } : {};
      const balances: Record<string, string> = {};
      for (const [currency, amount] of t.byCurrency) balances[currency] = fixed(amount);
      sys.balances = balances;
      sys.balance = balances[base.get(t.company) ?? ''] ?? '0.00';
      const json = JSON.stringify(sys);
      await sql`update customers set sys = ${pg ? sql`${json}::text::jsonb` : json}
                 where company_id = ${t.company} and id = ${t.customer}`.execute(db);
    }
  },
});
