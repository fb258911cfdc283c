/**
 * The layers of docs/architecture.md, checked on the import graph of `src/` (static, type-only,
 * re-exports and dynamic imports alike, as TypeScript's pre-processor reads them): no import circle
 * anywhere, not even through types, and no import runs up a layer. This is what
 * `npx madge --circular --extensions ts src` would check, and the layer rules beside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** file (relative to src) → the files of src it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((f) => f.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => relative(SRC, normalize(join(dirname(file), name))))
      // Files outside src (package.json for the version) are data, not a layer.
      .filter((target) => !target.startsWith('..'));
    graph.set(relative(SRC, file), targets);
  }
  return graph;
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The folder a file of src belongs to (`domain/ledger/x.ts` → `domain`; `app.ts` → `.`). */
const layerOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '.');

/** What each layer may import besides itself: only what lies below it. */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  platform: [],
  kernel: [],
  storage: ['kernel', 'platform', '.'],
  domain: ['kernel', 'storage', 'platform'],
  resources: ['kernel', 'domain', 'storage', 'platform'],
  http: ['kernel', 'domain', 'resources', 'storage', 'platform', '.'],
  cli: ['kernel', 'domain', 'resources', 'storage', 'platform', '.'],
};

describe('the import graph of src', () => {
  const graph = importGraph();

  it('is read: every layer has files, and relative imports resolve to them', () => {
    for (const layer of Object.keys(MAY_IMPORT))
      expect(
        [...graph.keys()].some((f) => layerOf(f) === layer),
        layer,
      ).toBe(true);
    for (const [file, targets] of graph)
      for (const t of targets) expect(graph.has(t) || !t.endsWith('.ts'), `${file} → ${t}`).toBe(true);
  });

  it('has no circle, not even through types', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle when there is one (the check itself)', () => {
    const withCircle = new Map(graph);
    withCircle.set('kernel/define.ts', [...(graph.get('kernel/define.ts') ?? []), 'domain/documents.ts']);
    expect(circles(withCircle).length).toBeGreaterThan(0);
  });

  it('imports only downwards: kernel and platform import no layer, storage no domain, domain no definition', () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      const allowed = MAY_IMPORT[layerOf(file)];
      if (!allowed) continue;
      for (const t of targets) {
        const layer = layerOf(t);
        if (layer !== layerOf(file) && !allowed.includes(layer)) upward.push(`${file} → ${t}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('keeps migrations frozen: they import no live code but storage types and each other', () => {
    const live = [...graph]
      .filter(([file]) => file.startsWith('storage/migrations/'))
      .flatMap(([file, targets]) =>
        targets
          .filter((t) => !t.startsWith('storage/migrations/') && t !== 'storage/types.ts')
          .map((t) => `${file} → ${t}`),
      );
    expect(live).toEqual([]);
  });
});
