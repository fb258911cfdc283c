/**
 * Bank reconciliations (D20): one statement of one bank or card account proved against the books.
 * A reconciliation starts from the ending balance of the account's last completed one (0.00 for
 * the first), ticks the journal lines the statement shows (on creation every cleared line dated
 * by its statement date and not yet reconciled; then by hand, PATCH), and completes only when the
 * ticked lines bring it to the statement's ending balance: they are then reconciled
 * (`ledger_entries.reconciliation_id`), and nothing may reverse them (ledger/reconciled.ts) until
 * it is undone. Balances are in the account's normal sign, as its statement shows them: debit −
 * credit for an asset, credit − debit for a liability (a card's balance owed is positive); in the
 * base currency (each line at its base value), or in the account's own `currency` when it has a
 * foreign one (its lines in that currency, at their amounts).
 *
 * Concurrency: every write locks the account's record first (FOR UPDATE on PostgreSQL; SQLite has
 * one writer), so the writes of one account's reconciliations are ordered; the partial unique
 * index of migration 0017 keeps one in progress per account whatever happens. Completing locks the
 * ticked lines before it reads them again, and a change that would reverse one locks it too
 * (ledger/reconciled.ts): of a completion and a void at once, one wins.
 */
import { isUuid, newId, nowIso } from '../platform/ids.ts';
import { getCompanySettings } from '../storage/companies.ts';
import {
  type AccountLine,
  documentNumbers,
  getReconciliation,
  insertReconciliation,
  linesById,
  listReconciliations,
  lockTicked,
  type ReconciliationRow,
  type ReconciliationStatus,
  reconciliationsOf,
  settle,
  tick,
  ticksOf,
  ticksOfAccount,
  unsettledLines,
  untickFor,
  updateReconciliation,
} from '../storage/reconciliations.ts';
import type { Repository } from '../storage/repository.ts';
import type { Store } from '../storage/store.ts';
import { BANK_ACCOUNT_TYPES } from './bank/accounts.ts';
import { minorUnitOf } from './currencies.ts';
import type { Catalog } from './documents.ts';
import { AppError, type FieldError, notFound, validationError } from './errors.ts';
import { type KeyedWrite, writeWith } from './idempotency.ts';
import { decodeKeyset, encodeKeyset } from './keyset.ts';
import { netAsOf, type ReportScope, sidesOf, today, type View, viewOf } from './ledger/report-basics.ts';
import { type Decimal, dec, fmtIn, ZERO } from './money.ts';
import { textOf } from './values.ts';

/** The events reconciliations write (D12, D20). */
export const RECONCILIATION_EVENTS = [
  'reconciliation.created',
  'reconciliation.updated',
  'reconciliation.completed',
  'reconciliation.undone',
] as const;

export interface ReconciliationData {
  id: string;
  account_id: string;
  statement_date: string;
  ending_balance: string;
  beginning_balance: string;
  cleared_entry_ids: string[];
  cleared_balance: string;
  difference: string;
  status: ReconciliationStatus;
  currency: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  undone_at: string | null;
  version: number;
}

export interface ReconciliationEnvelope {
  id: string;
  object: 'reconciliation';
  data: ReconciliationData;
}

export interface ReconciliationResult {
  record: ReconciliationEnvelope;
  version: number;
}

export interface ReconciliationCreate {
  account_id: string;
  statement_date: string;
  ending_balance: string;
}

export interface ReconciliationPatch {
  statement_date?: string;
  ending_balance?: string;
  add_entry_ids?: string[];
  remove_entry_ids?: string[];
}

export interface ReconciliationListQuery {
  account_id?: string;
  status?: ReconciliationStatus;
  limit?: number;
  page?: number;
  cursor?: string;
}

export interface ReconciliationReportQuery {
  reconciliation_id?: string;
  account_id?: string;
  as_of?: string;
  /** Items listed per list, earliest first (D11: a bounded answer); the totals count them all. */
  limit?: number;
}

export const REPORT_ITEMS_DEFAULT = 1000;
export const REPORT_ITEMS_MAX = 5000;

