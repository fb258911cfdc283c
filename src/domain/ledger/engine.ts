/**
 * The posting engine (D8). After every change of a posting document, in the change's own
 * transaction, it compares the ledger effect the document should have now (its rule applied to its
 * current state) with the effect it has (its active posting); when they differ it appends
 * reversing lines for the old effect and lines for the new one, and moves the running balances.
 * Journal lines are never edited or deleted. It also applies documents to others (payments to
 * invoices, bill payments to bills), keeping open balances and statuses. What a document posts and
 * what it applies to are read from its definition (`document.posting`, `document.applies`,
 * `document.settlement`); the engine knows no resource by name.
 */

import { newId, nowIso } from '../../platform/ids.ts';
import { accounts } from '../../resources/account.ts';
import { customers } from '../../resources/customer.ts';
import type { Resource } from '../../resources/define.ts';
import { items } from '../../resources/item.ts';
import { type CompanySettings, getCompanySettings } from '../../storage/companies.ts';
import {
  accountBySlot,
  addBalances,
  applicationsFrom,
  type BalanceDelta,
  deleteApplicationsFrom,
  type EntryRow,
  getPosting,
  hasEntries,
  insertApplication,
  insertEntries,
  setPosting,
} from '../../storage/ledger.ts';
import type { StoredRecord } from '../../storage/types.ts';
import { checkNotLocked } from '../company.ts';
import { system } from '../documents.ts';
import { AppError, type FieldError, validationError } from '../errors.ts';
import { isVoid } from '../lifecycle.ts';
import { type Decimal, dec, fmt, ZERO } from '../money.ts';
import type { Body, Tx } from '../records.ts';
import { bodiesOf, isBody, textOf } from '../values.ts';
import { effectiveDate, netLines, type Slot } from './posting.ts';

interface PostedLine {
  id: string;
  account_id: string;
  debit: string;
  credit: string;
  customer_id: string | null;
  memo: string | null;
}

/** A document's active posting: the lines it has on the ledger now. */
interface ActivePosting {
  currency: string;
  effective_date: string;
  lines: PostedLine[];
}

const SYSTEM_ACCOUNTS: Readonly<Record<Slot, { name: string; type: string }>> = {
  accounts_receivable: { name: 'Accounts Receivable', type: 'asset' },
  accounts_payable: { name: 'Accounts Payable', type: 'liability' },
  undeposited_funds: { name: 'Undeposited Funds', type: 'asset' },
  sales_tax_payable: { name: 'Sales Tax Payable', type: 'liability' },
  uncategorized_income: { name: 'Uncategorized Income', type: 'revenue' },
  uncategorized_expense: { name: 'Uncategorized Expense', type: 'expense' },
  opening_balance_equity: { name: 'Opening Balance Equity', type: 'equity' },
};

const sameLines = (a: ActivePosting | undefined, b: ActivePosting | null): boolean => {
  if (!a || !b) return !a && !b;
  const key = (p: ActivePosting) =>
    JSON.stringify([
      p.currency,
      p.effective_date,
      p.lines.map((l) => [l.account_id, l.debit, l.credit, l.customer_id]).sort(),
    ]);
  return key(a) === key(b);
};

/** A stored record's data as the definitions' rules take it (they were validated against it). */
const dataOf = (rec: StoredRecord): Body => rec.data;
const appliedOf = (rec: StoredRecord): Decimal => dec(textOf(rec.sys?.applied) ?? '0');

export class Ledger {
  /** A client's document that applies to others has a positive amount and positive allocations. */
  checkAmounts(r: Resource, data: Body): void {
    const applies = r.document?.applies;
    if (applies) checkApplicationAmounts(applies.amount(data), data.allocations);
  }

  /** A client's change leaves a settled document's total at least what is applied to it. */
  checkSettled(r: Resource, before: StoredRecord, data: Body): void {
    if (!r.document?.settlement) return;
    const applied = appliedOf(before);
    if (dec(textOf(data.total_amount)).lessThan(applied)) {
      throw validationError([
        {
          field: 'total_amount',
          code: 'below_applied',
          message: `cannot be less than the ${fmt(applied)} already paid`,
        },
      ]);
    }
  }

