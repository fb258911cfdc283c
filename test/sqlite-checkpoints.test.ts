/**
 * WAL checkpoints in a thread of their own (src/storage/sqlite-checkpoints.ts, issue 15): the
 * thread's connection copies into the database file what the writer committed, runs after commits
 * at most once per interval, and says so when it cannot work, so the writer takes its checkpoints
 * back. A real database file; the writer here is a plain connection with its own checkpoints off.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CheckpointResult, startCheckpointer } from '../src/storage/sqlite-checkpoints.ts';

let dir: string;
let writer: BetterSqlite3.Database;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'finrec-checkpoints-'));
  writer = new BetterSqlite3(join(dir, 'db.sqlite'));
  writer.pragma('journal_mode = WAL');
  writer.pragma('wal_autocheckpoint = 0');
  writer.exec('create table t (id integer primary key, body text not null)');
});
afterEach(() => {
  writer.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Commits `rows` rows of 1 KB each (about one 4 KiB page per 4 rows). */
function commitRows(rows: number): void {
  const insert = writer.prepare('insert into t (body) values (?)');
  writer.transaction(() => {
    for (let i = 0; i < rows; i++) insert.run('x'.repeat(1000));
  })();
}

/** Frames in the WAL and frames copied, as the writer's own PASSIVE checkpoint then finds them. */
function walState(): CheckpointResult {
  return (writer.pragma('wal_checkpoint(PASSIVE)') as CheckpointResult[])[0] as CheckpointResult;
}

describe('the checkpoint thread', () => {
  it('copies every frame the writer committed into the database file', async () => {
    const lost: unknown[] = [];
    const cp = startCheckpointer(join(dir, 'db.sqlite'), { onLost: (e) => lost.push(e) });
    try {
      commitRows(2_000);
      const result = await cp.checkpoint();
      // 2,000 rows of 1 KB: at least 500 pages in the WAL, every one of them copied.
      expect(result.busy).toBe(0);
      expect(result.log).toBeGreaterThanOrEqual(500);
      expect(result.checkpointed).toBe(result.log);
      // The rows are in the database file: a reader that ignores the WAL would still see them.
      expect(walState()).toEqual({ busy: 0, log: result.log, checkpointed: result.log });
    } finally {
      await cp.stop();
    }
    expect(lost).toEqual([]);
  });

  it('runs after a commit, once however many commits come within the interval', async () => {
    const done: CheckpointResult[] = [];
    const cp = startCheckpointer(join(dir, 'db.sqlite'), {
      onLost: () => undefined,
      onCheckpoint: (r) => done.push(r),
    });
    try {
      commitRows(40);
      cp.committed();
      for (let i = 0; i < 5; i++) {
        commitRows(40);
        cp.committed(); // within the interval (200 ms): no second checkpoint
      }
      await expect.poll(() => done.length, { timeout: 5_000 }).toBe(1);
      await new Promise((r) => setTimeout(r, 50));
      expect(done).toHaveLength(1);
      expect(done[0]?.checkpointed).toBeGreaterThan(0);
      // After the interval, the next commit is checkpointed again.
      await new Promise((r) => setTimeout(r, 250));
      commitRows(40);
      cp.committed();
      await expect.poll(() => done.length, { timeout: 5_000 }).toBe(2);
      expect(walState().checkpointed).toBe(walState().log);
    } finally {
      await cp.stop();
    }
  });

  it('says once that it is lost when it cannot open the database, and stops', async () => {
    const lost: unknown[] = [];
    const cp = startCheckpointer(join(dir, 'no-such-directory', 'db.sqlite'), {
      onLost: (e) => lost.push(e),
    });
    await expect.poll(() => lost.length, { timeout: 5_000 }).toBe(1);
    expect(String(lost[0])).toMatch(/directory does not exist|unable to open/);
    await expect(cp.checkpoint()).rejects.toThrow('the checkpoint thread has stopped');
    cp.committed(); // nothing to ask: no error either
    await cp.stop();
    expect(lost).toHaveLength(1);
  });
});
