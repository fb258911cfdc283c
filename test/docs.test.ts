import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderResourceDocs } from '../scripts/resource-docs.ts';
import { ERROR_CATALOGUE, renderErrorDocs } from '../src/domain/error-catalogue.ts';
import { ERROR_STATUS } from '../src/domain/errors.ts';

describe('docs/resources.md', () => {
  it('is what the resource definitions generate (run npm run docs:resources)', () => {
    expect(readFileSync(new URL('../docs/resources.md', import.meta.url), 'utf8')).toBe(renderResourceDocs());
  });
});

describe('docs/errors.md', () => {
  it('is what the error catalogue generates (run npm run docs:errors)', () => {
    expect(readFileSync(new URL('../docs/errors.md', import.meta.url), 'utf8')).toBe(renderErrorDocs());
  });

  it('explains every code the service answers, and only those', () => {
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual(Object.keys(ERROR_STATUS).sort());
    for (const [code, doc] of Object.entries(ERROR_CATALOGUE)) {
      expect(doc.when.length, code).toBeGreaterThan(10);
      expect(doc.fix.length, code).toBeGreaterThan(10);
    }
  });
});
