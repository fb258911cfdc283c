/**
 * The exact count behind GET /v1/events' total_count without a filter: a counter per company,
 * changed by triggers on `events` in the transaction that inserts (or deletes) the event, so
 * every way an event is written is counted, and the count no longer grows with the company's
 * history (it was a COUNT over the index). As with the record counter (0006), the count is spread
 * over slots on PostgreSQL, one per backend process modulo 32, so concurrent writes of one company
 * do not queue on one row; SQLite (one writer) uses slot 0. A count is the sum of the company's
 * slots. Existing events are counted when the migration runs.
 */
import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './types.ts';

const SLOTS = 32;

export const eventCounts: MigrationFactory = (t, dialect) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('event_count_slots')
      .addColumn('company_id', sql.raw(t.uuid), (c) => c.notNull())
      .addColumn('slot', 'integer', (c) => c.notNull())
      .addColumn('count', sql.raw(t.bigint), (c) => c.notNull())
      .addPrimaryKeyConstraint('event_count_slots_pk', ['company_id', 'slot'])
      .execute();
    if (dialect === 'postgres') {
      await sql`
        create function events_count() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then
            insert into event_count_slots (company_id, slot, count)
            values (new.company_id, pg_backend_pid() % ${sql.raw(String(SLOTS))}, 1)
            on conflict (company_id, slot) do update set count = event_count_slots.count + 1;
          else
            insert into event_count_slots (company_id, slot, count)
            values (old.company_id, pg_backend_pid() % ${sql.raw(String(SLOTS))}, -1)
            on conflict (company_id, slot) do update set count = event_count_slots.count - 1;
          end if;
          return null;
        end
        $$`.execute(db);
      await sql`
        create trigger events_counted after insert or delete on events
        for each row execute function events_count()`.execute(db);
    } else {
      await sql`
        create trigger events_counted_insert after insert on events begin
          insert into event_count_slots (company_id, slot, count) values (new.company_id, 0, 1)
          on conflict (company_id, slot) do update set count = count + 1;
        end`.execute(db);
      await sql`
        create trigger events_counted_delete after delete on events begin
          insert into event_count_slots (company_id, slot, count) values (old.company_id, 0, -1)
          on conflict (company_id, slot) do update set count = count - 1;
        end`.execute(db);
    }
    await sql`
      insert into event_count_slots (company_id, slot, count)
      select company_id, 0, count(*) from events group by company_id`.execute(db);
  },
});
