/**
 * D19, arithmetic is checked: `checkArithmetic` and `withHeaderTax` run as pure functions over
 * the definitions, without a server or a database. Every rule and every code, with the messages
 * (field, expected and given value), in currencies of 0, 2 and 3 decimal places.
 */
import { describe, expect, it } from 'vitest';
import {
  checkArithmetic,
  isMoneyField,
  roundMoney,
  significantDecimals,
  withHeaderTax,
} from '../../src/domain/arithmetic.ts';
import { ISO_4217, minorUnitOf } from '../../src/domain/currencies.ts';
import type { Resource } from '../../src/domain/documents.ts';
import { AppError, type FieldError } from '../../src/domain/errors.ts';
import { dec } from '../../src/domain/money.ts';
import type { Body } from '../../src/domain/values.ts';
import type { Field } from '../../src/kernel/fields.ts';
import { creditMemos } from '../../src/resources/credit-memo.ts';
import { customers } from '../../src/resources/customer.ts';
import { deposits } from '../../src/resources/deposit.ts';
import { RESOURCES } from '../../src/resources/index.ts';
import { invoices } from '../../src/resources/invoice.ts';
import { items } from '../../src/resources/item.ts';
import { journalEntries } from '../../src/resources/journal-entry.ts';
import { payments } from '../../src/resources/payment.ts';
import { quotes } from '../../src/resources/quote.ts';
import { salesReceipts } from '../../src/resources/sales-receipt.ts';

/** The field errors `checkArithmetic` throws, or [] when it accepts. */
function errorsOf(r: Resource, data: Body, base?: string): FieldError[] {
  try {
    checkArithmetic(r, data, base);
    return [];
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    const err = e as AppError;
    expect(err.code).toBe('VALIDATION_ERROR');
    expect(err.status).toBe(422);
    return err.errors ?? [];
  }
}

const invoice = (over: Body = {}): Body => ({
  source_id: 'inv-1',
  source_system: 'test',
  currency: 'USD',
  total_amount: '99.99',
  lines: [{ description: 'Widgets', amount: '99.99' }],
  ...over,
});

describe('the ISO 4217 table', () => {
  it('has the active codes with their minor units', () => {
    expect(minorUnitOf('USD')).toBe(2);
    expect(minorUnitOf('EUR')).toBe(2);
    expect(minorUnitOf('JPY')).toBe(0);
    expect(minorUnitOf('KRW')).toBe(0);
    expect(minorUnitOf('CLP')).toBe(0);
    expect(minorUnitOf('KWD')).toBe(3);
    expect(minorUnitOf('BHD')).toBe(3);
    expect(minorUnitOf('TND')).toBe(3);
    expect(minorUnitOf('CLF')).toBe(4);
    expect(minorUnitOf('UYW')).toBe(4);
    expect(minorUnitOf('XCG')).toBe(2);
    expect(minorUnitOf('ZWG')).toBe(2);
    expect(minorUnitOf('SLE')).toBe(2);
    expect(Object.keys(ISO_4217).length).toBeGreaterThan(150);
    for (const [code, digits] of Object.entries(ISO_4217)) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect([0, 2, 3, 4]).toContain(digits);
    }
  });

  it('knows no made-up, withdrawn or unit-less code', () => {
    for (const code of ['XYZ', 'ABC', 'usd', 'US', 'HRK', 'SLL', 'ZWL', 'XAU', 'XXX', 'XTS', 'constructor'])
      expect(minorUnitOf(code), code).toBeUndefined();
  });
});