/** An outstanding line of the reconciliation report. */
export interface OutstandingItem {
  entry_id: string;
  effective_date: string;
  /** Positive: what the deposit brought in, or what the payment took out. */
  amount: string;
  document_type: string;
  document_id: string;
  document_number: string | null;
  memo: string | null;
}

/** One side of what is outstanding: its total and count, and its first items by date. */
export interface Outstanding {
  total: string;
  count: number;
  items: OutstandingItem[];
}

export interface ReconciliationReport {
  object: 'report';
  type: 'reconciliation';
  account_id: string;
  as_of: string;
  reconciliation_id: string | null;
  currency: string;
  data: {
    ending_balance: string;
    outstanding_deposits: Outstanding;
    outstanding_payments: Outstanding;
    book_balance: string;
    ledger_balance: string;
    difference: string;
  };
}

/** The account a reconciliation is of, as reconciling reads it. */
interface BankAccount {
  id: string;
  /** Liabilities count credit − debit (a card's balance owed is positive). */
  liability: boolean;
  view: View;
}

export class Reconciliations {
  constructor(
    private readonly store: Store,
    private readonly catalog: Catalog,
  ) {}

  async create(
    companyId: string,
    body: ReconciliationCreate,
    key?: KeyedWrite<ReconciliationResult>,
  ): Promise<ReconciliationResult> {
    return writeWith(this.store, key, async (repo) => {
      const account = await this.account(repo, companyId, body.account_id, 'account_id');
      checkDigits(body.ending_balance, account.view.currency);
      const [last] = await reconciliationsOf(repo, companyId, account.id, 'completed');
      if (last && body.statement_date <= last.statement_date)
        throw statementDateError(body.statement_date, last);
      const [open] = await reconciliationsOf(repo, companyId, account.id, 'in_progress');
      if (open) throw inProgressError(open);
      const now = nowIso();
      const row: ReconciliationRow = {
        id: newId(),
        account_id: account.id,
        statement_date: body.statement_date,
        ending_balance: body.ending_balance,
        beginning_balance: fmtIn(dec(last?.ending_balance ?? '0'), account.view.currency),
        status: 'in_progress',
        cleared_entry_ids: null,
        version: 1,
        created_at: now,
        updated_at: now,
        completed_at: null,
        undone_at: null,
      };
      // The partial unique index: another creation for the account committed since the read above.
      if (!(await insertReconciliation(repo, companyId, row))) {
        const [other] = await reconciliationsOf(repo, companyId, account.id, 'in_progress');
        throw inProgressError(other ?? row);
      }
      // What it starts with: the lines the bank has — matched to a bank line, or given back by an
      // undone reconciliation — dated by the statement and not yet reconciled.
      const held = await ticksOfAccount(repo, companyId, account.id);
      const lines = await unsettledLines(repo, companyId, account.id, row.statement_date, 'all');
      const start = lines.filter((l) => l.bank_line_id !== null || held.has(l.id)).map((l) => l.id);
      await tick(repo, companyId, row.id, account.id, start);
      return this.answer(repo, companyId, row, account, 'reconciliation.created');
    });
  }

  async get(companyId: string, id: string): Promise<ReconciliationResult> {
    return this.store.read(async (repo) => {
      const row = isUuid(id) ? await getReconciliation(repo, companyId, id) : undefined;
      if (!row) throw notFound('reconciliation', id);
      const account = await this.account(repo, companyId, row.account_id, 'account_id');
      return { record: await this.present(repo, companyId, row, account), version: row.version };
    });
  }

