/**
 * Runs once per `vitest run`, in the main process. On PostgreSQL every test database is a schema
 * named after this run's prefix (harness.ts); they are all dropped here once every file is done,
 * never while files run side by side (a schema dropped while another file migrates fails that
 * migration's catalog listing with 3F000).
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Prefix of the PostgreSQL schemas of this run. */
    pgSchemaPrefix: string;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const prefix = `t${randomBytes(4).toString('hex')}`;
  project.provide('pgSchemaPrefix', prefix);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const sql = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      const schemas = await sql<{ name: string }[]>`
        select nspname as name from pg_namespace where nspname like ${`${prefix}\\_%`}`;
      for (const { name } of schemas) await sql.unsafe(`drop schema if exists "${name}" cascade`);
    } finally {
      await sql.end();
    }
  };
}
