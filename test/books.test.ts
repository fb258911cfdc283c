/**
 * Books that close (D15, D16) over HTTP on both databases: money paid out leaves the account it
 * was paid from, deposits take what they deposit out of undeposited funds (once), processor fees
 * are booked, credits apply like payments, overpayments stay visible, and a customer's balances
 * are kept per currency. Every figure is worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { expectError, expectFieldCodes } from './helpers/errors.ts';
import { get } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json } from './helpers/harness.ts';
import {
  approve,
  type Chart,
  cents,
  cr,
  create,
  creditMemoBody,
  dr,
  entriesOf,
  expectBalanced,
  expectStatus,
  invoiceBody,
  LEDGER,
  lines,
  paymentBody,
  report,
  salesReceiptBody,
  seedChart,
  shape,
  slotId,
  tbNet,
  uid,
  vendorBillBody,
} from './helpers/ledger-fixtures.ts';

forEachDatabase((h) => {
  let c: Client;
  let ch: Chart;
  const setup = async () => {
    c = await h().company();
    ch = await seedChart(c);
  };
  const approvedInvoice = async (over: Json = {}) => {
    const id = await create(c, 'invoices', invoiceBody(ch, over));
    await approve(c, 'invoices', id);
    return id;
  };
  const tb = () => report(c, 'trial_balance');

  describe('D15: money leaves the account it was paid from', () => {
    it('a bill payment credits payment_account_id, else Cash at bank (operating_bank); never undeposited funds', async () => {
      await setup();
      const bill = await create(c, 'vendor_bills', vendorBillBody(ch));
      await approve(c, 'vendor_bills', bill);
      // 300.00 bill: 200.00 from Checking, then 100.00 with no account: from Cash at bank.
      const fromChecking = await create(c, 'bill_payments', {
        source_id: uid('bp'),
        source_system: 'test',
        vendor_id: ch.vendor,
        amount: '200.00',
        currency: 'USD',
        payment_date: '2026-01-25',
        status: 'completed',
        payment_account_id: ch.bank,
        bill_id: bill,
      });
      const ap = await slotId(c, 'accounts_payable');
      expect(shape(await entriesOf(c, fromChecking))).toEqual(lines(dr(ap, '200.00'), cr(ch.bank, '200.00')));
      const plain = await create(c, 'bill_payments', {
        source_id: uid('bp'),
        source_system: 'test',
        vendor_id: ch.vendor,
        amount: '100.00',
        currency: 'USD',
        payment_date: '2026-01-26',
        status: 'completed',
        bill_id: bill,
      });
      const bank = await slotId(c, 'operating_bank');
      expect((await get(c, 'accounts', bank)).data).toMatchObject({
        name: 'Cash at bank',
        account_type: 'asset',
      });
      expect(shape(await entriesOf(c, plain))).toEqual(lines(dr(ap, '100.00'), cr(bank, '100.00')));
      // 300.00 − 200.00 − 100.00 = 0 open: the bill is paid; payables 300 − 300 = 0.
      expect((await get(c, 'vendor_bills', bill)).data).toMatchObject({
        status: 'paid',
        open_balance: '0.00',
      });
      const t = await tb();
      expectBalanced(t);
      expect(tbNet(t, ap)).toBe(0);
      expect(tbNet(t, ch.bank)).toBe(-20000);
      expect(tbNet(t, bank)).toBe(-10000);
      expect((t.data.rows as Json[]).some((r) => r.account_name === 'Undeposited Funds')).toBe(false);
    });

    it('a refund receipt credits refund_from_account_id (else Cash at bank), net of a fee given back', async () => {
      await setup();
      // 33.00 refunded (30.00 + 3.00 tax) from the card account, 0.90 fee returned by the processor:
      // Dr Sales 30.00, Dr tax 3.00 / Cr card 32.10, Cr processing fees 0.90.
      const id = await create(c, 'refund_receipts', {
        source_id: uid('rr'),
        source_system: 'test',
        status: 'completed',
        currency: 'USD',
        total_amount: '33.00',
        fee_amount: '0.90',
        refund_from_account_id: ch.card,
        document_date: '2026-01-16',
        lines: [
          { description: 'Refund', amount: '30.00', detail: { type: 'item', account_id: ch.sales } },
          { description: 'Tax refunded', line_type: 'tax', amount: '3.00' },
        ],
      });
      const tax = await slotId(c, 'sales_tax_payable');
      const fees = await slotId(c, 'processing_fees');
      expect(shape(await entriesOf(c, id))).toEqual(
        lines(dr(ch.sales, '30.00'), dr(tax, '3.00'), cr(ch.card, '32.10'), cr(fees, '0.90')),
      );
      // net_amount, when given, must be 33.00 − 0.90 = 32.10.
      expectFieldCodes(
        await c.post('/v1/refund_receipts', {
          source_id: uid('rr'),
          source_system: 'test',
          status: 'draft',
          currency: 'USD',
          total_amount: '33.00',
          fee_amount: '0.90',
          net_amount: '33.00',
        }),
        ['net_amount', 'net_mismatch'],
      );
    });

    it('a payment with a processor fee: Dr undeposited funds the net, Dr processing fees the fee, Cr receivables the amount', async () => {
      await setup();
      const inv = await approvedInvoice({ total_amount: '100.00', tax_amount: null });
      // Card payment of 100.00 with a 3.20 fee: 96.80 is what the processor pays out.
      const pay = await create(
        c,
        'payments',
        paymentBody(ch, { amount: '100.00', fee_amount: '3.20', status: 'completed', invoice_id: inv }),
      );
      const uf = await slotId(c, 'undeposited_funds');
      const fees = await slotId(c, 'processing_fees');
      const ar = await slotId(c, 'accounts_receivable');
      expect(shape(await entriesOf(c, pay))).toEqual(
        lines(dr(uf, '96.80'), dr(fees, '3.20'), cr(ar, '100.00')),
      );
      expect((await get(c, 'invoices', inv)).data).toMatchObject({ status: 'paid', open_balance: '0.00' });
      expectFieldCodes(
        await c.post(
          '/v1/payments',
          paymentBody(ch, { fee_amount: '3.20', net_amount: '100.00', status: 'pending' }),
        ),
        ['net_amount', 'net_mismatch'],
      );
    });
  });

  describe('D15: deposits clear what they deposit', () => {
    /** A completed 110.00 payment of an approved invoice, into undeposited funds (3.20 fee when asked). */
    const payment = async (fee?: string) => {
      const inv = await approvedInvoice();
      return create(
        c,
        'payments',
        paymentBody(ch, { status: 'completed', invoice_id: inv, ...(fee ? { fee_amount: fee } : {}) }),
      );
    };
    const depositBody = (over: Json) => ({
      source_id: uid('dep'),
      source_system: 'test',
      status: 'deposited',
      currency: 'USD',
      deposit_date: '2026-01-31',
      deposit_to_account_id: ch.bank,
      ...over,
    });

    it('moves a payment and a sales receipt out of undeposited funds; the line amount defaults to the net amount', async () => {
      await setup();
      const pay = await payment('3.20'); // net 110.00 − 3.20 = 106.80
      const sr = await create(c, 'sales_receipts', salesReceiptBody(ch));
      await approve(c, 'sales_receipts', sr); // 80.00 to undeposited funds
      const uf = await slotId(c, 'undeposited_funds');
      expect(tbNet(await tb(), uf)).toBe(10680 + 8000);
      // The deposit: 106.80 + 80.00 = 186.80 to Checking, the payment's amount filled in.
      const dep = await create(
        c,
        'deposits',
        depositBody({
          total_amount: '186.80',
          lines: [
            { source_document_type: 'payment', source_document_id: pay },
            { source_document_type: 'sales_receipt', source_document_id: sr, amount: '80.00' },
          ],
        }),
      );
      const d = await get(c, 'deposits', dep);
      expect(d.data.lines.map((l: Json) => l.amount)).toEqual(['106.80', '80.00']);
      expect(shape(await entriesOf(c, dep))).toEqual(lines(dr(ch.bank, '186.80'), cr(uf, '186.80')));
      // Undeposited funds: 186.80 − 186.80 = 0; Checking 186.80.
      const t = await tb();
      expectBalanced(t);
      expect(tbNet(t, uf)).toBe(0);
      expect(tbNet(t, ch.bank)).toBe(18680);
      expect((await get(c, 'payments', pay)).data.deposit_id).toBe(dep);
      expect((await get(c, 'sales_receipts', sr)).data.deposit_id).toBe(dep);
    });

    it('refuses a document twice (409 ALREADY_DEPOSITED), one not in undeposited funds, and a wrong amount', async () => {
      await setup();
      const pay = await payment();
      const first = await create(
        c,
        'deposits',
        depositBody({
          total_amount: '110.00',
          lines: [{ source_document_type: 'payment', source_document_id: pay }],
        }),
      );
      const again = await c.post(
        '/v1/deposits',
        depositBody({
          total_amount: '110.00',
          lines: [{ source_document_type: 'payment', source_document_id: pay }],
        }),
      );
      const body = expectError(again, 409, 'ALREADY_DEPOSITED');
      expect(body.message).toContain(first);
      expect(body.errors).toEqual([
        {
          field: 'lines.0.source_document_id',
          code: 'already_deposited',
          message: `is already on deposit ${first}`,
        },
      ]);
      // A payment deposited straight to a bank account never went to undeposited funds; a pending
      // one has posted nothing; an id of no payment names nothing.
      const direct = await create(
        c,
        'payments',
        paymentBody(ch, { status: 'completed', deposit_to_account_id: ch.bank, customer_id: ch.customer }),
      );
      const pending = await create(c, 'payments', paymentBody(ch, { status: 'pending' }));
      expectFieldCodes(
        await c.post(
          '/v1/deposits',
          depositBody({
            total_amount: '330.00',
            lines: [
              { source_document_type: 'payment', source_document_id: direct, amount: '110.00' },
              { source_document_type: 'payment', source_document_id: pending, amount: '110.00' },
              {
                source_document_type: 'payment',
                source_document_id: '01900000-0000-7000-8000-000000000000',
                amount: '110.00',
              },
            ],
          }),
        ),
        ['lines.0.source_document_id', 'not_depositable'],
        ['lines.1.source_document_id', 'not_depositable'],
        ['lines.2.source_document_id', 'not_depositable'],
      );
      const other = await payment();
      const wrong = expectFieldCodes(
        await c.post(
          '/v1/deposits',
          depositBody({
            total_amount: '100.00',
            lines: [{ source_document_type: 'payment', source_document_id: other, amount: '100.00' }],
          }),
        ),
        ['lines.0.amount', 'amount_mismatch'],
      );
      expect(wrong.errors[0].message).toBe(
        'must equal what the payment put in undeposited funds: expected 110.00, got 100.00',
      );
      // Nothing of the refused deposits was written: only the first deposit holds a payment.
      expect((await get(c, 'payments', other)).data.deposit_id).toBeNull();
      expect(expectStatus(await c.get('/v1/deposits'), 200).pagination.total_count).toBe(1);
    });

    it('voids in order: a deposited payment is not voided until its deposit is; the void frees it', async () => {
      await setup();
      const pay = await payment();
      const dep = await create(
        c,
        'deposits',
        depositBody({
          total_amount: '110.00',
          lines: [{ source_document_type: 'payment', source_document_id: pay }],
        }),
      );
      const refused = expectError(
        await c.post('/v1/payments', { ...(await get(c, 'payments', pay)).data, status: 'void' }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      expect(refused.message).toContain(dep);
      expectStatus(await c.put(`/v1/deposits/${dep}`, { status: 'void' }), 200);
      expect((await get(c, 'payments', pay)).data.deposit_id).toBeNull();
      const uf = await slotId(c, 'undeposited_funds');
      // The deposit reversed: 110.00 is back in undeposited funds, Checking 0.
      let t = await tb();
      expect(tbNet(t, uf)).toBe(11000);
      expect(tbNet(t, ch.bank)).toBe(0);
      // Now the payment voids: undeposited funds 0, the invoice open again at 110.00.
      const voided = await c.post('/v1/payments', {
        ...(await get(c, 'payments', pay)).data,
        status: 'void',
      });
      expectStatus(voided, 200);
      t = await tb();
      expectBalanced(t);
      expect(tbNet(t, uf)).toBe(0);
    });
  });

  describe('D16: credits apply like payments; nothing sums across currencies', () => {
    it('a credit memo applied to an invoice: open balance, statuses, unapplied amounts, aging = receivables', async () => {
      await setup();
      const inv = await approvedInvoice(); // 110.00
      // A 55.00 credit memo allocated 40.00 to the invoice: the invoice 110 − 40 = 70 open.
      const cm = await create(
        c,
        'credit_memos',
        creditMemoBody(ch, {
          allocations: [{ invoice_id: inv, amount: '40.00', allocated_on: '2026-01-12' }],
        }),
      );
      expect((await get(c, 'invoices', inv)).data.open_balance).toBe('110.00'); // a draft credit applies nothing
      await approve(c, 'credit_memos', cm);
      expect((await get(c, 'invoices', inv)).data).toMatchObject({
        open_balance: '70.00',
        status: 'partially_paid',
      });
      expect((await get(c, 'credit_memos', cm)).data).toMatchObject({
        status: 'partially_applied',
        unapplied_amount: '15.00',
      });
      // Receivables: 110.00 − 55.00 = 55.00 = aging: 70.00 open − 15.00 unapplied.
      const ar = await slotId(c, 'accounts_receivable');
      expect(tbNet(await tb(), ar)).toBe(5500);
      const aging = await report(c, 'ar_aging');
      // The invoice has no due date: all of it is current, as is the unapplied credit.
      expect(aging.data.totals).toEqual([
        {
          currency: 'USD',
          current: '55.00',
          days_1_30: '0.00',
          days_31_60: '0.00',
          days_61_90: '0.00',
          days_over_90: '0.00',
          total: '55.00',
        },
      ]);
      // The customer: 110.00 − 55.00 = 55.00 in USD.
      expect((await get(c, 'customers', ch.customer)).data).toMatchObject({
        balance: '55.00',
        balances: { USD: '55.00' },
      });
      // Voiding the credit unapplies it: the invoice open at 110.00 again.
      await c.post(`/v1/credit_memos/${cm}/void`);
      expect((await get(c, 'invoices', inv)).data).toMatchObject({ open_balance: '110.00', status: 'open' });
      expect((await get(c, 'credit_memos', cm)).data.unapplied_amount).toBe('0.00');
    });

    it('a credit memo naming its invoice applies up to the open balance; refuses another customer’s invoice', async () => {
      await setup();
      const inv = await approvedInvoice(); // 110.00
      const pay = await create(
        c,
        'payments',
        paymentBody(ch, { amount: '80.00', status: 'completed', invoice_id: inv }),
      );
      expect(pay).toBeTruthy();
      // 30.00 open; a 55.00 credit naming the invoice applies 30.00 and keeps 25.00 unapplied.
      const cm = await create(
        c,
        'credit_memos',
        creditMemoBody(ch, { invoice_id: inv, approval_status: 'approved' }),
      );
      expect((await get(c, 'invoices', inv)).data).toMatchObject({ open_balance: '0.00', status: 'paid' });
      expect((await get(c, 'credit_memos', cm)).data).toMatchObject({
        status: 'partially_applied',
        unapplied_amount: '25.00',
      });
      const other = await approvedInvoice({ customer_id: ch.customer2 });
      expectFieldCodes(
        await c.post(
          '/v1/credit_memos',
          creditMemoBody(ch, {
            approval_status: 'approved',
            allocations: [{ invoice_id: other, amount: '10.00' }],
          }),
        ),
        ['allocations.0.invoice_id', 'customer_mismatch'],
      );
      expectFieldCodes(
        await c.post(
          '/v1/credit_memos',
          creditMemoBody(ch, {
            approval_status: 'approved',
            allocations: [
              { invoice_id: inv, amount: '40.00' },
              { invoice_id: other, amount: '20.00' },
            ],
          }),
        ),
        // 40.00 + 20.00 = 60.00 > 55.00; nothing is open on the first invoice; the second is Bob's.
        ['allocations', 'over_allocated'],
        ['allocations.0.amount', 'exceeds_open_balance'],
        ['allocations.1.invoice_id', 'customer_mismatch'],
      );
    });

    it('a vendor credit applied to a bill lowers its open balance; aging = payables', async () => {
      await setup();
      const bill = await create(c, 'vendor_bills', vendorBillBody(ch)); // 300.00
      await approve(c, 'vendor_bills', bill);
      const vc = await create(c, 'vendor_credits', {
        source_id: uid('vc'),
        source_system: 'test',
        vendor_id: ch.vendor,
        status: 'open',
        approval_status: 'approved',
        currency: 'USD',
        total_amount: '50.00',
        credit_date: '2026-01-18',
        bill_id: bill,
        lines: [{ description: 'Refund of overcharge', amount: '50.00', account_id: ch.rent }],
      });
      // 300.00 − 50.00 = 250.00 open; the credit fully applied.
      expect((await get(c, 'vendor_bills', bill)).data).toMatchObject({
        open_balance: '250.00',
        status: 'partially_paid',
      });
      expect((await get(c, 'vendor_credits', vc)).data).toMatchObject({
        status: 'applied',
        unapplied_amount: '0.00',
      });
      const ap = await slotId(c, 'accounts_payable');
      expect(tbNet(await tb(), ap)).toBe(-25000);
      expect((await report(c, 'ap_aging')).data.totals[0].total).toBe('250.00');
      // Voided by approval_status (vendor credits have no actions): void by both fields (D7), and
      // it unapplies: the bill is 300.00 open again.
      const voided = expectStatus(await c.put(`/v1/vendor_credits/${vc}`, { approval_status: 'void' }), 200);
      expect(voided.data).toMatchObject({
        approval_status: 'void',
        status: 'void',
        unapplied_amount: '0.00',
      });
      expect((await get(c, 'vendor_bills', bill)).data).toMatchObject({
        open_balance: '300.00',
        status: 'open',
      });
    });

    it('an overpayment stays with the customer as unapplied, in aging and in the balance, until applied', async () => {
      await setup();
      const inv = await approvedInvoice(); // 110.00
      // 150.00 received, 110.00 allocated: 40.00 unapplied.
      const pay = await create(
        c,
        'payments',
        paymentBody(ch, {
          amount: '150.00',
          status: 'completed',
          allocations: [{ invoice_id: inv, amount: '110.00' }],
        }),
      );
      expect((await get(c, 'payments', pay)).data.unapplied_amount).toBe('40.00');
      // Receivables 110 − 150 = −40 = aging (0 open − 40 unapplied) = the customer's balance.
      const ar = await slotId(c, 'accounts_receivable');
      expect(tbNet(await tb(), ar)).toBe(-4000);
      expect((await report(c, 'ar_aging')).data.totals[0].total).toBe('-40.00');
      expect((await get(c, 'customers', ch.customer)).data.balances).toEqual({ USD: '-40.00' });
      // A second invoice of 110.00; the upsert of the payment with both allocations applies the 40.00.
      const inv2 = await approvedInvoice();
      const p = (await get(c, 'payments', pay)).data;
      expectStatus(
        await c.post('/v1/payments', {
          source_id: p.source_id,
          source_system: p.source_system,
          amount: '150.00',
          currency: 'USD',
          status: 'completed',
          customer_id: ch.customer,
          occurred_at: p.occurred_at,
          allocations: [
            { invoice_id: inv, amount: '110.00' },
            { invoice_id: inv2, amount: '40.00' },
          ],
        }),
        200,
      );
      expect((await get(c, 'payments', pay)).data.unapplied_amount).toBe('0.00');
      expect((await get(c, 'invoices', inv2)).data).toMatchObject({
        open_balance: '70.00',
        status: 'partially_paid',
      });
      // Receivables 220 − 150 = 70 = aging 70 open.
      expect((await report(c, 'ar_aging')).data.totals[0].total).toBe('70.00');
    });

    it('a customer’s balances are per currency; balance is their value in the base currency (D17)', async () => {
      await setup();
      // USD 100.00, EUR 50.00 at 1.10, JPY 1000 at 0.0067: balances never add currencies (never
      // 1150.00); balance = 100.00 + 55.00 + 6.70 = 161.70 USD.
      await approvedInvoice({
        total_amount: '100.00',
        tax_amount: null,
        lines: [{ description: 'A', amount: '100.00', account_id: ch.sales }],
      });
      await approvedInvoice({
        currency: 'EUR',
        exchange_rate: '1.10',
        total_amount: '50.00',
        tax_amount: null,
        lines: [{ description: 'B', amount: '50.00', account_id: ch.sales }],
      });
      await approvedInvoice({
        currency: 'JPY',
        exchange_rate: '0.0067',
        total_amount: '1000',
        tax_amount: null,
        lines: [{ description: 'C', amount: '1000', account_id: ch.sales }],
      });
      const cust = (await get(c, 'customers', ch.customer)).data;
      // Each written with its currency's digits (D4): JPY has none.
      expect(cust.balances).toEqual({ USD: '100.00', EUR: '50.00', JPY: '1000' });
      expect(cust.balance).toBe('161.70');
      // The reports say the same: receivables of 161.70 in USD (the base), and each currency's
      // amount as posted with ?currency=.
      const tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      const ar = await slotId(c, 'accounts_receivable');
      expect(tbNet(tb, ar)).toBe(16170);
      const aging = await report(c, 'ar_aging');
      expect(aging.data.rows).toEqual([
        expect.objectContaining({ customer_id: ch.customer, total: '161.70' }),
      ]);
      for (const [currency, total] of Object.entries(cust.balances)) {
        const byCurrency = await report(c, 'ar_aging', `currency=${currency}`);
        expect(byCurrency.data.totals, currency).toEqual([expect.objectContaining({ currency, total })]);
        expect(tbNet(await report(c, 'trial_balance', `currency=${currency}`), ar, currency)).toBe(
          cents(String(total)),
        );
      }
    });
  });
}, LEDGER);
