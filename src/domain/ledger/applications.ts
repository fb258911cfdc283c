/**
 * D16: documents applied to others — payments and credit memos to invoices, bill payments and
 * vendor credits to bills. Applying one keeps the targets' open balances (`applied`) and statuses
 * (`partially_paid`, `paid`), the source's `unapplied_amount` and a credit's own status; a target
 * with something applied to it keeps its total, its rate and its posting. What applies to what is
 * read from the definitions (`document.applies`, `document.settlement`).
 */

import { nowIso } from '../../platform/ids.ts';
import { settingsForPosting } from '../../storage/companies.ts';
import {
  applicationsFrom,
  applicationsTo,
  deleteApplicationsFrom,
  insertApplication,
} from '../../storage/ledger.ts';
import type { StoredRecord } from '../../storage/types.ts';
import { type Resource, roleField, roleOf, system, type Tx } from '../documents.ts';
import { AppError, type FieldError, validationError } from '../errors.ts';
import { isVoid } from '../lifecycle.ts';
import { type Decimal, dec, fmt, ZERO } from '../money.ts';
import { type Body, textOf } from '../values.ts';
import { clearedBase } from './cleared-value.ts';
import { allocationsOf, appliedOf, plannedApplications } from './planned-applications.ts';
import { post } from './post.ts';

/** Applies `rec` as it asks now (refusing what it may not), and moves its targets' statuses. */
export async function apply(tx: Tx, r: Resource, rec: StoredRecord): Promise<StoredRecord | undefined> {
  const plan = await plannedApplications(tx, r, rec);
  if (!plan) return undefined;
  const { spec, target, amount, current, targets, desired } = plan;
  const settlement = target.document?.settlement;
  const what = target.object.replace(/_/g, ' ');
  const d = rec.data;
  const norm = (xs: { target_id: string; amount: string }[]) =>
    JSON.stringify(
      xs
        .filter((x) => !dec(x.amount).isZero())
        .map((x) => [x.target_id, dec(x.amount).toFixed()])
        .sort(),
    );
  if (norm(current) === norm(desired)) return followApplications(tx, r, rec, current);

  const errors: FieldError[] = [];
  const allocated = desired.reduce((t, a) => t.plus(dec(a.amount)), ZERO);
  if (allocated.greaterThan(amount)) {
    errors.push({
      field: 'allocations',
      code: 'over_allocated',
      message: `allocate ${fmt(allocated)}, more than the amount ${fmt(amount)}`,
    });
  }
  // Merge: what each target loses from the current applications and gains from the desired ones.
  const change = new Map<string, Decimal>();
  for (const a of current) change.set(a.target_id, (change.get(a.target_id) ?? ZERO).minus(dec(a.amount)));
  for (const a of desired) change.set(a.target_id, (change.get(a.target_id) ?? ZERO).plus(dec(a.amount)));
  for (const a of desired) {
    const t = targets.get(a.target_id);
    if (!t) continue;
    // The state fields every document with states has (`StateField`), not roles.
    if (t.data.status === 'void' || t.data.approval_status === 'void') {
      errors.push({ field: a.ref, code: 'target_void', message: `applies to a void ${what}` });
      continue;
    }
    // Only a posted document has a receivable (payable) to settle: paying a draft would leave
    // its open balance, the customer's balance and the ledger disagreeing once it posts or not.
    if (!target.document?.posting?.posts(t.data)) {
      errors.push({
        field: a.ref,
        code: 'target_not_posted',
        message: `applies to ${what} ${a.target_id} whose approval_status is ${String(t.data.approval_status)}: it must be approved (posted) first`,
      });
      continue;
    }
    const currency = roleOf(r, d, 'currency');
    const theirCurrency = roleOf(target, t.data, 'currency');
    if (theirCurrency !== currency) {
      errors.push({
        field: a.ref,
        code: 'currency_mismatch',
        message: `applies ${String(currency)} to ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what} in ${String(theirCurrency)}`,
      });
      continue;
    }
    const mine = roleOf(r, d, 'counterparty');
    const theirs = roleOf(target, t.data, 'counterparty');
    if (mine && theirs && mine !== theirs) {
      // Named for its counterparty's field: customer_mismatch, vendor_mismatch.
      const party = roleField(r, 'counterparty').replace(/_id$/, '');
      errors.push({
        field: a.ref,
        code: `${party}_mismatch`,
        message: `applies to a ${what} of another ${party} (${theirs}, not ${mine})`,
      });
      continue;
    }
    const applied = appliedOf(t).plus(change.get(a.target_id) ?? ZERO);
    const total = dec(roleOf(target, t.data, 'total'));
    if (applied.greaterThan(total)) {
      const open = total.minus(applied).plus(change.get(a.target_id) ?? ZERO);
      errors.push({
        field: a.field,
        code: 'exceeds_open_balance',
        message: `exceeds the open balance ${fmt(open)} of ${what} ${a.target_id}`,
      });
    }
  }
  if (errors.length) throw validationError(errors);

  await deleteApplicationsFrom(tx.repo, tx.companyId, rec.id);
  const kept = desired.filter((a) => !dec(a.amount).isZero());
  for (const a of kept) {
    const t = targets.get(a.target_id);
    await insertApplication(tx.repo, tx.companyId, {
      source_id: rec.id,
      target_id: a.target_id,
      target_type: target.object,
      amount: a.amount,
      base_amount: fmt(t ? await clearedBase(tx, target, t, rec.id, dec(a.amount)) : dec(a.amount)),
    });
  }
  const made = spec.madeOn(d);
  const paidAt = settlement?.paidDate.datetime
    ? made && made.length === 10
      ? `${made}T00:00:00.000Z`
      : (made ?? nowIso())
    : (made?.slice(0, 10) ?? nowIso().slice(0, 10));
  for (const [id, delta] of change) {
    const t = targets.get(id);
    if (!t || delta.isZero()) continue;
    const applied = appliedOf(t).plus(delta);
    await tx.repo.updateSys(target.name, tx.companyId, id, { ...t.sys, applied: fmt(applied) });
    const refreshed: StoredRecord = { ...t, sys: { ...t.sys, applied: fmt(applied) } };
    await followPayments(tx, target, refreshed, applied, paidAt);
  }
  return followApplications(tx, r, rec, kept);
}

