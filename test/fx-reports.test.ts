/**
 * D17: the reports in the base currency. A USD company (the base) sells in USD and in EUR at
 * several rates, is paid in EUR at other rates (a realized gain), and buys in EUR. The base trial
 * balance, balance sheet, P&L, general ledger and agings are checked against figures worked by
 * hand below; `?currency=EUR` shows the EUR amounts as posted; `fx_revaluation` revalues what the
 * monetary accounts hold in EUR at the rate on file and at a rate given as `rates[EUR]=`.
 *
 * The books (all 2026, base USD):
 *
 *   01-10  INV-U   Ada, USD 110.00 (Sales 100.00, tax 10.00), due 02-09
 *                  AR 110.00 / Sales 100.00, Sales tax 10.00
 *   01-12  INV-E1  Ada, EUR 1,000.00 at 1.08 (Service Revenue), due 02-11
 *                  AR 1,080.00 / Service Revenue 1,080.00                      (EUR 1,000.00)
 *   01-15  INV-E2  Bob, EUR 500.00 at 1.2345, due 01-20
 *                  AR 617.25 / Service Revenue 617.25                          (EUR 500.00; 500 × 1.2345)
 *   01-16  BILL-E  EUR 200.00 at 1.05 (Rent), due 02-15
 *                  Rent 210.00 / AP 210.00                                     (EUR 200.00)
 *   01-20  PAY-E1  Ada pays INV-E1 in full, EUR 1,000.00 at 1.10, into EUR Bank
 *                  EUR Bank 1,100.00 / AR 1,080.00 (what INV-E1 booked), Exchange gain 20.00
 *   01-25  PAY-E2  Bob pays 200.00 of INV-E2, EUR at 1.25, into EUR Bank
 *                  EUR Bank 250.00 / AR 246.90 (200 × 1.2345, INV-E2's rate), Exchange gain 3.10
 *
 * Base trial balance at 01-31:
 *   Accounts Receivable  110.00 + 1,080.00 + 617.25 − 1,080.00 − 246.90 =   480.35 Dr
 *   EUR Bank             1,100.00 + 250.00                              = 1,350.00 Dr
 *   Rent                                                                =   210.00 Dr
 *   Sales                                                               =   100.00 Cr
 *   Sales Tax Payable                                                   =    10.00 Cr
 *   Service Revenue      1,080.00 + 617.25                              = 1,697.25 Cr
 *   Exchange Gain or Loss 20.00 + 3.10                                  =    23.10 Cr
 *   Accounts Payable                                                    =   210.00 Cr
 *   Totals: 2,040.35 = 2,040.35
 * EUR trial balance at 01-31 (?currency=EUR): AR 300.00, EUR Bank 1,200.00, Rent 200.00 Dr;
 *   Service Revenue 1,500.00, AP 200.00 Cr; 1,700.00 = 1,700.00 (the exchange lines are 0 in EUR).
 */
import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/errors.ts';
import { expect422Errors } from './helpers/fixtures.ts';
import { forEachDatabase, type Json } from './helpers/harness.ts';
import {
  approve,
  type Chart,
  type Company,
  cents,
  create,
  expectBalanced,
  expectStatus,
  invoiceBody,
  LEDGER,
  paymentBody,
  report,
  seedChart,
  slotId,
  tbNet,
  uid,
  vendorBillBody,
} from './helpers/ledger-fixtures.ts';

interface Books {
  c: Company;
  ch: Chart;
  eurBank: string;
  ar: string;
  ap: string;
  fx: string;
  tax: string;
  invU: string;
  invE1: string;
  invE2: string;
}

