/**
 * Hardening: malformed input on every operation of the OpenAPI document, on both databases. The
 * operations, their parameters and their body schemas are read from GET /v1/openapi.json of the
 * suite's server, so a route added later is covered without a change here. For each operation:
 *
 * - bodies: not JSON, `__proto__` / `constructor.prototype` keys, JSON of the wrong type (array,
 *   string, number), sent as text/plain, sent with Content-Encoding: gzip but not compressed, an
 *   Idempotency-Key over its 255 characters;
 * - every array the body schema declares (at any depth, through the first item of arrays) one item
 *   over its maxItems;
 * - every free-form object the body schema declares nested 40 levels deep (the limit is 32);
 * - every string the body schema declares holding a NUL, then a lone surrogate;
 * - every date-time the body schema declares a leap second, then outside the years 0000-9999 in UTC
 *   (JavaScript cannot hold the first, and the second has no four-digit-year UTC form);
 * - integer query parameters 1e308, -1, abc; date-time ones as above; every string query parameter
 *   holding a NUL, then a lone surrogate (as WTF-8, the bytes a sloppy client would send: no UTF-8
 *   encodes one);
 * - path parameters: not a UUID, a number, a NUL, a lone surrogate, longer than the router takes.
 *
 * Every answer must be under 500; every 4xx the error envelope with a request_id that repeats
 * X-Request-Id; every request done within 1 s (a robustness bound, not a performance one: a
 * request that takes longer is doing work it should have refused). Where the answer is certain
 * (a too-long array, a too-deep value, a bad string or date-time) the test also asserts the field is
 * named.
 * Requests go over real HTTP one at a time (node:http: fetch refuses GET bodies), one company and
 * token; the few that are well-formed enough to write are harmless and leave the test
 * deterministic (they all fail before a write: nothing here names an existing record).
 */
import { type Agent, Agent as HttpAgent, request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Company, forEachDatabase, type Harness, type Json } from './helpers/harness.ts';

/** A request is done within this (ms): generous, so that only a real stall fails it. */
const TIME_BOUND_MS = 1000;
/** A record id no record has (the bodies' checks run before the record is looked up). */
const NO_SUCH_ID = '0190a0e0-0000-7000-8000-0000000000aa';
/** `{"a":{"a":…{"a":1}…}}`, `levels` objects deep. */
const nested = (levels: number): Json => {
  let v: Json = 1;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};
const ENVELOPE_KEYS = new Set(['status', 'code', 'message', 'errors', 'request_id']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Schema = Record<string, Json>;

interface Operation {
  method: string;
  /** As the document has it: `/v1/customers/{id}`. */
  path: string;
  /** Path parameters and their schemas. */
  pathParams: [string, Schema][];
  query: [string, Schema][];
  body: Schema | undefined;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  ms: number;
}

interface Sent {
  /** What the case is, for the failure message. */
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Fields the answer must name (when it is checked for them). */
  fields?: string[];
}

/** One request over HTTP (keep-alive); a reused socket the server had closed is tried once more. */
function send(baseUrl: string, agent: Agent, s: Sent): Promise<Answer> {
  const attempt = (retry: boolean): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const headers: Record<string, string | number> = { ...s.headers };
      if (s.body !== undefined) headers['content-length'] = Buffer.byteLength(s.body);
      const req = httpRequest(`${baseUrl}${s.url}`, { method: s.method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (retry && req.reusedSocket && error.code === 'ECONNRESET') resolve(attempt(false));
        else reject(error);
      });
      req.setTimeout(10_000, () => req.destroy(new Error('no answer in 10 s')));
      req.end(s.body);
    });
  return attempt(true);
}

