/**
 * A property-based test of the ledger's invariants (D8), with fast-check, on both databases:
 * random sequences of creates, updates, actions and deletes of invoices, payments, vendor bills,
 * bill payments and journal entries in one company. After every step, whatever the step answered:
 *
 * - the trial balance balances per currency;
 * - every account's balance in the trial balance equals the sum of its journal lines;
 * - every invoice's (and bill's) open balance is its total less what completed payments apply to
 *   it (0 when void), and its status follows (partially_paid, paid);
 * - payments apply only to posted documents, and a document with payments applied stays posted;
 * - status follows approval: an invoice is draft until it posts, then open (or paid…); void by
 *   either field is void by both;
 * - every invoice's receivable on the ledger is its total while it is posted, else nothing;
 * - the customer's balance is the receivable account's balance and equals what posted invoices
 *   bill less what completed payments pay.
 *
 * Runs are bounded so the suite stays fast; a failure prints the seed and the command sequence.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { expectStatus, uid } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json, type Response } from './helpers/harness.ts';
import {
  type Chart,
  cents,
  type Entry,
  expectBalanced,
  LEDGER,
  ledgerEntries,
  money,
  report,
  seedChart,
  slotAccount,
} from './helpers/ledger-fixtures.ts';

type Cmd =
  | {
      kind: 'invoice';
      amount: number;
      tax: number;
      account: 'sales' | 'item' | 'none';
      approved: boolean;
      skew: boolean;
    }
  | { kind: 'invoiceAction'; at: number; action: 'submit' | 'approve' | 'reject' | 'void' | 'mark_paid' }
  | { kind: 'invoiceUpdate'; at: number; amount: number; tax: number }
  | { kind: 'invoiceDelete'; at: number }
  | { kind: 'payment'; at: number; amount: number; pending: boolean; allocate: boolean }
  | { kind: 'paymentConfirm'; at: number }
  | { kind: 'paymentVoid'; at: number }
  | { kind: 'bill'; amount: number; approved: boolean }
  | { kind: 'billAction'; at: number; action: 'submit' | 'approve' | 'void' }
  | { kind: 'billPayment'; at: number; amount: number }
  | { kind: 'journal'; debits: [number, number][]; posted: boolean; currency: 'USD' | 'EUR'; skew: boolean }
  | { kind: 'journalConfirm'; at: number }
  | { kind: 'journalReverse'; at: number }
  | { kind: 'journalDelete'; at: number };

const amount = fc.integer({ min: 1, max: 50_000 });
/** Which earlier document a command names, counted from the newest: mostly the newest, so chains form. */
const at = fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.nat({ max: 20 }) });
const accountIx = fc.nat({ max: 5 });

const command: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('invoice' as const),
      amount,
      tax: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })),
      account: fc.constantFrom('sales' as const, 'item' as const, 'none' as const),
      // Mostly imported approved: payments apply only to posted invoices (a draft one answers 422).
      approved: fc.integer({ min: 0, max: 9 }).map((n) => n < 7),
      skew: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('invoiceAction' as const),
      at,
      action: fc.constantFrom(
        'submit' as const,
        'approve' as const,
        'reject' as const,
        'void' as const,
        'mark_paid' as const,
      ),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('invoiceUpdate' as const),
      at,
      amount,
      tax: fc.integer({ min: 0, max: 5_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('invoiceDelete' as const), at }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('payment' as const),
      at,
      amount,
      pending: fc.boolean(),
      allocate: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('paymentConfirm' as const), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('paymentVoid' as const), at }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('bill' as const),
      amount,
      approved: fc.integer({ min: 0, max: 9 }).map((n) => n < 7),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('billAction' as const),
      at,
      action: fc.constantFrom('submit' as const, 'approve' as const, 'void' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('billPayment' as const), at, amount }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('journal' as const),
      debits: fc.array(fc.tuple(accountIx, amount), { minLength: 1, maxLength: 3 }),
      posted: fc.boolean(),
      currency: fc.constantFrom('USD' as const, 'EUR' as const),
      skew: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('journalConfirm' as const), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('journalReverse' as const), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('journalDelete' as const), at }) },
);

/** What a run has created, by kind, so commands can name earlier documents by index. */
interface World {
  c: Client;
  ch: Chart;
  accounts: string[];
  invoices: string[];
  payments: { id: string; body: Record<string, unknown> }[];
  bills: string[];
  journals: { id: string; lines: Json[]; currency: string }[];
}

const pick = <T>(xs: T[], i: number): T | undefined =>
  xs.length ? xs[xs.length - 1 - (i % xs.length)] : undefined;