/** The books of the header comment. */
async function keepBooks(c: Company): Promise<Books> {
  const ch = await seedChart(c);
  const eurBank = await create(c, 'accounts', {
    source_id: uid('acc'),
    name: 'EUR Bank',
    type: 'asset',
    sub_type: 'Bank',
    currency: 'EUR',
  });
  const invU = await create(c, 'invoices', invoiceBody(ch, { due_at: '2026-02-09T00:00:00Z' }));
  await approve(c, 'invoices', invU);
  const eur = (total: string, rate: string, over: Json) =>
    invoiceBody(ch, {
      currency: 'EUR',
      exchange_rate: rate,
      total_amount: total,
      tax_amount: null,
      lines: [{ description: 'Consulting', amount: total, account_id: ch.services }],
      ...over,
    });
  const invE1 = await create(
    c,
    'invoices',
    eur('1000.00', '1.08', { document_date: '2026-01-12', due_at: '2026-02-11T00:00:00Z' }),
  );
  await approve(c, 'invoices', invE1);
  const invE2 = await create(
    c,
    'invoices',
    eur('500.00', '1.2345', {
      customer_id: ch.customer2,
      document_date: '2026-01-15',
      due_at: '2026-01-20T00:00:00Z',
    }),
  );
  await approve(c, 'invoices', invE2);
  const bill = await create(
    c,
    'vendor_bills',
    vendorBillBody(ch, {
      currency: 'EUR',
      exchange_rate: '1.05',
      total_amount: '200.00',
      document_date: '2026-01-16',
      due_date: '2026-02-15',
      lines: [{ description: 'Office, January', amount: '200.00', account_id: ch.rent }],
    }),
  );
  await approve(c, 'vendor_bills', bill);
  await create(
    c,
    'payments',
    paymentBody(ch, {
      currency: 'EUR',
      exchange_rate: '1.10',
      amount: '1000.00',
      invoice_id: invE1,
      deposit_to_account_id: eurBank,
      occurred_at: '2026-01-20T10:00:00Z',
    }),
  );
  await create(
    c,
    'payments',
    paymentBody(ch, {
      customer_id: ch.customer2,
      currency: 'EUR',
      exchange_rate: '1.25',
      amount: '200.00',
      invoice_id: invE2,
      deposit_to_account_id: eurBank,
      occurred_at: '2026-01-25T10:00:00Z',
    }),
  );
  return {
    c,
    ch,
    eurBank,
    ar: await slotId(c, 'accounts_receivable'),
    ap: await slotId(c, 'accounts_payable'),
    fx: await slotId(c, 'fx_gain_loss'),
    tax: await slotId(c, 'sales_tax_payable'),
    invU,
    invE1,
    invE2,
  };
}

/** Rows of a report as `{account name: amount}` (the field given). */
const byName = (r: Json, field: string): Record<string, string> =>
  Object.fromEntries((r.data.rows as Json[]).map((row) => [row.account_name, row[field]]));

/** Trial balance rows as `{account name: net}`, debit positive. */
const tbByName = (tb: Json): Record<string, string> =>
  Object.fromEntries(
    (tb.data.rows as Json[]).map((r) => [r.account_name, r.debit !== '0.00' ? r.debit : `-${r.credit}`]),
  );