/** What is wrong with an answer (empty: nothing): a 5xx, a 4xx that is not the envelope, too slow. */
function problems(a: Answer): string[] {
  const out: string[] = [];
  if (a.status >= 500) out.push(`status ${a.status}`);
  if (a.ms > TIME_BOUND_MS) out.push(`took ${Math.round(a.ms)} ms`);
  if (a.status < 400) return out;
  if (!String(a.headers['content-type'] ?? '').startsWith('application/json'))
    out.push(`content-type ${a.headers['content-type']}`);
  let body: Json;
  try {
    body = JSON.parse(a.text);
  } catch {
    return [...out, 'body is not JSON'];
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return [...out, 'body is not an object'];
  for (const key of Object.keys(body))
    if (!ENVELOPE_KEYS.has(key)) out.push(`key ${key} outside the envelope`);
  if (body.status !== 'error') out.push('status is not "error"');
  if (typeof body.code !== 'string' || !body.code) out.push('no code');
  if (typeof body.message !== 'string' || !body.message) out.push('no message');
  if (typeof body.request_id !== 'string' || !body.request_id) out.push('no request_id');
  else if (body.request_id !== a.headers['x-request-id']) out.push('request_id is not X-Request-Id');
  if (body.errors !== undefined && !Array.isArray(body.errors)) out.push('errors is not an array');
  return out;
}

/** The JSON body of an answer, or undefined. */
function jsonOf(a: Answer): Json {
  try {
    return JSON.parse(a.text);
  } catch {
    return undefined;
  }
}

// Reading the document --------------------------------------------------------------------------

function resolver(doc: Json) {
  return (schema: Json): Schema => {
    let s = schema;
    for (let i = 0; s && typeof s.$ref === 'string' && i < 20; i++) {
      const parts = (s.$ref as string).replace(/^#\//, '').split('/');
      s = parts.reduce((o: Json, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    }
    return (s ?? {}) as Schema;
  };
}

function operationsOf(doc: Json): Operation[] {
  const deref = resolver(doc);
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref) as Json[];
      const of = (where: string): [string, Schema][] =>
        params.filter((p) => p.in === where).map((p) => [p.name as string, deref(p.schema ?? {})]);
      // A body that is not JSON (a bank file) is not what these cases send: no body schema here.
      const jsonSchema = op.requestBody
        ? deref(op.requestBody).content?.['application/json']?.schema
        : undefined;
      const body = jsonSchema ? deref(jsonSchema) : undefined;
      out.push({ method: method.toUpperCase(), path, pathParams: of('path'), query: of('query'), body });
    }
  }
  return out;
}

const typesOf = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** A position in a body: the keys and indexes to it, and its schema. */
type Position = { path: (string | number)[]; schema: Schema };

/**
 * Every position the body schema describes (objects' properties, a map's values under key `k`, an
 * array's first item), to `maxDepth`: where arrays, free-form objects and strings are.
 */
function positions(deref: (s: Json) => Schema, root: Schema, maxDepth = 6): Position[] {
  const out: Position[] = [];
  const walk = (schema: Schema, path: (string | number)[]) => {
    const s = deref(schema);
    if (path.length > maxDepth) return;
    if (path.length > 0) out.push({ path, schema: s });
    const types = typesOf(s);
    if (types.includes('object')) {
      for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, Json>))
        walk(v, [...path, k]);
      if (s.additionalProperties && typeof s.additionalProperties === 'object')
        walk(s.additionalProperties, [...path, 'k']);
    }
    if (types.includes('array') && s.items && typeof s.items === 'object') walk(s.items, [...path, 0]);
  };
  walk(root, []);
  return out;
}

const isFreeObject = (s: Schema) =>
  typesOf(s).includes('object') && s.properties === undefined && s.additionalProperties !== false;

/** `value` at `path` in a body of nothing else (an array index makes an array). */
function bodyWith(path: (string | number)[], value: Json): Json {
  let v = value;
  for (let i = path.length - 1; i >= 0; i--) {
    const p = path[i]!;
    v = typeof p === 'number' ? [v] : { [p]: v };
  }
  return v;
}