describe('the vocabulary: which decimal fields are money', () => {
  it('every decimal field is money except quantities, unit prices, rates and percentages', () => {
    for (const name of [
      'amount',
      'total_amount',
      'subtotal',
      'tax_amount',
      'discount_amount',
      'fee_amount',
      'fees',
      'net_amount',
      'cashback_amount',
      'debit_amount',
      'credit_amount',
      'credit_limit',
      'taxable_amount',
      'basis_amount',
      'subtotal_amount',
      'minimum_commitment',
    ])
      expect(isMoneyField(name), name).toBe(true);
    for (const name of [
      'quantity',
      'return_quantity',
      'billed_quantity',
      'quantity_on_hand',
      'unit_amount',
      'unit_price',
      'purchase_cost',
      'reorder_point',
      'tax_rate',
      'rate',
      'exchange_rate',
      'discount_percent',
    ])
      expect(isMoneyField(name), name).toBe(false);
  });

  it('every decimal field of every served resource is classified by the rule', () => {
    const money: string[] = [];
    const other: string[] = [];
    const visit = (name: string, f: Field) => {
      if (f.kind === 'decimal') (isMoneyField(name) ? money : other).push(name);
      for (const [n, g] of Object.entries(f.fields ?? {})) visit(n, g);
      if (f.items) for (const [n, g] of Object.entries(f.items.fields ?? {})) visit(n, g);
    };
    for (const r of RESOURCES) for (const [n, f] of Object.entries(r.fields)) visit(n, f);
    expect(money).toContain('total_amount');
    expect(money).toContain('debit_amount');
    expect(other).toContain('quantity');
    expect(other).toContain('unit_amount');
    expect(other.every((n) => !n.endsWith('_amount') || n === 'unit_amount')).toBe(true);
  });

  it('counts decimals without trailing zeros and rounds half away from zero', () => {
    expect(significantDecimals('10')).toBe(0);
    expect(significantDecimals('10.50')).toBe(1);
    expect(significantDecimals('10.500')).toBe(1);
    expect(significantDecimals('10.505')).toBe(3);
    expect(significantDecimals('-0.0000000000')).toBe(0);
    expect(roundMoney(dec('33.335'), 2).toFixed(2)).toBe('33.34');
    expect(roundMoney(dec('-33.335'), 2).toFixed(2)).toBe('-33.34');
    expect(roundMoney(dec('0.125'), 2).toFixed(2)).toBe('0.13');
    expect(roundMoney(dec('2.5'), 0).toFixed(0)).toBe('3');
    expect(roundMoney(dec('7.49925'), 2).toFixed(2)).toBe('7.50');
  });
});

describe('invalid_currency', () => {
  it('names the field and the code given, header, line and other currency fields', () => {
    expect(
      errorsOf(
        invoices,
        invoice({
          currency: 'XYZ',
          lines: [
            { description: 'a', amount: '1.00' },
            { description: 'b', amount: '1.00' },
            { description: 'c', amount: '1.00', currency: 'ABC' },
          ],
          transactions: [{ currency: 'QQQ', amount: '1.00' }],
        }),
      ),
    ).toEqual([
      {
        field: 'currency',
        code: 'invalid_currency',
        message: 'expected an ISO 4217 currency code (for example USD, EUR, JPY), got XYZ',
      },
      {
        field: 'transactions.0.currency',
        code: 'invalid_currency',
        message: 'expected an ISO 4217 currency code (for example USD, EUR, JPY), got QQQ',
      },
      {
        field: 'lines.2.currency',
        code: 'invalid_currency',
        message: 'expected an ISO 4217 currency code (for example USD, EUR, JPY), got ABC',
      },
    ]);
    expect(
      errorsOf(payments, {
        currency: 'USD',
        amount: '1.00',
        source_currency: 'EUX',
        settlement_currency: 'USD',
      }),
    ).toEqual([
      {
        field: 'source_currency',
        code: 'invalid_currency',
        message: 'expected an ISO 4217 currency code (for example USD, EUR, JPY), got EUX',
      },
    ]);
  });

  it('a customer or account may leave its currency out; when given it must be a code', () => {
    expect(errorsOf(customers, { name: 'Ada', currency: null })).toEqual([]);
    expect(errorsOf(customers, { name: 'Ada', currency: 'GBP' })).toEqual([]);
    expect(errorsOf(customers, { name: 'Ada', currency: 'GBX' })[0]).toMatchObject({
      field: 'currency',
      code: 'invalid_currency',
    });
  });
});

