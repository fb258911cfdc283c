/**
 * The pure helpers of the Hardening issue: the pre-check walk (src/http/precheck.ts), the bounds of
 * integer query parameters and the bounded 422 (src/http/validation.ts), the raw answer to a
 * connection-level error (src/http/errors.ts).
 */
import { describe, expect, it } from 'vitest';
import { cursorValueFits, decodeKeyset, encodeKeyset } from '../../src/domain/keyset.ts';
import { clientErrorAnswer } from '../../src/http/errors.ts';
import {
  badString,
  compilePrecheck,
  MAX_FIELD_ERRORS,
  MAX_NESTING_DEPTH,
  pointer,
} from '../../src/http/precheck.ts';
import { boundIntegers, QUERY_INTEGER_MAX } from '../../src/http/validation.ts';
import { boundedFieldErrors } from '../../src/kernel/validate.ts';
import {
  blockedReason,
  guardedLookup,
  hostOf,
  isLocalhostName,
} from '../../src/platform/webhooks/address-guard.ts';

const schema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: 5 },
    lines: {
      type: 'array',
      maxItems: 3,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { amount: { type: 'string', pattern: '^\\d+$' } },
      },
    },
    metadata: { type: ['object', 'null'], additionalProperties: true, maxProperties: 2 },
  },
};

describe('badString', () => {
  it('finds NUL and unpaired surrogates, short strings and long alike', () => {
    for (const pad of ['', 'x'.repeat(40)]) {
      expect(badString(`${pad}ok`)).toBeUndefined();
      expect(badString(`${pad}a\u0000b`)).toBe('nul');
      expect(badString(`${pad}a\ud800b`)).toBe('surrogate');
      expect(badString(`${pad}\udc00`)).toBe('surrogate');
      expect(badString(`${pad}\ud83d`)).toBe('surrogate');
      expect(badString(`${pad}smile \u{1F600}`)).toBeUndefined();
    }
  });
});

describe('pointer', () => {
  it('escapes ~ and / as JSON pointers do', () => {
    expect(pointer(['lines', 2, 'a/b', 'c~d'])).toBe('/lines/2/a~1b/c~0d');
  });
});

describe('compilePrecheck', () => {
  const check = compilePrecheck(schema, true);

  it('a clean body: nothing found, Ajv runs', () => {
    const pre = check({ name: 'A', lines: [{ amount: '1' }], metadata: { a: { b: [1] } } });
    expect(pre).toMatchObject({ count: 0, shapeCount: 0, stop: false });
  });

  it('an array over its limit stops the walk before its items', () => {
    const pre = check({ name: 'A', lines: [0, 0, 0, 0] });
    expect(pre.stop).toBe(true);
    expect(pre.errors.map((e) => [e.instancePath, e.keyword])).toEqual([['/lines', 'maxItems']]);
    expect(pre.shapeCount).toBe(0); // the items' wrong types were never looked at
  });

  it('counts every shape error, keeps the first MAX_FIELD_ERRORS, and stops past them', () => {
    const flood = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`x${i}`, 0]));
    const pre = check({ name: 'A', ...flood });
    expect(pre.shapeCount).toBe(500);
    expect(pre.shape).toHaveLength(MAX_FIELD_ERRORS);
    expect(pre.stop).toBe(true);
    expect(pre.shape[0]).toMatchObject({ keyword: 'additionalProperties', instancePath: '/x0' });
  });

  it('checks the keywords Ajv checks, as Ajv names them', () => {
    const pre = check({
      name: 'toolong',
      lines: [{ amount: 'x', other: 1 }],
      metadata: { a: 1, b: 2, c: 3 },
    });
    expect(pre.shape.map((e) => `${e.instancePath} ${e.keyword}`).sort()).toEqual([
      '/lines/0/amount pattern',
      '/lines/0/other additionalProperties',
      '/metadata maxProperties',
      '/name maxLength',
    ]);
    expect(check({}).shape.map((e) => e.keyword)).toEqual(['required']);
    expect(check({ name: 5 }).shape.map((e) => e.keyword)).toEqual(['type']);
  });

  it('free-form values nest at most MAX_NESTING_DEPTH levels; the error names the field', () => {
    const nest = (n: number): unknown => (n === 0 ? 1 : { a: nest(n - 1) });
    expect(check({ name: 'A', metadata: nest(MAX_NESTING_DEPTH) }).count).toBe(0);
    const deep = check({ name: 'A', metadata: nest(MAX_NESTING_DEPTH + 1) });
    expect(deep.errors.map((e) => [e.instancePath, e.keyword])).toEqual([['/metadata', 'x-finrec-depth']]);
    const arrays = check({ name: 'A', metadata: { a: [[[[nest(MAX_NESTING_DEPTH)]]]] } });
    expect(arrays.errors.map((e) => e.instancePath)).toEqual(['/metadata']);
  });

  it('bad strings anywhere: values by their path, keys on their map', () => {
    const pre = check({
      name: 'a\u0000',
      lines: [{ amount: '\ud800' }],
      metadata: { k: ['\udc00'], 'b\u0000': 1 },
    });
    expect(pre.errors.map((e) => `${e.instancePath} ${(e.params as { problem: string }).problem}`)).toEqual([
      '/name nul',
      '/lines/0/amount surrogate',
      '/metadata/k/0 surrogate',
      '/metadata nul',
    ]);
    expect(pre.stop).toBe(false); // Ajv still runs: every problem at once
  });

  it('query strings: strings and limits only (their values are coerced later)', () => {
    const q = compilePrecheck({ type: 'object', properties: { page: { type: 'integer' } } }, false);
    expect(q({ page: '2' })).toMatchObject({ count: 0, shapeCount: 0 });
    expect(q({ page: '%\u0000' }).errors.map((e) => e.instancePath)).toEqual(['/page']);
  });
});