  async list(companyId: string, q: ReconciliationListQuery) {
    const limit = q.limit ?? 50;
    const cursor = q.cursor === undefined ? undefined : decodeKeyset(q.cursor, 'created_at');
    const page = cursor?.page ?? q.page ?? 1;
    return this.store.read(async (repo) => {
      const result = await listReconciliations(repo, companyId, {
        account_id: q.account_id,
        status: q.status,
        limit,
        offset: (page - 1) * limit,
        after: cursor && { createdAt: cursor.value, id: cursor.id },
      });
      const data: ReconciliationEnvelope[] = [];
      const accounts = new Map<string, BankAccount>();
      for (const row of result.rows) {
        let account = accounts.get(row.account_id);
        if (!account) {
          account = await this.account(repo, companyId, row.account_id, 'account_id');
          accounts.set(row.account_id, account);
        }
        data.push(await this.present(repo, companyId, row, account));
      }
      const last = result.rows.at(-1);
      const next_cursor =
        result.hasMore && last
          ? encodeKeyset({ sort: 'created_at', page: page + 1, value: last.created_at, id: last.id })
          : null;
      return {
        object: 'list' as const,
        data,
        pagination: { has_more: result.hasMore, limit, page, total_count: result.total, next_cursor },
      };
    });
  }

  /**
   * Changes a reconciliation in progress: its statement date or ending balance, and the lines it
   * ticks (`add_entry_ids`, `remove_entry_ids`). Lines ticked and dated after a new statement date
   * are unticked. Every bad id is named (`add_entry_ids.2`), and nothing changes.
   */
  async update(
    companyId: string,
    id: string,
    patch: ReconciliationPatch,
    ifMatch: number | undefined,
    key?: KeyedWrite<ReconciliationResult>,
  ): Promise<ReconciliationResult> {
    return writeWith(this.store, key, async (repo) => {
      const { row, account } = await this.locked(repo, companyId, id, ifMatch);
      if (row.status !== 'in_progress') throw notInProgress(row, 'changed');
      const next = { ...row };
      const errors: FieldError[] = [];
      if (patch.ending_balance !== undefined) {
        checkDigits(patch.ending_balance, account.view.currency);
        next.ending_balance = patch.ending_balance;
      }
      if (patch.statement_date !== undefined) {
        const [last] = await reconciliationsOf(repo, companyId, account.id, 'completed');
        if (last && patch.statement_date <= last.statement_date)
          throw statementDateError(patch.statement_date, last);
        next.statement_date = patch.statement_date;
      }
      const ticked = new Set(await ticksOf(repo, companyId, row.id));
      const adds = patch.add_entry_ids ?? [];
      const removes = patch.remove_entry_ids ?? [];
      const found = new Map(
        (await linesById(repo, companyId, account.id, adds)).map((l): [string, AccountLine] => [l.id, l]),
      );
      const removing = new Set(removes);
      adds.forEach((entryId, i) => {
        const field = `add_entry_ids.${i}`;
        const line = found.get(entryId);
        if (!line)
          errors.push({
            field,
            code: 'not_found',
            message: `names no journal line of account ${account.id} in this company`,
          });
        else if (line.reconciliation_id !== null)
          errors.push({
            field,
            code: 'reconciled',
            message: `is already reconciled (reconciliation ${line.reconciliation_id})`,
          });
        else if (line.effective_date > next.statement_date)
          errors.push({
            field,
            code: 'after_statement_date',
            message: `is dated ${line.effective_date}, after the statement date ${next.statement_date}`,
          });
        else if (removing.has(entryId))
          errors.push({ field, code: 'conflict', message: 'is also in remove_entry_ids' });
      });
      removes.forEach((entryId, i) => {
        if (!ticked.has(entryId))
          errors.push({
            field: `remove_entry_ids.${i}`,
            code: 'not_ticked',
            message: 'names no line this reconciliation has ticked',
          });
      });
      if (errors.length) throw validationError(errors);
      // A new statement date leaves out the lines dated after it.
      const stillTicked = [...ticked].filter((t) => !removing.has(t));
      const late =
        next.statement_date < row.statement_date
          ? (await linesById(repo, companyId, account.id, stillTicked))
              .filter((l) => l.effective_date > next.statement_date)
              .map((l) => l.id)
          : [];
      const dropped = [...removes, ...late];
      const added = adds.filter((a) => !ticked.has(a));
      if (
        dropped.length === 0 &&
        added.length === 0 &&
        next.ending_balance === row.ending_balance &&
        next.statement_date === row.statement_date
      )
        return { record: await this.present(repo, companyId, row, account), version: row.version };
      await untickFor(repo, companyId, row.id, dropped);
      await tick(repo, companyId, row.id, account.id, added);
      next.version = row.version + 1;
      next.updated_at = nowIso();
      await updateReconciliation(repo, companyId, next);
      return this.answer(repo, companyId, next, account, 'reconciliation.updated');
    });
  }

