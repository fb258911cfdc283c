/**
 * The token watch (src/storage/token-watch.ts) without a database server: an in-memory SQLite
 * watch, and a PostgreSQL watch whose listener cannot connect (test/token-cache.test.ts covers a
 * listening one, a lost connection and revocations across instances).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { postgresTokenWatch, sqliteTokenWatch, type TokenWatch } from '../../src/storage/token-watch.ts';

const UNREACHABLE = 'postgres://postgres@127.0.0.1:1/none';
const TOKEN = '0190F5B2-7C1A-7000-8000-000000000001';

const watches: TokenWatch[] = [];
afterEach(async () => {
  for (const w of watches.splice(0)) await w.close();
});
function watch<W extends TokenWatch>(w: W): W {
  watches.push(w);
  return w;
}

const changed =
  <T>(value: T) =>
  async () => ({ changed: true, value });
const unchanged =
  <T>(value: T) =>
  async () => ({ changed: false, value });

describe('sqliteTokenWatch, in memory', () => {
  it('moves to a new version on each change made through it, and only then', async () => {
    const w = watch(sqliteTokenWatch(':memory:'));
    const first = w.version();
    expect(first).toBeTypeOf('number');
    expect(await w.change(TOKEN, unchanged('a'))).toBe('a');
    expect(w.version()).toBe(first);
    expect(await w.change(TOKEN, changed('b'))).toBe('b');
    expect(w.version()).not.toBe(first);
  });
});

describe('postgresTokenWatch, unable to connect', () => {
  it('tells no version, before or after trying to listen', async () => {
    const w = watch(postgresTokenWatch({ url: UNREACHABLE, retryMs: 50 }));
    expect(w.version()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(w.version()).toBeUndefined();
  });

  it('a change still runs, is answered without waiting for a notice, and passes its errors on', async () => {
    const w = watch(postgresTokenWatch({ url: UNREACHABLE, waitMs: 10_000, retryMs: 10_000 }));
    const started = Date.now();
    expect(await w.change(TOKEN, changed(42))).toBe(42);
    expect(await w.change(TOKEN, unchanged('same'))).toBe('same');
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(
      w.change(TOKEN, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(w.version()).toBeUndefined();
  });

  it('once closed, tells no version and starts nothing; a change still runs', async () => {
    const w = postgresTokenWatch({ url: UNREACHABLE, retryMs: 10 });
    expect(w.version()).toBeUndefined();
    await w.close();
    expect(w.version()).toBeUndefined();
    expect(await w.change(TOKEN, changed('after'))).toBe('after');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(w.version()).toBeUndefined();
    await w.close();
  });
});
