/**
 * SQLite writes take turns with everything else the process does (D11, issue 23): the writer
 * gives the event loop back between statements once its slice is spent (src/platform/turns.ts),
 * so a write of thousands of statements does not hold it in one piece, and writes are run and
 * answered in the order they arrived, however the group commit splits them into transactions.
 * A real database file, through the Store the app uses. No timings are asserted: only what ran
 * before what.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pause, SLICE_MS } from '../src/platform/turns.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';
import type { Store } from '../src/storage/store.ts';

let dir: string;
let url: string;
let store: Store;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'finrec-fairness-'));
  url = `sqlite:${join(dir, 'db.sqlite')}`;
  store = await openStore(url, { resources: RESOURCES });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('turns (platform/turns.ts)', () => {
  it('resumes waiters in the order they asked, one pass of the event loop each', async () => {
    busy(SLICE_MS); // any slice running is over: every pause below waits for its turn
    const order: string[] = [];
    const waiters = [0, 1, 2].map((i) =>
      pause().then(() => {
        order.push(`turn ${i}`);
        // A timer due now fires in the next pass, before the next turn.
        setTimeout(() => order.push(`timer after ${i}`), 0);
        busy(SLICE_MS + 2);
      }),
    );
    await Promise.all(waiters);
    await new Promise((r) => setTimeout(r, 5));
    expect(order).toEqual(['turn 0', 'timer after 0', 'turn 1', 'timer after 1', 'turn 2', 'timer after 2']);
  });
});

describe('turns of writes under way (platform/turns.ts)', () => {
  it('alternate with the others while both wait, each line in the order it asked', async () => {
    busy(SLICE_MS); // the running slice is over: every pause below waits for its turn
    const order: string[] = [];
    const piece = (name: string) => () => {
      order.push(name);
      busy(SLICE_MS + 2);
    };
    await Promise.all([
      pause().then(piece('other 0')),
      pause().then(piece('other 1')),
      pause(true).then(piece('write 0')),
      pause().then(piece('other 2')),
      pause(true).then(piece('write 1')),
      pause(true).then(piece('write 2')),
      pause(true).then(piece('write 3')),
    ]);
    // A write holding a lock is not kept waiting behind every other piece, nor does it take every
    // turn: once one line is empty, the other goes on alone. (Which line goes first follows the
    // turn before these: the other one.)
    const expected = order[0]?.startsWith('write')
      ? ['write 0', 'other 0', 'write 1', 'other 1', 'write 2', 'other 2', 'write 3']
      : ['other 0', 'write 0', 'other 1', 'write 1', 'other 2', 'write 2', 'write 3'];
    expect(order).toEqual(expected);
  });
});

describe('SQLite group commit (storage/sqlite.ts)', () => {
  it('a write of many statements lets a timer fire before it finishes', async () => {
    let timerFired = false;
    let firedDuringWrite = false;
    const write = store.write(async (repo) => {
      setTimeout(() => {
        timerFired = true;
      }, 0);
      // Each statement is a few microseconds at least: 5,000 of them outlast a slice anywhere.
      for (let i = 0; i < 5000 && !timerFired; i++) await repo.send(CompiledQuery.raw('select 1'));
      firedDuringWrite = timerFired;
    });
    await write;
    expect(firedDuringWrite).toBe(true);
  });

  it('runs and answers writes in the order they arrived, large and small alike', async () => {
    const ran: number[] = [];
    const answered: number[] = [];
    const writes = Array.from({ length: 30 }, (_, i) =>
      store
        .write(async (repo) => {
          ran.push(i);
          // Every third write is large: it spends the batch's work on its own.
          const statements = i % 3 === 0 ? 2000 : 5;
          for (let s = 0; s < statements; s++) await repo.send(CompiledQuery.raw('select 1'));
          return i;
        })
        .then((v) => answered.push(v)),
    );
    await Promise.all(writes);
    const inOrder = Array.from({ length: 30 }, (_, i) => i);
    expect(ran).toEqual(inOrder);
    expect(answered).toEqual(inOrder);
  });

  it('a write that fails rolls back alone, and the writes after it still commit in order', async () => {
    const answered: string[] = [];
    const results = await Promise.allSettled(
      ['a', 'b', 'c'].map((name) =>
        store.write(async (repo) => {
          await repo.send(CompiledQuery.raw('select 1'));
          if (name === 'b') throw new Error('b fails');
          answered.push(name);
          return name;
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(answered).toEqual(['a', 'c']);
  });

  it('two stores of one process on one file take turns with the write lock, not wait for it blocked', async () => {
    // The second store's BEGIN IMMEDIATE, were it sent while the first store's batch pauses
    // holding the lock, would wait for it synchronously on the thread that must release it.
    const other = await openStore(url, { resources: RESOURCES });
    try {
      const ran: string[] = [];
      const long = store.write(async (repo) => {
        for (let s = 0; s < 5000; s++) await repo.send(CompiledQuery.raw('select 1'));
        ran.push('long');
      });
      const short = other.write(async (repo) => {
        await repo.send(CompiledQuery.raw('select 1'));
        ran.push('short');
      });
      await expect(Promise.all([long, short])).resolves.toBeDefined();
      expect(ran).toEqual(['long', 'short']);
    } finally {
      await other.close();
    }
  });
});
