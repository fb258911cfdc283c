/**
 * Posting a document (D8). After every change of a posting document, in the change's own
 * transaction, `post` compares the ledger effect the document should have now (its rule applied to
 * its current state, valued in the base currency at its rate) with the effect it has (its active
 * posting); when they differ it appends reversing lines for the old effect and lines for the new
 * one, and moves the running balances and the customers' balances. Journal lines are never edited
 * or deleted. What a document posts is read from its definition (`document.posting`).
 */

import { newId, nowIso } from '../../platform/ids.ts';
import { type CompanySettings, settingsForPosting } from '../../storage/companies.ts';
import {
  addBalances,
  type BalanceDelta,
  type EntryRow,
  getPosting,
  insertEntries,
  setPosting,
  systemAccounts,
} from '../../storage/ledger.ts';
import type { StoredRecord } from '../../storage/types.ts';
import { unmatchReversed } from '../bank/matching.ts';
import { checkNotLocked } from '../company.ts';
import { minorUnitOf } from '../currencies.ts';
import { type Resource, roleOf, type Tx } from '../documents.ts';
import { validationError } from '../errors.ts';
import { isVoid } from '../lifecycle.ts';
import { type Decimal, dec, fmt, ONE } from '../money.ts';
import { type Body, bodiesOf, isBody, textOf } from '../values.ts';
import { type ActivePosting, baseOfStored, type PostedLine } from './active-posting.ts';
import { clearedAtTheirValue } from './cleared-value.ts';
import { moveCustomerBalances } from './customer-balances.ts';
import { keepDeposited } from './deposits.ts';
import { targetsOf } from './planned-applications.ts';
import { effectiveDate } from './posting.ts';
import { checkNotReconciled } from './reconciled.ts';
import { createSystemAccount } from './system-accounts.ts';
import { type ToValue, valueLines } from './valuation.ts';

/** Posts `rec` as its rule says now: nothing when its active posting is that already. */
export async function post(tx: Tx, r: Resource, rec: StoredRecord, created = false): Promise<void> {
  const rule = r.document?.posting;
  if (!rule) return;
  const data = rec.data;
  const current = created ? undefined : await getPosting<ActivePosting>(tx.repo, tx.companyId, rec.id);
  // D18: the company (its base currency, its lock date), read once per posting; on PostgreSQL
  // so that a lock date being set and this posting are ordered (storage/companies.ts).
  let settings: CompanySettings | undefined;
  const companyOf = async () => (settings ??= await settingsForPosting(tx.repo, tx.companyId));
  let desired: ActivePosting | null = null;
  if (rule.posts(data)) {
    const company = await companyOf();
    const today = nowIso().slice(0, 10);
    const applies = r.document?.applies;
    const ctx = {
      items: await itemAccounts(tx, data),
      ...(applies
        ? await targetsOf(tx, applies.target(), applies.ref, rec.id, data)
        : { targetCustomers: new Map<string, string | null>(), targetOpen: new Map<string, Decimal>() }),
      baseCurrency: company?.base_currency ?? 'USD',
      today,
    };
    const currency = roleOf(r, data, 'currency') ?? ctx.baseCurrency;
    const foreign = currency !== ctx.baseCurrency;
    const rate = foreign ? rateOf(data) : ONE;
    // D11: each step over the document's lines is a piece of its own; between them the other
    // requests get a turn once the running slice is over (Repository.turn).
    await tx.repo.turn();
    let raw: ToValue[] = rule.lines(data, ctx);
    // D17: what a foreign document clears is worth what it was booked at.
    if (foreign) raw = await clearedAtTheirValue(tx, r, rec, raw, ctx.baseCurrency);
    await tx.repo.turn();
    const valued = valueLines(raw, currency, rate, {
      currency: ctx.baseCurrency,
      digits: minorUnitOf(ctx.baseCurrency) ?? 2,
    });
    await tx.repo.turn();
    const lines: PostedLine[] = [];
    // The system accounts, found in one look-up per write (sent ahead by `warm`).
    const slots = await systemAccounts(tx.repo, tx.companyId);
    for (const l of valued) {
      let accountId: string;
      if ('id' in l.account) accountId = l.account.id;
      else {
        const slot = l.account.slot;
        accountId = slots.get(slot) ?? (await createSystemAccount(tx, slot));
      }
      const debit = l.amount.isPositive() || (l.amount.isZero() && l.base.isPositive());
      // A line's amount and its base value are on one side (a positive rate keeps the sign).
      lines.push({
        id: newId(),
        account_id: accountId,
        debit: debit ? fmt(l.amount) : '0.00',
        credit: debit ? '0.00' : fmt(l.amount.negated()),
        customer_id: l.customer_id ?? null,
        memo: l.memo ?? null,
        base_debit: debit ? fmt(l.base) : '0.00',
        base_credit: debit ? '0.00' : fmt(l.base.negated()),
        rate: l.rate.toFixed(),
        ...(l.currency !== currency ? { currency: l.currency } : {}),
      });
    }
    desired = {
      currency,
      effective_date: effectiveDate(data, rule.dateField, today),
      lines,
    };
  }
  await tx.repo.turn();
  if (sameLines(current, desired)) return;
  await keepDeposited(tx, r, rec, current, desired);
  const now = nowIso();
  const entries: EntryRow[] = [];
  const base = { document_type: r.object, document_id: rec.id, created_at: now };
  // D18: a void reverses on the document's own date unless it gives a later void_date (a field
  // the kernel gives every posting document, as it gives `exchange_rate`).
  const voidDate = !desired && isVoid(data) ? textOf(data.void_date) : null;
  if (current) {
    const postingId = newId();
    await baseOfStored(tx, rec.id, current);
    for (const l of current.lines) {
      // A reversal carries the original's date: the document's effect at every date is its current
      // one; a void with a void_date reverses on that date instead (D18).
      entries.push({
        ...base,
        id: newId(),
        posting_id: postingId,
        account_id: l.account_id,
        debit_amount: l.credit,
        credit_amount: l.debit,
        currency: l.currency ?? current.currency,
        effective_date: voidDate ?? current.effective_date,
        customer_id: l.customer_id,
        reverses_entry_id: l.id,
        memo: 'reversal',
        base_debit_amount: l.base_credit ?? null,
        base_credit_amount: l.base_debit ?? null,
        exchange_rate: l.rate ?? null,
      });
    }
  }
  if (desired) {
    const postingId = newId();
    for (const l of desired.lines) {
      entries.push({
        ...base,
        id: l.id,
        posting_id: postingId,
        account_id: l.account_id,
        debit_amount: l.debit,
        credit_amount: l.credit,
        currency: l.currency ?? desired.currency,
        effective_date: desired.effective_date,
        customer_id: l.customer_id,
        reverses_entry_id: null,
        memo: l.memo,
        base_debit_amount: l.base_debit ?? null,
        base_credit_amount: l.base_credit ?? null,
        exchange_rate: l.rate ?? null,
      });
    }
  }
  // D18: nothing posts, reverses or changes in the ledger on or before the lock date.
  checkNotLocked(
    entries.map((e) => e.effective_date),
    (await companyOf())?.lock_date ?? null,
    isVoid(data),
  );
  // D20: nothing reverses a line a completed reconciliation settled (409 RECONCILED).
  await checkNotReconciled(tx, entries);
  await tx.repo.turn();
  await insertEntries(tx.repo, tx.companyId, entries);
  await tx.repo.turn();
  // D20: a bank line matched to a line reversed here is unmatched in this transaction.
  if (current) await unmatchReversed(tx, current.lines);
  await addBalances(tx.repo, tx.companyId, deltas(entries));
  await moveCustomerBalances(tx, entries);
  await setPosting(tx.repo, tx.companyId, rec.id, r.object, desired);
}

