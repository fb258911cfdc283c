/**
 * Hardening: what one request may cost and what it may hold, over HTTP on both databases. One
 * regression test (or a few) per fault of the "Hardening" issue:
 *
 * 1. arrays over their limit are refused before their items are validated, a 422 lists at most 100
 *    errors (its message gives the total), free-form values nest at most 32 levels;
 * 2. integer query parameters are 32-bit integers (422 naming the parameter, never a 500);
 * 3. a NUL or an unpaired surrogate in any string is a 422 on the field, on both databases alike;
 * 4. Fastify's own refusals (431, malformed HTTP, 404/405/413/415) answer the error envelope;
 * 5. ledger entries and events page with a real keyset cursor; a tampered cursor is a 422;
 * 6. webhook URLs: trailing dots normalised, gzip bodies refused.
 */
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../src/resources/index.ts';
import { expectError } from './helpers/errors.ts';
import { bodies, expect422Envelope, expectStatus, uid } from './helpers/fixtures.ts';
import { type Client, forEachDatabase, type Harness, type Json } from './helpers/harness.ts';

/** The body of the worst request of the issue: 300,000 zeros where invoice lines go (586 KiB). */
const ZEROS = `{"lines":[${new Array(300_000).fill('0').join(',')}]}`;

/** `{"a":{"a":…{"a":1}…}}` nested `levels` deep. */
const nested = (levels: number): string => `${'{"a":'.repeat(levels - 1)}{"a":1}${'}'.repeat(levels - 1)}`;

/** Sends `data` on a socket of its own and reads the answer: status, headers, parsed JSON body. */
function rawHttp(
  baseUrl: string,
  data: string,
): Promise<{ status: number; headers: Record<string, string>; body: Json }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(data));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => {
      text += d;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines)
        headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
      let parsed: Json = body;
      try {
        parsed = JSON.parse(body);
      } catch {
        // not JSON: kept as text for the assertion to show
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: parsed });
    });
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

/** A raw answer is the error envelope with this status and code, its request_id the header's. */
function expectRawEnvelope(
  res: { status: number; headers: Record<string, string>; body: Json },
  status: number,
  code: string,
) {
  expect(res.status, JSON.stringify(res)).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toMatchObject({ status: 'error', code });
  expect(Object.keys(res.body).sort()).toEqual(['code', 'message', 'request_id', 'status']);
  expect(res.body.request_id).toMatch(/^req_/);
  expect(res.headers['x-request-id']).toBe(res.body.request_id);
}

/** The field errors named `field`, asserting there is one with this code. */
function expectFieldError(errors: Json[], field: string, code: string): Json {
  const e = errors.find((x) => x.field === field && x.code === code);
  expect(e, `no ${code} on ${field}: ${JSON.stringify(errors).slice(0, 2000)}`).toBeDefined();
  return e;
}