  /**
   * Completes a reconciliation whose difference is 0.00 (409 OUT_OF_BALANCE otherwise, naming the
   * difference): its ticked lines become reconciled.
   */
  async complete(
    companyId: string,
    id: string,
    ifMatch: number | undefined,
    key?: KeyedWrite<ReconciliationResult>,
  ): Promise<ReconciliationResult> {
    return writeWith(this.store, key, async (repo) => {
      const { row, account } = await this.locked(repo, companyId, id, ifMatch);
      if (row.status !== 'in_progress') throw notInProgress(row, 'completed');
      // Lock the ticked lines, then read them again: a change that reversed one meanwhile has
      // unticked it (ledger/reconciled.ts), and the balance shows it.
      await lockTicked(repo, companyId, row.id);
      const ids = await ticksOf(repo, companyId, row.id);
      const lines = await linesById(repo, companyId, account.id, ids);
      const cleared = clearedBalance(row, lines, account);
      const difference = dec(row.ending_balance).minus(cleared);
      if (!difference.isZero()) {
        const shown = fmtIn(difference, account.view.currency);
        throw new AppError(
          'OUT_OF_BALANCE',
          `The reconciliation is out of balance by ${shown} (difference = ending_balance ${row.ending_balance} − cleared_balance ${fmtIn(cleared, account.view.currency)}): tick or untick lines, or correct the ending balance, until the difference is 0.00.`,
          { errors: [{ field: 'difference', code: 'out_of_balance', message: `is ${shown}` }] },
        );
      }
      await settle(repo, companyId, ids, row.id);
      await untickFor(repo, companyId, row.id);
      const now = nowIso();
      const next: ReconciliationRow = {
        ...row,
        status: 'completed',
        cleared_entry_ids: ids,
        completed_at: now,
        updated_at: now,
        version: row.version + 1,
      };
      await updateReconciliation(repo, companyId, next);
      return this.answer(repo, companyId, next, account, 'reconciliation.completed');
    });
  }

  /**
   * Undoes the account's latest completed reconciliation: its lines are no longer reconciled, and
   * stay cleared (ticked by it) until the account's next reconciliation takes them over.
   */
  async undo(
    companyId: string,
    id: string,
    ifMatch: number | undefined,
    key?: KeyedWrite<ReconciliationResult>,
  ): Promise<ReconciliationResult> {
    return writeWith(this.store, key, async (repo) => {
      const { row, account } = await this.locked(repo, companyId, id, ifMatch);
      if (row.status !== 'completed')
        throw new AppError(
          'INVALID_STATE_TRANSITION',
          `Only a completed reconciliation can be undone; this one is ${row.status}.`,
        );
      const [latest] = await reconciliationsOf(repo, companyId, account.id, 'completed');
      if (latest && latest.id !== row.id)
        throw new AppError(
          'INVALID_STATE_TRANSITION',
          `Only the account's latest completed reconciliation can be undone: undo ${latest.id} (statement date ${latest.statement_date}) first.`,
        );
      const [open] = await reconciliationsOf(repo, companyId, account.id, 'in_progress');
      if (open) throw inProgressError(open, 'undone');
      const ids = row.cleared_entry_ids ?? [];
      await settle(repo, companyId, ids, null);
      await tick(repo, companyId, row.id, account.id, ids);
      const now = nowIso();
      const next: ReconciliationRow = {
        ...row,
        status: 'undone',
        undone_at: now,
        updated_at: now,
        version: row.version + 1,
      };
      await updateReconciliation(repo, companyId, next);
      return this.answer(repo, companyId, next, account, 'reconciliation.undone');
    });
  }

