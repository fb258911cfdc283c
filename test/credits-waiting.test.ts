/**
 * D16: a credit memo whose header names an invoice still in draft applies nothing while it is one
 * (a draft has no open balance); when the invoice is approved the credit applies then, as much as
 * is open, on both databases. Figures worked by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { get } from './helpers/fixtures.ts';
import { forEachDatabase } from './helpers/harness.ts';
import {
  approve,
  create,
  creditMemoBody,
  expectStatus,
  invoiceBody,
  LEDGER,
  seedChart,
} from './helpers/ledger-fixtures.ts';

forEachDatabase((h) => {
  describe('D16: a credit waiting for its invoice', () => {
    it('applies when the invoice it names is approved, and the answer shows it', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      // A 110.00 invoice in draft; a 55.00 credit memo naming it, approved first.
      const inv = await create(c, 'invoices', invoiceBody(ch));
      const cm = await create(c, 'credit_memos', creditMemoBody(ch, { invoice_id: inv }));
      await approve(c, 'credit_memos', cm);
      expect((await get(c, 'credit_memos', cm)).data).toMatchObject({
        status: 'open',
        unapplied_amount: '55.00',
      });
      // Customer: −55.00 (the credit, unapplied).
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('-55.00');
      expectStatus(await c.post(`/v1/invoices/${inv}/submit`), 200);
      const approved = expectStatus(await c.post(`/v1/invoices/${inv}/approve`), 200);
      // The invoice: 110.00 − 55.00 = 55.00 open, partially paid — in the approve answer too.
      expect(approved.data).toMatchObject({ status: 'partially_paid', open_balance: '55.00' });
      expect((await get(c, 'credit_memos', cm)).data).toMatchObject({
        status: 'applied',
        unapplied_amount: '0.00',
      });
      // Customer: 110.00 − 55.00 = 55.00.
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('55.00');
    });

    it('applies only what is open: a credit larger than the invoice keeps the rest', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      const inv = await create(c, 'invoices', invoiceBody(ch));
      // A 200.00 credit naming the 110.00 draft invoice.
      const cm = await create(
        c,
        'credit_memos',
        creditMemoBody(ch, {
          invoice_id: inv,
          total_amount: '200.00',
          lines: [{ description: 'Goodwill', amount: '200.00', account_id: ch.sales }],
        }),
      );
      await approve(c, 'credit_memos', cm);
      await approve(c, 'invoices', inv);
      // 110.00 applies (all that is open): the invoice is paid; 200.00 − 110.00 = 90.00 stays unapplied.
      expect((await get(c, 'invoices', inv)).data).toMatchObject({ status: 'paid', open_balance: '0.00' });
      expect((await get(c, 'credit_memos', cm)).data).toMatchObject({
        status: 'partially_applied',
        unapplied_amount: '90.00',
      });
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('-90.00');
    });
  });
}, LEDGER);