  async beforeDelete(tx: Tx, r: Resource, existing: StoredRecord): Promise<void> {
    // Once a document has lines on the ledger (even reversed ones) it stays: void it instead.
    if (r.document?.posting && (await hasEntries(tx.repo, tx.companyId, existing.id))) {
      throw new AppError(
        'DOCUMENT_POSTED',
        `This ${r.object.replace(/_/g, ' ')} has posted to the ledger: void it instead.`,
      );
    }
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
    if (doc.posting) await this.post(tx, r, after);
    if (doc.applies) await this.apply(tx, r, after);
    let latest: StoredRecord | undefined;
    const moved =
      before &&
      (before.data.total_amount !== after.data.total_amount || before.data.status !== after.data.status);
    if (doc.settlement && moved && !isVoid(after.data)) {
      // What is paid stays; the status follows the new total, and is not reset by a client's
      // status (an upsert that sends none, `open` on a partly paid invoice).
      const paid = doc.settlement.paidDate;
      const at = paid.datetime ? nowIso() : nowIso().slice(0, 10);
      latest = await this.followPayments(tx, r, after, appliedOf(after), at);
    }
    await doc.afterChange?.(tx, r, before, after);
    return latest;
  }

  // Posting ------------------------------------------------------------------------------------

  private async post(tx: Tx, r: Resource, rec: StoredRecord): Promise<void> {
    const rule = r.document?.posting;
    if (!rule) return;
    const data = dataOf(rec);
    const current = await getPosting<ActivePosting>(tx.repo, tx.companyId, rec.id);
    // D18: the company (its base currency, its lock date), read once per posting; on PostgreSQL
    // so that a lock date being set and this posting are ordered (storage/companies.ts).
    let settings: CompanySettings | undefined;
    const companyOf = async () => (settings ??= await getCompanySettings(tx.repo, tx.companyId, 'posting'));
    let desired: ActivePosting | null = null;
    if (rule.posts(data)) {
      const company = await companyOf();
      const today = nowIso().slice(0, 10);
      const applies = r.document?.applies;
      const ctx = {
        items: await this.itemAccounts(tx, data),
        targetCustomers: applies
          ? await this.targetCustomers(tx, applies.target(), applies.ref, data)
          : new Map<string, string | null>(),
        baseCurrency: company?.base_currency ?? 'USD',
        today,
      };
      const lines: PostedLine[] = [];
      const slots = new Map<Slot, string>();
      for (const l of netLines(rule.lines(data, ctx))) {
        let accountId: string;
        if ('id' in l.account) accountId = l.account.id;
        else {
          const slot = l.account.slot;
          accountId = slots.get(slot) ?? (await this.systemAccount(tx, slot));
          slots.set(slot, accountId);
        }
        const positive = l.amount.isPositive();
        lines.push({
          id: newId(),
          account_id: accountId,
          debit: positive ? fmt(l.amount) : '0.00',
          credit: positive ? '0.00' : fmt(l.amount.negated()),
          customer_id: l.customer_id ?? null,
          memo: l.memo ?? null,
        });
      }
      desired = {
        currency: typeof data.currency === 'string' ? data.currency : ctx.baseCurrency,
        effective_date: effectiveDate(data, rule.dateField, today),
        lines,
      };
    }
    if (sameLines(current, desired)) return;
    const now = nowIso();
    const entries: EntryRow[] = [];
    const base = { document_type: r.object, document_id: rec.id, created_at: now };
    // D18: a void reverses on the document's own date unless it gives a later void_date.
    const voidDate = !desired && isVoid(data) ? textOf(data.void_date) : null;
    if (current) {
      const postingId = newId();
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
          currency: current.currency,
          effective_date: voidDate ?? current.effective_date,
          customer_id: l.customer_id,
          reverses_entry_id: l.id,
          memo: 'reversal',
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
          currency: desired.currency,
          effective_date: desired.effective_date,
          customer_id: l.customer_id,
          reverses_entry_id: null,
          memo: l.memo,
        });
      }
    }
    // D18: nothing posts, reverses or changes in the ledger on or before the lock date.
    checkNotLocked(
      entries.map((e) => e.effective_date),
      (await companyOf())?.lock_date ?? null,
      isVoid(data),
    );
    await insertEntries(tx.repo, tx.companyId, entries);
    await addBalances(tx.repo, tx.companyId, deltas(entries));
    await this.moveCustomerBalances(tx, entries);
    await setPosting(tx.repo, tx.companyId, rec.id, r.object, desired);
  }

  private async itemAccounts(tx: Tx, data: Record<string, unknown>) {
    const out = new Map<string, { revenue_account_id: string | null; expense_account_id: string | null }>();
    for (const l of bodiesOf(data.lines)) {
      const itemId = isBody(l.detail) ? l.detail.item_id : undefined;
      if (typeof itemId !== 'string' || out.has(itemId)) continue;
      const item = await tx.repo.getRecord(items, tx.companyId, itemId);
      if (item) {
        out.set(itemId, {
          revenue_account_id: textOf(item.data.revenue_account_id),
          expense_account_id: textOf(item.data.expense_account_id),
        });
      }
    }
    return out;
  }

  /** The customers of the documents `data` applies to (by its header `ref` and its allocations). */
  private async targetCustomers(tx: Tx, target: Resource, ref: string, data: Body) {
    const out = new Map<string, string | null>();
    const ids = new Set<string>();
    const header = data[ref];
    if (typeof header === 'string') ids.add(header);
    for (const a of allocationsOf(data)) {
      const id = a[ref];
      if (typeof id === 'string') ids.add(id);
    }
    for (const id of ids) {
      const doc = await tx.repo.getRecord(target, tx.companyId, id);
      const customer = doc?.data.customer_id;
      out.set(id, typeof customer === 'string' ? customer : null);
    }
    return out;
  }

  /** D8: system accounts are created on first need, marked by `slot`. */
  private async systemAccount(tx: Tx, slot: Slot): Promise<string> {
    const found = await accountBySlot(tx.repo, tx.companyId, slot);
    if (found) return found;
    const spec = SYSTEM_ACCOUNTS[slot];
    const rec = await tx.upsert(accounts, {
      source_id: `finrec:${slot}`,
      source_system: 'finrec',
      name: spec.name,
      type: spec.type,
      slot,
      description: 'System account created by finrec on first need.',
    });
    return rec.id;
  }

  private async moveCustomerBalances(tx: Tx, entries: EntryRow[]): Promise<void> {
    const byCustomer = new Map<string, Decimal>();
    for (const e of entries) {
      if (!e.customer_id) continue;
      const prev = byCustomer.get(e.customer_id) ?? ZERO;
      byCustomer.set(e.customer_id, prev.plus(dec(e.debit_amount)).minus(dec(e.credit_amount)));
    }
    for (const [id, delta] of byCustomer) {
      if (delta.isZero()) continue;
      const c = await tx.repo.getRecord(customers, tx.companyId, id);
      if (!c) continue;
      const balance = dec(textOf(c.sys?.balance) ?? '0').plus(delta);
      await tx.repo.updateSys(customers.name, tx.companyId, id, { ...c.sys, balance: fmt(balance) });
    }
  }

  // Payments applied to documents ----------------------------------------------------------------

  private async apply(tx: Tx, r: Resource, rec: StoredRecord): Promise<void> {
    const spec = r.document?.applies;
    if (!spec) return;
    const target = spec.target();
    const settlement = target.document?.settlement;
    const d = dataOf(rec);
    const amount = dec(spec.amount(d));
    // `field` names the amount an error is about, `ref` the reference to the document.
    let desired: { target_id: string; amount: string; field: string; ref: string }[] = [];
    if (spec.applies(d)) {
      const allocations = allocationsOf(d);
      if (allocations.length > 0) {
        desired = allocations.map((a, i) => ({
          target_id: String(a[spec.ref]),
          amount: fmt(dec(textOf(a.amount))),
          field: `allocations.${i}.amount`,
          ref: `allocations.${i}.${spec.ref}`,
        }));
      } else if (typeof d[spec.ref] === 'string') {
        desired = [{ target_id: String(d[spec.ref]), amount: fmt(amount), field: 'amount', ref: spec.ref }];
      }
    }
    const current = await applicationsFrom(tx.repo, tx.companyId, rec.id);
    const norm = (xs: { target_id: string; amount: string }[]) =>
      JSON.stringify(xs.map((x) => [x.target_id, dec(x.amount).toFixed()]).sort());
    if (norm(current) === norm(desired)) return;

    const errors: FieldError[] = [];
    const allocated = desired.reduce((t, a) => t.plus(dec(a.amount)), ZERO);
    if (allocated.greaterThan(amount)) {
      errors.push({
        field: 'allocations',
        code: 'over_allocated',
        message: `allocate ${fmt(allocated)}, more than the amount ${fmt(amount)}`,
      });
    }
    // Merge: what each target loses from the current applications and gains from the desired ones.
    const change = new Map<string, Decimal>();
    for (const a of current) change.set(a.target_id, (change.get(a.target_id) ?? ZERO).minus(dec(a.amount)));
    for (const a of desired) change.set(a.target_id, (change.get(a.target_id) ?? ZERO).plus(dec(a.amount)));
    const targets = new Map<string, StoredRecord>();
    for (const id of change.keys()) {
      const t = await tx.repo.getRecord(target, tx.companyId, id);
      if (t) targets.set(id, t);
    }
    for (const a of desired) {
      const t = targets.get(a.target_id);
      if (!t) continue;
      if (t.data.status === 'void' || t.data.approval_status === 'void') {
        errors.push({
          field: a.ref,
          code: 'target_void',
          message: `applies to a void ${target.object.replace(/_/g, ' ')}`,
        });
        continue;
      }
      // Only a posted document has a receivable (payable) to settle: paying a draft would leave
      // its open balance, the customer's balance and the ledger disagreeing once it posts or not.
      if (!target.document?.posting?.posts(dataOf(t))) {
        errors.push({
          field: a.ref,
          code: 'target_not_posted',
          message: `applies to ${target.object.replace(/_/g, ' ')} ${a.target_id} whose approval_status is ${String(t.data.approval_status)}: it must be approved (posted) first`,
        });
        continue;
      }
      if (t.data.currency !== d.currency) {
        errors.push({
          field: a.ref,
          code: 'currency_mismatch',
          message: `applies ${String(d.currency)} to a ${target.object.replace(/_/g, ' ')} in ${String(t.data.currency)}`,
        });
        continue;
      }
      const applied = appliedOf(t).plus(change.get(a.target_id) ?? ZERO);
      const total = dec(textOf(t.data.total_amount));
      if (applied.greaterThan(total)) {
        const open = total.minus(applied).plus(change.get(a.target_id) ?? ZERO);
        errors.push({
          field: a.field,
          code: 'exceeds_open_balance',
          message: `exceeds the open balance ${fmt(open)} of ${target.object.replace(/_/g, ' ')} ${a.target_id}`,
        });
      }
    }
    if (errors.length) throw validationError(errors);

    await deleteApplicationsFrom(tx.repo, tx.companyId, rec.id);
    for (const a of desired)
      await insertApplication(tx.repo, tx.companyId, {
        source_id: rec.id,
        target_id: a.target_id,
        target_type: target.object,
        amount: a.amount,
      });
    const paidAt = spec.madeOn(d) ?? (settlement?.paidDate.datetime ? nowIso() : nowIso().slice(0, 10));
    for (const [id, delta] of change) {
      const t = targets.get(id);
      if (!t || delta.isZero()) continue;
      const applied = appliedOf(t).plus(delta);
      await tx.repo.updateSys(target.name, tx.companyId, id, { ...t.sys, applied: fmt(applied) });
      const refreshed: StoredRecord = { ...t, sys: { ...t.sys, applied: fmt(applied) } };
      await this.followPayments(tx, target, refreshed, applied, paidAt);
    }
  }

  /** A document's status follows what is applied to it: paid, partially paid, or open again. */
  private async followPayments(tx: Tx, target: Resource, t: StoredRecord, applied: Decimal, paidAt: string) {
    const dateField = target.document?.settlement?.paidDate.field;
    if (!dateField) return undefined;
    const total = dec(textOf(t.data.total_amount));
    const status = String(t.data.status);
    let next = status;
    if (applied.isZero()) next = status === 'paid' || status === 'partially_paid' ? 'open' : status;
    else if (applied.greaterThanOrEqualTo(total)) next = 'paid';
    else next = 'partially_paid';
    if (next === status) return undefined;
    const data: Record<string, unknown> = { ...t.data, status: next };
    if (next === 'paid' && data[dateField] == null) data[dateField] = paidAt;
    if (next !== 'paid') data[dateField] = null;
    return tx.change(target, t, data, system(next === 'paid' ? 'paid' : 'updated'));
  }
}