describe('too_many_decimals', () => {
  it('USD amounts have at most 2 decimal places: 33.333 is refused, 10.50 and 10.500 are not', () => {
    expect(errorsOf(invoices, invoice({ total_amount: '33.333', lines: [] }))).toEqual([
      {
        field: 'total_amount',
        code: 'too_many_decimals',
        message: 'expected at most 2 decimal places (the minor unit of USD), got 33.333',
      },
    ]);
    expect(errorsOf(invoices, invoice({ total_amount: '10.50', lines: [] }))).toEqual([]);
    expect(errorsOf(invoices, invoice({ total_amount: '10.500', lines: [] }))).toEqual([]);
    expect(errorsOf(invoices, invoice({ total_amount: '10.5000000000', lines: [] }))).toEqual([]);
  });

  it('JPY amounts are whole: "10.55" is refused, "1055" and "1055.00" are not', () => {
    const jpy = (total: string) =>
      errorsOf(invoices, invoice({ currency: 'JPY', total_amount: total, lines: [] }));
    expect(jpy('10.55')).toEqual([
      {
        field: 'total_amount',
        code: 'too_many_decimals',
        message: 'expected at most 0 decimal places (the minor unit of JPY), got 10.55',
      },
    ]);
    expect(jpy('1055')).toEqual([]);
    expect(jpy('1055.00')).toEqual([]);
  });

  it('KWD amounts have 3 decimal places: 1.234 is fine, 1.2345 is not', () => {
    const kwd = (total: string) =>
      errorsOf(invoices, invoice({ currency: 'KWD', total_amount: total, lines: [] }));
    expect(kwd('1.234')).toEqual([]);
    expect(kwd('1.2345')).toEqual([
      {
        field: 'total_amount',
        code: 'too_many_decimals',
        message: 'expected at most 3 decimal places (the minor unit of KWD), got 1.2345',
      },
    ]);
  });

  it('applies to every money field, nested ones too, and to none of the prices, quantities and rates', () => {
    const errors = errorsOf(
      invoices,
      invoice({
        total_amount: '1.001',
        subtotal: '1.002',
        tax_amount: '1.003',
        discount_amount: '1.004',
        transactions: [{ amount: '1.005' }],
        lines: [
          {
            description: 'w',
            amount: '1.006',
            discount_amount: '1.007',
            taxable_amount: '1.008',
            detail: { type: 'item', discount_amount: '1.009', basis_amount: '1.011' },
            tax_details: [
              { tax_detail_ref: 't', tax_amount: '1.012', amount_includes_tax: false, rate: '0.0725125' },
            ],
          },
          {
            description: 'rates and prices may have more',
            quantity: '1.23456',
            unit_amount: '0.123456',
            tax_rate: '0.08875',
            detail: { type: 'item', quantity: '1.5', unit_amount: '2.3456', discount_percent: '12.5' },
          },
        ],
      }),
    );
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['total_amount', 'too_many_decimals'],
      ['subtotal', 'too_many_decimals'],
      ['tax_amount', 'too_many_decimals'],
      ['discount_amount', 'too_many_decimals'],
      ['transactions.0.amount', 'too_many_decimals'],
      ['lines.0.detail.discount_amount', 'too_many_decimals'],
      ['lines.0.detail.basis_amount', 'too_many_decimals'],
      ['lines.0.amount', 'too_many_decimals'],
      ['lines.0.taxable_amount', 'too_many_decimals'],
      ['lines.0.tax_details.0.tax_amount', 'too_many_decimals'],
      ['lines.0.discount_amount', 'too_many_decimals'],
    ]);
  });

  it('payment amounts, allocations, fees; deposits; journal debits and credits', () => {
    expect(
      errorsOf(payments, {
        currency: 'USD',
        amount: '10.001',
        fee_amount: '0.301',
        net_amount: '9.7',
        exchange_rate: '1.0834512345',
        allocations: [{ invoice_id: 'x', amount: '10.001' }],
      }).map((e) => e.field),
    ).toEqual(['amount', 'fee_amount', 'allocations.0.amount']);
    expect(
      errorsOf(deposits, {
        currency: 'JPY',
        total_amount: '100.5',
        cashback_amount: '1.5',
        lines: [{ amount: '99', currency: 'USD' }, { amount: '1.5' }],
      }).map((e) => e.field),
      // A USD line on a JPY deposit is refused on its currency (issue 25).
    ).toEqual(['total_amount', 'cashback_amount', 'lines.1.amount', 'lines.0.currency']);
    expect(
      errorsOf(journalEntries, {
        currency: 'USD',
        lines: [{ debit_amount: '0.105' }, { credit_amount: '0.105' }],
      }).map((e) => e.field),
    ).toEqual(['lines.0.debit_amount', 'lines.1.credit_amount']);
  });

  it('a line in another currency is refused on that field (issue 25), its amount held to its own currency', () => {
    expect(
      errorsOf(
        invoices,
        invoice({
          currency: 'USD',
          lines: [
            { description: 'yen', amount: '1000.5', currency: 'JPY' },
            { description: 'dinar', amount: '1.125', currency: 'KWD' },
          ],
        }),
      ),
    ).toEqual([
      {
        field: 'lines.0.amount',
        code: 'too_many_decimals',
        message: 'expected at most 0 decimal places (the minor unit of JPY), got 1000.5',
      },
      {
        field: 'lines.0.currency',
        code: 'currency_mismatch',
        message:
          "expected USD, the invoice's currency (a document's lines are in its currency: repeat it or leave it out), got JPY",
      },
      {
        field: 'lines.1.currency',
        code: 'currency_mismatch',
        message:
          "expected USD, the invoice's currency (a document's lines are in its currency: repeat it or leave it out), got KWD",
      },
    ]);
  });

  it('a record without a currency is in the base currency given; with none known, digits are not checked', () => {
    const je = { lines: [{ debit_amount: '0.1000000001' }, { credit_amount: '0.1000000001' }] };
    expect(errorsOf(journalEntries, je)).toEqual([]);
    expect(errorsOf(journalEntries, je, 'USD').map((e) => e.field)).toEqual([
      'lines.0.debit_amount',
      'lines.1.credit_amount',
    ]);
    expect(errorsOf(customers, { name: 'Ada', credit_limit: '1000.5' }, 'JPY')).toEqual([
      {
        field: 'credit_limit',
        code: 'too_many_decimals',
        message: 'expected at most 0 decimal places (the minor unit of JPY), got 1000.5',
      },
    ]);
    expect(errorsOf(customers, { name: 'Ada', credit_limit: '1000.5', currency: 'USD' }, 'JPY')).toEqual([]);
    expect(
      errorsOf(items, { name: 'W', unit_price: '0.0000000001', quantity_on_hand: '1.5' }, 'JPY'),
    ).toEqual([]);
  });

  it('amounts in an invalid currency are not checked against a minor unit (the currency is refused)', () => {
    expect(
      errorsOf(invoices, invoice({ currency: 'XYZ', total_amount: '1.23456' })).map((e) => e.code),
    ).toEqual(['invalid_currency']);
  });
});

