/**
 * D15: deposits take payments and sales receipts out of undeposited funds. A deposit's line that
 * names one (`source_document_type`, `source_document_id`) takes exactly what it put there; while
 * the deposit is in force the document sits on it and on no other (`deposit_id`), and keeps what
 * it put there. What a document clears is read from its definition (`document.clearing`).
 */

import { isUuid } from '../../platform/ids.ts';
import {
  applicationsFrom,
  deleteApplicationsFrom,
  insertApplication,
  systemAccounts,
} from '../../storage/ledger.ts';
import type { StoredRecord } from '../../storage/types.ts';
import { type Clearing, type Resource, roleOf, type Tx } from '../documents.ts';
import { AppError, type FieldError, validationError } from '../errors.ts';
import { type Decimal, dec, fmt, fmtIn, ZERO } from '../money.ts';
import { type Body, isBody, textOf } from '../values.ts';
import { type ActivePosting, baseOfStored, type Held, heldIn, type PostedLine } from './active-posting.ts';

/** The payment or sales receipt a deposit line names, if it names one of the company's. */
export async function depositable(
  tx: Tx,
  clearing: Clearing<Body>,
  line: Body,
): Promise<StoredRecord | undefined> {
  const type = textOf(line.source_document_type);
  const id = textOf(line.source_document_id);
  const source = type ? clearing.sources[type] : undefined;
  if (!source || !id || !isUuid(id)) return undefined;
  return tx.repo.getRecord(source(), tx.companyId, id);
}

/**
 * What a document put in undeposited funds by its active posting (positive), in which currency,
 * and its value in the base currency (D17).
 */
export async function undeposited(tx: Tx, doc: StoredRecord): Promise<Held | undefined> {
  const held = await heldIn(tx, doc.id, 'undeposited_funds');
  return held?.amount.gt(0) ? held : undefined;
}

/**
 * Fills in a deposit line's amount a client left out, from what the payment or sales receipt it
 * deposits put in undeposited funds.
 */
export async function withDepositAmounts(tx: Tx, clearing: Clearing<Body>, data: Body): Promise<Body> {
  if (!Array.isArray(data.lines)) return data;
  let lines: unknown[] | undefined;
  for (const [i, l] of data.lines.entries()) {
    if (!isBody(l) || l.amount != null) continue;
    const doc = await depositable(tx, clearing, l);
    const uf = doc ? await undeposited(tx, doc) : undefined;
    if (!uf) continue;
    lines ??= [...data.lines];
    lines[i] = { ...l, amount: fmtIn(uf.amount, uf.currency) };
  }
  return lines ? { ...data, lines } : data;
}

/**
 * D15: a deposit in force holds the payments and sales receipts its lines name: each must be
 * posted to undeposited funds in the deposit's currency, its line amount what it put there, and it
 * sits on no other deposit. Kept as applications (deposit → document) and as the document's
 * `deposit_id`; a deposit no longer in force (voided) frees them.
 */
