/**
 * `POST /v1/bank_lines/import` (D20): a bank's file read (statement-files.ts) and its lines
 * stored as bank lines of one asset or liability account, all or nothing, in one transaction.
 *
 * - Duplicates are skipped quietly and counted: a line with a `fitid` is one when the account has
 *   a line with that fitid (or the file had it before); a line without one when the account
 *   already has at least n lines with its (`posted_date`, `amount`, `description`), n being its
 *   occurrence of that triple in the file.
 * - Two imports of one file at once store it once: the account's record is read first in the
 *   write, which on PostgreSQL locks its row (`FOR UPDATE`) until commit, so the second import
 *   reads the stored lines only once the first has committed (READ COMMITTED sees them); SQLite
 *   runs one write at a time.
 * - A file stating balances also makes a bank statement (the same one again when an identical
 *   statement of the account is already stored), and its lines name it.
 * - Then `applyBankRules` (auto-match, then the bank rules: rules.ts) runs on the new lines in the
 *   same write.
 */
import { isUuid } from '../../platform/ids.ts';
import { getCompanySettings } from '../../storage/companies.ts';
import type { StoredRecord } from '../../storage/types.ts';
import { minorUnitOf } from '../currencies.ts';
import { type Resource, system, type Tx } from '../documents.ts';
import { AppError, validationError } from '../errors.ts';
import type { KeyedWrite } from '../idempotency.ts';
import { Decimal, fmtIn } from '../money.ts';
import type { Records } from '../records.ts';
import { type Body, textOf } from '../values.ts';
import { requireBankAccount } from './accounts.ts';
import { fileError, RowErrors } from './file-common.ts';
import { applyBankRules, type RulesApplied } from './rules.ts';
import {
  type BodyKind,
  type CsvMapping,
  readStatementFile,
  type StatementFile,
  type StatementLine,
} from './statement-files.ts';

/** The answer of an import (201). */
export interface BankImportAnswer {
  object: 'bank_import';
  imported: number;
  duplicates: number;
  statement_id: string | null;
  line_ids: string[];
  matched: number;
  categorized: number;
  excluded: number;
}

/** What auto-matching and the bank rules did to an import's lines. */
/** What auto-matching and the bank rules did to an import's new lines (rules.ts). */
export type AfterImportCounts = RulesApplied;

/** The `source_system` of what an import stores; a line's `source_id` is its own id. */
export const SOURCE_SYSTEM = 'bank_import';

export class BankImports {
  constructor(
    private readonly records: Records,
    private readonly after: (
      tx: Tx,
      lineIds: readonly string[],
    ) => Promise<AfterImportCounts> = applyBankRules,
  ) {}

  async import(
    companyId: string,
    accountId: string,
    body: Uint8Array,
    kind: BodyKind,
    mapping: CsvMapping,
    key?: KeyedWrite<BankImportAnswer>,
  ): Promise<BankImportAnswer> {
    const lines = this.resource('bank_lines');
    const statements = this.resource('bank_statements');
    // Read before the write begins: a bad file costs no transaction, and the lock is held only
    // while storing.
    const file = readStatementFile(body, kind, mapping);
    return this.records.write(
      companyId,
      async (tx) => {
        const account = await this.bankAccount(tx, accountId);
        const currency =
          textOf(account.data.currency) ?? (await getCompanySettings(tx.repo, companyId))?.base_currency;
        if (!currency) throw new AppError('INTERNAL_ERROR', 'The company has no base currency.');
        const fresh = inCurrency(file, currency);
        const { kept, duplicates } = await this.withoutDuplicates(tx, lines, accountId, fresh);
        const statementId = file.statement ? await this.statement(tx, statements, accountId, fresh) : null;
        // The account was checked above, once: each line is the service's write (no check per line).
        const stored: StoredRecord[] = await this.records.createFresh(
          tx,
          lines,
          kept.map((l) => lineData(l, accountId, statementId)),
          (i) => `file.row.${kept[i]!.row}.`,
          system(),
        );
        const lineIds = stored.map((rec) => rec.id);
        const counts = await this.after(tx, lineIds);
        return {
          object: 'bank_import',
          imported: lineIds.length,
          duplicates,
          statement_id: statementId,
          line_ids: lineIds,
          ...counts,
        };
      },
      key,
    );
  }

  private resource(name: string): Resource {
    const r = this.records.catalog.all.find((x) => x.name === name);
    if (!r) throw new Error(`the catalog serves no ${name}`);
    return r;
  }

  /**
   * The account, read (and on PostgreSQL locked until commit) first: a 422 on account_id unless it
   * is an asset or liability account of the company.
   */
  private async bankAccount(tx: Tx, accountId: string): Promise<StoredRecord> {
    const account = isUuid(accountId) ? await tx.get(tx.catalog.accounts, accountId) : undefined;
    if (!account)
      throw validationError(
        [
          {
            field: 'account_id',
            code: 'invalid_reference',
            message: 'must be the id of an existing account of this company',
          },
        ],
        'INVALID_REFERENCE',
      );
    await requireBankAccount(tx, accountId, 'account_id');
    return account;
  }