const sameLines = (a: ActivePosting | undefined, b: ActivePosting | null): boolean => {
  if (!a || !b) return !a && !b;
  const key = (p: ActivePosting) =>
    JSON.stringify([
      p.currency,
      p.effective_date,
      p.lines
        .map((l) => [
          l.account_id,
          l.debit,
          l.credit,
          l.customer_id,
          l.currency ?? p.currency,
          l.base_debit ?? null,
          l.base_credit ?? null,
        ])
        .sort(),
    ]);
  return key(a) === key(b);
};

/** The revenue and expense accounts of the items a document's lines name (`detail.item_id`). */
async function itemAccounts(tx: Tx, data: Record<string, unknown>) {
  const out = new Map<string, { revenue_account_id: string | null; expense_account_id: string | null }>();
  for (const l of bodiesOf(data.lines)) {
    const itemId = isBody(l.detail) ? l.detail.item_id : undefined;
    if (typeof itemId !== 'string' || out.has(itemId)) continue;
    const item = await tx.repo.getRecord(tx.catalog.items, tx.companyId, itemId);
    if (item) {
      out.set(itemId, {
        revenue_account_id: textOf(item.data.revenue_account_id),
        expense_account_id: textOf(item.data.expense_account_id),
      });
    }
  }
  return out;
}

/** D17: the rate a document posts at (withRates wrote it on the document before it posts). */
function rateOf(data: Body): Decimal {
  const rate = textOf(data.exchange_rate);
  if (!rate) {
    throw validationError([
      {
        field: 'exchange_rate',
        code: 'required',
        message: 'is needed to post a document in a foreign currency',
      },
    ]);
  }
  return dec(rate);
}

/** The running balances an append moves: per account, currency and day. */
function deltas(entries: EntryRow[]): BalanceDelta[] {
  const byKey = new Map<string, BalanceDelta>();
  const add = (a: string | undefined, b: string | null) =>
    dec(a ?? '0')
      .plus(dec(b))
      .toFixed();
  for (const e of entries) {
    const k = `${e.account_id}|${e.currency}|${e.effective_date}`;
    const prev = byKey.get(k);
    byKey.set(k, {
      account_id: e.account_id,
      currency: e.currency,
      day: e.effective_date,
      debit: add(prev?.debit, e.debit_amount),
      credit: add(prev?.credit, e.credit_amount),
      base_debit: add(prev?.base_debit, e.base_debit_amount),
      base_credit: add(prev?.base_credit, e.base_credit_amount),
    });
  }
  return [...byKey.values()];
}
