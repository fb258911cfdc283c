/**
 * Checked readers of row values whose type the query does not give: resource tables (declared at
 * run time), JSON columns and text columns that hold one of a few values. Each checks the value
 * it returns and throws a StorageTypeError naming the column when a row does not hold what the
 * code expects, instead of letting a wrong value travel on under a type it does not have.
 */
import { parseJson } from './json.ts';

export type Row = Readonly<Record<string, unknown>>;

/** A row value that is not of the type its column should hold: a bug or a damaged row. */
export class StorageTypeError extends Error {
  constructor(column: string, expected: string, value: unknown) {
    super(`storage: ${column} should be ${expected}, is ${describe(value)}`);
    this.name = 'StorageTypeError';
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? `the string ${JSON.stringify(value.slice(0, 40))}` : typeof value;
}

/** A text column that is NOT NULL. */
export function str(row: Row, key: string): string {
  const value = row[key];
  if (typeof value !== 'string') throw new StorageTypeError(key, 'text', value);
  return value;
}

/** A text column that may be NULL (absent reads as NULL). */
export function strOrNull(row: Row, key: string): string | null {
  const value = row[key];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new StorageTypeError(key, 'text or null', value);
  return value;
}

/**
 * A number: integers come as numbers from both drivers, but PostgreSQL gives bigint (counts)
 * and numeric as decimal strings.
 */
export function num(row: Row, key: string): number {
  const value = row[key];
  if (typeof value === 'number') return value;
  const n = typeof value === 'string' || typeof value === 'bigint' ? Number(value) : Number.NaN;
  if (Number.isNaN(n)) throw new StorageTypeError(key, 'a number', value);
  return n;
}

/** One of a text column's allowed values. */
export function oneOf<const T extends string>(value: unknown, allowed: readonly T[], column: string): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new StorageTypeError(column, `one of ${allowed.join(', ')}`, value);
  return found;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON column holding an object (text on SQLite, parsed on PostgreSQL). */
export function jsonObject(value: unknown, column: string): Record<string, unknown> {
  const parsed = parseJson(value);
  if (!isObject(parsed)) throw new StorageTypeError(column, 'a JSON object', parsed);
  return parsed;
}

/** A JSON column holding an object of strings. */
export function jsonStringMap(value: unknown, column: string): Record<string, string> {
  const parsed = jsonObject(value, column);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(parsed)) {
    if (typeof v !== 'string') throw new StorageTypeError(`${column}.${k}`, 'text', v);
    out[k] = v;
  }
  return out;
}

/** A JSON column holding an array of strings. */
export function jsonStrings(value: unknown, column: string): string[] {
  const parsed = parseJson(value);
  if (!Array.isArray(parsed) || !parsed.every(isString))
    throw new StorageTypeError(column, 'a JSON array of strings', parsed);
  return parsed;
}
