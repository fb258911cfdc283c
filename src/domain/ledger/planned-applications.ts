/**
 * D16: what a document applying to others (a payment, a credit memo) asks to apply and to which
 * documents, read from its definition (`document.applies`): its planned applications, and what is
 * open on the documents it names. `applications.ts` applies the plan; posting reads it for the
 * lines that clear those documents (`post.ts`, `cleared-value.ts`).
 */

import { applicationsFrom } from '../../storage/ledger.ts';
import type { StoredRecord } from '../../storage/types.ts';
import { type Application, customerOf, type Resource, roleOf, type Tx } from '../documents.ts';
import { isVoid } from '../lifecycle.ts';
import { Decimal, dec, fmt, ZERO } from '../money.ts';
import { type Body, bodiesOf, textOf } from '../values.ts';

/** What is applied to a document (its open balance is its total less this). */
export const appliedOf = (rec: StoredRecord): Decimal => dec(textOf(rec.sys?.applied) ?? '0');

/** The allocations of a document that applies to others. */
export function allocationsOf(data: Body): Body[] {
  return bodiesOf(data.allocations);
}

/** One application a document asks for: `field` names the amount an error is about, `ref` the reference. */
export interface PlannedApplication {
  target_id: string;
  amount: string;
  field: string;
  ref: string;
}

export interface ApplicationPlan {
  spec: Application<Body>;
  /** The resource it applies to. */
  target: Resource;
  /** The amount it has to apply. */
  amount: Decimal;
  /** The applications it has now. */
  current: { target_id: string; amount: string }[];
  /** The documents those and the asked ones name, by id (those of the company that exist). */
  targets: Map<string, StoredRecord>;
  /** The applications it asks for, one per target. */
  desired: PlannedApplication[];
}

/**
 * What a document applying to others should apply now: the applications it has, the documents
 * they and its allocations name, and the applications it asks for (one per target).
 */
export async function plannedApplications(
  tx: Tx,
  r: Resource,
  rec: StoredRecord,
): Promise<ApplicationPlan | undefined> {
  const spec = r.document?.applies;
  if (!spec) return undefined;
  const target = spec.target();
  const d = rec.data;
  const amount = dec(spec.amount(d));
  // What it asks to apply: `field` names the amount an error is about, `ref` the reference.
  let asked: { target_id: string; amount: Decimal | 'open'; field: string; ref: string }[] = [];
  if (spec.applies(d)) {
    const allocations = allocationsOf(d);
    if (allocations.length > 0) {
      asked = allocations.map((a, i) => ({
        target_id: String(a[spec.ref]),
        amount: dec(textOf(a.amount)),
        field: `allocations.${i}.amount`,
        ref: `allocations.${i}.${spec.ref}`,
      }));
    } else if (typeof d[spec.ref] === 'string') {
      const whole = spec.header === 'whole' ? amount : 'open';
      asked = [{ target_id: String(d[spec.ref]), amount: whole, field: 'amount', ref: spec.ref }];
    }
  }
  const current = await applicationsFrom(tx.repo, tx.companyId, rec.id);
  const targets = new Map<string, StoredRecord>();
  for (const id of new Set([...current.map((a) => a.target_id), ...asked.map((a) => a.target_id)])) {
    const t = await tx.repo.getRecord(target, tx.companyId, id);
    if (t) targets.set(id, t);
  }
  const fromHere = (id: string) =>
    current.filter((a) => a.target_id === id).reduce((s, a) => s.plus(dec(a.amount)), ZERO);
  // A credit's header applies as much as is open on its target (D16), besides what it applies
  // now: nothing while the target is not posted (a draft has no open balance yet) or is void.
  const desired = asked.flatMap((a) => {
    if (a.amount !== 'open') return [{ ...a, amount: fmt(a.amount) }];
    const t = targets.get(a.target_id);
    const live = t && !isVoid(t.data) && target.document?.posting?.posts(t.data);
    if (!t || !live) return [];
    const open = dec(roleOf(target, t.data, 'total'))
      .minus(appliedOf(t))
      .plus(fromHere(a.target_id));
    const applied = Decimal.max(ZERO, Decimal.min(amount, open));
    return applied.isZero() ? [] : [{ ...a, amount: fmt(applied) }];
  });
  // Allocations naming one document twice apply their sum to it (one application per target).
  const merged = new Map<string, PlannedApplication>();
  for (const a of desired) {
    const seen = merged.get(a.target_id);
    merged.set(a.target_id, seen ? { ...seen, amount: fmt(dec(seen.amount).plus(dec(a.amount))) } : a);
  }
  return { spec, target, amount, current, targets, desired: [...merged.values()] };
}

/**
 * The documents `data` applies to (by its header `ref` and its allocations): each one's customer,
 * and what is open on it for this document (`RuleContext.targetOpen`).
 */
export async function targetsOf(tx: Tx, target: Resource, ref: string, sourceId: string, data: Body) {
  const targetCustomers = new Map<string, string | null>();
  const targetOpen = new Map<string, Decimal>();
  const ids = new Set<string>();
  const header = data[ref];
  if (typeof header === 'string') ids.add(header);
  for (const a of allocationsOf(data)) {
    const id = a[ref];
    if (typeof id === 'string') ids.add(id);
  }
  const mine = ids.size ? await applicationsFrom(tx.repo, tx.companyId, sourceId) : [];
  for (const id of ids) {
    const doc = await tx.repo.getRecord(target, tx.companyId, id);
    targetCustomers.set(id, doc ? customerOf(tx.catalog, target, doc.data) : null);
    const live = doc && !isVoid(doc.data) && target.document?.posting?.posts(doc.data);
    const fromHere = mine.filter((a) => a.target_id === id).reduce((t, a) => t.plus(dec(a.amount)), ZERO);
    targetOpen.set(
      id,
      live
        ? dec(roleOf(target, doc.data, 'total'))
            .minus(appliedOf(doc))
            .plus(fromHere)
        : ZERO,
    );
  }
  return { targetCustomers, targetOpen };
}
