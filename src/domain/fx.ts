/**
 * D17: the rate a foreign document is valued at. A document in a currency other than the
 * company's base currency posts at its `exchange_rate` (base-currency units per one unit of its
 * currency); when it gives none, at the latest rate of its currency in `/v1/exchange_rates` on or
 * before the day it posts on, which is then written on the document, so that it keeps its value
 * whatever rates are added later. With neither it cannot post. A document in the base currency is
 * valued at 1 (an `exchange_rate` it carries is its source system's, kept and not used).
 */

import { nowIso } from '../platform/ids.ts';
import { unvaluedEntries, valueEntries } from '../storage/base-values.ts';
import { settingsForPosting } from '../storage/companies.ts';
import type { Repository } from '../storage/repository.ts';
import type { Store } from '../storage/store.ts';
import { type Catalog, type Resource, roleOf } from './documents.ts';
import { type FieldError, validationError } from './errors.ts';
import { effectiveDate } from './ledger/posting.ts';
import { valueStoredLines } from './ledger/valuation.ts';
import { isVoid } from './lifecycle.ts';
import type { Body, Tx } from './records.ts';
import { bodiesOf, textOf } from './values.ts';

/** The rate of `currency` on file for `day`: the latest one taking effect on or before it. */
export async function rateOnFile(
  rates: Resource,
  repo: Repository,
  companyId: string,
  currency: string,
  day: string,
): Promise<string | undefined> {
  const page = await repo.scan(rates, companyId, {
    conditions: [
      { column: 'currency', op: 'eq', kind: 'text', value: currency },
      { column: 'effective_date', op: 'lte', kind: 'date', value: day },
    ],
    sort: { column: 'effective_date', kind: 'date', desc: true },
    limit: 1,
    offset: 0,
  });
  return textOf(page.records[0]?.data.rate) ?? undefined;
}

/**
 * Each currency a document's lines are in, with the field that holds its rate: its own (its
 * `currency` role, valued at the `exchange_rate` the kernel gives every posting document), then
 * any others it declares.
 */
export function currencyFields(r: Resource): readonly { currency: string; rate: string }[] {
  const own = r.document?.roles?.currency;
  return [...(own ? [{ currency: own, rate: 'exchange_rate' }] : []), ...(r.document?.otherCurrencies ?? [])];
}

/**
 * A document's rates, once it has posted, are its own: a change that sends none (an upsert
 * re-sending the document without them, a PUT of `null`) keeps them while the currency stays, so
 * a rate added or corrected on file later never re-values what has posted. A void document keeps
 * them too: it never changes, and an import re-sending it as it was is no change.
 */
export function keptRates(r: Resource, before: Body | null, data: Body): Body {
  if (!before || !(r.document?.posting?.posts(before) || isVoid(before))) return data;
  let out = data;
  for (const f of currencyFields(r)) {
    const kept = textOf(before[f.rate]);
    if (!kept || textOf(data[f.rate]) || data[f.currency] !== before[f.currency]) continue;
    out = { ...out, [f.rate]: kept };
  }
  return out;
}

/**
 * A document about to post gets the rates it lacks from the rates on file (422 on the rate's field
 * when there is none); one in the base currency is valued at 1 and says so. One that does not post
 * is left as it is.
 */
export async function withRates(tx: Tx, r: Resource, data: Body): Promise<Body> {
  const rule = r.document?.posting;
  if (!rule?.posts(data)) return data;
  let base: string | undefined;
  let out = data;
  for (const f of currencyFields(r)) {
    const currency = textOf(data[f.currency]);
    if (textOf(data[f.rate])) continue;
    base ??= (await settingsForPosting(tx.repo, tx.companyId))?.base_currency ?? 'USD';
    // A document in the base currency (one that names none posts in it) is valued at 1.
    if (f.rate === 'exchange_rate' && (!currency || currency === base)) out = { ...out, [f.rate]: '1' };
    if (!currency || currency === base) continue;
    const day = effectiveDate(data, rule.dateField, nowIso().slice(0, 10));
    const rate = await rateOnFile(tx.catalog.exchangeRates, tx.repo, tx.companyId, currency, day);
    if (!rate) {
      // What a person fixes first (issue 25): a EUR payment on a USD invoice is told the
      // currencies differ, not asked for a EUR rate it would then be refused with.
      const mismatched = await targetCurrencyMismatches(tx, r, data);
      if (mismatched.length) throw validationError(mismatched);
      throw validationError([
        {
          field: f.rate,
          code: 'required',
          message: `is needed to post a document in ${currency} (the base currency is ${base}): give it, or add a rate of ${currency} taking effect on or before ${day} to /v1/exchange_rates`,
        },
      ]);
    }
    out = { ...out, [f.rate]: rate };
  }
  return out;
}

