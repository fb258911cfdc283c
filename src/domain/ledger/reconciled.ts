/**
 * D20, "reconciled means settled": a journal line a completed reconciliation settled
 * (`reconciliation_id`) is never reversed while that reconciliation stands. Every change of the
 * ledger passes `post` (post.ts), which reverses the lines of a document's old posting before it
 * books the new one; the reversal lines name what they reverse (`reverses_entry_id`), so this one
 * check covers a void, a PUT of an amount, account or date, an unapplication that re-posts, and
 * the service's own re-postings alike. A change that leaves the posting as it is (a memo) reverses
 * nothing and passes. A reversed line that was only ticked in a reconciliation is unticked.
 */
import type { EntryRow } from '../../storage/ledger.ts';
import { settledAmong, untick } from '../../storage/reconciliations.ts';
import type { Tx } from '../documents.ts';
import { AppError } from '../errors.ts';

/** 409 RECONCILED, naming the reconciliation that settled the line. */
export function reconciledError(reconciliationId: string, what: string): AppError {
  return new AppError(
    'RECONCILED',
    `${what} a journal line that reconciliation ${reconciliationId} settled: undo that reconciliation first (POST /v1/reconciliations/${reconciliationId}/undo). Changes that leave the ledger as it is (a memo) are allowed.`,
    { errors: [{ field: 'reconciliation_id', code: 'reconciled', message: `is ${reconciliationId}` }] },
  );
}

/**
 * Refuses the append when it reverses a settled line; unticks the reversed lines otherwise. On
 * PostgreSQL the reversed lines are read FOR UPDATE, so a reconciliation completing at the same
 * time and this change are ordered: whichever locks the lines first wins.
 */
export async function checkNotReconciled(tx: Tx, entries: readonly EntryRow[]): Promise<void> {
  const reversed: string[] = [];
  for (const e of entries) if (e.reverses_entry_id !== null) reversed.push(e.reverses_entry_id);
  if (reversed.length === 0) return;
  reversed.sort();
  const [settled] = await settledAmong(tx.repo, tx.companyId, reversed, true);
  if (settled) throw reconciledError(settled.reconciliation_id, 'This change would reverse');
  await untick(tx.repo, tx.companyId, reversed);
}
