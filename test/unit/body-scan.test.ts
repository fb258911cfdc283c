/**
 * The first look at a JSON body (src/http/body-scan.ts) and the parser around it
 * (src/http/json-body.ts): the scan stops at the first excess without reading further, let alone
 * building anything; it names the field the pre-check names; it agrees with the pre-check on
 * which bodies have an excess at all. See test/strict-input.test.ts for the same over HTTP.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_NODE, scanJson, scanNode } from '../../src/http/body-scan.ts';
import { charsetOf, refusalError } from '../../src/http/json-body.ts';
import { compilePrecheck, MAX_NESTING_DEPTH } from '../../src/http/precheck.ts';

const schema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    lines: {
      type: 'array',
      maxItems: 3,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          amount: { type: 'string' },
          dimensions: { type: 'object', additionalProperties: true },
        },
      },
    },
    tags: { type: 'array', maxItems: 4, items: { type: 'string' } },
    metadata: { type: ['object', 'null'], additionalProperties: true, maxProperties: 2 },
  },
};
const node = scanNode(schema);
const scan = (text: string) => scanJson(text, node);
const arrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('scanJson', () => {
  it('a 1 MiB body nested 520,000 deep: refused within the first levels, the rest never read', () => {
    const text = `{"name":"d","metadata":{"k":${arrays(520_000)}}}`;
    expect(text.length).toBeGreaterThan(1_000_000);
    const r = scan(text);
    expect(r).toEqual({
      kind: 'depth',
      path: ['metadata'],
      limit: MAX_NESTING_DEPTH,
      // The bracket that makes metadata 33 levels deep: `{"name":"d","metadata":` is 23
      // characters, `{"k":` 5 more, then 31 `[` (levels 2 to 32) before it.
      offset: 23 + 5 + 31,
    });
  });

  it('nests a free-form value exactly MAX_NESTING_DEPTH levels, no more', () => {
    expect(scan(`{"name":"d","metadata":{"k":${arrays(MAX_NESTING_DEPTH - 1)}}}`)).toBeUndefined();
    expect(scan(`{"name":"d","metadata":{"k":${arrays(MAX_NESTING_DEPTH)}}}`)?.path).toEqual(['metadata']);
    // Inside an array of the schema: the free-form value of the item names the field.
    expect(scan(`{"lines":[{},{"dimensions":{"a":${arrays(MAX_NESTING_DEPTH)}}}]}`)?.path).toEqual([
      'lines',
      1,
      'dimensions',
    ]);
  });

  it('where the schema wants another type, or refuses the key, the value is free-form from there', () => {
    expect(scan(`{"name":${arrays(MAX_NESTING_DEPTH)}}`)).toBeUndefined();
    expect(scan(`{"name":${arrays(MAX_NESTING_DEPTH + 1)}}`)?.path).toEqual(['name']);
    expect(scan(`{"unknown":${arrays(MAX_NESTING_DEPTH + 1)}}`)?.path).toEqual(['unknown']);
    expect(scan(`{"lines":{"a":${arrays(MAX_NESTING_DEPTH)}}}`)?.path).toEqual(['lines']);
    expect(scan(arrays(MAX_NESTING_DEPTH + 1))?.path).toEqual([]);
    // No schema at all (a route without a body): the body itself is the free-form value.
    expect(scanJson(arrays(MAX_NESTING_DEPTH), FREE_NODE)).toBeUndefined();
    expect(scanJson(arrays(MAX_NESTING_DEPTH + 1), FREE_NODE)?.path).toEqual([]);
  });

  it('an array over its maxItems stops at the comma that starts the item past it', () => {
    expect(scan('{"lines":[{},{},{}]}')).toBeUndefined();
    const text = `{"lines":[{},{},{},${new Array(100_000).fill('{}').join(',')}]}`;
    expect(scan(text)).toEqual({ kind: 'items', path: ['lines'], limit: 3, offset: 18 });
    expect(scan('{"tags":["a","b","c","d","e"]}')).toMatchObject({ kind: 'items', path: ['tags'], limit: 4 });
    // Commas inside the items are theirs, not the array's.
    expect(scan('{"lines":[{"amount":"1,2,3,4"},{"dimensions":{"a":[1,2,3,4,5]}}]}')).toBeUndefined();
  });

  it('an object over its maxProperties is left to the pre-check, which lists it with the rest', () => {
    expect(scan('{"metadata":{"a":1,"b":2,"c":3}}')).toBeUndefined();
  });

  it('brackets, commas and quotes inside strings are text; escaped keys are read as JSON reads them', () => {
    const inString = `{"name":"${'[{'.repeat(100)}\\"${','.repeat(10)}\\\\","tags":["]]]","\\"[[["]}`;
    expect(JSON.parse(inString)).toBeTruthy();
    expect(scan(inString)).toBeUndefined();
    // `"t\u0061gs"` is the key tags, with its limit.
    expect(scan('{"t\\u0061gs":["a","b","c","d","e"]}')?.path).toEqual(['tags']);
    expect(scan('{"lines":[{"dim\\u0065nsions":{"a/b":{"~":1}}}]}')).toBeUndefined();
  });

  it('malformed text: no refusal, JSON.parse says what is wrong', () => {
    for (const text of ['', '{', '{"name":"unclosed', ']]]]', '{"a":1}}}}', ',,,', '{"a":"\\"}'])
      expect(scan(text), text).toBeUndefined();
    // Past the first value nothing is read: JSON.parse refuses what follows at once.
    expect(scan(`{}${arrays(100)}`)).toBeUndefined();
  });

  it('agrees with the pre-check on which bodies go over a limit', () => {
    const precheck = compilePrecheck(schema, true);
    const value = fc.letrec((tie) => ({
      v: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom(null, 1, 'x', true),
        fc.array(tie('v'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'c', '1'), tie('v'), { maxKeys: 3 }),
      ),
    })).v;
    const deepen = (v: unknown, n: number): unknown => (n === 0 ? v : deepen([v], n - 1));
    const body = fc.record(
      {
        name: fc.constant('A'),
        lines: fc.array(fc.record({ dimensions: fc.dictionary(fc.constantFrom('a', 'b'), value) }), {
          maxLength: 5,
        }),
        tags: fc.array(fc.constant('t'), { maxLength: 6 }),
        metadata: fc.tuple(value, fc.integer({ min: 0, max: 34 })).map(([v, n]) => ({ k: deepen(v, n) })),
      },
      { requiredKeys: ['name'] },
    );
    fc.assert(
      fc.property(body, (b) => {
        const pre = precheck(b);
        const limits = [...pre.errors, ...pre.shape].filter((e) =>
          ['x-finrec-depth', 'maxItems'].includes(e.keyword),
        );
        const r = scan(JSON.stringify(b));
        expect(r !== undefined).toBe(limits.length > 0);
        if (r) {
          const at = `/${r.path.join('/')}`;
          expect(limits.map((e) => e.instancePath)).toContain(at);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('refusalError', () => {
  it('words a refusal as the pre-check words the same error', () => {
    const err = refusalError({ kind: 'depth', path: ['lines', 0, 'dimensions'], limit: 32, offset: 0 });
    expect(err.status).toBe(422);
    expect(err.errors).toEqual([
      {
        field: 'lines.0.dimensions',
        code: 'too_deep',
        message: 'must nest at most 32 levels of objects and arrays',
      },
    ]);
    expect(refusalError({ kind: 'depth', path: [], limit: 32, offset: 0 }).errors?.[0]?.field).toBe('body');
    expect(refusalError({ kind: 'items', path: ['lines'], limit: 1000, offset: 0 }).errors).toEqual([
      { field: 'lines', code: 'too_many_items', message: 'must have at most 1000 items' },
    ]);
  });
});

describe('charsetOf', () => {
  it('reads the charset parameter, case and quotes aside', () => {
    expect(charsetOf(undefined)).toBeUndefined();
    expect(charsetOf('application/json')).toBeUndefined();
    expect(charsetOf('application/json; charset=utf-8')).toBe('utf-8');
    expect(charsetOf('application/json;charset="UTF-16"')).toBe('utf-16');
    expect(charsetOf('application/json; foo=bar; Charset = Latin1 ')).toBe('latin1');
  });
});
