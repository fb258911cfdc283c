/**
 * The dashboard (issue 6): users with a role in a company, their sign-in sessions, and the
 * failed sign-in counters that slow down password guessing across every instance.
 */
import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './types.ts';

export const dashboard: MigrationFactory = (t) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('users')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('users_pk', ['company_id', 'id'])
      .execute();
    // Sign-in knows only the email, not the company: emails are unique across the service, and
    // this index is the one key not led by company_id (like api_tokens_hash; in a sharded
    // deployment the users table is a small reference table, see docs/scaling.md).
    await db.schema.createIndex('users_email').unique().on('users').column('email').execute();

    // A session is found by the hash of its cookie before the company is known, as a token is.
    await db.schema
      .createTable('sessions')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('user_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('sessions_pk', ['company_id', 'id'])
      .execute();
    await db.schema.createIndex('sessions_token_hash').unique().on('sessions').column('token_hash').execute();
    await db.schema.createIndex('sessions_user').on('sessions').columns(['company_id', 'user_id']).execute();

    // Failed sign-ins per account (the email typed, whether or not it exists) and per client
    // address. These rows belong to no company on purpose: keying them by a user would tell an
    // attacker which emails exist.
    await db.schema
      .createTable('sign_in_attempts')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_failure_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .addPrimaryKeyConstraint('sign_in_attempts_pk', ['kind', 'key'])
      .execute();
  },
});