/**
 * What a document applying to others keeps about itself: how much it has applied (its
 * `unapplied_amount` is the rest), and a credit's status following its applications (D16).
 */
async function followApplications(
  tx: Tx,
  r: Resource,
  rec: StoredRecord,
  applications: readonly { amount: string }[],
): Promise<StoredRecord | undefined> {
  const spec = r.document?.applies;
  if (!spec) return undefined;
  const allocated = applications.reduce((s, a) => s.plus(dec(a.amount)), ZERO);
  let latest: StoredRecord | undefined;
  if (!dec(textOf(rec.sys?.allocated) ?? '0').equals(allocated)) {
    const sys = { ...rec.sys, allocated: fmt(allocated) };
    await tx.repo.updateSys(r.name, tx.companyId, rec.id, sys);
    latest = { ...rec, sys };
  }
  const own = spec.ownStatus;
  const d = (latest ?? rec).data;
  if (own && spec.applies(d)) {
    const amount = dec(spec.amount(d));
    const next = allocated.isZero()
      ? own.none
      : allocated.greaterThanOrEqualTo(amount)
        ? own.full
        : own.partial;
    if (d.status !== next) latest = await tx.change(r, latest ?? rec, { ...d, status: next }, system());
  }
  return latest;
}

/** A document's status follows what is applied to it: paid, partially paid, or open again. */
export async function followPayments(
  tx: Tx,
  target: Resource,
  t: StoredRecord,
  applied: Decimal,
  paidAt: string,
): Promise<StoredRecord | undefined> {
  const settlement = target.document?.settlement;
  if (!settlement) return undefined;
  const { field: dateField } = settlement.paidDate;
  const { none, partial, full } = settlement.statuses;
  const total = dec(roleOf(target, t.data, 'total'));
  const status = String(t.data.status);
  let next = status;
  if (applied.isZero()) next = status === full || status === partial ? none : status;
  else if (applied.greaterThanOrEqualTo(total)) next = full;
  else next = partial;
  if (next === status) return undefined;
  const data: Record<string, unknown> = { ...t.data, status: next };
  if (next === full && data[dateField] == null) data[dateField] = paidAt;
  if (next !== full) data[dateField] = null;
  return tx.change(target, t, data, system());
}

/**
 * D16: a credit whose header names a document that was not posted yet applied nothing; when the
 * document posts (an invoice approved), such credits apply to it then, as much as is open.
 * Returns whether any did.
 */
export async function applyWaitingCredits(tx: Tx, target: Resource, t: StoredRecord): Promise<boolean> {
  let applied = false;
  for (const source of tx.catalog.all) {
    const spec = source.document?.applies;
    if (spec?.header !== 'up_to_open' || spec.target() !== target) continue;
    const waiting = await tx.repo.scan(source, tx.companyId, {
      conditions: [{ column: spec.ref, op: 'eq', kind: 'ref', value: t.id }],
      sort: { column: 'created_at', kind: 'datetime', desc: false },
      limit: 100,
      offset: 0,
    });
    for (const rec of waiting.records) {
      if (!spec.applies(rec.data) || allocationsOf(rec.data).length > 0) continue;
      if ((await applicationsFrom(tx.repo, tx.companyId, rec.id)).length > 0) continue;
      await post(tx, source, rec);
      await apply(tx, source, rec);
      applied = true;
    }
  }
  return applied;
}

