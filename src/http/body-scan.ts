/**
 * The first look at a JSON body: its text, read beside the route's body schema before JSON.parse
 * builds anything (D11: refusals are cheap, and nothing walks a body recursively before its depth
 * is known). It stops at the first excess of a limit that bounds what a request costs:
 *
 * - a free-form value (`metadata`, a line's `dimensions`, any position the schema says nothing
 *   inside of) nested deeper than MAX_NESTING_DEPTH levels;
 * - an array with more items than its schema's `maxItems`.
 *
 * Other limits (an object's `maxProperties`, lengths) cost no more than the bytes that carry them:
 * the pre-check reports them with every other problem of the body (D5).
 *
 * Positions are judged as the pre-check (precheck.ts) judges them, so a refusal names the same
 * field the pre-check would: the schema's nodes follow the body down while it matches them, and
 * where the schema says nothing more (or wants another type), the value is free-form from there. A body of a route without
 * a body schema is free-form as a whole. A field the schema refuses is free-form here too: what it
 * holds is bounded before Ajv names it unknown.
 *
 * The scan is one loop over the characters (strings are skipped with indexOf), with a stack as
 * deep as the body is, which it never lets grow past the schema's own depth plus
 * MAX_NESTING_DEPTH. It is not a JSON validator: on malformed text it stops without a refusal and
 * JSON.parse says what is wrong.
 */
import { MAX_NESTING_DEPTH } from './precheck.ts';

/** What the scan needs of a schema position. */
export interface ScanNode {
  /** Says nothing about what is inside its value (as the pre-check's `Node.free`). */
  free: boolean;
  /** Its `type` allows an array, an object (no `type`: both). */
  arrays: boolean;
  objects: boolean;
  properties: Map<string, ScanNode> | undefined;
  /** A key not in `properties`: free-form (refused or not described), or described by a node. */
  additional: ScanNode | undefined;
  items: ScanNode | undefined;
  maxItems: number | undefined;
}

export interface ScanRefusal {
  /** `depth`: a free-form value nests too deep; `items`: an array is over its limit. */
  kind: 'depth' | 'items';
  /** The field: the free-form value's own position for `depth`, the array's for `items`. */
  path: (string | number)[];
  limit: number;
  /** Where in the text the scan stopped: nothing after it was read. */
  offset: number;
}

const nodes = new WeakMap<object, ScanNode>();
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** The scan's view of a JSON schema (compiled once per schema object). */
export function scanNode(schema: unknown): ScanNode {
  if (typeof schema === 'object' && schema !== null) {
    const cached = nodes.get(schema);
    if (cached) return cached;
  }
  const s = (typeof schema === 'object' && schema !== null ? schema : {}) as Record<string, unknown>;
  const types = s.type === undefined ? undefined : Array.isArray(s.type) ? (s.type as unknown[]) : [s.type];
  const node: ScanNode = {
    free: s.properties === undefined && s.items === undefined && s.additionalProperties !== false,
    arrays: types === undefined || types.includes('array'),
    objects: types === undefined || types.includes('object'),
    properties: undefined,
    additional: undefined,
    items: undefined,
    maxItems: num(s.maxItems),
  };
  if (typeof schema === 'object' && schema !== null) nodes.set(schema, node);
  if (s.properties && typeof s.properties === 'object') {
    node.properties = new Map();
    for (const [k, v] of Object.entries(s.properties as Record<string, unknown>))
      node.properties.set(k, scanNode(v));
  }
  const additional = s.additionalProperties;
  if (typeof additional === 'object' && additional !== null) node.additional = scanNode(additional);
  if (s.items !== undefined) node.items = scanNode(s.items);
  return node;
}

/** Any value at all: a position no schema describes. */
export const FREE_NODE: ScanNode = scanNode(undefined);