/** Any answer but a server error is acceptable: the invariants are what is checked. */
function accepted(res: Response, cmd: Cmd, allowed: number[]): void {
  expect(allowed, `${JSON.stringify(cmd)} → ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
}

async function run(w: World, cmd: Cmd): Promise<void> {
  const { c, ch } = w;
  switch (cmd.kind) {
    case 'invoice': {
      const line: Record<string, unknown> = { description: 'Goods', amount: money(cmd.amount) };
      if (cmd.account === 'sales') line.account_id = ch.sales;
      if (cmd.account === 'item') line.detail = { type: 'item', item_id: ch.item };
      const res = await c.post('/v1/invoices', {
        source_id: uid('inv'),
        source_system: 'prop',
        currency: 'USD',
        customer_id: ch.customer,
        document_date: '2026-01-10',
        total_amount: money(cmd.amount + cmd.tax + (cmd.skew ? 1 : 0)),
        tax_amount: cmd.tax ? money(cmd.tax) : null,
        approval_status: cmd.approved ? 'approved' : 'draft',
        lines: [line],
      });
      // An approved import that does not add up is refused whole (422).
      accepted(res, cmd, cmd.approved && cmd.skew ? [422] : [201]);
      if (res.status === 201) w.invoices.push(res.body.id);
      return;
    }
    case 'invoiceAction': {
      const id = pick(w.invoices, cmd.at);
      if (!id) return;
      const res = await c.post(`/v1/invoices/${id}/${cmd.action}`, {});
      accepted(res, cmd, [200, 409, 422]);
      return;
    }
    case 'invoiceUpdate': {
      const id = pick(w.invoices, cmd.at);
      if (!id) return;
      const res = await c.put(`/v1/invoices/${id}`, {
        total_amount: money(cmd.amount + cmd.tax),
        tax_amount: cmd.tax ? money(cmd.tax) : null,
        lines: [{ description: 'Changed', amount: money(cmd.amount), account_id: ch.services }],
      });
      // 409: void; 422: below what is paid on it.
      accepted(res, cmd, [200, 409, 422]);
      return;
    }
    case 'invoiceDelete': {
      const id = pick(w.invoices, cmd.at);
      if (!id) return;
      const res = await c.delete(`/v1/invoices/${id}`);
      accepted(res, cmd, [200, 409]);
      if (res.status === 200) w.invoices = w.invoices.filter((x) => x !== id);
      return;
    }
    case 'payment': {
      const inv = cmd.allocate ? pick(w.invoices, cmd.at) : undefined;
      const body: Record<string, unknown> = {
        source_id: uid('pay'),
        source_system: 'prop',
        currency: 'USD',
        customer_id: ch.customer,
        amount: money(cmd.amount),
        status: cmd.pending ? 'pending' : 'completed',
        occurred_at: '2026-01-20T00:00:00Z',
        allocations: inv ? [{ invoice_id: inv, amount: money(cmd.amount) }] : [],
      };
      const res = await c.post('/v1/payments', body);
      // 422: more than the invoice's open balance, or an invoice that is void or not posted.
      accepted(res, cmd, [201, 422]);
      if (res.status === 201) w.payments.push({ id: res.body.id, body });
      return;
    }
    case 'paymentConfirm': {
      const p = pick(w.payments, cmd.at);
      if (!p) return;
      const res = await c.post(`/v1/payments/${p.id}/confirm`);
      accepted(res, cmd, [200, 409, 422]);
      if (res.status === 200) p.body = { ...p.body, status: 'completed' };
      return;
    }
    case 'paymentVoid': {
      const p = pick(w.payments, cmd.at);
      if (!p) return;
      const res = await c.post('/v1/payments', { ...p.body, status: 'void' });
      accepted(res, cmd, [200, 409]);
      if (res.status === 200) p.body = { ...p.body, status: 'void' };
      return;
    }
    case 'bill': {
      const res = await c.post('/v1/vendor_bills', {
        source_id: uid('bill'),
        source_system: 'prop',
        status: 'open',
        currency: 'USD',
        vendor_id: ch.vendor,
        document_date: '2026-01-15',
        total_amount: money(cmd.amount),
        approval_status: cmd.approved ? 'approved' : 'draft',
        lines: [{ description: 'Supplies', amount: money(cmd.amount), account_id: ch.supplies }],
      });
      accepted(res, cmd, [201]);
      w.bills.push(res.body.id);
      return;
    }
    case 'billAction': {
      const id = pick(w.bills, cmd.at);
      if (!id) return;
      accepted(await c.post(`/v1/vendor_bills/${id}/${cmd.action}`), cmd, [200, 409]);
      return;
    }
    case 'billPayment': {
      const bill = pick(w.bills, cmd.at);
      if (!bill) return;
      const res = await c.post('/v1/bill_payments', {
        source_id: uid('bp'),
        source_system: 'prop',
        vendor_id: ch.vendor,
        currency: 'USD',
        amount: money(cmd.amount),
        payment_date: '2026-01-25',
        status: 'completed',
        allocations: [{ bill_id: bill, amount: money(cmd.amount) }],
      });
      accepted(res, cmd, [201, 422]);
      return;
    }
    case 'journal': {
      const total = cmd.debits.reduce((t, [, a]) => t + a, 0);
      const half = Math.floor(total / 2);
      const credits = half > 0 ? [half, total - half] : [total];
      const lines = [
        ...cmd.debits.map(([a, v]) => ({ account_id: w.accounts[a], debit_amount: money(v) })),
        ...credits.map((v, i) => ({
          account_id: w.accounts[(i + 3) % w.accounts.length],
          credit_amount: money(v + (cmd.skew && i === 0 ? 1 : 0)),
        })),
      ];
      const res = await c.post('/v1/journal_entries', {
        source_id: uid('je'),
        source_system: 'prop',
        entry_date: '2026-01-05',
        currency: cmd.currency,
        status: cmd.posted ? 'posted' : 'draft',
        lines,
      });
      accepted(res, cmd, cmd.posted && cmd.skew ? [422] : [201]);
      if (res.status === 201) w.journals.push({ id: res.body.id, lines, currency: cmd.currency });
      return;
    }
    case 'journalConfirm': {
      const j = pick(w.journals, cmd.at);
      if (!j) return;
      accepted(await c.post(`/v1/journal_entries/${j.id}/confirm`), cmd, [200, 409, 422]);
      return;
    }
    case 'journalReverse': {
      const j = pick(w.journals, cmd.at);
      if (!j) return;
      const mirrored = j.lines.map((l) => ({
        account_id: l.account_id,
        ...(l.debit_amount ? { credit_amount: l.debit_amount } : { debit_amount: l.credit_amount }),
      }));
      const res = await c.post('/v1/journal_entries', {
        source_id: uid('je'),
        source_system: 'prop',
        entry_date: '2026-01-31',
        currency: j.currency,
        status: 'posted',
        reverses_entry_id: j.id,
        lines: mirrored,
      });
      // 409: the entry is not posted, or is reversed already; 422: the mirrored lines do not balance.
      accepted(res, cmd, [201, 409, 422]);
      return;
    }
    case 'journalDelete': {
      const j = pick(w.journals, cmd.at);
      if (!j) return;
      const res = await c.delete(`/v1/journal_entries/${j.id}`);
      // 409: posted; or referenced by a reversal.
      accepted(res, cmd, [200, 409]);
      if (res.status === 200) w.journals = w.journals.filter((x) => x !== j);
      return;
    }
  }
}

async function all(c: Client, path: string): Promise<Json[]> {
  const out: Json[] = [];
  for (let page = 1; ; page++) {
    const res = expectStatus(await c.get(`/v1/${path}?limit=200&page=${page}`), 200);
    out.push(...res.data);
    if (!res.pagination.has_more) return out;
  }
}

/** What completed payments apply to each target: their allocations, else their own target field. */
function appliedBy(payments: Json[], field: 'invoice_id' | 'bill_id'): Map<string, number> {
  const applied = new Map<string, number>();
  for (const p of payments) {
    if (p.data.status !== 'completed') continue;
    const allocations = (p.data.allocations ?? []) as Json[];
    const parts: [string, number][] = allocations.length
      ? allocations.map((a) => [a[field], cents(a.amount)])
      : p.data[field]
        ? [[p.data[field], cents(p.data.amount)]]
        : [];
    for (const [target, v] of parts) applied.set(target, (applied.get(target) ?? 0) + v);
  }
  return applied;
}

function expectFollows(doc: Json, applied: number, what: string): void {
  const d = doc.data;
  const isVoid = d.status === 'void' || d.approval_status === 'void';
  expect(cents(d.open_balance), `${what} open_balance`).toBe(isVoid ? 0 : cents(d.total_amount) - applied);
  expect(cents(d.open_balance), `${what} open_balance never negative`).toBeGreaterThanOrEqual(0);
  // Payments apply only to a posted document, and it cannot be voided while they do.
  if (applied > 0) expect(d.approval_status, `${what} has payments applied: posted`).toBe('approved');
  expect(d.status === 'void', `${what} void by both fields`).toBe(d.approval_status === 'void');
  if (isVoid) return;
  const total = cents(d.total_amount);
  if (applied === 0) expect(['paid', 'partially_paid'], `${what} status`).not.toContain(d.status);
  else expect(d.status, `${what} status`).toBe(applied >= total ? 'paid' : 'partially_paid');
}

async function checkInvariants(w: World, step: string): Promise<void> {
  const { c, ch } = w;
  const tb = await report(c, 'trial_balance');
  expectBalanced(tb);
  const entries = await ledgerEntries(c);
  const net = new Map<string, number>();
  for (const e of entries) {
    const k = `${e.account_id}|${e.currency}`;
    net.set(k, (net.get(k) ?? 0) + cents(e.debit_amount) - cents(e.credit_amount));
  }
  const rows = new Map<string, number>();
  for (const r of tb.data.rows as Json[])
    rows.set(`${r.account_id}|${r.currency}`, cents(r.debit) - cents(r.credit));
  for (const [k, v] of net) expect(rows.get(k) ?? 0, `${step}: balance of ${k}`).toBe(v);
  for (const [k, v] of rows) expect(net.get(k) ?? 0, `${step}: journal lines of ${k}`).toBe(v);

  const invoices = await all(c, 'invoices');
  const payments = await all(c, 'payments');
  const paid = appliedBy(payments, 'invoice_id');
  const ar = (await slotAccount(c, 'accounts_receivable'))?.id as string | undefined;
  const byDocument = new Map<string, Entry[]>();
  for (const e of entries) byDocument.set(e.document_id, [...(byDocument.get(e.document_id) ?? []), e]);
  let billed = 0;
  for (const inv of invoices) {
    expectFollows(inv, paid.get(inv.id) ?? 0, `${step}: invoice ${inv.id}`);
    // Created without a status: draft until it posts, then open (or paid, partially paid).
    if (inv.data.approval_status !== 'void')
      expect(inv.data.status === 'draft', `${step}: invoice ${inv.id} draft until approved`).toBe(
        inv.data.approval_status !== 'approved',
      );
    const posted = inv.data.approval_status === 'approved' && inv.data.status !== 'void';
    const receivable = (byDocument.get(inv.id) ?? [])
      .filter((e) => e.account_id === ar)
      .reduce((t, e) => t + cents(e.debit_amount) - cents(e.credit_amount), 0);
    expect(receivable, `${step}: receivable of invoice ${inv.id}`).toBe(
      posted ? cents(inv.data.total_amount) : 0,
    );
    if (posted) billed += cents(inv.data.total_amount);
  }
  const received = payments
    .filter((p) => p.data.status === 'completed')
    .reduce((t, p) => t + cents(p.data.amount), 0);
  const customer = expectStatus(await c.get(`/v1/customers/${ch.customer}`), 200);
  expect(cents(customer.data.balance), `${step}: customer balance`).toBe(billed - received);
  expect(ar ? (rows.get(`${ar}|USD`) ?? 0) : 0, `${step}: receivable account`).toBe(billed - received);

  const bills = await all(c, 'vendor_bills');
  const billPaid = appliedBy(await all(c, 'bill_payments'), 'bill_id');
  for (const b of bills) expectFollows(b, billPaid.get(b.id) ?? 0, `${step}: bill ${b.id}`);
}

forEachDatabase((h) => {
  it('after every step of random create/update/action/delete sequences the ledger invariants hold', async () => {
    const numRuns = Number(process.env.LEDGER_PROPERTY_RUNS ?? (h().db === 'sqlite' ? 15 : 6));
    const maxLength = h().db === 'sqlite' ? 12 : 10;
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: maxLength - 4, maxLength, size: 'max' }),
        async (cmds) => {
          const c = await h().company();
          const ch = await seedChart(c);
          const w: World = {
            c,
            ch,
            accounts: [ch.bank, ch.cash, ch.rent, ch.equity, ch.sales, ch.supplies],
            invoices: [],
            payments: [],
            bills: [],
            journals: [],
          };
          for (const [i, cmd] of cmds.entries()) {
            await run(w, cmd);
            await checkInvariants(w, `step ${i + 1} ${cmd.kind}`);
          }
        },
      ),
      // Shrinking re-runs whole HTTP sequences for minutes: report the first failure, with its seed.
      { numRuns, endOnFailure: true },
    );
  }, 600_000);
}, LEDGER);