  /**
   * `GET /v1/reports/reconciliation`: the statement's ending balance, the lines outstanding on its
   * date (dated by then and not settled by then: neither reconciled by a reconciliation of a
   * statement on or before it, nor ticked in the reconciliation asked for), and the book balance
   * `ending_balance + outstanding deposits − outstanding payments`, beside the account's balance on
   * the ledger that day. A line and its reversal both outstanding cancel and are not listed.
   */
  async report(companyId: string, q: ReconciliationReportQuery): Promise<ReconciliationReport> {
    return this.store.read(async (repo) => {
      let row: ReconciliationRow | undefined;
      let accountId: string;
      let asOf: string;
      if (q.reconciliation_id !== undefined) {
        if (q.account_id !== undefined || q.as_of !== undefined)
          throw validationError([
            {
              field: 'reconciliation_id',
              code: 'conflict',
              message: 'is given with account_id or as_of: send one or the other',
            },
          ]);
        row = isUuid(q.reconciliation_id)
          ? await getReconciliation(repo, companyId, q.reconciliation_id)
          : undefined;
        if (!row) throw notFound('reconciliation', q.reconciliation_id);
        accountId = row.account_id;
        asOf = row.statement_date;
      } else {
        if (q.account_id === undefined)
          throw validationError([
            { field: 'account_id', code: 'required', message: 'is required without reconciliation_id' },
          ]);
        accountId = q.account_id;
        asOf = q.as_of ?? today();
      }
      const account = await this.account(repo, companyId, accountId, 'account_id');
      const completed = (await reconciliationsOf(repo, companyId, account.id, 'completed')).filter(
        (r) => r.statement_date <= asOf,
      );
      const ending = row ? dec(row.ending_balance) : dec(completed[0]?.ending_balance ?? '0');
      const ticked =
        row?.status === 'in_progress' ? new Set(await ticksOf(repo, companyId, row.id)) : new Set();
      const lines = (
        await unsettledLines(
          repo,
          companyId,
          account.id,
          asOf,
          completed.map((r) => r.id),
        )
      ).filter((l) => !ticked.has(l.id));
      // A line and its reversal, both outstanding, cancel.
      const ids = new Set(lines.map((l) => l.id));
      const cancelled = new Set<string>();
      for (const l of lines)
        if (l.reverses_entry_id !== null && ids.has(l.reverses_entry_id)) {
          cancelled.add(l.id);
          cancelled.add(l.reverses_entry_id);
        }
      const shown = lines.filter((l) => !cancelled.has(l.id));
      const limit = q.limit ?? REPORT_ITEMS_DEFAULT;
      const fmt = (d: Decimal) => fmtIn(d, account.view.currency);
      const deposits: { line: AccountLine; amount: Decimal }[] = [];
      const payments: { line: AccountLine; amount: Decimal }[] = [];
      let depositTotal = ZERO;
      let paymentTotal = ZERO;
      for (const l of shown) {
        const signed = signedOf(l, account);
        if (signed === undefined || signed.isZero()) continue;
        if (signed.isPositive()) {
          deposits.push({ line: l, amount: signed });
          depositTotal = depositTotal.plus(signed);
        } else {
          payments.push({ line: l, amount: signed.negated() });
          paymentTotal = paymentTotal.minus(signed);
        }
      }
      const listed = [...deposits.slice(0, limit), ...payments.slice(0, limit)];
      const numbers = await this.documentNumbers(
        repo,
        companyId,
        listed.map((x) => x.line),
      );
      const side = (xs: typeof deposits, total: Decimal): Outstanding => ({
        total: fmt(total),
        count: xs.length,
        items: xs.slice(0, limit).map(({ line: l, amount }) => ({
          entry_id: l.id,
          effective_date: l.effective_date,
          amount: fmt(amount),
          document_type: l.document_type,
          document_id: l.document_id,
          document_number: numbers.get(l.document_id) ?? null,
          memo: l.memo,
        })),
      });
      const scope: ReportScope = { store: this.store, companyId, catalog: this.catalog };
      const net = (await netAsOf(scope, asOf, account.view)).get(account.id);
      const debitNormal = net ? net.debit.minus(net.credit) : ZERO;
      const ledger = account.liability ? debitNormal.negated() : debitNormal;
      const book = ending.plus(depositTotal).minus(paymentTotal);
      return {
        object: 'report',
        type: 'reconciliation',
        account_id: account.id,
        as_of: asOf,
        reconciliation_id: row?.id ?? completed[0]?.id ?? null,
        currency: account.view.currency,
        data: {
          ending_balance: fmt(ending),
          outstanding_deposits: side(deposits, depositTotal),
          outstanding_payments: side(payments, paymentTotal),
          book_balance: fmt(book),
          ledger_balance: fmt(ledger),
          difference: fmt(book.minus(ledger)),
        },
      };
    });
  }