forEachDatabase((h: () => Harness) => {
  describe('1. what validating one request may cost', () => {
    it('an array over its limit is refused without its items being looked at: a small 422', async () => {
      const c = await h().company();
      const res = await c.request('POST', '/v1/invoices', { raw: ZEROS });
      const errors = expect422Envelope(res);
      expectFieldError(errors, 'lines', 'too_many_items');
      // No error about any item: they were never validated.
      expect(errors.some((e: Json) => String(e.field).startsWith('lines.'))).toBe(false);
      expect(JSON.stringify(res.body).length).toBeLessThan(8 * 1024);
    });

    it('bulk accounts, journal lines, contacts and allocations: the same limit, the same answer', async () => {
      const c = await h().company();
      const over = (item: unknown) => new Array(1001).fill(item);
      const cases: [string, string, unknown][] = [
        ['/v1/accounts/bulk', 'accounts', { accounts: over(0) }],
        ['/v1/journal_entries', 'lines', bodies.journalEntry({ lines: over(0) })],
        ['/v1/customers', 'contacts', { name: 'A', contacts: over(0) }],
        ['/v1/payments', 'allocations', bodies.payment({ allocations: over(0) })],
      ];
      for (const [path, field, body] of cases) {
        const errors = expect422Envelope(await c.post(path, body));
        expectFieldError(errors, field, 'too_many_items');
        expect(
          errors.some((e: Json) => String(e.field).startsWith(`${field}.`)),
          path,
        ).toBe(false);
      }
    });

    it('at most 100 field errors are listed, and the message gives how many there are', async () => {
      const c = await h().company();
      // 1,000 lines of five mistakes each: 5,000 errors.
      const line = { amount: 1, quantity: 2, description: 3, tax_amount: 4, line_number: 'x' };
      const res = await c.post('/v1/invoices', bodies.invoice({ lines: new Array(1000).fill(line) }));
      const errors = expect422Envelope(res);
      expect(errors).toHaveLength(100);
      expect(res.body.message).toMatch(/5000 invalid fields; the first 100 are listed/);
      expect(JSON.stringify(res.body).length).toBeLessThan(32 * 1024);
      // A flood of unknown fields is counted, not listed.
      const flood = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`x${i}`, 0]));
      const res2 = await c.post('/v1/customers', { name: 'A', ...flood });
      expect(expect422Envelope(res2)).toHaveLength(100);
      expect(res2.body.message).toMatch(/20000 invalid fields/);
      // Under the cap nothing changes: every problem at once.
      const few = await c.post('/v1/customers', { credit_limit: 12.5, entity_type: 'robot' });
      expect(
        expect422Envelope(few)
          .map((e: Json) => e.field)
          .sort(),
      ).toEqual(['credit_limit', 'entity_type', 'name']);
    });

    it('free-form values nest at most 32 levels (422 on the field, never a 500)', async () => {
      const c = await h().company();
      const ok = await c.request('POST', '/v1/customers', {
        raw: `{"name":"Deep","metadata":${nested(32)}}`,
      });
      const rec = expectStatus(ok, 201);
      expect(JSON.stringify(rec.data.metadata)).toBe(nested(32));
      for (const levels of [33, 4500]) {
        const res = await c.request('POST', '/v1/customers', {
          raw: `{"name":"Deep","metadata":${nested(levels)}}`,
        });
        const e = expectFieldError(expect422Envelope(res), 'metadata', 'too_deep');
        expect(e.message).toMatch(/32/);
      }
      // Inside a line, and in an array of maps.
      const line = `{"description":"x","amount":"10.00","dimensions":${nested(40)}}`;
      const doc = JSON.stringify(bodies.invoice()).replace(/"lines":\[[^\]]*\]/, `"lines":[${line}]`);
      const res = await c.request('POST', '/v1/invoices', { raw: doc });
      expectFieldError(expect422Envelope(res), 'lines.0.dimensions', 'too_deep');
      const arr = await c.request('POST', '/v1/invoices', {
        raw: doc.replace(nested(40), '{}').replace(/}$/, `,"discount_details":[{},${nested(33)}]}`),
      });
      expectFieldError(expect422Envelope(arr), 'discount_details.1', 'too_deep');
      expect((await c.get('/v1/customers')).body.pagination.total_count).toBe(1);
    });

    it('/healthz answers while 20 worst-case requests run', async () => {
      const c = await h().company();
      const auth = { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' };
      const flood = Array.from({ length: 20 }, () =>
        fetch(`${h().baseUrl}/v1/invoices`, { method: 'POST', headers: auth, body: ZEROS }).then(
          async (r) => ({ status: r.status, size: (await r.text()).length }),
        ),
      );
      const started = Date.now();
      const health = await fetch(`${h().baseUrl}/healthz`);
      expect(health.status).toBe(200);
      // Generous: before the fix the server was frozen for 28 s.
      expect(Date.now() - started).toBeLessThan(10_000);
      for (const r of await Promise.all(flood)) {
        expect(r.status).toBe(422);
        expect(r.size).toBeLessThan(8 * 1024);
      }
    });
  });

  describe('2. integer query parameters are 32-bit integers', () => {
    const LIST_ROUTES = [
      ...RESOURCES.map((r) => `/v1/${r.name}`),
      '/v1/events',
      '/v1/ledger_entries',
      '/v1/webhook_endpoints',
    ];

    it('page and limit out of range are a 422 naming the parameter, on every list route', async () => {
      const c = await h().company();
      for (const path of LIST_ROUTES) {
        for (const [param, value] of [
          ['page', '1e308'],
          ['page', '1e20'],
          ['page', '9007199254740993'],
          ['page', '2147483648'],
          ['limit', '1e308'],
        ] as const) {
          const res = await c.get(`${path}?${param}=${value}`);
          expect(res.status, `${path}?${param}=${value}: ${JSON.stringify(res.body)}`).toBe(422);
          expectFieldError(expect422Envelope(res), param, 'out_of_range');
        }
      }
    });

    it('the largest page is an empty page, not an error', async () => {
      const c = await h().company();
      await c.post('/v1/customers', { name: 'A' });
      for (const path of ['/v1/customers', '/v1/events', '/v1/ledger_entries', '/v1/webhook_endpoints']) {
        const res = await c.get(`${path}?page=2147483647&limit=200`);
        const body = expectStatus(res, 200);
        expect(body.data, path).toEqual([]);
        expect(body.pagination.has_more, path).toBe(false);
      }
    });
  });

  describe('3. NUL and unpaired surrogates are refused on both databases alike', () => {
    it('in a body string, a nested one, a map key: 422 on the field; nothing stored', async () => {
      const c = await h().company();
      const cases: [string, string, string][] = [
        ['/v1/customers', '{"name":"a\\u0000b"}', 'name'],
        ['/v1/customers', '{"name":"a\\ud800b"}', 'name'],
        ['/v1/customers', '{"name":"a\\udc00"}', 'name'],
        ['/v1/customers', '{"name":"A","metadata":{"k":"x\\u0000"}}', 'metadata.k'],
        ['/v1/customers', '{"name":"A","metadata":{"k":{"deep":["\\ud83d"]}}}', 'metadata.k.deep.0'],
        ['/v1/customers', '{"name":"A","metadata":{"a\\u0000":1}}', 'metadata'],
        [
          '/v1/customers',
          '{"name":"A","contacts":[{"name":"B","email":"b\\u0000@x.example"}]}',
          'contacts.0.email',
        ],
      ];
      for (const [path, raw, field] of cases) {
        const res = await c.request('POST', path, { raw });
        expect(res.status, `${raw}: ${JSON.stringify(res.body)}`).toBe(422);
        const e = expectFieldError(expect422Envelope(res), field, 'invalid_string');
        expect(e.message).toMatch(/NUL|surrogate/);
      }
      const doc = JSON.stringify(bodies.invoice()).replace('"Consulting"', '"Con\\u0000sulting"');
      const inv = await c.request('POST', '/v1/invoices', { raw: doc });
      expectFieldError(expect422Envelope(inv), 'lines.0.description', 'invalid_string');
      expect((await c.get('/v1/customers')).body.pagination.total_count).toBe(0);
      expect((await c.get('/v1/invoices')).body.pagination.total_count).toBe(0);
    });

    it('a PUT is refused the same way; well-formed pairs (emoji) are stored as sent', async () => {
      const c = await h().company();
      const rec = expectStatus(await c.post('/v1/customers', { name: 'Smile \u{1F600}' }), 201);
      expect(rec.data.name).toBe('Smile \u{1F600}');
      const put = await c.request('PUT', `/v1/customers/${rec.id}`, { raw: '{"name":"a\\u0000"}' });
      expectFieldError(expect422Envelope(put), 'name', 'invalid_string');
      expect((await c.get(`/v1/customers/${rec.id}`)).body.data.name).toBe('Smile \u{1F600}');
    });

    it('in query parameters and path ids: 422 naming them, never a 500', async () => {
      const c = await h().company();
      for (const path of [
        '/v1/customers?source_id=%00',
        '/v1/customers?name=a%00b',
        '/v1/invoices?source_system=%00',
        '/v1/events?type=%00',
      ]) {
        const res = await c.get(path);
        expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(422);
        const param = path.split('?')[1]!.split('=')[0]!;
        expect(expect422Envelope(res).map((e: Json) => e.field)).toContain(param);
      }
      const byId = await c.get('/v1/customers/%00');
      expect(byId.status, JSON.stringify(byId.body)).toBe(422);
      expectFieldError(expect422Envelope(byId), 'id', 'invalid_string');
    });
  });

  describe("4. Node's and Fastify's own refusals answer the error envelope", () => {
    it('431: request headers over 16 KiB', async () => {
      const res = await rawHttp(
        h().baseUrl,
        `GET /v1/customers HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expectRawEnvelope(res, 431, 'HEADERS_TOO_LARGE');
    });

    it('400: malformed HTTP (request line, method, header, framing, no Host)', async () => {
      for (const data of [
        'HELLO\r\n\r\n',
        'FOO /v1/customers HTTP/1.1\r\nHost: x\r\n\r\n',
        'GET / HTTP/1.1\r\nHo st: x\r\n\r\n',
        'POST /v1/customers HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n',
      ]) {
        const res = await rawHttp(h().baseUrl, data);
        expectRawEnvelope(res, 400, 'BAD_REQUEST');
      }
    });

    it('404, 405, 413, 415 and a badly encoded path: the envelope with request_id', async () => {
      const c = await h().company();
      expectError(await c.get('/v1/nothing_here'), 404, 'NOT_FOUND');
      expectError(await c.request('PROPFIND', '/v1/customers'), 404, 'NOT_FOUND');
      expectError(await c.get('/v1/customers/%zz'), 404, 'NOT_FOUND');
      expectError(await c.delete(`/v1/accounts/${'0'.repeat(8)}`), 405, 'METHOD_NOT_ALLOWED');
      expectError(
        await c.request('POST', '/v1/customers', { raw: `{"name":"${'a'.repeat(1024 * 1024)}"}` }),
        413,
        'PAYLOAD_TOO_LARGE',
      );
      expectError(
        await c.request('POST', '/v1/customers', {
          raw: 'name=A',
          headers: { 'content-type': 'text/plain' },
        }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    });
  });

  describe('5. keyset cursors for ledger entries and events; tampered cursors are a 422', () => {
    /** Every page of `path` (a query with `limit`), followed by next_cursor; the pages' bodies. */
    async function walk(c: Client, path: string): Promise<Json[]> {
      const pages: Json[] = [];
      let url = path;
      for (let i = 0; i < 50; i++) {
        const body = expectStatus(await c.get(url), 200);
        pages.push(body);
        const { has_more, next_cursor } = body.pagination;
        if (!has_more) {
          expect(next_cursor).toBeNull();
          return pages;
        }
        expect(typeof next_cursor).toBe('string');
        url = `${path}&cursor=${next_cursor}`;
      }
      throw new Error('too many pages');
    }
    const ids = (pages: Json[]) => pages.flatMap((p) => p.data.map((r: Json) => r.id as string));

    it('/v1/ledger_entries pages by cursor: the same lines as by offset, in order, no repeats', async () => {
      const c = await h().company();
      const account = async (name: string, type: string) =>
        expectStatus(await c.post('/v1/accounts', { source_id: uid('acc'), name, type }), 201).id as string;
      const bank = await account('Bank', 'asset');
      const equity = await account('Equity', 'equity');
      // Several entries on one date: the id breaks the tie.
      for (const date of [
        '2026-01-05',
        '2026-01-05',
        '2026-01-05',
        '2026-02-01',
        '2026-01-20',
        '2026-03-09',
      ]) {
        const je = bodies.journalEntry({
          status: 'posted',
          entry_date: date,
          currency: 'USD',
          lines: [
            { account_id: bank, debit_amount: '10.00' },
            { account_id: equity, credit_amount: '10.00' },
          ],
        });
        expectStatus(await c.post('/v1/journal_entries', je), 201);
      }
      const all = expectStatus(await c.get('/v1/ledger_entries?limit=200'), 200);
      expect(all.data).toHaveLength(12);
      const pages = await walk(c, '/v1/ledger_entries?limit=5');
      expect(pages.map((p) => p.pagination.page)).toEqual([1, 2, 3]);
      expect(pages.every((p) => p.pagination.total_count === 12)).toBe(true);
      expect(ids(pages)).toEqual(all.data.map((e: Json) => e.id));
      // With a filter, on its own index.
      const bankPages = await walk(c, `/v1/ledger_entries?limit=2&account_id=${bank}`);
      expect(ids(bankPages)).toEqual(
        all.data.filter((e: Json) => e.data.account_id === bank).map((e: Json) => e.id),
      );
      expect(bankPages).toHaveLength(3);
    });

    it('/v1/events pages by cursor in both orders; a cursor is bound to its sort', async () => {
      const c = await h().company();
      for (let i = 0; i < 7; i++) await c.post('/v1/customers', { name: `C${i}` });
      for (const sort of ['created_at', '-created_at']) {
        const all = expectStatus(await c.get(`/v1/events?limit=200&sort=${sort}`), 200);
        expect(all.data.length).toBeGreaterThanOrEqual(7);
        const pages = await walk(c, `/v1/events?limit=3&sort=${sort}`);
        expect(ids(pages)).toEqual(all.data.map((e: Json) => e.id));
        expect(pages[1].pagination.page).toBe(2);
      }
      const first = expectStatus(await c.get('/v1/events?limit=2&sort=created_at'), 200);
      const other = await c.get(`/v1/events?limit=2&sort=-created_at&cursor=${first.pagination.next_cursor}`);
      expectFieldError(expect422Envelope(other), 'cursor', 'invalid_cursor');
    });

    it('a tampered cursor is a 422 on cursor, never a 500: any value type, any page, any list', async () => {
      const c = await h().company();
      const id = '0190a0e0-0000-7000-8000-0000000000aa';
      const cursor = (...parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
      const cases = [
        `/v1/customers?sort=credit_limit&cursor=${cursor('credit_limit', 2, 'abc', id)}`,
        `/v1/customers?sort=credit_limit&cursor=${cursor('credit_limit', 2, true, id)}`,
        `/v1/customers?sort=name&cursor=${cursor('name', 2, 12, id)}`,
        `/v1/customers?cursor=${cursor('created_at', 2, false, id)}`,
        `/v1/customers?cursor=${cursor('created_at', 1e300, '2026-01-01T00:00:00.000Z', id)}`,
        `/v1/invoices?sort=-total_amount&cursor=${cursor('-total_amount', 2, '1e5', id)}`,
        `/v1/events?cursor=${cursor('created_at', 2, 12, id)}`,
        `/v1/events?cursor=${cursor('created_at', 2, '2026-01-01', 'x')}`,
        `/v1/events?cursor=not-base64-json`,
        `/v1/ledger_entries?cursor=${cursor('effective_date', 2, { a: 1 }, id)}`,
        `/v1/ledger_entries?cursor=${cursor('effective_date', 0, '2026-01-01', id)}`,
        `/v1/ledger_entries?cursor=${cursor('created_at', 2, '2026-01-01', id)}`,
      ];
      for (const path of cases) {
        const res = await c.get(path);
        expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(422);
        expectFieldError(expect422Envelope(res), 'cursor', 'invalid_cursor');
      }
    });
  });

  describe('6. webhook URLs and compressed bodies', () => {
    it('a loopback name with trailing dots, any case, or under .localhost is refused at registration', async () => {
      const c = await h().company();
      for (const url of [
        'http://localhost./hook',
        'http://LOCALHOST../hook',
        'http://localhost.:8080/hook',
        'http://api.localhost/hook',
        'http://api.localhost./hook',
        'http://127.0.0.1./hook',
      ]) {
        const res = await c.post('/v1/webhook_endpoints', { url });
        expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(422);
        expectFieldError(expect422Envelope(res), 'url', 'private_address');
      }
      expect((await c.get('/v1/webhook_endpoints')).body.pagination.total_count).toBe(0);
    });

    it('a body with Content-Encoding (gzip or any but identity) is a 415, never read as plain JSON', async () => {
      const c = await h().company();
      const json = JSON.stringify({ name: 'Zipped' });
      const post = (body: Buffer | string, encoding: string, token: string | null = c.token) =>
        fetch(`${h().baseUrl}/v1/customers`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-encoding': encoding,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: typeof body === 'string' ? body : new Uint8Array(body),
        }).then(async (r) => ({ status: r.status, headers: r.headers, body: await r.json() }));
      for (const [body, encoding] of [
        [gzipSync(json), 'gzip'],
        [json, 'gzip'],
        [json, 'br'],
        [json, 'deflate'],
      ] as const) {
        const res = await post(body, encoding);
        const err = expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
        expect(err.message).toMatch(/Content-Encoding/);
      }
      expect((await c.get('/v1/customers')).body.pagination.total_count).toBe(0);
      // Without a token, the 401 comes first, as for any other body.
      expectError(await post(json, 'gzip', null), 401, 'UNAUTHORIZED');
      expectStatus(await post(json, 'identity'), 201);
    });
  });
});
