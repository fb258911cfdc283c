/**
 * Which SQL texts run as named prepared statements on PostgreSQL (src/storage/postgres.ts): from a
 * text's second use, at most MAX_NAMED_TEXTS per pool, never one with over 100 parameters. Each
 * named text is kept on every connection that ran it, by postgres.js and by the backend, so a
 * client sending every filter combination once must not grow them (Hardening, bench/memory.ts).
 */
import { describe, expect, it } from 'vitest';
import { MAX_NAMED_TEXTS, NamedTexts } from '../../src/storage/postgres.ts';

describe('NamedTexts', () => {
  it('names a text from its second use, and from then on', () => {
    const names = new NamedTexts();
    expect(names.admits('select 1', 0)).toBe(false);
    expect(names.admits('select 1', 0)).toBe(true);
    expect(names.admits('select 1', 0)).toBe(true);
  });

  it('never names a text with over 100 parameters (a new text for every length)', () => {
    const names = new NamedTexts();
    for (let i = 0; i < 3; i++) expect(names.admits('insert … values …', 101)).toBe(false);
  });

  it('texts used once are never named, however many; past the bound no new text is', () => {
    const names = new NamedTexts();
    for (let i = 0; i < 50_000; i++) expect(names.admits(`select ${i}`, 1)).toBe(false);
    for (let i = 0; i < MAX_NAMED_TEXTS + 50; i++) {
      names.admits(`select * from t${i}`, 1);
      expect(names.admits(`select * from t${i}`, 1)).toBe(i < MAX_NAMED_TEXTS);
    }
    // Those named before the bound stay named.
    expect(names.admits('select * from t0', 1)).toBe(true);
  });
});
