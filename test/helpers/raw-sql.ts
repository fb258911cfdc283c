/**
 * Raw SQL against a harness database, from outside the service: for what the API and the domain
 * deliberately do not offer (backdating a token's expiry, reading the stored token row).
 * Placeholders are `?` on both databases.
 */
import BetterSqlite3 from 'better-sqlite3';
import postgres from 'postgres';
import { parseDatabaseUrl } from '../../src/config.ts';

export type Row = Record<string, unknown>;

export async function rawSql(url: string, text: string, params: readonly unknown[] = []): Promise<Row[]> {
  const target = parseDatabaseUrl(url);
  if (target.kind === 'sqlite') {
    const db = new BetterSqlite3(target.path);
    try {
      db.pragma('busy_timeout = 5000');
      const stmt = db.prepare(text);
      if (stmt.reader) return stmt.all(...params) as Row[];
      stmt.run(...params);
      return [];
    } finally {
      db.close();
    }
  }
  const u = new URL(target.url);
  const schema = u.searchParams.get('schema');
  u.searchParams.delete('schema');
  const sql = postgres(u.toString(), {
    max: 1,
    onnotice: () => undefined,
    ...(schema ? { connection: { search_path: schema } } : {}),
  });
  try {
    let n = 0;
    const pgText = text.replace(/\?/g, () => `$${++n}`);
    const rows = await sql.unsafe(pgText, params as postgres.ParameterOrJSON<never>[]);
    return [...rows] as Row[];
  } finally {
    await sql.end();
  }
}
