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
  const text = JSON.stringify(value);
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
