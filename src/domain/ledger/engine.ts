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

import { isUuid, newId, nowIso } from '../../platform/ids.ts';
import { type CompanySettings, settingsForPosting } from '../../storage/companies.ts';
import {
  addBalances,
  addSystemAccount,
  applicationsFrom,
  applicationsTo,
  type BalanceDelta,
  deleteApplicationsFrom,
  type EntryRow,
  entriesOf,
  getPosting,
  hasEntries,
  insertApplication,
  insertEntries,
  prefetchPosting,
  setPosting,
  systemAccounts,
} from '../../storage/ledger.ts';
import type { StoredRecord } from '../../storage/types.ts';
import { roundMoney } from '../arithmetic.ts';
import { checkNotLocked } from '../company.ts';
import { minorUnitOf } from '../currencies.ts';
import { type Clearing, type Resource, system } from '../documents.ts';
import { AppError, type FieldError, validationError } from '../errors.ts';
import { isVoid } from '../lifecycle.ts';
import { Decimal, dec, fmt, fmtIn, ONE, ZERO } from '../money.ts';
import type { Body, Tx } from '../records.ts';
import { bodiesOf, isBody, textOf } from '../values.ts';
import { effectiveDate, type Slot } from './posting.ts';
import { type ToValue, valueLines } from './valuation.ts';

interface PostedLine {
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
  operating_bank: { name: 'Cash at bank', type: 'asset' },
  processing_fees: { name: 'Processing Fees', type: 'expense' },
  fx_gain_loss: { name: 'Exchange Gain or Loss', type: 'expense' },
};

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