export async function clearDeposited(tx: Tx, r: Resource, rec: StoredRecord): Promise<void> {
  const spec = r.document?.clearing;
  if (!spec) return;
  const d = rec.data;
  const currency = roleOf(r, d, 'currency');
  const wanted: { line: number; type: string; id: string; amount: string }[] = [];
  if (spec.clears(d) && Array.isArray(d.lines)) {
    for (const [i, l] of d.lines.entries()) {
      if (!isBody(l)) continue;
      const type = textOf(l.source_document_type);
      const id = textOf(l.source_document_id);
      if (!type || !id || !spec.sources[type]) continue;
      wanted.push({ line: i, type, id, amount: fmt(dec(textOf(l.amount))) });
    }
  }
  const current = await applicationsFrom(tx.repo, tx.companyId, rec.id);
  const norm = (xs: { target_id?: string; id?: string; amount: string }[]) =>
    JSON.stringify(xs.map((x) => [x.target_id ?? x.id, dec(x.amount).toFixed()]).sort());
  if (norm(current) === norm(wanted.map((w) => ({ id: w.id, amount: w.amount })))) return;

  const errors: FieldError[] = [];
  const held = new Map<string, { doc: StoredRecord; resource: Resource; base: Decimal }>();
  for (const w of wanted) {
    const field = `lines.${w.line}.source_document_id`;
    const what = w.type.replace(/_/g, ' ');
    const doc = await depositable(tx, spec, {
      source_document_type: w.type,
      source_document_id: w.id,
    });
    const uf = doc ? await undeposited(tx, doc) : undefined;
    if (!doc || !uf || uf.currency !== currency) {
      errors.push({
        field,
        code: 'not_depositable',
        message: !doc
          ? `names no ${what} of this company`
          : `names a ${what} that has nothing in undeposited funds in ${String(currency)} (it is not posted, went to another account, or is in another currency)`,
      });
      continue;
    }
    if (held.has(w.id)) {
      errors.push({ field, code: 'duplicate', message: `names the ${what} of an earlier line again` });
      continue;
    }
    if (!uf.amount.equals(dec(w.amount))) {
      errors.push({
        field: `lines.${w.line}.amount`,
        code: 'amount_mismatch',
        message: `must equal what the ${what} put in undeposited funds: expected ${fmt(uf.amount)}, got ${w.amount}`,
      });
      continue;
    }
    const on = textOf(doc.sys?.deposit_id);
    if (on && on !== rec.id) {
      throw new AppError(
        'ALREADY_DEPOSITED',
        `The ${what} ${w.id} is already on deposit ${on}; void that deposit first.`,
        {
          errors: [{ field, code: 'already_deposited', message: `is already on deposit ${on}` }],
        },
      );
    }
    held.set(w.id, { doc, resource: spec.sources[w.type]!(), base: uf.base });
  }
  if (errors.length) throw validationError(errors);

  await deleteApplicationsFrom(tx.repo, tx.companyId, rec.id);
  for (const w of wanted) {
    const h = held.get(w.id)!;
    await insertApplication(tx.repo, tx.companyId, {
      source_id: rec.id,
      target_id: w.id,
      target_type: h.resource.object,
      amount: w.amount,
      base_amount: fmt(h.base),
    });
    if (h.doc.sys?.deposit_id !== rec.id)
      await tx.repo.updateSys(h.resource.name, tx.companyId, w.id, { ...h.doc.sys, deposit_id: rec.id });
  }
  // Documents no longer on this deposit are free again.
  for (const c of current) {
    if (held.has(c.target_id)) continue;
    const resource = Object.values(spec.sources)
      .map((f) => f())
      .find((x) => x.object === c.target_type);
    const doc = resource ? await tx.repo.getRecord(resource, tx.companyId, c.target_id) : undefined;
    if (!resource || !doc || doc.sys?.deposit_id !== rec.id) continue;
    const { deposit_id: _freed, ...sys } = doc.sys;
    await tx.repo.updateSys(resource.name, tx.companyId, c.target_id, sys);
  }
}

/**
 * D15: a payment or sales receipt on a deposit keeps what it put in undeposited funds until that
 * deposit is voided (the deposit moved exactly that amount out).
 */
export async function keepDeposited(
  tx: Tx,
  r: Resource,
  rec: StoredRecord,
  current: ActivePosting | undefined,
  desired: ActivePosting | null,
): Promise<void> {
  const depositId = textOf(rec.sys?.deposit_id);
  if (!depositId) return;
  const uf = (await systemAccounts(tx.repo, tx.companyId)).get('undeposited_funds');
  // What it put there, and its base value (D17: the deposit cleared exactly that).
  const put = (p: ActivePosting | null | undefined, side: (l: PostedLine) => [unknown, unknown]) =>
    (p?.lines ?? [])
      .filter((l) => l.account_id === uf)
      .reduce((t, l) => t.plus(dec(textOf(side(l)[0]))).minus(dec(textOf(side(l)[1]))), ZERO);
  const amount = (l: PostedLine): [unknown, unknown] => [l.debit, l.credit];
  const base = (l: PostedLine): [unknown, unknown] => [l.base_debit, l.base_credit];
  if (current) await baseOfStored(tx, rec.id, current);
  if (
    put(current, amount).equals(put(desired, amount)) &&
    put(current, base).equals(put(desired, base)) &&
    current?.currency === desired?.currency
  )
    return;
  const what = r.object.replace(/_/g, ' ');
  throw new AppError(
    'INVALID_STATE_TRANSITION',
    `This ${what} is on deposit ${depositId}: void that deposit (or take the ${what} off it) first.`,
    { errors: [{ field: 'deposit_id', code: 'deposited', message: `is on deposit ${depositId}` }] },
  );
}
