/**
 * PostgreSQL: every change to what makes a token work (revoked, expiry, scopes, hash, company) or
 * its deletion NOTIFYs `finrec_api_tokens` with the token's id, in the changing transaction, so it
 * reaches every listening API instance as that transaction commits, whoever made it (an instance,
 * the CLI, an operator's SQL). Instances cache tokens only while they listen (see
 * ../token-watch.ts). last_used_at is left out: recording use must not empty the caches.
 *
 * SQLite needs nothing: its instances see any commit to the file through `PRAGMA data_version`.
 */
import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './types.ts';

export const tokenNotify: MigrationFactory = (_t, dialect) => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    // The channel is database-wide: installs in other schemas of the same database only see
    // notifications for ids they do not hold.
    await sql`
      create function api_tokens_notify() returns trigger language plpgsql as $$
      begin
        perform pg_notify('finrec_api_tokens', case when tg_level = 'ROW' then old.id::text else '*' end);
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger api_tokens_changed
      after update of revoked_at, expires_at, scopes, token_hash, company_id or delete on api_tokens
      for each row execute function api_tokens_notify()`.execute(db);
    await sql`
      create trigger api_tokens_truncated after truncate on api_tokens
      for each statement execute function api_tokens_notify()`.execute(db);
  },
});
