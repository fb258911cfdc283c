/**
 * Authentication, tokens and scopes (D2, D3): each way a token can be missing or wrong is a 401
 * with its own code and message (issue 25), quoting none of the token, with `WWW-Authenticate:
 * Bearer`; GET/HEAD need finance:read and every other method
 * finance:write (403 naming the scope); tokens have the documented format and only their hash is
 * stored.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateToken } from '../src/platform/tokens.ts';
import { expectError } from './helpers/errors.ts';
import { Client, forEachDatabase, type Harness, type Response } from './helpers/harness.ts';
import { rawSql } from './helpers/raw-sql.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** CRC-32 (IEEE), written out here so the test does not trust the implementation it checks. */
function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function base62(n: number, width: number): string {
  let out = '';
  let rest = n;
  while (rest > 0) {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out.padStart(width, '0');
}

/** The token with one character of its random part changed: its checksum no longer matches. */
function flipOne(token: string, at = 15): string {
  const c = token[at]!;
  const replacement = c === 'a' ? 'b' : 'a';
  return token.slice(0, at) + replacement + token.slice(at + 1);
}

/** The 401 codes of issue 25, one per cause. */
type Cause =
  | 'UNAUTHORIZED'
  | 'AUTH_SCHEME_UNSUPPORTED'
  | 'TOKEN_MALFORMED'
  | 'TOKEN_UNKNOWN'
  | 'TOKEN_REVOKED'
  | 'TOKEN_EXPIRED';

/**
 * A 401 of D3: the envelope with the cause's code, a Bearer challenge (`invalid_token` when a
 * token was sent, RFC 6750), and no part of what was sent in the message.
 */
function expectUnauthorized(res: Response, code: Cause = 'UNAUTHORIZED', sent = '') {
  const body = expectError(res, 401, code);
  const challenge = res.headers.get('www-authenticate') ?? '';
  expect(challenge).toMatch(/^Bearer realm="finrec"/);
  if (code === 'UNAUTHORIZED' || code === 'AUTH_SCHEME_UNSUPPORTED')
    expect(challenge).not.toContain('error=');
  else expect(challenge).toContain('error="invalid_token"');
  expect(body.errors).toBeUndefined();
  expect(body.message).toMatch(/bearer/i);
  // No token material: neither the secret part of what was sent nor any 8 characters of it.
  const secrets = sent
    .replace(/^\S+\s+/, '')
    .replaceAll('svc_live_', ' ')
    .split(/\s+/);
  for (const secret of secrets)
    for (let i = 0; i + 8 <= secret.length; i++) expect(body.message).not.toContain(secret.slice(i, i + 8));
  return body;
}

async function waitFor<T>(fn: () => Promise<T | undefined | null>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

forEachDatabase((h: () => Harness) => {
  /** A fresh company with one customer, and a token of the given scopes for it. */
  async function setup(scopes = 'finance:read,finance:write') {
    const rw = await h().company();
    const customer = await rw.post('/v1/customers', { name: 'Ada' });
    expect(customer.status).toBe(201);
    const created = await h().tokenFor(rw.companyId, scopes);
    const client = new Client(h().baseUrl, created.token);
    return { rw, client, created, customerId: customer.body.id as string };
  }

  describe('401 UNAUTHORIZED', () => {
    it('no Authorization header', async () => {
      const anon = h().anonymous();
      expectUnauthorized(await anon.get('/v1/customers'));
      expectUnauthorized(await anon.post('/v1/customers', { name: 'A' }));
      expectUnauthorized(await anon.get('/v1/accounts'));
    });

    it('a scheme other than Bearer, named when it is a known one, never quoted otherwise', async () => {
      const { created } = await setup();
      const token = created.token;
      const cases: [string, RegExp][] = [
        [`Token ${token}`, /uses the Token scheme/],
        [`Basic ${Buffer.from(`${token}:`).toString('base64')}`, /uses the Basic scheme/],
        [`basic ${Buffer.from('ada:pw').toString('base64')}`, /uses the Basic scheme/],
        [token, /holds the key without a scheme/],
        [`${token.slice(0, 20)}:${token.slice(20)} x`, /holds the key without a scheme/],
        [`Secret-${token.slice(9, 25)} ${token}`, /uses a scheme other than Bearer/],
      ];
      for (const [authorization, message] of cases) {
        const res = await h().anonymous().get('/v1/customers', { headers: { authorization } });
        const body = expectUnauthorized(res, 'AUTH_SCHEME_UNSUPPORTED', authorization);
        expect(body.message, authorization).toMatch(message);
        expect(body.message).toContain('Authorization: Bearer svc_live_…');
      }
    });

    it('a bearer token that is no API key says why, without quoting it', async () => {
      const { created } = await setup();
      const token = created.token;
      const cases: [string, RegExp][] = [
        ['Bearer', /no token after Bearer/],
        ['Bearer ', /no token after Bearer/],
        [`Bearer ${token} extra`, /has spaces in it/],
        [`Bearer  ${token} ${token}`, /has spaces in it/],
        ['Bearer svc_live_short', /shorter than an API key \(47 characters\)/],
        [`Bearer ${token.slice(0, -1)}`, /cut short/],
        [`Bearer ${token.replace('svc_live_', 'svc_test_')}`, /does not start with svc_live_/],
        [`Bearer ${token.replace('svc_live_', '')}`, /does not start with svc_live_/],
        [`Bearer ${token}x`, /checksum does not match/],
        [`Bearer ${token.slice(0, 20)}-${token.slice(21)}`, /characters an API key never has/],
        ['Bearer null', /does not start with svc_live_/],
      ];
      for (const [authorization, message] of cases) {
        const res = await h().anonymous().get('/v1/customers', { headers: { authorization } });
        const body = expectUnauthorized(res, 'TOKEN_MALFORMED', authorization);
        expect(body.message, authorization).toMatch(message);
      }
    });

    it('the scheme name is case-insensitive (RFC 7235)', async () => {
      const { created } = await setup();
      const res = await h()
        .anonymous()
        .get('/v1/customers', { headers: { authorization: `bearer ${created.token}` } });
      expect(res.status).toBe(200);
    });

    it('a token with one character changed fails its checksum', async () => {
      const { created, customerId } = await setup();
      const flipped = flipOne(created.token);
      expect(flipped).not.toBe(created.token);
      expect(flipped).toHaveLength(created.token.length);
      const anon = h().anonymous();
      const body = expectUnauthorized(
        await anon.get('/v1/customers', { token: flipped }),
        'TOKEN_MALFORMED',
        flipped,
      );
      expect(body.message).toBe(
        'The bearer token is not a valid API key: its checksum does not match: a character was mistyped or lost when it was copied.',
      );
      expectUnauthorized(
        await anon.get(`/v1/customers/${customerId}`, { token: flipped }),
        'TOKEN_MALFORMED',
      );
      // The checksum character itself changed.
      expectUnauthorized(
        await anon.get('/v1/customers', { token: flipOne(created.token, 45) }),
        'TOKEN_MALFORMED',
      );
    });

    it('a well-formed token that was never issued', async () => {
      const unknown = generateToken();
      const res = await h().anonymous().get('/v1/customers', { token: unknown });
      expect(expectUnauthorized(res, 'TOKEN_UNKNOWN', unknown).message).toMatch(/never issued/);
    });

    it('an expired token', async () => {
      const { rw, client, created } = await setup();
      // Not yet expired: it works, and says when it expires.
      const withExpiry = await h().tokenFor(rw.companyId, 'finance:read', '1h');
      expect(withExpiry.expires_at).not.toBeNull();
      const expiresIn = Date.parse(withExpiry.expires_at!) - Date.now();
      expect(expiresIn).toBeGreaterThan(59 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
      const live = await h().anonymous().get('/v1/customers', { token: withExpiry.token });
      expect(live.status).toBe(200);

      // Backdate the expiry of the token under test: from then on it is refused.
      expect((await client.get('/v1/customers')).status).toBe(200);
      const past = new Date(Date.now() - 1000).toISOString();
      await rawSql(h().url, 'update api_tokens set expires_at = ? where id = ?', [past, created.id]);
      const body = expectUnauthorized(await client.get('/v1/customers'), 'TOKEN_EXPIRED', created.token);
      expect(body.message).toContain(`expired at ${past}`);
      expectUnauthorized(await client.post('/v1/customers', { name: 'B' }), 'TOKEN_EXPIRED');
    });

    it('a revoked token stops working at once; other tokens of the company do not', async () => {
      const { rw, client, created, customerId } = await setup();
      expect((await client.get(`/v1/customers/${customerId}`)).status).toBe(200);
      const revoked = await h().tenants().revokeToken(created.id);
      expect(revoked.id).toBe(created.id);
      expect(Date.parse(revoked.revoked_at)).not.toBeNaN();
      const body = expectUnauthorized(
        await client.get(`/v1/customers/${customerId}`),
        'TOKEN_REVOKED',
        created.token,
      );
      expect(body.message).toContain(`revoked at ${revoked.revoked_at}`);
      expectUnauthorized(await client.get('/v1/customers'), 'TOKEN_REVOKED');
      expectUnauthorized(await client.put(`/v1/customers/${customerId}`, { name: 'X' }), 'TOKEN_REVOKED');
      // Revoking again is harmless and keeps the first time.
      const again = await h().tenants().revokeToken(created.id);
      expect(again.revoked_at).toBe(revoked.revoked_at);
      const listed = (await h().tenants().listTokens(rw.companyId)).find((t) => t.id === created.id);
      expect(listed?.revoked_at).toBe(revoked.revoked_at);
      // The company's other token is untouched, and the record was not changed.
      const got = await rw.get(`/v1/customers/${customerId}`);
      expect(got.status).toBe(200);
      expect(got.body.data.name).toBe('Ada');
    });

    it('each cause has its own code and message (issue 25)', async () => {
      const { rw, client, created } = await setup();
      const expiring = await h().tokenFor(rw.companyId, 'finance:read', '1h');
      await rawSql(h().url, 'update api_tokens set expires_at = ? where id = ?', [
        new Date(Date.now() - 1000).toISOString(),
        expiring.id,
      ]);
      await h().tenants().revokeToken(created.id);
      const anon = h().anonymous();
      const answers = [
        expectUnauthorized(await anon.get('/v1/customers'), 'UNAUTHORIZED'),
        expectUnauthorized(
          await anon.get('/v1/customers', { headers: { authorization: 'Basic abc' } }),
          'AUTH_SCHEME_UNSUPPORTED',
        ),
        expectUnauthorized(
          await anon.get('/v1/customers', { token: flipOne(generateToken()) }),
          'TOKEN_MALFORMED',
        ),
        expectUnauthorized(await anon.get('/v1/customers', { token: generateToken() }), 'TOKEN_UNKNOWN'),
        expectUnauthorized(await client.get('/v1/customers'), 'TOKEN_REVOKED', created.token),
        expectUnauthorized(
          await anon.get('/v1/customers', { token: expiring.token }),
          'TOKEN_EXPIRED',
          expiring.token,
        ),
      ];
      expect(new Set(answers.map((a) => a.message)).size).toBe(answers.length);
      expect(answers[0]?.message).toBe(
        'No Authorization header: send an API key as Authorization: Bearer svc_live_… (admins create keys in the dashboard).',
      );
    });

    it('is checked before the body is read or validated', async () => {
      const anon = h().anonymous();
      expectUnauthorized(await anon.request('POST', '/v1/customers', { raw: '{"name":' }));
      expectUnauthorized(await anon.post('/v1/customers', { unknown_field: 1 }));
      expectUnauthorized(
        await anon.request('POST', '/v1/customers', {
          raw: 'name=x',
          headers: { 'content-type': 'text/plain' },
        }),
      );
    });

    it('is checked before the record is looked up', async () => {
      const anon = h().anonymous();
      expectUnauthorized(await anon.get('/v1/customers/00000000-0000-4000-8000-000000000000'));
      expectUnauthorized(await anon.delete('/v1/customers/00000000-0000-4000-8000-000000000000'));
    });

    it('echoes a client X-Request-Id in the 401', async () => {
      const res = await h()
        .anonymous()
        .get('/v1/customers', { headers: { 'x-request-id': 'auth-test-1' } });
      const body = expectUnauthorized(res);
      expect(body.request_id).toBe('auth-test-1');
    });
  });

  describe('scopes: 403 INSUFFICIENT_SCOPE', () => {
    it('finance:read can list, get and HEAD, but not write', async () => {
      const { rw, client, customerId } = await setup('finance:read');
      const list = await client.get('/v1/customers');
      expect(list.status).toBe(200);
      expect(list.body.pagination.total_count).toBe(1);
      expect((await client.get(`/v1/customers/${customerId}`)).status).toBe(200);
      expect((await client.get('/v1/accounts')).status).toBe(200);
      expect((await client.request('HEAD', `/v1/customers/${customerId}`)).status).toBe(200);
      expect((await client.request('HEAD', '/v1/customers')).status).toBe(200);

      const writes = [
        await client.post('/v1/customers', { name: 'B' }),
        await client.put(`/v1/customers/${customerId}`, { name: 'B' }),
        await client.delete(`/v1/customers/${customerId}`),
        await client.post('/v1/accounts', { source_id: 'a1', name: 'Cash', type: 'asset' }),
        await client.post('/v1/accounts/bulk', {
          accounts: [{ source_id: 'a2', name: 'Bank', type: 'asset' }],
        }),
      ];
      for (const res of writes) {
        const body = expectError(res, 403, 'INSUFFICIENT_SCOPE');
        expect(body.message).toContain('finance:write');
      }
      // Nothing was written.
      const after = await rw.get(`/v1/customers/${customerId}`);
      expect(after.body.data.name).toBe('Ada');
      expect(after.body.data.version).toBe(1);
      expect((await rw.get('/v1/customers')).body.pagination.total_count).toBe(1);
      expect((await rw.get('/v1/accounts')).body.pagination.total_count).toBe(0);
    });

    it('finance:write alone cannot read, but can write', async () => {
      const { rw, client, customerId } = await setup('finance:write');
      const reads = [
        await client.get('/v1/customers'),
        await client.get(`/v1/customers/${customerId}`),
        await client.get('/v1/accounts'),
      ];
      for (const res of reads) {
        const body = expectError(res, 403, 'INSUFFICIENT_SCOPE');
        expect(body.message).toContain('finance:read');
      }
      expect((await client.request('HEAD', `/v1/customers/${customerId}`)).status).toBe(403);

      const created = await client.post('/v1/customers', { name: 'B' });
      expect(created.status).toBe(201);
      const updated = await client.put(`/v1/customers/${customerId}`, { name: 'Ada 2' });
      expect(updated.status).toBe(200);
      expect(updated.body.data.name).toBe('Ada 2');
      const deleted = await client.delete(`/v1/customers/${created.body.id}`);
      expect(deleted.status).toBe(200);
      expect((await rw.get('/v1/customers')).body.pagination.total_count).toBe(1);
    });

    it('a 403 is not a 401: no Bearer challenge for a valid token', async () => {
      const { client } = await setup('finance:read');
      const res = await client.post('/v1/customers', { name: 'B' });
      expectError(res, 403, 'INSUFFICIENT_SCOPE');
      expect(res.headers.get('www-authenticate') ?? '').not.toMatch(/^Bearer realm/);
    });
  });

  describe('tokens', () => {
    it('format: svc_live_ + 32 base62 + a 6-character base62 CRC32; prefix is the first 12 characters', async () => {
      const c = await h().company();
      const seen = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const t = await h().tokenFor(c.companyId, 'finance:read');
        expect(t.token).toMatch(/^svc_live_[0-9A-Za-z]{38}$/);
        const body = t.token.slice('svc_live_'.length, -6);
        expect(t.token.slice(-6)).toBe(base62(crc32(body), 6));
        expect(t.prefix).toBe(t.token.slice(0, 12));
        expect(t.company_id).toBe(c.companyId);
        expect(t.scopes).toEqual(['finance:read']);
        expect(t.expires_at).toBeNull();
        seen.add(t.token);
      }
      expect(seen.size).toBe(5);
    });

    it('only a SHA-256 hash is stored, never the token', async () => {
      const c = await h().company();
      const t = await h().tokenFor(c.companyId, 'finance:read,finance:write');
      const rows = await rawSql(h().url, 'select * from api_tokens where id = ?', [t.id]);
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      const secretPart = t.token.slice(12);
      for (const [column, value] of Object.entries(row)) {
        const text = String(value);
        expect(text, column).not.toContain(t.token);
        expect(text, column).not.toContain(secretPart);
      }
      expect(row.token_hash).toBe(createHash('sha256').update(t.token).digest('hex'));
      expect(row.prefix).toBe(t.prefix);
      // Nor does any other table hold it.
      const all = await rawSql(h().url, 'select * from api_tokens');
      expect(JSON.stringify(all)).not.toContain(secretPart);
    });

    it('lists show the prefix and no secret', async () => {
      const c = await h().company();
      const t = await h().tenants().createToken({
        companyId: c.companyId,
        scopes: 'finance:read',
        name: 'reporting',
      });
      const listed = (await h().tenants().listTokens(c.companyId)).find((x) => x.id === t.id);
      expect(listed).toBeDefined();
      expect(listed!.prefix).toBe(t.prefix);
      expect(listed!.name).toBe('reporting');
      expect(listed!.scopes).toEqual(['finance:read']);
      expect(JSON.stringify(listed)).not.toContain(t.token.slice(12));
      expect(Object.keys(listed!)).not.toContain('token');
      expect(Object.keys(listed!)).not.toContain('token_hash');
    });

    it('unknown or missing scopes are refused', async () => {
      const c = await h().company();
      for (const scopes of ['finance:admin', 'finance:read,finance:delete', '', ' , ']) {
        await expect(h().tenants().createToken({ companyId: c.companyId, scopes }), scopes).rejects.toThrow();
      }
      const tokens = await h().tenants().listTokens(c.companyId);
      expect(tokens).toHaveLength(1); // only the harness's own token
    });

    it('last_used_at is null until the token is used, then set', async () => {
      const c = await h().company();
      const used = await h().tokenFor(c.companyId, 'finance:read');
      const unused = await h().tokenFor(c.companyId, 'finance:read');
      const before = await h().tenants().listTokens(c.companyId);
      expect(before.find((t) => t.id === used.id)?.last_used_at).toBeNull();

      const start = Date.now();
      const res = await h().anonymous().get('/v1/customers', { token: used.token });
      expect(res.status).toBe(200);
      const lastUsed = await waitFor(
        async () => (await h().tenants().listTokens(c.companyId)).find((t) => t.id === used.id)?.last_used_at,
      );
      expect(lastUsed).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      expect(Date.parse(lastUsed)).toBeGreaterThanOrEqual(start - 1000);
      expect(Date.parse(lastUsed)).toBeLessThanOrEqual(Date.now() + 1000);
      const after = await h().tenants().listTokens(c.companyId);
      expect(after.find((t) => t.id === unused.id)?.last_used_at).toBeNull();
    });

    it('a token of one company is not a token of another', async () => {
      const a = await h().company();
      const b = await h().company();
      const created = await b.post('/v1/customers', { name: 'B only' });
      expect(created.status).toBe(201);
      const listA = await a.get('/v1/customers');
      expect(listA.status).toBe(200);
      expect(listA.body.pagination.total_count).toBe(0);
    });
  });
});
