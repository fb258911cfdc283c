/**
 * JSON columns in both dialects. SQLite keeps JSON as text; PostgreSQL as jsonb, bound as text and
 * cast (`::text::jsonb`): a string bound straight to a jsonb parameter would be stored as a jsonb
 * string, not as the object it spells. Read back, SQLite gives the text and postgres.js the parsed
 * value.
 */
import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from './types.ts';

/** A value for a JSON column, in a query Kysely builds. */
export function toJson(dialect: DialectName, value: unknown): string | RawBuilder<unknown> {
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

/** A JSON column's value as read: parsed when the driver gives it as text. */
export function fromJson<T>(value: unknown): T {
  return typeof value === 'string' ? JSON.parse(value) : (value as T);
}