/**
 * The documents `data` applies to (its header reference and its allocations) that are in another
 * currency than its own: the same 422 `currency_mismatch` the application would give
 * (ledger/applications.ts), found before it.
 */
async function targetCurrencyMismatches(tx: Tx, r: Resource, data: Body): Promise<FieldError[]> {
  const spec = r.document?.applies;
  const currency = roleOf(r, data, 'currency');
  if (!spec || !currency || !spec.applies(data)) return [];
  const target = spec.target();
  const asked = bodiesOf(data.allocations).map((a, i) => ({
    id: a[spec.ref],
    ref: `allocations.${i}.${spec.ref}`,
  }));
  if (!asked.length) asked.push({ id: data[spec.ref], ref: spec.ref });
  const errors: FieldError[] = [];
  const what = target.object.replace(/_/g, ' ');
  for (const { id, ref } of asked) {
    if (typeof id !== 'string') continue;
    const t = await tx.repo.getRecord(target, tx.companyId, id);
    const theirs = t ? roleOf(target, t.data, 'currency') : null;
    if (theirs && theirs !== currency)
      errors.push({
        field: ref,
        code: 'currency_mismatch',
        message: `applies ${currency} to ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what} in ${theirs}`,
      });
  }
  return errors;
}

/** A document whose journal lines have no base amounts (posted before base amounts existed). */
export interface MissingRate {
  company_id: string;
  document_type: string;
  document_id: string;
  currency: string;
  effective_date: string;
  lines: number;
  /** With `--apply`: the rate on file it was valued at, or null when there is none yet. */
  rate?: string | null;
}

/**
 * `npx finrec ledger missing-rates`: the journal lines left without base amounts by migration 0013
 * (foreign documents that held no rate), per document, never guessed. With `apply`, each document
 * whose currency has a rate on file for its date is valued at it, in one transaction.
 */
export async function missingRates(
  store: Store,
  catalog: Catalog,
  opts: { companyId?: string; apply?: boolean },
): Promise<{ object: 'list'; lines: number; data: MissingRate[]; valued_lines?: number }> {
  const run = async (repo: Repository) => {
    const rows = await unvaluedEntries(repo.db, opts.companyId);
    const docs = new Map<string, MissingRate>();
    for (const r of rows) {
      const k = `${r.company_id}|${r.document_id}|${r.currency}|${r.effective_date}`;
      const d = docs.get(k) ?? {
        company_id: r.company_id,
        document_type: r.document_type,
        document_id: String(r.document_id),
        currency: r.currency,
        effective_date: r.effective_date,
        lines: 0,
      };
      d.lines += 1;
      docs.set(k, d);
    }
    if (!opts.apply) return { object: 'list' as const, lines: rows.length, data: [...docs.values()] };
    const valued = [];
    for (const d of docs.values()) {
      d.rate =
        (await rateOnFile(catalog.exchangeRates, repo, d.company_id, d.currency, d.effective_date)) ?? null;
      if (!d.rate) continue;
      for (const r of rows)
        if (
          r.company_id === d.company_id &&
          String(r.document_id) === d.document_id &&
          r.effective_date === d.effective_date
        )
          valued.push({ ...r, rate: d.rate });
    }
    const n = await valueEntries(repo.db, repo.dialect, valueStoredLines(valued));
    return { object: 'list' as const, lines: rows.length - n, data: [...docs.values()], valued_lines: n };
  };
  return opts.apply ? store.write(run) : store.read(run);
}