/**
 * A document with payments applied stays posted: voiding it would reverse its receivable (payable)
 * while the payments' lines stay, leaving the customer's balance and the open balances wrong.
 * The payments are voided (or moved elsewhere) first; then the document may be voided.
 */
function checkStillPosted(r: Resource, before: StoredRecord, after: StoredRecord): void {
  const applied = appliedOf(before);
  if (applied.isZero()) return;
  const posts = (rec: StoredRecord) => r.document?.posting?.posts(dataOf(rec)) ?? false;
  const unposts = (posts(before) && !posts(after)) || (!isVoid(before.data) && isVoid(after.data));
  if (!unposts) return;
  const what = r.object.replace(/_/g, ' ');
  const payments = r.document?.settlement?.settledBy ?? 'payments';
  throw new AppError(
    'INVALID_STATE_TRANSITION',
    `Cannot void this ${what}: ${fmt(applied)} of ${payments} is applied to it. Void those ${payments} (or move their allocations to another ${what}) first.`,
    {
      errors: [
        {
          field: 'approval_status',
          code: 'payments_applied',
          message: `${fmt(applied)} of ${payments} is applied to this ${what}`,
        },
      ],
    },
  );
}

/** The allocations of a document that applies to others. */
function allocationsOf(data: Body): Body[] {
  return bodiesOf(data.allocations);
}

