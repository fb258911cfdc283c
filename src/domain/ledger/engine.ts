/**
 * The ledger as every change of a record meets it (D8, D15–D17): the one object `effects.ts`
 * composes around a write. Each step delegates to the module that holds its concern:
 *
 * - `post.ts`: posting a document — its active posting, reversing and new lines, running balances
 *   (with `active-posting.ts`, `system-accounts.ts`, `customer-balances.ts`);
 * - `applications.ts`, `planned-applications.ts`: payments and credits applied to documents, the
 *   statuses that follow, credits waiting for a document to post, and their checks;
 * - `deposits.ts`: deposits taking payments out of undeposited funds;
 * - `cleared-value.ts`: what a foreign document clears, at its booked base value.
 *
 * What a document posts, applies to or clears is read from its definition (`document.posting`,
 * `document.applies`, `document.settlement`, `document.clearing`); the ledger knows no resource by
 * name.
 */

import { nowIso } from '../../platform/ids.ts';
import { settingsForPosting } from '../../storage/companies.ts';
import { hasEntries, prefetchPosting, systemAccounts } from '../../storage/ledger.ts';
import { settledLineOf } from '../../storage/reconciliations.ts';
import type { StoredRecord } from '../../storage/types.ts';
import { type Resource, roleOf, type Tx } from '../documents.ts';
import { AppError } from '../errors.ts';
import { isVoid } from '../lifecycle.ts';
import type { Body } from '../values.ts';
import {
  apply,
  applyWaitingCredits,
  checkApplicationAmounts,
  checkRate,
  checkSettled,
  checkStillPosted,
  followPayments,
} from './applications.ts';
import { clearDeposited, withDepositAmounts } from './deposits.ts';
import { appliedOf } from './planned-applications.ts';
import { post } from './post.ts';
import { reconciledError } from './reconciled.ts';

export class Ledger {
  /** A client's document that applies to others has a positive amount and positive allocations. */
  checkAmounts(r: Resource, data: Body): void {
    const applies = r.document?.applies;
    if (applies) checkApplicationAmounts(applies.positive ? applies.amount(data) : null, data.allocations);
  }

  /**
   * Fills in what a client's document leaves to the ledger: a deposit line's amount, from what the
   * payment or sales receipt it deposits put in undeposited funds (D15).
   */
  async prepare(tx: Tx, r: Resource, data: Body): Promise<Body> {
    const clearing = r.document?.clearing;
    return clearing ? withDepositAmounts(tx, clearing, data) : data;
  }

  /** A client's change leaves a settled document's total at least what is applied to it. */
  checkSettled(r: Resource, before: StoredRecord, data: Body): void {
    checkSettled(r, before, data);
  }

  /**
   * D17: payments and credits applied to a foreign document cleared its receivable (payable) at
   * its rate; its rate changes only once nothing is applied to it (409 naming what is).
   */
  checkRate(tx: Tx, r: Resource, before: StoredRecord, data: Body): Promise<void> {
    return checkRate(tx, r, before, data);
  }

  async beforeDelete(tx: Tx, r: Resource, existing: StoredRecord): Promise<void> {
    // Once a document has lines on the ledger (even reversed ones) it stays: void it instead.
    if (r.document?.posting && (await hasEntries(tx.repo, tx.companyId, existing.id))) {
      // D20: a reconciled document says so first.
      const settledBy = await settledLineOf(tx.repo, tx.companyId, existing.id);
      if (settledBy) throw reconciledError(settledBy, 'Deleting this document would remove');
      throw new AppError(
        'DOCUMENT_POSTED',
        `This ${r.object.replace(/_/g, ' ')} has posted to the ledger: void it instead.`,
      );
    }
  }

  /**
   * Sends the reads a change that posts will need — the company's settings, its system accounts,
   * the document's current posting — ahead, together: on PostgreSQL they then share one round
   * trip instead of one each. Called before the change's first read; awaits nothing.
   */
  warm(tx: Tx, r: Resource, before: StoredRecord | null, data: Body): void {
    const rule = r.document?.posting;
    if (!rule || !(rule.posts(data) || (before && rule.posts(before.data)))) return;
    void settingsForPosting(tx.repo, tx.companyId);
    void systemAccounts(tx.repo, tx.companyId);
    if (before) prefetchPosting(tx.repo, tx.companyId, before.id);
  }

  async afterChange(
    tx: Tx,
    r: Resource,
    before: StoredRecord | null,
    after: StoredRecord,
  ): Promise<StoredRecord | undefined> {
    const doc = r.document;
    if (!doc) return undefined;
    if (before && doc.settlement) checkStillPosted(r, before, after);
    // What a deposit deposits is checked before it posts: a line naming a payment that is not in
    // undeposited funds is refused on that line (422 not_depositable), not as an unbalanced posting.
    if (doc.clearing) await clearDeposited(tx, r, after);
    // A record just created has no posting yet: nothing to read (a round trip on PostgreSQL).
    if (doc.posting) await post(tx, r, after, before === null);
    let latest = doc.applies ? await apply(tx, r, after) : undefined;
    const moved =
      before &&
      doc.settlement &&
      (roleOf(r, before.data, 'total') !== roleOf(r, after.data, 'total') ||
        before.data.status !== after.data.status);
    if (doc.settlement && moved && !isVoid(after.data)) {
      // What is paid stays; the status follows the new total, and is not reset by a client's
      // status (an upsert that sends none, `open` on a partly paid invoice).
      const paid = doc.settlement.paidDate;
      const at = paid.datetime ? nowIso() : nowIso().slice(0, 10);
      latest = await followPayments(tx, r, after, appliedOf(after), at);
    }
    const startsPosting =
      doc.posting && before && !doc.posting.posts(before.data) && doc.posting.posts(after.data);
    if (doc.settlement && startsPosting && (await applyWaitingCredits(tx, r, after)))
      latest = await tx.get(r, after.id);
    await doc.afterChange?.(tx, r, before, after);
    return latest;
  }
}
