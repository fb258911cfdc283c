/**
 * mergeHeld (src/storage/postgres.ts): how a PostgreSQL write's held statements are sent. Runs of
 * INSERTs into different tables become one `with … select 1` statement with the parameters
 * renumbered in turn; anything else keeps its place. PostgreSQL runs the merged statements in
 * pg-round-trips.test.ts and every API test.
 */
import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { mergeHeld } from '../../src/storage/postgres.ts';
import { GUARDS } from '../../src/storage/repository.ts';

const q = (sql: string, ...parameters: unknown[]) => CompiledQuery.raw(sql, parameters);
const texts = (held: readonly CompiledQuery[]) => held.map((c) => c.sql);

describe('mergeHeld', () => {
  it('merges inserts into different tables, renumbering their parameters in turn', () => {
    const [one, ...rest] = mergeHeld([
      q('insert into "customers" ("id", "name") values ($1, $2)', 'c1', 'Ada'),
      q('insert into "record_count_slots" ("n") values ($1) on conflict ("n") do update set "n" = $2', 1, 1),
      q('insert into events (id, data) values ($1, $2::text::jsonb)', 'e1', '{}'),
    ]);
    expect(rest).toEqual([]);
    expect(one?.sql).toBe(
      'with s0 as (insert into "customers" ("id", "name") values ($1, $2)), ' +
        's1 as (insert into "record_count_slots" ("n") values ($3) on conflict ("n") do update set "n" = $4), ' +
        's2 as (insert into events (id, data) values ($5, $6::text::jsonb)) select 1',
    );
    expect(one?.parameters).toEqual(['c1', 'Ada', 1, 1, 'e1', '{}']);
  });

  it('leaves $n inside quoted literals and names alone', () => {
    const [one] = mergeHeld([
      q('insert into "a" ("x") values ($1)', 1),
      q(`insert into "b" ("$2", "y") values ('costs $1, it''s $2', $1)`, 2),
    ]);
    expect(one?.sql).toBe(
      `with s0 as (insert into "a" ("x") values ($1)), s1 as (insert into "b" ("$2", "y") values ('costs $1, it''s $2', $2)) select 1`,
    );
  });

  it('keeps an update in its place, merging the runs on either side of it', () => {
    const held = [
      q('insert into "a" ("x") values ($1)', 1),
      q('insert into "b" ("x") values ($1)', 2),
      q('update "a" set "x" = $1 where "x" = $2', 3, 1),
      q('insert into "c" ("x") values ($1)', 4),
      q('insert into "d" ("x") values ($1)', 5),
    ];
    expect(texts(mergeHeld(held))).toEqual([
      'with s0 as (insert into "a" ("x") values ($1)), s1 as (insert into "b" ("x") values ($2)) select 1',
      'update "a" set "x" = $1 where "x" = $2',
      'with s0 as (insert into "c" ("x") values ($1)), s1 as (insert into "d" ("x") values ($2)) select 1',
    ]);
  });

  it('starts a new statement at a second insert into the same table (one statement would not see the first)', () => {
    const held = [
      q('insert into "a" ("x") values ($1)', 1),
      q('insert into "b" ("x") values ($1)', 2),
      q('insert into "a" ("x") values ($1)', 3),
    ];
    expect(texts(mergeHeld(held))).toEqual([
      'with s0 as (insert into "a" ("x") values ($1)), s1 as (insert into "b" ("x") values ($2)) select 1',
      'insert into "a" ("x") values ($1)',
    ]);
  });

  it('keeps a merged statement within 100 parameters, so it can be a named prepared statement', () => {
    const wide = (table: string, n: number) =>
      q(
        `insert into "${table}" values (${Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ')})`,
        ...Array.from({ length: n }, (_, i) => i),
      );
    const out = mergeHeld([wide('a', 60), wide('b', 40), wide('c', 1), wide('d', 120), wide('e', 2)]);
    expect(out.map((c) => c.parameters.length)).toEqual([100, 1, 120, 2]);
    expect(out[0]?.sql.startsWith('with s0 as (insert into "a"')).toBe(true);
  });

  it('takes a guard into the run and reads it, so that it fails the statement', () => {
    const guard = q('select 1 / (not exists (select 1 from k where id = $1))::int as free', 'k1');
    GUARDS.add(guard);
    const [one, ...rest] = mergeHeld([
      guard,
      q('insert into "a" ("x") values ($1)', 1),
      q('insert into k (id) values ($1)', 'k1'),
    ]);
    expect(rest).toEqual([]);
    expect(one?.sql).toBe(
      'with s0 as (select 1 / (not exists (select 1 from k where id = $1))::int as free), ' +
        's1 as (insert into "a" ("x") values ($2)), s2 as (insert into k (id) values ($3)) select 1 from s0',
    );
    expect(one?.parameters).toEqual(['k1', 1, 'k1']);
    // Any other SELECT ends the run.
    const read = q('select "x" from "a" where "x" = $1', 1);
    expect(mergeHeld([q('insert into "a" ("x") values ($1)', 1), read]).map((c) => c.sql)).toEqual([
      'insert into "a" ("x") values ($1)',
      'select "x" from "a" where "x" = $1',
    ]);
  });

  it('sends a lone statement as it is', () => {
    const only = q('insert into "a" ("x") values ($1)', 1);
    expect(mergeHeld([only])).toEqual([only]);
    expect(mergeHeld([])).toEqual([]);
  });
});
