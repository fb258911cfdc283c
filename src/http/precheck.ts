/**
 * The checks a request part passes before Ajv sees it, in one walk of the data beside its schema.
 * They bound what one request can cost (Hardening, item 1) and hold rules JSON Schema cannot say:
 *
 * - an array longer than its schema's `maxItems` is refused without its items being looked at (Ajv
 *   with allErrors would validate, and report, every one of 300,000 items);
 * - free-form values (`metadata`, `dimensions`, a line's `product`, …) nest at most
 *   MAX_NESTING_DEPTH levels (a JSON body has been held to the same limits, nesting and
 *   `maxItems`, on its text by body-scan.ts before it was parsed: the walk's recursion is bounded);
 * - no string, at any depth and in map keys too, holds a NUL character or an unpaired UTF-16
 *   surrogate: PostgreSQL refuses both (SQLite would store them), so both databases refuse them
 *   here alike (item 3);
 * - in bodies, the keywords our schemas use (type, required, unknown fields, enum, pattern, format,
 *   lengths, ranges, counts) are checked and their errors counted, the first MAX_FIELD_ERRORS kept:
 *   when there are more than that, the request is answered from this walk alone. So Ajv, which
 *   builds an error object per mistake, only ever runs on a body with a handful of them, and a
 *   megabyte of mistakes costs one walk, about what parsing it cost.
 *
 * Errors are produced as Ajv-shaped objects so that validation.ts formats them like Ajv's own. The
 * walk allocates nothing per node but on an error. Schemas are compiled once into `Node`s.
 */
import type { ErrorObject } from 'ajv';
import { MAX_FIELD_ERRORS, MAX_NESTING_DEPTH } from '../kernel/validate.ts';

export { MAX_FIELD_ERRORS, MAX_NESTING_DEPTH };

type Schema = Record<string, unknown>;
/** A string format's check (`date`, `date-time`, `uuid`, …), from the Ajv that validates after. */
export type FormatCheck = (name: string) => ((s: string) => boolean) | undefined;

export interface Precheck {
  /** Errors Ajv would not report (limits, depth, strings): always part of the answer. */
  errors: ErrorObject[];
  /** How many such errors there are (`errors` keeps the first MAX_FIELD_ERRORS). */
  count: number;
  /** Errors Ajv would report too (the first MAX_FIELD_ERRORS), and how many there are. */
  shape: ErrorObject[];
  shapeCount: number;
  /**
   * True when Ajv must not run: an array is over its limit (its items were not looked at), or there
   * are more shape errors than are ever listed. The answer is then `errors` + `shape`.
   */
  stop: boolean;
}

/** Contains a NUL or a surrogate code unit (the fast test; most strings have neither). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a string PostgreSQL cannot store: `nul`, `surrogate`, or undefined. */
export function badString(s: string): 'nul' | 'surrogate' | undefined {
  if (s.length < 16) {
    // Short strings (most of them): a loop costs less than a regular expression's call.
    let suspect = false;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 0 || (c >= 0xd800 && c <= 0xdfff)) {
        suspect = true;
        break;
      }
    }
    if (!suspect) return undefined;
  } else if (!SUSPECT.test(s)) return undefined;
  if (s.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(s) ? 'surrogate' : undefined;
}

/** A JSON pointer (Ajv's `instancePath`) of a path of keys and indexes. */
export function pointer(path: readonly (string | number)[]): string {
  let out = '';
  for (const p of path) out += `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`;
  return out;
}

/** Code points, as Ajv counts a string's length. */
function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

function typeMatches(types: readonly string[], v: unknown): boolean {
  for (const type of types) {
    switch (type) {
      case 'string':
        if (typeof v === 'string') return true;
        break;
      case 'integer':
        if (typeof v === 'number' && Number.isInteger(v)) return true;
        break;
      case 'number':
        if (typeof v === 'number' && Number.isFinite(v)) return true;
        break;
      case 'boolean':
        if (typeof v === 'boolean') return true;
        break;
      case 'object':
        if (v !== null && typeof v === 'object' && !Array.isArray(v)) return true;
        break;
      case 'array':
        if (Array.isArray(v)) return true;
        break;
      case 'null':
        if (v === null) return true;
        break;
      default:
        return true; // a type we do not know: Ajv decides
    }
  }
  return false;
}

/** A schema compiled for the walk: what it checks, and the schema itself (errors' parentSchema). */
interface Node {
  schema: Schema;
  /** Says nothing about what is inside its value: a map, `{}`, `true`, or none. */
  free: boolean;
  types: string[] | undefined;
  enumSet: Set<unknown> | undefined;
  pattern: RegExp | undefined;
  format: ((s: string) => boolean) | undefined;
  maxLength: number | undefined;
  minLength: number | undefined;
  minimum: number | undefined;
  maximum: number | undefined;
  required: string[] | undefined;
  properties: Map<string, Node> | undefined;
  /** What a key not in `properties` is: refused, free-form, or described by a schema. */
  additional: 'refused' | 'free' | Node;
  items: Node | undefined;
  maxItems: number | undefined;
  minItems: number | undefined;
  maxProperties: number | undefined;
}