describe('boundIntegers', () => {
  it('gives every unbounded integer the 32-bit range, keeps narrower bounds', () => {
    const out = boundIntegers({
      type: 'object',
      properties: {
        page: { type: 'integer', minimum: 1 },
        limit: { type: 'integer', minimum: 1, maximum: 200 },
        n: { type: ['integer', 'null'] },
        s: { type: 'string' },
      },
    }) as { properties: Record<string, Record<string, unknown>> };
    expect(out.properties.page).toEqual({ type: 'integer', minimum: 1, maximum: QUERY_INTEGER_MAX });
    expect(out.properties.limit).toEqual({ type: 'integer', minimum: 1, maximum: 200 });
    expect(out.properties.n).toMatchObject({ minimum: -2147483648, maximum: QUERY_INTEGER_MAX });
    expect(out.properties.s).toEqual({ type: 'string' });
  });
});

describe('boundedFieldErrors', () => {
  it('formats at most MAX_FIELD_ERRORS and counts the rest', () => {
    const errors = Array.from({ length: 250 }, (_, i) => ({
      instancePath: `/f${i}`,
      schemaPath: '#',
      keyword: 'type',
      params: { type: 'string' },
      data: 1,
    }));
    const out = boundedFieldErrors([errors], 'body', 7);
    expect(out.errors).toHaveLength(MAX_FIELD_ERRORS);
    expect(out.errors[0]).toEqual({ field: 'f0', code: 'invalid_type', message: 'must be a string' });
    expect(out.total).toBe(257);
  });
});