describe('amount_mismatch: amount = quantity × unit price, rounded to the minor unit', () => {
  const line = (over: Body): Body => ({ description: 'w', ...over });

  it('refuses 98.00 for 3 × 33.33, naming the line, the expected and the given value', () => {
    expect(
      errorsOf(
        invoices,
        invoice({ lines: [line({ quantity: '3', unit_amount: '33.33', amount: '98.00' })] }),
      ),
    ).toEqual([
      { field: 'lines.0.amount', code: 'amount_mismatch', message: 'expected 99.99 (3 × 33.33), got 98.00' },
    ]);
  });

  it('rounds half away from zero to the currency: USD, JPY, KWD', () => {
    const one = (currency: string, q: string, u: string, amount: string) =>
      errorsOf(
        invoices,
        invoice({ currency, total_amount: amount, lines: [line({ quantity: q, unit_amount: u, amount })] }),
      );
    expect(one('USD', '3', '33.335', '100.01')).toEqual([]); // 100.005 → 100.01
    expect(one('USD', '3', '33.335', '100.00')[0]?.message).toBe('expected 100.01 (3 × 33.335), got 100.00');
    expect(one('USD', '-3', '33.335', '-100.01')).toEqual([]); // −100.005 → −100.01
    expect(one('JPY', '3', '33.5', '101')).toEqual([]); // 100.5 → 101
    expect(one('JPY', '3', '33.5', '100')[0]?.message).toBe('expected 101 (3 × 33.5), got 100');
    expect(one('KWD', '1.5', '0.3333', '0.500')).toEqual([]); // 0.49995 → 0.500
    expect(one('KWD', '1.5', '0.3333', '0.499')[0]?.message).toBe('expected 0.500 (1.5 × 0.3333), got 0.499');
  });

  it('reads the quantity and unit price on the line, else in its detail, and unit_price as well as unit_amount', () => {
    const check = (l: Body) => errorsOf(quotes, { currency: 'USD', total_amount: '20.00', lines: [l] });
    expect(check({ amount: '20.00', detail: { type: 'item', quantity: '2', unit_amount: '10.00' } })).toEqual(
      [],
    );
    expect(
      check({ amount: '21.00', detail: { type: 'item', quantity: '2', unit_amount: '10.00' } })[0],
    ).toEqual({
      field: 'lines.0.amount',
      code: 'amount_mismatch',
      message: 'expected 20.00 (2 × 10.00), got 21.00',
    });
    expect(check({ amount: '21.00', quantity: '3', detail: { type: 'item', unit_amount: '7.00' } })).toEqual(
      [],
    );
    // `unit_price` (the name items use) counts as a unit price too, wherever a line carries it.
    expect(
      errorsOf(invoices, invoice({ lines: [line({ amount: '5.00', quantity: '2', unit_price: '2.49' })] })),
    ).toEqual([
      { field: 'lines.0.amount', code: 'amount_mismatch', message: 'expected 4.98 (2 × 2.49), got 5.00' },
    ]);
  });

  it('a line missing one of the three is not checked', () => {
    expect(errorsOf(invoices, invoice({ lines: [line({ quantity: '3', amount: '98.00' })] }))).toEqual([]);
    expect(errorsOf(invoices, invoice({ lines: [line({ unit_amount: '33.33', amount: '98.00' })] }))).toEqual(
      [],
    );
  });

  it('an amount already refused for its digits is not also a mismatch', () => {
    expect(
      errorsOf(
        invoices,
        invoice({ lines: [line({ quantity: '3', unit_amount: '33.333', amount: '99.999' })] }),
      ),
    ).toEqual([
      {
        field: 'lines.0.amount',
        code: 'too_many_decimals',
        message: 'expected at most 2 decimal places (the minor unit of USD), got 99.999',
      },
    ]);
  });
});

