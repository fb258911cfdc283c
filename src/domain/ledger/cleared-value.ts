/**
 * D17: what a document in a foreign currency clears is worth what it was booked at. A payment
 * applied to an invoice takes its receivable off at the invoice's base value (the part that
 * settles it in full at exactly what is left of it), a deposit takes a payment out of undeposited
 * funds at the payment's; the rest of each such line stays at the document's own rate, and the
 * difference is a realized gain or loss (valuation.ts).
 */

import { settingsForPosting } from '../../storage/companies.ts';
import { applicationsTo } from '../../storage/ledger.ts';
import type { StoredRecord } from '../../storage/types.ts';
import { roundMoney } from '../arithmetic.ts';
import { minorUnitOf } from '../currencies.ts';
import { customerOf, type Resource, roleOf, type Tx } from '../documents.ts';
import { Decimal, dec, ZERO } from '../money.ts';
import { bodiesOf, textOf } from '../values.ts';
import { heldIn } from './active-posting.ts';
import { depositable, undeposited } from './deposits.ts';
import { plannedApplications } from './planned-applications.ts';
import type { Slot } from './posting.ts';
import type { ToValue } from './valuation.ts';

/**
 * D17: the base value of `amount` of what is open on `t` that a document `sourceId` clears. The
 * part that settles `t` in full is what `t` was booked at less what the others cleared, so the
 * receivable (payable) of a settled document is left with no base residue; a part is valued at
 * `t`'s own rate.
 */
export async function clearedBase(
  tx: Tx,
  target: Resource,
  t: StoredRecord,
  sourceId: string,
  amount: Decimal,
): Promise<Decimal> {
  const slot = target.document?.settlement?.account;
  const settings = await settingsForPosting(tx.repo, tx.companyId);
  const baseCurrency = settings?.base_currency ?? 'USD';
  if (!slot || roleOf(target, t.data, 'currency') === baseCurrency) return amount;
  const rate = dec(textOf(t.data.exchange_rate) ?? '1');
  const digits = minorUnitOf(baseCurrency) ?? 2;
  const others = (await applicationsTo(tx.repo, tx.companyId, t.id)).filter((a) => a.source_id !== sourceId);
  let applied = ZERO;
  let cleared = ZERO;
  for (const a of others) {
    applied = applied.plus(dec(a.amount));
    cleared = cleared.plus(
      a.base_amount !== null ? dec(a.base_amount) : roundMoney(dec(a.amount).times(rate), digits),
    );
  }
  const booked = await heldIn(tx, t.id, slot);
  if (booked && applied.plus(amount).equals(dec(roleOf(target, t.data, 'total'))))
    return booked.base.abs().minus(cleared);
  return roundMoney(amount.times(rate), digits);
}

/**
 * D17: the lines of a foreign document that clear others (a payment's receivable, a deposit's
 * undeposited funds) take the base value of what they clear; the rest of each such line stays at
 * the document's rate. The difference becomes a realized gain or loss (valuation.ts).
 */
export async function clearedAtTheirValue(
  tx: Tx,
  r: Resource,
  rec: StoredRecord,
  raw: readonly ToValue[],
  baseCurrency: string,
): Promise<ToValue[]> {
  const data = rec.data;
  const currency = roleOf(r, data, 'currency');
  const parts: { slot: Slot; amount: Decimal; base: Decimal; customer: string | null }[] = [];
  const plan = await plannedApplications(tx, r, rec);
  const slot = plan?.target.document?.settlement?.account;
  if (plan && slot) {
    for (const a of plan.desired) {
      const t = plan.targets.get(a.target_id);
      if (
        !t ||
        roleOf(plan.target, t.data, 'currency') !== currency ||
        !plan.target.document?.posting?.posts(t.data)
      )
        continue;
      const amount = dec(a.amount);
      const base = await clearedBase(tx, plan.target, t, rec.id, amount);
      parts.push({ slot, amount, base, customer: customerOf(tx.catalog, plan.target, t.data) });
    }
  }
  const clearing = r.document?.clearing;
  if (clearing?.clears(data)) {
    for (const l of bodiesOf(data.lines)) {
      const doc = await depositable(tx, clearing, l);
      const uf = doc ? await undeposited(tx, doc) : undefined;
      if (!uf || uf.currency !== currency || !uf.amount.equals(dec(textOf(l.amount)))) continue;
      parts.push({ slot: clearing.account, amount: uf.amount, base: uf.base, customer: null });
    }
  }
  if (parts.length === 0) return [...raw];
  const digits = minorUnitOf(baseCurrency) ?? 2;
  const out: ToValue[] = [...raw];
  for (const p of parts) {
    // Take the part from the lines on its account, those of its customer first.
    const order = out
      .map((l, i) => ({ l, i }))
      .filter(({ l }) => 'slot' in l.account && l.account.slot === p.slot && !l.base && !l.amount.isZero())
      .sort((a, b) => Number(b.l.customer_id === p.customer) - Number(a.l.customer_id === p.customer));
    let left = p.amount;
    let baseLeft = p.base;
    for (const { l, i } of order) {
      if (!left.gt(0)) break;
      const take = Decimal.min(left, l.amount.abs());
      const sign = l.amount.isNegative() ? -1 : 1;
      left = left.minus(take);
      const base = left.isZero() ? baseLeft : roundMoney(p.base.times(take).div(p.amount), digits);
      baseLeft = baseLeft.minus(base);
      out[i] = { ...l, amount: l.amount.minus(take.times(sign)) };
      out.push({ ...l, amount: take.times(sign), base: base.times(sign) });
    }
  }
  return out;
}
