/**
 * D20 on import: each new bank line that has exactly one candidate entry with the same amount and
 * reference (or, with none of those, exactly one of the same amount within 3 days) is matched to
 * it; the rest go through the company's bank rules in priority order, and the first that fits
 * categorizes or excludes the line, as its own actions do. The import calls `applyBankRules` with the
 * ids of the lines it stored, in its transaction.
 */
import { isUuid } from '../../platform/ids.ts';
import type { StoredRecord } from '../../storage/types.ts';
import type { Tx } from '../documents.ts';
import { dec } from '../money.ts';
import { type Body, isBody, textOf } from '../values.ts';
import { matchCandidates, matchLine } from './matching.ts';

/** How close an entry without the same reference must be to be matched on import (D20). */
export const AUTO_MATCH_DAYS = 3;

export interface RulesApplied {
  matched: number;
  categorized: number;
  excluded: number;
}

/** The rule's conditions hold for the line (all those given). */
export function ruleFits(rule: Body, line: Body): boolean {
  const accountId = textOf(rule.account_id);
  if (accountId !== null && accountId !== line.account_id) return false;
  const c = isBody(rule.conditions) ? rule.conditions : {};
  const amount = dec(textOf(line.amount) ?? '0');
  const contains = (value: unknown, wanted: unknown) => {
    const w = textOf(wanted);
    return w === null || (textOf(value) ?? '').toLowerCase().includes(w.toLowerCase());
  };
  if (!contains(line.description, c.description_contains)) return false;
  if (!contains(line.payee, c.payee_contains)) return false;
  const min = textOf(c.amount_min);
  const max = textOf(c.amount_max);
  if (min !== null && amount.abs().lessThan(dec(min))) return false;
  if (max !== null && amount.abs().greaterThan(dec(max))) return false;
  if (c.direction === 'in' && !amount.isPositive()) return false;
  if (c.direction === 'out' && !amount.isNegative()) return false;
  return true;
}

/** The company's rules, lowest priority first (ties: the older first). */
async function rulesOf(tx: Tx): Promise<StoredRecord[]> {
  const { records } = await tx.repo.scan(tx.catalog.bankRules, tx.companyId, {
    conditions: [],
    sort: { column: 'created_at', kind: 'datetime', desc: false },
    limit: 10_000,
    offset: 0,
  });
  return records.sort((a, b) => Number(a.data.priority ?? 100) - Number(b.data.priority ?? 100));
}

/** D20's auto-match and then the rules, for these lines (unmatched ones; others are left alone). */
export async function applyBankRules(tx: Tx, lineIds: readonly string[]): Promise<RulesApplied> {
  const out: RulesApplied = { matched: 0, categorized: 0, excluded: 0 };
  const self = tx.catalog.bankLines;
  const actions = self.document?.actions;
  let rules: StoredRecord[] | undefined;
  for (const id of lineIds) {
    const line = isUuid(id) ? await tx.get(self, id) : undefined;
    if (line?.data.status !== 'unmatched') continue;
    const candidates = await matchCandidates(tx, line, { numbers: false });
    const same = candidates.filter((m) => m.same_reference);
    const near = candidates.filter((m) => m.days_apart <= AUTO_MATCH_DAYS);
    const only = same.length === 1 ? same[0] : same.length === 0 && near.length === 1 ? near[0] : undefined;
    if (only) {
      await matchLine(tx, self, line, [only.ledger_entry_id]);
      out.matched++;
      continue;
    }
    rules ??= await rulesOf(tx);
    const rule = rules.find((r) => ruleFits(r.data, line.data));
    const action = isBody(rule?.data.action) ? rule.data.action : undefined;
    if (!action) continue;
    if (isBody(action.categorize) && actions?.categorize) {
      const body = Object.fromEntries(Object.entries(action.categorize).filter(([, v]) => v !== null));
      await actions.categorize.run({ tx, self, doc: line, body, action: 'categorize' });
      out.categorized++;
    } else if (action.exclude === true && actions?.exclude) {
      await actions.exclude.run({ tx, self, doc: line, body: {}, action: 'exclude' });
      out.excluded++;
    }
  }
  return out;
}