describe('tax_mismatch on a line: tax_amount = tax_rate × taxable amount, rounded', () => {
  it('refuses a tax of 8.00 at 0.075 on 99.99', () => {
    expect(
      errorsOf(
        invoices,
        invoice({ lines: [{ description: 'w', amount: '99.99', tax_rate: '0.075', tax_amount: '8.00' }] }),
      ),
    ).toEqual([
      {
        field: 'lines.0.tax_amount',
        code: 'tax_mismatch',
        message: 'expected 7.50 (99.99 × 0.075), got 8.00',
      },
    ]);
    expect(
      errorsOf(
        invoices,
        invoice({
          tax_amount: '7.50',
          total_amount: '107.49',
          lines: [{ description: 'w', amount: '99.99', tax_rate: '0.075', tax_amount: '7.50' }],
        }),
      ),
    ).toEqual([]);
  });

  it('uses taxable_amount when given, else the amount; a tax-inclusive amount has the tax taken out', () => {
    const l = (over: Body) =>
      errorsOf(invoices, invoice({ lines: [{ description: 'w', amount: '107.50', ...over }] }));
    expect(l({ taxable_amount: '100.00', tax_rate: '0.075', tax_amount: '7.50' })).toEqual([]);
    expect(l({ taxable_amount: '100.00', tax_rate: '0.075', tax_amount: '8.06' })[0]?.message).toBe(
      'expected 7.50 (100.00 × 0.075), got 8.06',
    );
    expect(l({ amount_includes_tax: true, tax_rate: '0.075', tax_amount: '7.50' })).toEqual([]);
    expect(l({ amount_includes_tax: true, tax_rate: '0.075', tax_amount: '8.06' })[0]?.message).toBe(
      'expected 7.50 (107.50 × 0.075 / 1.075, tax included in the amount), got 8.06',
    );
    // The document's tax_behavior inclusive applies to lines that do not say.
    expect(
      errorsOf(
        invoices,
        invoice({
          tax_behavior: 'inclusive',
          lines: [{ description: 'w', amount: '107.50', tax_rate: '0.075', tax_amount: '7.50' }],
        }),
      ),
    ).toEqual([]);
  });

  it('JPY tax rounds to whole yen', () => {
    expect(
      errorsOf(
        invoices,
        invoice({
          currency: 'JPY',
          total_amount: '1100',
          lines: [{ description: 'w', amount: '1005', tax_rate: '0.1', tax_amount: '100' }],
        }),
      ),
    ).toEqual([
      { field: 'lines.0.tax_amount', code: 'tax_mismatch', message: 'expected 101 (1005 × 0.1), got 100' },
    ]); // 100.5 → 101
  });
});

