/**
 * Crash safety of the ledger (D14), both databases: a real server process takes a stream of
 * postings from several clients (create an invoice, submit, approve, sometimes mark it paid), is
 * killed with SIGKILL in the middle of it, and started again on the same database. Every write
 * that was acknowledged (2xx) is there, every document's ledger lines are all there or not at all,
 * and the trial balance still balances.
 */
import { expect, it } from 'vitest';
import { expectStatus } from './helpers/fixtures.ts';
import { Client, forEachDatabase, type Json } from './helpers/harness.ts';
import { cents, expectBalanced, ledgerEntries, report, slotAccount } from './helpers/ledger-fixtures.ts';
import { companyWithToken, type Server, startServerProcess as start } from './helpers/server-process.ts';

/** What the server acknowledged for one invoice. */
interface Acked {
  id: string;
  total: string;
  submitted: boolean;
  approved: boolean;
  paid: boolean;
}

const CLIENTS = 6;
const KILL_AFTER_APPROVALS = 30;

forEachDatabase(
  (h) => {
    it('the ledger survives SIGKILL: every acknowledged posting is there after a restart and the trial balance balances', async () => {
      const { url, drop } = h().freshDatabase();
      let server: Server | undefined;
      try {
        const { token } = await companyWithToken(url, 'Crash Co');

        server = await start(url);
        const c = new Client(server.baseUrl, token);
        const sales = expectStatus(
          await c.post('/v1/accounts', { source_id: 'sales', name: 'Sales', type: 'revenue' }),
          201,
        ).id;
        const customer = expectStatus(await c.post('/v1/customers', { name: 'Ada' }), 201).id;

        const acked: Acked[] = [];
        let approvals = 0;
        let stop = false;
        let n = 0;
        const send = async (method: string, path: string, body?: unknown): Promise<Json | undefined> => {
          try {
            const res = await fetch(`${server!.baseUrl}${path}`, {
              method,
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify(body ?? {}),
              signal: AbortSignal.timeout(20_000),
            });
            const json = (await res.json()) as Json;
            if (res.status >= 200 && res.status < 300) return json;
            // Anything but success or a dropped connection is a bug, not a crash effect.
            throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
          } catch (e) {
            if (e instanceof Error && e.message.includes('→')) throw e;
            stop = true;
            return undefined;
          }
        };
        const clients = Array.from({ length: CLIENTS }, async () => {
          while (!stop) {
            const i = n++;
            const total = `${100 + i}.00`;
            const created = await send('POST', '/v1/invoices', {
              source_id: `crash-${i}`,
              source_system: 'crash',
              currency: 'USD',
              total_amount: total,
              customer_id: customer,
              lines: [{ description: `Item ${i}`, amount: total, account_id: sales }],
            });
            if (!created) return;
            const a: Acked = { id: created.id, total, submitted: false, approved: false, paid: false };
            acked.push(a);
            if (!(await send('POST', `/v1/invoices/${a.id}/submit`))) return;
            a.submitted = true;
            if (!(await send('POST', `/v1/invoices/${a.id}/approve`))) return;
            a.approved = true;
            approvals++;
            if (i % 3 === 0) {
              if (!(await send('POST', `/v1/invoices/${a.id}/mark_paid`))) return;
              a.paid = true;
            }
          }
        });
        while (approvals < KILL_AFTER_APPROVALS && !stop) await new Promise((r) => setTimeout(r, 5));
        server.child.kill('SIGKILL');
        await Promise.all(clients);
        expect(await server.exited).toBeNull();
        expect(approvals).toBeGreaterThanOrEqual(KILL_AFTER_APPROVALS);

        server = await start(url);
        const after = new Client(server.baseUrl, token);
        const ar = (await slotAccount(after, 'accounts_receivable'))?.id as string;
        expect(ar).toBeTruthy();
        const entries = await ledgerEntries(after);
        let billed = 0;
        let received = 0;
        for (const a of acked) {
          const inv = expectStatus(await after.get(`/v1/invoices/${a.id}`), 200).data;
          expect(inv.total_amount).toBe(a.total);
          const states = ['draft', 'pending_approval', 'approved'];
          const reached = states.indexOf(inv.approval_status);
          expect(reached, `invoice ${a.id} is ${inv.approval_status}`).toBeGreaterThanOrEqual(
            a.approved ? 2 : a.submitted ? 1 : 0,
          );
          // All of a posting or none of it: two lines (receivable, income) once approved, none before.
          const lines = entries.filter((e) => e.document_id === a.id);
          expect(lines.length, `ledger lines of invoice ${a.id}`).toBe(
            inv.approval_status === 'approved' ? 2 : 0,
          );
          const payments = expectStatus(await after.get(`/v1/payments?invoice_id=${a.id}`), 200)
            .data as Json[];
          if (a.paid) expect(inv.status).toBe('paid');
          // A payment is there exactly when the invoice says it is paid.
          expect(payments.length).toBe(inv.status === 'paid' ? 1 : 0);
          for (const p of payments) {
            expect(entries.filter((e) => e.document_id === p.id)).toHaveLength(2);
            received += cents(p.data.amount);
          }
          if (inv.approval_status === 'approved') billed += cents(inv.total_amount);
        }
        // Beyond the acknowledged invoices, only creates the kill cut off: at most one per client.
        expect(await unacknowledgedCreates(after, acked)).toBeLessThanOrEqual(CLIENTS);
        const tb = await report(after, 'trial_balance');
        expectBalanced(tb);
        const arRow = (tb.data.rows as Json[]).find((r) => r.account_id === ar);
        expect(arRow ? cents(arRow.debit) - cents(arRow.credit) : 0).toBe(billed - received);
        const cust = expectStatus(await after.get(`/v1/customers/${customer}`), 200).data;
        expect(cents(cust.balance)).toBe(billed - received);
        // The server takes writes again.
        expectStatus(
          await after.post('/v1/journal_entries', {
            source_id: 'after-crash',
            source_system: 'crash',
            entry_date: '2026-01-01',
            status: 'posted',
            lines: [
              { account_id: sales, debit_amount: '1.00' },
              { account_id: ar, credit_amount: '1.00' },
            ],
          }),
          201,
        );
        expectBalanced(await report(after, 'trial_balance'));
      } finally {
        if (server && server.child.exitCode === null) {
          server.child.kill('SIGKILL');
          await server.exited;
        }
        await drop();
      }
    }, 180_000);
  },
  { server: false },
);

/** How many invoices exist that no acknowledged create returned. */
async function unacknowledgedCreates(c: Client, acked: Acked[]): Promise<number> {
  const known = new Set(acked.map((a) => a.id));
  let extra = 0;
  for (let page = 1; ; page++) {
    const res = expectStatus(await c.get(`/v1/invoices?limit=200&page=${page}`), 200);
    for (const r of res.data as Json[]) if (!known.has(r.id)) extra++;
    if (!res.pagination.has_more) break;
  }
  return extra;
}
