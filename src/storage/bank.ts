/**
 * SQL of bank matching (D20): the journal lines a bank line may be matched to, and the mark
 * (`ledger_entries.bank_line_id`, migration 0016) that matches them. Matching sets the mark only
 * where it is not set yet, in one conditional UPDATE: two matches of one entry at once, one wins.
 */
import { Decimal } from 'decimal.js';
import type { Repository } from './repository.ts';

/** A journal line as matching reads it. */
export interface BankEntry {
  id: string;
  account_id: string;
  /** Debit − credit on the account, in `currency` (the document's). */
  amount: string;
  currency: string;
  effective_date: string;
  document_type: string;
  document_id: string;
  memo: string | null;
  reverses_entry_id: string | null;
  bank_line_id: string | null;
  reconciliation_id: string | null;
}

const COLUMNS = [
  'id',
  'account_id',
  'debit_amount',
  'credit_amount',
  'currency',
  'effective_date',
  'document_type',
  'document_id',
  'memo',
  'reverses_entry_id',
  'bank_line_id',
  'reconciliation_id',
] as const;

type Row = {
  id: string;
  account_id: string;
  debit_amount: unknown;
  credit_amount: unknown;
  currency: string;
  effective_date: string;
  document_type: string;
  document_id: string;
  memo: string | null;
  reverses_entry_id: string | null;
  bank_line_id: string | null;
  reconciliation_id: string | null;
};

function fromRow(r: Row): BankEntry {
  return {
    id: r.id,
    account_id: r.account_id,
    amount: new Decimal(String(r.debit_amount)).minus(new Decimal(String(r.credit_amount))).toFixed(),
    currency: r.currency,
    effective_date: r.effective_date,
    document_type: r.document_type,
    document_id: r.document_id,
    memo: r.memo,
    reverses_entry_id: r.reverses_entry_id,
    bank_line_id: r.bank_line_id,
    reconciliation_id: r.reconciliation_id,
  };
}

/**
 * The account's journal lines dated from `from` to `to` that are neither matched nor reconciled
 * nor reversals (one read of the (company, account, date) index). Reversed lines are among them:
 * the caller keeps the lines of the documents' active postings.
 */
export async function openEntriesOn(
  repo: Repository,
  companyId: string,
  accountId: string,
  from: string,
  to: string,
): Promise<BankEntry[]> {
  const rows = await repo.tables
    .selectFrom('ledger_entries')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('account_id', '=', accountId)
    .where('effective_date', '>=', from)
    .where('effective_date', '<=', to)
    .where('bank_line_id', 'is', null)
    .where('reconciliation_id', 'is', null)
    .where('reverses_entry_id', 'is', null)
    .orderBy('effective_date')
    .orderBy('id')
    .execute();
  return rows.map(fromRow);
}

/** These journal lines of the company (those that exist). */
export async function entriesById(
  repo: Repository,
  companyId: string,
  ids: readonly string[],
): Promise<BankEntry[]> {
  if (ids.length === 0) return [];
  const rows = await repo.tables
    .selectFrom('ledger_entries')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(fromRow);
}

/** A document's journal lines on one account. */
export async function documentEntriesOn(
  repo: Repository,
  companyId: string,
  documentId: string,
  accountId: string,
): Promise<BankEntry[]> {
  const rows = await repo.tables
    .selectFrom('ledger_entries')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('document_id', '=', documentId)
    .where('account_id', '=', accountId)
    .execute();
  return rows.map(fromRow);
}

/**
 * Marks the lines as matched to `bankLineId` where they are neither matched nor reconciled;
 * answers how many it marked (fewer than asked: another match or a reconciliation came first).
 */
export async function claimEntries(
  repo: Repository,
  companyId: string,
  ids: readonly string[],
  bankLineId: string,
): Promise<number> {
  const result = await repo.tables
    .updateTable('ledger_entries')
    .set({ bank_line_id: bankLineId })
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .where('bank_line_id', 'is', null)
    .where('reconciliation_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Clears the mark of every line matched to `bankLineId`. */
export async function releaseEntries(repo: Repository, companyId: string, bankLineId: string): Promise<void> {
  await repo.tables
    .updateTable('ledger_entries')
    .set({ bank_line_id: null })
    .where('company_id', '=', companyId)
    .where('bank_line_id', '=', bankLineId)
    .execute();
}

/** The bank lines these journal lines are matched to. */
export async function bankLinesOf(
  repo: Repository,
  companyId: string,
  entryIds: readonly string[],
): Promise<string[]> {
  if (entryIds.length === 0) return [];
  const rows = await repo.tables
    .selectFrom('ledger_entries')
    .select('bank_line_id')
    .distinct()
    .where('company_id', '=', companyId)
    .where('id', 'in', [...entryIds])
    .where('bank_line_id', 'is not', null)
    .execute();
  return rows.map((r) => r.bank_line_id).filter((id): id is string => id !== null);
}