/** A payment's amount and each allocation are positive: an allocation never raises an open balance. */
export function checkApplicationAmounts(amount: string | null, allocations: unknown): void {
  const errors: FieldError[] = [];
  if (amount !== null && !dec(amount).gt(0))
    errors.push({ field: 'amount', code: 'not_positive', message: 'must be greater than 0' });
  const list = Array.isArray(allocations) ? allocations : [];
  list.forEach((a: Body, i) => {
    if (!dec(textOf(a.amount)).gt(0))
      errors.push({
        field: `allocations.${i}.amount`,
        code: 'not_positive',
        message: 'must be greater than 0',
      });
  });
  if (errors.length) throw validationError(errors);
}

/** A client's change leaves a settled document's total at least what is applied to it. */
export function checkSettled(r: Resource, before: StoredRecord, data: Body): void {
  if (!r.document?.settlement) return;
  const applied = appliedOf(before);
  if (dec(roleOf(r, data, 'total')).lessThan(applied)) {
    throw validationError([
      {
        field: roleField(r, 'total'),
        code: 'below_applied',
        message: `cannot be less than the ${fmt(applied)} already paid`,
      },
    ]);
  }
}

/**
 * D17: payments and credits applied to a foreign document cleared its receivable (payable) at
 * its rate; a new rate would re-value what they cleared. So its rate changes only once nothing
 * is applied to it (409 naming what is).
 */
export async function checkRate(tx: Tx, r: Resource, before: StoredRecord, data: Body): Promise<void> {
  const settlement = r.document?.settlement;
  if (!settlement || appliedOf(before).isZero() || !r.document?.posting?.posts(before.data)) return;
  const was = textOf(before.data.exchange_rate);
  const now = textOf(data.exchange_rate);
  const currency = roleOf(r, before.data, 'currency');
  if (!was || !now || dec(was).equals(dec(now)) || roleOf(r, data, 'currency') !== currency) return;
  const base = (await settingsForPosting(tx.repo, tx.companyId))?.base_currency ?? 'USD';
  if (currency === base) return; // valued at 1 whatever it carries
  const names: string[] = [];
  for (const a of await applicationsTo(tx.repo, tx.companyId, before.id)) {
    let what = 'document';
    for (const s of tx.catalog.all) {
      if (s.document?.applies?.target() !== r) continue;
      if (await tx.repo.getRecord(s, tx.companyId, a.source_id)) {
        what = s.object.replace(/_/g, ' ');
        break;
      }
    }
    names.push(`${what} ${a.source_id} (${fmt(dec(a.amount))})`);
  }
  const what = r.object.replace(/_/g, ' ');
  const by = settlement.settledBy;
  throw new AppError(
    'INVALID_STATE_TRANSITION',
    `Cannot change the exchange_rate of this ${what} from ${was} to ${now}: ${names.join(', ')} settled it at ${was}. Unapply them (void them, or move their allocations to another ${what}) first.`,
    {
      errors: [
        {
          field: 'exchange_rate',
          code: 'payments_applied',
          message: `${fmt(appliedOf(before))} of ${by} is applied to this ${what} at ${was}: ${names.join(', ')}`,
        },
      ],
    },
  );
}

/**
 * A document with payments applied stays posted: voiding it would reverse its receivable (payable)
 * while the payments' lines stay, leaving the customer's balance and the open balances wrong.
 * The payments are voided (or moved elsewhere) first; then the document may be voided.
 */
export function checkStillPosted(r: Resource, before: StoredRecord, after: StoredRecord): void {
  const applied = appliedOf(before);
  if (applied.isZero()) return;
  const posts = (rec: StoredRecord) => r.document?.posting?.posts(rec.data) ?? false;
  const unposts = (posts(before) && !posts(after)) || (!isVoid(before.data) && isVoid(after.data));
  if (!unposts) return;
  const what = r.object.replace(/_/g, ' ');
  const payments = r.document?.settlement?.settledBy ?? 'payments';
  throw new AppError(
    'INVALID_STATE_TRANSITION',
    `Cannot void this ${what}: ${fmt(applied)} of ${payments} is applied to it. Void those ${payments} (or move their allocations to another ${what}) first.`,
    {
      errors: [
        {
          field: 'approval_status',
          code: 'payments_applied',
          message: `${fmt(applied)} of ${payments} is applied to this ${what}`,
        },
      ],
    },
  );
}
