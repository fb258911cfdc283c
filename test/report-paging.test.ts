/**
 * D11, every answer bounded, over HTTP on both databases: the general ledger pages its journal
 * lines by cursor, each page's rows opening where the page before closed them (every balance
 * worked by hand); the agings page their parties; `limit` bounds and cursors of another report, of
 * another query or not issued here are 422 on the parameter. With them, two ledger defects: an
 * aging as of a day counts a payment voided with a later `void_date` (the void takes effect on that
 * day), and the trial balance of a later fiscal year carries earlier years' profit on the
 * retained earnings row (D18) instead of on the income and expense accounts.
 */
import { describe, expect, it } from 'vitest';
import { createFinrecClient, reportPages } from '../client/index.ts';
import { expect422Fields, makeAccount, messageOf } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json } from './helpers/harness.ts';
import {
  approve,
  type Chart,
  create,
  expectBalanced,
  expectStatus,
  invoiceBody,
  journalBody,
  LEDGER,
  paymentBody,
  report,
  seedChart,
  slotId,
  tbNet,
  vendorBillBody,
} from './helpers/ledger-fixtures.ts';

/** A journal entry posted on `date`: Dr `debit` / Cr `credit` of `amount`. */
const postJournal = (c: Client, ch: Chart, date: string, debit: string, credit: string, amount: string) =>
  create(
    c,
    'journal_entries',
    journalBody(ch, {
      entry_date: date,
      status: 'posted',
      lines: [
        { account_id: debit, debit_amount: amount },
        { account_id: credit, credit_amount: amount },
      ],
    }),
  );

/** A general ledger row as [account, opening, closing, [effective_date, balance] of each line]. */
const glRow = (r: Json) => [
  r.account_id,
  r.opening_balance,
  r.closing_balance,
  (r.entries as Json[]).map((e) => [e.effective_date, e.balance]),
];

