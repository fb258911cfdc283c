/**
 * Keyset cursors of the lists that are not records' (`/v1/events`, `/v1/ledger_entries`): the same
 * format as a record list's `cursor` (records.ts), base64url of `[sort, page, value, id]`, where
 * `(value, id)` is the last row's sort key. The next page is the index range after it, so any depth
 * costs what page 1 costs. Both lists sort by a text column (a timestamp, a date) then the id.
 */
import { isUuid } from '../platform/ids.ts';
import { PAGE_MAX } from '../resources/define.ts';
import { type AppError, validationError } from './errors.ts';

export interface Keyset {
  /** The sort the cursor was issued for (a cursor is bound to it). */
  sort: string;
  /** The page the cursor leads to, shown in `pagination.page`. */
  page: number;
  /** The last row's sort value (a string) and id. */
  value: string;
  id: string;
}

export function encodeKeyset(k: Keyset): string {
  return Buffer.from(JSON.stringify([k.sort, k.page, k.value, k.id])).toString('base64url');
}

const invalid = (message: string): AppError =>
  validationError([{ field: 'cursor', code: 'invalid_cursor', message }]);

/**
 * The cursor `text`, checked: one this service issued, for this `sort`. Its value must be what the
 * list's sort column holds (a string here): a tampered value of another type would reach the
 * database, where PostgreSQL refuses to compare it (a 500); it is a 422 on `cursor` instead.
 */
export function decodeKeyset(text: string, sort: string): Keyset {
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
    typeof value !== 'string' ||
    value.length > 64 ||
    typeof id !== 'string' ||
    !isUuid(id)
  ) {
    throw invalid('is not a cursor this service issued');
  }
  if (issuedFor !== sort) throw invalid(`was issued for sort=${issuedFor}; send the same sort with it`);
  return { sort, page, value, id };
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