  // ------------------------------------------------------------------------------------------

  /**
   * The account, locked inside a write (PostgreSQL: the record read FOR UPDATE): an asset or a
   * liability of the company (422 on `field` otherwise).
   */
  private async account(
    repo: Repository,
    companyId: string,
    id: string,
    field: string,
  ): Promise<BankAccount> {
    const rec = isUuid(id) ? await repo.getRecord(this.catalog.accounts, companyId, id) : undefined;
    if (!rec)
      throw validationError(
        [
          {
            field,
            code: 'invalid_reference',
            message: 'must be the id of an existing account of this company',
          },
        ],
        'INVALID_REFERENCE',
      );
    const type = textOf(rec.data.type);
    if (type === null || !BANK_ACCOUNT_TYPES.includes(type))
      throw validationError([
        {
          field,
          code: 'wrong_account_type',
          message: `must be an asset or liability account (a bank, cash or card account); this one is ${type ?? 'of no type'}`,
        },
      ]);
    const company = await getCompanySettings(repo, companyId);
    const currency = textOf(rec.data.currency);
    const base = company?.base_currency ?? 'USD';
    return {
      id: rec.id,
      liability: type === 'liability',
      view: viewOf(company, currency && currency !== base ? currency : undefined),
    };
  }

  /** A reconciliation and its account, both locked, with If-Match checked (412). */
  private async locked(
    repo: Repository,
    companyId: string,
    id: string,
    ifMatch: number | undefined,
  ): Promise<{ row: ReconciliationRow; account: BankAccount }> {
    const first = isUuid(id) ? await getReconciliation(repo, companyId, id) : undefined;
    if (!first) throw notFound('reconciliation', id);
    const account = await this.account(repo, companyId, first.account_id, 'account_id');
    const row = await getReconciliation(repo, companyId, id, true);
    if (!row) throw notFound('reconciliation', id);
    if (ifMatch !== undefined && ifMatch !== row.version)
      throw new AppError(
        'PRECONDITION_FAILED',
        `If-Match does not match: the reconciliation is at version ${row.version}. Get it again and retry.`,
      );
    return { row, account };
  }

  private async answer(
    repo: Repository,
    companyId: string,
    row: ReconciliationRow,
    account: BankAccount,
    event: (typeof RECONCILIATION_EVENTS)[number],
  ): Promise<ReconciliationResult> {
    const record = await this.present(repo, companyId, row, account);
    await repo.insertEvent({
      id: newId(),
      company_id: companyId,
      type: event,
      created_at: row.updated_at,
      data: { object: record },
    });
    return { record, version: row.version };
  }

