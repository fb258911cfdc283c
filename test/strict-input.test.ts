/**
 * Bounded by design (D11, amended): what a hostile client's bytes can do, over HTTP on both
 * databases.
 *
 * - B. An Idempotency-Key on a deeply nested body: the 422 `too_deep` it has without the key, on
 *   POST, PUT, PATCH and actions alike (the request hash never meets the nesting), and the key is
 *   not spent.
 * - D. A 1 MiB body nested 520,000 deep is refused with the 422, from its text (see
 *   test/unit/body-scan.test.ts: the refusal stops within the first levels and builds nothing).
 * - E. Bytes are strict: a body that is not UTF-8 is 400 MALFORMED_JSON, one declaring another
 *   charset 415, and nothing is stored; If-Match compares strongly (`W/"1"` is a 412).
 * - F. The webhook address check knows the IPv6 forms of an IPv4 address (compatible, translated,
 *   NAT64, 6to4), at registration and at delivery.
 */
import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/errors.ts';
import { bodies } from './helpers/fixtures.ts';
import {
  type Client,
  eventually,
  forEachDatabase,
  type Harness,
  type Json,
  type Response,
} from './helpers/harness.ts';

/** `[[…]]` nested `levels` deep. */
const arrays = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);

const withKey = (key: string, more: Record<string, string> = {}) => ({ 'Idempotency-Key': key, ...more });

/** Sends bytes the harness client cannot (not UTF-8), with a content type of the test's choosing. */
async function sendBytes(
  c: Client,
  method: string,
  path: string,
  body: Uint8Array,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await fetch(c.baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json', ...headers },
    body: new Uint8Array(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Json) : undefined };
}

/** The JSON text `{"name":"bad ` + bytes + `"}`: a name holding `bytes` as sent. */
const nameWithBytes = (...bytes: number[]) =>
  Buffer.concat([Buffer.from('{"name":"bad '), Buffer.from(bytes), Buffer.from('"}')]);

function expectTooDeep(res: Response, field: string): void {
  const body = expectError(res, 422, 'VALIDATION_ERROR');
  expect(body.errors).toEqual([
    { field, code: 'too_deep', message: 'must nest at most 32 levels of objects and arrays' },
  ]);
}

async function customerCount(c: Client): Promise<number> {
  return (await c.get('/v1/customers')).body.pagination.total_count;
}

