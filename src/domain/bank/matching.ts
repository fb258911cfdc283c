/**
 * D20 matching: the journal lines a bank line may stand for (`matches`), and the actions that
 * match it to them, unmatch it, exclude it, include it again, or categorize it into a new document
 * posted through the same engine as a client's. A journal line is matched (cleared) while its
 * `bank_line_id` names the line; the line's `matched_entry_ids` say the same from its side, and
 * both are written in one transaction.
 */

import { isUuid } from '../../platform/ids.ts';
import {
  type BankEntry,
  bankLinesOf,
  claimEntries,
  documentEntriesOn,
  entriesById,
  openEntriesOn,
  releaseEntries,
} from '../../storage/bank.ts';
import { postingsOf } from '../../storage/ledger.ts';
import type { Store } from '../../storage/store.ts';
import type { StoredRecord } from '../../storage/types.ts';
import { type Catalog, type Resource, system, type Tx } from '../documents.ts';
import { AppError, notFound, validationError } from '../errors.ts';
import type { ActivePosting } from '../ledger/active-posting.ts';
import { dec, fmt, ZERO } from '../money.ts';
import { type Body, textOf } from '../values.ts';

/** What reading candidates needs: a write's Tx, or a read's repository. */
export type Scope = Pick<Tx, 'repo' | 'companyId' | 'catalog'>;

/** How far from a bank line's date a candidate may be dated (D20). */
export const MATCH_WINDOW_DAYS = 10;

