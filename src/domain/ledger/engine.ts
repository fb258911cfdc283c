/**
 * The posting engine (D8). After every change of a posting document, in the change's own
 * transaction, it compares the ledger effect the document should have now (its rule applied to its
 * current state) with the effect it has (its active posting); when they differ it appends
 * reversing lines for the old effect and lines for the new one, and moves the running balances.
 * Journal lines are never edited or deleted. It also applies payments to invoices and bill
 * payments to bills, keeping open balances and statuses, and guards state changes.
 */

import { newId, nowIso } from '../../platform/ids.ts';
import type { Resource } from '../../resources/define.ts';
import { resourceByName } from '../../resources/index.ts';
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
import { AppError, type FieldError, validationError } from '../errors.ts';
import { checkClientChange, followClientChange, isVoid, JOURNAL_POSTED } from '../lifecycle.ts';
import { type Decimal, dec, fmt, ZERO } from '../money.ts';
import type { Body, Effects, Tx } from '../records.ts';
import { effectiveDate, netLines, POSTING_RULES, type Slot } from './posting.ts';

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

/** What a payment applies to: payments → invoices, bill payments → vendor bills. */
const APPLIES: Readonly<
  Record<string, { target: string; field: string; dateField: string; datetime: boolean }>
> = {
  payments: { target: 'invoices', field: 'invoice_id', dateField: 'paid_at', datetime: true },
  bill_payments: { target: 'vendor_bills', field: 'bill_id', dateField: 'paid_date', datetime: false },
};

