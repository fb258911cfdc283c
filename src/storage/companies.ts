/**
 * SQL of a company's settings (D18): its lock date, the month its fiscal year starts in, its base
 * currency, with a version for ETags. The row is the `companies` row the CLI creates; these
 * columns came with migration 0011.
 *
 * Locks on PostgreSQL: a posting reads the row `FOR KEY SHARE` (postings do not wait for each
 * other) and a change of the settings reads it `FOR UPDATE`, which conflicts with it. So a lock
 * date set by `PATCH /v1/company` and a posting that runs at the same time are ordered: the
 * posting either committed before the lock date changed (and the PATCH sees its lines when it
 * asks whether anything has posted), or it reads the new lock date. SQLite runs one write at a
 * time, so it needs neither.
 */
import type { Repository } from './repository.ts';

export interface CompanySettings {
  id: string;
  name: string;
  base_currency: string;
  /** YYYY-MM-DD, or null: no period is locked. */
  lock_date: string | null;
  /** 1–12: the month the fiscal year starts in. */
  fiscal_year_start_month: number;
  version: number;
  created_at: string;
  /** Null until the settings are first changed. */
  updated_at: string | null;
}

/** How the read locks the row inside a write on PostgreSQL (see the top of this file). */
export type CompanyLock = 'none' | 'posting' | 'change';

const text = (row: Record<string, unknown>, key: string): string => {
  const v = row[key];
  if (typeof v !== 'string') throw new Error(`companies.${key} is not text`);
  return v;
};
const textOrNull = (row: Record<string, unknown>, key: string): string | null =>
  row[key] === null || row[key] === undefined ? null : text(row, key);
const int = (row: Record<string, unknown>, key: string): number => {
  const v = Number(row[key]);
  if (!Number.isInteger(v)) throw new Error(`companies.${key} is not an integer`);
  return v;
};

function settingsFromRow(row: Record<string, unknown>): CompanySettings {
  return {
    id: text(row, 'id'),
    name: text(row, 'name'),
    base_currency: text(row, 'base_currency'),
    lock_date: textOrNull(row, 'lock_date'),
    fiscal_year_start_month: int(row, 'fiscal_year_start_month'),
    version: int(row, 'version'),
    created_at: text(row, 'created_at'),
    updated_at: textOrNull(row, 'updated_at'),
  };
}

export async function getCompanySettings(
  repo: Repository,
  companyId: string,
  lock: CompanyLock = 'none',
): Promise<CompanySettings | undefined> {
  let q = repo.db.selectFrom('companies').selectAll().where('id', '=', companyId);
  if (repo.dialect === 'postgres' && lock === 'posting') q = q.forKeyShare();
  if (repo.dialect === 'postgres' && lock === 'change') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? settingsFromRow(row) : undefined;
}

/** A write's company settings, read once per transaction (see settingsForPosting). */
const postingReads = new WeakMap<Repository, Map<string, Promise<CompanySettings | undefined>>>();

/**
 * The company's settings as a posting reads them (locked `FOR KEY SHARE` on PostgreSQL), once per
 * write transaction: the rates of a foreign document (D17), its valuation and the lock date (D18)
 * all need them, and a PATCH of the settings cannot change them under the lock.
 */
export function settingsForPosting(
  repo: Repository,
  companyId: string,
): Promise<CompanySettings | undefined> {
  const reads = postingReads.get(repo) ?? new Map<string, Promise<CompanySettings | undefined>>();
  postingReads.set(repo, reads);
  let found = reads.get(companyId);
  if (!found) {
    let q = repo.db.selectFrom('companies').selectAll().where('id', '=', companyId);
    if (repo.dialect === 'postgres') q = q.forKeyShare();
    // Sent ahead with the write's other early reads (Repository.prefetch); it may go unused.
    found = repo.prefetch(q).then(([row]) => (row ? settingsFromRow(row) : undefined));
    found.catch(() => undefined);
    reads.set(companyId, found);
  }
  return found;
}

/** Writes the settings a PATCH may change, with the new version and update time. */
export async function updateCompanySettings(repo: Repository, c: CompanySettings): Promise<void> {
  await repo.db
    .updateTable('companies')
    .set({
      name: c.name,
      base_currency: c.base_currency,
      lock_date: c.lock_date,
      fiscal_year_start_month: c.fiscal_year_start_month,
      version: c.version,
      updated_at: c.updated_at,
    })
    .where('id', '=', c.id)
    .execute();
}

/** Whether the company has any journal line (anything has posted, reversed lines included). */
export async function hasPosted(repo: Repository, companyId: string): Promise<boolean> {
  const row = await repo.db
    .selectFrom('ledger_entries')
    .select('id')
    .where('company_id', '=', companyId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
