/**
 * D19 over HTTP, on every database: currency codes, money digits and the document's arithmetic
 * are checked on a client's create, PUT and upsert. Each refusal is one 422 VALIDATION_ERROR naming
 * the field, its code and a message with the expected and the given value — and nothing is written.
 */
import { describe, expect, it } from 'vitest';
import {
  approve,
  type Body,
  bodies,
  count,
  created,
  expect422,
  expectStatus,
  get,
} from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Json } from './helpers/harness.ts';

/** POSTs `body`, expects one 422 with exactly these errors (in order), and that nothing was written. */
async function refused(c: Client, path: string, body: Body, errors: Json[]): Promise<void> {
  const before = await count(c, path);
  const res = await c.post(`/v1/${path}`, body);
  const got = expect422(res);
  expect(got).toEqual(errors);
  expect(await count(c, path)).toBe(before);
}

const line = (over: Body = {}): Body => ({ description: 'Widgets', ...over });

forEachDatabase((h) => {
  describe('currency codes are ISO 4217 (invalid_currency)', () => {
    it('a made-up header currency, a line currency and a payment source_currency are refused', async () => {
      const c = await h().company();
      const message = (code: string) =>
        `expected an ISO 4217 currency code (for example USD, EUR, JPY), got ${code}`;
      await refused(c, 'invoices', bodies.invoice({ currency: 'XYZ' }), [
        { field: 'currency', code: 'invalid_currency', message: message('XYZ') },
      ]);
      await refused(
        c,
        'invoices',
        bodies.invoice({
          total_amount: '3.00',
          lines: [
            line({ amount: '1.00' }),
            line({ amount: '1.00' }),
            line({ amount: '1.00', currency: 'ABC' }),
          ],
        }),
        [{ field: 'lines.2.currency', code: 'invalid_currency', message: message('ABC') }],
      );
      await refused(c, 'payments', bodies.payment({ source_currency: 'EUX' }), [
        { field: 'source_currency', code: 'invalid_currency', message: message('EUX') },
      ]);
      await refused(c, 'customers', { name: 'Ada', currency: 'GBX' }, [
        { field: 'currency', code: 'invalid_currency', message: message('GBX') },
      ]);
    });

    it('real codes are accepted, whatever their minor unit', async () => {
      const c = await h().company();
      for (const [currency, total] of [
        ['JPY', '1055'],
        ['KWD', '1.234'],
        ['CLP', '990'],
        ['BHD', '0.125'],
        ['EUR', '10.50'],
      ]) {
        const res = created(
          await c.post(
            '/v1/invoices',
            bodies.invoice({ currency, total_amount: total, lines: [line({ amount: total })] }),
          ),
        );
        expect(res.data.total_amount).toBe(total);
      }
    });
  });

  describe('money has at most the minor unit of its currency (too_many_decimals)', () => {
    it('33.333 in USD, "10.55" in JPY and 1.2345 in KWD are refused, naming the field', async () => {
      const c = await h().company();
      await refused(c, 'invoices', bodies.invoice({ total_amount: '33.333' }), [
        {
          field: 'total_amount',
          code: 'too_many_decimals',
          message: 'expected at most 2 decimal places (the minor unit of USD), got 33.333',
        },
      ]);
      await refused(
        c,
        'invoices',
        bodies.invoice({ currency: 'JPY', total_amount: '10.55', lines: [line({ amount: '10.55' })] }),
        [
          {
            field: 'total_amount',
            code: 'too_many_decimals',
            message: 'expected at most 0 decimal places (the minor unit of JPY), got 10.55',
          },
          {
            field: 'lines.0.amount',
            code: 'too_many_decimals',
            message: 'expected at most 0 decimal places (the minor unit of JPY), got 10.55',
          },
        ],
      );
      await refused(c, 'payments', bodies.payment({ currency: 'KWD', amount: '1.2345' }), [
        {
          field: 'amount',
          code: 'too_many_decimals',
          message: 'expected at most 3 decimal places (the minor unit of KWD), got 1.2345',
        },
      ]);
    });

    it('trailing zeros are how the amount is written, not more precision: kept as sent', async () => {
      const c = await h().company();
      const inv = created(
        await c.post(
          '/v1/invoices',
          bodies.invoice({ total_amount: '10.500', lines: [line({ amount: '10.5' })] }),
        ),
      );
      expect(inv.data.total_amount).toBe('10.500');
      expect((await get(c, 'invoices', inv.id as string)).data.total_amount).toBe('10.500');
    });

    it('unit prices, quantities and rates may have more digits than the currency', async () => {
      const c = await h().company();
      const inv = created(
        await c.post(
          '/v1/invoices',
          bodies.invoice({
            total_amount: '10.00',
            lines: [line({ quantity: '3', unit_amount: '3.333333', amount: '10.00', tax_rate: '0.08875' })],
          }),
        ),
      );
      expect(inv.data.lines[0].unit_amount).toBe('3.333333');
      const item = created(await c.post('/v1/items', bodies.item({ unit_price: '0.0000000001' })));
      expect(item.data.unit_price).toBe('0.0000000001');
    });

    it('a record without a currency is in the company base currency (USD here): journal lines, credit limits', async () => {
      const c = await h().company();
      const acct = async (name: string) =>
        created(await c.post('/v1/accounts', { source_id: name, name, type: 'asset' })).id as string;
      const [a, b] = [await acct('a1'), await acct('a2')];
      await refused(
        c,
        'journal_entries',
        bodies.journalEntry({
          lines: [
            { account_id: a, debit_amount: '0.105' },
            { account_id: b, credit_amount: '0.105' },
          ],
        }),
        [
          {
            field: 'lines.0.debit_amount',
            code: 'too_many_decimals',
            message: 'expected at most 2 decimal places (the minor unit of USD), got 0.105',
          },
          {
            field: 'lines.1.credit_amount',
            code: 'too_many_decimals',
            message: 'expected at most 2 decimal places (the minor unit of USD), got 0.105',
          },
        ],
      );
      await refused(c, 'customers', { name: 'Ada', credit_limit: '1000.505' }, [
        {
          field: 'credit_limit',
          code: 'too_many_decimals',
          message: 'expected at most 2 decimal places (the minor unit of USD), got 1000.505',
        },
      ]);
      // In its own currency the customer's limit follows that currency.
      await refused(c, 'customers', { name: 'Ada', currency: 'JPY', credit_limit: '1000.5' }, [
        {
          field: 'credit_limit',
          code: 'too_many_decimals',
          message: 'expected at most 0 decimal places (the minor unit of JPY), got 1000.5',
        },
      ]);
      created(await c.post('/v1/customers', { name: 'Ada', currency: 'KWD', credit_limit: '1000.505' }));
    });
  });

  describe("a document's arithmetic", () => {
    it('amount_mismatch: 98.00 for 3 × 33.33', async () => {
      const c = await h().company();
      await refused(
        c,
        'invoices',
        bodies.invoice({
          total_amount: '98.00',
          lines: [line({ quantity: '3', unit_amount: '33.33', amount: '98.00' })],
        }),
        [
          {
            field: 'lines.0.amount',
            code: 'amount_mismatch',
            message: 'expected 99.99 (3 × 33.33), got 98.00',
          },
        ],
      );
      // The same inside `detail`, on a quote.
      await refused(
        c,
        'quotes',
        bodies.quote({
          total_amount: '98.00',
          lines: [{ amount: '98.00', detail: { type: 'item', quantity: '3', unit_amount: '33.33' } }],
        }),
        [
          {
            field: 'lines.0.amount',
            code: 'amount_mismatch',
            message: 'expected 99.99 (3 × 33.33), got 98.00',
          },
        ],
      );
    });

    it('tax_mismatch on a line: 8.00 at tax_rate 0.075 on 99.99', async () => {
      const c = await h().company();
      await refused(
        c,
        'invoices',
        bodies.invoice({
          total_amount: '107.99',
          lines: [line({ amount: '99.99', tax_rate: '0.075', tax_amount: '8.00' })],
        }),
        [
          {
            field: 'lines.0.tax_amount',
            code: 'tax_mismatch',
            message: 'expected 7.50 (99.99 × 0.075), got 8.00',
          },
        ],
      );
    });

    it('subtotal_mismatch: a subtotal of 90.00 over lines of 99.99', async () => {
      const c = await h().company();
      await refused(
        c,
        'invoices',
        bodies.invoice({
          total_amount: '99.99',
          subtotal: '90.00',
          lines: [line({ amount: '60.00' }), line({ amount: '39.99' })],
        }),
        [
          {
            field: 'subtotal',
            code: 'subtotal_mismatch',
            message: 'expected 99.99 (60.00 + 39.99), got 90.00',
          },
        ],
      );
    });

    it('tax_mismatch on the header: line taxes of 7.50 under a header tax of 7.00', async () => {
      const c = await h().company();
      await refused(
        c,
        'invoices',
        bodies.invoice({
          total_amount: '107.00',
          tax_amount: '7.00',
          lines: [
            line({ amount: '50.00', tax_amount: '3.75' }),
            line({ amount: '50.00', tax_amount: '3.75' }),
          ],
        }),
        [
          {
            field: 'tax_amount',
            code: 'tax_mismatch',
            message: "expected 7.50 (the lines' tax_amount: 3.75 + 3.75), got 7.00",
          },
        ],
      );
    });

    it('every problem at once, in one 422 (D5)', async () => {
      const c = await h().company();
      const res = await c.post(
        '/v1/invoices',
        bodies.invoice({
          currency: 'USD',
          total_amount: '33.333',
          tax_amount: '0.70',
          lines: [
            line({ quantity: '3', unit_amount: '33.33', amount: '98.00' }),
            line({ amount: '10.00', tax_rate: '0.075', tax_amount: '0.75' }),
            line({ amount: '10.55', currency: 'JPY' }),
            line({ amount: '1.00', currency: 'XYZ' }),
          ],
        }),
      );
      expect(res.body.message).toBe('The request has 6 invalid fields; see errors.');
      expect(expect422(res).map((e) => [e.field, e.code])).toEqual([
        ['total_amount', 'too_many_decimals'],
        ['lines.2.amount', 'too_many_decimals'],
        ['lines.3.currency', 'invalid_currency'],
        ['lines.2.currency', 'currency_mismatch'],
        ['lines.0.amount', 'amount_mismatch'],
        ['tax_amount', 'tax_mismatch'],
      ]);
      expect(await count(c, 'invoices')).toBe(0);
    });

    it('when only the lines carry tax, the header tax is their sum: the record shows it and the ledger posts it', async () => {
      const c = await h().company();
      const inv = created(
        await c.post(
          '/v1/invoices',
          bodies.invoice({
            total_amount: '107.50',
            lines: [
              line({
                quantity: '2',
                unit_amount: '25.00',
                amount: '50.00',
                tax_rate: '0.075',
                tax_amount: '3.75',
              }),
              line({ amount: '50.00', tax_rate: '0.075', tax_amount: '3.75' }),
            ],
          }),
        ),
      );
      expect(inv.data.tax_amount).toBe('7.50');
      // Posting needs the lines and the tax to make the total (D8): they do.
      const approved = await approve(c, 'invoices', inv.id as string);
      expect(approved.data.approval_status).toBe('approved');
      const entries = expectStatus(await c.get(`/v1/ledger_entries?document_id=${inv.id}`), 200)
        .data as Json[];
      const credits = entries.map((e) => e.data.credit_amount).filter((v) => v !== '0.00');
      expect(credits.sort()).toEqual(['100.00', '7.50']);
    });
  });

  describe('every client change is checked: PUT and upsert too', () => {
    it('a PUT that breaks the arithmetic is refused and changes nothing', async () => {
      const c = await h().company();
      const inv = created(
        await c.post(
          '/v1/invoices',
          bodies.invoice({
            total_amount: '99.99',
            lines: [line({ quantity: '3', unit_amount: '33.33', amount: '99.99' })],
          }),
        ),
      );
      const res = await c.put(`/v1/invoices/${inv.id}`, {
        lines: [line({ quantity: '3', unit_amount: '33.33', amount: '98.00' })],
      });
      expect(expect422(res)).toEqual([
        {
          field: 'lines.0.amount',
          code: 'amount_mismatch',
          message: 'expected 99.99 (3 × 33.33), got 98.00',
        },
      ]);
      const again = await c.put(`/v1/invoices/${inv.id}`, { currency: 'JPY' });
      expect(expect422(again).map((e) => [e.field, e.code])).toEqual([
        ['total_amount', 'too_many_decimals'],
        ['lines.0.amount', 'too_many_decimals'],
      ]);
      const now = await get(c, 'invoices', inv.id as string);
      expect(now.data.version).toBe(1);
      expect(now.data.lines).toEqual(inv.data.lines);
      expect(now.data.currency).toBe('USD');
    });

    it('an upsert by source identity is checked like a create, and leaves the stored record as it was', async () => {
      const c = await h().company();
      const body = bodies.invoice({ source_id: 'INV-UPSERT' });
      const first = created(await c.post('/v1/invoices', body));
      const res = await c.post('/v1/invoices', { ...body, total_amount: '10.001' });
      expect(expect422(res)).toEqual([
        {
          field: 'total_amount',
          code: 'too_many_decimals',
          message: 'expected at most 2 decimal places (the minor unit of USD), got 10.001',
        },
      ]);
      const now = await get(c, 'invoices', first.id as string);
      expect(now.data.version).toBe(1);
      expect(now.data.total_amount).toBe('10.00');
      expect(await count(c, 'invoices')).toBe(1);
    });
  });
});