interface Frame {
  array: boolean;
  /** The schema position of this container; undefined below the root of a free-form value. */
  node: ScanNode | undefined;
  /** Levels into a free-form value (1 at its root); 0 where the schema still describes it. */
  depth: number;
  /** The stack index of the free-form value's root frame, when `depth > 0`. */
  freeRoot: number;
  /** Commas so far in an array: the index of its current item. */
  count: number;
  /** An object's next string is a key. */
  expectKey: boolean;
  /** The current key's quotes, in the text. */
  keyStart: number;
  keyEnd: number;
}

/** The index of the quote closing the string opened at `start`, or -1 when it is never closed. */
function stringEnd(text: string, start: number): number {
  let j = start + 1;
  for (;;) {
    j = text.indexOf('"', j);
    if (j < 0) return -1;
    let k = j - 1;
    while (text.charCodeAt(k) === 0x5c) k--;
    // An even run of backslashes escapes itself, not the quote.
    if ((j - 1 - k) % 2 === 0) return j;
    j++;
  }
}

/** The current key of an object frame, as JSON.parse would give it. */
function keyOf(text: string, f: Frame): string {
  const raw = text.slice(f.keyStart + 1, f.keyEnd);
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(text.slice(f.keyStart, f.keyEnd + 1)) as string;
  } catch {
    return raw;
  }
}

/** The position of the container at stack index `level`: keys and indexes from the root down. */
function pathTo(text: string, stack: readonly Frame[], level: number): (string | number)[] {
  const path: (string | number)[] = [];
  for (let l = 0; l < level; l++) {
    const parent = stack[l]!;
    path.push(parent.array ? parent.count : keyOf(text, parent));
  }
  return path;
}

/**
 * The first excess in the JSON `text` read against `root` (the route's body schema, as
 * `scanNode` gives it), or undefined when there is none.
 */
export function scanJson(text: string, root: ScanNode): ScanRefusal | undefined {
  const stack: Frame[] = [];
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const end = stringEnd(text, i);
      if (end < 0) return undefined;
      const top = stack[stack.length - 1];
      if (top !== undefined && !top.array && top.expectKey) {
        top.expectKey = false;
        top.keyStart = i;
        top.keyEnd = end;
      }
      i = end;
    } else if (c === 0x7b || c === 0x5b) {
      const level = stack.length;
      const parent = stack[level - 1];
      let node: ScanNode | undefined;
      let depth: number;
      let freeRoot = level;
      if (parent !== undefined && parent.depth > 0) {
        node = undefined;
        depth = parent.depth + 1;
        freeRoot = parent.freeRoot;
      } else {
        if (parent === undefined) node = root;
        else if (parent.array) node = parent.node?.items ?? FREE_NODE;
        else {
          const p = parent.node;
          node = p?.properties?.get(keyOf(text, parent)) ?? p?.additional ?? FREE_NODE;
        }
        // A container where the schema wants another type: the pre-check names the type error
        // there and looks no further; here it is free-form from there, bounded like one.
        depth = node.free || !(c === 0x5b ? node.arrays : node.objects) ? 1 : 0;
      }
      if (depth > MAX_NESTING_DEPTH)
        return { kind: 'depth', path: pathTo(text, stack, freeRoot), limit: MAX_NESTING_DEPTH, offset: i };
      stack.push({
        array: c === 0x5b,
        node,
        depth,
        freeRoot,
        count: 0,
        expectKey: c === 0x7b,
        keyStart: 0,
        keyEnd: 0,
      });
    } else if (c === 0x7d || c === 0x5d) {
      stack.pop();
      // The first value is complete: whatever follows is JSON.parse's to refuse.
      if (stack.length === 0) return undefined;
    } else if (c === 0x2c) {
      const top = stack[stack.length - 1];
      if (top === undefined) return undefined;
      if (!top.array) top.expectKey = true;
      else {
        top.count += 1;
        const max = top.node?.maxItems;
        // A comma starts item number count + 1.
        if (max !== undefined && top.count >= max)
          return { kind: 'items', path: pathTo(text, stack, stack.length - 1), limit: max, offset: i };
      }
    }
  }
  return undefined;
}
