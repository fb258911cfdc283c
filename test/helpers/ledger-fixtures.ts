/**
 * Fixtures for the ledger tests (lifecycle, posting, properties, races): the configuration of
 * their harness (no rate limits: these suites send hundreds of requests per token on purpose; no
 * webhook dispatcher), a small chart of accounts, document bodies with every required field, and
 * readers for journal lines, system accounts and reports.
 */
import { expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import { type Body, bodies, expectStatus, makeAccount, makeCustomer, makeItem, uid } from './fixtures.ts';
import type { Client, HarnessOptions, Json } from './harness.ts';

// Kept here for the ledger suites that import them from this module.
export { approve, type Company, create, expectStatus, uid } from './fixtures.ts';

/** `forEachDatabase(suite, LEDGER)`: an app without rate limits and without the webhook dispatcher. */
export const LEDGER: HarnessOptions = {
  config: { rateLimitPerSecond: 0, webhookDispatchIntervalMs: 0 } satisfies Partial<Config>,
};

export const SLOTS = [
  'accounts_receivable',
  'accounts_payable',
  'undeposited_funds',
  'sales_tax_payable',
  'uncategorized_income',
  'uncategorized_expense',
  'opening_balance_equity',
] as const;

/** A small chart of accounts, a customer, a vendor id and an item, all in one company. */
export interface Chart {
  sales: string;
  services: string;
  bank: string;
  cash: string;
  card: string;
  rent: string;
  supplies: string;
  equity: string;
  customer: string;
  customer2: string;
  vendor: string;
  /** An item whose revenue account is `services` and expense account `supplies`. */
  item: string;
}

export async function seedChart(c: Client): Promise<Chart> {
  const account = (name: string, type: string) => makeAccount(c, { name, type });
  const sales = await account('Sales', 'revenue');
  const services = await account('Service Revenue', 'revenue');
  const bank = await account('Checking', 'asset');
  const cash = await account('Petty Cash', 'asset');
  const card = await account('Credit Card', 'liability');
  const rent = await account('Rent', 'expense');
  const supplies = await account('Supplies', 'expense');
  const equity = await account('Owner Equity', 'equity');
  const customer = await makeCustomer(c, { name: 'Ada', source_id: uid('cus') });
  const customer2 = await makeCustomer(c, { name: 'Bob', source_id: uid('cus') });
  const item = await makeItem(c, {
    name: 'Consulting hour',
    revenue_account_id: services,
    expense_account_id: supplies,
  });
  return {
    sales,
    services,
    bank,
    cash,
    card,
    rent,
    supplies,
    equity,
    customer,
    customer2,
    vendor: uid('ven'),
    item,
  };
}

// Document bodies: the shared ones, dated, on the chart's accounts -------------------------------

/** A 110.00 invoice: one 100.00 line to Sales and 10.00 tax. */
export const invoiceBody = (ch: Chart, over: Body = {}): Body =>
  bodies.invoice({
    total_amount: '110.00',
    tax_amount: '10.00',
    customer_id: ch.customer,
    document_date: '2026-01-10',
    lines: [{ description: 'Widget', amount: '100.00', account_id: ch.sales }],
    ...over,
  });

export const creditMemoBody = (ch: Chart, over: Body = {}): Body =>
  bodies.creditMemo({
    total_amount: '55.00',
    customer_id: ch.customer,
    document_date: '2026-01-12',
    // Credit memos have no tax_amount field: the tax is a line of its own.
    lines: [
      { description: 'Return', amount: '50.00', account_id: ch.sales },
      { description: 'Sales tax', line_type: 'tax', amount: '5.00' },
    ],
    ...over,
  });

export const salesReceiptBody = (ch: Chart, over: Body = {}): Body =>
  bodies.salesReceipt({
    total_amount: '80.00',
    customer_id: ch.customer,
    document_date: '2026-01-13',
    lines: [{ description: 'Counter sale', amount: '80.00', account_id: ch.sales }],
    ...over,
  });

export const expenseBody = (ch: Chart, over: Body = {}): Body =>
  bodies.expense({
    status: 'paid',
    amount: '40.00',
    expense_account_id: ch.rent,
    payment_account_id: ch.card,
    document_date: '2026-01-14',
    ...over,
  });

export const vendorBillBody = (ch: Chart, over: Body = {}): Body =>
  bodies.vendorBill({
    status: 'open',
    total_amount: '300.00',
    vendor_id: ch.vendor,
    document_date: '2026-01-15',
    lines: [{ description: 'January rent', amount: '300.00', account_id: ch.rent }],
    ...over,
  });

export const paymentBody = (ch: Chart, over: Body = {}): Body =>
  bodies.payment({
    amount: '110.00',
    customer_id: ch.customer,
    occurred_at: '2026-01-20T10:00:00Z',
    ...over,
  });

export const journalBody = (ch: Chart, over: Body = {}): Body =>
  bodies.journalEntry({
    entry_date: '2026-01-05',
    currency: 'USD',
    lines: [
      { account_id: ch.bank, debit_amount: '1000.00' },
      { account_id: ch.equity, credit_amount: '1000.00' },
    ],
    ...over,
  });

/** The resource paths with the approval workflow of D7, each with a valid draft body. */
export const APPROVAL_DOCS: { path: string; object: string; body: (ch: Chart, over?: Body) => Body }[] = [
  { path: 'invoices', object: 'invoice', body: invoiceBody },
  { path: 'credit_memos', object: 'credit_memo', body: creditMemoBody },
  { path: 'expenses', object: 'expense', body: expenseBody },
  { path: 'sales_receipts', object: 'sales_receipt', body: salesReceiptBody },
  { path: 'vendor_bills', object: 'vendor_bill', body: vendorBillBody },
];

// The ledger -----------------------------------------------------------------------------------

export interface Entry {
  id: string;
  account_id: string;
  debit_amount: string;
  credit_amount: string;
  currency: string;
  effective_date: string;
  document_type: string;
  document_id: string;
  reverses_entry_id: string | null;
  memo: string | null;
  created_at: string;
  /** D17: the line in the base currency, and the rate it was valued at. */
  base_debit_amount: string | null;
  base_credit_amount: string | null;
  exchange_rate: string | null;
}

/** Every journal line matching `query` (all pages). */
export async function ledgerEntries(c: Client, query = ''): Promise<Entry[]> {
  const out: Entry[] = [];
  for (let page = 1; ; page++) {
    const sep = query ? '&' : '';
    const res = expectStatus(await c.get(`/v1/ledger_entries?${query}${sep}limit=200&page=${page}`), 200);
    for (const e of res.data as Json[]) {
      expect(e.object).toBe('ledger_entry');
      expect(e.id).toBe(e.data.id);
      out.push(e.data as Entry);
    }
    if (!res.pagination.has_more) break;
  }
  return out;
}

export const entriesOf = (c: Client, documentId: string) => ledgerEntries(c, `document_id=${documentId}`);

/** Lines as `account Dr|Cr amount` strings, sorted: compared exactly, in any order. */
export function shape(entries: Entry[]): string[] {
  return entries
    .map((e) => {
      const dr = e.debit_amount !== '0.00';
      const cr = e.credit_amount !== '0.00';
      // D8: exactly one side of a ledger entry is non-zero.
      expect(dr !== cr, JSON.stringify(e)).toBe(true);
      return `${e.account_id} ${dr ? 'Dr' : 'Cr'} ${dr ? e.debit_amount : e.credit_amount}`;
    })
    .sort();
}

export const dr = (account: string, amount: string) => `${account} Dr ${amount}`;
export const cr = (account: string, amount: string) => `${account} Cr ${amount}`;
export const lines = (...xs: string[]) => [...xs].sort();

/** The journal lines of a document that are not reversals and not reversed. */
export function active(entries: Entry[]): Entry[] {
  const reversed = new Set(entries.map((e) => e.reverses_entry_id).filter(Boolean));
  return entries.filter((e) => e.reverses_entry_id === null && !reversed.has(e.id));
}

/** The company's system account of a slot (exactly one), as a record. */
export async function slotAccount(c: Client, slot: string): Promise<Json | undefined> {
  const res = expectStatus(await c.get(`/v1/accounts?slot=${slot}`), 200);
  expect(res.data.length, `accounts with slot ${slot}`).toBeLessThanOrEqual(1);
  return res.data[0];
}

export async function slotId(c: Client, slot: string): Promise<string> {
  const a = await slotAccount(c, slot);
  expect(a, `system account ${slot}`).toBeTruthy();
  return a.id as string;
}

export async function report(c: Client, type: string, query = ''): Promise<Json> {
  const res = expectStatus(await c.get(`/v1/reports/${type}${query ? `?${query}` : ''}`), 200);
  expect(res.object).toBe('report');
  expect(res.type).toBe(type);
  return res;
}

/**
 * Asserts a trial balance has one set of totals (D17: in the base currency, or the one asked for),
 * that it balances, and that the rows, all in its currency, add up to it.
 */
export function expectBalanced(tb: Json): void {
  const totals = tb.data.totals as Json[];
  expect(totals, `one set of totals: ${JSON.stringify(totals)}`).toHaveLength(1);
  const t = totals[0];
  expect(t.currency).toBe(tb.currency);
  expect(t.debit, `trial balance ${t.currency}: ${JSON.stringify(totals)}`).toBe(t.credit);
  let debit = 0;
  let credit = 0;
  for (const r of tb.data.rows as Json[]) {
    expect(r.currency).toBe(t.currency);
    debit += cents(r.debit);
    credit += cents(r.credit);
  }
  expect(cents(t.debit)).toBe(debit);
  expect(cents(t.credit)).toBe(credit);
}

/**
 * The trial balance row of an account (debit − credit, in cents), 0 when it has none. `currency`:
 * the report's (a trial balance `?currency=EUR` has EUR rows).
 */
export function tbNet(tb: Json, account: string, currency = 'USD'): number {
  const row = (tb.data.rows as Json[]).find((r) => r.account_id === account && r.currency === currency);
  return row ? cents(row.debit) - cents(row.credit) : 0;
}

/** A decimal string as integer cents (the tests' amounts have at most two decimals). */
export function cents(v: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(v);
  if (!m) throw new Error(`not a two-decimal amount: ${v}`);
  const n = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -n : n;
}

export const money = (c: number): string => {
  const sign = c < 0 ? '-' : '';
  const a = Math.abs(c);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
};

/** The events of a type for the company, oldest first. */
export async function events(c: Client, type: string): Promise<Json[]> {
  return expectStatus(await c.get(`/v1/events?type=${type}&limit=200`), 200).data as Json[];
}
