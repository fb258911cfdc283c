/**
 * Journal lines that were written without base amounts (D17): lines of foreign documents made
 * before base amounts existed. Migration 0013 (at the rate the document holds) and `npx finrec
 * ledger missing-rates --apply` (at the rate on file for the line's date) value them with
 * domain/ledger/valuation.ts (valueStoredLines); this writes the values, and the running balances
 * and customers' balances gain them.
 */
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import type { Database, DialectName } from './types.ts';

/** A journal line as read for valuing it. */
export interface BaseValued {
  company_id: string;
  id: string;
  posting_id: string;
  account_id: string;
  currency: string;
  effective_date: string;
  debit_amount: string | number;
  credit_amount: string | number;
  base_currency: string;
  customer_id?: string | null;
}

/**
 * Writes the base amounts of `rows` (valued by the caller: domain/ledger/valuation.ts) with the
 * rate they were valued at, and adds them to the running balances and the customers' balances.
 */
export async function valueEntries(
  kdb: Kysely<Database>,
  dialect: DialectName,
  rows: readonly (BaseValued & { rate: string; base_debit: Decimal; base_credit: Decimal })[],
): Promise<number> {
  const deltas = new Map<
    string,
    { table: string; key: Record<string, string>; debit: Decimal; credit: Decimal }
  >();
  const addDelta = (table: string, key: Record<string, string>, debit: Decimal, credit: Decimal) => {
    const k = `${table}|${Object.values(key).join('|')}`;
    const prev = deltas.get(k);
    deltas.set(k, {
      table,
      key,
      debit: (prev?.debit ?? new Decimal(0)).plus(debit),
      credit: (prev?.credit ?? new Decimal(0)).plus(credit),
    });
  };
  const customers = new Map<string, { company: string; customer: string; base: Decimal }>();
  for (const e of rows) {
    const v = { debit: e.base_debit, credit: e.base_credit };
    await sql`update ledger_entries set base_debit_amount = ${v.debit.toFixed()},
        base_credit_amount = ${v.credit.toFixed()}, exchange_rate = ${e.rate}
      where company_id = ${e.company_id} and id = ${e.id}`.execute(kdb);
    const key = { company_id: e.company_id, account_id: e.account_id, currency: e.currency };
    addDelta('account_balances', key, v.debit, v.credit);
    addDelta('account_monthly_balances', { ...key, month: e.effective_date.slice(0, 7) }, v.debit, v.credit);
    addDelta('account_daily_balances', { ...key, day: e.effective_date }, v.debit, v.credit);
    if (e.customer_id) {
      const k = `${e.company_id}|${e.customer_id}`;
      const prev = customers.get(k)?.base ?? new Decimal(0);
      customers.set(k, {
        company: e.company_id,
        customer: e.customer_id,
        base: prev.plus(v.debit).minus(v.credit),
      });
    }
  }
  for (const d of deltas.values()) {
    const cols = Object.keys(d.key);
    const where = sql.join(
      cols.map((c) => sql`${sql.ref(c)} = ${d.key[c]}`),
      sql` and `,
    );
    // The balance row exists (its lines were counted when they posted); on PostgreSQL the base
    // amounts go on the lowest of its slots.
    const row = (
      await sql<{ slot: number; base_debit: string | number; base_credit: string | number }>`
        select slot, base_debit, base_credit from ${sql.table(d.table)} where ${where}
        order by slot limit 1`.execute(kdb)
    ).rows[0];
    if (!row) continue;
    const debit = new Decimal(String(row.base_debit)).plus(d.debit).toFixed();
    const credit = new Decimal(String(row.base_credit)).plus(d.credit).toFixed();
    await sql`update ${sql.table(d.table)} set base_debit = ${debit}, base_credit = ${credit}
      where ${where} and slot = ${row.slot}`.execute(kdb);
  }
  // D17: a customer's `balance` is its receivable in the base currency: the lines valued now join it.
  for (const c of customers.values()) {
    const row = (
      await sql<{ sys: unknown }>`select sys from customers
        where company_id = ${c.company} and id = ${c.customer}`.execute(kdb)
    ).rows[0];
    if (!row) continue;
    const raw = typeof row.sys === 'string' ? (JSON.parse(row.sys) as unknown) : row.sys;
    const sys: Record<string, unknown> = typeof raw === 'object' && raw !== null ? { ...raw } : {};
    const balance = new Decimal(typeof sys.balance === 'string' ? sys.balance : '0').plus(c.base);
    sys.balance = balance.decimalPlaces() >= 2 ? balance.toFixed() : balance.toFixed(2);
    const json = JSON.stringify(sys);
    const pg = dialect === 'postgres';
    await sql`update customers set sys = ${pg ? sql`${json}::text::jsonb` : json}
      where company_id = ${c.company} and id = ${c.customer}`.execute(kdb);
  }
  return rows.length;
}

/**
 * The journal lines without base amounts (foreign lines of before migration 0013 whose document
 * held no rate), of one company or all, in posting order.
 */
export async function unvaluedEntries(
  kdb: Kysely<Database>,
  companyId?: string,
): Promise<(BaseValued & { document_type: string; document_id: string })[]> {
  const rows = await sql<BaseValued & { document_type: string; document_id: string }>`
    select e.company_id, e.id, e.posting_id, e.account_id, e.currency, e.effective_date,
           e.debit_amount, e.credit_amount, e.customer_id, e.document_type, e.document_id,
           c.base_currency
      from ledger_entries e join companies c on c.id = e.company_id
     where e.base_debit_amount is null
       ${companyId ? sql`and e.company_id = ${companyId}` : sql``}
     order by e.company_id, e.effective_date, e.posting_id, e.id`.execute(kdb);
  return rows.rows.map((r) => ({ ...r, company_id: String(r.company_id), id: String(r.id) }));
}
