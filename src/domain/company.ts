/**
 * The company resource and its periods (D18): `GET/PATCH /v1/company` (name, base currency, lock
 * date, the month the fiscal year starts in), and the pure rules the ledger and the reports take
 * from it: nothing posts on or before the lock date, a void may be dated later (`void_date`), and
 * a fiscal year starts on the first day of its start month.
 */
import { isDeepStrictEqual } from 'node:util';
import { newId, nowIso } from '../platform/ids.ts';
import {
  type CompanySettings,
  getCompanySettings,
  hasPosted,
  updateCompanySettings,
} from '../storage/companies.ts';
import type { Store } from '../storage/store.ts';
import type { Resource } from './documents.ts';
import { AppError, type FieldError, validationError } from './errors.ts';
import { type KeyedWrite, writeWith } from './idempotency.ts';
import { effectiveDate } from './ledger/posting.ts';
import { isVoid } from './lifecycle.ts';
import type { Body, Tx } from './records.ts';
import { textOf } from './values.ts';

export type { CompanySettings };

/** The company as the API shows it. */
export interface CompanyEnvelope {
  id: string;
  object: 'company';
  data: {
    id: string;
    name: string;
    base_currency: string;
    lock_date: string | null;
    fiscal_year_start_month: number;
    created_at: string;
    updated_at: string;
    version: number;
  };
}

export interface CompanyResult {
  record: CompanyEnvelope;
  version: number;
}

/** The body of `PATCH /v1/company`: only what is sent changes (validated by its schema). */
export interface CompanyPatch {
  name?: string;
  base_currency?: string;
  lock_date?: string | null;
  fiscal_year_start_month?: number;
}

export function presentCompany(c: CompanySettings): CompanyEnvelope {
  return {
    id: c.id,
    object: 'company',
    data: {
      id: c.id,
      name: c.name,
      base_currency: c.base_currency,
      lock_date: c.lock_date,
      fiscal_year_start_month: c.fiscal_year_start_month,
      created_at: c.created_at,
      // Never changed through the API yet: it was last changed when it was created.
      updated_at: c.updated_at ?? c.created_at,
      version: c.version,
    },
  };
}

export class Companies {
  constructor(private readonly store: Store) {}

  async get(companyId: string): Promise<CompanyResult> {
    const c = await this.store.read((repo) => getCompanySettings(repo, companyId));
    if (!c) throw new AppError('NOT_FOUND', 'No such company.');
    return { record: presentCompany(c), version: c.version };
  }

  /**
   * D18: changes the settings sent, in one transaction with the `company.updated` event. A PATCH
   * that changes nothing is no change (no new version, no event). The base currency changes only
   * while the company has no journal line (409 BASE_CURRENCY_LOCKED).
   */
  async update(
    companyId: string,
    patch: CompanyPatch,
    ifMatch: number | undefined,
    key?: KeyedWrite<CompanyResult>,
  ): Promise<CompanyResult> {
    return writeWith(this.store, key, async (repo) => {
      const current = await getCompanySettings(repo, companyId, 'change');
      if (!current) throw new AppError('NOT_FOUND', 'No such company.');
      if (ifMatch !== undefined && ifMatch !== current.version) {
        throw new AppError(
          'PRECONDITION_FAILED',
          `If-Match does not match: the company is at version ${current.version}. Get it again and retry.`,
        );
      }
      const next = applyPatch(current, patch);
      if (isDeepStrictEqual(next, current))
        return { record: presentCompany(current), version: current.version };
      if (next.base_currency !== current.base_currency && (await hasPosted(repo, companyId))) {
        throw new AppError(
          'BASE_CURRENCY_LOCKED',
          `base_currency cannot change from ${current.base_currency}: the company has posted to the ledger in it.`,
        );
      }
      const changed: CompanySettings = { ...next, version: current.version + 1, updated_at: nowIso() };
      await updateCompanySettings(repo, changed);
      const record = presentCompany(changed);
      await repo.insertEvent({
        id: newId(),
        company_id: companyId,
        type: 'company.updated',
        created_at: changed.updated_at ?? nowIso(),
        data: { object: record },
      });
      return { record, version: changed.version };
    });
  }
}

