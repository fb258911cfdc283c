/**
 * The SQLite sort key of a decimal column (decimalSortKey, src/storage/repository.ts): a text key
 * whose byte order is the numeric order, exact at every precision the API accepts (20 integer
 * and 10 fraction digits).
 */
import { describe, expect, it } from 'vitest';
import { decimalSortKey } from '../../src/storage/repository.ts';

const zeros = (n: number) => '0'.repeat(n);
const nines = (n: number) => '9'.repeat(n);

describe('decimalSortKey', () => {
  it('writes non-negative values as P + 20 integer digits + 10 fraction digits', () => {
    expect(decimalSortKey('0')).toBe(`P${zeros(30)}`);
    expect(decimalSortKey('12.5')).toBe(`P${zeros(18)}12${'5'}${zeros(9)}`);
    expect(decimalSortKey('1.0000000001')).toBe(`P${zeros(19)}1${zeros(9)}1`);
    expect(decimalSortKey('99999999999999999999.9999999999')).toBe(`P${nines(30)}`);
  });

  it('writes negative values as N + the nines’ complement, so larger magnitudes sort first', () => {
    expect(decimalSortKey('-1')).toBe(`N${nines(19)}8${nines(10)}`);
    expect(decimalSortKey('-12.5')).toBe(`N${nines(18)}87${'4'}${nines(9)}`);
    expect(decimalSortKey('-99999999999999999999.9999999999')).toBe(`N${zeros(30)}`);
  });

  it('gives zero one key however it is written', () => {
    for (const zero of ['0', '0.00', '-0', '-0.000', '00.0'])
      expect(decimalSortKey(zero), zero).toBe(`P${zeros(30)}`);
  });

  it('gives equal values equal keys (trailing zeros do not matter)', () => {
    expect(decimalSortKey('12.50')).toBe(decimalSortKey('12.5'));
    expect(decimalSortKey('-3.10')).toBe(decimalSortKey('-3.1'));
  });

  it('sorts as the numbers sort, where text order and float order both go wrong', () => {
    const numeric = [
      '-99999999999999999999.9999999999',
      '-10',
      '-2.5',
      '-2.25',
      '-0.01',
      '0',
      '0.0000000001',
      '0.01',
      '2',
      '9.99',
      '10',
      '10.000000001',
      '12345678901234567890.1',
      '12345678901234567890.2',
      '99999999999999999999.9999999999',
    ];
    const shuffled = [...numeric].reverse().sort((a, b) => (a.length % 3) - (b.length % 3));
    const byKey = shuffled.sort((a, b) => {
      const x = decimalSortKey(a);
      const y = decimalSortKey(b);
      return x < y ? -1 : x > y ? 1 : 0;
    });
    expect(byKey).toEqual(numeric);
    // What the key saves us from: text order puts "10" before "9.99", and floats lose the last digits.
    expect([...numeric.slice(8, 11)].sort()).toEqual(['10', '2', '9.99']);
    expect(Number('12345678901234567890.1')).toBe(Number('12345678901234567890.2'));
  });
});