describe('subtotal_mismatch: subtotal = the line amounts, less discount lines', () => {
  it('refuses a subtotal of 90.00 over lines of 99.99', () => {
    expect(
      errorsOf(
        invoices,
        invoice({
          subtotal: '90.00',
          lines: [
            { description: 'a', amount: '60.00' },
            { description: 'b', amount: '39.99' },
          ],
        }),
      ),
    ).toEqual([
      { field: 'subtotal', code: 'subtotal_mismatch', message: 'expected 99.99 (60.00 + 39.99), got 90.00' },
    ]);
  });

  it('counts product, service and shipping lines, takes discount lines off, leaves out tax, subtotal and description lines', () => {
    const lines = [
      { description: 'a', amount: '100.00', line_type: 'product' },
      { description: 'b', amount: '50.00', line_type: 'service' },
      { description: 'c', amount: '10.00', line_type: 'shipping' },
      { description: 'd', amount: '-15.00', line_type: 'discount' },
      { description: 'e', amount: '5.00', detail: { type: 'discount' } },
      { description: 'f', amount: '140.00', line_type: 'subtotal' },
      { description: 'g', amount: '11.20', line_type: 'tax' },
      { description: 'h', amount: '0', line_type: 'description_only' },
      { description: 'i', quantity: '2', unit_amount: '2.50' },
    ];
    expect(errorsOf(invoices, invoice({ subtotal: '145.00', lines }))).toEqual([]);
    expect(errorsOf(invoices, invoice({ subtotal: '160.00', lines }))[0]).toEqual({
      field: 'subtotal',
      code: 'subtotal_mismatch',
      message: 'expected 145.00 (100.00 + 50.00 + 10.00 - 15.00 - 5.00 + 5.00), got 160.00',
    });
  });

  it('over more than ten lines the message counts them', () => {
    const lines = Array.from({ length: 11 }, (_, i) => ({ description: `l${i}`, amount: '1.00' }));
    expect(errorsOf(invoices, invoice({ subtotal: '10.00', lines }))[0]?.message).toBe(
      'expected 11.00 (the sum of 11 line amounts), got 10.00',
    );
  });

  it('without lines the subtotal must be zero; in JPY the expected value is whole', () => {
    expect(errorsOf(invoices, invoice({ subtotal: '5.00', lines: [] }))[0]?.message).toBe(
      'expected 0.00 (no line amounts), got 5.00',
    );
    expect(
      errorsOf(salesReceipts, {
        currency: 'JPY',
        total_amount: '300',
        subtotal: '299',
        lines: [{ amount: '100' }, { amount: '200' }],
      }),
    ).toEqual([
      { field: 'subtotal', code: 'subtotal_mismatch', message: 'expected 300 (100 + 200), got 299' },
    ]);
  });
});

