/**
 * D17 over HTTP on both databases: foreign documents valued in the base currency (USD here).
 * Every journal line's base amount is worked out by hand in the comments: amount × rate, rounded
 * half away from zero to the cent, the receivable (payable, bank) line exact and a posting's
 * remainder on its largest other line; what a payment,
 * credit or deposit clears is worth what the cleared document was booked at, and the difference is
 * a realized gain or loss on Exchange Gain or Loss (slot `fx_gain_loss`), a USD line.
 */
import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/errors.ts';
import { get } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json } from './helpers/harness.ts';
import {
  approve,
  type Chart,
  create,
  creditMemoBody,
  type Entry,
  entriesOf,
  expectStatus,
  invoiceBody,
  LEDGER,
  ledgerEntries,
  paymentBody,
  seedChart,
  slotId,
  uid,
  vendorBillBody,
} from './helpers/ledger-fixtures.ts';

type FxEntry = Entry & { base_debit_amount: string; base_credit_amount: string; exchange_rate: string };

/** A line as `account currency Dr amount = base` (the base amount in USD). */
function valued(entries: Entry[]): string[] {
  return (entries as FxEntry[])
    .map((e) => {
      const dr = Number(e.debit_amount) !== 0;
      // D8: one side per line, in its own currency and in the base currency alike (a zero written
      // with the digits of its currency, D4: "0.00" in USD, "0" in JPY).
      expect(dr !== (Number(e.credit_amount) !== 0), JSON.stringify(e)).toBe(true);
      expect(Number(dr ? e.base_credit_amount : e.base_debit_amount), JSON.stringify(e)).toBe(0);
      return dr
        ? `${e.account_id} ${e.currency} Dr ${e.debit_amount} = ${e.base_debit_amount}`
        : `${e.account_id} ${e.currency} Cr ${e.credit_amount} = ${e.base_credit_amount}`;
    })
    .sort();
}
const dr = (account: string, currency: string, amount: string, base: string) =>
  `${account} ${currency} Dr ${amount} = ${base}`;
const cr = (account: string, currency: string, amount: string, base: string) =>
  `${account} ${currency} Cr ${amount} = ${base}`;
const set = (...xs: string[]) => [...xs].sort();

/** Cents of base debits less base credits of `entries`, per account. */
function baseNet(entries: Entry[]): Map<string, number> {
  const net = new Map<string, number>();
  for (const e of entries as FxEntry[]) {
    const v = Math.round(Number(e.base_debit_amount) * 100) - Math.round(Number(e.base_credit_amount) * 100);
    net.set(e.account_id, (net.get(e.account_id) ?? 0) + v);
  }
  return net;
}