const nodes = new WeakMap<object, Node>();

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

function compileNode(schema: unknown, formats: FormatCheck): Node {
  if (typeof schema === 'object' && schema !== null) {
    const cached = nodes.get(schema);
    if (cached) return cached;
  }
  const s = (typeof schema === 'object' && schema !== null ? schema : {}) as Schema;
  const node: Node = {
    schema: s,
    free: s.properties === undefined && s.items === undefined && s.additionalProperties !== false,
    types: s.type === undefined ? undefined : Array.isArray(s.type) ? (s.type as string[]) : [String(s.type)],
    enumSet:
      Array.isArray(s.enum) && s.enum.every((v) => v === null || typeof v !== 'object')
        ? new Set(s.enum)
        : undefined,
    pattern: typeof s.pattern === 'string' ? new RegExp(s.pattern, 'u') : undefined,
    format: typeof s.format === 'string' ? formats(s.format) : undefined,
    maxLength: num(s.maxLength),
    minLength: num(s.minLength),
    minimum: num(s.minimum),
    maximum: num(s.maximum),
    required: Array.isArray(s.required) ? (s.required as string[]) : undefined,
    properties: undefined,
    additional: 'free',
    items: undefined,
    maxItems: num(s.maxItems),
    minItems: num(s.minItems),
    maxProperties: num(s.maxProperties),
  };
  if (typeof schema === 'object' && schema !== null) nodes.set(schema, node);
  if (s.properties && typeof s.properties === 'object') {
    node.properties = new Map();
    for (const [k, v] of Object.entries(s.properties as Schema))
      node.properties.set(k, compileNode(v, formats));
  }
  const additional = s.additionalProperties;
  node.additional =
    additional === false
      ? 'refused'
      : typeof additional === 'object' && additional !== null
        ? compileNode(additional, formats)
        : 'free';
  if (s.items !== undefined) node.items = compileNode(s.items, formats);
  return node;
}

/** What a position no schema describes is: anything. */
const FREE: Node = compileNode(undefined, () => undefined);

class Walk implements Precheck {
  errors: ErrorObject[] = [];
  count = 0;
  shape: ErrorObject[] = [];
  shapeCount = 0;
  stop = false;
  private readonly path: (string | number)[] = [];

  /** `checkShape`: bodies; a query string's values are all strings until Ajv coerces them. */
  constructor(private readonly checkShape: boolean) {}

  private error(keyword: string, params: Record<string, unknown>, data: unknown, schema?: Schema) {
    this.count += 1;
    if (this.errors.length < MAX_FIELD_ERRORS) this.errors.push(this.make(keyword, params, data, schema));
  }

  private shapeError(
    keyword: string,
    params: Record<string, unknown>,
    data: unknown,
    schema: Schema,
    message?: string,
  ) {
    this.shapeCount += 1;
    if (this.shapeCount > MAX_FIELD_ERRORS) this.stop = true;
    if (this.shape.length < MAX_FIELD_ERRORS)
      this.shape.push(this.make(keyword, params, data, schema, message));
  }

  private make(
    keyword: string,
    params: Record<string, unknown>,
    data: unknown,
    schema?: Schema,
    message?: string,
  ): ErrorObject {
    return {
      instancePath: pointer(this.path),
      schemaPath: '#',
      keyword,
      params,
      data,
      parentSchema: schema as ErrorObject['parentSchema'],
      ...(message ? { message } : {}),
    } as ErrorObject;
  }

  /** A map's key, checked before it joins the path: an error names the map, not the bad key. */
  private key(k: string): boolean {
    const bad = badString(k);
    if (bad) this.error('x-finrec-string', { problem: bad, key: true }, k);
    return bad === undefined;
  }

