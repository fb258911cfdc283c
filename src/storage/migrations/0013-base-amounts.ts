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
 *
 * Frozen as written: what it needs of the resources (their tables), of the valuation rule and of
 * the writing of base values is copied here as it was then, so what this migration does to an old
 * database never follows later changes of the live code.
 */
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import type { Database, DialectName } from '../types.ts';
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
    const tables = new Map(Object.entries(DOCUMENT_TABLES));
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

// Frozen as of this migration ------------------------------------------------------------------

/** The table of each record `object` a journal line's `document_type` could name then. */
const DOCUMENT_TABLES: Readonly<Record<string, string>> = {
  customer: 'customers',
  item: 'items',
  account: 'accounts',
  exchange_rate: 'exchange_rates',
  quote: 'quotes',
  sales_order: 'sales_orders',
  invoice: 'invoices',
  sales_receipt: 'sales_receipts',
  credit_memo: 'credit_memos',
  refund_receipt: 'refund_receipts',
  purchase_order: 'purchase_orders',
  vendor_bill: 'vendor_bills',
  vendor_credit: 'vendor_credits',
  expense: 'expenses',
  bill_payment: 'bill_payments',
  payment: 'payments',
  deposit: 'deposits',
  bank_transfer: 'bank_transfers',
  journal_entry: 'journal_entries',
};

/** ISO 4217 minor units other than 2 (the base currency's rounding). */
const MINOR_UNITS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' ').map((c) => [c, 0]),
  ),
  ...Object.fromEntries('BHD IQD JOD KWD LYD OMR TND'.split(' ').map((c) => [c, 3])),
  CLF: 4,
  UYW: 4,
};

const ZERO = new Decimal(0);

interface StoredLine {
  company_id: string;
  posting_id: string;
  debit_amount: string | number;
  credit_amount: string | number;
  base_currency: string;
  rate: string;
}

/**
 * Stored lines valued at their rate as a posting was then (each posting's lines together: rounded
 * half away from zero, the remainder on its largest line), with their base debit and credit.
 */
function valueStoredLines<L extends StoredLine>(
  lines: readonly L[],
): (L & { base_debit: Decimal; base_credit: Decimal })[] {
  const byPosting = new Map<string, L[]>();
  for (const l of lines) {
    const k = `${l.company_id}|${l.posting_id}`;
    byPosting.set(k, [...(byPosting.get(k) ?? []), l]);
  }
  const out: (L & { base_debit: Decimal; base_credit: Decimal })[] = [];
  for (const posting of byPosting.values()) {
    const valued = posting.map((line) => {
      const amount = new Decimal(String(line.debit_amount)).minus(String(line.credit_amount));
      const digits = MINOR_UNITS[line.base_currency] ?? 2;
      return { line, amount, base: amount.times(line.rate).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP) };
    });
    const residue = valued.reduce((t, l) => t.plus(l.base), ZERO);
    if (!residue.isZero() && valued.length > 0) {
      const largest = valued.reduce((a, b) => (b.amount.abs().greaterThan(a.amount.abs()) ? b : a));
      largest.base = largest.base.minus(residue);
    }
    for (const { line, base } of valued)
      out.push({
        ...line,
        base_debit: base.isPositive() ? base : ZERO,
        base_credit: base.isNegative() ? base.negated() : ZERO,
      });
  }
  return out;
}

/** A journal line as read for valuing it. */
interface BaseValued {
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
async function valueEntries(
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
