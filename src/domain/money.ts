/**
 * Exact decimal arithmetic for money (D4): decimal.js with enough precision for 20 integer and
 * 10 fraction digits, never binary floating point. Amounts travel as strings.
 */
import { Decimal } from 'decimal.js';

Decimal.set({ precision: 60, rounding: Decimal.ROUND_HALF_EVEN });

export { Decimal };
export type Money = Decimal;

export const dec = (v: string | number | Decimal | null | undefined): Decimal => new Decimal(v ?? 0);
export const ZERO = new Decimal(0);
export const ONE = new Decimal(1);

/** A decimal as the API writes it: plain notation, at least two decimals. */
export function fmt(d: Decimal): string {
  const fixed = d.toFixed();
  const decimals = fixed.includes('.') ? fixed.split('.')[1]!.length : 0;
  return decimals >= 2 ? fixed : d.toFixed(2);
}

export function sum(values: Iterable<Decimal>): Decimal {
  let total = ZERO;
  for (const v of values) total = total.plus(v);
  return total;
}