const res = (name: string): Resource => {
  const r = resourceByName(name);
  if (!r) throw new Error(`unknown resource ${name}`);
  return r;
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

export class Ledger implements Effects {
  async beforeChange(_tx: Tx, r: Resource, before: StoredRecord | null, data: Body): Promise<void> {
    if (APPLIES[r.name]) checkPaymentAmounts(data);
    if (before) checkClientChange(r, before.data, data);
    // What the change means beside what was sent (status follows approval, D7), stored with it.
    Object.assign(data, followClientChange(r, before?.data ?? null, data));
    if (!before) return;
    if (APPLIES_TO.has(r.name)) {
      const applied = dec((before.sys?.applied as string | undefined) ?? '0');
      if (dec(data.total_amount as string).lessThan(applied)) {
        throw validationError([
          {
            field: 'total_amount',
            code: 'below_applied',
            message: `cannot be less than the ${fmt(applied)} already paid`,
          },
        ]);
      }
    }
  }

  async beforeDelete(tx: Tx, r: Resource, existing: StoredRecord): Promise<void> {
    // Once a document has lines on the ledger (even reversed ones) it stays: void it instead.
    if (POSTING_RULES[r.name] && (await hasEntries(tx.repo, tx.companyId, existing.id))) {
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
    if (before && APPLIES_TO.has(r.name)) checkStillPosted(r, before, after);
    if (POSTING_RULES[r.name]) await this.post(tx, r, after);
    if (APPLIES[r.name]) await this.apply(tx, r, after);
    const target = TARGETS[r.name];
    let latest: StoredRecord | undefined;
    const moved =
      before &&
      (before.data.total_amount !== after.data.total_amount || before.data.status !== after.data.status);
    if (target && moved && !isVoid(after.data)) {
      // What is paid stays; the status follows the new total, and is not reset by a client's
      // status (an upsert that sends none, `open` on a partly paid invoice).
      const applied = dec((after.sys?.applied as string | undefined) ?? '0');
      const at = target.datetime ? nowIso() : nowIso().slice(0, 10);
      latest = await this.followPayments(tx, r, after, applied, target.dateField, at);
    }
    if (r.name === 'journal_entries') await this.markReversed(tx, before, after);
    return latest;
  }

  // Posting ------------------------------------------------------------------------------------

  private async post(tx: Tx, r: Resource, rec: StoredRecord): Promise<void> {
    const rule = POSTING_RULES[r.name]!;
    const current = await getPosting<ActivePosting>(tx.repo, tx.companyId, rec.id);
    let desired: ActivePosting | null = null;
    if (rule.posts(rec.data)) {
      const company = await tx.repo.getCompany(tx.companyId);
      const today = nowIso().slice(0, 10);
      const ctx = {
        items: await this.itemAccounts(tx, rec.data),
        invoiceCustomers:
          r.name === 'payments'
            ? await this.invoiceCustomers(tx, rec.data)
            : new Map<string, string | null>(),
        baseCurrency: company?.base_currency ?? 'USD',
        today,
      };
      const lines: PostedLine[] = [];
      const slots = new Map<Slot, string>();
      for (const l of netLines(rule.lines(rec.data, ctx))) {
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
        currency: (rec.data.currency as string | null) ?? ctx.baseCurrency,
        effective_date: effectiveDate(rec.data, rule, today),
        lines,
      };
    }
    if (sameLines(current, desired)) return;
    const now = nowIso();
    const entries: EntryRow[] = [];
    const base = { document_type: r.object, document_id: rec.id, created_at: now };
    if (current) {
      const postingId = newId();
      for (const l of current.lines) {
        // A reversal carries the original's date: the document's effect at every date is its current one.
        entries.push({
          ...base,
          id: newId(),
          posting_id: postingId,
          account_id: l.account_id,
          debit_amount: l.credit,
          credit_amount: l.debit,
          currency: current.currency,
          effective_date: current.effective_date,
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
    await insertEntries(tx.repo, tx.companyId, entries);
    await addBalances(tx.repo, tx.companyId, deltas(entries));
    await this.moveCustomerBalances(tx, entries);
    await setPosting(tx.repo, tx.companyId, rec.id, r.object, desired);
  }

  private async itemAccounts(tx: Tx, data: Record<string, unknown>) {
    const out = new Map<string, { revenue_account_id: string | null; expense_account_id: string | null }>();
    const lines = Array.isArray(data.lines) ? (data.lines as Record<string, unknown>[]) : [];
    for (const l of lines) {
      const itemId = (l.detail as Record<string, unknown> | null | undefined)?.item_id;
      if (typeof itemId !== 'string' || out.has(itemId)) continue;
      const item = await tx.repo.getRecord(res('items'), tx.companyId, itemId);
      if (item) {
        out.set(itemId, {
          revenue_account_id: (item.data.revenue_account_id as string | null) ?? null,
          expense_account_id: (item.data.expense_account_id as string | null) ?? null,
        });
      }
    }
    return out;
  }

  private async invoiceCustomers(tx: Tx, data: Record<string, unknown>) {
    const out = new Map<string, string | null>();
    const ids = new Set<string>();
    if (typeof data.invoice_id === 'string') ids.add(data.invoice_id);
    for (const a of Array.isArray(data.allocations) ? (data.allocations as Record<string, unknown>[]) : []) {
      if (typeof a.invoice_id === 'string') ids.add(a.invoice_id);
    }
    for (const id of ids) {
      const inv = await tx.repo.getRecord(res('invoices'), tx.companyId, id);
      out.set(id, (inv?.data.customer_id as string | null | undefined) ?? null);
    }
    return out;
  }

  /** D8: system accounts are created on first need, marked by `slot`. */
  private async systemAccount(tx: Tx, slot: Slot): Promise<string> {
    const found = await accountBySlot(tx.repo, tx.companyId, slot);
    if (found) return found;
    const spec = SYSTEM_ACCOUNTS[slot];
    const rec = await tx.upsert(res('accounts'), {
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
    const customers = res('customers');
    for (const [id, delta] of byCustomer) {
      if (delta.isZero()) continue;
      const c = await tx.repo.getRecord(customers, tx.companyId, id);
      if (!c) continue;
      const balance = dec((c.sys?.balance as string | undefined) ?? '0').plus(delta);
      await tx.repo.updateSys('customers', tx.companyId, id, { ...c.sys, balance: fmt(balance) });
    }
  }

  // Payments applied to documents ----------------------------------------------------------------

  private async apply(tx: Tx, r: Resource, rec: StoredRecord): Promise<void> {
    const spec = APPLIES[r.name]!;
    const target = res(spec.target);
    const d = rec.data;
    // `field` names the amount an error is about, `ref` the reference to the document.
    let desired: { target_id: string; amount: string; field: string; ref: string }[] = [];
    if (d.status === 'completed') {
      const allocations = Array.isArray(d.allocations) ? (d.allocations as Record<string, unknown>[]) : [];
      const targetKey = spec.field === 'invoice_id' ? 'invoice_id' : 'bill_id';
      if (allocations.length > 0) {
        desired = allocations.map((a, i) => ({
          target_id: a[targetKey] as string,
          amount: fmt(dec(a.amount as string)),
          field: `allocations.${i}.amount`,
          ref: `allocations.${i}.${targetKey}`,
        }));
      } else if (typeof d[spec.field] === 'string') {
        desired = [
          {
            target_id: d[spec.field] as string,
            amount: fmt(dec(d.amount as string)),
            field: 'amount',
            ref: spec.field,
          },
        ];
      }
    }
    const current = await applicationsFrom(tx.repo, tx.companyId, rec.id);
    const norm = (xs: { target_id: string; amount: string }[]) =>
      JSON.stringify(xs.map((x) => [x.target_id, dec(x.amount).toFixed()]).sort());
    if (norm(current) === norm(desired)) return;

    const errors: FieldError[] = [];
    const allocated = desired.reduce((t, a) => t.plus(dec(a.amount)), ZERO);
    if (allocated.greaterThan(dec(d.amount as string))) {
      errors.push({
        field: 'allocations',
        code: 'over_allocated',
        message: `allocate ${fmt(allocated)}, more than the amount ${fmt(dec(d.amount as string))}`,
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
      if (!POSTING_RULES[target.name]!.posts(t.data)) {
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
      const applied = dec((t.sys?.applied as string | undefined) ?? '0').plus(
        change.get(a.target_id) ?? ZERO,
      );
      const total = dec(t.data.total_amount as string);
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
    const paidAt = spec.datetime
      ? ((d.occurred_at as string | null) ?? nowIso())
      : ((d.payment_date as string | null) ?? nowIso().slice(0, 10));
    for (const [id, delta] of change) {
      const t = targets.get(id);
      if (!t || delta.isZero()) continue;
      const applied = dec((t.sys?.applied as string | undefined) ?? '0').plus(delta);
      await tx.repo.updateSys(target.name, tx.companyId, id, { ...t.sys, applied: fmt(applied) });
      const refreshed: StoredRecord = { ...t, sys: { ...t.sys, applied: fmt(applied) } };
      await this.followPayments(tx, target, refreshed, applied, spec.dateField, paidAt);
    }
  }

  /** A document's status follows what is applied to it: paid, partially paid, or open again. */
  private async followPayments(
    tx: Tx,
    target: Resource,
    t: StoredRecord,
    applied: Decimal,
    dateField: string,
    paidAt: string,
  ) {
    const total = dec(t.data.total_amount as string);
    const status = String(t.data.status);
    let next = status;
    if (applied.isZero()) next = status === 'paid' || status === 'partially_paid' ? 'open' : status;
    else if (applied.greaterThanOrEqualTo(total)) next = 'paid';
    else next = 'partially_paid';
    if (next === status) return undefined;
    const data: Record<string, unknown> = { ...t.data, status: next };
    if (next === 'paid' && data[dateField] == null) data[dateField] = paidAt;
    if (next !== 'paid') data[dateField] = null;
    return tx.change(target, t, data, next === 'paid' ? 'paid' : 'updated');
  }

  /** D7: a reversing entry, once posted, turns the entry it reverses `reversed`. */
  private async markReversed(tx: Tx, before: StoredRecord | null, after: StoredRecord): Promise<void> {
    const wasPosted = before ? JOURNAL_POSTED.has(String(before.data.status)) : false;
    const reverses = after.data.reverses_entry_id;
    if (wasPosted || !JOURNAL_POSTED.has(String(after.data.status)) || typeof reverses !== 'string') return;
    const original = await tx.get(res('journal_entries'), reverses);
    if (!original) return;
    if (original.data.status !== 'posted') {
      throw validationError([
        {
          field: 'reverses_entry_id',
          code: 'not_reversible',
          message: `names an entry whose status is ${String(original.data.status)}: only a posted entry can be reversed, and only once`,
        },
      ]);
    }
    await tx.change(res('journal_entries'), original, { ...original.data, status: 'reversed' }, 'reversed');
  }
}

const APPLIES_TO = new Set(Object.values(APPLIES).map((a) => a.target));
const TARGETS: Readonly<Record<string, { dateField: string; datetime: boolean }>> = Object.fromEntries(
  Object.values(APPLIES).map((a) => [a.target, { dateField: a.dateField, datetime: a.datetime }]),
);

/**
 * A document with payments applied stays posted: voiding it would reverse its receivable (payable)
 * while the payments' lines stay, leaving the customer's balance and the open balances wrong.
 * The payments are voided (or moved elsewhere) first; then the document may be voided.
 */
function checkStillPosted(r: Resource, before: StoredRecord, after: StoredRecord): void {
  const applied = dec((before.sys?.applied as string | undefined) ?? '0');
  if (applied.isZero()) return;
  const posts = POSTING_RULES[r.name]!.posts;
  const unposts = (posts(before.data) && !posts(after.data)) || (!isVoid(before.data) && isVoid(after.data));
  if (!unposts) return;
  const what = r.object.replace(/_/g, ' ');
  const payments = r.name === 'invoices' ? 'payments' : 'bill payments';
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

/** A payment's amount and each allocation are positive: an allocation never raises an open balance. */
function checkPaymentAmounts(data: Body): void {
  const errors: FieldError[] = [];
  if (!dec(data.amount as string).isPositive())
    errors.push({ field: 'amount', code: 'not_positive', message: 'must be greater than 0' });
  const allocations = Array.isArray(data.allocations) ? (data.allocations as Record<string, unknown>[]) : [];
  allocations.forEach((a, i) => {
    if (!dec(a.amount as string).isPositive())
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