  /** The file's lines less those the account already has (and repeats within the file). */
  private async withoutDuplicates(
    tx: Tx,
    lines: Resource,
    accountId: string,
    file: StatementFile,
  ): Promise<{ kept: StatementLine[]; duplicates: number }> {
    if (file.lines.length === 0) return { kept: [], duplicates: 0 };
    let from = file.lines[0]!.posted_date;
    let to = from;
    for (const l of file.lines) {
      if (l.posted_date < from) from = l.posted_date;
      if (l.posted_date > to) to = l.posted_date;
    }
    const fitids = new Set<string>();
    const stored = new Map<string, number>();
    // The account's lines with one of the file's fitids, and its lines over the file's dates
    // (those a line without a fitid may repeat).
    const wanted = [...new Set(file.lines.flatMap((l) => (l.fitid === undefined ? [] : [l.fitid])))];
    const account = { column: 'account_id', value: accountId };
    const byFitid = wanted.length
      ? await tx.repo.recordsWhere(lines, tx.companyId, account, { column: 'fitid', in: wanted })
      : [];
    const byDate = file.lines.some((l) => l.fitid === undefined)
      ? await tx.repo.recordsWhere(lines, tx.companyId, account, { column: 'posted_date', from, to })
      : [];
    for (const rec of byFitid) {
      const fitid = textOf(rec.data.fitid);
      if (fitid !== null) fitids.add(fitid);
    }
    for (const rec of byDate) {
      const k = tripleOf(rec.data);
      if (k !== undefined) stored.set(k, (stored.get(k) ?? 0) + 1);
    }
    const seen = new Map<string, number>();
    const kept: StatementLine[] = [];
    let duplicates = 0;
    for (const l of file.lines) {
      if (l.fitid !== undefined) {
        if (fitids.has(l.fitid)) duplicates += 1;
        else {
          fitids.add(l.fitid);
          kept.push(l);
        }
        continue;
      }
      const k = tripleOf({
        posted_date: l.posted_date,
        amount: l.amount,
        description: l.description ?? null,
      })!;
      const n = (seen.get(k) ?? 0) + 1;
      seen.set(k, n);
      if (n <= (stored.get(k) ?? 0)) duplicates += 1;
      else kept.push(l);
    }
    return { kept, duplicates };
  }

  /**
   * The file's statement, stored under the identity (`bank_import`, its period, the account): the
   * same file imported again finds it again (and a corrected one of the same period updates its
   * balances) rather than making another.
   */
  private async statement(
    tx: Tx,
    statements: Resource,
    accountId: string,
    file: StatementFile,
  ): Promise<string> {
    const s = file.statement!;
    const rec = await tx.upsert(statements, {
      source_system: SOURCE_SYSTEM,
      source_id: `${s.start_date}..${s.end_date}`,
      connection_id: accountId,
      account_id: accountId,
      start_date: s.start_date,
      end_date: s.end_date,
      starting_balance: s.starting_balance,
      ending_balance: s.ending_balance,
    });
    return rec.id;
  }
}

/**
 * The file in the account's currency: refused when it states another, and each amount written
 * with the currency's minor-unit digits (`2500` → `2500.00`); an amount with more decimals than
 * the currency has (trailing zeros aside) is a 422 naming its row.
 */
function inCurrency(file: StatementFile, currency: string): StatementFile {
  if (file.currency && file.currency !== currency)
    throw fileError('invalid_currency', `is a statement in ${file.currency}; the account is in ${currency}`);
  const digits = minorUnitOf(currency);
  const errors = new RowErrors();
  const money = (amount: string, row: number): string => {
    // Trailing zeros are no decimals: 12.500 is 12.50 in USD.
    if (digits !== undefined && new Decimal(amount).decimalPlaces() > digits) {
      errors.add(row, 'amount', 'too_many_decimals', `must have at most ${digits} decimals in ${currency}`);
      return amount;
    }
    return fmtIn(new Decimal(amount), currency);
  };
  const lines = file.lines.map((l) => ({ ...l, amount: money(l.amount, l.row) }));
  errors.throwIfAny();
  const s = file.statement;
  return {
    ...file,
    lines,
    statement: s && {
      ...s,
      starting_balance: fmtIn(new Decimal(s.starting_balance), currency),
      ending_balance: fmtIn(new Decimal(s.ending_balance), currency),
    },
  };
}

/** (posted_date, amount, description) as one key; amounts compared by value (`4.5` = `4.50`). */
function tripleOf(data: Body): string | undefined {
  const date = textOf(data.posted_date);
  const amount = textOf(data.amount);
  if (date === null || amount === null) return undefined;
  return `${date}|${new Decimal(amount).toFixed()}|${textOf(data.description) ?? ''}`;
}

function lineData(l: StatementLine, accountId: string, statementId: string | null): Body {
  const data: Body = {
    source_system: SOURCE_SYSTEM,
    account_id: accountId,
    posted_date: l.posted_date,
    amount: l.amount,
  };
  for (const f of ['description', 'payee', 'reference', 'check_number', 'fitid'] as const)
    if (l[f] !== undefined) data[f] = l[f];
  if (statementId) data.statement_id = statementId;
  return data;
}