/** A stored record's data as the definitions' rules take it (they were validated against it). */
const dataOf = (rec: StoredRecord): Body => rec.data;
const appliedOf = (rec: StoredRecord): Decimal => dec(textOf(rec.sys?.applied) ?? '0');

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
    if (!clearing || !Array.isArray(data.lines)) return data;
    let lines: unknown[] | undefined;
    for (const [i, l] of data.lines.entries()) {
      if (!isBody(l) || l.amount != null) continue;
      const doc = await this.depositable(tx, clearing, l);
      const uf = doc ? await this.undeposited(tx, doc) : undefined;
      if (!uf) continue;
      lines ??= [...data.lines];
      lines[i] = { ...l, amount: fmtIn(uf.amount, uf.currency) };
    }
    return lines ? { ...data, lines } : data;
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

  /**
   * D17: payments and credits applied to a foreign document cleared its receivable (payable) at
   * its rate; a new rate would re-value what they cleared. So its rate changes only once nothing
   * is applied to it (409 naming what is).
   */
  async checkRate(tx: Tx, r: Resource, before: StoredRecord, data: Body): Promise<void> {
    const settlement = r.document?.settlement;
    if (!settlement || appliedOf(before).isZero() || !r.document?.posting?.posts(dataOf(before))) return;
    const was = textOf(before.data.exchange_rate);
    const now = textOf(data.exchange_rate);
    if (!was || !now || dec(was).equals(dec(now)) || data.currency !== before.data.currency) return;
    const base = (await settingsForPosting(tx.repo, tx.companyId))?.base_currency ?? 'USD';
    if (before.data.currency === base) return; // valued at 1 whatever it carries
    const names: string[] = [];
    for (const a of await applicationsTo(tx.repo, tx.companyId, before.id)) {
      let what = 'document';
      for (const s of tx.catalog.all) {
        if (s.document?.applies?.target() !== r) continue;
        if (await tx.repo.getRecord(s, tx.companyId, a.source_id)) {
          what = s.object.replace(/_/g, ' ');
          break;
        }
      }
      names.push(`${what} ${a.source_id} (${fmt(dec(a.amount))})`);
    }
    const what = r.object.replace(/_/g, ' ');
    const by = settlement.settledBy;
    throw new AppError(
      'INVALID_STATE_TRANSITION',
      `Cannot change the exchange_rate of this ${what} from ${was} to ${now}: ${names.join(', ')} settled it at ${was}. Unapply them (void them, or move their allocations to another ${what}) first.`,
      {
        errors: [
          {
            field: 'exchange_rate',
            code: 'payments_applied',
            message: `${fmt(appliedOf(before))} of ${by} is applied to this ${what} at ${was}: ${names.join(', ')}`,
          },
        ],
      },
    );
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
    if (doc.clearing) await this.clear(tx, r, after);
    // A record just created has no posting yet: nothing to read (a round trip on PostgreSQL).
    if (doc.posting) await this.post(tx, r, after, before === null);
    let latest = doc.applies ? await this.apply(tx, r, after) : undefined;
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
    const startsPosting =
      doc.posting && before && !doc.posting.posts(before.data) && doc.posting.posts(after.data);
    if (doc.settlement && startsPosting && (await this.applyWaitingCredits(tx, r, after)))
      latest = await tx.get(r, after.id);
    await doc.afterChange?.(tx, r, before, after);
    return latest;
  }

  /**
   * D16: a credit whose header names a document that was not posted yet applied nothing; when the
   * document posts (an invoice approved), such credits apply to it then, as much as is open.
   * Returns whether any did.
   */
  private async applyWaitingCredits(tx: Tx, target: Resource, t: StoredRecord): Promise<boolean> {
    let applied = false;
    for (const source of tx.catalog.all) {
      const spec = source.document?.applies;
      if (spec?.header !== 'up_to_open' || spec.target() !== target) continue;
      const waiting = await tx.repo.scan(source, tx.companyId, {
        conditions: [{ column: spec.ref, op: 'eq', kind: 'ref', value: t.id }],
        sort: { column: 'created_at', kind: 'datetime', desc: false },
        limit: 100,
        offset: 0,
      });
      for (const rec of waiting.records) {
        if (!spec.applies(dataOf(rec)) || allocationsOf(dataOf(rec)).length > 0) continue;
        if ((await applicationsFrom(tx.repo, tx.companyId, rec.id)).length > 0) continue;
        await this.post(tx, source, rec);
        await this.apply(tx, source, rec);
        applied = true;
      }
    }
    return applied;
  }

  // Posting ------------------------------------------------------------------------------------

  private async post(tx: Tx, r: Resource, rec: StoredRecord, created = false): Promise<void> {
    const rule = r.document?.posting;
    if (!rule) return;
    const data = dataOf(rec);
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
        items: await this.itemAccounts(tx, data),
        ...(applies
          ? await this.targetsOf(tx, applies.target(), applies.ref, rec.id, data)
          : { targetCustomers: new Map<string, string | null>(), targetOpen: new Map<string, Decimal>() }),
        baseCurrency: company?.base_currency ?? 'USD',
        today,
      };
      const currency = typeof data.currency === 'string' ? data.currency : ctx.baseCurrency;
      const foreign = currency !== ctx.baseCurrency;
      const rate = foreign ? this.rateOf(data) : ONE;
      let raw: ToValue[] = rule.lines(data, ctx);
      // D17: what a foreign document clears is worth what it was booked at.
      if (foreign) raw = await this.clearedAtTheirValue(tx, r, rec, raw, ctx.baseCurrency);
      const valued = valueLines(raw, currency, rate, {
        currency: ctx.baseCurrency,
        digits: minorUnitOf(ctx.baseCurrency) ?? 2,
      });
      const lines: PostedLine[] = [];
      // The system accounts, found in one look-up per write (sent ahead by `warm`).
      const slots = await systemAccounts(tx.repo, tx.companyId);
      for (const l of valued) {
        let accountId: string;
        if ('id' in l.account) accountId = l.account.id;
        else {
          const slot = l.account.slot;
          accountId = slots.get(slot) ?? (await this.createSystemAccount(tx, slot));
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
    if (sameLines(current, desired)) return;
    await this.keepDeposited(tx, r, rec, current, desired);
    const now = nowIso();
    const entries: EntryRow[] = [];
    const base = { document_type: r.object, document_id: rec.id, created_at: now };
    // D18: a void reverses on the document's own date unless it gives a later void_date.
    const voidDate = !desired && isVoid(data) ? textOf(data.void_date) : null;
    if (current) {
      const postingId = newId();
      await this.baseOfStored(tx, rec.id, current);
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

  /** The customers of the documents `data` applies to (by its header `ref` and its allocations). */
  /**
   * The documents `data` applies to (by its header `ref` and its allocations): each one's customer,
   * and what is open on it for this document (`RuleContext.targetOpen`).
   */
  private async targetsOf(tx: Tx, target: Resource, ref: string, sourceId: string, data: Body) {
    const targetCustomers = new Map<string, string | null>();
    const targetOpen = new Map<string, Decimal>();
    const ids = new Set<string>();
    const header = data[ref];
    if (typeof header === 'string') ids.add(header);
    for (const a of allocationsOf(data)) {
      const id = a[ref];
      if (typeof id === 'string') ids.add(id);
    }
    const mine = ids.size ? await applicationsFrom(tx.repo, tx.companyId, sourceId) : [];
    for (const id of ids) {
      const doc = await tx.repo.getRecord(target, tx.companyId, id);
      const customer = doc?.data.customer_id;
      targetCustomers.set(id, typeof customer === 'string' ? customer : null);
      const live = doc && !isVoid(doc.data) && target.document?.posting?.posts(dataOf(doc));
      const fromHere = mine.filter((a) => a.target_id === id).reduce((t, a) => t.plus(dec(a.amount)), ZERO);
      targetOpen.set(
        id,
        live ? dec(textOf(doc.data.total_amount)).minus(appliedOf(doc)).plus(fromHere) : ZERO,
      );
    }
    return { targetCustomers, targetOpen };
  }

  /**
   * D15: a payment or sales receipt on a deposit keeps what it put in undeposited funds until that
   * deposit is voided (the deposit moved exactly that amount out).
   */
  private async keepDeposited(
    tx: Tx,
    r: Resource,
    rec: StoredRecord,
    current: ActivePosting | undefined,
    desired: ActivePosting | null,
  ): Promise<void> {
    const depositId = textOf(rec.sys?.deposit_id);
    if (!depositId) return;
    const uf = (await systemAccounts(tx.repo, tx.companyId)).get('undeposited_funds');
    // What it put there, and its base value (D17: the deposit cleared exactly that).
    const put = (p: ActivePosting | null | undefined, side: (l: PostedLine) => [unknown, unknown]) =>
      (p?.lines ?? [])
        .filter((l) => l.account_id === uf)
        .reduce((t, l) => t.plus(dec(textOf(side(l)[0]))).minus(dec(textOf(side(l)[1]))), ZERO);
    const amount = (l: PostedLine): [unknown, unknown] => [l.debit, l.credit];
    const base = (l: PostedLine): [unknown, unknown] => [l.base_debit, l.base_credit];
    if (current) await this.baseOfStored(tx, rec.id, current);
    if (
      put(current, amount).equals(put(desired, amount)) &&
      put(current, base).equals(put(desired, base)) &&
      current?.currency === desired?.currency
    )
      return;
    const what = r.object.replace(/_/g, ' ');
    throw new AppError(
      'INVALID_STATE_TRANSITION',
      `This ${what} is on deposit ${depositId}: void that deposit (or take the ${what} off it) first.`,
      { errors: [{ field: 'deposit_id', code: 'deposited', message: `is on deposit ${depositId}` }] },
    );
  }

  // Deposits ---------------------------------------------------------------------------------------

  /** The payment or sales receipt a deposit line names, if it names one of the company's. */
  private async depositable(tx: Tx, clearing: Clearing<Body>, line: Body): Promise<StoredRecord | undefined> {
    const type = textOf(line.source_document_type);
    const id = textOf(line.source_document_id);
    const source = type ? clearing.sources[type] : undefined;
    if (!source || !id || !isUuid(id)) return undefined;
    return tx.repo.getRecord(source(), tx.companyId, id);
  }

  /**
   * What a document put in undeposited funds by its active posting (positive), in which currency,
   * and its value in the base currency (D17).
   */
  private async undeposited(
    tx: Tx,
    doc: StoredRecord,
  ): Promise<{ amount: Decimal; currency: string; base: Decimal } | undefined> {
    const held = await this.heldIn(tx, doc.id, 'undeposited_funds');
    return held?.amount.gt(0) ? held : undefined;
  }

  /** What a document's active posting holds in a system account: amount (debit positive) and base value. */
  private async heldIn(
    tx: Tx,
    docId: string,
    slot: Slot,
  ): Promise<{ amount: Decimal; currency: string; base: Decimal } | undefined> {
    const posting = await getPosting<ActivePosting>(tx.repo, tx.companyId, docId);
    if (!posting) return undefined;
    const account = (await systemAccounts(tx.repo, tx.companyId)).get(slot);
    const lines = posting.lines.filter((l) => l.account_id === account);
    if (lines.some((l) => l.base_debit === undefined)) await this.baseOfStored(tx, docId, posting);
    let amount = ZERO;
    let base = ZERO;
    for (const l of lines) {
      amount = amount.plus(dec(l.debit)).minus(dec(l.credit));
      base = base.plus(dec(l.base_debit)).minus(dec(l.base_credit));
    }
    return { amount, currency: posting.currency, base };
  }

  /** D17: the rate a document posts at (withRates wrote it on the document before it posts). */
  private rateOf(data: Body): Decimal {
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

  /**
   * D17: the base value of `amount` of what is open on `t` that a document `sourceId` clears. The
   * part that settles `t` in full is what `t` was booked at less what the others cleared, so the
   * receivable (payable) of a settled document is left with no base residue; a part is valued at
   * `t`'s own rate.
   */
  private async clearedBase(
    tx: Tx,
    target: Resource,
    t: StoredRecord,
    sourceId: string,
    amount: Decimal,
  ): Promise<Decimal> {
    const slot = target.document?.settlement?.account;
    const settings = await settingsForPosting(tx.repo, tx.companyId);
    const baseCurrency = settings?.base_currency ?? 'USD';
    if (!slot || t.data.currency === baseCurrency) return amount;
    const rate = dec(textOf(t.data.exchange_rate) ?? '1');
    const digits = minorUnitOf(baseCurrency) ?? 2;
    const others = (await applicationsTo(tx.repo, tx.companyId, t.id)).filter(
      (a) => a.source_id !== sourceId,
    );
    let applied = ZERO;
    let cleared = ZERO;
    for (const a of others) {
      applied = applied.plus(dec(a.amount));
      cleared = cleared.plus(
        a.base_amount !== null ? dec(a.base_amount) : roundMoney(dec(a.amount).times(rate), digits),
      );
    }
    const booked = await this.heldIn(tx, t.id, slot);
    if (booked && applied.plus(amount).equals(dec(textOf(t.data.total_amount))))
      return booked.base.abs().minus(cleared);
    return roundMoney(amount.times(rate), digits);
  }

  /**
   * D17: the lines of a foreign document that clear others (a payment's receivable, a deposit's
   * undeposited funds) take the base value of what they clear; the rest of each such line stays at
   * the document's rate. The difference becomes a realized gain or loss (valuation.ts).
   */
  private async clearedAtTheirValue(
    tx: Tx,
    r: Resource,
    rec: StoredRecord,
    raw: readonly ToValue[],
    baseCurrency: string,
  ): Promise<ToValue[]> {
    const data = dataOf(rec);
    const parts: { slot: Slot; amount: Decimal; base: Decimal; customer: string | null }[] = [];
    const plan = await this.plannedApplications(tx, r, rec);
    const slot = plan?.target.document?.settlement?.account;
    if (plan && slot) {
      for (const a of plan.desired) {
        const t = plan.targets.get(a.target_id);
        if (!t || t.data.currency !== data.currency || !plan.target.document?.posting?.posts(dataOf(t)))
          continue;
        const amount = dec(a.amount);
        const base = await this.clearedBase(tx, plan.target, t, rec.id, amount);
        parts.push({ slot, amount, base, customer: textOf(t.data.customer_id) });
      }
    }
    const clearing = r.document?.clearing;
    if (clearing?.clears(data)) {
      for (const l of bodiesOf(data.lines)) {
        const doc = await this.depositable(tx, clearing, l);
        const uf = doc ? await this.undeposited(tx, doc) : undefined;
        if (!uf || uf.currency !== data.currency || !uf.amount.equals(dec(textOf(l.amount)))) continue;
        parts.push({ slot: clearing.account, amount: uf.amount, base: uf.base, customer: null });
      }
    }
    if (parts.length === 0) return [...raw];
    const digits = minorUnitOf(baseCurrency) ?? 2;
    const out: ToValue[] = [...raw];
    for (const p of parts) {
      // Take the part from the lines on its account, those of its customer first.
      const order = out
        .map((l, i) => ({ l, i }))
        .filter(({ l }) => 'slot' in l.account && l.account.slot === p.slot && !l.base && !l.amount.isZero())
        .sort((a, b) => Number(b.l.customer_id === p.customer) - Number(a.l.customer_id === p.customer));
      let left = p.amount;
      let baseLeft = p.base;
      for (const { l, i } of order) {
        if (!left.gt(0)) break;
        const take = Decimal.min(left, l.amount.abs());
        const sign = l.amount.isNegative() ? -1 : 1;
        left = left.minus(take);
        const base = left.isZero() ? baseLeft : roundMoney(p.base.times(take).div(p.amount), digits);
        baseLeft = baseLeft.minus(base);
        out[i] = { ...l, amount: l.amount.minus(take.times(sign)) };
        out.push({ ...l, amount: take.times(sign), base: base.times(sign) });
      }
    }
    return out;
  }

  /** Fills in the base amounts of a posting stored before they existed, from its journal lines. */
  private async baseOfStored(tx: Tx, docId: string, posting: ActivePosting): Promise<void> {
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

  /**
   * D15: a deposit in force holds the payments and sales receipts its lines name: each must be
   * posted to undeposited funds in the deposit's currency, its line amount what it put there, and it
   * sits on no other deposit. Kept as applications (deposit → document) and as the document's
   * `deposit_id`; a deposit no longer in force (voided) frees them.
   */
  private async clear(tx: Tx, r: Resource, rec: StoredRecord): Promise<void> {
    const spec = r.document?.clearing;
    if (!spec) return;
    const d = dataOf(rec);
    const wanted: { line: number; type: string; id: string; amount: string }[] = [];
    if (spec.clears(d) && Array.isArray(d.lines)) {
      for (const [i, l] of d.lines.entries()) {
        if (!isBody(l)) continue;
        const type = textOf(l.source_document_type);
        const id = textOf(l.source_document_id);
        if (!type || !id || !spec.sources[type]) continue;
        wanted.push({ line: i, type, id, amount: fmt(dec(textOf(l.amount))) });
      }
    }
    const current = await applicationsFrom(tx.repo, tx.companyId, rec.id);
    const norm = (xs: { target_id?: string; id?: string; amount: string }[]) =>
      JSON.stringify(xs.map((x) => [x.target_id ?? x.id, dec(x.amount).toFixed()]).sort());
    if (norm(current) === norm(wanted.map((w) => ({ id: w.id, amount: w.amount })))) return;

    const errors: FieldError[] = [];
    const held = new Map<string, { doc: StoredRecord; resource: Resource; base: Decimal }>();
    for (const w of wanted) {
      const field = `lines.${w.line}.source_document_id`;
      const what = w.type.replace(/_/g, ' ');
      const doc = await this.depositable(tx, spec, {
        source_document_type: w.type,
        source_document_id: w.id,
      });
      const uf = doc ? await this.undeposited(tx, doc) : undefined;
      if (!doc || !uf || uf.currency !== d.currency) {
        errors.push({
          field,
          code: 'not_depositable',
          message: !doc
            ? `names no ${what} of this company`
            : `names a ${what} that has nothing in undeposited funds in ${String(d.currency)} (it is not posted, went to another account, or is in another currency)`,
        });
        continue;
      }
      if (held.has(w.id)) {
        errors.push({ field, code: 'duplicate', message: `names the ${what} of an earlier line again` });
        continue;
      }
      if (!uf.amount.equals(dec(w.amount))) {
        errors.push({
          field: `lines.${w.line}.amount`,
          code: 'amount_mismatch',
          message: `must equal what the ${what} put in undeposited funds: expected ${fmt(uf.amount)}, got ${w.amount}`,
        });
        continue;
      }
      const on = textOf(doc.sys?.deposit_id);
      if (on && on !== rec.id) {
        throw new AppError(
          'ALREADY_DEPOSITED',
          `The ${what} ${w.id} is already on deposit ${on}; void that deposit first.`,
          {
            errors: [{ field, code: 'already_deposited', message: `is already on deposit ${on}` }],
          },
        );
      }
      held.set(w.id, { doc, resource: spec.sources[w.type]!(), base: uf.base });
    }
    if (errors.length) throw validationError(errors);

    await deleteApplicationsFrom(tx.repo, tx.companyId, rec.id);
    for (const w of wanted) {
      const h = held.get(w.id)!;
      await insertApplication(tx.repo, tx.companyId, {
        source_id: rec.id,
        target_id: w.id,
        target_type: h.resource.object,
        amount: w.amount,
        base_amount: fmt(h.base),
      });
      if (h.doc.sys?.deposit_id !== rec.id)
        await tx.repo.updateSys(h.resource.name, tx.companyId, w.id, { ...h.doc.sys, deposit_id: rec.id });
    }
    // Documents no longer on this deposit are free again.
    for (const c of current) {
      if (held.has(c.target_id)) continue;
      const resource = Object.values(spec.sources)
        .map((f) => f())
        .find((x) => x.object === c.target_type);
      const doc = resource ? await tx.repo.getRecord(resource, tx.companyId, c.target_id) : undefined;
      if (!resource || !doc || doc.sys?.deposit_id !== rec.id) continue;
      const { deposit_id: _freed, ...sys } = doc.sys;
      await tx.repo.updateSys(resource.name, tx.companyId, c.target_id, sys);
    }
  }

  /**
   * D8: system accounts are created on first need, marked by `slot` (`post` found none). Two
   * writers creating one at once meet on its source identity: the upsert gives both the same.
   */
  private async createSystemAccount(tx: Tx, slot: Slot): Promise<string> {
    const spec = SYSTEM_ACCOUNTS[slot];
    const rec = await tx.upsert(tx.catalog.accounts, {
      source_id: `finrec:${slot}`,
      source_system: 'finrec',
      name: spec.name,
      type: spec.type,
      slot,
      description: 'System account created by finrec on first need.',
    });
    await addSystemAccount(tx.repo, tx.companyId, slot, rec.id);
    return rec.id;
  }

  /**
   * D16: a customer's receivable per document currency (`balances`), never adding currencies; D17:
   * `balance` the receivable valued in the base currency (every currency's lines at their base
   * amounts).
   */
  private async moveCustomerBalances(tx: Tx, entries: EntryRow[]): Promise<void> {
    const byCustomer = new Map<string, { amounts: Map<string, Decimal>; base: Decimal }>();
    for (const e of entries) {
      if (!e.customer_id) continue;
      const mine = byCustomer.get(e.customer_id) ?? { amounts: new Map<string, Decimal>(), base: ZERO };
      byCustomer.set(e.customer_id, mine);
      mine.amounts.set(
        e.currency,
        (mine.amounts.get(e.currency) ?? ZERO).plus(dec(e.debit_amount)).minus(dec(e.credit_amount)),
      );
      mine.base = mine.base.plus(dec(e.base_debit_amount)).minus(dec(e.base_credit_amount));
    }
    const baseCurrency = byCustomer.size
      ? ((await settingsForPosting(tx.repo, tx.companyId))?.base_currency ?? 'USD')
      : 'USD';
    for (const [id, deltas] of byCustomer) {
      if ([...deltas.amounts.values()].every((v) => v.isZero()) && deltas.base.isZero()) continue;
      const c = await tx.repo.getRecord(tx.catalog.customers, tx.companyId, id);
      if (!c) continue;
      const balances: Record<string, string> = {};
      const kept = c.sys?.balances;
      if (isBody(kept))
        for (const [cur, v] of Object.entries(kept)) if (typeof v === 'string') balances[cur] = v;
      // D4: each in its currency's digits (JPY "12345", USD "12.30").
      for (const [cur, delta] of deltas.amounts)
        balances[cur] = fmtIn(dec(balances[cur] ?? '0').plus(delta), cur);
      const balance = dec(textOf(c.sys?.balance) ?? '0').plus(deltas.base);
      await tx.repo.updateSys(tx.catalog.customers.name, tx.companyId, id, {
        ...c.sys,
        balances,
        balance: fmtIn(balance, baseCurrency),
      });
    }
  }

  // Payments applied to documents ----------------------------------------------------------------

  /**
   * What a document applying to others should apply now: the applications it has, the documents
   * they and its allocations name, and the applications it asks for (one per target).
   */
  private async plannedApplications(tx: Tx, r: Resource, rec: StoredRecord) {
    const spec = r.document?.applies;
    if (!spec) return undefined;
    const target = spec.target();
    const d = dataOf(rec);
    const amount = dec(spec.amount(d));
    // What it asks to apply: `field` names the amount an error is about, `ref` the reference.
    let asked: { target_id: string; amount: Decimal | 'open'; field: string; ref: string }[] = [];
    if (spec.applies(d)) {
      const allocations = allocationsOf(d);
      if (allocations.length > 0) {
        asked = allocations.map((a, i) => ({
          target_id: String(a[spec.ref]),
          amount: dec(textOf(a.amount)),
          field: `allocations.${i}.amount`,
          ref: `allocations.${i}.${spec.ref}`,
        }));
      } else if (typeof d[spec.ref] === 'string') {
        const whole = spec.header === 'whole' ? amount : 'open';
        asked = [{ target_id: String(d[spec.ref]), amount: whole, field: 'amount', ref: spec.ref }];
      }
    }
    const current = await applicationsFrom(tx.repo, tx.companyId, rec.id);
    const targets = new Map<string, StoredRecord>();
    for (const id of new Set([...current.map((a) => a.target_id), ...asked.map((a) => a.target_id)])) {
      const t = await tx.repo.getRecord(target, tx.companyId, id);
      if (t) targets.set(id, t);
    }
    const fromHere = (id: string) =>
      current.filter((a) => a.target_id === id).reduce((s, a) => s.plus(dec(a.amount)), ZERO);
    // A credit's header applies as much as is open on its target (D16), besides what it applies
    // now: nothing while the target is not posted (a draft has no open balance yet) or is void.
    const desired = asked.flatMap((a) => {
      if (a.amount !== 'open') return [{ ...a, amount: fmt(a.amount) }];
      const t = targets.get(a.target_id);
      const live = t && !isVoid(t.data) && target.document?.posting?.posts(dataOf(t));
      if (!t || !live) return [];
      const open = dec(textOf(t.data.total_amount)).minus(appliedOf(t)).plus(fromHere(a.target_id));
      const applied = Decimal.max(ZERO, Decimal.min(amount, open));
      return applied.isZero() ? [] : [{ ...a, amount: fmt(applied) }];
    });
    // Allocations naming one document twice apply their sum to it (one application per target).
    const merged = new Map<string, (typeof desired)[number]>();
    for (const a of desired) {
      const seen = merged.get(a.target_id);
      merged.set(a.target_id, seen ? { ...seen, amount: fmt(dec(seen.amount).plus(dec(a.amount))) } : a);
    }
    return { spec, target, amount, current, targets, desired: [...merged.values()] };
  }

  private async apply(tx: Tx, r: Resource, rec: StoredRecord): Promise<StoredRecord | undefined> {
    const plan = await this.plannedApplications(tx, r, rec);
    if (!plan) return undefined;
    const { spec, target, amount, current, targets, desired } = plan;
    const settlement = target.document?.settlement;
    const what = target.object.replace(/_/g, ' ');
    const d = dataOf(rec);
    const norm = (xs: { target_id: string; amount: string }[]) =>
      JSON.stringify(
        xs
          .filter((x) => !dec(x.amount).isZero())
          .map((x) => [x.target_id, dec(x.amount).toFixed()])
          .sort(),
      );
    if (norm(current) === norm(desired)) return this.followApplications(tx, r, rec, current);

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
    for (const a of desired) {
      const t = targets.get(a.target_id);
      if (!t) continue;
      if (t.data.status === 'void' || t.data.approval_status === 'void') {
        errors.push({ field: a.ref, code: 'target_void', message: `applies to a void ${what}` });
        continue;
      }
      // Only a posted document has a receivable (payable) to settle: paying a draft would leave
      // its open balance, the customer's balance and the ledger disagreeing once it posts or not.
      if (!target.document?.posting?.posts(dataOf(t))) {
        errors.push({
          field: a.ref,
          code: 'target_not_posted',
          message: `applies to ${what} ${a.target_id} whose approval_status is ${String(t.data.approval_status)}: it must be approved (posted) first`,
        });
        continue;
      }
      if (t.data.currency !== d.currency) {
        errors.push({
          field: a.ref,
          code: 'currency_mismatch',
          message: `applies ${String(d.currency)} to a ${what} in ${String(t.data.currency)}`,
        });
        continue;
      }
      const mine = textOf(d[spec.party]);
      const theirs = textOf(t.data[spec.party]);
      if (mine && theirs && mine !== theirs) {
        errors.push({
          field: a.ref,
          code: `${spec.party.replace(/_id$/, '')}_mismatch`,
          message: `applies to a ${what} of another ${spec.party.replace(/_id$/, '')} (${theirs}, not ${mine})`,
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
          message: `exceeds the open balance ${fmt(open)} of ${what} ${a.target_id}`,
        });
      }
    }
    if (errors.length) throw validationError(errors);

    await deleteApplicationsFrom(tx.repo, tx.companyId, rec.id);
    const kept = desired.filter((a) => !dec(a.amount).isZero());
    for (const a of kept) {
      const t = targets.get(a.target_id);
      await insertApplication(tx.repo, tx.companyId, {
        source_id: rec.id,
        target_id: a.target_id,
        target_type: target.object,
        amount: a.amount,
        base_amount: fmt(t ? await this.clearedBase(tx, target, t, rec.id, dec(a.amount)) : dec(a.amount)),
      });
    }
    const made = spec.madeOn(d);
    const paidAt = settlement?.paidDate.datetime
      ? made && made.length === 10
        ? `${made}T00:00:00.000Z`
        : (made ?? nowIso())
      : (made?.slice(0, 10) ?? nowIso().slice(0, 10));
    for (const [id, delta] of change) {
      const t = targets.get(id);
      if (!t || delta.isZero()) continue;
      const applied = appliedOf(t).plus(delta);
      await tx.repo.updateSys(target.name, tx.companyId, id, { ...t.sys, applied: fmt(applied) });
      const refreshed: StoredRecord = { ...t, sys: { ...t.sys, applied: fmt(applied) } };
      await this.followPayments(tx, target, refreshed, applied, paidAt);
    }
    return this.followApplications(tx, r, rec, kept);
  }

  /**
   * What a document applying to others keeps about itself: how much it has applied (its
   * `unapplied_amount` is the rest), and a credit's status following its applications (D16).
   */
  private async followApplications(
    tx: Tx,
    r: Resource,
    rec: StoredRecord,
    applications: readonly { amount: string }[],
  ): Promise<StoredRecord | undefined> {
    const spec = r.document?.applies;
    if (!spec) return undefined;
    const allocated = applications.reduce((s, a) => s.plus(dec(a.amount)), ZERO);
    let latest: StoredRecord | undefined;
    if (!dec(textOf(rec.sys?.allocated) ?? '0').equals(allocated)) {
      const sys = { ...rec.sys, allocated: fmt(allocated) };
      await tx.repo.updateSys(r.name, tx.companyId, rec.id, sys);
      latest = { ...rec, sys };
    }
    const own = spec.ownStatus;
    const d = dataOf(latest ?? rec);
    if (own && spec.applies(d)) {
      const amount = dec(spec.amount(d));
      const next = allocated.isZero()
        ? own.none
        : allocated.greaterThanOrEqualTo(amount)
          ? own.full
          : own.partial;
      if (d.status !== next) latest = await tx.change(r, latest ?? rec, { ...d, status: next }, system());
    }
    return latest;
  }

  /** A document's status follows what is applied to it: paid, partially paid, or open again. */
  private async followPayments(tx: Tx, target: Resource, t: StoredRecord, applied: Decimal, paidAt: string) {
    const settlement = target.document?.settlement;
    if (!settlement) return undefined;
    const { field: dateField } = settlement.paidDate;
    const { none, partial, full } = settlement.statuses;
    const total = dec(textOf(t.data.total_amount));
    const status = String(t.data.status);
    let next = status;
    if (applied.isZero()) next = status === full || status === partial ? none : status;
    else if (applied.greaterThanOrEqualTo(total)) next = full;
    else next = partial;
    if (next === status) return undefined;
    const data: Record<string, unknown> = { ...t.data, status: next };
    if (next === full && data[dateField] == null) data[dateField] = paidAt;
    if (next !== full) data[dateField] = null;
    return tx.change(target, t, data, system());
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
function checkApplicationAmounts(amount: string | null, allocations: unknown): void {
  const errors: FieldError[] = [];
  if (amount !== null && !dec(amount).gt(0))
    errors.push({ field: 'amount', code: 'not_positive', message: 'must be greater than 0' });
  const list = Array.isArray(allocations) ? allocations : [];
  list.forEach((a: Body, i) => {
    if (!dec(textOf(a.amount)).gt(0))
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