forEachDatabase((h) => {
  describe('general ledger pages by cursor', () => {
    it('walks three pages of three lines; each account opens a page where the last one closed it', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      // seedChart creates Sales, …, Checking, …, Rent, …, Owner Equity in that order; ids are
      // time-ordered (UUIDv7), so the ledger's account order is Sales, Checking, Rent.
      expect([ch.bank, ch.sales, ch.rent].sort()).toEqual([ch.sales, ch.bank, ch.rent]);
      // Before the period: capital 1000 and a sale of 40. Opening balances on 2026-01-05 (debit
      // positive): Checking 1000 + 40 = 1040, Sales −40, Rent 0.
      await postJournal(c, ch, '2026-01-02', ch.bank, ch.equity, '1000.00');
      await postJournal(c, ch, '2026-01-03', ch.bank, ch.sales, '40.00');
      // In the period: sales of 100, 200 and 300 banked; rent of 50 paid from the bank.
      await postJournal(c, ch, '2026-01-05', ch.bank, ch.sales, '100.00');
      await postJournal(c, ch, '2026-01-06', ch.bank, ch.sales, '200.00');
      await postJournal(c, ch, '2026-01-07', ch.rent, ch.bank, '50.00');
      await postJournal(c, ch, '2026-01-08', ch.bank, ch.sales, '300.00');
      const q = 'from=2026-01-05&to=2026-01-31';

      // Page 1: Sales' three lines. −40 − 100 = −140; − 200 = −340; − 300 = −640.
      const p1 = await report(c, 'general_ledger', `${q}&limit=3`);
      expect(p1.data.rows.map(glRow)).toEqual([
        [
          ch.sales,
          '-40.00',
          '-640.00',
          [
            ['2026-01-05', '-140.00'],
            ['2026-01-06', '-340.00'],
            ['2026-01-08', '-640.00'],
          ],
        ],
      ]);
      expect(p1.data.totals).toEqual([{ currency: 'USD', debit: '0.00', credit: '600.00' }]);
      expect(p1.pagination).toMatchObject({ has_more: true, limit: 3, page: 1 });
      expect(typeof p1.pagination.next_cursor).toBe('string');

      // Page 2: Checking's first three lines, from its opening 1040: + 100 = 1140; + 200 = 1340;
      // − 50 = 1290. The parameters may be left out: the cursor holds them.
      const p2 = await report(c, 'general_ledger', `limit=3&cursor=${p1.pagination.next_cursor}`);
      expect([p2.from, p2.to]).toEqual(['2026-01-05', '2026-01-31']);
      expect(p2.data.rows.map(glRow)).toEqual([
        [
          ch.bank,
          '1040.00',
          '1290.00',
          [
            ['2026-01-05', '1140.00'],
            ['2026-01-06', '1340.00'],
            ['2026-01-07', '1290.00'],
          ],
        ],
      ]);
      expect(p2.data.totals).toEqual([{ currency: 'USD', debit: '300.00', credit: '50.00' }]);
      expect(p2.pagination).toMatchObject({ has_more: true, limit: 3, page: 2 });

      // Page 3: Checking goes on from 1290 (where page 2 closed it): + 300 = 1590; Rent opens at
      // 0: + 50 = 50. The last page: no cursor.
      const p3 = await report(c, 'general_ledger', `${q}&limit=3&cursor=${p2.pagination.next_cursor}`);
      expect(p3.data.rows.map(glRow)).toEqual([
        [ch.bank, '1290.00', '1590.00', [['2026-01-08', '1590.00']]],
        [ch.rent, '0.00', '50.00', [['2026-01-07', '50.00']]],
      ]);
      expect(p3.data.totals).toEqual([{ currency: 'USD', debit: '350.00', credit: '0.00' }]);
      expect(p3.pagination).toEqual({ has_more: false, limit: 3, page: 3, next_cursor: null });

      // Reconciling the walk: Checking 1040 + (100 + 200 − 50) + 300 = 1590, its closing on the
      // page of its last line; the pages' totals add up to the period's: debits 0 + 300 + 350 =
      // 650 = credits 600 + 50 + 0. One page of the default limit (500) holds the same lines.
      const whole = await report(c, 'general_ledger', q);
      expect(whole.pagination).toEqual({ has_more: false, limit: 500, page: 1, next_cursor: null });
      expect(whole.data.rows.map(glRow)).toEqual([
        [
          ch.sales,
          '-40.00',
          '-640.00',
          [
            ['2026-01-05', '-140.00'],
            ['2026-01-06', '-340.00'],
            ['2026-01-08', '-640.00'],
          ],
        ],
        [
          ch.bank,
          '1040.00',
          '1590.00',
          [
            ['2026-01-05', '1140.00'],
            ['2026-01-06', '1340.00'],
            ['2026-01-07', '1290.00'],
            ['2026-01-08', '1590.00'],
          ],
        ],
        [ch.rent, '0.00', '50.00', [['2026-01-07', '50.00']]],
      ]);
      expect(whole.data.totals).toEqual([{ currency: 'USD', debit: '650.00', credit: '650.00' }]);
      const ids = (r: Json) =>
        (r.data.rows as Json[]).flatMap((row) => (row.entries as Json[]).map((e) => e.id));
      expect([...ids(p1), ...ids(p2), ...ids(p3)]).toEqual(ids(whole));

      // The typed client walks the same pages: their rows' balances, page by page.
      const finrec = createFinrecClient({ baseUrl: h().baseUrl, token: c.token });
      const walked: [string, string, string][] = [];
      for await (const page of reportPages(finrec, '/v1/reports/general_ledger', {
        from: '2026-01-05',
        to: '2026-01-31',
        limit: 3,
      }))
        for (const row of page.data.rows)
          walked.push([row.account_id, row.opening_balance, row.closing_balance]);
      expect(walked).toEqual([
        [ch.sales, '-40.00', '-640.00'],
        [ch.bank, '1040.00', '1290.00'],
        [ch.bank, '1290.00', '1590.00'],
        [ch.rent, '0.00', '50.00'],
      ]);

      // ?currency=USD pages the same lines the same way (all of them are in USD).
      const usd = await report(c, 'general_ledger', `${q}&currency=USD&limit=3`);
      expect(usd.data.rows.map(glRow)).toEqual(p1.data.rows.map(glRow));
      expect(usd.pagination.has_more).toBe(true);
    });

    it('limit is 1 to 5,000; a cursor not issued here, of another report or another query is a 422', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      await postJournal(c, ch, '2026-01-05', ch.bank, ch.sales, '100.00');
      for (const limit of ['0', '5001', '-1', 'x'])
        expect422Fields(await c.get(`/v1/reports/general_ledger?limit=${limit}`), 'VALIDATION_ERROR', [
          'limit',
        ]);
      for (const type of ['ar_aging', 'ap_aging'])
        expect422Fields(await c.get(`/v1/reports/${type}?limit=5001`), 'VALIDATION_ERROR', ['limit']);
      expect(expectStatus(await c.get('/v1/reports/general_ledger?limit=5000'), 200).pagination.limit).toBe(
        5000,
      );
      // Reports that are bounded by the chart of accounts take neither.
      expect422Fields(await c.get('/v1/reports/trial_balance?limit=10'), 'VALIDATION_ERROR', ['limit']);

      const bad = async (path: string) => {
        const res = await c.get(path);
        expect422Fields(res, 'VALIDATION_ERROR', ['cursor']);
        return messageOf(res.body, 'cursor');
      };
      const garbage = Buffer.from('["general_ledger",2,"x"]').toString('base64url');
      for (const cursor of ['abc', garbage, Buffer.from('{}').toString('base64url')])
        expect(await bad(`/v1/reports/general_ledger?cursor=${cursor}`)).toContain(
          'not a cursor this service issued',
        );

      // A cursor of the AR aging (two customers, one per page) given to the general ledger.
      await approve(c, 'invoices', await create(c, 'invoices', invoiceBody(ch)));
      await approve(
        c,
        'invoices',
        await create(c, 'invoices', invoiceBody(ch, { customer_id: ch.customer2 })),
      );
      const aging = await report(c, 'ar_aging', 'as_of=2026-01-31&limit=1');
      expect(aging.pagination.has_more).toBe(true);
      expect(await bad(`/v1/reports/general_ledger?cursor=${aging.pagination.next_cursor}`)).toContain(
        'another report',
      );
      expect(await bad(`/v1/reports/ap_aging?cursor=${aging.pagination.next_cursor}`)).toContain(
        'another report',
      );
      // The aging's cursor with another as_of than it was issued for.
      expect(
        await bad(`/v1/reports/ar_aging?as_of=2026-02-01&cursor=${aging.pagination.next_cursor}`),
      ).toContain('as_of=2026-01-31');

      // A general ledger cursor with another period.
      await postJournal(c, ch, '2026-01-06', ch.bank, ch.sales, '100.00');
      const gl = await report(c, 'general_ledger', 'from=2026-01-01&to=2026-01-31&limit=1');
      expect(gl.pagination.has_more).toBe(true);
      expect(
        await bad(`/v1/reports/general_ledger?to=2026-02-28&cursor=${gl.pagination.next_cursor}`),
      ).toContain('to=2026-01-31');
      expect(await bad(`/v1/reports/ar_aging?cursor=${gl.pagination.next_cursor}`)).toContain(
        'another report',
      );
    });
  });

  describe('the agings page their parties by cursor', () => {
    it('AR: a customer per page; the pages’ totals add up to the receivables', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      // Ada owes 110.00 (due 2026-01-20, 11 days past due on the 31st); Bob 110.00 less a
      // payment of 30.00: 80.00, not due yet (due 2026-02-10).
      expect([ch.customer, ch.customer2].sort()).toEqual([ch.customer, ch.customer2]);
      const ada = invoiceBody(ch, { due_at: '2026-01-20T00:00:00Z' });
      await approve(c, 'invoices', await create(c, 'invoices', ada));
      const bobInv = await create(
        c,
        'invoices',
        invoiceBody(ch, { customer_id: ch.customer2, due_at: '2026-02-10T00:00:00Z' }),
      );
      await approve(c, 'invoices', bobInv);
      await create(
        c,
        'payments',
        paymentBody(ch, {
          customer_id: ch.customer2,
          invoice_id: bobInv,
          amount: '30.00',
          occurred_at: '2026-01-25T10:00:00Z',
          deposit_to_account_id: ch.bank,
        }),
      );
      const none = {
        current: '0.00',
        days_1_30: '0.00',
        days_31_60: '0.00',
        days_61_90: '0.00',
        days_over_90: '0.00',
      };
      const p1 = await report(c, 'ar_aging', 'as_of=2026-01-31&limit=1');
      expect(p1.data.rows).toEqual([
        { customer_id: ch.customer, currency: 'USD', ...none, days_1_30: '110.00', total: '110.00' },
      ]);
      expect(p1.data.totals).toEqual([{ currency: 'USD', ...none, days_1_30: '110.00', total: '110.00' }]);
      expect(p1.pagination).toMatchObject({ has_more: true, limit: 1, page: 1 });
      const p2 = await report(c, 'ar_aging', `limit=1&cursor=${p1.pagination.next_cursor}`);
      expect(p2.as_of).toBe('2026-01-31');
      expect(p2.data.rows).toEqual([
        { customer_id: ch.customer2, currency: 'USD', ...none, current: '80.00', total: '80.00' },
      ]);
      expect(p2.pagination).toEqual({ has_more: false, limit: 1, page: 2, next_cursor: null });
      // 110.00 + 80.00 = 190.00: the receivables on the 31st.
      const tb = await report(c, 'trial_balance', 'as_of=2026-01-31');
      expect(tbNet(tb, await slotId(c, 'accounts_receivable'))).toBe(19000);
      const whole = await report(c, 'ar_aging', 'as_of=2026-01-31');
      expect(whole.data.rows).toEqual([...p1.data.rows, ...p2.data.rows]);
      expect(whole.data.totals[0]).toMatchObject({ days_1_30: '110.00', current: '80.00', total: '190.00' });
      expect(whole.pagination).toEqual({ has_more: false, limit: 500, page: 1, next_cursor: null });
    });

    it('AP: vendors in byte order on both databases (upper case before lower case)', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      // Bills of 300.00 from "acme" and of 120.00 from "Zenith" (not yet due either).
      const bill = async (vendor_id: string, total: string) =>
        approve(
          c,
          'vendor_bills',
          await create(
            c,
            'vendor_bills',
            vendorBillBody(ch, {
              vendor_id,
              total_amount: total,
              due_date: '2026-02-28',
              lines: [{ description: 'Services', amount: total, account_id: ch.rent }],
            }),
          ),
        );
      await bill('acme', '300.00');
      await bill('Zenith', '120.00');
      const none = { days_1_30: '0.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '0.00' };
      const p1 = await report(c, 'ap_aging', 'as_of=2026-01-31&limit=1');
      expect(p1.data.rows).toEqual([
        { vendor_id: 'Zenith', currency: 'USD', ...none, current: '120.00', total: '120.00' },
      ]);
      const p2 = await report(c, 'ap_aging', `limit=1&cursor=${p1.pagination.next_cursor}`);
      expect(p2.data.rows).toEqual([
        { vendor_id: 'acme', currency: 'USD', ...none, current: '300.00', total: '300.00' },
      ]);
      expect(p2.pagination.next_cursor).toBeNull();
      // 120.00 + 300.00 = 420.00 payable.
      const tb = await report(c, 'trial_balance', 'as_of=2026-01-31');
      expect(tbNet(tb, await slotId(c, 'accounts_payable'))).toBe(-42000);
    });
  });

  describe('ledger defects', () => {
    it('a payment voided with a later void_date still counts in the aging before that date', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      // Invoice of 160.00 (150.00 + 10.00 tax) on 2026-01-10; a payment of 100.00 on the 12th,
      // re-sent as void with void_date the 20th.
      const inv = await create(
        c,
        'invoices',
        invoiceBody(ch, {
          total_amount: '160.00',
          lines: [{ description: 'Widget', amount: '150.00', account_id: ch.sales }],
        }),
      );
      await approve(c, 'invoices', inv);
      const body = paymentBody(ch, {
        amount: '100.00',
        invoice_id: inv,
        occurred_at: '2026-01-12T10:00:00Z',
        deposit_to_account_id: ch.bank,
      });
      await create(c, 'payments', body);
      const voided = expectStatus(
        await c.post('/v1/payments', { ...body, status: 'void', void_date: '2026-01-20' }),
        200,
      );
      expect(voided.data).toMatchObject({ status: 'void', void_date: '2026-01-20' });
      const ar = await slotId(c, 'accounts_receivable');
      const open = async (asOf: string, currency = '') => {
        const aging = await report(c, 'ar_aging', `as_of=${asOf}${currency}`);
        expect(aging.data.rows.map((r: Json) => r.customer_id)).toEqual([ch.customer]);
        return [aging.data.rows[0].total, aging.data.totals[0].total];
      };
      // On the 15th the payment is in force: 160.00 − 100.00 = 60.00 open, the receivables then.
      expect(await open('2026-01-15')).toEqual(['60.00', '60.00']);
      expect(await open('2026-01-15', '&currency=USD')).toEqual(['60.00', '60.00']);
      expect(tbNet(await report(c, 'trial_balance', 'as_of=2026-01-15'), ar)).toBe(6000);
      // On the 11th, before the payment: 160.00.
      expect(await open('2026-01-11')).toEqual(['160.00', '160.00']);
      // From the 20th the void is: 160.00 open again.
      expect(await open('2026-01-20')).toEqual(['160.00', '160.00']);
      expect(await open('2026-01-20', '&currency=USD')).toEqual(['160.00', '160.00']);
      expect(tbNet(await report(c, 'trial_balance', 'as_of=2026-01-20'), ar)).toBe(16000);
    });

    it('the trial balance a year on: this year’s income and expense, earlier years’ profit as retained earnings', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      // 2025 (a calendar fiscal year): capital 1000, sales 500, rent 200: profit 300.
      // 2026: 70 of service revenue.
      await postJournal(c, ch, '2025-01-02', ch.bank, ch.equity, '1000.00');
      await postJournal(c, ch, '2025-03-15', ch.bank, ch.sales, '500.00');
      await postJournal(c, ch, '2025-03-31', ch.rent, ch.bank, '200.00');
      await postJournal(c, ch, '2026-02-01', ch.bank, ch.services, '70.00');
      type Row = [string | null, string, string, string, string];
      const rows = (tb: Json): Row[] =>
        (tb.data.rows as Json[]).map((r) => [
          r.account_id,
          r.account_name,
          r.account_type,
          r.debit,
          r.credit,
        ]);

      // On 2025-12-31 everything is this year's: Checking 1000 + 500 − 200 = 1300 Dr.
      const dec31 = await report(c, 'trial_balance', 'as_of=2025-12-31');
      expectBalanced(dec31);
      expect(rows(dec31)).toEqual([
        [ch.bank, 'Checking', 'asset', '1300.00', '0.00'],
        [ch.equity, 'Owner Equity', 'equity', '0.00', '1000.00'],
        [ch.rent, 'Rent', 'expense', '200.00', '0.00'],
        [ch.sales, 'Sales', 'revenue', '0.00', '500.00'],
      ]);
      expect(dec31.data.totals).toEqual([{ currency: 'USD', debit: '1500.00', credit: '1500.00' }]);

      // On 2026-03-31: Sales and Rent moved nothing in 2026 (no rows); 2025's 500 − 200 = 300 is
      // retained earnings, without an account id (the company has no retained_earnings account).
      // Checking 1300 + 70 = 1370 Dr = 1000 + 300 + 70 Cr.
      const mar31 = await report(c, 'trial_balance', 'as_of=2026-03-31');
      expectBalanced(mar31);
      expect(rows(mar31)).toEqual([
        [ch.bank, 'Checking', 'asset', '1370.00', '0.00'],
        [ch.equity, 'Owner Equity', 'equity', '0.00', '1000.00'],
        [null, 'Retained Earnings', 'equity', '0.00', '300.00'],
        [ch.services, 'Service Revenue', 'revenue', '0.00', '70.00'],
      ]);
      expect(mar31.data.totals).toEqual([{ currency: 'USD', debit: '1370.00', credit: '1370.00' }]);

      // The company's account with the slot retained_earnings carries it; a journal entry on it
      // (a dividend of 40 paid from the bank on 2026-03-01) is its own balance besides:
      // 300 − 40 = 260 Cr; Checking 1370 − 40 = 1330.
      const re = await makeAccount(c, {
        name: 'Retained Earnings',
        type: 'equity',
        slot: 'retained_earnings',
      });
      await postJournal(c, ch, '2026-03-01', re, ch.bank, '40.00');
      const withAccount = await report(c, 'trial_balance', 'as_of=2026-03-31');
      expectBalanced(withAccount);
      expect(rows(withAccount)).toEqual([
        [ch.bank, 'Checking', 'asset', '1330.00', '0.00'],
        [ch.equity, 'Owner Equity', 'equity', '0.00', '1000.00'],
        [re, 'Retained Earnings', 'equity', '0.00', '260.00'],
        [ch.services, 'Service Revenue', 'revenue', '0.00', '70.00'],
      ]);
      expect(withAccount.data.totals).toEqual([{ currency: 'USD', debit: '1330.00', credit: '1330.00' }]);

      // A fiscal year from April: on 2025-03-31 the year began 2024-04-01, nothing is earlier.
      expectStatus(await c.request('PATCH', '/v1/company', { body: { fiscal_year_start_month: 4 } }), 200);
      expect(rows(await report(c, 'trial_balance', 'as_of=2025-03-31'))).toEqual(rows(dec31));
      // On 2026-03-31 (the year began 2025-04-01) as with a calendar year: 2025-01 … 03 is earlier.
      expect(rows(await report(c, 'trial_balance', 'as_of=2026-03-31'))).toEqual(rows(withAccount));
      // On 2026-04-01 2026's 70 is earlier too: retained 300 + 70 − 40 = 330; no revenue rows.
      expect(rows(await report(c, 'trial_balance', 'as_of=2026-04-01'))).toEqual([
        [ch.bank, 'Checking', 'asset', '1330.00', '0.00'],
        [ch.equity, 'Owner Equity', 'equity', '0.00', '1000.00'],
        [re, 'Retained Earnings', 'equity', '0.00', '330.00'],
      ]);
    });
  });
}, LEDGER);
