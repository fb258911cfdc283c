import { randomFillSync } from 'node:crypto';

/**
 * Random bytes for ids, drawn from a pool refilled 4 KiB at a time: `uuid`'s v7 asks the
 * system for 16 random bytes per id (crypto.getRandomValues, ~2 µs), and a write makes several
 * ids (the record, its event, …).
 */
const POOL = new Uint8Array(4096);
let poolAt = POOL.length;

/** The state `uuid`'s v7 keeps: the last id's milliseconds and its 31-bit counter. */
let lastMs = Number.NEGATIVE_INFINITY;
let seq = 0;

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/**
 * UUIDv7: time-ordered, so new rows land at the right edge of (company_id, id) indexes. RFC 9562
 * method 1 exactly as `uuid`'s v7: 48 bits of Unix milliseconds, then a 31-bit counter seeded at
 * random in each new millisecond and incremented within one (so ids made by this process are
 * strictly increasing), then 33 random bits.
 */
export function newId(): string {
  if (poolAt > POOL.length - 10) {
    randomFillSync(POOL);
    poolAt = 0;
  }
  const r = poolAt;
  poolAt += 10;
  const now = Date.now();
  if (now > lastMs) {
    seq = ((POOL[r]! & 0x7f) << 24) | (POOL[r + 1]! << 16) | (POOL[r + 2]! << 8) | POOL[r + 3]!;
    lastMs = now;
  } else {
    seq = (seq + 1) | 0;
    if (seq === 0) lastMs++;
  }
  const ms = lastMs;
  return (
    HEX[(ms / 0x10000000000) & 0xff]! +
    HEX[(ms / 0x100000000) & 0xff]! +
    HEX[(ms / 0x1000000) & 0xff]! +
    HEX[(ms / 0x10000) & 0xff]! +
    '-' +
    HEX[(ms / 0x100) & 0xff]! +
    HEX[ms & 0xff]! +
    '-' +
    HEX[0x70 | ((seq >>> 28) & 0x0f)]! +
    HEX[(seq >>> 20) & 0xff]! +
    '-' +
    HEX[0x80 | ((seq >>> 14) & 0x3f)]! +
    HEX[(seq >>> 6) & 0xff]! +
    '-' +
    HEX[((seq << 2) & 0xff) | (POOL[r + 4]! & 0x03)]! +
    HEX[POOL[r + 5]!]! +
    HEX[POOL[r + 6]!]! +
    HEX[POOL[r + 7]!]! +
    HEX[POOL[r + 8]!]! +
    HEX[POOL[r + 9]!]!
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** RFC 3339 UTC with milliseconds: fixed width, so text order is time order in both databases. */
export const nowIso = (): string => new Date().toISOString();