  private async present(
    repo: Repository,
    companyId: string,
    row: ReconciliationRow,
    account: BankAccount,
  ): Promise<ReconciliationEnvelope> {
    const ids =
      row.status === 'in_progress' ? await ticksOf(repo, companyId, row.id) : (row.cleared_entry_ids ?? []);
    const lines = await linesById(repo, companyId, account.id, ids);
    const cleared = clearedBalance(row, lines, account);
    const fmt = (d: Decimal) => fmtIn(d, account.view.currency);
    return {
      id: row.id,
      object: 'reconciliation',
      data: {
        id: row.id,
        account_id: row.account_id,
        statement_date: row.statement_date,
        ending_balance: fmt(dec(row.ending_balance)),
        beginning_balance: fmt(dec(row.beginning_balance)),
        cleared_entry_ids: [...ids].sort(),
        cleared_balance: fmt(cleared),
        difference: fmt(dec(row.ending_balance).minus(cleared)),
        status: row.status,
        currency: account.view.currency,
        created_at: row.created_at,
        updated_at: row.updated_at,
        completed_at: row.completed_at,
        undone_at: row.undone_at,
        version: row.version,
      },
    };
  }

  /** The document number of each line's document, by document id. */
  private async documentNumbers(
    repo: Repository,
    companyId: string,
    lines: readonly AccountLine[],
  ): Promise<Map<string, string | null>> {
    const byType = new Map<string, Set<string>>();
    for (const l of lines) {
      const set = byType.get(l.document_type) ?? new Set<string>();
      set.add(l.document_id);
      byType.set(l.document_type, set);
    }
    const out = new Map<string, string | null>();
    for (const [type, ids] of byType) {
      const r = this.catalog.all.find((x) => x.object === type);
      // The document's number by its role (`document_number`, a transfer's `transfer_number`, a
      // bill payment's `payment_number`, a journal entry's `entry_number`), as matching names it.
      const field = r?.document?.roles?.number;
      if (!r || field === undefined) continue;
      for (const [id, n] of await documentNumbers(repo, companyId, r.name, field, [...ids])) out.set(id, n);
    }
    return out;
  }
}

/** A line's amount in the account's normal sign; undefined when it is not in the account's currency. */
function signedOf(l: AccountLine, account: BankAccount): Decimal | undefined {
  const sides = sidesOf(account.view, {
    currency: l.currency,
    debit: l.debit_amount,
    credit: l.credit_amount,
    base_debit: l.base_debit_amount ?? l.debit_amount,
    base_credit: l.base_credit_amount ?? l.credit_amount,
  });
  if (!sides) return undefined;
  const debitNormal = sides.debit.minus(sides.credit);
  return account.liability ? debitNormal.negated() : debitNormal;
}

/** beginning_balance + the ticked lines, in the account's normal sign. */
function clearedBalance(
  row: ReconciliationRow,
  lines: readonly AccountLine[],
  account: BankAccount,
): Decimal {
  let total = dec(row.beginning_balance);
  for (const l of lines) total = total.plus(signedOf(l, account) ?? ZERO);
  return total;
}

/** D19: an ending balance has at most its currency's minor-unit digits. */
function checkDigits(value: string, currency: string): void {
  const digits = minorUnitOf(currency) ?? 2;
  if (dec(value).decimalPlaces() > digits)
    throw validationError([
      {
        field: 'ending_balance',
        code: 'too_many_decimals',
        message: `must have at most ${digits} decimal places in ${currency}`,
      },
    ]);
}

function statementDateError(date: string, last: ReconciliationRow): AppError {
  return validationError([
    {
      field: 'statement_date',
      code: 'not_after_last_reconciliation',
      message: `must be after ${last.statement_date}, the statement date of the account's last completed reconciliation (${last.id}); ${date} is not`,
    },
  ]);
}

function inProgressError(open: ReconciliationRow, what = 'started'): AppError {
  return new AppError(
    'RECONCILIATION_IN_PROGRESS',
    `The account has a reconciliation in progress (${open.id}, statement date ${open.statement_date}): complete it first; no other can be ${what} meanwhile.`,
    {
      errors: [
        {
          field: 'account_id',
          code: 'reconciliation_in_progress',
          message: `has reconciliation ${open.id} in progress`,
        },
      ],
    },
  );
}

function notInProgress(row: ReconciliationRow, what: string): AppError {
  return new AppError(
    'INVALID_STATE_TRANSITION',
    `Only a reconciliation in progress can be ${what}; this one is ${row.status}.`,
  );
}