/** The settings with the patch's fields applied (a name is trimmed). */
export function applyPatch(current: CompanySettings, patch: CompanyPatch): CompanySettings {
  const next = { ...current };
  if (patch.name !== undefined) next.name = patch.name.trim();
  if (patch.base_currency !== undefined) next.base_currency = patch.base_currency;
  if (patch.lock_date !== undefined) next.lock_date = patch.lock_date;
  if (patch.fiscal_year_start_month !== undefined)
    next.fiscal_year_start_month = patch.fiscal_year_start_month;
  return next;
}

// Periods: the pure rules --------------------------------------------------------------------------

/** Whether a date (YYYY-MM-DD) is in the locked period: on or before the lock date. */
export function isLocked(date: string, lockDate: string | null): boolean {
  return lockDate !== null && date <= lockDate;
}

/**
 * D18: a posting whose journal lines fall on or before the lock date is refused, naming the lock
 * date and the earliest locked line's date. `voiding`: the change voids a document (the message
 * then says how to void it anyway).
 */
export function checkNotLocked(dates: Iterable<string>, lockDate: string | null, voiding = false): void {
  if (lockDate === null) return;
  let earliest: string | undefined;
  for (const d of dates) if (d <= lockDate && (earliest === undefined || d < earliest)) earliest = d;
  if (earliest === undefined) return;
  const hint = voiding ? ` To void it, give a void_date after ${lockDate}.` : '';
  throw new AppError(
    'PERIOD_LOCKED',
    `The books are locked up to and including ${lockDate} (lock_date): nothing posts, reverses or changes in the ledger on or before it, and this change would post on ${earliest}.${hint}`,
  );
}

/**
 * D18: a `void_date` is given only with a void, on or after the document's date and after the
 * lock date. Returns the problem as a field error on `void_date`, or undefined.
 */
export function voidDateProblem(input: {
  voidDate: string;
  voiding: boolean;
  documentDate: string;
  lockDate: string | null;
}): FieldError | undefined {
  const { voidDate, voiding, documentDate, lockDate } = input;
  if (!voiding)
    return {
      field: 'void_date',
      code: 'not_voiding',
      message: 'may be given only when the document is voided',
    };
  if (voidDate < documentDate)
    return {
      field: 'void_date',
      code: 'before_document_date',
      message: `must be on or after the document's date ${documentDate}; ${voidDate} is before it`,
    };
  if (lockDate !== null && voidDate <= lockDate)
    return {
      field: 'void_date',
      code: 'in_locked_period',
      message: `must be after the lock date ${lockDate}; ${voidDate} is in the locked period`,
    };
  return undefined;
}

export function checkVoidDate(input: Parameters<typeof voidDateProblem>[0]): void {
  const problem = voidDateProblem(input);
  if (problem) throw validationError([problem]);
}

/**
 * The first day of the fiscal year `day` falls in, for a fiscal year starting on the first of
 * `startMonth` (1–12): with April, 2026-03-31 is in the year from 2025-04-01, 2026-04-01 starts one.
 */
export function fiscalYearStart(day: string, startMonth: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const y = month >= startMonth ? year : year - 1;
  return `${String(y).padStart(4, '0')}-${String(startMonth).padStart(2, '0')}-01`;
}

/**
 * D18, inside a write: a document's `void_date`, when the change sets it, is given with a void and
 * is on or after the document's date; when the void reverses a posting, it is after the lock date
 * too (422 on `void_date` otherwise). A document that never posted reverses nothing: an import of
 * a document voided long ago may keep its void_date, whatever the lock date.
 */
export async function checkVoidDateOf(tx: Tx, r: Resource, before: Body | null, after: Body): Promise<void> {
  const rule = r.document?.posting;
  const given = textOf(after.void_date);
  if (!rule || given === null || given === textOf(before?.void_date)) return;
  const reverses = before !== null && rule.posts(before);
  const settings = reverses ? await getCompanySettings(tx.repo, tx.companyId) : undefined;
  // The document's date: the later of its date as it was (what it posted on) and as it is now,
  // so a void that also changes the date never reverses before the lines it reverses.
  const today = nowIso().slice(0, 10);
  const now = effectiveDate(after, rule.dateField, today);
  const was = before ? effectiveDate(before, rule.dateField, today) : now;
  const [, latest = now] = [now, was].sort();
  checkVoidDate({
    voidDate: given,
    voiding: isVoid(after),
    documentDate: latest,
    lockDate: settings?.lock_date ?? null,
  });
}
