/**
 * The general ledger of D8 over HTTP on both databases: the exact journal lines each document type
 * posts (accounts, sides, amounts, currency, effective date), the system accounts made on first
 * need, reversal on void and re-posting on change, documents that cannot post (422, nothing
 * changes), DELETE of posted documents, the balances that follow (customer, open balances,
 * statuses) and the reports.
 */
import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/errors.ts';
import { approve, create, expectStatus, get, uid } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json } from './helpers/harness.ts';
import {
  APPROVAL_DOCS,
  active,
  type Chart,
  cents,
  cr,
  creditMemoBody,
  dr,
  type Entry,
  entriesOf,
  events,
  expectBalanced,
  expenseBody,
  invoiceBody,
  journalBody,
  LEDGER,
  ledgerEntries,
  lines,
  paymentBody,
  report,
  SLOTS,
  salesReceiptBody,
  seedChart,
  shape,
  slotAccount,
  slotId,
  tbNet,
  vendorBillBody,
} from './helpers/ledger-fixtures.ts';

/** Every line of the document carries its currency, date, type and id, and is an original. */
function expectHeader(entries: Entry[], doc: { id: string; type: string; date: string; currency?: string }) {
  expect(entries.length).toBeGreaterThan(0);
  for (const e of entries) {
    expect(e).toMatchObject({
      currency: doc.currency ?? 'USD',
      effective_date: doc.date,
      document_type: doc.type,
      document_id: doc.id,
      reverses_entry_id: null,
    });
    expect(Number.isNaN(Date.parse(e.created_at))).toBe(false);
  }
}

/** The sum of debits less credits of an account's journal lines, in cents. */
function netOf(entries: Entry[], account: string): number {
  return entries
    .filter((e) => e.account_id === account)
    .reduce((t, e) => t + cents(e.debit_amount) - cents(e.credit_amount), 0);
}