describe("tax_mismatch on the header: the header tax is the lines' tax", () => {
  it('refuses line taxes of 7.50 under a header tax of 7.00', () => {
    expect(
      errorsOf(
        invoices,
        invoice({
          tax_amount: '7.00',
          lines: [
            { description: 'a', amount: '50.00', tax_amount: '3.75' },
            { description: 'b', amount: '50.00', tax_amount: '3.75' },
          ],
        }),
      ),
    ).toEqual([
      {
        field: 'tax_amount',
        code: 'tax_mismatch',
        message: "expected 7.50 (the lines' tax_amount: 3.75 + 3.75), got 7.00",
      },
    ]);
  });

  it('tax lines are the tax too: the header must equal them', () => {
    expect(
      errorsOf(salesReceipts, {
        currency: 'USD',
        total_amount: '107.25',
        tax_amount: '7.00',
        lines: [{ amount: '100.00' }, { line_type: 'tax', amount: '7.25' }],
      }),
    ).toEqual([
      { field: 'tax_amount', code: 'tax_mismatch', message: 'expected 7.25 (the tax lines: 7.25), got 7.00' },
    ]);
  });

  it('when only the lines carry tax, the header is filled with their sum', () => {
    const data = invoice({
      currency: 'KWD',
      lines: [
        { description: 'a', amount: '50.000', tax_amount: '2.500' },
        { description: 'b', amount: '50.000', tax_amount: '2.625' },
        { description: 'c', amount: '10.000' },
      ],
    });
    expect(errorsOf(invoices, data)).toEqual([]);
    expect(withHeaderTax(invoices, data).tax_amount).toBe('5.125');
    expect(
      withHeaderTax(invoices, invoice({ currency: 'JPY', lines: [{ amount: '10', tax_amount: '1' }] }))
        .tax_amount,
    ).toBe('1');
    // A header given is kept; a document without lines' tax, or without a header tax field, is unchanged.
    const given = invoice({ tax_amount: '7.50', lines: [{ amount: '100.00', tax_amount: '7.50' }] });
    expect(withHeaderTax(invoices, given)).toBe(given);
    const none = invoice();
    expect(withHeaderTax(invoices, none)).toBe(none);
    const memo = {
      currency: 'USD',
      total_amount: '100.00',
      lines: [{ amount: '100.00', tax_amount: '7.50' }],
    };
    expect(withHeaderTax(creditMemos, memo)).toBe(memo);
    expect(errorsOf(creditMemos, memo)).toEqual([]);
  });
});

describe('all problems at once (D5)', () => {
  it('one 422 with every field, in the order the record reads', () => {
    const errors = errorsOf(
      invoices,
      invoice({
        total_amount: '33.333',
        tax_amount: '0.70',
        lines: [
          { description: 'a', quantity: '3', unit_amount: '33.33', amount: '98.00' },
          { description: 'b', amount: '10.00', tax_rate: '0.075', tax_amount: '0.75' },
          { description: 'c', amount: '10.55', currency: 'JPY' },
          { description: 'd', amount: '1.00', currency: 'XYZ' },
        ],
      }),
    );
    expect(errors.map((e) => `${e.field} ${e.code}`)).toEqual([
      'total_amount too_many_decimals',
      'lines.2.amount too_many_decimals',
      'lines.3.currency invalid_currency',
      'lines.2.currency currency_mismatch',
      'lines.0.amount amount_mismatch',
      'tax_amount tax_mismatch',
    ]);
    for (const e of errors) expect(e.message).toMatch(/^expected .+, got .+$/);
  });

  it('a valid document passes untouched', () => {
    const data = invoice({
      total_amount: '107.49',
      subtotal: '99.99',
      tax_amount: '7.50',
      lines: [
        {
          description: 'w',
          quantity: '3',
          unit_amount: '33.33',
          amount: '99.99',
          tax_rate: '0.075',
          tax_amount: '7.50',
        },
      ],
    });
    expect(errorsOf(invoices, data)).toEqual([]);
    expect(withHeaderTax(invoices, data)).toBe(data);
  });
});
