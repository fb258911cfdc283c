/**
 * D17 valuation as a pure rule (domain/ledger/valuation.ts): lines in a document's currency
 * valued in the base currency, rounded half away from zero to its minor unit, lines settled later
 * exact and the remainder on the largest other line; lines whose base value is fixed (what a payment clears) leave a realized gain or
 * loss as a base-currency line. Every figure is worked by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { type ToValue, type ValuedLine, valueLines } from '../../src/domain/ledger/valuation.ts';
import { dec } from '../../src/domain/money.ts';

const USD = { currency: 'USD', digits: 2 };
const line = (name: string, amount: string, more: Partial<ToValue> = {}): ToValue => ({
  account: { id: name },
  amount: dec(amount),
  ...more,
});
/** `account currency amount base` per line, debits positive. */
const show = (lines: ValuedLine[]) =>
  lines.map((l) => [
    'id' in l.account ? l.account.id : l.account.slot,
    l.currency,
    l.amount.toFixed(2),
    l.base.toFixed(Math.max(l.base.decimalPlaces(), 2)),
  ]);

describe('valueLines', () => {
  it('a base-currency posting is its own value', () => {
    expect(
      show(valueLines([line('ar', '110'), line('sales', '-100'), line('tax', '-10')], 'USD', dec(1), USD)),
    ).toEqual([
      ['ar', 'USD', '110.00', '110.00'],
      ['sales', 'USD', '-100.00', '-100.00'],
      ['tax', 'USD', '-10.00', '-10.00'],
    ]);
  });

  it('rounds half away from zero: 10.05 × 1.5 = 15.075 → 15.08, and −15.075 → −15.08', () => {
    expect(show(valueLines([line('a', '10.05'), line('b', '-10.05')], 'EUR', dec('1.5'), USD))).toEqual([
      ['a', 'EUR', '10.05', '15.08'],
      ['b', 'EUR', '-10.05', '-15.08'],
    ]);
  });

  it('puts the rounding remainder on the largest line', () => {
    // 10.01 × 1.2345 = 12.357345 → 12.36, three times 37.08; 30.03 × 1.2345 = 37.072035 → 37.07:
    // off by 0.01, which the receivable (30.03, the largest) takes: 37.08.
    const out = valueLines(
      [line('ar', '30.03'), line('a', '-10.01'), line('b', '-10.01'), line('c', '-10.01')],
      'EUR',
      dec('1.2345'),
      USD,
    );
    expect(show(out)).toEqual([
      ['ar', 'EUR', '30.03', '37.08'],
      ['a', 'EUR', '-10.01', '-12.36'],
      ['b', 'EUR', '-10.01', '-12.36'],
      ['c', 'EUR', '-10.01', '-12.36'],
    ]);
  });

  it('keeps a line settled later exact and puts the remainder on the largest other line', () => {
    // D17 (amended 2026-11-28): 2,583.10 × 1.08 = 2,789.748 → the receivable 2,789.75, exactly;
    // each 1,291.55 × 1.08 = 1,394.874 → 1,394.87, together 2,789.74: the 0.01 goes to the first
    // of the two equal largest other lines, 1,394.88.
    const out = valueLines(
      [line('ar', '2583.10', { settled: true }), line('design', '-1291.55'), line('build', '-1291.55')],
      'EUR',
      dec('1.08'),
      USD,
    );
    expect(show(out)).toEqual([
      ['ar', 'EUR', '2583.10', '2789.75'],
      ['design', 'EUR', '-1291.55', '-1394.88'],
      ['build', 'EUR', '-1291.55', '-1394.87'],
    ]);
    // Every line settled later (a receivable split per customer, a bank line): the largest takes it.
    // 0.01 × 1.5 = 0.015 → 0.02 twice; 0.02 × 1.5 = 0.03: the bank, 0.03 + 0.01 = 0.04.
    const all = valueLines(
      [
        line('bank', '0.02', { settled: true }),
        line('ar1', '-0.01', { settled: true }),
        line('ar2', '-0.01', { settled: true }),
      ],
      'EUR',
      dec('1.5'),
      USD,
    );
    expect(show(all)).toEqual([
      ['bank', 'EUR', '0.02', '0.04'],
      ['ar1', 'EUR', '-0.01', '-0.02'],
      ['ar2', 'EUR', '-0.01', '-0.02'],
    ]);
  });

  it('nets lines per account, customer and currency before valuing them', () => {
    // 0.01 + 0.01 + 0.01 to one account: 0.03 × 1.5 = 0.045 → 0.05 (not 3 × 0.02 = 0.06).
    const out = valueLines(
      [line('ar', '0.03'), line('s', '-0.01'), line('s', '-0.01'), line('s', '-0.01')],
      'EUR',
      dec('1.5'),
      USD,
    );
    expect(show(out)).toEqual([
      ['ar', 'EUR', '0.03', '0.05'],
      ['s', 'EUR', '-0.03', '-0.05'],
    ]);
  });

  it('a fixed base value leaves a realized gain or loss in the base currency', () => {
    // The bank at the payment's 1.10: 1,100.00; receivables cleared at the invoice's 1,080.00:
    // 20.00 more debit than credit, a gain: a USD credit of 20.00 on fx_gain_loss.
    const gain = valueLines(
      [line('bank', '1000'), line('ar', '-1000', { base: dec('-1080') })],
      'EUR',
      dec('1.10'),
      USD,
    );
    expect(show(gain)).toEqual([
      ['bank', 'EUR', '1000.00', '1100.00'],
      ['ar', 'EUR', '-1000.00', '-1080.00'],
      ['fx_gain_loss', 'USD', '-20.00', '-20.00'],
    ]);
    // Paid at 1.05 instead: the bank 1,050.00 against 1,080.00 cleared, a loss: a USD debit of 30.00.
    const loss = valueLines(
      [line('bank', '1000'), line('ar', '-1000', { base: dec('-1080') })],
      'EUR',
      dec('1.05'),
      USD,
    );
    expect(show(loss).at(-1)).toEqual(['fx_gain_loss', 'USD', '30.00', '30.00']);
  });

  it('a line in another currency at its own rate (a transfer)', () => {
    // USD 1,000.00 out at 1; EUR 920.00 in at 1.09 = 1,002.80: a gain of 2.80.
    const out = valueLines(
      [line('eur', '920', { currency: 'EUR', rate: dec('1.09') }), line('usd', '-1000')],
      'USD',
      dec(1),
      USD,
    );
    expect(show(out)).toEqual([
      ['eur', 'EUR', '920.00', '1002.80'],
      ['usd', 'USD', '-1000.00', '-1000.00'],
      ['fx_gain_loss', 'USD', '-2.80', '-2.80'],
    ]);
  });

  it('a base currency without a minor unit (JPY)', () => {
    // USD 10.55 × 150.123 = 1,583.79765 → JPY 1,584.
    const out = valueLines([line('ar', '10.55'), line('s', '-10.55')], 'USD', dec('150.123'), {
      currency: 'JPY',
      digits: 0,
    });
    expect(out.map((l) => l.base.toFixed())).toEqual(['1584', '-1584']);
  });
});