forEachDatabase((h) => {
  let c: Client;
  let ch: Chart;
  const setup = async () => {
    c = await h().company();
    ch = await seedChart(c);
  };

  describe('posting rules: the exact lines of each document type', () => {
    it('invoice with tax: Dr accounts receivable, Cr income, Cr sales tax payable; system accounts made on first need', async () => {
      await setup();
      for (const slot of SLOTS) expect(await slotAccount(c, slot)).toBeUndefined();
      const id = await create(c, 'invoices', invoiceBody(ch));
      // A draft posts nothing and needs no system account.
      expect(await entriesOf(c, id)).toEqual([]);
      expect(await slotAccount(c, 'accounts_receivable')).toBeUndefined();
      await approve(c, 'invoices', id);
      const ar = await slotAccount(c, 'accounts_receivable');
      const tax = await slotAccount(c, 'sales_tax_payable');
      expect(ar.data).toMatchObject({ slot: 'accounts_receivable', type: 'asset', account_type: 'asset' });
      expect(tax.data).toMatchObject({ slot: 'sales_tax_payable', type: 'liability' });
      // Only what was needed.
      for (const slot of [
        'accounts_payable',
        'undeposited_funds',
        'uncategorized_income',
        'uncategorized_expense',
      ])
        expect(await slotAccount(c, slot)).toBeUndefined();
      const entries = await entriesOf(c, id);
      expectHeader(entries, { id, type: 'invoice', date: '2026-01-10' });
      expect(shape(entries)).toEqual(lines(dr(ar.id, '110.00'), cr(ch.sales, '100.00'), cr(tax.id, '10.00')));
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('110.00');
      expect((await get(c, 'invoices', id)).data.open_balance).toBe('110.00');

      // A second invoice reuses the same system accounts.
      const second = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', second);
      expect(
        (expectStatus(await c.get('/v1/accounts?slot=accounts_receivable'), 200).data as Json[]).length,
      ).toBe(1);
      expect(shape(await entriesOf(c, second))).toEqual(
        lines(dr(ar.id, '110.00'), cr(ch.sales, '100.00'), cr(tax.id, '10.00')),
      );
    });

    it('invoice, tax-inclusive: the tax is moved out of the line amounts', async () => {
      await setup();
      const id = await create(
        c,
        'invoices',
        invoiceBody(ch, {
          tax_behavior: 'inclusive',
          total_amount: '110.00',
          tax_amount: '10.00',
          lines: [{ description: 'Widget incl. tax', amount: '110.00', account_id: ch.sales }],
        }),
      );
      await approve(c, 'invoices', id);
      const ar = await slotId(c, 'accounts_receivable');
      const tax = await slotId(c, 'sales_tax_payable');
      expect(shape(await entriesOf(c, id))).toEqual(
        lines(dr(ar, '110.00'), cr(ch.sales, '100.00'), cr(tax, '10.00')),
      );
    });

    it('invoice with a discount line and with a header discount: discounts reduce income', async () => {
      await setup();
      const ar = async () => slotId(c, 'accounts_receivable');
      const withLine = await create(
        c,
        'invoices',
        invoiceBody(ch, {
          total_amount: '99.00',
          tax_amount: '9.00',
          lines: [
            { description: 'Widget', amount: '100.00', account_id: ch.sales },
            { description: 'Promo', line_type: 'discount', amount: '-10.00', account_id: ch.sales },
          ],
        }),
      );
      await approve(c, 'invoices', withLine);
      const tax = await slotId(c, 'sales_tax_payable');
      expect(shape(await entriesOf(c, withLine))).toEqual(
        lines(dr(await ar(), '99.00'), cr(ch.sales, '90.00'), cr(tax, '9.00')),
      );

      const withHeader = await create(
        c,
        'invoices',
        invoiceBody(ch, {
          total_amount: '90.00',
          tax_amount: null,
          discount_amount: '10.00',
          lines: [{ description: 'Widget', amount: '100.00', account_id: ch.services }],
        }),
      );
      await approve(c, 'invoices', withHeader);
      expect(shape(await entriesOf(c, withHeader))).toEqual(
        lines(dr(await ar(), '90.00'), cr(ch.services, '90.00')),
      );

      // Subtotal and description-only lines are display: they post nothing.
      const display = await create(
        c,
        'invoices',
        invoiceBody(ch, {
          lines: [
            { description: 'Widget', amount: '100.00', account_id: ch.sales },
            { description: 'Subtotal', line_type: 'subtotal', amount: '100.00' },
            { description: 'Thanks!', line_type: 'description_only', amount: '0.00' },
          ],
        }),
      );
      await approve(c, 'invoices', display);
      expect(shape(await entriesOf(c, display))).toEqual(
        lines(dr(await ar(), '110.00'), cr(ch.sales, '100.00'), cr(tax, '10.00')),
      );
    });

    it("invoice income account: the line's, else the item's revenue account, else uncategorized income", async () => {
      await setup();
      const id = await create(
        c,
        'invoices',
        invoiceBody(ch, {
          total_amount: '60.00',
          tax_amount: null,
          lines: [
            { description: 'Direct', amount: '10.00', account_id: ch.sales },
            { description: 'Item', amount: '20.00', detail: { type: 'item', item_id: ch.item } },
            { description: 'Nothing known', amount: '30.00' },
          ],
        }),
      );
      await approve(c, 'invoices', id);
      const ar = await slotId(c, 'accounts_receivable');
      const ui = await slotAccount(c, 'uncategorized_income');
      expect(ui.data).toMatchObject({ slot: 'uncategorized_income', type: 'revenue' });
      expect(shape(await entriesOf(c, id))).toEqual(
        lines(dr(ar, '60.00'), cr(ch.sales, '10.00'), cr(ch.services, '20.00'), cr(ui.id, '30.00')),
      );
    });

    it('invoice in another currency posts in that currency; the trial balance is in USD, ?currency=EUR in EUR', async () => {
      await setup();
      const usd = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', usd);
      const eur = await create(
        c,
        'invoices',
        invoiceBody(ch, {
          currency: 'EUR',
          exchange_rate: '1.10',
          total_amount: '50.00',
          tax_amount: null,
          lines: [{ description: 'x', amount: '50.00', account_id: ch.sales }],
        }),
      );
      await approve(c, 'invoices', eur);
      expectHeader(await entriesOf(c, eur), {
        id: eur,
        type: 'invoice',
        date: '2026-01-10',
        currency: 'EUR',
      });
      // D17: one set of totals in the base currency: USD 110.00 + EUR 50.00 at 1.10 = 55.00.
      const tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      expect(tb.data.totals).toEqual([{ currency: 'USD', debit: '165.00', credit: '165.00' }]);
      const ar = await slotId(c, 'accounts_receivable');
      expect(tbNet(tb, ar)).toBe(16500);
      expect(tbNet(tb, ch.sales)).toBe(-15500);
      // Each document currency as posted: USD 110.00, EUR 50.00.
      const usdTb = await report(c, 'trial_balance', 'currency=USD');
      expectBalanced(usdTb);
      expect(usdTb.data.totals).toEqual([{ currency: 'USD', debit: '110.00', credit: '110.00' }]);
      expect(tbNet(usdTb, ar, 'USD')).toBe(11000);
      const eurTb = await report(c, 'trial_balance', 'currency=EUR');
      expectBalanced(eurTb);
      expect(eurTb.data.totals).toEqual([{ currency: 'EUR', debit: '50.00', credit: '50.00' }]);
      expect(tbNet(eurTb, ar, 'EUR')).toBe(5000);
    });

    it('credit memo: the mirror of an invoice (Dr income and tax, Cr accounts receivable)', async () => {
      await setup();
      const id = await create(c, 'credit_memos', creditMemoBody(ch));
      await approve(c, 'credit_memos', id);
      const entries = await entriesOf(c, id);
      expectHeader(entries, { id, type: 'credit_memo', date: '2026-01-12' });
      const ar = await slotId(c, 'accounts_receivable');
      const tax = await slotId(c, 'sales_tax_payable');
      expect(shape(entries)).toEqual(lines(cr(ar, '55.00'), dr(ch.sales, '50.00'), dr(tax, '5.00')));
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('-55.00');
    });

    it('sales receipt: Dr the deposit-to account (default undeposited funds), Cr income and tax', async () => {
      await setup();
      const toBank = await create(
        c,
        'sales_receipts',
        salesReceiptBody(ch, {
          deposit_to_account_id: ch.bank,
          total_amount: '88.00',
          tax_amount: '8.00',
        }),
      );
      await approve(c, 'sales_receipts', toBank);
      const entries = await entriesOf(c, toBank);
      expectHeader(entries, { id: toBank, type: 'sales_receipt', date: '2026-01-13' });
      const tax = await slotId(c, 'sales_tax_payable');
      expect(shape(entries)).toEqual(lines(dr(ch.bank, '88.00'), cr(ch.sales, '80.00'), cr(tax, '8.00')));

      const undeposited = await create(
        c,
        'sales_receipts',
        salesReceiptBody(ch, {
          revenue_account_id: ch.services,
          lines: [{ description: 'No account on the line', amount: '80.00' }],
        }),
      );
      await approve(c, 'sales_receipts', undeposited);
      const uf = await slotAccount(c, 'undeposited_funds');
      expect(uf.data).toMatchObject({ slot: 'undeposited_funds', type: 'asset' });
      // The receipt's revenue_account_id takes lines without an account.
      expect(shape(await entriesOf(c, undeposited))).toEqual(
        lines(dr(uf.id, '80.00'), cr(ch.services, '80.00')),
      );
      // A sales receipt is paid at the till: no receivable.
      expect(await slotAccount(c, 'accounts_receivable')).toBeUndefined();
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('0.00');
    });

    it('refund receipt (posts when completed): Dr income and tax, Cr the account the money left (default Cash at bank)', async () => {
      await setup();
      const id = await create(c, 'refund_receipts', {
        source_id: uid('rr'),
        source_system: 'test',
        status: 'completed',
        currency: 'USD',
        total_amount: '33.00',
        customer_id: ch.customer,
        document_date: '2026-01-16',
        lines: [
          { description: 'Refund', amount: '30.00', detail: { type: 'item', account_id: ch.sales } },
          { description: 'Tax refunded', line_type: 'tax', amount: '3.00' },
        ],
      });
      const entries = await entriesOf(c, id);
      expectHeader(entries, { id, type: 'refund_receipt', date: '2026-01-16' });
      // D15: money paid out leaves a bank account, never undeposited funds.
      const bank = await slotId(c, 'operating_bank');
      const tax = await slotId(c, 'sales_tax_payable');
      expect(shape(entries)).toEqual(lines(cr(bank, '33.00'), dr(ch.sales, '30.00'), dr(tax, '3.00')));

      // Pending posts nothing; completing it posts.
      const pending = await create(c, 'refund_receipts', {
        source_id: uid('rr'),
        source_system: 'test',
        status: 'pending',
        currency: 'USD',
        total_amount: '5.00',
        document_date: '2026-01-16',
        lines: [{ description: 'Refund', amount: '5.00' }],
      });
      expect(await entriesOf(c, pending)).toEqual([]);
      expectStatus(await c.put(`/v1/refund_receipts/${pending}`, { status: 'completed' }), 200);
      const ui = await slotId(c, 'uncategorized_income');
      expect(shape(await entriesOf(c, pending))).toEqual(lines(cr(bank, '5.00'), dr(ui, '5.00')));
    });

    it('payment: Dr the deposit-to account (default undeposited funds), Cr accounts receivable', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', inv);
      const toBank = await create(
        c,
        'payments',
        paymentBody(ch, { amount: '60.00', deposit_to_account_id: ch.bank, invoice_id: inv }),
      );
      const entries = await entriesOf(c, toBank);
      expectHeader(entries, { id: toBank, type: 'payment', date: '2026-01-20' });
      const ar = await slotId(c, 'accounts_receivable');
      expect(shape(entries)).toEqual(lines(dr(ch.bank, '60.00'), cr(ar, '60.00')));
      const plain = await create(c, 'payments', paymentBody(ch, { amount: '50.00', invoice_id: inv }));
      const uf = await slotId(c, 'undeposited_funds');
      expect(shape(await entriesOf(c, plain))).toEqual(lines(dr(uf, '50.00'), cr(ar, '50.00')));
      // A pending payment posts nothing.
      const pending = await create(c, 'payments', paymentBody(ch, { status: 'pending', amount: '1.00' }));
      expect(await entriesOf(c, pending)).toEqual([]);
    });

    it("vendor bill: Dr each line's expense or asset account (line, item, uncategorized expense), Cr accounts payable", async () => {
      await setup();
      const id = await create(
        c,
        'vendor_bills',
        vendorBillBody(ch, {
          total_amount: '475.00',
          lines: [
            { description: 'Rent', amount: '300.00', account_id: ch.rent },
            { description: 'Printer', amount: '75.00', account_id: ch.cash },
            {
              description: 'Paper',
              quantity: '4',
              unit_amount: '12.50',
              detail: { type: 'item', item_id: ch.item },
            },
            { description: 'Misc', amount: '50.00' },
          ],
        }),
      );
      await approve(c, 'vendor_bills', id);
      const entries = await entriesOf(c, id);
      expectHeader(entries, { id, type: 'vendor_bill', date: '2026-01-15' });
      const ap = await slotAccount(c, 'accounts_payable');
      const ue = await slotAccount(c, 'uncategorized_expense');
      expect(ap.data).toMatchObject({ slot: 'accounts_payable', type: 'liability' });
      expect(ue.data).toMatchObject({ slot: 'uncategorized_expense', type: 'expense' });
      expect(shape(entries)).toEqual(
        lines(
          dr(ch.rent, '300.00'),
          dr(ch.cash, '75.00'),
          dr(ch.supplies, '50.00'),
          dr(ue.id, '50.00'),
          cr(ap.id, '475.00'),
        ),
      );
      expect((await get(c, 'vendor_bills', id)).data.open_balance).toBe('475.00');
    });

    it('vendor credit (posts when approved): the mirror of a vendor bill', async () => {
      await setup();
      const id = await create(c, 'vendor_credits', {
        source_id: uid('vc'),
        source_system: 'test',
        status: 'open',
        approval_status: 'approved',
        currency: 'USD',
        total_amount: '40.00',
        vendor_id: ch.vendor,
        document_date: '2026-01-17',
        lines: [{ description: 'Returned paper', amount: '40.00', account_id: ch.supplies }],
      });
      const entries = await entriesOf(c, id);
      expectHeader(entries, { id, type: 'vendor_credit', date: '2026-01-17' });
      const ap = await slotId(c, 'accounts_payable');
      expect(shape(entries)).toEqual(lines(dr(ap, '40.00'), cr(ch.supplies, '40.00')));
    });

    it('bill payment: Dr accounts payable, Cr the paying account; allocations pay bills', async () => {
      await setup();
      const bill = await create(c, 'vendor_bills', vendorBillBody(ch));
      await approve(c, 'vendor_bills', bill);
      const id = await create(c, 'bill_payments', {
        source_id: uid('bp'),
        source_system: 'test',
        vendor_id: ch.vendor,
        amount: '120.00',
        currency: 'USD',
        payment_date: '2026-01-25',
        status: 'completed',
        allocations: [{ bill_id: bill, amount: '120.00' }],
      });
      const entries = await entriesOf(c, id);
      expectHeader(entries, { id, type: 'bill_payment', date: '2026-01-25' });
      const ap = await slotId(c, 'accounts_payable');
      // D15: with no payment_account_id the money leaves the operating bank account.
      const bank = await slotId(c, 'operating_bank');
      expect(shape(entries)).toEqual(lines(dr(ap, '120.00'), cr(bank, '120.00')));
      const b = await get(c, 'vendor_bills', bill);
      expect(b.data.open_balance).toBe('180.00');
      expect(b.data.status).toBe('partially_paid');
    });

    it('expense without lines: Dr its expense account (else uncategorized expense), Cr the payment account', async () => {
      await setup();
      const id = await create(c, 'expenses', expenseBody(ch));
      await approve(c, 'expenses', id);
      const entries = await entriesOf(c, id);
      expectHeader(entries, { id, type: 'expense', date: '2026-01-14' });
      expect(shape(entries)).toEqual(lines(dr(ch.rent, '40.00'), cr(ch.card, '40.00')));
      const bare = await create(
        c,
        'expenses',
        expenseBody(ch, { expense_account_id: null, payment_account_id: ch.cash }),
      );
      await approve(c, 'expenses', bare);
      const ue = await slotId(c, 'uncategorized_expense');
      expect(shape(await entriesOf(c, bare))).toEqual(lines(dr(ue, '40.00'), cr(ch.cash, '40.00')));
    });

    it("expense with lines: Dr each line's account and the tax, Cr the payment account; the lines and tax must make the amount", async () => {
      await setup();
      const id = await create(
        c,
        'expenses',
        expenseBody(ch, {
          amount: '45.00',
          tax_amount: '5.00',
          lines: [
            { description: 'Desk rent', amount: '30.00', expense_account_id: ch.rent },
            { description: 'Pens', amount: '10.00', expense_account_id: ch.supplies },
          ],
        }),
      );
      await approve(c, 'expenses', id);
      expect(shape(await entriesOf(c, id))).toEqual(
        lines(dr(ch.rent, '35.00'), dr(ch.supplies, '10.00'), cr(ch.card, '45.00')),
      );

      const off = await create(
        c,
        'expenses',
        expenseBody(ch, {
          amount: '50.00',
          tax_amount: '5.00',
          lines: [{ description: 'Desk rent', amount: '30.00', expense_account_id: ch.rent }],
        }),
      );
      expectStatus(await c.post(`/v1/expenses/${off}/submit`), 200);
      const body = expectError(await c.post(`/v1/expenses/${off}/approve`), 422, 'UNBALANCED_DOCUMENT');
      expect(body.errors.map((e: Json) => e.field)).toEqual(['amount']);
      expect(body.message).toContain('35.00');
      expect(body.message).toContain('15.00');
      expect((await get(c, 'expenses', off)).data.approval_status).toBe('pending_approval');
    });

    it('expense without payment_account_id cannot post: 422 naming payment_account_id; nothing changes', async () => {
      await setup();
      const id = await create(c, 'expenses', expenseBody(ch, { payment_account_id: null }));
      expectStatus(await c.post(`/v1/expenses/${id}/submit`), 200);
      const before = await get(c, 'expenses', id);
      const body = expectError(await c.post(`/v1/expenses/${id}/approve`), 422, 'UNBALANCED_DOCUMENT');
      expect(body.errors.map((e: Json) => e.field)).toEqual(['payment_account_id']);
      expect(body.message).toContain('payment_account_id');
      const after = await get(c, 'expenses', id);
      expect(after.data.approval_status).toBe('pending_approval');
      expect(after.data.version).toBe(before.data.version);
      expect(await entriesOf(c, id)).toEqual([]);
      // Given the account, it posts.
      expectStatus(await c.put(`/v1/expenses/${id}`, { payment_account_id: ch.bank }), 200);
      expectStatus(await c.post(`/v1/expenses/${id}/approve`), 200);
      expect(shape(await entriesOf(c, id))).toEqual(lines(dr(ch.rent, '40.00'), cr(ch.bank, '40.00')));
    });

    it("deposit (posts when deposited): Dr the deposit-to account, Cr each line's account (default undeposited funds), cash back its own line", async () => {
      await setup();
      const id = await create(c, 'deposits', {
        source_id: uid('dep'),
        source_system: 'test',
        status: 'deposited',
        currency: 'USD',
        total_amount: '130.00',
        deposit_date: '2026-01-26',
        deposit_to_account_id: ch.bank,
        cashback_amount: '20.00',
        cashback_account_id: ch.cash,
        lines: [
          { amount: '100.00', description: 'Checks received' },
          { amount: '50.00', account_id: ch.services, description: 'Cash sale' },
        ],
      });
      const entries = await entriesOf(c, id);
      expectHeader(entries, { id, type: 'deposit', date: '2026-01-26' });
      const uf = await slotId(c, 'undeposited_funds');
      expect(shape(entries)).toEqual(
        lines(dr(ch.bank, '130.00'), dr(ch.cash, '20.00'), cr(uf, '100.00'), cr(ch.services, '50.00')),
      );
    });

    it('deposit without deposit_to_account_id (or cash back without its account, or lines not adding up) cannot post', async () => {
      await setup();
      const base = {
        source_system: 'test',
        status: 'deposited',
        currency: 'USD',
        total_amount: '100.00',
        deposit_date: '2026-01-26',
        deposit_to_account_id: ch.bank,
        lines: [{ amount: '100.00' }],
      };
      const cases: [Record<string, unknown>, string][] = [
        [{ deposit_to_account_id: null }, 'deposit_to_account_id'],
        [{ total_amount: '80.00', cashback_amount: '20.00' }, 'cashback_account_id'],
        [{ total_amount: '90.00' }, 'total_amount'],
      ];
      for (const [over, field] of cases) {
        const sourceId = uid('dep');
        const body = expectError(
          await c.post('/v1/deposits', { ...base, source_id: sourceId, ...over }),
          422,
          'UNBALANCED_DOCUMENT',
        );
        expect(
          body.errors.map((e: Json) => e.field),
          JSON.stringify(over),
        ).toEqual([field]);
        expect(body.message).toContain(field);
        // Nothing was created.
        expect(expectStatus(await c.get(`/v1/deposits?source_id=${sourceId}`), 200).data).toEqual([]);
      }
      // A pending deposit needs nothing; it is held to the rule when it is deposited.
      const pending = await create(c, 'deposits', {
        ...base,
        source_id: uid('dep'),
        status: 'pending',
        deposit_to_account_id: null,
      });
      const refused = expectError(
        await c.put(`/v1/deposits/${pending}`, { status: 'deposited' }),
        422,
        'UNBALANCED_DOCUMENT',
      );
      expect(refused.errors.map((e: Json) => e.field)).toEqual(['deposit_to_account_id']);
      expect((await get(c, 'deposits', pending)).data.status).toBe('pending');
      expect(await ledgerEntries(c)).toEqual([]);
    });

    it('bank transfer (posts when approved): Dr the to-account, Cr the from-account', async () => {
      await setup();
      const id = await create(c, 'bank_transfers', {
        source_id: uid('bt'),
        source_system: 'test',
        amount: '200.00',
        currency: 'USD',
        transfer_date: '2026-01-27',
        from_account_id: ch.bank,
        to_account_id: ch.cash,
        status: 'draft',
      });
      expect(await entriesOf(c, id)).toEqual([]);
      expectStatus(await c.put(`/v1/bank_transfers/${id}`, { status: 'approved' }), 200);
      const entries = await entriesOf(c, id);
      expectHeader(entries, { id, type: 'bank_transfer', date: '2026-01-27' });
      expect(shape(entries)).toEqual(lines(dr(ch.cash, '200.00'), cr(ch.bank, '200.00')));
    });

    it('journal entry: its lines as given, on its effective date, in its currency', async () => {
      await setup();
      const id = await create(
        c,
        'journal_entries',
        journalBody(ch, {
          currency: 'EUR',
          exchange_rate: '1.10',
          entry_date: '2026-01-28',
          effective_date: '2026-02-01',
          lines: [
            { account_id: ch.rent, debit_amount: '100.00', description: 'Accrued rent' },
            { account_id: ch.supplies, debit_amount: '50.00' },
            { account_id: ch.bank, credit_amount: '150.00' },
          ],
        }),
      );
      expectStatus(await c.post(`/v1/journal_entries/${id}/confirm`), 200);
      const entries = await entriesOf(c, id);
      expectHeader(entries, { id, type: 'journal_entry', date: '2026-02-01', currency: 'EUR' });
      expect(shape(entries)).toEqual(
        lines(dr(ch.rent, '100.00'), dr(ch.supplies, '50.00'), cr(ch.bank, '150.00')),
      );
      // A journal entry names every account itself: no system account is needed.
      for (const slot of SLOTS) expect(await slotAccount(c, slot)).toBeUndefined();
    });

    it('quotes, sales orders and purchase orders never post', async () => {
      await setup();
      const common = { source_system: 'test', currency: 'USD', total_amount: '10.00' };
      await create(c, 'quotes', {
        ...common,
        source_id: uid('q'),
        status: 'accepted',
        approval_status: 'approved',
      });
      await create(c, 'sales_orders', {
        ...common,
        source_id: uid('so'),
        status: 'closed',
        approval_status: 'approved',
      });
      await create(c, 'purchase_orders', { ...common, source_id: uid('po'), status: 'closed' });
      expect(await ledgerEntries(c)).toEqual([]);
    });
  });

  describe('reversal on void and re-posting on change', () => {
    for (const doc of APPROVAL_DOCS) {
      it(`${doc.path}: void posts reversing lines (reverses_entry_id, same date) and the balances go back`, async () => {
        await setup();
        const id = await create(c, doc.path, doc.body(ch));
        await approve(c, doc.path, id);
        const posted = await entriesOf(c, id);
        const tbBefore = await report(c, 'trial_balance');
        expect(tbBefore.data.rows.length).toBeGreaterThan(0);
        expectStatus(await c.post(`/v1/${doc.path}/${id}/void`), 200);
        const all = await entriesOf(c, id);
        expect(all).toHaveLength(posted.length * 2);
        // The originals are untouched.
        for (const p of posted) expect(all.find((e) => e.id === p.id)).toEqual(p);
        const reversals = all.filter((e) => e.reverses_entry_id !== null);
        expect(reversals).toHaveLength(posted.length);
        for (const r of reversals) {
          const original = posted.find((p) => p.id === r.reverses_entry_id);
          expect(original, 'each reversal reverses one original line').toBeTruthy();
          expect(r).toMatchObject({
            account_id: original!.account_id,
            debit_amount: original!.credit_amount,
            credit_amount: original!.debit_amount,
            currency: original!.currency,
            effective_date: original!.effective_date,
            document_id: id,
            document_type: doc.object,
          });
        }
        expect(active(all)).toEqual([]);
        const tb = await report(c, 'trial_balance');
        expectBalanced(tb);
        expect(tb.data.rows).toEqual([]);
        expect((await get(c, 'customers', ch.customer)).data.balance).toBe('0.00');
        // Voiding is final: the ledger does not move again.
        expectError(await c.post(`/v1/${doc.path}/${id}/void`), 409, 'INVALID_STATE_TRANSITION');
        expect(await entriesOf(c, id)).toHaveLength(posted.length * 2);
      });
    }

    it('documents without actions (deposit, bank transfer, refund receipt, vendor credit, bill payment) are reversed when their source voids them', async () => {
      await setup();
      const bill = await create(c, 'vendor_bills', vendorBillBody(ch, { approval_status: 'approved' }));
      const docs: [string, Record<string, unknown>, Record<string, unknown>][] = [
        [
          'deposits',
          {
            source_id: uid('dep'),
            source_system: 'test',
            status: 'deposited',
            currency: 'USD',
            total_amount: '100.00',
            deposit_date: '2026-01-26',
            deposit_to_account_id: ch.bank,
            lines: [{ amount: '100.00' }],
          },
          { status: 'void' },
        ],
        [
          'bank_transfers',
          {
            source_id: uid('bt'),
            source_system: 'test',
            amount: '200.00',
            currency: 'USD',
            transfer_date: '2026-01-27',
            from_account_id: ch.bank,
            to_account_id: ch.cash,
            status: 'approved',
          },
          { status: 'void' },
        ],
        [
          'refund_receipts',
          {
            source_id: uid('rr'),
            source_system: 'test',
            status: 'completed',
            currency: 'USD',
            total_amount: '30.00',
            document_date: '2026-01-16',
            lines: [{ description: 'Refund', amount: '30.00' }],
          },
          { status: 'void' },
        ],
        [
          'vendor_credits',
          {
            source_id: uid('vc'),
            source_system: 'test',
            status: 'open',
            approval_status: 'approved',
            currency: 'USD',
            total_amount: '40.00',
            vendor_id: ch.vendor,
            lines: [{ description: 'Returned', amount: '40.00', account_id: ch.supplies }],
          },
          { status: 'void', approval_status: 'void' },
        ],
        [
          'bill_payments',
          {
            source_id: uid('bp'),
            source_system: 'test',
            vendor_id: ch.vendor,
            amount: '50.00',
            currency: 'USD',
            status: 'completed',
            bill_id: bill,
          },
          { status: 'void' },
        ],
      ];
      for (const [path, body, voided] of docs) {
        const id = await create(c, path, body);
        const posted = await entriesOf(c, id);
        expect(posted.length, path).toBe(2);
        // The source system sends the voided version by upsert on the same identity.
        expectStatus(await c.post(`/v1/${path}`, { ...body, ...voided }), 200);
        const all = await entriesOf(c, id);
        expect(all, path).toHaveLength(4);
        expect(active(all), path).toEqual([]);
        for (const r of all.filter((e) => e.reverses_entry_id !== null)) {
          const original = posted.find((p) => p.id === r.reverses_entry_id)!;
          expect([r.debit_amount, r.credit_amount]).toEqual([original.credit_amount, original.debit_amount]);
        }
        // Void is final.
        expectError(await c.post(`/v1/${path}`, body), 409, 'INVALID_STATE_TRANSITION');
      }
      const tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      // What is left is the vendor bill alone.
      expect(tbNet(tb, ch.rent)).toBe(30000);
      expect(tbNet(tb, ch.bank)).toBe(0);
      expect(tbNet(tb, ch.cash)).toBe(0);
      expect((await get(c, 'vendor_bills', bill)).data.open_balance).toBe('300.00');
    });

    it('an update of a posted invoice posts reversing lines and the new lines; the trial balance stays balanced', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', id);
      const first = await entriesOf(c, id);
      const updated = expectStatus(
        await c.put(`/v1/invoices/${id}`, {
          total_amount: '220.00',
          tax_amount: '20.00',
          lines: [{ description: 'Two widgets', amount: '200.00', account_id: ch.services }],
        }),
        200,
      );
      expect(updated.data.open_balance).toBe('220.00');
      const all = await entriesOf(c, id);
      expect(all).toHaveLength(9);
      const reversed = all.filter((e) => e.reverses_entry_id !== null);
      expect(new Set(reversed.map((e) => e.reverses_entry_id))).toEqual(new Set(first.map((e) => e.id)));
      const ar = await slotId(c, 'accounts_receivable');
      const tax = await slotId(c, 'sales_tax_payable');
      expect(shape(active(all))).toEqual(
        lines(dr(ar, '220.00'), cr(ch.services, '200.00'), cr(tax, '20.00')),
      );
      const tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      expect(tbNet(tb, ar)).toBe(22000);
      expect(tbNet(tb, ch.sales)).toBe(0);
      expect(tbNet(tb, ch.services)).toBe(-20000);
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('220.00');

      // A change with no ledger effect (the memo) posts nothing.
      expectStatus(await c.put(`/v1/invoices/${id}`, { memo: 'thanks' }), 200);
      expect(await entriesOf(c, id)).toHaveLength(9);

      // A new effective date moves the posting: reversal on the old date, new lines on the new one.
      expectStatus(await c.put(`/v1/invoices/${id}`, { effective_date: '2026-02-15' }), 200);
      const moved = await entriesOf(c, id);
      expect(moved).toHaveLength(15);
      for (const e of active(moved)) expect(e.effective_date).toBe('2026-02-15');
      expect(
        moved.filter((e) => e.reverses_entry_id !== null && e.effective_date === '2026-01-10'),
      ).toHaveLength(6);

      // A new customer moves the receivable between customers.
      expectStatus(await c.put(`/v1/invoices/${id}`, { customer_id: ch.customer2 }), 200);
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('0.00');
      expect((await get(c, 'customers', ch.customer2)).data.balance).toBe('220.00');
      expectBalanced(await report(c, 'trial_balance'));
    });

    it('an upsert from the source system re-posts a posted document the same way', async () => {
      await setup();
      const body = vendorBillBody(ch);
      const id = await create(c, 'vendor_bills', body);
      await approve(c, 'vendor_bills', id);
      const again = await c.post('/v1/vendor_bills', {
        ...body,
        approval_status: 'approved',
        total_amount: '320.00',
        lines: [
          { description: 'January rent', amount: '300.00', account_id: ch.rent },
          { description: 'Late fee', amount: '20.00', account_id: ch.supplies },
        ],
      });
      expect(expectStatus(again, 200).id).toBe(id);
      const ap = await slotId(c, 'accounts_payable');
      const all = await entriesOf(c, id);
      expect(all).toHaveLength(2 + 2 + 3);
      expect(shape(active(all))).toEqual(
        lines(dr(ch.rent, '300.00'), dr(ch.supplies, '20.00'), cr(ap, '320.00')),
      );
      expectBalanced(await report(c, 'trial_balance'));
    });

    it('a completed payment changed by upsert re-posts and re-applies; the invoice follows', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', inv);
      const body = paymentBody(ch, { amount: '60.00', invoice_id: inv });
      const p = await create(c, 'payments', body);
      expect((await get(c, 'invoices', inv)).data.open_balance).toBe('50.00');
      expectStatus(await c.post('/v1/payments', { ...body, amount: '110.00' }), 200);
      const invoice = await get(c, 'invoices', inv);
      expect(invoice.data.open_balance).toBe('0.00');
      expect(invoice.data.status).toBe('paid');
      const ar = await slotId(c, 'accounts_receivable');
      const uf = await slotId(c, 'undeposited_funds');
      const all = await entriesOf(c, p);
      expect(all).toHaveLength(6);
      expect(shape(active(all))).toEqual(lines(dr(uf, '110.00'), cr(ar, '110.00')));
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('0.00');
    });
  });

  describe('documents that cannot post', () => {
    it('an invoice that does not add up: 422 UNBALANCED_DOCUMENT naming total_amount and the difference; nothing changes', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch, { total_amount: '120.00' }));
      expectStatus(await c.post(`/v1/invoices/${id}/submit`), 200);
      const before = await get(c, 'invoices', id);
      const body = expectError(await c.post(`/v1/invoices/${id}/approve`), 422, 'UNBALANCED_DOCUMENT');
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0].field).toBe('total_amount');
      expect(body.message).toContain('110.00');
      expect(body.message).toContain('120.00');
      expect(body.message).toMatch(/off by 10\.00/);
      const after = await get(c, 'invoices', id);
      expect(after.data.approval_status).toBe('pending_approval');
      expect(after.data.version).toBe(before.data.version);
      expect(await ledgerEntries(c)).toEqual([]);
      // Not even the system accounts it would have needed were made.
      expect(await slotAccount(c, 'accounts_receivable')).toBeUndefined();
      expect((await report(c, 'trial_balance')).data.rows).toEqual([]);
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('0.00');
      expect(
        (expectStatus(await c.get('/v1/events?type=invoice.approved'), 200).data as Json[]).filter(
          (e) => e.data.object.id === id,
        ),
      ).toEqual([]);
    });

    it('an unbalanced import arriving approved is refused whole: the record is not created', async () => {
      await setup();
      const sourceId = uid('inv');
      const body = expectError(
        await c.post(
          '/v1/invoices',
          invoiceBody(ch, { source_id: sourceId, approval_status: 'approved', total_amount: '100.00' }),
        ),
        422,
        'UNBALANCED_DOCUMENT',
      );
      expect(body.errors[0].field).toBe('total_amount');
      expect(expectStatus(await c.get(`/v1/invoices?source_id=${sourceId}`), 200).data).toEqual([]);
      for (const [path, over] of [
        ['vendor_bills', vendorBillBody(ch, { approval_status: 'approved', total_amount: '301.00' })],
        ['sales_receipts', salesReceiptBody(ch, { approval_status: 'approved', total_amount: '79.99' })],
        ['credit_memos', creditMemoBody(ch, { approval_status: 'approved', total_amount: '50.00' })],
      ] as const) {
        const res = expectError(await c.post(`/v1/${path}`, over), 422, 'UNBALANCED_DOCUMENT');
        expect(res.errors[0].field, path).toBe('total_amount');
      }
      expect(await ledgerEntries(c)).toEqual([]);
    });

    it('an update that would unbalance a posted document is refused; its posting stays', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', id);
      const before = await entriesOf(c, id);
      const v = (await get(c, 'invoices', id)).data.version;
      const body = expectError(
        await c.put(`/v1/invoices/${id}`, { total_amount: '150.00' }),
        422,
        'UNBALANCED_DOCUMENT',
      );
      expect(body.message).toMatch(/off by 40\.00/);
      expect(await entriesOf(c, id)).toEqual(before);
      const after = await get(c, 'invoices', id);
      expect(after.data.total_amount).toBe('110.00');
      expect(after.data.version).toBe(v);
    });
  });

  describe('DELETE of posted documents', () => {
    it('409 DOCUMENT_POSTED for each posted document type; a draft that never posted can be deleted', async () => {
      await setup();
      const posted: [string, string][] = [];
      for (const doc of APPROVAL_DOCS) {
        const id = await create(c, doc.path, doc.body(ch));
        await approve(c, doc.path, id);
        posted.push([doc.path, id]);
      }
      const je = await create(c, 'journal_entries', journalBody(ch, { status: 'posted' }));
      posted.push(['journal_entries', je]);
      const bt = await create(c, 'bank_transfers', {
        source_id: uid('bt'),
        source_system: 'test',
        amount: '5.00',
        currency: 'USD',
        transfer_date: '2026-01-27',
        from_account_id: ch.bank,
        to_account_id: ch.cash,
        status: 'approved',
      });
      posted.push(['bank_transfers', bt]);
      const entriesBefore = await ledgerEntries(c);
      for (const [path, id] of posted) {
        const body = expectError(await c.delete(`/v1/${path}/${id}`), 409, 'DOCUMENT_POSTED');
        expect(body.message).toMatch(/void/i);
        await get(c, path, id);
      }
      expect(await ledgerEntries(c)).toEqual(entriesBefore);
      const draft = await create(c, 'invoices', invoiceBody(ch));
      expect(expectStatus(await c.delete(`/v1/invoices/${draft}`), 200)).toEqual({
        deleted: true,
        id: draft,
        object: 'invoice',
      });
    });

    it('a voided document that had posted keeps its journal lines, so it is not deleted either (409 DOCUMENT_POSTED)', async () => {
      await setup();
      const id = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', id);
      expectStatus(await c.post(`/v1/invoices/${id}/void`), 200);
      expect(await entriesOf(c, id)).toHaveLength(6);
      // Its journal lines name it as their document: deleting it would orphan them (D8: nothing
      // posted is ever deleted; D7: a voided document is immutable).
      expectError(await c.delete(`/v1/invoices/${id}`), 409, 'DOCUMENT_POSTED');
      await get(c, 'invoices', id);
    });
  });

  describe('balances that follow', () => {
    it('customer balance, open balances and statuses: partially_paid → paid; a credit memo lowers the balance', async () => {
      await setup();
      const a = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', a);
      const b = await create(
        c,
        'invoices',
        invoiceBody(ch, {
          total_amount: '220.00',
          tax_amount: '20.00',
          lines: [{ description: 'x', amount: '200.00', account_id: ch.sales }],
        }),
      );
      await approve(c, 'invoices', b);
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('330.00');
      // One payment split across both invoices.
      await create(
        c,
        'payments',
        paymentBody(ch, {
          amount: '150.00',
          allocations: [
            { invoice_id: a, amount: '100.00' },
            { invoice_id: b, amount: '50.00' },
          ],
        }),
      );
      const ia = await get(c, 'invoices', a);
      const ib = await get(c, 'invoices', b);
      expect([ia.data.status, ia.data.open_balance]).toEqual(['partially_paid', '10.00']);
      expect([ib.data.status, ib.data.open_balance]).toEqual(['partially_paid', '170.00']);
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('180.00');
      await create(
        c,
        'payments',
        paymentBody(ch, { amount: '10.00', invoice_id: a, occurred_at: '2026-01-22T09:30:00Z' }),
      );
      const paid = await get(c, 'invoices', a);
      expect([paid.data.status, paid.data.open_balance]).toEqual(['paid', '0.00']);
      expect(paid.data.paid_at).toBe('2026-01-22T09:30:00.000Z');
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('170.00');
      const cm = await create(c, 'credit_memos', creditMemoBody(ch));
      await approve(c, 'credit_memos', cm);
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('115.00');
      // The receivable account agrees with the customer.
      const tb = await report(c, 'trial_balance');
      expect(tbNet(tb, await slotId(c, 'accounts_receivable'))).toBe(11500);
      // An invoice's total cannot drop below what is paid on it.
      const low = await c.put(`/v1/invoices/${a}`, { total_amount: '50.00' });
      expect(low.status, JSON.stringify(low.body)).toBe(422);
      expect(low.body.errors.map((e: Json) => e.field)).toContain('total_amount');
    });

    it('the status follows a change of the total: paid → partially_paid when it rises, partially_paid → paid when it falls to what is paid', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', inv);
      expectStatus(await c.post(`/v1/invoices/${inv}/mark_paid`), 200);
      const raised = expectStatus(
        await c.put(`/v1/invoices/${inv}`, {
          total_amount: '220.00',
          tax_amount: '20.00',
          lines: [{ description: 'Two widgets', amount: '200.00', account_id: ch.sales }],
        }),
        200,
      );
      expect(raised.data.open_balance).toBe('110.00');
      expect(raised.data.status, 'an invoice with 110.00 open is not paid').toBe('partially_paid');
      expect(raised.data.paid_at).toBeNull();

      const inv2 = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', inv2);
      await create(c, 'payments', paymentBody(ch, { amount: '50.00', invoice_id: inv2 }));
      const lowered = expectStatus(
        await c.put(`/v1/invoices/${inv2}`, {
          total_amount: '50.00',
          tax_amount: null,
          lines: [{ description: 'Half a widget', amount: '50.00', account_id: ch.sales }],
        }),
        200,
      );
      expect(lowered.data.open_balance).toBe('0.00');
      expect(lowered.data.status, 'an invoice with nothing open is paid').toBe('paid');

      const bill = await create(c, 'vendor_bills', vendorBillBody(ch, { approval_status: 'approved' }));
      await create(c, 'bill_payments', {
        source_id: uid('bp'),
        source_system: 'test',
        vendor_id: ch.vendor,
        amount: '300.00',
        currency: 'USD',
        status: 'completed',
        bill_id: bill,
      });
      const billRaised = expectStatus(
        await c.put(`/v1/vendor_bills/${bill}`, {
          total_amount: '400.00',
          lines: [{ description: 'Rent and more', amount: '400.00', account_id: ch.rent }],
        }),
        200,
      );
      expect(billRaised.data.open_balance).toBe('100.00');
      expect(billRaised.data.status).toBe('partially_paid');
    });

    it('payment amounts and allocations must be positive; an allocation never raises an open balance', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', inv);
      const negativeAllocation = await c.post(
        '/v1/payments',
        paymentBody(ch, { amount: '10.00', allocations: [{ invoice_id: inv, amount: '-50.00' }] }),
      );
      expect(negativeAllocation.status, JSON.stringify(negativeAllocation.body)).toBe(422);
      expect(negativeAllocation.body.errors.map((e: Json) => e.field)).toContain('allocations.0.amount');
      const negativePayment = await c.post('/v1/payments', paymentBody(ch, { amount: '-10.00' }));
      expect(negativePayment.status, JSON.stringify(negativePayment.body)).toBe(422);
      expect(negativePayment.body.errors.map((e: Json) => e.field)).toContain('amount');
      const invoice = await get(c, 'invoices', inv);
      expect(invoice.data.open_balance).toBe('110.00');
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('110.00');
      expect(expectStatus(await c.get('/v1/payments'), 200).data).toEqual([]);
    });

    it('a payment applies only to invoices in its own currency', async () => {
      await setup();
      const eur = await create(c, 'invoices', invoiceBody(ch, { currency: 'EUR', exchange_rate: '1.10' }));
      await approve(c, 'invoices', eur);
      const res = await c.post('/v1/payments', paymentBody(ch, { currency: 'USD', invoice_id: eur }));
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      const invoice = await get(c, 'invoices', eur);
      expect(invoice.data.open_balance).toBe('110.00');
      expect(invoice.data.status).not.toBe('paid');
    });

    it('a payment applied to an invoice lowers that customer’s balance even when it names no customer', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', inv);
      await create(c, 'payments', paymentBody(ch, { customer_id: null, invoice_id: inv }));
      expect((await get(c, 'invoices', inv)).data.open_balance).toBe('0.00');
      // D4: the customer's balance is its open receivable; the invoice has nothing open.
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('0.00');
    });

    it('voiding a payment (upsert with status void) reopens the invoice and restores the balances', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', inv);
      const body = paymentBody(ch, { invoice_id: inv });
      const p = await create(c, 'payments', body);
      expect((await get(c, 'invoices', inv)).data.status).toBe('paid');
      const voided = await c.post('/v1/payments', { ...body, status: 'void' });
      expect(expectStatus(voided, 200).data.status).toBe('void');
      const reopened = await get(c, 'invoices', inv);
      expect(reopened.data.open_balance).toBe('110.00');
      expect(reopened.data.status).toBe('open');
      expect(reopened.data.paid_at).toBeNull();
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('110.00');
      expect(active(await entriesOf(c, p))).toEqual([]);
      expectBalanced(await report(c, 'trial_balance'));
    });

    it('bill payments: open balance and status of bills follow; voiding the bill payment reopens the bill', async () => {
      await setup();
      const bill = await create(c, 'vendor_bills', vendorBillBody(ch));
      await approve(c, 'vendor_bills', bill);
      const bp = {
        source_id: uid('bp'),
        source_system: 'test',
        vendor_id: ch.vendor,
        amount: '300.00',
        currency: 'USD',
        payment_date: '2026-01-25',
        status: 'completed',
        bill_id: bill,
      };
      await create(c, 'bill_payments', bp);
      const paid = await get(c, 'vendor_bills', bill);
      expect([paid.data.status, paid.data.open_balance, paid.data.paid_date]).toEqual([
        'paid',
        '0.00',
        '2026-01-25',
      ]);
      expectStatus(await c.post('/v1/bill_payments', { ...bp, status: 'void' }), 200);
      const open = await get(c, 'vendor_bills', bill);
      expect([open.data.open_balance, open.data.paid_date]).toEqual(['300.00', null]);
      expect(open.data.status).not.toBe('paid');
      const tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      expect(tbNet(tb, await slotId(c, 'accounts_payable'))).toBe(-30000);
      // Over-paying a bill is refused.
      const over = await c.post('/v1/bill_payments', { ...bp, source_id: uid('bp'), amount: '301.00' });
      expect(over.status, JSON.stringify(over.body)).toBe(422);
      expect((await get(c, 'vendor_bills', bill)).data.open_balance).toBe('300.00');
    });

    it("every account's trial balance equals the sum of its journal lines", async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', inv);
      await create(
        c,
        'payments',
        paymentBody(ch, { amount: '50.00', invoice_id: inv, deposit_to_account_id: ch.bank }),
      );
      const bill = await create(c, 'vendor_bills', vendorBillBody(ch));
      await approve(c, 'vendor_bills', bill);
      const exp = await create(c, 'expenses', expenseBody(ch));
      await approve(c, 'expenses', exp);
      expectStatus(await c.post(`/v1/expenses/${exp}/void`), 200);
      await create(c, 'journal_entries', journalBody(ch, { status: 'posted' }));
      const tb = await report(c, 'trial_balance');
      expectBalanced(tb);
      const entries = await ledgerEntries(c);
      const accounts = new Set(entries.map((e) => e.account_id));
      for (const a of accounts) expect(tbNet(tb, a), a).toBe(netOf(entries, a));
      for (const r of tb.data.rows as Json[]) expect(accounts.has(r.account_id)).toBe(true);
    });
  });

  describe('payments apply only to posted documents', () => {
    /** What a refused write must leave as it was: the ledger, the customer, the documents. */
    async function snapshot(ids: { path: string; id: string }[]) {
      const docs = [];
      for (const d of ids) docs.push((await get(c, d.path, d.id)).data);
      return {
        tb: (await report(c, 'trial_balance')).data,
        entries: (await ledgerEntries(c)).length,
        customer: (await get(c, 'customers', ch.customer)).data.balance,
        docs,
      };
    }

    const expectNotPosted = (body: Json, fields: string[], state: string) => {
      expect(body.errors.map((e: Json) => e.field)).toEqual(fields);
      for (const e of body.errors as Json[]) {
        expect(e.code).toBe('target_not_posted');
        expect(e.message).toContain(`approval_status is ${state}`);
        expect(e.message).toContain('approved');
      }
    };

    it('a completed payment to a draft, pending or rejected invoice: 422 target_not_posted naming invoice_id; nothing stored', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch));
      for (const state of ['draft', 'pending_approval', 'rejected']) {
        if (state === 'pending_approval') expectStatus(await c.post(`/v1/invoices/${inv}/submit`), 200);
        if (state === 'rejected') expectStatus(await c.post(`/v1/invoices/${inv}/reject`), 200);
        const before = await snapshot([{ path: 'invoices', id: inv }]);
        const res = await c.post('/v1/payments', paymentBody(ch, { amount: '30.00', invoice_id: inv }));
        expectNotPosted(expectError(res, 422, 'VALIDATION_ERROR'), ['invoice_id'], state);
        expect(await snapshot([{ path: 'invoices', id: inv }])).toEqual(before);
        expect(before.docs[0].open_balance).toBe('110.00');
      }
      expect(expectStatus(await c.get('/v1/payments'), 200).data).toEqual([]);
      expect(await events(c, 'payment.created')).toEqual([]);
    });

    it('allocations: each one to an unposted invoice is named (allocations.2.invoice_id); the others are not; nothing stored', async () => {
      await setup();
      const a = await create(c, 'invoices', invoiceBody(ch, { approval_status: 'approved' }));
      const b = await create(c, 'invoices', invoiceBody(ch, { approval_status: 'approved' }));
      const draft = await create(c, 'invoices', invoiceBody(ch));
      const ids = [a, b, draft].map((id) => ({ path: 'invoices', id }));
      const before = await snapshot(ids);
      const body = paymentBody(ch, {
        amount: '30.00',
        allocations: [
          { invoice_id: a, amount: '10.00' },
          { invoice_id: b, amount: '10.00' },
          { invoice_id: draft, amount: '10.00' },
        ],
      });
      const res = await c.post('/v1/payments', body);
      expectNotPosted(expectError(res, 422, 'VALIDATION_ERROR'), ['allocations.2.invoice_id'], 'draft');
      expect(await snapshot(ids)).toEqual(before);
      expect(expectStatus(await c.get('/v1/payments'), 200).data).toEqual([]);
      // Once it is approved the same payment applies to all three.
      await approve(c, 'invoices', draft);
      expectStatus(await c.post('/v1/payments', body), 201);
      for (const id of [a, b, draft]) {
        const inv = await get(c, 'invoices', id);
        expect([inv.data.status, inv.data.open_balance]).toEqual(['partially_paid', '100.00']);
      }
      expect((await get(c, 'customers', ch.customer)).data.balance).toBe('300.00');
    });

    it('a pending payment may name a draft invoice (nothing applies); confirming it waits for the approval', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch));
      const p = await create(c, 'payments', paymentBody(ch, { status: 'pending', invoice_id: inv }));
      const before = await snapshot([
        { path: 'invoices', id: inv },
        { path: 'payments', id: p },
      ]);
      const refused = expectError(await c.post(`/v1/payments/${p}/confirm`), 422, 'VALIDATION_ERROR');
      expectNotPosted(refused, ['invoice_id'], 'draft');
      expect(
        await snapshot([
          { path: 'invoices', id: inv },
          { path: 'payments', id: p },
        ]),
      ).toEqual(before);
      expect(await events(c, 'payment.confirmed')).toEqual([]);
      await approve(c, 'invoices', inv);
      expect(expectStatus(await c.post(`/v1/payments/${p}/confirm`), 200).data.status).toBe('completed');
      const paid = await get(c, 'invoices', inv);
      expect([paid.data.status, paid.data.open_balance]).toEqual(['paid', '0.00']);
    });

    it('an import that creates an invoice already approved, then its payment, applies (order within the sync)', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch, { approval_status: 'approved' }));
      await create(c, 'payments', paymentBody(ch, { amount: '10.00', invoice_id: inv }));
      // An upsert of the approved invoice from its source, then another payment: still posted, applies.
      const again = await c.post('/v1/invoices', {
        ...invoiceBody(ch, { approval_status: 'approved' }),
        source_id: (await get(c, 'invoices', inv)).data.source_id,
        memo: 'synced again',
      });
      expectStatus(again, 200);
      await create(c, 'payments', paymentBody(ch, { amount: '20.00', invoice_id: inv }));
      const after = await get(c, 'invoices', inv);
      expect([after.data.status, after.data.open_balance]).toEqual(['partially_paid', '80.00']);
    });

    it('a void invoice: 422 target_void naming the reference', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch));
      expectStatus(await c.post(`/v1/invoices/${inv}/void`), 200);
      const res = expectError(
        await c.post('/v1/payments', paymentBody(ch, { allocations: [{ invoice_id: inv, amount: '5.00' }] })),
        422,
        'VALIDATION_ERROR',
      );
      expect(res.errors.map((e: Json) => [e.field, e.code])).toEqual([
        ['allocations.0.invoice_id', 'target_void'],
      ]);
    });

    it('bill payments: 422 target_not_posted naming bill_id or allocations.N.bill_id, on create and on PUT; nothing stored', async () => {
      await setup();
      const posted = await create(c, 'vendor_bills', vendorBillBody(ch, { approval_status: 'approved' }));
      const draft = await create(c, 'vendor_bills', vendorBillBody(ch));
      const ids = [posted, draft].map((id) => ({ path: 'vendor_bills', id }));
      const bp = {
        source_id: uid('bp'),
        source_system: 'test',
        vendor_id: ch.vendor,
        amount: '50.00',
        currency: 'USD',
        payment_date: '2026-01-25',
        status: 'completed',
      };
      const before = await snapshot(ids);
      expectNotPosted(
        expectError(await c.post('/v1/bill_payments', { ...bp, bill_id: draft }), 422, 'VALIDATION_ERROR'),
        ['bill_id'],
        'draft',
      );
      expectNotPosted(
        expectError(
          await c.post('/v1/bill_payments', {
            ...bp,
            allocations: [
              { bill_id: posted, amount: '25.00' },
              { bill_id: draft, amount: '25.00' },
            ],
          }),
          422,
          'VALIDATION_ERROR',
        ),
        ['allocations.1.bill_id'],
        'draft',
      );
      expect(await snapshot(ids)).toEqual(before);
      expect(expectStatus(await c.get('/v1/bill_payments'), 200).data).toEqual([]);
      // A pending one may name the draft; completing it by PUT is refused the same way.
      const pending = await create(c, 'bill_payments', { ...bp, status: 'pending', bill_id: draft });
      const pendingBefore = await get(c, 'bill_payments', pending);
      expectNotPosted(
        expectError(
          await c.put(`/v1/bill_payments/${pending}`, { status: 'completed' }),
          422,
          'VALIDATION_ERROR',
        ),
        ['bill_id'],
        'draft',
      );
      expect(await get(c, 'bill_payments', pending)).toEqual(pendingBefore);
      expect(await snapshot(ids)).toEqual(before);
      await approve(c, 'vendor_bills', draft);
      expectStatus(await c.put(`/v1/bill_payments/${pending}`, { status: 'completed' }), 200);
      expect((await get(c, 'vendor_bills', draft)).data).toMatchObject({
        status: 'partially_paid',
        open_balance: '250.00',
      });
    });
  });

  describe('reading the ledger', () => {
    it('GET /v1/ledger_entries: filters by account, document type and date range; pages; only this company', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', inv);
      const je = await create(
        c,
        'journal_entries',
        journalBody(ch, { status: 'posted', entry_date: '2026-03-01' }),
      );
      await create(
        c,
        'payments',
        paymentBody(ch, { amount: '10.00', invoice_id: inv, deposit_to_account_id: ch.bank }),
      );
      const all = await ledgerEntries(c);
      expect(all).toHaveLength(3 + 2 + 2);
      const bank = await ledgerEntries(c, `account_id=${ch.bank}`);
      expect(bank.map((e) => e.document_type).sort()).toEqual(['journal_entry', 'payment']);
      expect((await ledgerEntries(c, 'document_type=invoice')).every((e) => e.document_id === inv)).toBe(
        true,
      );
      expect(await ledgerEntries(c, `document_id=${je}`)).toHaveLength(2);
      const feb = await ledgerEntries(c, 'effective_date_from=2026-01-15&effective_date_to=2026-02-28');
      expect(feb.map((e) => e.document_type)).toEqual(['payment', 'payment']);
      expect(await ledgerEntries(c, 'effective_date_from=2026-03-01')).toHaveLength(2);
      // Pages: ordered by date, no overlap, exact total.
      const p1 = expectStatus(await c.get('/v1/ledger_entries?limit=3&page=1'), 200);
      const p3 = expectStatus(await c.get('/v1/ledger_entries?limit=3&page=3'), 200);
      expect(p1.pagination).toMatchObject({ limit: 3, page: 1, total_count: 7, has_more: true });
      expect(p3.pagination).toMatchObject({ limit: 3, page: 3, total_count: 7, has_more: false });
      expect(p3.data).toHaveLength(1);
      const dates = all.map((e) => e.effective_date);
      expect(dates).toEqual([...dates].sort());
      // Bad parameters are 422; another company sees nothing.
      expectError(await c.get('/v1/ledger_entries?effective_date_from=yesterday'), 422, 'VALIDATION_ERROR');
      expectError(await c.get('/v1/ledger_entries?account=x'), 422, 'VALIDATION_ERROR');
      expectError(await c.get('/v1/ledger_entries?limit=201'), 422, 'VALIDATION_ERROR');
      const other = await h().company();
      expect(await ledgerEntries(other)).toEqual([]);
      expect(await ledgerEntries(other, `document_id=${inv}`)).toEqual([]);
    });

    it('trial balance: rows and one set of totals, balanced, and as of a past date', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', inv);
      await create(c, 'payments', paymentBody(ch, { invoice_id: inv, deposit_to_account_id: ch.bank }));
      const ar = await slotId(c, 'accounts_receivable');
      const tax = await slotId(c, 'sales_tax_payable');
      const now = await report(c, 'trial_balance');
      expectBalanced(now);
      expect(now.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(now.data.totals).toEqual([{ currency: 'USD', debit: '110.00', credit: '110.00' }]);
      const row = (now.data.rows as Json[]).find((r) => r.account_id === ch.bank);
      expect(row).toEqual({
        account_id: ch.bank,
        account_name: 'Checking',
        account_type: 'asset',
        currency: 'USD',
        debit: '110.00',
        credit: '0.00',
      });
      // Accounts back at zero are left out: receivable is settled.
      expect((now.data.rows as Json[]).map((r) => r.account_id).sort()).toEqual(
        [ch.bank, ch.sales, tax].sort(),
      );

      // Between the invoice (01-10) and the payment (01-20) the receivable is open.
      const mid = await report(c, 'trial_balance', 'as_of=2026-01-15');
      expect(mid.as_of).toBe('2026-01-15');
      expectBalanced(mid);
      expect(tbNet(mid, ar)).toBe(11000);
      expect(tbNet(mid, ch.bank)).toBe(0);
      // as_of is inclusive.
      expect(tbNet(await report(c, 'trial_balance', 'as_of=2026-01-10'), ar)).toBe(11000);
      const before = await report(c, 'trial_balance', 'as_of=2026-01-09');
      // D17: one set of totals even when nothing has posted yet.
      expect(before.data).toEqual({ rows: [], totals: [{ currency: 'USD', debit: '0.00', credit: '0.00' }] });
      expectError(await c.get('/v1/reports/trial_balance?as_of=2026-02-30'), 422, 'VALIDATION_ERROR');
      expectError(await c.get('/v1/reports/trial_balance?date=2026-01-01'), 422, 'VALIDATION_ERROR');
      // One path per report: another is no route.
      expectError(await c.get('/v1/reports/cash_flow'), 404, 'NOT_FOUND');
    });

    it('balance sheet: assets = liabilities + equity + current earnings', async () => {
      await setup();
      await create(c, 'journal_entries', journalBody(ch, { status: 'posted' })); // bank 1000 / equity 1000
      const inv = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', inv); // AR 110 / sales 100 / tax 10
      const bill = await create(c, 'vendor_bills', vendorBillBody(ch));
      await approve(c, 'vendor_bills', bill); // rent 300 / AP 300
      const bs = await report(c, 'balance_sheet');
      expect(bs.data.totals).toEqual([
        {
          currency: 'USD',
          assets: '1110.00',
          liabilities: '310.00',
          equity: '1000.00',
          // D18: all of it this (calendar) fiscal year's; retained and current are split in periods.test.ts.
          retained_earnings: '0.00',
          current_earnings: '-200.00',
          liabilities_and_equity: '1110.00',
        },
      ]);
      const rows = bs.data.rows as Json[];
      expect(rows.find((r) => r.account_id === ch.bank)).toMatchObject({
        account_type: 'asset',
        balance: '1000.00',
      });
      expect(rows.find((r) => r.account_id === ch.equity)).toMatchObject({
        account_type: 'equity',
        balance: '1000.00',
      });
      // Income and expense accounts are not balance sheet rows.
      expect(rows.find((r) => r.account_id === ch.sales || r.account_id === ch.rent)).toBeUndefined();
      const early = await report(c, 'balance_sheet', 'as_of=2026-01-12');
      expect(early.as_of).toBe('2026-01-12');
      expect(early.data.totals[0]).toMatchObject({
        assets: '1110.00',
        liabilities: '10.00',
        current_earnings: '100.00',
      });
    });

    it('profit and loss between dates', async () => {
      await setup();
      const jan = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', jan);
      const feb = await create(
        c,
        'invoices',
        invoiceBody(ch, {
          document_date: '2026-02-10',
          total_amount: '200.00',
          tax_amount: null,
          lines: [{ description: 'x', amount: '200.00', account_id: ch.services }],
        }),
      );
      await approve(c, 'invoices', feb);
      const exp = await create(c, 'expenses', expenseBody(ch, { document_date: '2026-02-14' }));
      await approve(c, 'expenses', exp);
      const all = await report(c, 'profit_and_loss', 'from=2026-01-01&to=2026-12-31');
      expect([all.from, all.to]).toEqual(['2026-01-01', '2026-12-31']);
      expect(all.data.totals).toEqual([
        { currency: 'USD', revenue: '300.00', expense: '40.00', net_income: '260.00' },
      ]);
      const february = await report(c, 'profit_and_loss', 'from=2026-02-01&to=2026-02-28');
      expect(february.data.totals).toEqual([
        { currency: 'USD', revenue: '200.00', expense: '40.00', net_income: '160.00' },
      ]);
      const rows = february.data.rows as Json[];
      expect(rows).toHaveLength(2);
      expect(rows.find((r) => r.account_id === ch.services)).toMatchObject({
        account_type: 'revenue',
        amount: '200.00',
      });
      expect(rows.find((r) => r.account_id === ch.rent)).toMatchObject({
        account_type: 'expense',
        amount: '40.00',
      });
      // Inclusive bounds.
      const day = await report(c, 'profit_and_loss', 'from=2026-01-10&to=2026-01-10');
      expect(day.data.totals).toEqual([
        { currency: 'USD', revenue: '100.00', expense: '0.00', net_income: '100.00' },
      ]);
      const none = await report(c, 'profit_and_loss', 'from=2025-01-01&to=2025-12-31');
      expect(none.data).toEqual({
        rows: [],
        totals: [{ currency: 'USD', revenue: '0.00', expense: '0.00', net_income: '0.00' }],
      });
    });

    it('general ledger: opening balance, the lines of the period with running balances, closing balance', async () => {
      await setup();
      await create(c, 'journal_entries', journalBody(ch, { status: 'posted', entry_date: '2026-01-05' }));
      const inv = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', inv);
      await create(c, 'payments', paymentBody(ch, { invoice_id: inv, deposit_to_account_id: ch.bank }));
      const exp = await create(
        c,
        'expenses',
        expenseBody(ch, { payment_account_id: ch.bank, document_date: '2026-02-03' }),
      );
      await approve(c, 'expenses', exp);
      const gl = await report(c, 'general_ledger', 'from=2026-01-10&to=2026-01-31');
      expect([gl.from, gl.to]).toEqual(['2026-01-10', '2026-01-31']);
      const bank = (gl.data.rows as Json[]).find((r) => r.account_id === ch.bank);
      expect(bank).toMatchObject({
        account_name: 'Checking',
        currency: 'USD',
        opening_balance: '1000.00',
        closing_balance: '1110.00',
      });
      expect(bank.entries).toHaveLength(1);
      expect(bank.entries[0]).toMatchObject({
        debit_amount: '110.00',
        credit_amount: '0.00',
        balance: '1110.00',
        document_type: 'payment',
      });
      // The equity account had no line in the period.
      expect((gl.data.rows as Json[]).find((r) => r.account_id === ch.equity)).toBeUndefined();
      const totals = gl.data.totals as Json[];
      expect(totals).toHaveLength(1);
      expect(totals[0].debit).toBe(totals[0].credit);
      // Over the whole year: opening zero, every line, closing what the trial balance says.
      const year = await report(c, 'general_ledger', 'from=2026-01-01&to=2026-12-31');
      const bankYear = (year.data.rows as Json[]).find((r) => r.account_id === ch.bank);
      expect(bankYear.opening_balance).toBe('0.00');
      expect(bankYear.entries.map((e: Json) => e.balance)).toEqual(['1000.00', '1110.00', '1070.00']);
      expect(bankYear.closing_balance).toBe('1070.00');
      expect(tbNet(await report(c, 'trial_balance'), ch.bank)).toBe(107000);
    });

    it('AR aging: open approved invoices by customer in buckets of days past due', async () => {
      await setup();
      const due = [
        ['2026-07-15T00:00:00Z', '10.00'], // not yet due: current
        ['2026-06-30T00:00:00Z', '20.00'], // due on the day: current
        ['2026-06-15T00:00:00Z', '30.00'], // 15 days
        ['2026-05-15T00:00:00Z', '40.00'], // 46 days
        ['2026-04-10T00:00:00Z', '50.00'], // 81 days
        ['2026-01-01T00:00:00Z', '60.00'], // 180 days
      ];
      for (const [dueAt, amount] of due) {
        const id = await create(
          c,
          'invoices',
          invoiceBody(ch, {
            due_at: dueAt,
            total_amount: amount,
            tax_amount: null,
            lines: [{ description: 'x', amount, account_id: ch.sales }],
          }),
        );
        await approve(c, 'invoices', id);
      }
      // Another customer's invoice, half paid; a draft and a void invoice do not count.
      const bobs = await create(
        c,
        'invoices',
        invoiceBody(ch, { customer_id: ch.customer2, due_at: '2026-06-01T00:00:00Z' }),
      );
      await approve(c, 'invoices', bobs);
      await create(
        c,
        'payments',
        paymentBody(ch, { customer_id: ch.customer2, amount: '55.00', invoice_id: bobs }),
      );
      await create(c, 'invoices', invoiceBody(ch, { due_at: '2026-01-01T00:00:00Z' }));
      const gone = await create(c, 'invoices', invoiceBody(ch, { due_at: '2026-01-01T00:00:00Z' }));
      await approve(c, 'invoices', gone);
      expectStatus(await c.post(`/v1/invoices/${gone}/void`), 200);

      const aging = await report(c, 'ar_aging', 'as_of=2026-06-30');
      expect(aging.as_of).toBe('2026-06-30');
      const rows = aging.data.rows as Json[];
      expect(rows).toHaveLength(2);
      expect(rows.find((r) => r.customer_id === ch.customer)).toEqual({
        customer_id: ch.customer,
        currency: 'USD',
        current: '30.00',
        days_1_30: '30.00',
        days_31_60: '40.00',
        days_61_90: '50.00',
        days_over_90: '60.00',
        total: '210.00',
      });
      expect(rows.find((r) => r.customer_id === ch.customer2)).toMatchObject({
        days_1_30: '55.00',
        total: '55.00',
      });
      expect(aging.data.totals).toEqual([
        {
          currency: 'USD',
          current: '30.00',
          days_1_30: '85.00',
          days_31_60: '40.00',
          days_61_90: '50.00',
          days_over_90: '60.00',
          total: '265.00',
        },
      ]);
    });

    it('AP aging: open approved bills by vendor in buckets of days past due', async () => {
      await setup();
      for (const [dueDate, amount] of [
        ['2026-07-01', '100.00'],
        ['2026-06-20', '200.00'],
        ['2026-03-01', '300.00'],
      ]) {
        const id = await create(
          c,
          'vendor_bills',
          vendorBillBody(ch, {
            due_date: dueDate,
            total_amount: amount,
            lines: [{ description: 'x', amount, account_id: ch.rent }],
          }),
        );
        await approve(c, 'vendor_bills', id);
      }
      const aging = await report(c, 'ap_aging', 'as_of=2026-06-30');
      expect(aging.data.rows).toEqual([
        {
          vendor_id: ch.vendor,
          currency: 'USD',
          current: '100.00',
          days_1_30: '200.00',
          days_31_60: '0.00',
          days_61_90: '0.00',
          days_over_90: '300.00',
          total: '600.00',
        },
      ]);
      expect(aging.data.totals).toHaveLength(1);
      expect(aging.data.totals[0].total).toBe('600.00');
      const zero = { current: '0.00', days_1_30: '0.00', days_31_60: '0.00', days_61_90: '0.00' };
      expect((await report(c, 'ar_aging', 'as_of=2026-06-30')).data).toEqual({
        rows: [],
        totals: [{ currency: 'USD', ...zero, days_over_90: '0.00', total: '0.00' }],
      });
    });

    it('reports need a read token and show only the company’s own ledger', async () => {
      await setup();
      const inv = await create(c, 'invoices', invoiceBody(ch));
      await approve(c, 'invoices', inv);
      const other = await h().company();
      for (const type of [
        'trial_balance',
        'balance_sheet',
        'profit_and_loss',
        'general_ledger',
        'ar_aging',
        'ap_aging',
        'fx_revaluation',
      ]) {
        const r = await report(other, type);
        expect(r.data.rows, type).toEqual([]);
        // One set of totals, all zero, in the other company's base currency.
        expect(r.data.totals, type).toHaveLength(1);
        const { currency, ...amounts } = r.data.totals[0];
        expect(currency, type).toBe('USD');
        for (const [k, v] of Object.entries(amounts)) expect(v, `${type} ${k}`).toBe('0.00');
      }
      expectError(await c.get('/v1/reports/trial_balance', { token: null }), 401, 'UNAUTHORIZED');
    });
  });
}, LEDGER);
