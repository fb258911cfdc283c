/**
 * JSON columns in both dialects. SQLite keeps JSON as text; PostgreSQL as jsonb, bound as text and
 * cast (`::text::jsonb`): a string bound straight to a jsonb parameter would be stored as a jsonb
 * string, not as the object it spells. Read back, SQLite gives the text and postgres.js the parsed
 * value.
 */
import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from './types.ts';

/** A JSON column's value as Kysely is given it: text, or text cast to jsonb. */
export type JsonParam = string | RawBuilder<unknown>;

/** A value for a JSON column, in a query Kysely builds. */
export function toJson(dialect: DialectName, value: unknown): JsonParam {
  return jsonText(dialect, JSON.stringify(value));
}

/** The same from the value's JSON text (bound as that text: the query's parameter is `text`). */
export function jsonText(dialect: DialectName, text: string): JsonParam {
  return dialect === 'postgres' ? sql`${text}::text::jsonb` : text;
}

/**
 * The placeholder of a JSON column's value in SQL text written by hand, the value being bound as
 * `JSON.stringify(value)`.
 */
export function jsonPlaceholder(dialect: DialectName): string {
  return dialect === 'postgres' ? '?::text::jsonb' : '?';
}

/** A JSON column's value as read, parsed when the driver gives it as text; rows.ts checks its shape. */
export function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * A JSON column's value as read, taken to be the T the code wrote there (unchecked: prefer the
 * checked readers of rows.ts where the shape is known to storage).
 */
export function fromJson<T>(value: unknown): T {
  return typeof value === 'string' ? JSON.parse(value) : (value as T);
}
