import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderResourceDocs } from '../scripts/resource-docs.ts';

describe('docs/resources.md', () => {
  it('is what the resource definitions generate (run npm run docs:resources)', () => {
    expect(readFileSync(new URL('../docs/resources.md', import.meta.url), 'utf8')).toBe(renderResourceDocs());
  });
});
