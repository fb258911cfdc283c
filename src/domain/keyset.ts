/**
 * Keyset cursors of the lists that are not records' (`/v1/events`, `/v1/ledger_entries`): the same
 * format as a record list's `cursor` (records.ts), base64url of `[sort, page, value, id]`, where
 * `(value, id)` is the last row's sort key. The next page is the index range after it, so any depth
 * costs what page 1 costs. Both lists sort by a text column (a timestamp, a date) then the id.
 */

import { PAGE_MAX } from '../kernel/define.ts';
import { isUuid } from '../platform/ids.ts';
import { type AppError, validationError } from './errors.ts';

/** What a cursor holds: the sort it was issued for, the page it leads to, the last row's key. */
export interface Cursor<V = unknown> {
  /** The sort the cursor was issued for (a cursor is bound to it). */
  sort: string;
  /** The page the cursor leads to, shown in `pagination.page`. */
  page: number;
  /** The last row's sort value and id. */
  value: V;
  id: string;
}

/** A keyset of these lists: the sort value is a string (a timestamp, a date). */
export type Keyset = Cursor<string>;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.page, c.value, c.id])).toString('base64url');
}

export const encodeKeyset: (k: Keyset) => string = encodeCursor;

const invalid = (message: string): AppError =>
  validationError([{ field: 'cursor', code: 'invalid_cursor', message }]);

/**
 * The cursor `text`, checked: one this service issued, for this `sort`, whose value `fits` (a
 * sort value is bound as a query parameter: only what the service writes into cursors).
 */
export function decodeCursor<V>(text: string, sort: string, fits: (value: unknown) => value is V): Cursor<V> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid('is not a cursor this service issued');
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalid('is not a cursor this service issued');
  const [issuedFor, page, value, id]: unknown[] = parsed;
  if (
    typeof issuedFor !== 'string' ||
    typeof page !== 'number' ||
    !Number.isInteger(page) ||
    page < 1 ||
    page > PAGE_MAX ||
    !fits(value) ||
    typeof id !== 'string' ||
    !isUuid(id)
  ) {
    throw invalid('is not a cursor this service issued');
  }
  if (issuedFor !== sort) throw invalid(`was issued for sort=${issuedFor}; send the same sort with it`);
  return { sort, page, value, id };
}

/**
 * A keyset cursor of these lists. Its value must be what the list's sort column holds (a string
 * here): a tampered value of another type would reach the database, where PostgreSQL refuses to
 * compare it (a 500); it is a 422 on `cursor` instead.
 */
export function decodeKeyset(text: string, sort: string): Keyset {
  return decodeCursor(text, sort, (v): v is string => typeof v === 'string' && v.length <= 64);
}

/**
 * Whether a record list's cursor value fits the sort column it is compared with, as storage keeps
 * it (storage/schema.ts `columnType`): on PostgreSQL a decimal is `numeric`, an integer `bigint`, a
 * boolean `boolean`, a reference `uuid`; on SQLite decimals are text sort keys, integers and
 * booleans integers. Everything else is text on both. `null` fits any (the rows without a value).
 */
export function cursorValueFits(dialect: 'sqlite' | 'postgres', kind: string, value: unknown): boolean {
  if (value === null) return true;
  const pg = dialect === 'postgres';
  switch (kind) {
    case 'decimal':
      // PostgreSQL's numeric text, or SQLite's sort key (storage decimalSortKey: P/N + 30 digits).
      return typeof value === 'string' && (pg ? /^-?\d{1,30}(\.\d{1,30})?$/ : /^[PN]\d{30}$/).test(value);
    case 'integer':
      if (pg) {
        const text = typeof value === 'number' ? String(value) : value;
        return (
          typeof text === 'string' &&
          /^-?\d{1,19}$/.test(text) &&
          BigInt.asIntN(64, BigInt(text)) === BigInt(text)
        );
      }
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'boolean':
      return pg ? typeof value === 'boolean' : value === 0 || value === 1;
    case 'ref':
      return typeof value === 'string' && (!pg || isUuid(value));
    default:
      return typeof value === 'string';
  }
}

/**
 * A report's cursor (D11: the general ledger and the agings page by cursor): base64url of
 * `[report, page, ...key]`, where `key` is what the report needs to continue (the query it was
 * issued for and the last row's sort key; for the general ledger also the account's balance after
 * it, so the next page opens exactly where this one closed). Its parts are checked by the report
 * (`fits`) before any reaches the database: a cursor of another report or one this service did
 * not issue is a 422 on `cursor`.
 */
export function encodeReportCursor(report: string, page: number, key: unknown[]): string {
  return Buffer.from(JSON.stringify([report, page, ...key])).toString('base64url');
}

export function decodeReportCursor<K extends unknown[]>(
  text: string,
  report: string,
  fits: (key: unknown[]) => key is K,
): { page: number; key: K } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid('is not a cursor this service issued');
  }
  if (!Array.isArray(parsed) || parsed.length < 2) throw invalid('is not a cursor this service issued');
  const [issuedFor, page, ...key]: unknown[] = parsed;
  if (typeof issuedFor !== 'string') throw invalid('is not a cursor this service issued');
  if (issuedFor !== report) throw invalid(`was issued for another report (${issuedFor.slice(0, 40)})`);
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 2 || page > PAGE_MAX || !fits(key))
    throw invalid('is not a cursor this service issued');
  return { page, key };
}
