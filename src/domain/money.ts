/**
 * Exact decimal arithmetic for money (D4): decimal.js with enough precision for 20 integer and
 * 10 fraction digits, never binary floating point. Amounts travel as strings.
 */
import { Decimal } from 'decimal.js';
import { minorUnitOf } from './currencies.ts';

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

/**
 * D4: a money amount the service computes (a total, a balance, a base amount, a report figure), as
 * the API writes it: with the minor-unit digits of its currency — JPY "12345", USD "12.30", KWD
 * "1.250". A value with more digits than that (an amount stored before D19 checked them) keeps
 * them all: nothing is rounded here. A code without a minor unit is written as `fmt` writes it.
 */
export function fmtIn(d: Decimal, currency: string | null | undefined): string {
  const digits = currency ? minorUnitOf(currency) : undefined;
  if (digits === undefined) return fmt(d);
  const value = d.isZero() ? ZERO : d;
  return value.decimalPlaces() > digits ? value.toFixed() : value.toFixed(digits);
}

/** `fmtIn` for one currency: a report's figures, all in the report's currency. */
export const moneyIn =
  (currency: string) =>
  (d: Decimal): string =>
    fmtIn(d, currency);

export function sum(values: Iterable<Decimal>): Decimal {
  let total = ZERO;
  for (const v of values) total = total.plus(v);
  return total;
}
