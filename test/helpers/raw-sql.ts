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
    // No synchronous wait for the lock (better-sqlite3 waits 5 s by default): see below.
    const db = new BetterSqlite3(target.path, { timeout: 0 });
    try {
      const stmt = db.prepare(text);
      if (stmt.reader) return stmt.all(...params) as Row[];
      // The server under test runs in this process, and its group commit holds the write lock
      // across its turns (D11): waiting for the lock synchronously (busy_timeout) would hold the
      // thread it needs to commit. A busy write is tried again on a later pass instead.
      for (let tries = 0; ; tries++) {
        try {
          stmt.run(...params);
          return [];
        } catch (error) {
          if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || tries >= 5000) throw error;
          await new Promise((r) => setTimeout(r, 1));
        }
      }
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