forEachDatabase((h) => {
  describe('reports in the base currency (D17)', () => {
    it('trial balance: one balanced set of totals in USD, a realized gain of 20.00 on the exchange account', async () => {
      const b = await keepBooks(await h().company());
      // After PAY-E1 (01-20), before PAY-E2: INV-E1 is settled and its receivable is gone in USD too;
      // the 20.00 difference (1,100.00 received − 1,080.00 booked) is a gain: a credit.
      const at20 = await report(b.c, 'trial_balance', 'as_of=2026-01-20');
      expect([at20.currency, at20.amounts]).toEqual(['USD', 'base']);
      expectBalanced(at20);
      expect(tbNet(at20, b.fx)).toBe(-2000);
      expect((at20.data.rows as Json[]).find((r) => r.account_id === b.fx)).toEqual({
        account_id: b.fx,
        account_name: 'Exchange Gain or Loss',
        account_type: 'expense',
        currency: 'USD',
        debit: '0.00',
        credit: '20.00',
      });
      // AR: USD 110.00 + EUR INV-E2 617.25 (INV-E1 1,080.00 in, 1,080.00 out).
      expect(tbNet(at20, b.ar)).toBe(72725);

      const tb = await report(b.c, 'trial_balance', 'as_of=2026-01-31');
      expectBalanced(tb);
      expect(tb.data.totals).toEqual([{ currency: 'USD', debit: '2040.35', credit: '2040.35' }]);
      expect(tbByName(tb)).toEqual({
        'Accounts Payable': '-210.00',
        'Accounts Receivable': '480.35',
        'EUR Bank': '1350.00',
        'Exchange Gain or Loss': '-23.10',
        Rent: '210.00',
        Sales: '-100.00',
        'Sales Tax Payable': '-10.00',
        'Service Revenue': '-1697.25',
      });
      for (const row of tb.data.rows as Json[]) expect(row.currency).toBe('USD');
      // Each customer's balance is its receivable in USD: Ada's EUR invoice is settled (110.00 left),
      // Bob owes 300.00 EUR booked at 1.2345: 370.35.
      const balanceOf = async (id: string) =>
        expectStatus(await b.c.get(`/v1/customers/${id}`), 200).data.balance;
      expect(await balanceOf(b.ch.customer)).toBe('110.00');
      expect(await balanceOf(b.ch.customer2)).toBe('370.35');
    });

    it('?currency=EUR: the EUR lines at their amounts; ?currency=USD: the USD lines only', async () => {
      const b = await keepBooks(await h().company());
      const eur = await report(b.c, 'trial_balance', 'as_of=2026-01-31&currency=EUR');
      expect([eur.currency, eur.amounts]).toEqual(['EUR', 'document']);
      expectBalanced(eur);
      expect(eur.data.totals).toEqual([{ currency: 'EUR', debit: '1700.00', credit: '1700.00' }]);
      // The exchange account moves in USD only: no EUR row.
      expect(tbByName(eur)).toEqual({
        'Accounts Payable': '-200.00',
        'Accounts Receivable': '300.00',
        'EUR Bank': '1200.00',
        Rent: '200.00',
        'Service Revenue': '-1500.00',
      });
      // In USD, the lines posted in USD: INV-U's, and the realized gains, which are USD lines of the
      // EUR payments (their other lines are in EUR). So a document currency's totals balance only
      // when nothing else posted lines in it: 110.00 against 110.00 + 23.10.
      const usd = await report(b.c, 'trial_balance', 'as_of=2026-01-31&currency=USD');
      expect([usd.currency, usd.amounts]).toEqual(['USD', 'document']);
      expect(usd.data.totals).toEqual([{ currency: 'USD', debit: '110.00', credit: '133.10' }]);
      expect(tbByName(usd)).toEqual({
        'Accounts Receivable': '110.00',
        'Exchange Gain or Loss': '-23.10',
        Sales: '-100.00',
        'Sales Tax Payable': '-10.00',
      });
      // A currency nothing is in: a report of nothing, balanced at zero.
      const jpy = await report(b.c, 'trial_balance', 'as_of=2026-01-31&currency=JPY');
      // Its figures have JPY's digits: none (D4).
      expect(jpy.data).toEqual({ rows: [], totals: [{ currency: 'JPY', debit: '0', credit: '0' }] });
    });

    it('balance sheet and profit and loss in USD: the gain is income, assets = liabilities + equity', async () => {
      const b = await keepBooks(await h().company());
      // Assets: AR 480.35 + EUR Bank 1,350.00 = 1,830.35. Liabilities: tax 10.00 + AP 210.00 = 220.00.
      // Earnings: revenue 100.00 + 1,697.25 = 1,797.25, less expenses rent 210.00 − gain 23.10 = 186.90:
      // 1,610.35. 220.00 + 1,610.35 = 1,830.35.
      const bs = await report(b.c, 'balance_sheet', 'as_of=2026-01-31');
      expect([bs.currency, bs.amounts]).toEqual(['USD', 'base']);
      expect(bs.data.totals).toEqual([
        {
          currency: 'USD',
          assets: '1830.35',
          liabilities: '220.00',
          equity: '0.00',
          retained_earnings: '0.00',
          current_earnings: '1610.35',
          liabilities_and_equity: '1830.35',
        },
      ]);
      expect(byName(bs, 'balance')).toEqual({
        'Accounts Payable': '210.00',
        'Accounts Receivable': '480.35',
        'EUR Bank': '1350.00',
        'Sales Tax Payable': '10.00',
      });
      // EUR: AR 300.00 + bank 1,200.00 = 1,500.00 = AP 200.00 + earnings 1,500.00 − 200.00.
      const eur = await report(b.c, 'balance_sheet', 'as_of=2026-01-31&currency=EUR');
      expect(eur.data.totals).toEqual([
        {
          currency: 'EUR',
          assets: '1500.00',
          liabilities: '200.00',
          equity: '0.00',
          retained_earnings: '0.00',
          current_earnings: '1300.00',
          liabilities_and_equity: '1500.00',
        },
      ]);

      const pl = await report(b.c, 'profit_and_loss', 'from=2026-01-01&to=2026-01-31');
      expect([pl.currency, pl.amounts]).toEqual(['USD', 'base']);
      expect(pl.data.totals).toEqual([
        { currency: 'USD', revenue: '1797.25', expense: '186.90', net_income: '1610.35' },
      ]);
      // The exchange account is an expense account: a gain is a negative expense.
      expect(byName(pl, 'amount')).toEqual({
        'Exchange Gain or Loss': '-23.10',
        Rent: '210.00',
        Sales: '100.00',
        'Service Revenue': '1697.25',
      });
      const plEur = await report(b.c, 'profit_and_loss', 'from=2026-01-01&to=2026-01-31&currency=EUR');
      expect(plEur.data.totals).toEqual([
        { currency: 'EUR', revenue: '1500.00', expense: '200.00', net_income: '1300.00' },
      ]);
    });

    it('general ledger: running balances of base amounts, each line with its own amounts', async () => {
      const b = await keepBooks(await h().company());
      const gl = await report(b.c, 'general_ledger', 'from=2026-01-01&to=2026-01-31');
      expect([gl.currency, gl.amounts]).toEqual(['USD', 'base']);
      // Base debits: AR 110.00 + 1,080.00 + 617.25, EUR Bank 1,100.00 + 250.00, rent 210.00 = 3,367.25.
      expect(gl.data.totals).toEqual([{ currency: 'USD', debit: '3367.25', credit: '3367.25' }]);
      const ar = (gl.data.rows as Json[]).find((r) => r.account_id === b.ar);
      expect(ar).toMatchObject({ currency: 'USD', opening_balance: '0.00', closing_balance: '480.35' });
      // 110.00, + 1,080.00, + 617.25, − 1,080.00 (PAY-E1 clears what INV-E1 booked), − 246.90.
      expect(ar.entries.map((e: Json) => [e.currency, e.balance])).toEqual([
        ['USD', '110.00'],
        ['EUR', '1190.00'],
        ['EUR', '1807.25'],
        ['EUR', '727.25'],
        ['EUR', '480.35'],
      ]);
      expect(ar.entries[1]).toMatchObject({
        debit_amount: '1000.00',
        base_debit_amount: '1080.00',
        exchange_rate: '1.08',
      });
      const eur = await report(b.c, 'general_ledger', 'from=2026-01-01&to=2026-01-31&currency=EUR');
      const arEur = (eur.data.rows as Json[]).find((r) => r.account_id === b.ar);
      expect(arEur.entries.map((e: Json) => e.balance)).toEqual(['1000.00', '1500.00', '500.00', '300.00']);
      expect(eur.data.totals[0].debit).toBe(eur.data.totals[0].credit);
      // From 01-21 on: AR opens at 727.25 in USD, 500.00 in EUR.
      const late = await report(b.c, 'general_ledger', 'from=2026-01-21&to=2026-01-31');
      expect((late.data.rows as Json[]).find((r) => r.account_id === b.ar)).toMatchObject({
        opening_balance: '727.25',
        closing_balance: '480.35',
      });
    });

    it('AR and AP aging in USD: open amounts at their booked values; the totals are the accounts', async () => {
      const b = await keepBooks(await h().company());
      // Ada also pays 50.00 EUR on account at 1.12 on 01-28 (applied to nothing): 56.00 off her receivable.
      await create(
        b.c,
        'payments',
        paymentBody(b.ch, {
          currency: 'EUR',
          exchange_rate: '1.12',
          amount: '50.00',
          deposit_to_account_id: b.eurBank,
          occurred_at: '2026-01-28T10:00:00Z',
        }),
      );
      const tb = await report(b.c, 'trial_balance', 'as_of=2026-01-31');
      expectBalanced(tb);
      const aging = await report(b.c, 'ar_aging', 'as_of=2026-01-31');
      expect([aging.currency, aging.amounts]).toEqual(['USD', 'base']);
      const none = { days_31_60: '0.00', days_61_90: '0.00', days_over_90: '0.00' };
      // Ada: INV-U 110.00 (current); INV-E1 settled: nothing left; −56.00 unapplied. Bob: INV-E2's
      // 617.25 less the 246.90 PAY-E2 cleared = 370.35, 11 days past due.
      expect(aging.data.rows).toEqual(
        expect.arrayContaining([
          {
            customer_id: b.ch.customer,
            currency: 'USD',
            current: '54.00',
            days_1_30: '0.00',
            ...none,
            total: '54.00',
          },
          {
            customer_id: b.ch.customer2,
            currency: 'USD',
            current: '0.00',
            days_1_30: '370.35',
            ...none,
            total: '370.35',
          },
        ]),
      );
      expect(aging.data.rows).toHaveLength(2);
      // 54.00 + 370.35 = 424.35 = AR: 480.35 − 56.00.
      expect(aging.data.totals).toEqual([
        { currency: 'USD', current: '54.00', days_1_30: '370.35', ...none, total: '424.35' },
      ]);
      expect(cents(aging.data.totals[0].total)).toBe(tbNet(tb, b.ar));
      // At every day of the month the aging is the account.
      for (const day of ['2026-01-12', '2026-01-15', '2026-01-20', '2026-01-25', '2026-01-28']) {
        const t = await report(b.c, 'trial_balance', `as_of=${day}`);
        const a = await report(b.c, 'ar_aging', `as_of=${day}`);
        expect(cents(a.data.totals[0].total), day).toBe(tbNet(t, b.ar));
        const p = await report(b.c, 'ap_aging', `as_of=${day}`);
        expect(cents(p.data.totals[0].total), day).toBe(0 - tbNet(t, b.ap));
      }
      // In EUR: Bob 300.00, Ada −50.00 = AR 250.00 EUR.
      const eur = await report(b.c, 'ar_aging', 'as_of=2026-01-31&currency=EUR');
      expect(eur.data.totals[0]).toMatchObject({
        currency: 'EUR',
        current: '-50.00',
        days_1_30: '300.00',
        total: '250.00',
      });
      expect(cents(eur.data.totals[0].total)).toBe(
        tbNet(await report(b.c, 'trial_balance', 'as_of=2026-01-31&currency=EUR'), b.ar, 'EUR'),
      );
      // Only Ada's USD invoice in USD amounts.
      const usd = await report(b.c, 'ar_aging', 'as_of=2026-01-31&currency=USD');
      expect(usd.data.rows).toEqual([
        {
          customer_id: b.ch.customer,
          currency: 'USD',
          current: '110.00',
          days_1_30: '0.00',
          ...none,
          total: '110.00',
        },
      ]);

      // AP: BILL-E 200.00 EUR at 1.05 = 210.00, due 02-15: current.
      const ap = await report(b.c, 'ap_aging', 'as_of=2026-01-31');
      expect(ap.data.rows).toEqual([
        {
          vendor_id: b.ch.vendor,
          currency: 'USD',
          current: '210.00',
          days_1_30: '0.00',
          ...none,
          total: '210.00',
        },
      ]);
      expect(cents(ap.data.totals[0].total)).toBe(0 - tbNet(tb, b.ap));
      expect((await report(b.c, 'ap_aging', 'as_of=2026-01-31&currency=EUR')).data.totals[0].total).toBe(
        '200.00',
      );
    });
  });

  describe('fx_revaluation (D17)', () => {
    it('revalues what the monetary accounts hold in EUR at the rate on file on as_of', async () => {
      const b = await keepBooks(await h().company());
      const books = await report(b.c, 'trial_balance', 'as_of=2026-01-31');
      for (const [rate, effective_date] of [
        ['1.08', '2026-01-01'],
        ['1.15', '2026-01-31'],
        ['1.30', '2026-02-15'], // after as_of: not used
      ])
        await create(b.c, 'exchange_rates', {
          source_id: uid('rate'),
          currency: 'EUR',
          rate,
          effective_date,
        });
      // At 1.15 (on file from 01-31):
      //   Accounts Payable (liability)   200.00 EUR, booked 210.00, revalued 230.00: 210.00 − 230.00 = −20.00
      //   Accounts Receivable (asset)    300.00 EUR, booked 370.35, revalued 345.00: 345.00 − 370.35 = −25.35
      //   EUR Bank (asset)             1,200.00 EUR, booked 1,350.00, revalued 1,380.00:          +30.00
      //   Unrealized: −20.00 − 25.35 + 30.00 = −15.35; booked (assets less liabilities) 370.35 +
      //   1,350.00 − 210.00 = 1,510.35, revalued 345.00 + 1,380.00 − 230.00 = 1,495.00.
      const fx = await report(b.c, 'fx_revaluation', 'as_of=2026-01-31');
      expect([fx.as_of, fx.currency, fx.amounts]).toEqual(['2026-01-31', 'USD', 'base']);
      const onFile = { rate: '1.15', rate_source: 'exchange_rates', rate_effective_date: '2026-01-31' };
      expect(fx.data.rows).toEqual([
        {
          account_id: b.ap,
          account_name: 'Accounts Payable',
          account_type: 'liability',
          currency: 'EUR',
          balance: '200.00',
          booked_base: '210.00',
          ...onFile,
          revalued_base: '230.00',
          unrealized_gain_loss: '-20.00',
        },
        {
          account_id: b.ar,
          account_name: 'Accounts Receivable',
          account_type: 'asset',
          currency: 'EUR',
          balance: '300.00',
          booked_base: '370.35',
          ...onFile,
          revalued_base: '345.00',
          unrealized_gain_loss: '-25.35',
        },
        {
          account_id: b.eurBank,
          account_name: 'EUR Bank',
          account_type: 'asset',
          currency: 'EUR',
          balance: '1200.00',
          booked_base: '1350.00',
          ...onFile,
          revalued_base: '1380.00',
          unrealized_gain_loss: '30.00',
        },
      ]);
      expect(fx.data.totals).toEqual([
        { currency: 'USD', booked_base: '1510.35', revalued_base: '1495.00', unrealized_gain_loss: '-15.35' },
      ]);
      // On 01-30 the rate on file is 1.08 and Bob's payment (01-25) is in: AR 300.00 → 324.00 (−46.35),
      // bank 1,200.00 → 1,296.00 (−54.00), AP 200.00 → 216.00 (−6.00): −106.35.
      const earlier = await report(b.c, 'fx_revaluation', 'as_of=2026-01-30');
      expect(earlier.data.rows.map((r: Json) => [r.rate, r.unrealized_gain_loss])).toEqual([
        ['1.08', '-6.00'],
        ['1.08', '-46.35'],
        ['1.08', '-54.00'],
      ]);
      expect(earlier.data.totals[0].unrealized_gain_loss).toBe('-106.35');
      // It posts nothing.
      expect(await report(b.c, 'trial_balance', 'as_of=2026-01-31')).toEqual(books);
      expect(tbNet(books, b.fx)).toBe(-2310);
    });

    it('rates[EUR]= overrides the rate on file; revalued amounts round half away from zero', async () => {
      const b = await keepBooks(await h().company());
      await create(b.c, 'exchange_rates', {
        source_id: uid('rate'),
        currency: 'EUR',
        rate: '1.15',
        effective_date: '2026-01-01',
      });
      // At 1.23455: AR 300.00 × 1.23455 = 370.365 → 370.37 (+0.02 on 370.35); bank 1,200.00 ×
      // 1.23455 = 1,481.46 (+131.46 on 1,350.00); AP 200.00 × 1.23455 = 246.91 (210.00 − 246.91 =
      // −36.91). Unrealized: 0.02 + 131.46 − 36.91 = 94.57.
      const fx = await report(b.c, 'fx_revaluation', 'as_of=2026-01-31&rates[EUR]=1.23455');
      expect(
        fx.data.rows.map((r: Json) => [
          r.account_name,
          r.rate,
          r.rate_source,
          r.revalued_base,
          r.unrealized_gain_loss,
        ]),
      ).toEqual([
        ['Accounts Payable', '1.23455', 'parameter', '246.91', '-36.91'],
        ['Accounts Receivable', '1.23455', 'parameter', '370.37', '0.02'],
        ['EUR Bank', '1.23455', 'parameter', '1481.46', '131.46'],
      ]);
      expect(fx.data.rows[0].rate_effective_date).toBeNull();
      expect(fx.data.totals[0].unrealized_gain_loss).toBe('94.57');
      // Percent-encoded brackets are the same parameter.
      const encoded = await report(b.c, 'fx_revaluation', 'as_of=2026-01-31&rates%5BEUR%5D=1.23455');
      expect(encoded.data).toEqual(fx.data);
      // Before anything was held in EUR: no rows, nothing to revalue, no rate needed.
      const before = await report(b.c, 'fx_revaluation', 'as_of=2026-01-11');
      expect(before.data).toEqual({
        rows: [],
        totals: [
          { currency: 'USD', booked_base: '0.00', revalued_base: '0.00', unrealized_gain_loss: '0.00' },
        ],
      });
    });

    it('422: a currency held without a rate names rates[XXX]; bad currencies and rates name the parameter', async () => {
      const c = await h().company();
      const ch = await seedChart(c);
      // JPY 10,000 at 0.0067 = 67.00 on the receivable; no JPY rate on file.
      const jpy = await create(
        c,
        'invoices',
        invoiceBody(ch, {
          currency: 'JPY',
          exchange_rate: '0.0067',
          total_amount: '10000',
          tax_amount: null,
          lines: [{ description: 'Consulting', amount: '10000', account_id: ch.services }],
        }),
      );
      await approve(c, 'invoices', jpy);
      expect422Errors(await c.get('/v1/reports/fx_revaluation?as_of=2026-01-31'), 'VALIDATION_ERROR', [
        { field: 'rates[JPY]', code: 'required' },
      ]);
      // Given: 10,000 × 0.007 = 70.00, 3.00 over the 67.00 booked.
      const fx = await report(c, 'fx_revaluation', 'as_of=2026-01-31&rates[JPY]=0.007');
      expect(fx.data.rows).toHaveLength(1);
      expect(fx.data.rows[0]).toMatchObject({
        currency: 'JPY',
        balance: '10000', // JPY, without decimals (D4)
        booked_base: '67.00',
        revalued_base: '70.00',
        unrealized_gain_loss: '3.00',
      });
      expect422Errors(await c.get('/v1/reports/fx_revaluation?rates[XYZ]=1.1'), 'VALIDATION_ERROR', [
        { field: 'rates[XYZ]', code: 'invalid_currency' },
      ]);
      expect422Errors(await c.get('/v1/reports/fx_revaluation?rates[JPY]=0'), 'VALIDATION_ERROR', [
        { field: 'rates[JPY]', code: 'not_positive' },
      ]);
      const bad = await c.get('/v1/reports/fx_revaluation?rates[JPY]=abc');
      expect(expectError(bad, 422, 'VALIDATION_ERROR').errors.map((e: Json) => e.field)).toEqual([
        'rates[JPY]',
      ]);
      expect422Errors(await c.get('/v1/reports/fx_revaluation?currency=EUR'), 'VALIDATION_ERROR', [
        { field: 'currency', code: 'unknown_parameter' },
      ]);
      // ?currency= must be an ISO 4217 code in use.
      for (const type of [
        'trial_balance',
        'balance_sheet',
        'profit_and_loss',
        'general_ledger',
        'ar_aging',
        'ap_aging',
      ]) {
        expect422Errors(await c.get(`/v1/reports/${type}?currency=XYZ`), 'VALIDATION_ERROR', [
          { field: 'currency', code: 'invalid_currency' },
        ]);
        expect422Errors(await c.get(`/v1/reports/${type}?currency=eu`), 'VALIDATION_ERROR', [
          { field: 'currency', code: 'invalid_format' },
        ]);
        // Lower case is the same currency (issue 25), answered upper case.
        const lower = await c.get(`/v1/reports/${type}?currency=jpy`);
        expect(lower.status, JSON.stringify(lower.body)).toBe(200);
        expect(lower.body.currency).toBe('JPY');
      }
      // The JPY amounts as posted (without decimals, D4), and in USD.
      const tb = await report(c, 'trial_balance', 'currency=JPY');
      expect(tb.data.totals).toEqual([{ currency: 'JPY', debit: '10000', credit: '10000' }]);
      expect((await report(c, 'trial_balance')).data.totals).toEqual([
        { currency: 'USD', debit: '67.00', credit: '67.00' },
      ]);
    });
  });
}, LEDGER);
