/**
 * HTTP-level behaviour (D5, D10, D11, D1, D13): body parsing errors, media types, size limits,
 * unknown routes and methods, X-Request-Id, the error envelope on every 4xx, the unauthenticated
 * system routes, and what a 500 may show.
 */
import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { generateToken } from '../src/platform/tokens.ts';
import type { Store } from '../src/storage/store.ts';
import { allowed, errorFields, expectError } from './helpers/errors.ts';
import { type Client, forEachDatabase, type Harness, type Json, type Response } from './helpers/harness.ts';

const MIB = 1024 * 1024;

/** fetch without the harness client: for bodies it cannot send (bytes, streams, no content type). */
async function rawFetch(url: string, init: RequestInit & { duplex?: 'half' }): Promise<Response> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body: body as Json };
}

forEachDatabase((h: () => Harness) => {
  const auth = (c: Client) => ({ authorization: `Bearer ${c.token}` });

  describe('request bodies', () => {
    it('malformed JSON is 400 MALFORMED_JSON', async () => {
      const c = await h().company();
      for (const raw of ['{"name":', '{name: "x"}', 'not json', '{"name":"a",}', "{'name':'a'}"]) {
        const res = await c.request('POST', '/v1/customers', { raw });
        expect(res.status, raw).toBe(400);
        expectError(res, 400, 'MALFORMED_JSON');
      }
      const put = await c.request(
        'PUT',
        `/v1/customers/${(await c.post('/v1/customers', { name: 'A' })).body.id}`,
        {
          raw: '{"name": "B"',
        },
      );
      expectError(put, 400, 'MALFORMED_JSON');
      expect((await c.get('/v1/customers')).body.pagination.total_count).toBe(1);
    });

    it('an empty body that claims to be JSON is 400 MALFORMED_JSON', async () => {
      const c = await h().company();
      const res = await c.request('POST', '/v1/customers', { raw: '' });
      expectError(res, 400, 'MALFORMED_JSON');
    });

    it('valid JSON of the wrong shape is a 422, not a 400 or a 500', async () => {
      const c = await h().company();
      for (const raw of ['[]', '"text"', '42', 'null']) {
        const res = await c.request('POST', '/v1/customers', { raw });
        expect([400, 422], `${raw} → ${res.status}`).toContain(res.status);
        expectError(res, res.status, res.status === 400 ? 'MALFORMED_JSON' : 'VALIDATION_ERROR');
      }
    });

    it('a prototype-poisoning body is refused with a 4xx envelope', async () => {
      const c = await h().company();
      const res = await c.request('POST', '/v1/customers', {
        raw: '{"name":"a","__proto__":{"polluted":true}}',
      });
      expect([400, 422]).toContain(res.status);
      expectError(res, res.status, res.status === 400 ? 'MALFORMED_JSON' : 'VALIDATION_ERROR');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('a body that is not JSON is 415 UNSUPPORTED_MEDIA_TYPE', async () => {
      const c = await h().company();
      const cases: [string, string][] = [
        ['text/plain', '{"name":"A"}'],
        ['text/plain; charset=utf-8', 'name=A'],
        ['application/x-www-form-urlencoded', 'name=A'],
        ['application/xml', '<customer><name>A</name></customer>'],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--',
        ],
      ];
      for (const [type, raw] of cases) {
        const res = await c.request('POST', '/v1/customers', { raw, headers: { 'content-type': type } });
        expect(res.status, `${type} → ${res.status} ${JSON.stringify(res.body)}`).toBe(415);
        expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
      }
      const id = (await c.post('/v1/customers', { name: 'A' })).body.id;
      const put = await c.request('PUT', `/v1/customers/${id}`, {
        raw: '{"name":"B"}',
        headers: { 'content-type': 'text/plain' },
      });
      expectError(put, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect((await c.get(`/v1/customers/${id}`)).body.data.name).toBe('A');
      expect((await c.get('/v1/customers')).body.pagination.total_count).toBe(1);
    });

    it('a body without any Content-Type is 415', async () => {
      const c = await h().company();
      const res = await rawFetch(`${h().baseUrl}/v1/customers`, {
        method: 'POST',
        headers: auth(c),
        body: new TextEncoder().encode('{"name":"A"}'),
      });
      expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('application/json with a charset is accepted', async () => {
      const c = await h().company();
      const res = await c.request('POST', '/v1/customers', {
        raw: '{"name":"Zoë"}',
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
      expect(res.status).toBe(201);
      expect(res.body.data.name).toBe('Zoë');
    });

    it('a body over 1 MiB is 413 PAYLOAD_TOO_LARGE, and nothing is written', async () => {
      const c = await h().company();
      const big = JSON.stringify({ name: 'A', description: 'x'.repeat(MIB) });
      expect(Buffer.byteLength(big)).toBeGreaterThan(MIB);
      const res = await c.request('POST', '/v1/customers', { raw: big });
      expectError(res, 413, 'PAYLOAD_TOO_LARGE');
      // Multi-byte characters count as bytes.
      const wide = JSON.stringify({ name: 'A', description: 'é'.repeat(MIB / 2 + 10) });
      expect(wide.length).toBeLessThan(MIB);
      expectError(await c.request('POST', '/v1/customers', { raw: wide }), 413, 'PAYLOAD_TOO_LARGE');
      expect((await c.get('/v1/customers')).body.pagination.total_count).toBe(0);
    });

    it('a chunked body (no Content-Length) over 1 MiB is 413 too', async () => {
      const c = await h().company();
      const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"name":"A","description":"'));
        },
        pull(controller) {
          if (sent > 2 * MIB) {
            controller.enqueue(new TextEncoder().encode('"}'));
            controller.close();
            return;
          }
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      let res: Response;
      try {
        res = await rawFetch(`${h().baseUrl}/v1/customers`, {
          method: 'POST',
          headers: { ...auth(c), 'content-type': 'application/json' },
          body: stream,
          duplex: 'half',
        });
      } catch (error) {
        // The server may answer and close before the upload ends; then fetch cannot read the answer.
        expect(String(error)).toMatch(/fetch failed|socket|ECONNRESET|EPIPE|terminated/i);
        expect((await c.get('/v1/customers')).body.pagination.total_count).toBe(0);
        return;
      }
      expectError(res, 413, 'PAYLOAD_TOO_LARGE');
      expect((await c.get('/v1/customers')).body.pagination.total_count).toBe(0);
    });

    it('a body just under 1 MiB is not refused for its size', async () => {
      const c = await h().company();
      const filler = 'x'.repeat(9_000);
      const metadata: Record<string, string> = {};
      for (let i = 0; i < 50; i++) metadata[`k${i}`] = filler;
      const body = JSON.stringify({ name: 'A', metadata, description: 'y'.repeat(9_000) });
      expect(Buffer.byteLength(body)).toBeLessThan(MIB);
      expect(Buffer.byteLength(body)).toBeGreaterThan(450_000);
      const res = await c.request('POST', '/v1/customers', { raw: body });
      expect(res.status).toBe(201);
    });

    it('auth is checked before size and media type', async () => {
      const anon = h().anonymous();
      const big = JSON.stringify({ name: 'x'.repeat(MIB + 1) });
      const res = await anon.request('POST', '/v1/customers', { raw: big });
      expectError(res, 401, 'UNAUTHORIZED');
    });
  });

  describe('validation (D5, D11)', () => {
    it('unknown body fields: one unknown_field entry per field', async () => {
      const c = await h().company();
      const res = await c.post('/v1/customers', { name: 'A', foo: 1, bar: { x: 1 } });
      const body = expectError(res, 422, 'VALIDATION_ERROR');
      expect(errorFields(body).sort()).toEqual(['bar', 'foo']);
      for (const e of body.errors as Json[]) expect(e.code).toBe('unknown_field');
    });

    it('reports every problem of the request at once, with dotted paths', async () => {
      const c = await h().company();
      const res = await c.post('/v1/customers', {
        foo: 1,
        credit_limit: 12.5,
        email: 42,
        entity_type: 'robot',
        contacts: [{ name: 'ok' }, { name: 'bad', is_primary: 'yes' }],
        tax_exemption_certificate: { expires_on: '2026-02-30' },
      });
      const body = expectError(res, 422, 'VALIDATION_ERROR');
      const fields = errorFields(body);
      for (const f of [
        'name',
        'foo',
        'credit_limit',
        'email',
        'entity_type',
        'contacts.1.is_primary',
        'tax_exemption_certificate.expires_on',
      ]) {
        expect(fields, JSON.stringify(body.errors)).toContain(f);
      }
      const decimal = (body.errors as Json[]).find((e) => e.field === 'credit_limit');
      expect(decimal.message).toContain('send decimals as strings');
    });

    it('metadata takes at most 50 keys', async () => {
      const c = await h().company();
      const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v']));
      expect((await c.post('/v1/customers', { name: 'A', metadata: keys(50) })).status).toBe(201);
      const res = await c.post('/v1/customers', { name: 'B', metadata: keys(51) });
      expect(errorFields(expectError(res, 422, 'VALIDATION_ERROR'))).toEqual(['metadata']);
    });

    it('bulk accounts: errors named accounts.N.field; all or nothing', async () => {
      const c = await h().company();
      const ok = (i: number) => ({ source_id: `a${i}`, name: `Account ${i}`, type: 'asset' });
      const res = await c.post('/v1/accounts/bulk', {
        accounts: [ok(0), ok(1), ok(2), { source_id: 'a3', name: 'Bad', type: 'cash' }, { ...ok(4), foo: 1 }],
      });
      const body = expectError(res, 422, 'VALIDATION_ERROR');
      expect(errorFields(body).sort()).toEqual(['accounts.3.type', 'accounts.4.foo']);
      expect((await c.get('/v1/accounts')).body.pagination.total_count).toBe(0);
    });

    it('bulk accounts: at most 1,000; more is a 422 on accounts', async () => {
      const c = await h().company();
      const many = (n: number) =>
        Array.from({ length: n }, (_, i) => ({ source_id: `a${i}`, name: `Account ${i}`, type: 'asset' }));
      const tooMany = await c.post('/v1/accounts/bulk', { accounts: many(1001) });
      expect(errorFields(expectError(tooMany, 422, 'VALIDATION_ERROR'))).toEqual(['accounts']);
      expect((await c.get('/v1/accounts')).body.pagination.total_count).toBe(0);
      const full = await c.post('/v1/accounts/bulk', { accounts: many(1000) });
      expect(full.status).toBe(201);
      expect(full.body.object).toBe('list');
      expect(full.body.data).toHaveLength(1000);
      expect((await c.get('/v1/accounts')).body.pagination.total_count).toBe(1000);
    });

    it('an unknown query parameter is a 422 naming it', async () => {
      const c = await h().company();
      const one = await c.get('/v1/customers?foo=1');
      const body = expectError(one, 422, 'VALIDATION_ERROR');
      expect(errorFields(body)).toEqual(['foo']);
      const two = await c.get('/v1/customers?foo=1&bar=2&limit=10');
      expect(errorFields(expectError(two, 422, 'VALIDATION_ERROR')).sort()).toEqual(['bar', 'foo']);
      // Accounts are never looked up by code (spec §1).
      for (const param of ['code', 'account_code']) {
        const res = await c.get(`/v1/accounts?${param}=1000`);
        expect(errorFields(expectError(res, 422, 'VALIDATION_ERROR'))).toEqual([param]);
      }
    });
  });

  describe('routes and methods', () => {
    it('an unknown route is 404 NOT_FOUND in the envelope', async () => {
      const c = await h().company();
      for (const path of ['/v1/nothing', '/v1/customers/x/y', '/nothing', '/v2/customers']) {
        expectError(await c.get(path), 404, 'NOT_FOUND');
      }
      expectError(await c.post('/v1/nothing', { a: 1 }), 404, 'NOT_FOUND');
    });

    it('a malformed record id is 404, like an unknown one', async () => {
      const c = await h().company();
      expectError(await c.get('/v1/customers/not-a-uuid'), 404, 'NOT_FOUND');
      expectError(await c.put('/v1/customers/not-a-uuid', { name: 'x' }), 404, 'NOT_FOUND');
      expectError(await c.delete('/v1/customers/not-a-uuid'), 404, 'NOT_FOUND');
    });

    it('an over-long or badly percent-encoded id is a 404 in the envelope too', async () => {
      const c = await h().company();
      for (const path of [
        `/v1/accounts/${'9'.repeat(300)}`,
        `/v1/customers/${'a'.repeat(150)}`,
        '/v1/customers/%E0%A4%A',
        '/v1/customers/%zz',
      ]) {
        const res = await c.get(path, { headers: { 'x-request-id': 'bad-url-1' } });
        expect(res.status, `${path.slice(0, 40)} → ${res.status} ${JSON.stringify(res.body)}`).toBe(404);
        expect(expectError(res, 404, 'NOT_FOUND').request_id).toBe('bad-url-1');
      }
    });

    it('DELETE on an account is 405 with Allow: GET, PUT; the account stays', async () => {
      const c = await h().company();
      const acc = await c.post('/v1/accounts', { source_id: 'a1', name: 'Cash', type: 'asset' });
      const res = await c.delete(`/v1/accounts/${acc.body.id}`);
      expectError(res, 405, 'METHOD_NOT_ALLOWED');
      expect(allowed(res)).toEqual(['GET', 'PUT']);
      expect((await c.get(`/v1/accounts/${acc.body.id}`)).status).toBe(200);
    });

    it('PATCH on a customer is 405 with Allow: GET, PUT, DELETE', async () => {
      const c = await h().company();
      const cus = await c.post('/v1/customers', { name: 'A' });
      const res = await c.request('PATCH', `/v1/customers/${cus.body.id}`, { body: { name: 'B' } });
      expectError(res, 405, 'METHOD_NOT_ALLOWED');
      expect(allowed(res)).toEqual(['DELETE', 'GET', 'PUT']);
      const bare = await c.request('PATCH', `/v1/customers/${cus.body.id}`);
      expectError(bare, 405, 'METHOD_NOT_ALLOWED');
      expect((await c.get(`/v1/customers/${cus.body.id}`)).body.data.name).toBe('A');
    });

    it('PUT, PATCH and DELETE on a collection are 405 with Allow: GET, POST', async () => {
      const c = await h().company();
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        for (const path of ['/v1/customers', '/v1/accounts']) {
          const res = await c.request(method, path, method === 'DELETE' ? {} : { body: { name: 'x' } });
          expectError(res, 405, 'METHOD_NOT_ALLOWED');
          expect(allowed(res), `${method} ${path}`).toEqual(['GET', 'POST']);
        }
      }
      expect((await c.get('/v1/customers')).body.pagination.total_count).toBe(0);
    });
  });

  describe('X-Request-Id', () => {
    it('a client’s valid value is echoed in the header and in request_id', async () => {
      const c = await h().company();
      for (const id of ['abc-123', 'trace.ID_9:span-2', 'x'.repeat(128)]) {
        const ok = await c.get('/v1/customers', { headers: { 'x-request-id': id } });
        expect(ok.status).toBe(200);
        expect(ok.headers.get('x-request-id')).toBe(id);
        const err = await c.get('/v1/customers?foo=1', { headers: { 'x-request-id': id } });
        expect(expectError(err, 422, 'VALIDATION_ERROR').request_id).toBe(id);
        const notFound = await c.get('/v1/nothing', { headers: { 'x-request-id': id } });
        expect(expectError(notFound, 404, 'NOT_FOUND').request_id).toBe(id);
      }
    });

    it('an invalid value is replaced by one of ours', async () => {
      const c = await h().company();
      for (const id of ['has spaces', 'x'.repeat(200), 'semi;colon', '<script>', 'a"b']) {
        const res = await c.get('/v1/customers?foo=1', { headers: { 'x-request-id': id } });
        const body = expectError(res, 422, 'VALIDATION_ERROR');
        const given = res.headers.get('x-request-id')!;
        expect(given, id).not.toBe(id);
        expect(given).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
        expect(body.request_id).toBe(given);
      }
    });

    it('every response carries one, and our own are unique', async () => {
      const c = await h().company();
      const cus = await c.post('/v1/customers', { name: 'A' });
      const id = cus.body.id as string;
      const responses: Response[] = [
        cus,
        await c.get('/v1/customers'),
        await c.get(`/v1/customers/${id}`),
        await c.request('HEAD', `/v1/customers/${id}`),
        await c.put(`/v1/customers/${id}`, { name: 'B' }),
        await c.put(`/v1/customers/${id}`, { name: 'C' }, { headers: { 'if-match': '"1"' } }),
        await c.post('/v1/customers', { foo: 1 }),
        await c.request('POST', '/v1/customers', { raw: '{' }),
        await c.request('POST', '/v1/customers', { raw: 'x', headers: { 'content-type': 'text/csv' } }),
        await c.request('POST', '/v1/customers', { raw: JSON.stringify({ name: 'x'.repeat(MIB) }) }),
        await c.request('PATCH', `/v1/customers/${id}`),
        await c.get('/v1/nothing'),
        await h().anonymous().get('/v1/customers'),
        await h().anonymous().get('/healthz'),
        await h().anonymous().get('/readyz'),
        await h().anonymous().get('/v1/openapi.json'),
        await h().anonymous().get('/docs'),
        await c.delete(`/v1/customers/${id}`),
        await c.delete(`/v1/customers/${id}`),
      ];
      const ids = responses.map((r) => r.headers.get('x-request-id'));
      for (const [i, rid] of ids.entries())
        expect(rid, `response ${i} (${responses[i]!.status})`).toBeTruthy();
      expect(new Set(ids).size).toBe(ids.length);
      for (const r of responses) {
        if (r.status >= 400 && r.body && typeof r.body === 'object') {
          expect(r.body.request_id).toBe(r.headers.get('x-request-id'));
        }
      }
    });
  });

  describe('system routes, no token needed', () => {
    it('GET / is a small index of where things are, not a 404', async () => {
      const res = await h().anonymous().get('/');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        object: 'index',
        name: 'finrec',
        links: { docs: '/docs', openapi: '/v1/openapi.json', dashboard: '/dashboard', health: '/healthz' },
      });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    });

    it('GET / from a browser is an HTML page with the same links; JSON first or */* stays JSON', async () => {
      const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
      const page = await h()
        .anonymous()
        .get('/', { headers: { accept: browser } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      for (const href of ['/docs', '/v1/openapi.json', '/dashboard', '/healthz'])
        expect(page.body).toContain(`href="${href}"`);
      for (const accept of [
        '*/*',
        'application/json',
        'application/json, text/html;q=0.5',
        'text/html;q=0',
      ]) {
        const res = await h().anonymous().get('/', { headers: { accept } });
        expect(res.headers.get('content-type'), accept).toMatch(/^application\/json/);
        expect(res.body.object).toBe('index');
      }
    });

    it('GET /healthz is 200 {"status":"ok"}', async () => {
      const res = await h().anonymous().get('/healthz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
      expect(res.headers.get('x-request-id')).toBeTruthy();
    });

    it('GET /readyz is 200 while the database answers', async () => {
      const res = await h().anonymous().get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
    });

    it('GET /v1/openapi.json is an OpenAPI 3.1 document of the resources', async () => {
      const res = await h().anonymous().get('/v1/openapi.json');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
      const doc = res.body;
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.info.version).toBe(pkg.version);
      for (const path of ['/v1/customers', '/v1/customers/{id}', '/v1/accounts', '/v1/accounts/{id}']) {
        expect(Object.keys(doc.paths), path).toContain(path);
      }
      expect(Object.keys(doc.paths['/v1/customers'])).toEqual(expect.arrayContaining(['get', 'post']));
      expect(Object.keys(doc.paths['/v1/accounts/{id}'])).not.toContain('delete');
      expect(JSON.stringify(doc.components?.securitySchemes ?? {})).toMatch(/bearer/i);
    });

    it('GET /docs serves HTML whose scripts and styles are served locally', async () => {
      const res = await fetch(`${h().baseUrl}/docs`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type') ?? '').toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toMatch(/<html/i);
      const refs = [
        ...html.matchAll(/<(?:script|link|img)\b[^>]*\b(?:src|href)\s*=\s*["']([^"']+)["']/gi),
      ].map((m) => m[1]!);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) {
        expect(ref, ref).not.toMatch(/^(https?:)?\/\//i);
        const asset = await fetch(new URL(ref, res.url));
        expect(asset.status, ref).toBe(200);
        await asset.arrayBuffer();
      }
    });
  });

  describe('unexpected failures', () => {
    /** A store whose every query fails with a message full of SQL. */
    const failing = (): Store => {
      const boom = () =>
        Promise.reject(
          new Error('syntax error at or near "FROM" in: select token_hash from api_tokens where secret = $1'),
        );
      return { dialect: 'sqlite', read: boom, write: boom, ping: boom, close: async () => undefined };
    };

    it('a 500 is INTERNAL_ERROR without stack trace or SQL; /readyz is 503', async () => {
      // An instance serving that store (the database is not used): its responses are checked too.
      const base = (await h().start({}, { store: failing() })).baseUrl;
      const res = await rawFetch(`${base}/v1/customers`, {
        headers: { authorization: `Bearer ${generateToken()}`, 'x-request-id': 'boom-1' },
      });
      const body = expectError(res, 500, 'INTERNAL_ERROR');
      expect(body.request_id).toBe('boom-1');
      const text = JSON.stringify(body);
      for (const leak of [
        'select',
        'api_tokens',
        'syntax error',
        'at Object',
        '.ts:',
        'node_modules',
        'stack',
      ]) {
        expect(text.toLowerCase(), leak).not.toContain(leak.toLowerCase());
      }

      const ready = await rawFetch(`${base}/readyz`, {});
      expectError(ready, 503, 'SERVICE_UNAVAILABLE');
      expect(JSON.stringify(ready.body)).not.toContain('select');

      // Liveness does not depend on the database.
      const health = await rawFetch(`${base}/healthz`, {});
      expect(health.status).toBe(200);
    });
  });
});
