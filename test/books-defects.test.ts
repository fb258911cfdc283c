/**
 * Defects a bookkeeper found booking a month on both databases (issue 22), over HTTP on both:
 * - a document's exchange_rate, once posted, is its own: a re-sent document keeps it, and a
 *   settled one's rate changes only once what settles it is unapplied (D17, amended 2026-11-28);
 * - the line settled later (the receivable) is valued at exactly round(amount × rate), so a
 *   payment's realized gain is right to the cent (D17, amended);
 * - a deposit line naming a payment that went straight to a bank account is refused on that line;
 * - money the service computes is written with its currency's digits, and base-currency documents
 *   say their rate is 1 (D4, D17, amended).
 * Every figure is worked by hand in the comments (base currency USD unless told).
 */
import { describe, expect, it } from 'vitest';
import { expectError, expectFieldCodes } from './helpers/errors.ts';
import { get } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json } from './helpers/harness.ts';
import {
  type Chart,
  create,
  type Entry,
  entriesOf,
  expectBalanced,
  expectStatus,
  invoiceBody,
  LEDGER,
  ledgerEntries,
  paymentBody,
  report,
  seedChart,
  slotId,
  tbNet,
  uid,
} from './helpers/ledger-fixtures.ts';

/** A line as `account currency Dr|Cr amount = base`, as the API writes them. */
function valued(entries: Entry[]): string[] {
  return entries
    .map((e) => {
      const debit = Number(e.debit_amount) !== 0;
      return debit
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

forEachDatabase((h) => {
  let c: Client;
  let ch: Chart;
  const setup = async () => {
    c = await h().company();
    ch = await seedChart(c);
  };
  /** An invoice created already approved (an import), so it posts as it is written. */
  const approvedInvoice = async (over: Json) => {
    const body = invoiceBody(ch, { approval_status: 'approved', status: 'open', tax_amount: null, ...over });
    const id = await create(c, 'invoices', body);
    return { id, body };
  };
  const customer = async () => (await get(c, 'customers', ch.customer)).data;
  const arTotal = async (query = '') => (await report(c, 'ar_aging', query)).data.totals[0].total;

  describe('D17: a posted document keeps its rate', () => {
    it('a paid EUR invoice’s rate cannot change while its payment applies (409 naming it); once unapplied it can', async () => {
      await setup();
      // EUR 200.00 at 1.08: receivables and revenue 216.00.
      const { id: inv } = await approvedInvoice({
        currency: 'EUR',
        exchange_rate: '1.08',
        total_amount: '200.00',
        lines: [{ description: 'Lyon', amount: '200.00', account_id: ch.services }],
      });
      const ar = await slotId(c, 'accounts_receivable');
      // Paid at 1.10: the bank 220.00; receivables clear the 216.00 booked; a gain of 4.00.
      const payBody = paymentBody(ch, {
        currency: 'EUR',
        exchange_rate: '1.10',
        amount: '200.00',
        invoice_id: inv,
        deposit_to_account_id: ch.bank,
      });
      const pay = await create(c, 'payments', payBody);
      const fx = await slotId(c, 'fx_gain_loss');
      const before = (await get(c, 'invoices', inv)).data;
      expect(before).toMatchObject({ status: 'paid', open_balance: '0.00', exchange_rate: '1.08' });
      const invoiceLines = await entriesOf(c, inv);

      // The bookkeeper's PUT of 1.20 would book receivables at 240.00 against 216.00 cleared.
      const refused = expectError(
        await c.put(`/v1/invoices/${inv}`, { exchange_rate: '1.20' }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      expect(refused.errors).toEqual([
        {
          field: 'exchange_rate',
          code: 'payments_applied',
          message: `200.00 of payments is applied to this invoice at 1.08: payment ${pay} (200.00)`,
        },
      ]);
      expect(refused.message).toContain(`payment ${pay}`);
      // Nothing changed: the invoice, its lines, the balances.
      expect((await get(c, 'invoices', inv)).data).toEqual(before);
      expect(await entriesOf(c, inv)).toEqual(invoiceLines);
      let tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      expect(tbNet(tb, ar)).toBe(0);
      expect(tbNet(tb, ch.bank)).toBe(22000);
      expect(tbNet(tb, ch.services)).toBe(-21600);
      expect(tbNet(tb, fx)).toBe(-400);
      expect(await customer()).toMatchObject({ balances: { EUR: '0.00' }, balance: '0.00' });
      expect(await arTotal()).toBe('0.00');

      // The payment voided (an upsert of it with status void), the invoice is open again, and its
      // rate may change: receivables and revenue 200.00 × 1.20 = 240.00.
      expectStatus(await c.post('/v1/payments', { ...payBody, status: 'void' }), 200);
      expect((await get(c, 'invoices', inv)).data).toMatchObject({ status: 'open', open_balance: '200.00' });
      const changed = expectStatus(await c.put(`/v1/invoices/${inv}`, { exchange_rate: '1.20' }), 200);
      expect(changed.data.exchange_rate).toBe('1.20');
      tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      expect(tbNet(tb, ar)).toBe(24000);
      expect(tbNet(tb, ch.services)).toBe(-24000);
      expect(tbNet(tb, ch.bank)).toBe(0);
      expect(tbNet(tb, fx)).toBe(0);
      expect(await customer()).toMatchObject({ balances: { EUR: '200.00' }, balance: '240.00' });
      expect(await arTotal()).toBe('240.00');
      // Paid again at 1.10: the bank 220.00, receivables clear 240.00, a loss of 20.00; nothing left.
      await create(c, 'payments', { ...payBody, source_id: uid('pay') });
      tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      expect(tbNet(tb, ar)).toBe(0);
      expect(tbNet(tb, ch.bank)).toBe(22000);
      expect(tbNet(tb, fx)).toBe(2000);
      expect(await customer()).toMatchObject({ balances: { EUR: '0.00' }, balance: '0.00' });
      expect(await arTotal()).toBe('0.00');
    });

    it('re-sending an approved invoice after the rate on file is corrected keeps the rate it posted at', async () => {
      await setup();
      // On file: EUR 1.07 from 2026-01-01. The invoice (2026-01-10) takes it: 100.00 × 1.07 = 107.00.
      const rate = { source_id: 'eur-2026-01', currency: 'EUR', rate: '1.07', effective_date: '2026-01-01' };
      expectStatus(await c.post('/v1/exchange_rates', rate), 201);
      const { id: inv, body } = await approvedInvoice({
        currency: 'EUR',
        total_amount: '100.00',
        lines: [{ description: 'Lyon', amount: '100.00', account_id: ch.sales }],
      });
      const ar = await slotId(c, 'accounts_receivable');
      const posted = await get(c, 'invoices', inv);
      expect(posted.data.exchange_rate).toBe('1.07');
      const lines = await entriesOf(c, inv);
      expect(valued(lines)).toEqual(
        set(dr(ar, 'EUR', '100.00', '107.00'), cr(ch.sales, 'EUR', '100.00', '107.00')),
      );
      // A part payment of EUR 50.00 at 1.07: the bank 53.50, receivables clear 50.00 × 1.07 = 53.50.
      await create(
        c,
        'payments',
        paymentBody(ch, {
          currency: 'EUR',
          exchange_rate: '1.07',
          amount: '50.00',
          invoice_id: inv,
          deposit_to_account_id: ch.bank,
        }),
      );
      // The rate on file is corrected to 1.08; the import sends the invoice again, unchanged, and
      // then with a new memo. Neither re-values it (before: re-posted at 108.00 with 53.50 cleared,
      // 0.50 left over once paid).
      expectStatus(await c.post('/v1/exchange_rates', { ...rate, rate: '1.08' }), 200);
      const same = expectStatus(await c.post('/v1/invoices', body), 200);
      expect(same.data.exchange_rate).toBe('1.07');
      expect(same.data.version).toBe((await get(c, 'invoices', inv)).data.version);
      const memo = expectStatus(await c.post('/v1/invoices', { ...body, memo: 'January' }), 200);
      expect(memo.data).toMatchObject({ exchange_rate: '1.07', memo: 'January', open_balance: '50.00' });
      expect(await entriesOf(c, inv)).toEqual(lines);
      // The rest, EUR 50.00 at 1.07: receivables clear 107.00 − 53.50 = 53.50; nothing left.
      await create(
        c,
        'payments',
        paymentBody(ch, {
          currency: 'EUR',
          exchange_rate: '1.07',
          amount: '50.00',
          invoice_id: inv,
          deposit_to_account_id: ch.bank,
        }),
      );
      const tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      expect(tbNet(tb, ar)).toBe(0);
      expect(tbNet(tb, ch.bank)).toBe(10700);
      expect(tbNet(tb, ch.sales)).toBe(-10700);
      expect(await customer()).toMatchObject({ balances: { EUR: '0.00' }, balance: '0.00' });
      expect(await arTotal()).toBe('0.00');
      expect((await get(c, 'invoices', inv)).data).toMatchObject({ status: 'paid', exchange_rate: '1.07' });
    });

    it('a rate sent with the document still changes an unsettled posted one; another currency takes its own', async () => {
      await setup();
      const { body } = await approvedInvoice({
        currency: 'EUR',
        exchange_rate: '1.08',
        total_amount: '100.00',
        lines: [{ description: 'Lyon', amount: '100.00', account_id: ch.sales }],
      });
      const ar = await slotId(c, 'accounts_receivable');
      // Sent again with 1.10: re-posted at 110.00 (nothing settles it).
      expectStatus(await c.post('/v1/invoices', { ...body, exchange_rate: '1.10' }), 200);
      let tb = await report(c, 'trial_balance');
      expect(tbNet(tb, ar)).toBe(11000);
      // Sent again in GBP without a rate: the EUR rate is not GBP's; with none on file it cannot post.
      expectFieldCodes(await c.post('/v1/invoices', { ...body, currency: 'GBP', exchange_rate: null }), [
        'exchange_rate',
        'required',
      ]);
      tb = await report(c, 'trial_balance');
      expect(tbNet(tb, ar)).toBe(11000);
      expect(await customer()).toMatchObject({ balances: { EUR: '100.00' }, balance: '110.00' });
    });
  });

  describe('D17: the receivable is worth exactly its amount × rate', () => {
    it('EUR 2,583.10 at 1.08 books 2,789.75 on receivables; paid at 1.10, a gain of 51.66', async () => {
      await setup();
      // Two lines of 1,291.55: each 1,291.55 × 1.08 = 1,394.874 → 1,394.87, together 2,789.74.
      // The receivable: 2,583.10 × 1.08 = 2,789.748 → 2,789.75, exactly (before: 2,789.74, the
      // remainder put on it as the largest line). The 0.01 between them goes to the largest other
      // line (equal: the first, Sales): 1,394.88.
      const { id: inv } = await approvedInvoice({
        currency: 'EUR',
        exchange_rate: '1.08',
        total_amount: '2583.10',
        lines: [
          { description: 'Design', amount: '1291.55', account_id: ch.sales },
          { description: 'Build', amount: '1291.55', account_id: ch.services },
        ],
      });
      const ar = await slotId(c, 'accounts_receivable');
      expect(valued(await entriesOf(c, inv))).toEqual(
        set(
          dr(ar, 'EUR', '2583.10', '2789.75'),
          cr(ch.sales, 'EUR', '1291.55', '1394.88'),
          cr(ch.services, 'EUR', '1291.55', '1394.87'),
        ),
      );
      expect(await customer()).toMatchObject({ balances: { EUR: '2583.10' }, balance: '2789.75' });
      expect(await arTotal()).toBe('2789.75');
      // Paid at 1.10: the bank 2,583.10 × 1.10 = 2,841.41; receivables clear 2,789.75; the gain
      // 2,841.41 − 2,789.75 = 51.66 (before: 51.67).
      const pay = await create(
        c,
        'payments',
        paymentBody(ch, {
          currency: 'EUR',
          exchange_rate: '1.10',
          amount: '2583.10',
          invoice_id: inv,
          deposit_to_account_id: ch.bank,
        }),
      );
      const fx = await slotId(c, 'fx_gain_loss');
      expect(valued(await entriesOf(c, pay))).toEqual(
        set(
          dr(ch.bank, 'EUR', '2583.10', '2841.41'),
          cr(ar, 'EUR', '2583.10', '2789.75'),
          cr(fx, 'USD', '51.66', '51.66'),
        ),
      );
      const tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      expect(tbNet(tb, ar)).toBe(0);
      expect(tbNet(tb, ch.bank)).toBe(284141);
      expect(tbNet(tb, ch.sales)).toBe(-139488);
      expect(tbNet(tb, ch.services)).toBe(-139487);
      expect(tbNet(tb, fx)).toBe(-5166);
      expect(await customer()).toMatchObject({ balances: { EUR: '0.00' }, balance: '0.00' });
      expect(await arTotal()).toBe('0.00');
    });

    it('a payment with a fee keeps its bank and receivable lines exact; the remainder goes to the fee', async () => {
      await setup();
      // An unapplied EUR payment of 100.05 with a fee of 0.01, at 1.35: undeposited funds
      // 100.04 × 1.35 = 135.054 → 135.05 and the receivable 100.05 × 1.35 = 135.0675 → 135.07, both
      // exact; the fee 0.01 × 1.35 = 0.0135 → 0.01. Debits 135.06 against credits 135.07: the fee,
      // the line not settled later, takes the 0.01: 0.02 (before: the receivable, 135.06).
      const pay = await create(
        c,
        'payments',
        paymentBody(ch, { currency: 'EUR', exchange_rate: '1.35', amount: '100.05', fee_amount: '0.01' }),
      );
      const ar = await slotId(c, 'accounts_receivable');
      const uf = await slotId(c, 'undeposited_funds');
      const fees = await slotId(c, 'processing_fees');
      expect(valued(await entriesOf(c, pay))).toEqual(
        set(
          dr(uf, 'EUR', '100.04', '135.05'),
          dr(fees, 'EUR', '0.01', '0.02'),
          cr(ar, 'EUR', '100.05', '135.07'),
        ),
      );
      // The customer: EUR 100.05 paid and not applied, worth 135.07.
      expect(await customer()).toMatchObject({ balances: { EUR: '-100.05' }, balance: '-135.07' });
      const tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      expect(tbNet(tb, uf)).toBe(13505);
      expect(tbNet(tb, fees)).toBe(2);
      expect(tbNet(tb, ar)).toBe(-13507);
      expect(await arTotal()).toBe('-135.07');
    });
  });

  describe('D15: a deposit line for a payment that went straight to the bank', () => {
    it('without a line amount: 422 not_depositable on that line, not UNBALANCED_DOCUMENT', async () => {
      await setup();
      // A 110.00 payment deposited straight to Checking: nothing in undeposited funds.
      const direct = await create(c, 'payments', paymentBody(ch, { deposit_to_account_id: ch.bank }));
      const deposit = {
        source_id: uid('dep'),
        source_system: 'test',
        status: 'deposited',
        currency: 'USD',
        deposit_date: '2026-01-31',
        deposit_to_account_id: ch.cash,
        total_amount: '110.00',
        lines: [{ source_document_type: 'payment', source_document_id: direct }],
      };
      const refused = expectFieldCodes(await c.post('/v1/deposits', deposit), [
        'lines.0.source_document_id',
        'not_depositable',
      ]);
      expect(refused.errors[0].message).toBe(
        'names a payment that has nothing in undeposited funds in USD (it is not posted, went to another account, or is in another currency)',
      );
      expect(expectStatus(await c.get('/v1/deposits'), 200).pagination.total_count).toBe(0);
      // Saved pending (its lines are kept as sent), then sent as deposited: the same answer.
      const pending = await create(c, 'deposits', { ...deposit, status: 'pending' });
      expectFieldCodes(await c.put(`/v1/deposits/${pending}`, { status: 'deposited' }), [
        'lines.0.source_document_id',
        'not_depositable',
      ]);
      expect((await get(c, 'deposits', pending)).data.status).toBe('pending');
      expect((await get(c, 'payments', direct)).data.deposit_id).toBeNull();
      // Nothing moved: Checking holds the payment's 110.00, Petty Cash nothing.
      const tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      expect(tbNet(tb, ch.bank)).toBe(11000);
      expect(tbNet(tb, ch.cash)).toBe(0);
      expect(await entriesOf(c, pending)).toEqual([]);
    });
  });

  describe('D4: computed money has its currency’s digits; base-currency documents are at 1', () => {
    it('JPY and KWD amounts in a USD company', async () => {
      await setup();
      // JPY 12,345 at 0.0067 = 82.7115 → USD 82.71.
      const { id: jpy } = await approvedInvoice({
        currency: 'JPY',
        exchange_rate: '0.0067',
        total_amount: '12345',
        lines: [{ description: 'Tokyo', amount: '12345', account_id: ch.sales }],
      });
      const ar = await slotId(c, 'accounts_receivable');
      expect((await get(c, 'invoices', jpy)).data).toMatchObject({
        total_amount: '12345',
        open_balance: '12345',
      });
      expect(valued(await entriesOf(c, jpy))).toEqual(
        set(dr(ar, 'JPY', '12345', '82.71'), cr(ch.sales, 'JPY', '12345', '82.71')),
      );
      // A JPY payment of 10,000 at 0.0067 = 67.00; it clears 10,000 × 0.0067 = 67.00: no gain.
      const pay = await create(
        c,
        'payments',
        paymentBody(ch, {
          currency: 'JPY',
          exchange_rate: '0.0067',
          amount: '10000',
          invoice_id: jpy,
          deposit_to_account_id: ch.bank,
        }),
      );
      expect((await get(c, 'payments', pay)).data).toMatchObject({ amount: '10000', unapplied_amount: '0' });
      expect((await get(c, 'invoices', jpy)).data).toMatchObject({
        status: 'partially_paid',
        open_balance: '2345',
      });
      // KWD 1.25 sent as "1.25" (returned as sent) at 3.25 = 4.0625 → USD 4.06; its open balance,
      // computed, has KWD's three digits.
      const { id: kwd } = await approvedInvoice({
        currency: 'KWD',
        exchange_rate: '3.25',
        total_amount: '1.25',
        lines: [{ description: 'Kuwait', amount: '1.25', account_id: ch.sales }],
      });
      expect((await get(c, 'invoices', kwd)).data).toMatchObject({
        total_amount: '1.25',
        open_balance: '1.250',
      });
      // The customer: JPY 12,345 − 10,000 = 2,345 (82.71 − 67.00 = 15.71) and KWD 1.250 (4.06):
      // 15.71 + 4.06 = 19.77 in USD.
      expect(await customer()).toMatchObject({ balances: { JPY: '2345', KWD: '1.250' }, balance: '19.77' });
      // The reports in one currency have its digits; in USD, two.
      const tbJpy = await report(c, 'trial_balance', 'currency=JPY');
      expect(tbJpy.data.totals).toEqual([{ currency: 'JPY', debit: '12345', credit: '12345' }]);
      expect(tbJpy.data.rows.find((r: Json) => r.account_id === ar)).toMatchObject({
        debit: '2345',
        credit: '0',
      });
      expect(await arTotal('currency=JPY')).toBe('2345');
      expect(await arTotal('currency=KWD')).toBe('1.250');
      expect(await arTotal()).toBe('19.77');
      const pl = await report(c, 'profit_and_loss', 'currency=KWD');
      expect(pl.data.totals[0]).toMatchObject({ revenue: '1.250', expense: '0.000', net_income: '1.250' });
      const gl = await report(c, 'general_ledger', 'currency=JPY');
      const arRow = gl.data.rows.find((r: Json) => r.account_id === ar);
      expect(arRow).toMatchObject({ opening_balance: '0', closing_balance: '2345' });
      expect(arRow.entries.map((e: Json) => [e.debit_amount, e.credit_amount, e.balance])).toEqual([
        ['12345', '0', '12345'],
        ['0', '10000', '2345'],
      ]);
      const tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      expect(tbNet(tb, ar)).toBe(1977);
      // A USD document answers exchange_rate "1" once it posts, and keeps it when sent again.
      const { id: usd, body } = await approvedInvoice({
        total_amount: '10.00',
        lines: [{ description: 'NY', amount: '10.00', account_id: ch.sales }],
      });
      const posted = (await get(c, 'invoices', usd)).data;
      expect(posted.exchange_rate).toBe('1');
      expect(expectStatus(await c.post('/v1/invoices', body), 200).data).toEqual(posted);
    });

    it('re-sent as they are, a void invoice and a posted journal entry (both at "1") are no change', async () => {
      await setup();
      // A USD invoice posts at "1", then is voided; the import sends it again as void, its status
      // left to follow (D7), and without a rate: 200, the same version, still "1".
      const { id: inv, body } = await approvedInvoice({
        total_amount: '10.00',
        lines: [{ description: 'NY', amount: '10.00', account_id: ch.sales }],
      });
      expectStatus(await c.post(`/v1/invoices/${inv}/void`, {}), 200);
      const voided = (await get(c, 'invoices', inv)).data;
      expect(voided).toMatchObject({ exchange_rate: '1', approval_status: 'void', status: 'void' });
      const again = expectStatus(
        await c.post('/v1/invoices', { ...body, approval_status: 'void', status: undefined }),
        200,
      );
      expect(again.data).toEqual(voided);
      // A journal entry naming no currency posts in the base currency, at "1"; sent again as it
      // was, it is no change (a posted entry changes only by reversal).
      const je = {
        source_id: uid('je'),
        source_system: 'test',
        entry_date: '2026-01-05',
        status: 'posted',
        lines: [
          { account_id: ch.bank, debit_amount: '1000.00' },
          { account_id: ch.equity, credit_amount: '1000.00' },
        ],
      };
      const posted = expectStatus(await c.post('/v1/journal_entries', je), 201).data;
      expect(posted.exchange_rate).toBe('1');
      expect(expectStatus(await c.post('/v1/journal_entries', je), 200).data).toEqual(posted);
      // The books: the invoice reversed, the entry's 1,000.00 in Checking and equity.
      const tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      expect(tbNet(tb, ch.sales)).toBe(0);
      expect(tbNet(tb, ch.bank)).toBe(100000);
      expect(tbNet(tb, ch.equity)).toBe(-100000);
    });

    it('a JPY company: base amounts, balances and reports without decimals', async () => {
      await setup();
      expectStatus(await c.request('PATCH', '/v1/company', { body: { base_currency: 'JPY' } }), 200);
      // USD 10.55 at 150.123 = 1,583.79765 → JPY 1,584.
      const { id: usd } = await approvedInvoice({
        currency: 'USD',
        exchange_rate: '150.123',
        total_amount: '10.55',
        lines: [{ description: 'NY', amount: '10.55', account_id: ch.sales }],
      });
      const ar = await slotId(c, 'accounts_receivable');
      expect((await get(c, 'invoices', usd)).data).toMatchObject({
        open_balance: '10.55',
        exchange_rate: '150.123',
      });
      expect(valued(await entriesOf(c, usd))).toEqual(
        set(dr(ar, 'USD', '10.55', '1584'), cr(ch.sales, 'USD', '10.55', '1584')),
      );
      // A JPY invoice of 1,000 in a JPY company: its own currency, at 1.
      const { id: yen } = await approvedInvoice({
        currency: 'JPY',
        total_amount: '1000',
        lines: [{ description: 'Osaka', amount: '1000', account_id: ch.sales }],
      });
      expect((await get(c, 'invoices', yen)).data).toMatchObject({
        exchange_rate: '1',
        open_balance: '1000',
      });
      // The customer: USD 10.55 and JPY 1,000; 1,584 + 1,000 = 2,584 yen.
      expect(await customer()).toMatchObject({ balances: { USD: '10.55', JPY: '1000' }, balance: '2584' });
      const tb = await report(c, 'trial_balance');
      expect(tb.data.totals).toEqual([{ currency: 'JPY', debit: '2584', credit: '2584' }]);
      expect(tb.data.rows.find((r: Json) => r.account_id === ar)).toMatchObject({
        debit: '2584',
        credit: '0',
      });
      const bs = await report(c, 'balance_sheet');
      expect(bs.data.totals[0]).toMatchObject({ assets: '2584', liabilities: '0', current_earnings: '2584' });
      expect(await arTotal()).toBe('2584');
      // The journal lines: each amount in its currency's digits, base amounts in yen.
      const all = await ledgerEntries(c);
      expect(
        all
          .map((e) => [
            e.currency,
            e.debit_amount,
            e.credit_amount,
            e.base_debit_amount,
            e.base_credit_amount,
          ])
          .sort(),
      ).toEqual([
        ['JPY', '0', '1000', '0', '1000'],
        ['JPY', '1000', '0', '1000', '0'],
        ['USD', '0.00', '10.55', '0', '1584'],
        ['USD', '10.55', '0.00', '1584', '0'],
      ]);
    });
  });
}, LEDGER);
