/**
 * A document's active posting: the lines it has on the ledger now, as the posting engine keeps
 * them beside the journal (storage/ledger.ts `postings`), and what such a posting holds in one
 * system account. Posting (`post.ts`) writes it; deposits and what a foreign document clears
 * (`deposits.ts`, `cleared-value.ts`) read it.
 */

import { entriesOf, getPosting, systemAccounts } from '../../storage/ledger.ts';
import type { Tx } from '../documents.ts';
import { type Decimal, dec, ZERO } from '../money.ts';
import type { Slot } from './posting.ts';

export interface PostedLine {
  id: string;
  account_id: string;
  debit: string;
  credit: string;
  customer_id: string | null;
  memo: string | null;
  /**
   * D17: the line in the base currency, and its rate and currency when not the posting's. Absent
   * in postings stored before base amounts existed: read from the journal line then.
   */
  base_debit?: string | null;
  base_credit?: string | null;
  rate?: string;
  currency?: string;
}

/** A document's active posting: the lines it has on the ledger now. */
export interface ActivePosting {
  currency: string;
  effective_date: string;
  lines: PostedLine[];
}

/** What a posting holds in one system account: amount (debit positive), its currency, base value. */
export interface Held {
  amount: Decimal;
  currency: string;
  base: Decimal;
}

/** Fills in the base amounts of a posting stored before they existed, from its journal lines. */
export async function baseOfStored(tx: Tx, docId: string, posting: ActivePosting): Promise<void> {
  const missing = posting.lines.filter((l) => l.base_debit === undefined);
  if (missing.length === 0) return;
  const rows = new Map((await entriesOf(tx.repo, tx.companyId, docId)).map((e) => [e.id, e]));
  for (const l of missing) {
    const e = rows.get(l.id);
    l.base_debit = e?.base_debit_amount ?? null;
    l.base_credit = e?.base_credit_amount ?? null;
    if (e?.exchange_rate) l.rate = e.exchange_rate;
  }
}

/** What a document's active posting holds in a system account: amount (debit positive) and base value. */
export async function heldIn(tx: Tx, docId: string, slot: Slot): Promise<Held | undefined> {
  const posting = await getPosting<ActivePosting>(tx.repo, tx.companyId, docId);
  if (!posting) return undefined;
  const account = (await systemAccounts(tx.repo, tx.companyId)).get(slot);
  const lines = posting.lines.filter((l) => l.account_id === account);
  if (lines.some((l) => l.base_debit === undefined)) await baseOfStored(tx, docId, posting);
  let amount = ZERO;
  let base = ZERO;
  for (const l of lines) {
    amount = amount.plus(dec(l.debit)).minus(dec(l.credit));
    base = base.plus(dec(l.base_debit)).minus(dec(l.base_credit));
  }
  return { amount, currency: posting.currency, base };
}