forEachDatabase(
  (h: () => Harness) => {
    describe('B. an Idempotency-Key on a deeply nested body', () => {
      it('POST: the 422 too_deep it has without the key, not a 500; the key is not spent', async () => {
        const c = await h().company();
        const raw = `{"name":"d","metadata":{"k":${arrays(4000)}}}`;
        expectTooDeep(await c.request('POST', '/v1/customers', { raw }), 'metadata');
        const keyed = await c.request('POST', '/v1/customers', { raw, headers: withKey('k1') });
        expectTooDeep(keyed, 'metadata');
        expect(keyed.headers.get('idempotent-replayed')).toBeNull();
        // Just over the limit, under the key too: the pre-check's own answer.
        const raw33 = `{"name":"d","metadata":{"k":${arrays(32)}}}`;
        expectTooDeep(
          await c.request('POST', '/v1/customers', { raw: raw33, headers: withKey('k1') }),
          'metadata',
        );
        expect(await customerCount(c)).toBe(0);
        // A refusal is not stored: the key then runs the corrected request.
        const ok = await c.post(
          '/v1/customers',
          { name: 'd', metadata: { k: [[1]] } },
          { headers: withKey('k1') },
        );
        expect(ok.status).toBe(201);
        expect(ok.body.data.metadata).toEqual({ k: [[1]] });
        expect(await customerCount(c)).toBe(1);
      });

      it('PUT, PATCH and an action: the same 422 with the key, and nothing changes', async () => {
        const c = await h().company();
        const customer = (await c.post('/v1/customers', { name: 'Before' })).body;
        const deepMeta = `{"name":"After","metadata":${arrays(4000)}}`;
        expectTooDeep(
          await c.request('PUT', `/v1/customers/${customer.id}`, {
            raw: deepMeta,
            headers: withKey('k-put'),
          }),
          'metadata',
        );
        const now = (await c.get(`/v1/customers/${customer.id}`)).body;
        expect(now.data.name).toBe('Before');
        expect(now.data.version).toBe(1);

        // PATCH /v1/company: a field the schema says is a date, sent as 4,000 nested arrays.
        const company = (await c.get('/v1/company')).body;
        expectTooDeep(
          await c.request('PATCH', '/v1/company', {
            raw: `{"lock_date":${arrays(4000)}}`,
            headers: withKey('k-patch'),
          }),
          'lock_date',
        );
        expect((await c.get('/v1/company')).body).toEqual(company);

        // An action that takes no body: the body as a whole is free-form, and bounded.
        const invoice = (await c.post('/v1/invoices', bodies.invoice())).body;
        expectTooDeep(
          await c.request('POST', `/v1/invoices/${invoice.id}/submit`, {
            raw: arrays(4000),
            headers: withKey('k-action'),
          }),
          'body',
        );
        const after = (await c.get(`/v1/invoices/${invoice.id}`)).body;
        expect(after.data.approval_status).toBe(invoice.data.approval_status);
        expect(after.data.version).toBe(invoice.data.version);
        const submitted = await c.post(`/v1/invoices/${invoice.id}/submit`, undefined, {
          headers: withKey('k-action'),
        });
        expect(submitted.status).toBe(200);
      });
    });

    describe('D. refusals are cheap', () => {
      it('a 1 MiB body nested 520,000 deep is the 422, for 20 clients at once, and /healthz answers', async () => {
        const c = await h().company();
        const raw = `{"name":"d","metadata":{"k":${arrays(520_000)}}}`;
        expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(1024 * 1024);
        expect(Buffer.byteLength(raw)).toBeGreaterThan(1_000_000);
        const flood = Array.from({ length: 20 }, (_, i) =>
          c.request('POST', '/v1/customers', { raw, headers: i % 2 ? withKey(`flood-${i}`) : {} }),
        );
        const health = await fetch(`${h().baseUrl}/healthz`);
        expect(health.status).toBe(200);
        for (const res of await Promise.all(flood)) expectTooDeep(res, 'metadata');
        // Deep inside a line, in a free-form value of the line's: named as the pre-check names it.
        const line = `{"description":"x","amount":"10.00","dimensions":{"a":${arrays(520_000)}}}`;
        const doc = JSON.stringify(bodies.invoice()).replace(/"lines":\[[^\]]*\]/, `"lines":[${line}]`);
        expectTooDeep(await c.request('POST', '/v1/invoices', { raw: doc }), 'lines.0.dimensions');
        expect(await customerCount(c)).toBe(0);
      });

      it('an array over its limit is refused from the text: that one error, nothing about the items', async () => {
        const c = await h().company();
        const raw = `{"lines":[${new Array(300_000).fill('{}').join(',')}]}`;
        const body = expectError(await c.request('POST', '/v1/invoices', { raw }), 422, 'VALIDATION_ERROR');
        expect(body.errors).toEqual([
          { field: 'lines', code: 'too_many_items', message: 'must have at most 1000 items' },
        ]);
      });
    });

    describe('E. strict bytes and strong ETags', () => {
      it('a body that is not valid UTF-8 is 400 MALFORMED_JSON and nothing is stored', async () => {
        const c = await h().company();
        const cases: [string, Buffer][] = [
          ['\\xff\\xfe', nameWithBytes(0xff, 0xfe)],
          ['a lone continuation byte', nameWithBytes(0x80)],
          ['a truncated sequence', nameWithBytes(0xc3)],
          ['an overlong "/"', nameWithBytes(0xc0, 0xaf)],
          ['an encoded surrogate', nameWithBytes(0xed, 0xa0, 0x80)],
          ['past U+10FFFF', nameWithBytes(0xf4, 0x90, 0x80, 0x80)],
        ];
        for (const [what, bytes] of cases) {
          const res = await sendBytes(c, 'POST', '/v1/customers', bytes);
          const body = expectError(res, 400, 'MALFORMED_JSON');
          expect(body.message, what).toBe('The request body is not valid UTF-8.');
        }
        // With a key: refused before the key is looked at, so the key then runs the good request.
        const keyed = await sendBytes(c, 'POST', '/v1/customers', nameWithBytes(0xff), withKey('k-bytes'));
        expectError(keyed, 400, 'MALFORMED_JSON');
        const id = (await c.post('/v1/customers', { name: 'Good' })).body.id;
        const put = await sendBytes(c, 'PUT', `/v1/customers/${id}`, nameWithBytes(0xfe));
        expectError(put, 400, 'MALFORMED_JSON');
        expect((await c.get(`/v1/customers/${id}`)).body.data.name).toBe('Good');
        expect(await customerCount(c)).toBe(1);
        const ok = await sendBytes(
          c,
          'POST',
          '/v1/customers',
          Buffer.from('{"name":"Zoë 😀"}'),
          withKey('k-bytes'),
        );
        expect(ok.status).toBe(201);
        expect(ok.body.data.name).toBe('Zoë 😀');
        // A leading byte-order mark is not a character of the JSON text.
        const bom = await sendBytes(c, 'POST', '/v1/customers', Buffer.from('\uFEFF{"name":"BOM"}'));
        expect(bom.status).toBe(201);
        expect(bom.body.data.name).toBe('BOM');
      });

      it('a body declaring a charset other than UTF-8 is 415, and nothing is stored', async () => {
        const c = await h().company();
        const cases: [string, Buffer][] = [
          ['application/json; charset=utf-16', Buffer.from('{"name":"Zoë"}', 'utf16le')],
          ['application/json; charset=UTF-16LE', Buffer.from('\uFEFF{"name":"Zoë"}', 'utf16le')],
          ['application/json; charset=latin1', Buffer.from('{"name":"Zoë"}', 'latin1')],
          ['application/json;charset="ISO-8859-1"', Buffer.from('{"name":"A"}', 'latin1')],
          ['application/json; charset=us-ascii', Buffer.from('{"name":"A"}')],
        ];
        for (const [type, bytes] of cases) {
          const res = await sendBytes(c, 'POST', '/v1/customers', bytes, { 'content-type': type });
          const body = expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
          expect(body.message, type).toMatch(/^The body declares charset=.+: send JSON in UTF-8/);
        }
        expect(await customerCount(c)).toBe(0);
        for (const type of [
          'application/json; charset=utf-8',
          'application/json; charset="UTF-8"',
          'application/json;charset=utf8',
        ]) {
          const res = await sendBytes(c, 'POST', '/v1/customers', Buffer.from('{"name":"Zoë"}'), {
            'content-type': type,
          });
          expect(res.status, type).toBe(201);
          expect(res.body.data.name).toBe('Zoë');
        }
      });

      it('If-Match compares strongly: W/"1" never matches (412), on PUT, DELETE, actions and PATCH', async () => {
        const c = await h().company();
        const id = (await c.post('/v1/customers', { name: 'A' })).body.id;
        const weak = { headers: { 'if-match': 'W/"1"' } };
        expectError(await c.put(`/v1/customers/${id}`, { name: 'B' }, weak), 412, 'PRECONDITION_FAILED');
        expectError(await c.delete(`/v1/customers/${id}`, weak), 412, 'PRECONDITION_FAILED');
        const rec = (await c.get(`/v1/customers/${id}`)).body;
        expect(rec.data.name).toBe('A');
        expect(rec.data.version).toBe(1);
        const invoice = (await c.post('/v1/invoices', bodies.invoice())).body;
        expectError(
          await c.post(`/v1/invoices/${invoice.id}/submit`, undefined, weak),
          412,
          'PRECONDITION_FAILED',
        );
        expect((await c.get(`/v1/invoices/${invoice.id}`)).body.data.version).toBe(invoice.data.version);
        const company = await c.get('/v1/company');
        const patch = await c.request('PATCH', '/v1/company', {
          body: { lock_date: '2026-01-31' },
          headers: { 'if-match': `W/${company.headers.get('etag')}` },
        });
        expectError(patch, 412, 'PRECONDITION_FAILED');
        expect((await c.get('/v1/company')).body).toEqual(company.body);
        // The strong tag, as the ETag header gave it, matches.
        const put = await c.put(`/v1/customers/${id}`, { name: 'B' }, { headers: { 'if-match': '"1"' } });
        expect(put.status).toBe(200);
        expect(put.headers.get('etag')).toBe('"2"');
      });

      it('an If-Match that is no ETag (1 without its quotes) is a 400 showing the right form, on every write (issue 25)', async () => {
        const c = await h().company();
        const id = (await c.post('/v1/customers', { name: 'A' })).body.id;
        const invoice = (await c.post('/v1/invoices', bodies.invoice())).body;
        const bad = (value: string) => ({ headers: { 'if-match': value } });
        const expectMalformed = (res: Response, shown: string) => {
          const body = expectError(res, 400, 'MALFORMED_HEADER');
          expect(body.message).toContain(`send If-Match: "${shown}"`);
          expect(body.errors).toEqual([
            {
              field: 'If-Match',
              code: 'invalid_format',
              message: `must be a quoted ETag such as If-Match: "${shown}", or *`,
            },
          ]);
        };
        // Unquoted: the message shows the same version, quoted — on PUT, DELETE, an action and PATCH.
        expectMalformed(await c.put(`/v1/customers/${id}`, { name: 'B' }, bad('1')), '1');
        expectMalformed(await c.delete(`/v1/customers/${id}`, bad('1')), '1');
        expectMalformed(await c.post(`/v1/invoices/${invoice.id}/submit`, undefined, bad('3')), '3');
        expectMalformed(
          await c.request('PATCH', '/v1/company', {
            body: { lock_date: '2026-01-31' },
            headers: { 'if-match': '1' },
          }),
          '1',
        );
        expectMalformed(await c.put(`/v1/customers/${id}`, { name: 'B' }, bad("'1'")), '1');
        // Anything else that is no ETag is not repeated back.
        for (const value of ['', 'abc', '"1', '1"', 'W/1x', '"1",', 'svc_live_secret']) {
          const res = await c.put(`/v1/customers/${id}`, { name: 'B' }, bad(value));
          const body = expectError(res, 400, 'MALFORMED_HEADER');
          expect(body.message, value).toContain('quotes included (If-Match: "1")');
          if (value.length > 3) expect(body.message).not.toContain(value);
        }
        // Nothing changed; well-formed tags keep their meaning: a list or another tag is a 412, * any version.
        const rec = (await c.get(`/v1/customers/${id}`)).body;
        expect(rec.data.version).toBe(1);
        expect((await c.get(`/v1/invoices/${invoice.id}`)).body.data.approval_status).toBe(
          invoice.data.approval_status,
        );
        expectError(
          await c.put(`/v1/customers/${id}`, { name: 'B' }, bad('"2", "3"')),
          412,
          'PRECONDITION_FAILED',
        );
        expectError(
          await c.put(`/v1/customers/${id}`, { name: 'B' }, bad('"v1"')),
          412,
          'PRECONDITION_FAILED',
        );
        expect((await c.put(`/v1/customers/${id}`, { name: 'B' }, bad(' * '))).status).toBe(200);
      });
    });

    describe('F. IPv6 forms of a private IPv4 address as webhook URLs', () => {
      it('are refused at registration; a public IPv4 address behind NAT64 or 6to4 is not', async () => {
        const app = await h().start({ webhookAllowPrivate: false, webhookDispatchIntervalMs: 0 });
        const { token } = await h().company();
        const c = app.client(token);
        const refused = [
          'http://[::127.0.0.1]/hook',
          'http://[::7f00:1]/hook',
          'http://[::10.0.0.1]/hook',
          'http://[::ffff:0:127.0.0.1]/hook',
          'http://[64:ff9b::127.0.0.1]/hook',
          'http://[64:ff9b::a9fe:a9fe]/latest/meta-data',
          'http://[2002:7f00:1::1]/hook',
          'http://[2002:c0a8:101::]/hook',
        ];
        for (const url of refused) {
          const body = expectError(await c.post('/v1/webhook_endpoints', { url }), 422, 'VALIDATION_ERROR');
          expect(body.errors, url).toEqual([
            expect.objectContaining({ field: 'url', code: 'private_address' }),
          ]);
        }
        expect((await c.get('/v1/webhook_endpoints')).body.pagination.total_count).toBe(0);
        for (const url of ['https://[64:ff9b::808:808]/hooks', 'https://[2002:808:808::1]/hooks']) {
          const res = await c.post('/v1/webhook_endpoints', { url });
          expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(201);
        }
      });

      it('are refused at delivery', async () => {
        // Registered while private addresses were allowed …
        const before = await h().start({ webhookAllowPrivate: true, webhookDispatchIntervalMs: 0 });
        const { token } = await h().company();
        const c0 = before.client(token);
        const urls = [
          'http://[::7f00:1]:9/hook',
          'http://[64:ff9b::7f00:1]:9/hook',
          'http://[2002:7f00:1::1]:9/hook',
        ];
        const ids: string[] = [];
        for (const url of urls) {
          const res = await c0.post('/v1/webhook_endpoints', { url });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          ids.push(res.body.id);
        }
        await before.close();
        // … delivered by an instance where they are not.
        const after = await h().start({
          webhookAllowPrivate: false,
          webhookDispatchIntervalMs: 25,
          webhookRetrySchedule: [0, 60],
        });
        const c = after.client(token);
        expect((await c.post('/v1/customers', { name: 'SSRF' })).status).toBe(201);
        const hosts = ['::7f00:1', '64:ff9b::7f00:1', '2002:7f00:1::1'];
        for (const [i, id] of ids.entries()) {
          const [attempt] = await eventually(`the attempt to ${hosts[i]}`, async () => {
            const list = (await c.get(`/v1/webhook_endpoints/${id}/deliveries`)).body.data as Json[];
            return list.length > 0 ? list : undefined;
          });
          expect(attempt.data).toMatchObject({ status: 'failed', status_code: null });
          expect(attempt.data.error).toBe(`${hosts[i]} is a private, loopback or link-local address`);
        }
      });
    });
  },
  { config: { webhookDispatchIntervalMs: 0 } },
);