forEachDatabase((h) => {
  let c: Client;
  let ch: Chart;
  let ar: string;
  let ap: string;
  let fx: string;
  const setup = async () => {
    c = await h().company();
    ch = await seedChart(c);
  };
  const slots = async () => {
    ar = await slotId(c, 'accounts_receivable');
  };
  /** The whole ledger balances in USD, line by line. */
  const expectBaseBalanced = async () => {
    const all = (await ledgerEntries(c)) as FxEntry[];
    const debits = all.reduce((t, e) => t + Math.round(Number(e.base_debit_amount) * 100), 0);
    const credits = all.reduce((t, e) => t + Math.round(Number(e.base_credit_amount) * 100), 0);
    expect(debits).toBe(credits);
    return baseNet(all);
  };
  const eurInvoice = async (rate: string, over: Json = {}) => {
    const id = await create(
      c,
      'invoices',
      invoiceBody(ch, {
        currency: 'EUR',
        exchange_rate: rate,
        total_amount: '1000.00',
        tax_amount: null,
        lines: [{ description: 'Consulting, Lyon', amount: '1000.00', account_id: ch.services }],
        ...over,
      }),
    );
    await approve(c, 'invoices', id);
    return id;
  };
  const eurPaymentBody = (invoice: string, amount: string, rate: string, over: Json = {}) =>
    paymentBody(ch, {
      currency: 'EUR',
      exchange_rate: rate,
      amount,
      invoice_id: invoice,
      deposit_to_account_id: ch.bank,
      ...over,
    });
  const eurPayment = (invoice: string, amount: string, rate: string, over: Json = {}) =>
    create(c, 'payments', eurPaymentBody(invoice, amount, rate, over));

  describe('D17: the worked example', () => {
    it('EUR 1,000.00 invoiced at 1.08 and paid at 1.10: receivables clear in USD, a realized gain of 20.00', async () => {
      await setup();
      const inv = await eurInvoice('1.08');
      await slots();
      // 1,000.00 × 1.08 = 1,080.00 on receivables and on revenue.
      expect(valued(await entriesOf(c, inv))).toEqual(
        set(dr(ar, 'EUR', '1000.00', '1080.00'), cr(ch.services, 'EUR', '1000.00', '1080.00')),
      );
      const pay = await eurPayment(inv, '1000.00', '1.10');
      fx = await slotId(c, 'fx_gain_loss');
      // The bank gets 1,000.00 × 1.10 = 1,100.00; receivables clear at what the invoice booked,
      // 1,080.00; the 20.00 between them is a realized gain, a USD credit.
      expect(valued(await entriesOf(c, pay))).toEqual(
        set(
          dr(ch.bank, 'EUR', '1000.00', '1100.00'),
          cr(ar, 'EUR', '1000.00', '1080.00'),
          cr(fx, 'USD', '20.00', '20.00'),
        ),
      );
      const net = await expectBaseBalanced();
      // Receivables 1,080.00 − 1,080.00 = 0; bank 1,100.00; revenue −1,080.00; gain −20.00.
      expect(net.get(ar)).toBe(0);
      expect(net.get(ch.bank)).toBe(110000);
      expect(net.get(ch.services)).toBe(-108000);
      expect(net.get(fx)).toBe(-2000);
      const invoice = (await get(c, 'invoices', inv)).data;
      expect(invoice.status).toBe('paid');
      expect(invoice.exchange_rate).toBe('1.08');
      // The customer owes EUR 0.00, worth USD 0.00.
      const cust = (await get(c, 'customers', ch.customer)).data;
      expect(cust.balances).toEqual({ EUR: '0.00' });
      expect(cust.balance).toBe('0.00');
      // The gain account is made on first need: an expense account, the gain a credit on it.
      const account = (await get(c, 'accounts', fx)).data;
      expect(account).toMatchObject({ name: 'Exchange Gain or Loss', type: 'expense', slot: 'fx_gain_loss' });
    });

    it('the mirror for a vendor bill: EUR 500.00 booked at 1.10, paid at 1.12, a realized loss of 10.00', async () => {
      await setup();
      const bill = await create(
        c,
        'vendor_bills',
        vendorBillBody(ch, {
          currency: 'EUR',
          exchange_rate: '1.10',
          total_amount: '500.00',
          lines: [{ description: 'Paris office rent', amount: '500.00', account_id: ch.rent }],
        }),
      );
      await approve(c, 'vendor_bills', bill);
      ap = await slotId(c, 'accounts_payable');
      // 500.00 × 1.10 = 550.00 on rent and on payables.
      expect(valued(await entriesOf(c, bill))).toEqual(
        set(dr(ch.rent, 'EUR', '500.00', '550.00'), cr(ap, 'EUR', '500.00', '550.00')),
      );
      const bp = await create(c, 'bill_payments', {
        source_id: uid('bp'),
        source_system: 'test',
        vendor_id: ch.vendor,
        amount: '500.00',
        currency: 'EUR',
        exchange_rate: '1.12',
        payment_date: '2026-02-01',
        status: 'completed',
        payment_account_id: ch.bank,
        bill_id: bill,
      });
      fx = await slotId(c, 'fx_gain_loss');
      // Payables clear at 550.00; the bank pays 500.00 × 1.12 = 560.00; the 10.00 more is a loss.
      expect(valued(await entriesOf(c, bp))).toEqual(
        set(
          dr(ap, 'EUR', '500.00', '550.00'),
          cr(ch.bank, 'EUR', '500.00', '560.00'),
          dr(fx, 'USD', '10.00', '10.00'),
        ),
      );
      const net = await expectBaseBalanced();
      expect(net.get(ap)).toBe(0);
      expect(net.get(ch.bank)).toBe(-56000);
      expect(net.get(fx)).toBe(1000);
      expect((await get(c, 'vendor_bills', bill)).data.status).toBe('paid');
    });

    it('partial payments at other rates: each part clears at the invoice’s rate, the last part what is left', async () => {
      await setup();
      const inv = await eurInvoice('1.08'); // receivables 1,080.00
      await slots();
      // 400.00 at 1.10: the bank 440.00; receivables 400.00 × 1.08 = 432.00; gain 8.00.
      const firstBody = eurPaymentBody(inv, '400.00', '1.10');
      const first = await create(c, 'payments', firstBody);
      fx = await slotId(c, 'fx_gain_loss');
      expect(valued(await entriesOf(c, first))).toEqual(
        set(
          dr(ch.bank, 'EUR', '400.00', '440.00'),
          cr(ar, 'EUR', '400.00', '432.00'),
          cr(fx, 'USD', '8.00', '8.00'),
        ),
      );
      expect((await get(c, 'invoices', inv)).data.status).toBe('partially_paid');
      // 600.00 at 1.05 settles it: receivables clear 1,080.00 − 432.00 = 648.00; the bank
      // 600.00 × 1.05 = 630.00; a loss of 18.00.
      const second = await eurPayment(inv, '600.00', '1.05');
      expect(valued(await entriesOf(c, second))).toEqual(
        set(
          dr(ch.bank, 'EUR', '600.00', '630.00'),
          cr(ar, 'EUR', '600.00', '648.00'),
          dr(fx, 'USD', '18.00', '18.00'),
        ),
      );
      let net = await expectBaseBalanced();
      expect(net.get(ar)).toBe(0);
      expect(net.get(fx)).toBe(-800 + 1800);
      // The first payment voided: its lines reversed at their own values; 432.00 is open again.
      expectStatus(await c.post('/v1/payments', { ...firstBody, status: 'void' }), 200);
      net = await expectBaseBalanced();
      expect(net.get(ar)).toBe(43200);
      expect((await get(c, 'invoices', inv)).data.status).toBe('partially_paid');
      // 400.00 at 1.20 settles it again: receivables clear the 1,080.00 − 648.00 = 432.00 left;
      // the bank 480.00; a gain of 48.00.
      const third = await eurPayment(inv, '400.00', '1.20');
      expect(valued(await entriesOf(c, third))).toEqual(
        set(
          dr(ch.bank, 'EUR', '400.00', '480.00'),
          cr(ar, 'EUR', '400.00', '432.00'),
          cr(fx, 'USD', '48.00', '48.00'),
        ),
      );
      net = await expectBaseBalanced();
      expect(net.get(ar)).toBe(0);
      // Gains: 48.00 (the 8.00 of the voided payment reversed); loss 18.00: net a 30.00 gain.
      expect(net.get(fx)).toBe(-3000);
      expect((await get(c, 'invoices', inv)).data.status).toBe('paid');
    });

    it('a credit memo in EUR applied to an EUR invoice clears receivables at the invoice’s rate', async () => {
      await setup();
      const inv = await eurInvoice('1.08');
      await slots();
      const cm = await create(
        c,
        'credit_memos',
        creditMemoBody(ch, {
          currency: 'EUR',
          exchange_rate: '1.10',
          total_amount: '200.00',
          invoice_id: inv,
          lines: [{ description: 'Discount agreed', amount: '200.00', account_id: ch.services }],
        }),
      );
      await approve(c, 'credit_memos', cm);
      fx = await slotId(c, 'fx_gain_loss');
      // Revenue is reduced by 200.00 × 1.10 = 220.00; receivables by 200.00 × 1.08 = 216.00 (a
      // part of the invoice); the 4.00 between them is a realized gain.
      expect(valued(await entriesOf(c, cm))).toEqual(
        set(
          dr(ch.services, 'EUR', '200.00', '220.00'),
          cr(ar, 'EUR', '200.00', '216.00'),
          cr(fx, 'USD', '4.00', '4.00'),
        ),
      );
      const net = await expectBaseBalanced();
      // Receivables 1,080.00 − 216.00 = 864.00: the 800.00 still open at 1.08.
      expect(net.get(ar)).toBe(86400);
      const invoice = (await get(c, 'invoices', inv)).data;
      expect(invoice).toMatchObject({ status: 'partially_paid', open_balance: '800.00' });
      const cust = (await get(c, 'customers', ch.customer)).data;
      expect(cust).toMatchObject({ balances: { EUR: '800.00' }, balance: '864.00' });
    });

    it('a deposit of an EUR payment takes it out of undeposited funds at the payment’s value', async () => {
      await setup();
      const inv = await eurInvoice('1.10');
      await slots();
      // 1,000.00 at 1.10 into undeposited funds: 1,100.00; receivables clear 1,100.00 exactly.
      const pay = await eurPayment(inv, '1000.00', '1.10', { deposit_to_account_id: null });
      const ufId = await slotId(c, 'undeposited_funds');
      expect(valued(await entriesOf(c, pay))).toEqual(
        set(dr(ufId, 'EUR', '1000.00', '1100.00'), cr(ar, 'EUR', '1000.00', '1100.00')),
      );
      // Deposited at 1.12: the bank 1,120.00; undeposited funds cleared at 1,100.00; gain 20.00.
      const dep = await create(c, 'deposits', {
        source_id: uid('dep'),
        source_system: 'test',
        status: 'deposited',
        currency: 'EUR',
        exchange_rate: '1.12',
        deposit_date: '2026-01-31',
        deposit_to_account_id: ch.bank,
        total_amount: '1000.00',
        lines: [{ source_document_type: 'payment', source_document_id: pay }],
      });
      fx = await slotId(c, 'fx_gain_loss');
      expect(valued(await entriesOf(c, dep))).toEqual(
        set(
          dr(ch.bank, 'EUR', '1000.00', '1120.00'),
          cr(ufId, 'EUR', '1000.00', '1100.00'),
          cr(fx, 'USD', '20.00', '20.00'),
        ),
      );
      const net = await expectBaseBalanced();
      expect(net.get(ufId)).toBe(0);
      expect(net.get(ar)).toBe(0);
    });
  });

  describe('D17: bank transfers across currencies', () => {
    it('USD 1,000.00 to an EUR account, EUR 920.00 arriving at 1.09: a gain of 2.80', async () => {
      await setup();
      const euro = await create(c, 'accounts', {
        source_id: uid('acc'),
        name: 'Euro account',
        type: 'asset',
        sub_type: 'bank',
        currency: 'EUR',
      });
      const body = {
        source_id: uid('bt'),
        source_system: 'test',
        amount: '1000.00',
        currency: 'USD',
        transfer_date: '2026-02-03',
        from_account_id: ch.bank,
        to_account_id: euro,
        status: 'approved',
      };
      // Across currencies the arriving amount is required, and its currency with it.
      const noAmount = expectError(
        await c.post('/v1/bank_transfers', { ...body, to_currency: 'EUR' }),
        422,
        'VALIDATION_ERROR',
      );
      expect(noAmount.errors.map((e: Json) => [e.field, e.code])).toEqual([['to_amount', 'required']]);
      // No rate of EUR on file and none given: it cannot post.
      const noRate = expectError(
        await c.post('/v1/bank_transfers', { ...body, to_currency: 'EUR', to_amount: '920.00' }),
        422,
        'VALIDATION_ERROR',
      );
      expect(noRate.errors.map((e: Json) => [e.field, e.code])).toEqual([['to_exchange_rate', 'required']]);
      const id = await create(c, 'bank_transfers', {
        ...body,
        to_currency: 'EUR',
        to_amount: '920.00',
        to_exchange_rate: '1.09',
      });
      fx = await slotId(c, 'fx_gain_loss');
      // Out: USD 1,000.00 (1,000.00). In: EUR 920.00 × 1.09 = 1,002.80. Gain 2.80.
      expect(valued(await entriesOf(c, id))).toEqual(
        set(
          dr(euro, 'EUR', '920.00', '1002.80'),
          cr(ch.bank, 'USD', '1000.00', '1000.00'),
          cr(fx, 'USD', '2.80', '2.80'),
        ),
      );
      await expectBaseBalanced();
    });
  });

  describe('D17: rounding', () => {
    it('three lines at a rate that leaves a remainder: the receivable keeps its exact value, the remainder goes to the largest other line', async () => {
      await setup();
      const third = await create(c, 'accounts', { source_id: uid('acc'), name: 'Training', type: 'revenue' });
      const id = await create(
        c,
        'invoices',
        invoiceBody(ch, {
          currency: 'EUR',
          exchange_rate: '1.2345',
          total_amount: '30.03',
          tax_amount: null,
          lines: [
            { description: 'A', amount: '10.01', account_id: ch.sales },
            { description: 'B', amount: '10.01', account_id: ch.services },
            { description: 'C', amount: '10.01', account_id: third },
          ],
        }),
      );
      await approve(c, 'invoices', id);
      await slots();
      // Each line: 10.01 × 1.2345 = 12.357345 → 12.36; three make 37.08. The receivable:
      // 30.03 × 1.2345 = 37.072035 → 37.07, and it stays 37.07 (D17: the line settled later is
      // worth exactly its amount × rate). The posting would be off by 0.01: the largest other line
      // takes it (the three are equal: the first, sales), 12.36 − 0.01 = 12.35.
      // (Until 2026-11-28 the receivable took it, 37.08: a payment then cleared a cent too much.)
      expect(valued(await entriesOf(c, id))).toEqual(
        set(
          dr(ar, 'EUR', '30.03', '37.07'),
          cr(ch.sales, 'EUR', '10.01', '12.35'),
          cr(ch.services, 'EUR', '10.01', '12.36'),
          cr(third, 'EUR', '10.01', '12.36'),
        ),
      );
      await expectBaseBalanced();
    });

    it('a JPY document (no minor unit) in a USD company, and a USD document in a JPY company', async () => {
      await setup();
      const id = await create(
        c,
        'invoices',
        invoiceBody(ch, {
          currency: 'JPY',
          exchange_rate: '0.0067',
          total_amount: '1234',
          tax_amount: null,
          lines: [{ description: 'Tokyo', amount: '1234', account_id: ch.sales }],
        }),
      );
      await approve(c, 'invoices', id);
      await slots();
      // JPY 1,234 × 0.0067 = 8.2678 → USD 8.27. JPY amounts are written without decimals (D4).
      expect(valued(await entriesOf(c, id))).toEqual(
        set(dr(ar, 'JPY', '1234', '8.27'), cr(ch.sales, 'JPY', '1234', '8.27')),
      );
      // A company whose base currency is JPY: base amounts have no decimals.
      await setup();
      expectStatus(await c.request('PATCH', '/v1/company', { body: { base_currency: 'JPY' } }), 200);
      const usd = await create(
        c,
        'invoices',
        invoiceBody(ch, {
          currency: 'USD',
          exchange_rate: '150.123',
          total_amount: '10.55',
          tax_amount: null,
          lines: [{ description: 'NY', amount: '10.55', account_id: ch.sales }],
        }),
      );
      await approve(c, 'invoices', usd);
      await slots();
      // USD 10.55 × 150.123 = 1,583.79765 → JPY 1,584, written "1584" (D4: JPY has no minor unit).
      expect(valued(await entriesOf(c, usd))).toEqual(
        set(dr(ar, 'USD', '10.55', '1584'), cr(ch.sales, 'USD', '10.55', '1584')),
      );
    });
  });

  describe('D17: the rate a document takes', () => {
    it('a foreign document without a rate cannot post (422 naming exchange_rate); with one on file it takes it', async () => {
      await setup();
      const body = invoiceBody(ch, {
        currency: 'EUR',
        total_amount: '100.00',
        tax_amount: null,
        lines: [{ description: 'x', amount: '100.00', account_id: ch.sales }],
      });
      // A draft posts nothing: it needs no rate.
      const id = await create(c, 'invoices', body);
      expectStatus(await c.post(`/v1/invoices/${id}/submit`, {}), 200);
      const refused = expectError(await c.post(`/v1/invoices/${id}/approve`, {}), 422, 'VALIDATION_ERROR');
      expect(refused.errors.map((e: Json) => [e.field, e.code])).toEqual([['exchange_rate', 'required']]);
      expect(refused.errors[0].message).toContain('/v1/exchange_rates');
      expect((await get(c, 'invoices', id)).data.approval_status).toBe('pending_approval');
      expect(await entriesOf(c, id)).toEqual([]);
      // Rates on file: 1.05 from 2025-12-01, 1.07 from 2026-01-01, 1.09 from 2026-02-01. The
      // invoice is dated 2026-01-10: it takes 1.07.
      for (const [rate, day] of [
        ['1.05', '2025-12-01'],
        ['1.07', '2026-01-01'],
        ['1.09', '2026-02-01'],
      ] as const)
        expectStatus(
          await c.post('/v1/exchange_rates', {
            source_id: `eur-${day}`,
            currency: 'EUR',
            rate,
            effective_date: day,
          }),
          201,
        );
      expectStatus(await c.post(`/v1/invoices/${id}/approve`, {}), 200);
      await slots();
      expect((await get(c, 'invoices', id)).data.exchange_rate).toBe('1.07');
      expect(valued(await entriesOf(c, id))).toEqual(
        set(dr(ar, 'EUR', '100.00', '107.00'), cr(ch.sales, 'EUR', '100.00', '107.00')),
      );
      // A rate added later for an earlier day does not move what has posted: the invoice keeps
      // 1.07 when a payment makes it paid. The payment, dated 2026-01-20, takes the new 1.50:
      // the bank 150.00, receivables clear 107.00, a gain of 43.00.
      expectStatus(
        await c.post('/v1/exchange_rates', {
          source_id: 'eur-2026-01-05',
          currency: 'EUR',
          rate: '1.5',
          effective_date: '2026-01-05',
        }),
        201,
      );
      const before = await entriesOf(c, id);
      const pay = await create(
        c,
        'payments',
        paymentBody(ch, {
          currency: 'EUR',
          amount: '100.00',
          invoice_id: id,
          deposit_to_account_id: ch.bank,
        }),
      );
      fx = await slotId(c, 'fx_gain_loss');
      expect((await get(c, 'payments', pay)).data.exchange_rate).toBe('1.5');
      expect(valued(await entriesOf(c, pay))).toEqual(
        set(
          dr(ch.bank, 'EUR', '100.00', '150.00'),
          cr(ar, 'EUR', '100.00', '107.00'),
          cr(fx, 'USD', '43.00', '43.00'),
        ),
      );
      const invoice = (await get(c, 'invoices', id)).data;
      expect(invoice).toMatchObject({ status: 'paid', exchange_rate: '1.07' });
      expect(await entriesOf(c, id)).toEqual(before);
    });

    it('a EUR payment on a USD invoice is told the currencies differ before it is asked for a rate (issue 25)', async () => {
      await setup();
      const usd = await create(
        c,
        'invoices',
        invoiceBody(ch, {
          currency: 'USD',
          total_amount: '100.00',
          tax_amount: null,
          lines: [{ description: 'x', amount: '100.00', account_id: ch.sales }],
        }),
      );
      await approve(c, 'invoices', usd);
      // No EUR rate on file and none given: the mismatch is what the person fixes first.
      const body = eurPaymentBody(usd, '100.00', '1.10', { exchange_rate: null });
      const refused = expectError(await c.post('/v1/payments', body), 422, 'VALIDATION_ERROR');
      expect(refused.errors).toEqual([
        { field: 'invoice_id', code: 'currency_mismatch', message: 'applies EUR to an invoice in USD' },
      ]);
      // The same through allocations names the allocation.
      const allocated = expectError(
        await c.post('/v1/payments', {
          ...body,
          invoice_id: null,
          allocations: [{ invoice_id: usd, amount: '100.00' }],
        }),
        422,
        'VALIDATION_ERROR',
      );
      expect(allocated.errors.map((e: Json) => [e.field, e.code])).toEqual([
        ['allocations.0.invoice_id', 'currency_mismatch'],
      ]);
      // With a rate given, the same answer (it was always the application's).
      const rated = expectError(
        await c.post('/v1/payments', eurPaymentBody(usd, '100.00', '1.10')),
        422,
        'VALIDATION_ERROR',
      );
      expect(rated.errors.map((e: Json) => [e.field, e.code])).toEqual([['invoice_id', 'currency_mismatch']]);
      // In the invoice's currency, sent in lower case, it is taken and answered upper case.
      const paid = await c.post('/v1/payments', { ...body, currency: 'usd' });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      expect(paid.body.data.currency).toBe('USD');
      expect((await get(c, 'invoices', usd)).data.status).toBe('paid');
      // A EUR invoice without a rate still asks for one: nothing else is wrong with it.
      const eur = await create(
        c,
        'invoices',
        invoiceBody(ch, {
          currency: 'eur',
          total_amount: '100.00',
          tax_amount: null,
          lines: [{ description: 'x', amount: '100.00', account_id: ch.sales, currency: 'eur' }],
        }),
      );
      expect((await get(c, 'invoices', eur)).data.currency).toBe('EUR');
      expectStatus(await c.post(`/v1/invoices/${eur}/submit`, {}), 200);
      const noRate = expectError(await c.post(`/v1/invoices/${eur}/approve`, {}), 422, 'VALIDATION_ERROR');
      expect(noRate.errors.map((e: Json) => [e.field, e.code])).toEqual([['exchange_rate', 'required']]);
    });

    it("a document's exchange_rate is a positive decimal of at most 10 places (D17)", async () => {
      await setup();
      const body = (exchange_rate: string) =>
        invoiceBody(ch, {
          currency: 'EUR',
          exchange_rate,
          total_amount: '100.00',
          tax_amount: null,
          lines: [{ description: 'x', amount: '100.00', account_id: ch.sales }],
        });
      for (const rate of ['0', '0.00', '-1.08', '1.12345678901']) {
        const res = expectError(await c.post('/v1/invoices', body(rate)), 422, 'VALIDATION_ERROR');
        expect(
          res.errors.map((e: Json) => e.field),
          rate,
        ).toEqual(['exchange_rate']);
      }
      // Ten places are kept as sent.
      const id = await create(c, 'invoices', body('1.0834567891'));
      expect((await get(c, 'invoices', id)).data.exchange_rate).toBe('1.0834567891');
    });

    it('exchange rates: a resource with source identity, filters by currency and date, strict rates', async () => {
      await setup();
      const post = (over: Json) =>
        c.post('/v1/exchange_rates', {
          source_id: uid('rate'),
          currency: 'EUR',
          rate: '1.1',
          effective_date: '2026-01-01',
          ...over,
        });
      expectStatus(await post({ currency: 'GBP', rate: '1.27', effective_date: '2026-01-01' }), 201);
      expectStatus(await post({ rate: '1.08', effective_date: '2026-01-15' }), 201);
      expectStatus(await post({ rate: '1.0834567891', effective_date: '2026-02-01' }), 201);
      for (const [rate, why] of [
        ['0', 'zero'],
        ['0.0000', 'zero'],
        ['-1.1', 'negative'],
        ['1.12345678901', 'eleven decimals'],
      ]) {
        const res = expectError(await post({ rate }), 422, 'VALIDATION_ERROR');
        expect(
          res.errors.map((e: Json) => e.field),
          why,
        ).toEqual(['rate']);
      }
      const bad = expectError(await post({ currency: 'EURO' }), 422, 'VALIDATION_ERROR');
      expect(bad.errors.map((e: Json) => e.field)).toContain('currency');
      const eur = expectStatus(await c.get('/v1/exchange_rates?currency=EUR&sort=effective_date'), 200);
      expect(eur.data.map((r: Json) => r.data.rate)).toEqual(['1.08', '1.0834567891']);
      const january = expectStatus(
        await c.get('/v1/exchange_rates?effective_date_from=2026-01-01&effective_date_to=2026-01-31'),
        200,
      );
      expect(january.data.map((r: Json) => r.data.currency).sort()).toEqual(['EUR', 'GBP']);
      // Idempotent by its source identity: the same source_id upserts.
      const march = {
        source_id: 'ecb-eur-2026-03-01',
        currency: 'EUR',
        rate: '1.11',
        effective_date: '2026-03-01',
      };
      const id = expectStatus(await c.post('/v1/exchange_rates', march), 201).id;
      const again = expectStatus(await c.post('/v1/exchange_rates', { ...march, rate: '1.12' }), 200);
      expect(again).toMatchObject({ id, object: 'exchange_rate', data: { rate: '1.12' } });
    });
  });
}, LEDGER);