/** A payment's amount and each allocation are positive: an allocation never raises an open balance. */
function checkApplicationAmounts(amount: string, allocations: unknown): void {
  const errors: FieldError[] = [];
  if (!dec(amount).isPositive())
    errors.push({ field: 'amount', code: 'not_positive', message: 'must be greater than 0' });
  const list = Array.isArray(allocations) ? allocations : [];
  list.forEach((a: Body, i) => {
    if (!dec(textOf(a.amount)).isPositive())
      errors.push({
        field: `allocations.${i}.amount`,
        code: 'not_positive',
        message: 'must be greater than 0',
      });
  });
  if (errors.length) throw validationError(errors);
}

function deltas(entries: EntryRow[]): BalanceDelta[] {
  const byKey = new Map<string, BalanceDelta>();
  for (const e of entries) {
    const k = `${e.account_id}|${e.currency}|${e.effective_date}`;
    const prev = byKey.get(k);
    byKey.set(k, {
      account_id: e.account_id,
      currency: e.currency,
      day: e.effective_date,
      debit: dec(prev?.debit ?? '0')
        .plus(dec(e.debit_amount))
        .toFixed(),
      credit: dec(prev?.credit ?? '0')
        .plus(dec(e.credit_amount))
        .toFixed(),
    });
  }
  return [...byKey.values()];
}