describe('clientErrorAnswer', () => {
  it('is a whole HTTP answer carrying the envelope and its request id', () => {
    const answer = clientErrorAnswer({ code: 'HPE_HEADER_OVERFLOW' }, 'req_1');
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toContain('X-Request-Id: req_1');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body ?? '')}`);
    expect(JSON.parse(body ?? '')).toEqual({
      status: 'error',
      code: 'HEADERS_TOO_LARGE',
      message: 'The request headers are larger than 16 KiB.',
      request_id: 'req_1',
    });
    expect(clientErrorAnswer({ code: 'HPE_INVALID_METHOD' }, 'req_2')).toMatch(/^HTTP\/1\.1 400 /);
    expect(clientErrorAnswer({ code: 'ERR_HTTP_REQUEST_TIMEOUT' }, 'req_3')).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('keyset cursors', () => {
  const id = '0190a0e0-0000-7000-8000-0000000000aa';

  it('round-trip, bound to their sort', () => {
    const k = { sort: '-created_at', page: 3, value: '2026-01-01T00:00:00.000Z', id };
    expect(decodeKeyset(encodeKeyset(k), '-created_at')).toEqual(k);
    expect(() => decodeKeyset(encodeKeyset(k), 'created_at')).toThrow(/issued for sort=-created_at/);
  });

  it('refuse what the service never issues', () => {
    const raw = (...parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const text of [
      'x',
      raw('created_at', 2, 5, id),
      raw('created_at', 0, 'v', id),
      raw('created_at', 1e300, 'v', id),
      raw('created_at', 2, 'v', 'not-a-uuid'),
      raw('created_at', 2, 'v'),
    ]) {
      expect(() => decodeKeyset(text, 'created_at'), text).toThrow(/not a cursor this service issued/);
    }
  });

  it('a record cursor value must fit its sort column as each database keeps it', () => {
    expect(cursorValueFits('postgres', 'decimal', '12.50')).toBe(true);
    expect(cursorValueFits('postgres', 'decimal', 'abc')).toBe(false);
    expect(cursorValueFits('sqlite', 'decimal', `P${'0'.repeat(30)}`)).toBe(true);
    expect(cursorValueFits('sqlite', 'decimal', '12.50')).toBe(false);
    expect(cursorValueFits('postgres', 'integer', '42')).toBe(true);
    expect(cursorValueFits('postgres', 'integer', '99999999999999999999')).toBe(false);
    expect(cursorValueFits('sqlite', 'integer', 42)).toBe(true);
    expect(cursorValueFits('postgres', 'boolean', true)).toBe(true);
    expect(cursorValueFits('sqlite', 'boolean', true)).toBe(false);
    expect(cursorValueFits('postgres', 'ref', 'x')).toBe(false);
    expect(cursorValueFits('postgres', 'datetime', 5)).toBe(false);
    expect(cursorValueFits('sqlite', 'text', null)).toBe(true);
  });
});

describe('webhook address guard', () => {
  it('trailing dots are normalised; localhost names are loopback whatever DNS says', async () => {
    expect(hostOf(new URL('http://localhost./x'))).toBe('localhost');
    expect(hostOf(new URL('http://[::1]/x'))).toBe('::1');
    for (const host of ['localhost', 'LOCALHOST.', 'a.localhost', 'a.b.localhost..'])
      expect(isLocalhostName(host), host).toBe(true);
    for (const host of ['localhost.example.com', 'notlocalhost', 'example.com'])
      expect(isLocalhostName(host), host).toBe(false);
    const never = async () => {
      throw new Error('no lookup expected');
    };
    expect(await blockedReason(new URL('http://localhost./hook'), never)).toMatch(/loopback/);
  });

  it('a name that resolves to a private address is refused when registered and when delivered to', async () => {
    const nip = new URL('http://127.0.0.1.nip.io/hook');
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    expect(await blockedReason(nip, resolve)).toMatch(/127\.0\.0\.1\.nip\.io resolves to 127\.0\.0\.1/);
    // Not resolvable at registration: let through, and judged again at delivery.
    const unresolvable = async () => {
      throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await blockedReason(nip, unresolvable)).toBeUndefined();
    const lookup = guardedLookup(((_h: string, _o: unknown, cb: (e: null, a: unknown[]) => void) =>
      cb(null, [{ address: '127.0.0.1', family: 4 }])) as never);
    const error = await new Promise<Error | null>((resolve) =>
      (lookup as unknown as (h: string, o: object, cb: (e: Error | null) => void) => void)(
        '127.0.0.1.nip.io',
        {},
        resolve,
      ),
    );
    expect(error?.message).toMatch(/resolves to 127\.0\.0\.1/);
    const local = await new Promise<Error | null>((resolve) =>
      (lookup as unknown as (h: string, o: object, cb: (e: Error | null) => void) => void)(
        'localhost.',
        {},
        resolve,
      ),
    );
    expect(local?.message).toMatch(/^localhost\. resolves to 127\.0\.0\.1/);
  });
});