export interface MatchCandidate {
  ledger_entry_id: string;
  effective_date: string;
  /** Debit − credit on the account: what the bank line's amount must equal. */
  amount: string;
  currency: string;
  memo: string | null;
  /** The document's number or reference is the line's reference or check number. */
  same_reference: boolean;
  days_apart: number;
  document: { type: string; id: string; number: string | null };
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const norm = (v: unknown): string | null => {
  const t = textOf(v)?.trim().toLowerCase();
  return t ? t : null;
};

/** The reference and check number a bank line shows, normalised. */
function lineRefs(line: Body): string[] {
  return [norm(line.reference), norm(line.check_number)].filter((v): v is string => v !== null);
}

/** Of these journal lines, those of their documents' active postings (neither reversed nor a reversal). */
async function liveOnly(scope: Scope, entries: BankEntry[]): Promise<BankEntry[]> {
  const docs = [...new Set(entries.map((e) => e.document_id))];
  const postings = await postingsOf<ActivePosting>(scope.repo, scope.companyId, docs);
  return entries.filter(
    (e) =>
      e.reverses_entry_id === null &&
      (postings.get(e.document_id)?.lines.some((l) => l.id === e.id) ?? false),
  );
}

/** The document a journal line was posted by, with its number and reference (by role). */
async function documentOf(scope: Scope, e: BankEntry): Promise<{ number: string | null; refs: string[] }> {
  const r = scope.catalog.all.find((x) => x.object === e.document_type);
  const rec = r ? await scope.repo.getRecord(r, scope.companyId, e.document_id) : undefined;
  if (!r || !rec) return { number: null, refs: [] };
  const field = (role: 'number' | 'reference') => {
    const name = r.document?.roles?.[role];
    return name === undefined ? null : textOf(rec.data[name]);
  };
  const number = field('number');
  return { number, refs: [norm(number), norm(field('reference'))].filter((v): v is string => v !== null) };
}

/**
 * D20: the journal lines on the bank line's account that are neither matched nor reconciled,
 * whose debit − credit equals the line's amount, dated within 10 days of it; best first: the same
 * reference or check number, then the nearest date.
 */
export async function matchCandidates(
  scope: Scope,
  line: StoredRecord,
  opts: { numbers?: boolean } = {},
): Promise<MatchCandidate[]> {
  const d = line.data;
  const accountId = textOf(d.account_id) ?? '';
  const posted = textOf(d.posted_date) ?? '';
  const amount = dec(textOf(d.amount) ?? '0');
  const day = dayNumber(posted);
  const open = await openEntriesOn(
    scope.repo,
    scope.companyId,
    accountId,
    dateOf(day - MATCH_WINDOW_DAYS),
    dateOf(day + MATCH_WINDOW_DAYS),
  );
  const sameAmount = await liveOnly(
    scope,
    open.filter((e) => dec(e.amount).equals(amount)),
  );
  const refs = lineRefs(d);
  const out: MatchCandidate[] = [];
  // The documents are read for their numbers, or (auto-matching) only to compare references.
  const read = opts.numbers !== false || refs.length > 0;
  for (const e of sameAmount) {
    const doc = read ? await documentOf(scope, e) : { number: null, refs: [] };
    out.push({
      ledger_entry_id: e.id,
      effective_date: e.effective_date,
      amount: fmt(dec(e.amount)),
      currency: e.currency,
      memo: e.memo,
      same_reference: refs.some((r) => doc.refs.includes(r)),
      days_apart: Math.abs(dayNumber(e.effective_date) - day),
      document: { type: e.document_type, id: e.document_id, number: doc.number },
    });
  }
  return out.sort(
    (a, b) =>
      Number(b.same_reference) - Number(a.same_reference) ||
      a.days_apart - b.days_apart ||
      a.effective_date.localeCompare(b.effective_date) ||
      a.ledger_entry_id.localeCompare(b.ledger_entry_id),
  );
}

const conflictMatched = (entryId: string, lineId: string) =>
  new AppError(
    'ALREADY_MATCHED',
    `Ledger entry ${entryId} is matched to bank line ${lineId}; unmatch that line first.`,
    {
      errors: [
        {
          field: 'ledger_entry_ids',
          code: 'already_matched',
          message: `${entryId} is matched to bank line ${lineId}`,
        },
      ],
    },
  );

/**
 * POST …/match: the line stands for these journal lines, whose debit − credit on its account add
 * up to its amount. The lines are claimed in one conditional UPDATE (only those not matched yet):
 * of two matches of one entry at once, the second claims fewer than it asked and is refused.
 */
export async function matchLine(
  tx: Tx,
  self: Resource,
  line: StoredRecord,
  ids: readonly string[],
): Promise<StoredRecord> {
  const d = line.data;
  const accountId = textOf(d.account_id) ?? '';
  const found = new Map((await entriesById(tx.repo, tx.companyId, ids)).map((e) => [e.id, e]));
  const live = new Set((await liveOnly(tx, [...found.values()])).map((e) => e.id));
  const errors: { field: string; code: string; message: string }[] = [];
  ids.forEach((id, i) => {
    const e = found.get(id);
    const field = `ledger_entry_ids.${i}`;
    if (!e)
      errors.push({
        field,
        code: 'invalid_reference',
        message: 'must be the id of a ledger entry of this company',
      });
    else if (e.account_id !== accountId)
      errors.push({
        field,
        code: 'wrong_account',
        message: `is on another account than the bank line's (${accountId})`,
      });
    else if (!live.has(id))
      errors.push({
        field,
        code: 'reversed',
        message: 'is reversed or a reversal: no bank movement stands for it',
      });
    else if (e.reconciliation_id !== null)
      errors.push({
        field,
        code: 'reconciled',
        message: `is reconciled (reconciliation ${e.reconciliation_id})`,
      });
  });
  if (errors.length) throw validationError(errors);
  for (const id of ids) {
    const other = found.get(id)?.bank_line_id;
    if (other) throw conflictMatched(id, other);
  }
  const sum = ids.reduce((s, id) => s.plus(dec(found.get(id)?.amount ?? '0')), ZERO);
  const amount = dec(textOf(d.amount) ?? '0');
  if (!sum.equals(amount))
    throw validationError([
      {
        field: 'ledger_entry_ids',
        code: 'amount_mismatch',
        message: `add up to ${fmt(sum)} (debit − credit on the account); the bank line's amount is ${fmt(amount)}`,
      },
    ]);
  await claim(tx, line.id, ids);
  return tx.change(self, line, { ...d, status: 'matched', matched_entry_ids: [...ids] }, system());
}

/** Marks the lines as matched to the bank line, or refuses (409) naming the line that holds one. */
async function claim(tx: Tx, lineId: string, ids: readonly string[]): Promise<void> {
  const claimed = await claimEntries(tx.repo, tx.companyId, ids, lineId);
  if (claimed === ids.length) return;
  // Another request matched (or reconciled) one of them since they were read: name what holds it.
  for (const e of await entriesById(tx.repo, tx.companyId, ids)) {
    if (e.bank_line_id && e.bank_line_id !== lineId) throw conflictMatched(e.id, e.bank_line_id);
  }
  throw new AppError(
    'ALREADY_MATCHED',
    'One of the ledger entries was matched or reconciled by another request meanwhile; list the matches again.',
  );
}

/** POST …/unmatch, and a reversal of a matched entry: the line is unmatched again, its entries no longer cleared. */
export async function unmatchLine(tx: Tx, self: Resource, line: StoredRecord): Promise<StoredRecord> {
  const held = await entriesById(tx.repo, tx.companyId, stringsOf(line.data.matched_entry_ids));
  const reconciled = held.find((e) => e.reconciliation_id !== null);
  if (reconciled)
    throw new AppError(
      'RECONCILED',
      `Cannot unmatch this bank line: ledger entry ${reconciled.id} is reconciled (reconciliation ${reconciled.reconciliation_id}); undo that reconciliation first.`,
    );
  await releaseEntries(tx.repo, tx.companyId, line.id);
  return tx.change(
    self,
    line,
    { ...line.data, status: 'unmatched', matched_entry_ids: [], document: null },
    system(),
  );
}

/** POST …/exclude and …/include: the line is not a bank movement (a duplicate), or is one again. */
export function setExcluded(
  tx: Tx,
  self: Resource,
  line: StoredRecord,
  excluded: boolean,
): Promise<StoredRecord> {
  return tx.change(self, line, { ...line.data, status: excluded ? 'excluded' : 'unmatched' }, system());
}

/**
 * In the transaction of a posting that reverses journal lines: every bank line matched to one of
 * them is unmatched (its other entries too), so no line points at a dead entry.
 */
export async function unmatchReversed(tx: Tx, reversed: readonly { id: string }[]): Promise<void> {
  const r = tx.catalog.bankLines;
  const ids = reversed.map((l) => l.id);
  for (const lineId of await bankLinesOf(tx.repo, tx.companyId, ids)) {
    const line = await tx.get(r, lineId);
    if (line) await unmatchLine(tx, r, line);
    else await releaseEntries(tx.repo, tx.companyId, lineId);
  }
}

/** What categorizing makes: the document's resource and its data (the bank line's definition says). */
export interface Categorized {
  resource: Resource;
  data: Body;
}

/**
 * POST …/categorize: the document the line stands for is made and posted as a client's would be
 * (Tx.upsert: the same validation, guard and ledger), then the line is matched to its journal
 * lines on the line's account.
 */
export async function categorizeLine(
  tx: Tx,
  self: Resource,
  line: StoredRecord,
  made: Categorized,
): Promise<StoredRecord> {
  const doc = await tx.upsert(made.resource, made.data);
  const accountId = textOf(line.data.account_id) ?? '';
  const entries = await liveOnly(tx, await documentEntriesOn(tx.repo, tx.companyId, doc.id, accountId));
  const ids = entries.map((e) => e.id);
  const sum = entries.reduce((s, e) => s.plus(dec(e.amount)), ZERO);
  const amount = dec(textOf(line.data.amount) ?? '0');
  if (!sum.equals(amount))
    throw validationError([
      {
        field: 'account_id',
        code: 'amount_mismatch',
        message: `the ${made.resource.object.replace(/_/g, ' ')} made posts ${fmt(sum)} to the bank line's account, not its amount ${fmt(amount)}`,
      },
    ]);
  await claim(tx, line.id, ids);
  return tx.change(
    self,
    line,
    {
      ...line.data,
      status: 'matched',
      matched_entry_ids: ids,
      document: { type: made.resource.object, id: doc.id },
    },
    system(),
  );
}

function stringsOf(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** GET /v1/bank_lines/{id}/matches, read outside any write. */
export class BankMatches {
  constructor(
    private readonly store: Store,
    private readonly catalog: Catalog,
  ) {}

  async list(companyId: string, id: string): Promise<MatchCandidate[]> {
    return this.store.read(async (repo) => {
      const scope = { repo, companyId, catalog: this.catalog };
      const line = isUuid(id) ? await repo.getRecord(this.catalog.bankLines, companyId, id) : undefined;
      if (!line) throw notFound(this.catalog.bankLines.object, id);
      return matchCandidates(scope, line);
    });
  }
}
