import type { Kysely, Migration } from 'kysely';
import type { Database, DialectName } from '../types.ts';

export type AnyDb = Kysely<Database>;

/** Column types that differ between the dialects. */
export function types(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    uuid: pg ? 'uuid' : 'text',
    json: pg ? 'jsonb' : 'text',
    bigint: pg ? 'bigint' : 'integer',
    boolean: pg ? 'boolean' : 'integer',
  } as const;
}

export type ColumnTypes = ReturnType<typeof types>;

/** One migration file: given the dialect's column types, a Kysely migration. */
export type MigrationFactory = (t: ColumnTypes, dialect: DialectName) => Migration;
