/**
 * Races on the ledger (D8), both databases: the same action sent twice at once takes effect once;
 * payments racing for one invoice never apply more than it owes; documents posting at once in a
 * fresh company share one set of system accounts. Each race runs several rounds so the requests
 * really overlap; the assertions hold whatever the interleaving.
 */
import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/errors.ts';
import { approve, create, expectStatus, get } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json, type Response } from './helpers/harness.ts';
import {
  type Chart,
  cents,
  entriesOf,
  events,
  expectBalanced,
  invoiceBody,
  journalBody,
  LEDGER,
  ledgerEntries,
  paymentBody,
  report,
  SLOTS,
  seedChart,
} from './helpers/ledger-fixtures.ts';

const ROUNDS = 6;

const statuses = (rs: Response[]) => rs.map((r) => r.status).sort();

forEachDatabase((h) => {
  let c: Client;
  let ch: Chart;
  const setup = async () => {
    c = await h().company();
    ch = await seedChart(c);
  };

  describe('the same action twice at once', () => {
    it('two approvals of one invoice: exactly one 200, the other 409; it posts once', async () => {
      await setup();
      for (let round = 0; round < ROUNDS; round++) {
        const id = await create(c, 'invoices', invoiceBody(ch));
        expectStatus(await c.post(`/v1/invoices/${id}/submit`), 200);
        const rs = await Promise.all([
          c.post(`/v1/invoices/${id}/approve`),
          c.post(`/v1/invoices/${id}/approve`),
        ]);
        expect(statuses(rs), JSON.stringify(rs.map((r) => r.body))).toEqual([200, 409]);
        expectError(rs.find((r) => r.status === 409)!, 409, 'INVALID_STATE_TRANSITION');
        expect(await entriesOf(c, id)).toHaveLength(3);
        expect((await events(c, 'invoice.approved')).filter((e) => e.data.object.id === id)).toHaveLength(1);
      }
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe(`${ROUNDS * 110}.00`);
      expectBalanced(await report(c, 'trial_balance'));
    });

    it('two mark_paid of one invoice: one payment is recorded, the other request is 409', async () => {
      await setup();
      for (let round = 0; round < ROUNDS; round++) {
        const id = await create(c, 'invoices', invoiceBody(ch));
        await approve(c, 'invoices', id);
        const rs = await Promise.all([
          c.post(`/v1/invoices/${id}/mark_paid`, {}),
          c.post(`/v1/invoices/${id}/mark_paid`, {}),
        ]);
        expect(statuses(rs), JSON.stringify(rs.map((r) => r.body))).toEqual([200, 409]);
        const payments = expectStatus(await c.get(`/v1/payments?invoice_id=${id}`), 200).data as Json[];
        expect(payments).toHaveLength(1);
        expect((await get(c, 'invoices', id)).data.open_balance).toBe('0.00');
      }
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('0.00');
      expectBalanced(await report(c, 'trial_balance'));
    });

    it('two confirms of one journal entry: one posts, the other is 409', async () => {
      await setup();
      for (let round = 0; round < ROUNDS; round++) {
        const id = await create(c, 'journal_entries', journalBody(ch));
        const rs = await Promise.all([
          c.post(`/v1/journal_entries/${id}/confirm`),
          c.post(`/v1/journal_entries/${id}/confirm`),
        ]);
        expect(statuses(rs)).toEqual([200, 409]);
        expect(await entriesOf(c, id)).toHaveLength(2);
      }
      const tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      expect(tb.data.totals).toEqual([
        { currency: 'USD', debit: `${ROUNDS}000.00`, credit: `${ROUNDS}000.00` },
      ]);
    });
  });

  describe('payments racing for one invoice', () => {
    it('two payments created at once for more than the invoice owes: one is applied, the other 422; never over-applied', async () => {
      await setup();
      for (let round = 0; round < ROUNDS; round++) {
        const id = await create(c, 'invoices', invoiceBody(ch));
        await approve(c, 'invoices', id);
        const pay = () =>
          c.post(
            '/v1/payments',
            paymentBody(ch, { amount: '80.00', allocations: [{ invoice_id: id, amount: '80.00' }] }),
          );
        const rs = await Promise.all([pay(), pay()]);
        expect(statuses(rs), JSON.stringify(rs.map((r) => r.body))).toEqual([201, 422]);
        const invoice = await get(c, 'invoices', id);
        expect(invoice.data.open_balance).toBe('30.00');
        expect(invoice.data.status).toBe('partially_paid');
        expect(expectStatus(await c.get(`/v1/payments?invoice_id=${id}`), 200).data).toHaveLength(0);
      }
      const completed = expectStatus(await c.get('/v1/payments?status=completed&limit=200'), 200)
        .data as Json[];
      expect(completed).toHaveLength(ROUNDS);
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe(`${ROUNDS * 30}.00`);
      expectBalanced(await report(c, 'trial_balance'));
    });

    it('two pending payments confirmed at once: one applies, the other 422 and stays pending', async () => {
      await setup();
      for (let round = 0; round < ROUNDS; round++) {
        const id = await create(c, 'invoices', invoiceBody(ch));
        await approve(c, 'invoices', id);
        const pending = () =>
          create(
            c,
            'payments',
            paymentBody(ch, {
              status: 'pending',
              amount: '60.00',
              allocations: [{ invoice_id: id, amount: '60.00' }],
            }),
          );
        const [p1, p2] = [await pending(), await pending()];
        const rs = await Promise.all([
          c.post(`/v1/payments/${p1}/confirm`),
          c.post(`/v1/payments/${p2}/confirm`),
        ]);
        expect(statuses(rs), JSON.stringify(rs.map((r) => r.body))).toEqual([200, 422]);
        const states = [
          (await get(c, 'payments', p1)).data.status,
          (await get(c, 'payments', p2)).data.status,
        ];
        expect(states.sort()).toEqual(['completed', 'pending']);
        expect((await get(c, 'invoices', id)).data.open_balance).toBe('50.00');
      }
      expectBalanced(await report(c, 'trial_balance'));
    });

    it('many partial payments at once: what is applied never exceeds the total, and the open balance agrees', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', id);
      const rs = await Promise.all(
        Array.from({ length: 8 }, () =>
          c.post(
            '/v1/payments',
            paymentBody(ch, { amount: '25.00', allocations: [{ invoice_id: id, amount: '25.00' }] }),
          ),
        ),
      );
      // 110 holds four payments of 25; the fifth and later would over-apply it.
      expect(statuses(rs)).toEqual([201, 201, 201, 201, 422, 422, 422, 422]);
      const invoice = await get(c, 'invoices', id);
      expect(invoice.data.open_balance).toBe('10.00');
      expect(cents(invoice.data.open_balance)).toBeGreaterThanOrEqual(0);
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('10.00');
    });
  });

  it('postings that touch the same accounts in opposite orders, all at once, all succeed and balance', async () => {
    await setup();
    const entry = (i: number) =>
      c.post(
        '/v1/journal_entries',
        journalBody(ch, {
          status: 'posted',
          lines:
            i % 2 === 0
              ? [
                  { account_id: ch.bank, debit_amount: '10.00' },
                  { account_id: ch.cash, debit_amount: '5.00' },
                  { account_id: ch.equity, credit_amount: '15.00' },
                ]
              : [
                  { account_id: ch.equity, debit_amount: '7.00' },
                  { account_id: ch.cash, credit_amount: '3.00' },
                  { account_id: ch.bank, credit_amount: '4.00' },
                ],
        }),
      );
    const rs = await Promise.all(Array.from({ length: 16 }, (_, i) => entry(i)));
    for (const r of rs) expect(r.status, JSON.stringify(r.body)).toBe(201);
    const tb = await report(c, 'trial_balance');
    expectBalanced(tb);
    // 8 × (10 − 4) on the bank, 8 × (5 − 3) in cash.
    const net = (a: string) => (tb.data.rows as Json[]).find((r) => r.account_id === a);
    expect(net(ch.bank)).toMatchObject({ debit: '48.00', credit: '0.00' });
    expect(net(ch.cash)).toMatchObject({ debit: '16.00', credit: '0.00' });
    expect(net(ch.equity)).toMatchObject({ debit: '0.00', credit: '64.00' });
  });

  it('documents posting at once in a fresh company share one system account per slot', async () => {
    await setup();
    const ids = await Promise.all(Array.from({ length: 6 }, () => create(c, 'invoices', invoiceBody(ch))));
    await Promise.all(ids.map((id) => c.post(`/v1/invoices/${id}/submit`)));
    const kinds = await Promise.all([
      ...ids.map((id) => c.post(`/v1/invoices/${id}/approve`)),
      c.post('/v1/payments', paymentBody(ch, { amount: '5.00' })),
      c.post('/v1/payments', paymentBody(ch, { amount: '5.00' })),
    ]);
    for (const r of kinds) expect([200, 201], JSON.stringify(r.body)).toContain(r.status);
    for (const slot of SLOTS) {
      const found = expectStatus(await c.get(`/v1/accounts?slot=${slot}`), 200).data as Json[];
      expect(found.length, slot).toBeLessThanOrEqual(1);
    }
    const tb = await report(c, 'trial_balance');
    expectBalanced(tb);
    expect((await ledgerEntries(c)).length).toBe(6 * 3 + 2 * 2);
    expect((await get(c, 'customers', ch.customer)).data.balance).toBe(`${6 * 110 - 10}.00`);
  });
}, LEDGER);
