/** Money helpers (src/domain/money.ts): exact decimal arithmetic and the API's decimal strings. */
import { describe, expect, it } from 'vitest';
import { Decimal, dec, fmt, fmtIn, moneyIn, sum, ZERO } from '../../src/domain/money.ts';

describe('dec', () => {
  it('reads strings, numbers and decimals; null and undefined are zero', () => {
    expect(dec('12.50').toString()).toBe('12.5');
    expect(dec(3).toString()).toBe('3');
    expect(dec(new Decimal('-1.25')).toString()).toBe('-1.25');
    expect(dec(null).isZero()).toBe(true);
    expect(dec(undefined).isZero()).toBe(true);
    expect(ZERO.toString()).toBe('0');
  });

  it('is exact where binary floating point is not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(dec('0.1').plus('0.2').toString()).toBe('0.3');
    expect(dec('99999999999999999999.9999999999').plus('0.0000000001').toString()).toBe(
      '100000000000000000000',
    );
  });

  it('keeps 60 significant digits and rounds half to even', () => {
    expect(dec(1).div(3).toString()).toBe(`0.${'3'.repeat(60)}`);
    expect(dec('2.345').toDecimalPlaces(2).toString()).toBe('2.34');
    expect(dec('2.355').toDecimalPlaces(2).toString()).toBe('2.36');
  });
});

describe('fmt', () => {
  it('writes at least two decimals, in plain notation', () => {
    expect(fmt(dec('12'))).toBe('12.00');
    expect(fmt(dec('12.5'))).toBe('12.50');
    expect(fmt(dec('-3'))).toBe('-3.00');
    expect(fmt(dec('100.10'))).toBe('100.10');
    expect(fmt(dec('0.125'))).toBe('0.125');
    expect(fmt(dec('1e-7'))).toBe('0.0000001');
    expect(fmt(dec('1e21'))).toBe('1000000000000000000000.00');
    expect(fmt(dec('-0'))).toBe('0.00');
  });

  it('writes the largest amount the API takes with every digit', () => {
    expect(fmt(dec('12345678901234567890.123456789'))).toBe('12345678901234567890.123456789');
  });
});

describe('sum', () => {
  it('adds exactly; nothing sums to zero', () => {
    expect(fmt(sum([dec('0.1'), dec('0.2')]))).toBe('0.30');
    expect(fmt(sum(['110.00', '-10.00', '0.01'].map(dec)))).toBe('100.01');
    expect(fmt(sum([]))).toBe('0.00');
  });

  it('takes any iterable', () => {
    function* amounts() {
      yield dec('1.10');
      yield dec('2.20');
    }
    expect(fmt(sum(amounts()))).toBe('3.30');
  });
});

describe('fmtIn', () => {
  it('writes a computed amount with the minor-unit digits of its currency (D4)', () => {
    expect(fmtIn(dec('12345'), 'JPY')).toBe('12345');
    expect(fmtIn(dec('12.3'), 'USD')).toBe('12.30');
    expect(fmtIn(dec('1.25'), 'KWD')).toBe('1.250');
    expect(fmtIn(dec('0'), 'JPY')).toBe('0');
    expect(fmtIn(dec('-0'), 'USD')).toBe('0.00');
    expect(fmtIn(dec('-5'), 'CLF')).toBe('-5.0000');
    expect(moneyIn('JPY')(dec('-1000'))).toBe('-1000');
  });

  it('never rounds: a value with more digits keeps them; an unknown code is written as fmt writes it', () => {
    expect(fmtIn(dec('10.555'), 'USD')).toBe('10.555');
    expect(fmtIn(dec('100.5'), 'JPY')).toBe('100.5');
    expect(fmtIn(dec('12'), 'XAU')).toBe('12.00');
    expect(fmtIn(dec('12'), null)).toBe('12.00');
  });
});