  /** A value in a position `node` describes. */
  visit(node: Node, v: unknown): void {
    const s = node.schema;
    if (typeof v === 'string') {
      const bad = badString(v);
      if (bad) this.error('x-finrec-string', { problem: bad }, v, s);
    }
    if (!this.checkShape) {
      if (v !== null && typeof v === 'object') this.container(node, v);
      return;
    }
    if (node.types && !typeMatches(node.types, v)) {
      this.shapeError('type', { type: s.type }, v, s);
      return;
    }
    if (node.enumSet && !node.enumSet.has(v)) this.shapeError('enum', { allowedValues: s.enum }, v, s);
    if ('const' in s && (s.const === null || typeof s.const !== 'object') && v !== s.const)
      this.shapeError('const', { allowedValue: s.const }, v, s);
    if (typeof v === 'string') {
      if (node.maxLength !== undefined && v.length > node.maxLength && codePoints(v) > node.maxLength)
        this.shapeError('maxLength', { limit: node.maxLength }, v, s);
      if (node.minLength !== undefined && codePoints(v) < node.minLength)
        this.shapeError(
          'minLength',
          { limit: node.minLength },
          v,
          s,
          `must NOT have fewer than ${node.minLength} characters`,
        );
      if (node.pattern && !node.pattern.test(v)) this.shapeError('pattern', { pattern: s.pattern }, v, s);
      if (node.format && !node.format(v)) this.shapeError('format', { format: s.format }, v, s);
      return;
    }
    if (typeof v === 'number') {
      if (node.minimum !== undefined && v < node.minimum)
        this.shapeError('minimum', { limit: node.minimum }, v, s);
      if (node.maximum !== undefined && v > node.maximum)
        this.shapeError('maximum', { limit: node.maximum }, v, s);
      return;
    }
    if (v !== null && typeof v === 'object') this.container(node, v);
  }

  private container(node: Node, v: object): void {
    const s = node.schema;
    if (Array.isArray(v)) {
      if (node.maxItems !== undefined && v.length > node.maxItems) {
        this.error('maxItems', { limit: node.maxItems }, undefined, s);
        this.stop = true;
        return;
      }
      if (this.checkShape && node.minItems !== undefined && v.length < node.minItems)
        this.shapeError(
          'minItems',
          { limit: node.minItems },
          undefined,
          s,
          `must NOT have fewer than ${node.minItems} items`,
        );
      if (node.free && node.items === undefined) {
        this.free(v, 1);
        return;
      }
      const items = node.items ?? FREE;
      for (let i = 0; i < v.length; i++) {
        this.path.push(i);
        this.visit(items, v[i]);
        this.path.pop();
      }
      return;
    }
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o);
    if (this.checkShape) {
      if (node.maxProperties !== undefined && keys.length > node.maxProperties)
        this.shapeError('maxProperties', { limit: node.maxProperties }, undefined, s);
      if (node.required) {
        for (const r of node.required) {
          if (!Object.hasOwn(o, r)) this.shapeError('required', { missingProperty: r }, undefined, s);
        }
      }
    }
    if (node.free) {
      this.free(o, 1);
      return;
    }
    const properties = node.properties;
    for (const key of keys) {
      const known = properties?.get(key);
      if (known === undefined && node.additional === 'refused') {
        if (!this.checkShape) continue;
        this.path.push(key);
        this.shapeError('additionalProperties', { additionalProperty: key }, undefined, s);
        this.path.pop();
        continue;
      }
      if (known === undefined && !this.key(key)) continue;
      this.path.push(key);
      if (known !== undefined) this.visit(known, o[key]);
      else if (node.additional === 'free') this.free(o[key], 1);
      else this.visit(node.additional as Node, o[key]);
      this.path.pop();
    }
  }

  /** A free-form value nested `depth` levels deep in the field it belongs to. */
  private free(v: unknown, depth: number): boolean {
    if (typeof v === 'string') {
      const bad = badString(v);
      if (bad) this.error('x-finrec-string', { problem: bad }, v);
      return true;
    }
    if (v === null || typeof v !== 'object') return true;
    if (depth > MAX_NESTING_DEPTH) return false;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        this.path.push(i);
        const ok = this.free(v[i], depth + 1);
        this.path.pop();
        if (!ok) return this.tooDeep(depth);
      }
      return true;
    }
    const o = v as Record<string, unknown>;
    for (const key of Object.keys(o)) {
      if (!this.key(key)) continue;
      this.path.push(key);
      const ok = this.free(o[key], depth + 1);
      this.path.pop();
      if (!ok) return this.tooDeep(depth);
    }
    return true;
  }

  /** Reported once, on the field itself (depth 1), which then stops its walk. */
  private tooDeep(depth: number): boolean {
    if (depth > 1) return false;
    this.error('x-finrec-depth', { limit: MAX_NESTING_DEPTH }, undefined);
    return true;
  }
}

/**
 * A pre-check of `schema`: call it on each value of the request part. `checkShape` for bodies (a
 * query string's values are strings until Ajv coerces them); `formats` gives the string formats'
 * checks.
 */
export function compilePrecheck(
  schema: unknown,
  checkShape: boolean,
  formats: FormatCheck = () => undefined,
): (data: unknown) => Precheck {
  const node = compileNode(schema, formats);
  return (data) => {
    const walk = new Walk(checkShape);
    walk.visit(node, data);
    return walk;
  };
}