/** Several positions' values in one body. */
function bodyWithAll(entries: [(string | number)[], Json][]): Json {
  const root: Json = {};
  for (const [path, value] of entries) {
    let node = root;
    for (let i = 0; i < path.length - 1; i++) {
      const p = path[i]!;
      const next = path[i + 1]!;
      node[p] ??= typeof next === 'number' ? [] : {};
      node = node[p];
    }
    node[path[path.length - 1]!] = value;
  }
  return root;
}

/** A field path as the API names it: `lines.0.description`. */
const fieldOf = (path: (string | number)[]) => path.join('.');

/** The operation's URL with every path parameter given a value that finds nothing. */
function urlOf(op: Operation, values: Record<string, string> = {}): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (values[name] !== undefined) return values[name]!;
    const schema = op.pathParams.find(([n]) => n === name)?.[1];
    return Array.isArray(schema?.enum) ? String(schema.enum[0]) : NO_SUCH_ID;
  });
}

const json = { 'content-type': 'application/json' };

forEachDatabase(
  (h: () => Harness) => {
    let ops: Operation[] = [];
    let deref: (s: Json) => Schema = (s) => s;
    let company: Company;
    let agent: Agent;

    beforeAll(async () => {
      const res = await h().anonymous().get('/v1/openapi.json');
      expect(res.status).toBe(200);
      ops = operationsOf(res.body);
      deref = resolver(res.body);
      // The document lists well over a hundred operations; a broken read would test nothing.
      expect(ops.length).toBeGreaterThan(100);
      company = await h().company();
      agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
      return () => agent.destroy();
    });

    /**
     * Sends every case one after another; `check` may add what must hold beyond `problems`. Fails
     * once, listing every bad answer (at most 40 shown).
     */
    async function run(cases: Sent[], check?: (s: Sent, a: Answer) => string | undefined): Promise<void> {
      const failures: string[] = [];
      for (const s of cases) {
        const headers = { authorization: `Bearer ${company.token}`, ...s.headers };
        const a = await send(h().baseUrl, agent, { ...s, headers });
        const found = problems(a);
        const extra = found.length === 0 ? check?.(s, a) : undefined;
        if (extra) found.push(extra);
        if (found.length)
          failures.push(
            `${s.method} ${s.url} [${s.label}]: ${found.join('; ')} → ${a.status} ${a.text.slice(0, 300)}`,
          );
      }
      expect(cases.length).toBeGreaterThan(0);
      expect(failures.slice(0, 40), `${failures.length} of ${cases.length} requests`).toEqual([]);
    }

    /** A 422 with an error of `code` (any, when not given) on each field the case names. */
    const namesEach = (code?: string) => (s: Sent, a: Answer) => {
      if (a.status !== 422) return 'expected 422';
      const errors = (jsonOf(a)?.errors ?? []) as Json[];
      const missing = (s.fields ?? []).filter(
        (f) => !errors.some((e) => e.field === f && (code === undefined || e.code === code)),
      );
      return missing.length ? `no ${code ?? 'error'} on ${missing.join(', ')}` : undefined;
    };

    describe('every operation of the OpenAPI document, malformed input: never a 5xx, always the envelope', () => {
      it('bodies: not JSON, not an object, text/plain, gzip that is not, an over-long Idempotency-Key', async () => {
        const cases: (Sent & { takesBody: boolean })[] = [];
        for (const op of ops) {
          const url = urlOf(op);
          const takesBody = op.body !== undefined;
          const c = (label: string, body: string | Buffer, headers: Record<string, string>) =>
            cases.push({ label, method: op.method, url, body, headers, takesBody });
          c('not JSON', '{"name": "a",', json);
          c('not JSON', 'name=a&x=1', json);
          c('__proto__', '{"__proto__":{"admin":true}}', json);
          c('__proto__', '{"metadata":{"constructor":{"prototype":{"admin":true}}}}', json);
          c('an array', '[{"name":"a"}]', json);
          c('a string', '"name"', json);
          c('a number', '1e308', json);
          c('text/plain', '{"name":"a"}', { 'content-type': 'text/plain' });
          c('gzip, not compressed', '{"name":"a"}', { ...json, 'content-encoding': 'gzip' });
          if (op.method !== 'GET')
            c('Idempotency-Key of 300', '{}', { ...json, 'idempotency-key': 'k'.repeat(300) });
        }
        await run(cases, (s, a) => {
          const { takesBody } = s as (typeof cases)[number];
          // Routes without a body schema ignore what is sent (GET, DELETE): any answer but a 5xx.
          if (!takesBody) return undefined;
          const code = jsonOf(a)?.code;
          const want: Record<string, string[]> = {
            'not JSON': ['MALFORMED_JSON'],
            // Refused by the JSON parser (secure-json-parse), before any schema sees them.
            __proto__: ['MALFORMED_JSON'],
            'an array': ['VALIDATION_ERROR'],
            'a string': ['VALIDATION_ERROR'],
            'a number': ['VALIDATION_ERROR'],
            'text/plain': ['UNSUPPORTED_MEDIA_TYPE'],
            'gzip, not compressed': ['UNSUPPORTED_MEDIA_TYPE'],
            'Idempotency-Key of 300': ['VALIDATION_ERROR'],
          };
          const expected = want[s.label];
          return expected && !expected.includes(code)
            ? `expected ${expected.join('/')}, got ${code}`
            : undefined;
        });
      });

      it('every declared array one item over its maxItems: 422 naming the array, items never looked at', async () => {
        const cases: Sent[] = [];
        for (const op of ops) {
          if (!op.body) continue;
          for (const { path, schema } of positions(deref, op.body)) {
            if (!typesOf(schema).includes('array')) continue;
            // Every array has a limit: an array without one is a request of unbounded cost.
            expect(schema.maxItems, `${op.method} ${op.path} ${fieldOf(path)}`).toBeTypeOf('number');
            const body = JSON.stringify(bodyWith(path, new Array(schema.maxItems + 1).fill(0)));
            cases.push({
              label: `${fieldOf(path)} over ${schema.maxItems}`,
              method: op.method,
              url: urlOf(op),
              body,
              headers: json,
              fields: [fieldOf(path)],
            });
          }
        }
        await run(cases, namesEach('too_many_items'));
      });

      it('every declared free-form object nested 40 levels deep: 422 naming it', async () => {
        const cases: Sent[] = [];
        for (const op of ops) {
          if (!op.body) continue;
          for (const { path, schema } of positions(deref, op.body)) {
            if (!isFreeObject(schema)) continue;
            const body = JSON.stringify(bodyWith(path, nested(40)));
            cases.push({
              label: `${fieldOf(path)} 40 deep`,
              method: op.method,
              url: urlOf(op),
              body,
              headers: json,
              fields: [fieldOf(path)],
            });
          }
        }
        await run(cases, namesEach('too_deep'));
      });

      /**
       * Cases putting `value` in every position `which` selects, a few per request (each answer
       * lists them all, well under its 100 errors); an alias goes in requests of its own, since one
       * sent beside its field with the same value is dropped (its errors are the field's).
       */
      function grouped(which: (s: Schema) => boolean, values: [string, string][]) {
        const cases: Sent[] = [];
        for (const op of ops) {
          if (!op.body) continue;
          const found = positions(deref, op.body).filter((p) => which(p.schema));
          const isAlias = (p: Position) => /^Alias of `/.test(String(p.schema.description ?? ''));
          const groups: Position[][] = [];
          for (const list of [found.filter((p) => !isAlias(p)), found.filter(isAlias)])
            for (let i = 0; i < list.length; i += 15) groups.push(list.slice(i, i + 15));
          for (const group of groups) {
            for (const [what, value] of values) {
              const body = JSON.stringify(bodyWithAll(group.map((p) => [p.path, value])));
              const fields = group.map((p) => fieldOf(p.path));
              cases.push({
                label: `${what} in ${fields.join(', ')}`,
                method: op.method,
                url: urlOf(op),
                body,
                headers: json,
                fields,
              });
            }
          }
        }
        return cases;
      }

      it('every declared string holding a NUL, then a lone surrogate: 422 naming each', async () => {
        const cases = grouped(
          (s) => typesOf(s).includes('string'),
          [
            ['NUL', 'a\u0000b'],
            ['lone surrogate', 'a\ud800b'],
          ],
        );
        await run(cases, namesEach('invalid_string'));
      });

      it('every declared date-time a leap second, then one past 9999 in UTC: 422 naming each', async () => {
        const cases = grouped(
          (s) => s.format === 'date-time',
          [
            ['leap second', '2026-12-31T23:59:60Z'],
            ['year 10000 in UTC', '9999-12-31T23:59:59-23:59'],
            ['year -1 in UTC', '0000-01-01T00:00:00+00:01'],
          ],
        );
        await run(cases, namesEach('invalid_datetime'));
      });

      it('query parameters: page=1e308, limit=-1, limit=abc; a leap second in every date-time; NUL or a lone surrogate in every string', async () => {
        const cases: (Sent & { code?: string })[] = [];
        for (const op of ops) {
          const url = urlOf(op);
          const named = (kind: (s: Schema) => boolean) => op.query.filter(([, s]) => kind(s)).map(([n]) => n);
          const integers = named((s) => typesOf(s).includes('integer'));
          for (const q of ['page=1e308', 'limit=-1', 'limit=abc']) {
            const name = q.split('=')[0]!;
            // Sent to every operation: those without the parameter refuse it or ignore it.
            cases.push({
              label: q,
              method: op.method,
              url: `${url}?${q}`,
              ...(integers.includes(name) ? { fields: [name] } : {}),
            });
          }
          const datetimes = named((s) => s.format === 'date-time');
          if (datetimes.length > 0) {
            for (const value of ['2026-12-31T23:59:60Z', '9999-12-31T23:59:59-23:59']) {
              const qs = datetimes.map((n) => `${n}=${encodeURIComponent(value)}`).join('&');
              cases.push({
                label: `${value} in every date-time`,
                method: op.method,
                url: `${url}?${qs}`,
                fields: datetimes,
                code: 'invalid_datetime',
              });
            }
          }
          const strings = named((s) => typesOf(s).includes('string'));
          const params = strings.length > 0 ? strings : ['x'];
          cases.push({
            label: 'NUL in every string',
            method: op.method,
            url: `${url}?${params.map((n) => `${n}=a%00b`).join('&')}`,
            ...(strings.length > 0 ? { fields: strings, code: 'invalid_string' } : {}),
          });
          // U+D800 as WTF-8, the bytes a sloppy client sends (no UTF-8 encodes a lone surrogate):
          // decoded, it is not a surrogate any more; whatever the answer, never a 5xx.
          cases.push({
            label: 'lone surrogate in every string',
            method: op.method,
            url: `${url}?${params.map((n) => `${n}=a%ED%A0%80b`).join('&')}`,
          });
        }
        await run(cases, (s, a) =>
          s.fields ? namesEach((s as (typeof cases)[number]).code)(s, a) : undefined,
        );
      });

      it('path parameters: not a UUID, NUL, a lone surrogate, over the router limit: 404 or 422', async () => {
        const cases: Sent[] = [];
        for (const op of ops) {
          for (const [name] of op.pathParams) {
            for (const [what, value] of [
              ['not a UUID', 'not-a-uuid'],
              ['a number', '12345'],
              ['NUL', '%00'],
              ['lone surrogate', '%ED%A0%80'],
              ['300 characters', 'a'.repeat(300)],
            ] as const) {
              const body = op.body ? '{}' : undefined;
              cases.push({
                label: `${name} ${what}`,
                method: op.method,
                url: urlOf(op, { [name]: value }),
                ...(body ? { body, headers: json } : {}),
              });
            }
          }
        }
        await run(cases, (_, a) => ([404, 422].includes(a.status) ? undefined : 'expected 404 or 422'));
      });
    });
  },
  { config: { rateLimitPerSecond: 0, webhookDispatchIntervalMs: 0 } },
);
