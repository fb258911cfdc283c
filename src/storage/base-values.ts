/**
 * Valuing journal lines that were written without base amounts (D17): lines of foreign documents
 * made before base amounts existed. Used by migration 0013 (the rate the document holds) and by
 * `npx finrec ledger missing-rates --apply` (the rate on file for the line's date). Each line gets
 * its amount × rate rounded half away from zero to the base currency's minor unit, the remainder
 * of each posting on its largest line, and the running balances gain the base amounts.
 */
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import { minorUnitOf } from '../domain/currencies.ts';
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

const half = (d: Decimal, digits: number) => d.toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);

/** The base amounts of one posting's lines at one rate, balanced by its largest line. */
export function baseOfPosting<L extends { debit: Decimal; credit: Decimal }>(
  lines: readonly L[],
  rate: Decimal,
  digits: number,
): { line: L; debit: Decimal; credit: Decimal }[] {
  const out = lines.map((line) => ({
    line,
    debit: half(line.debit.times(rate), digits),
    credit: half(line.credit.times(rate), digits),
  }));
  const residue = out.reduce((t, l) => t.plus(l.debit).minus(l.credit), new Decimal(0));
  if (!residue.isZero() && out.length > 0) {
    const size = (l: L) => Decimal.max(l.debit, l.credit);
    const largest = out.reduce((a, b) => (size(b.line).greaterThan(size(a.line)) ? b : a));
    if (largest.line.debit.greaterThan(0)) largest.debit = largest.debit.minus(residue);
    else largest.credit = largest.credit.plus(residue);
  }
  return out;
}

/** Writes base amounts on `rows` (each with the rate to value it at) and adds them to the balances. */
export async function valueEntries(
  kdb: Kysely<Database>,
  dialect: DialectName,
  rows: readonly (BaseValued & { rate: string })[],
): Promise<number> {
  const byPosting = new Map<string, (BaseValued & { rate: string })[]>();
  for (const r of rows) {
    const k = `${r.company_id}|${r.posting_id}`;
    byPosting.set(k, [...(byPosting.get(k) ?? []), r]);
  }
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
  for (const lines of byPosting.values()) {
    const first = lines[0]!;
    const digits = minorUnitOf(first.base_currency) ?? 2;
    const valued = baseOfPosting(
      lines.map((l) => ({
        ...l,
        debit: new Decimal(String(l.debit_amount)),
        credit: new Decimal(String(l.credit_amount)),
      })),
      new Decimal(first.rate),
      digits,
    );
    for (const v of valued) {
      const e = v.line;
      await sql`update ledger_entries set base_debit_amount = ${v.debit.toFixed()},
          base_credit_amount = ${v.credit.toFixed()}, exchange_rate = ${e.rate}
        where company_id = ${e.company_id} and id = ${e.id}`.execute(kdb);
      const key = { company_id: e.company_id, account_id: e.account_id, currency: e.currency };
      addDelta('account_balances', key, v.debit, v.credit);
      addDelta(
        'account_monthly_balances',
        { ...key, month: e.effective_date.slice(0, 7) },
        v.debit,
        v.credit,
      );
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
