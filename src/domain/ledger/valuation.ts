/**
 * D17: a posting valued in the base currency. Each line's base amount is its amount times its rate,
 * rounded half away from zero to the base currency's minor unit. A line may come with its base
 * value fixed instead: the part of a receivable (payable, undeposited funds) a payment, credit or
 * deposit clears is worth what the document it clears was booked at, not what it is worth at the
 * clearing document's own rate. What is left over, so that the posting balances in the base
 * currency too, is
 * - a rounding remainder, when every line is valued at one rate: the lines settled later
 *   (receivables, payables, a payment's bank line: `settled`) keep exactly round(amount × rate),
 *   and the remainder goes to the largest other line;
 * - a realized exchange gain or loss, on the `fx_gain_loss` system account, when some line is
 *   valued at another rate (fixed, or a line in another currency): a line in the base currency
 *   (a journal line has exactly one non-zero side in its own currency, D8).
 * Pure: the engine resolves accounts and writes the lines.
 */
import { roundMoney } from '../arithmetic.ts';
import { minorUnitOf } from '../currencies.ts';
import { type Decimal, dec, ONE, ZERO } from '../money.ts';
import type { AccountRef, RuleLine } from './posting.ts';

/** A line the rule made, possibly with its base value fixed by what it clears. */
export interface ToValue extends RuleLine {
  base?: Decimal;
}

/** A line with its value in the base currency and the rate it was valued at. */
export interface ValuedLine extends RuleLine {
  currency: string;
  rate: Decimal;
  base: Decimal;
}

const accountKey = (a: AccountRef) => ('id' in a ? `id:${a.id}` : `slot:${a.slot}`);
const keyOf = (l: RuleLine, currency: string) =>
  `${accountKey(l.account)}|${l.customer_id ?? ''}|${currency}`;

/**
 * Nets the lines per account, customer and currency, values them, and balances the posting in the
 * base currency. `digits` is the base currency's minor unit.
 */
export function valueLines(
  lines: readonly ToValue[],
  currency: string,
  rate: Decimal,
  base: { currency: string; digits: number },
): ValuedLine[] {
  const digits = base.digits;
  // Per key: the amount valued at the line's rate, and the amount and base value of fixed lines.
  interface Net {
    line: ToValue;
    currency: string;
    rate: Decimal;
    atRate: Decimal;
    fixedAmount: Decimal;
    fixedBase: Decimal;
  }
  const nets = new Map<string, Net>();
  let otherRate = false;
  for (const l of lines) {
    const cur = l.currency ?? currency;
    const k = keyOf(l, cur);
    const n: Net = nets.get(k) ?? {
      line: l,
      currency: cur,
      rate: l.rate ?? rate,
      atRate: ZERO,
      fixedAmount: ZERO,
      fixedBase: ZERO,
    };
    if (l.memo && !n.line.memo) n.line = { ...n.line, memo: l.memo };
    if (l.settled && !n.line.settled) n.line = { ...n.line, settled: true };
    if (l.base) {
      otherRate = true;
      n.fixedAmount = n.fixedAmount.plus(l.amount);
      n.fixedBase = n.fixedBase.plus(l.base);
    } else n.atRate = n.atRate.plus(l.amount);
    if (cur !== currency) otherRate = true;
    nets.set(k, n);
  }
  const out: ValuedLine[] = [];
  for (const n of nets.values()) {
    const amount = n.atRate.plus(n.fixedAmount);
    const base = roundMoney(n.atRate.times(n.rate), digits).plus(n.fixedBase);
    if (amount.isZero() && base.isZero()) continue;
    const { base: _fixed, ...line } = n.line;
    out.push({ ...line, amount, base, currency: n.currency, rate: n.rate, memo: n.line.memo ?? null });
  }
  const residue = out.reduce((t, l) => t.plus(l.base), ZERO);
  if (residue.isZero()) return out;
  if (!otherRate) {
    onLargestLine(out);
    return out;
  }
  out.push({
    account: { slot: 'fx_gain_loss' },
    amount: residue.negated(),
    base: residue.negated(),
    currency: base.currency,
    rate: ONE,
    customer_id: null,
    memo: residue.isPositive() ? 'realized exchange gain' : 'realized exchange loss',
  });
  return out;
}

/**
 * Puts what keeps lines from balancing in the base currency on the largest of them (by amount)
 * that is not settled later; on the largest line when all are.
 */
function onLargestLine(lines: { amount: Decimal; base: Decimal; settled?: boolean }[]): void {
  const residue = lines.reduce((t, l) => t.plus(l.base), ZERO);
  if (residue.isZero() || lines.length === 0) return;
  const others = lines.filter((l) => !l.settled);
  const largest = (others.length > 0 ? others : lines).reduce((a, b) =>
    b.amount.abs().greaterThan(a.amount.abs()) ? b : a,
  );
  largest.base = largest.base.minus(residue);
}

/** A stored journal line to value (it was written before base amounts existed). */
export interface StoredLine {
  company_id: string;
  posting_id: string;
  debit_amount: string | number;
  credit_amount: string | number;
  base_currency: string;
  /** The rate to value it at. */
  rate: string;
}

/**
 * Stored lines valued at their rate as a posting is (each posting's lines together: the same
 * rounding, the remainder on its largest line), with their base debit and credit.
 */
export function valueStoredLines<L extends StoredLine>(
  lines: readonly L[],
): (L & { base_debit: Decimal; base_credit: Decimal })[] {
  const byPosting = new Map<string, L[]>();
  for (const l of lines) {
    const k = `${l.company_id}|${l.posting_id}`;
    byPosting.set(k, [...(byPosting.get(k) ?? []), l]);
  }
  const out: (L & { base_debit: Decimal; base_credit: Decimal })[] = [];
  for (const posting of byPosting.values()) {
    const valued = posting.map((line) => {
      const amount = dec(String(line.debit_amount)).minus(String(line.credit_amount));
      const digits = minorUnitOf(line.base_currency) ?? 2;
      return { line, amount, base: roundMoney(amount.times(line.rate), digits) };
    });
    onLargestLine(valued);
    for (const { line, base } of valued)
      out.push({
        ...line,
        base_debit: base.isPositive() ? base : ZERO,
        base_credit: base.isNegative() ? base.negated() : ZERO,
      });
  }
  return out;
}
