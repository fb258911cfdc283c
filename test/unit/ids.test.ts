/** Ids (src/platform/ids.ts): UUIDv7 as uuid's v7 makes them, from a pool of random bytes. */
import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { isUuid, newId } from '../../src/platform/ids.ts';

describe('newId', () => {
  it('makes UUIDv7s of the current millisecond, strictly increasing within the process', () => {
    let previous = '';
    for (let i = 0; i < 20_000; i++) {
      const before = Date.now();
      const id = newId();
      expect(validate(id) && version(id) === 7 && isUuid(id)).toBe(true);
      // 48 bits of Unix milliseconds, not behind the clock (the counter may run ahead within one).
      expect(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBeGreaterThanOrEqual(before);
      expect(id > previous).toBe(true);
      previous = id;
    }
  });

  it('differs in its random part from one run of ids to the next', () => {
    const tails = new Set(Array.from({ length: 1000 }, () => newId().slice(19)));
    expect(tails.size).toBe(1000);
  });
});
