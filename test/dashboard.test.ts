/**
 * The dashboard over HTTP (issue 6): redirects without a session, the sign-in page and its uniform
 * error, session and CSRF cookies and their flags (Secure only over HTTPS, from a trusted proxy),
 * CSRF on every form, sign out, slowing down of failed sign-ins per account and per address, the
 * admin-only API keys page with audit events, members refused, and the dashboard kept out of the
 * API's scope and OpenAPI document.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type Cookie,
  Dashboard,
  FormClient,
  PASSWORD,
  type Page,
  suffix,
  textOf,
} from './helpers/dashboard-fixtures.ts';
import { expectError } from './helpers/errors.ts';
import { forEachDatabase } from './helpers/harness.ts';
import { rawSql } from './helpers/raw-sql.ts';

const KEYS = '/dashboard/settings/api-keys';
const SETTINGS = '/dashboard/settings';
const LOGIN = '/dashboard/login';
const UNIFORM = 'Incorrect email or password.';

let addresses = 0;
/** A client from its own address (the harness trusts X-Forwarded-For), so throttling is per test. */
function client(h: () => Dashboard, headers: Record<string, string> = {}): FormClient {
  addresses += 1;
  return h().browser({ 'x-forwarded-for': `198.51.100.${addresses % 250}`, ...headers });
}

function cookie(page: Page, name: string): Cookie {
  const found = page.cookies.find((c) => c.name === name);
  if (!found) throw new Error(`no Set-Cookie ${name} in ${page.cookies.map((c) => c.name).join(', ')}`);
  return found;
}

function expectRedirect(page: Page, location: string): void {
  expect(page.status, page.html.slice(0, 300)).toBe(303);
  expect(page.location).toBe(location);
}

function expectHtml(page: Page, status: number): void {
  expect(page.status, textOf(page.html).slice(0, 300)).toBe(status);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page.headers.get('cache-control')).toBe('no-store');
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(page.headers.get('x-frame-options')).toBe('DENY');
}

const SECRET = /svc_live_[0-9A-Za-z]{38}/g;

async function signedIn(h: () => Dashboard, email: string): Promise<FormClient> {
  const c = client(h);
  expectRedirect(await c.signIn(email), KEYS);
  return c;
}

/**
 * Creates a key through the form, as a browser does: the POST answers 303 to the list (POST-
 * redirect-GET), and the GET that follows shows the secret. Returns that page and its secret.
 */
async function createKey(c: FormClient, fields: Record<string, string | string[]>) {
  await c.get(KEYS);
  const posted = await c.post(KEYS, fields);
  expectRedirect(posted, KEYS);
  expect(posted.html.match(SECRET)).toBeNull();
  const page = await c.get(KEYS);
  const secrets = page.html.match(SECRET) ?? [];
  return { page, secret: secrets[0] };
}

async function events(h: Dashboard, companyId: string, type: string) {
  const rows = await rawSql(h.url, 'select data from events where company_id = ? and type = ? order by id', [
    companyId,
    type,
  ]);
  return rows.map((r) => (typeof r.data === 'string' ? JSON.parse(r.data) : r.data));
}

forEachDatabase(
  (harness) => {
    const h = () => new Dashboard(harness());

    describe('without a session', () => {
      it('redirects the dashboard pages to the sign-in page, and refuses forms', async () => {
        const c = client(h);
        expectRedirect(await c.get(KEYS), LOGIN);
        expectRedirect(await c.get('/dashboard'), LOGIN);
        expectRedirect(await c.get(SETTINGS), LOGIN);
        expectRedirect(await c.get(`${KEYS}/${crypto.randomUUID()}/revoke`), LOGIN);
        // A made-up session cookie is no session.
        c.jar.set('finrec_session', 'A'.repeat(43));
        expectRedirect(await c.get(KEYS), LOGIN);
        // A form with a valid CSRF token but no session goes to sign in too, and creates nothing.
        await c.get(LOGIN);
        expectRedirect(await c.post(KEYS, { name: 'x', scopes: 'finance:read', expires_in: '' }), LOGIN);
      });

      it('serves the sign-in page with labelled fields, a CSRF token and a CSRF cookie', async () => {
        const c = client(h);
        const page = await c.get(LOGIN);
        expectHtml(page, 200);
        expect(page.html).toMatch(/<label for="email">Email<\/label>/);
        expect(page.html).toMatch(/<input id="email" name="email" type="email" autocomplete="username"/);
        expect(page.html).toMatch(/<label for="password">Password<\/label>/);
        expect(page.html).toMatch(/type="password" autocomplete="current-password"/);
        expect(page.html).toContain('<link rel="stylesheet" href="/dashboard/assets/dashboard.css">');
        expect(c.csrf.length).toBeGreaterThan(20);
        const csrf = cookie(page, 'finrec_csrf');
        expect(csrf.attributes.has('httponly')).toBe(true);
        expect(csrf.attributes.get('samesite')).toBe('Strict');
        expect(csrf.attributes.get('path')).toBe('/dashboard');
        expect(csrf.attributes.has('secure')).toBe(false);
      });

      it('serves its stylesheet and script from the app, cacheable', async () => {
        const c = client(h);
        const css = await c.get('/dashboard/assets/dashboard.css');
        expect(css.status).toBe(200);
        expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
        expect(css.html).toContain(':focus-visible');
        expect(css.html).not.toMatch(/@import|url\(\s*["']?https?:/);
        const js = await c.get('/dashboard/assets/dashboard.js');
        expect(js.status).toBe(200);
        expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
        expect(js.headers.get('cache-control')).toBe('public, max-age=300');
      });

      it('answers an unknown dashboard page with an HTML 404', async () => {
        const page = await client(h).get('/dashboard/nope');
        expectHtml(page, 404);
        expect(page.html).toContain('Page not found');
      });
    });

    describe('signing in and out', () => {
      it('starts a session: HttpOnly, SameSite=Strict, /dashboard only, expiring, stored hashed', async () => {
        const { admin, companyId } = await h().company();
        const c = client(h);
        const page = await c.signIn(admin);
        expectRedirect(page, KEYS);
        const session = cookie(page, 'finrec_session');
        expect(session.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(session.attributes.has('httponly')).toBe(true);
        expect(session.attributes.get('samesite')).toBe('Strict');
        expect(session.attributes.get('path')).toBe('/dashboard');
        expect(session.attributes.get('max-age')).toBe(String(8 * 3600));
        expect(session.attributes.has('secure')).toBe(false);
        // The CSRF secret of before sign-in is dropped: the session gets a fresh one.
        expect(cookie(page, 'finrec_csrf').attributes.get('max-age')).toBe('0');

        const rows = await rawSql(
          h().url,
          'select token_hash, expires_at from sessions where company_id = ?',
          [companyId],
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]?.token_hash).toBe(createHash('sha256').update(session.value).digest('hex'));
        const ttl = Date.parse(String(rows[0]?.expires_at)) - Date.now();
        expect(ttl).toBeGreaterThan(7.9 * 3600_000);
        expect(ttl).toBeLessThanOrEqual(8 * 3600_000);

        const keys = await c.get(KEYS);
        expectHtml(keys, 200);
        expect(keys.html).toContain(admin);
        // Signed in, the sign-in page sends you on.
        expectRedirect(await c.get(LOGIN), KEYS);
      });

      it('signs in a user made as the CLI makes them: scrypt at full cost (N ≥ 2^16)', async () => {
        const { companyId } = await h().company();
        const email = await h().user(companyId, 'admin', PASSWORD, { fullCost: true });
        const [row] = await rawSql(h().url, 'select password_hash from users where email = ?', [email]);
        const [scheme, n, r, p] = String(row?.password_hash).split('$');
        expect(scheme).toBe('scrypt');
        expect(Number(n)).toBeGreaterThanOrEqual(2 ** 16);
        expect(Number(r) * Number(p)).toBeGreaterThanOrEqual(8);
        expect((await client(h).signIn(email, 'not the password at all')).status).toBe(401);
        expectRedirect(await client(h).signIn(email), KEYS);
      });

      it('accepts the email in any case and with spaces around it', async () => {
        const { admin } = await h().company();
        expectRedirect(await client(h).signIn(`  ${admin.toUpperCase()} `), KEYS);
      });

      it('answers a wrong password and an unknown email with the same page and message', async () => {
        const { admin } = await h().company();
        const c = client(h);
        const wrongPassword = await c.signIn(admin, 'not the password at all');
        const unknownEmail = await c.signIn(`nobody-${suffix()}@example.com`);
        for (const page of [wrongPassword, unknownEmail]) {
          expectHtml(page, 401);
          expect(page.html).toContain(`<p class="alert" role="alert" id="sign-in-error">${UNIFORM}</p>`);
          expect(page.cookies.some((k) => k.name === 'finrec_session')).toBe(false);
        }
        const normalise = (html: string) =>
          html.replace(/name="_csrf" value="[^"]+"/, '').replace(/value="[^"]*@example\.com"/, '');
        expect(normalise(wrongPassword.html)).toBe(normalise(unknownEmail.html));
        // The email typed is kept in the form, escaped.
        expect(wrongPassword.html).toContain(`value="${admin}"`);
        const empty = await c.post(LOGIN, { email: '', password: '' });
        expectHtml(empty, 401);
        expect(empty.html).toContain(UNIFORM);
      });

      it('signs out: the session ends in the database and its cookie stops working', async () => {
        const { admin, companyId } = await h().company();
        const c = await signedIn(h, admin);
        const value = c.jar.get('finrec_session') as string;
        await c.get(KEYS);
        const out = await c.post('/dashboard/logout');
        expectRedirect(out, `${LOGIN}?signed_out`);
        expect(cookie(out, 'finrec_session').attributes.get('max-age')).toBe('0');
        expect(c.jar.has('finrec_session')).toBe(false);
        const page = await c.get(`${LOGIN}?signed_out`);
        expect(page.html).toContain('You are signed out.');
        expect(
          await rawSql(h().url, 'select id from sessions where company_id = ?', [companyId]),
        ).toHaveLength(0);
        // The old cookie, replayed, is no session.
        const replay = client(h);
        replay.jar.set('finrec_session', value);
        expectRedirect(await replay.get(KEYS), LOGIN);
      });

      it('ends a session when it expires', async () => {
        const { admin, companyId } = await h().company();
        const c = await signedIn(h, admin);
        expect((await c.get(KEYS)).status).toBe(200);
        await rawSql(h().url, 'update sessions set expires_at = ? where company_id = ?', [
          new Date(Date.now() - 1000).toISOString(),
          companyId,
        ]);
        expectRedirect(await c.get(KEYS), LOGIN);
      });

      it('marks the cookies Secure when a trusted proxy says the request came over HTTPS', async () => {
        const { admin } = await h().company();
        const c = client(h, { 'x-forwarded-proto': 'https' });
        const login = await c.get(LOGIN);
        expect(cookie(login, 'finrec_csrf').attributes.has('secure')).toBe(true);
        const page = await c.post(LOGIN, { email: admin, password: PASSWORD });
        expectRedirect(page, KEYS);
        const session = cookie(page, 'finrec_session');
        expect(session.attributes.has('secure')).toBe(true);
        expect(session.attributes.has('httponly')).toBe(true);
        expect(session.attributes.get('samesite')).toBe('Strict');
      });
    });

    describe('CSRF', () => {
      it('refuses a sign-in without a token, with a wrong token, or without the CSRF cookie', async () => {
        const { admin } = await h().company();
        const c = client(h);
        await c.get(LOGIN);
        const missing = await c.post(LOGIN, { email: admin, password: PASSWORD, _csrf: null });
        expectHtml(missing, 403);
        expect(missing.html).toContain('This form has expired');
        expect(missing.cookies.some((k) => k.name === 'finrec_session')).toBe(false);
        const wrong = await c.post(LOGIN, {
          email: admin,
          password: PASSWORD,
          _csrf: `${c.csrf.slice(0, -2)}xx`,
        });
        expect(wrong.status).toBe(403);
        // A token from the page without the cookie it belongs to (another browser's).
        const other = client(h);
        const stolen = await other.post(LOGIN, { email: admin, password: PASSWORD, _csrf: c.csrf });
        expect(stolen.status).toBe(403);
        // With both, it works.
        expectRedirect(await c.post(LOGIN, { email: admin, password: PASSWORD }), KEYS);
      });

      it('refuses every signed-in form without its token: create, revoke, sign out', async () => {
        const { admin, companyId } = await h().company();
        const key = await h().tenants().createToken({ companyId, scopes: 'finance:read', name: 'kept' });
        const c = await signedIn(h, admin);
        await c.get(KEYS);
        const create = await c.post(KEYS, {
          name: 'no token',
          scopes: 'finance:read',
          expires_in: '',
          _csrf: null,
        });
        expectHtml(create, 403);
        const revoke = await c.post(`${KEYS}/${key.id}/revoke`, { _csrf: null });
        expect(revoke.status).toBe(403);
        const out = await c.post('/dashboard/logout', { _csrf: 'forged' });
        expect(out.status).toBe(403);
        const tokens = await h().tenants().listTokens(companyId);
        expect(tokens.map((t) => [t.name, t.revoked_at])).toEqual([['kept', null]]);
        expect((await c.get(KEYS)).status).toBe(200);
        expect((await h().api(key.token).get('/v1/customers')).status).toBe(200);
      });

      it('refuses a form a browser marks as sent from another site, even with a token', async () => {
        const { admin, companyId } = await h().company();
        const c = await signedIn(h, admin);
        await c.get(KEYS);
        const page = await c.post(
          KEYS,
          { name: 'cross', scopes: 'finance:read', expires_in: '' },
          { 'sec-fetch-site': 'cross-site' },
        );
        expect(page.status).toBe(403);
        expect(await h().tenants().listTokens(companyId)).toHaveLength(0);
        const same = await c.post(
          KEYS,
          { name: 'same', scopes: 'finance:read', expires_in: '' },
          { 'sec-fetch-site': 'same-origin' },
        );
        expectRedirect(same, KEYS);
      });
    });

    // Each attempt with an unknown email runs the decoy's scrypt at full cost (0.4 s and 64 MiB, two
    // at a time): these tests run side by side (each has its own accounts and client address).
    describe('slowing down failed sign-ins', { timeout: 120_000, concurrent: true }, () => {
      it('refuses an account after 5 failures from 5 addresses, from any address, for 15 minutes', async () => {
        const { admin } = await h().company();
        // Each guess from another address: the account's count does not care.
        for (let i = 0; i < 5; i++) expect((await client(h).signIn(admin, `wrong ${i}`)).status).toBe(401);
        const locked = await client(h).signIn(admin);
        expectHtml(locked, 429);
        expect(locked.html).toContain('Too many failed sign-ins. Try again in 15 minutes.');
        const retry = Number(locked.headers.get('retry-after'));
        expect(retry).toBeGreaterThan(14 * 60);
        expect(retry).toBeLessThanOrEqual(15 * 60);
        expect(locked.cookies.some((k) => k.name === 'finrec_session')).toBe(false);
        // Refused from yet another address too, even with the right password.
        expect((await client(h).signIn(admin)).status).toBe(429);
        // Once the 15 minutes have passed, the right password works and clears the count.
        await rawSql(
          h().url,
          "update sign_in_attempts set locked_until = ? where kind = 'account' and key = ?",
          [new Date(Date.now() - 1000).toISOString(), admin],
        );
        expectRedirect(await client(h).signIn(admin), KEYS);
        const rows = await rawSql(
          h().url,
          "select failures from sign_in_attempts where kind = 'account' and key = ?",
          [admin],
        );
        expect(rows).toHaveLength(0);
      });

      it('refuses an unknown email exactly as a real one (no hint that it does not exist)', async () => {
        const { admin } = await h().company();
        const c = client(h);
        const ghost = `ghost-${suffix()}@example.com`;
        for (let i = 0; i < 5; i++) {
          expect((await c.signIn(ghost)).status).toBe(401);
          expect((await c.signIn(admin, 'wrong')).status).toBe(401);
        }
        const [real, unknown] = [await c.signIn(admin), await c.signIn(ghost)];
        for (const page of [real, unknown]) expectHtml(page, 429);
        const normalise = (html: string) =>
          html.replace(/name="_csrf" value="[^"]+"/, '').replace(/value="[^"]*@example\.com"/, '');
        expect(normalise(real.html)).toBe(normalise(unknown.html));
      });

      it('locks for 15 minutes from the 5th failure; a count is forgotten 15 minutes after its last failure', async () => {
        const { admin } = await h().company();
        const row = async () => {
          const rows = await rawSql(
            h().url,
            "select failures, locked_until, last_failure_at from sign_in_attempts where kind = 'account' and key = ?",
            [admin],
          );
          const r = rows[0] as { failures: number; locked_until: string | null; last_failure_at: string };
          return {
            failures: Number(r.failures),
            lockMs: r.locked_until ? Date.parse(r.locked_until) - Date.parse(r.last_failure_at) : null,
          };
        };
        const c = client(h);
        for (let i = 0; i < 4; i++) await c.signIn(admin, 'wrong');
        expect(await row()).toEqual({ failures: 4, lockMs: null });
        // Four failures, then 15 minutes without one: the count starts again.
        await rawSql(
          h().url,
          "update sign_in_attempts set last_failure_at = ? where kind = 'account' and key = ?",
          [new Date(Date.now() - 15 * 60_000 - 1000).toISOString(), admin],
        );
        expect((await c.signIn(admin, 'wrong')).status).toBe(401);
        expect(await row()).toEqual({ failures: 1, lockMs: null });
        for (let i = 0; i < 4; i++) expect((await c.signIn(admin, 'wrong')).status).toBe(401);
        expect(await row()).toEqual({ failures: 5, lockMs: 15 * 60_000 });
        // While locked nothing is counted (no password is checked).
        expect((await c.signIn(admin, 'wrong')).status).toBe(429);
        expect((await row()).failures).toBe(5);
      });

      it('counts concurrent failures, none lost', async () => {
        const { admin } = await h().company();
        const c = client(h);
        await c.get(LOGIN);
        const pages = await Promise.all(
          Array.from({ length: 6 }, () => c.post(LOGIN, { email: admin, password: 'wrong' })),
        );
        expect(pages.map((p) => p.status).every((s) => s === 401 || s === 429)).toBe(true);
        const rows = await rawSql(
          h().url,
          "select failures from sign_in_attempts where kind = 'account' and key = ?",
          [admin],
        );
        expect(Number(rows[0]?.failures)).toBe(pages.filter((p) => p.status === 401).length);
        expect((await c.signIn(admin)).status).toBe(429);
      });

      it('a successful sign-in clears the account count', async () => {
        const { admin } = await h().company();
        const c = client(h);
        for (let i = 0; i < 4; i++) await c.signIn(admin, 'wrong');
        expectRedirect(await c.signIn(admin), KEYS);
        const again = client(h);
        for (let i = 0; i < 4; i++) expect((await again.signIn(admin, 'wrong')).status).toBe(401);
        expectRedirect(await again.signIn(admin), KEYS);
      });

      it('keeps a shared address open to others below 100 failures, then refuses it; other addresses are unaffected', async () => {
        const { admin, companyId } = await h().company();
        // One office behind one NAT address: twenty colleagues' accounts guessed at, 99 failures in
        // all (nineteen accounts reach their own limit of 5 and are refused, one has 4).
        const colleagues = await Promise.all(Array.from({ length: 20 }, () => h().user(companyId, 'member')));
        const office = client(h);
        await office.get(LOGIN);
        const guesses = colleagues.flatMap((email, i) => Array.from({ length: i < 19 ? 5 : 4 }, () => email));
        const pages = await Promise.all(
          guesses.map((email) => office.post(LOGIN, { email, password: 'wrong' })),
        );
        expect(pages.map((p) => p.status)).toEqual(Array(99).fill(401));
        // Someone else in the office still signs in: 99 failures are no lock-out for the address.
        const behindTheNat = () => h().browser(office.headers);
        expectRedirect(await behindTheNat().signIn(admin), KEYS);
        // The 100th failure refuses the address, for everyone behind it, the right password included.
        expect((await office.signIn(colleagues[19] as string, 'wrong')).status).toBe(401);
        const locked = await behindTheNat().signIn(admin);
        expectHtml(locked, 429);
        const retry = Number(locked.headers.get('retry-after'));
        expect(retry).toBeGreaterThan(14 * 60);
        expect(retry).toBeLessThanOrEqual(15 * 60);
        // Only that address: the same admin elsewhere is fine.
        expectRedirect(await client(h).signIn(admin), KEYS);
      });
    });

    // One instance of the app per TRUST_PROXY setting, on this suite's database. Not side by side:
    // an untrusted client's failures count against the connection's (loopback) address, which
    // these tests share; each clears that count when it ends.
    describe('which address counts (TRUST_PROXY)', { timeout: 120_000 }, () => {
      /** The address rows of sign_in_attempts whose key is one of `keys`, key → failures. */
      async function addressCounts(keys: string[]): Promise<Record<string, number>> {
        const rows = await rawSql(
          h().url,
          "select key, failures from sign_in_attempts where kind = 'address'",
          [],
        );
        return Object.fromEntries(
          rows.filter((r) => keys.includes(String(r.key))).map((r) => [String(r.key), Number(r.failures)]),
        );
      }
      const LOOPBACK = ['127.0.0.1', '::/64'];
      const forgetLoopback = () =>
        rawSql(h().url, "delete from sign_in_attempts where kind = 'address' and key in (?, ?)", LOOPBACK);

      it('an untrusted client rotating X-Forwarded-For does not escape the per-address limit', async () => {
        for (const trustProxy of [false, '10.0.0.0/8']) {
          const instance = await h().harness.start({ trustProxy });
          try {
            const { admin, companyId } = await h().company();
            const members = await Promise.all(
              Array.from({ length: 25 }, () => h().user(companyId, 'member')),
            );
            const c = new FormClient(instance.baseUrl);
            await c.get(LOGIN);
            // 100 failures, 4 per account (no account reaches its own limit), each claiming to
            // come from another client, as a proxy would say.
            const claims = members.flatMap((_, i) => [0, 1, 2, 3].map((k) => `192.0.2.${i * 4 + k + 1}`));
            const pages = await Promise.all(
              claims.map((claim, i) =>
                c.post(
                  LOGIN,
                  { email: members[Math.floor(i / 4)] as string, password: 'wrong' },
                  { 'x-forwarded-for': `${claim}, 10.1.1.1` },
                ),
              ),
            );
            expect(pages.map((p) => p.status)).toEqual(Array(100).fill(401));
            // Yet another claimed address, the right password: the connection's address is refused.
            const locked = await c.post(
              LOGIN,
              { email: admin, password: PASSWORD },
              { 'x-forwarded-for': '192.0.2.254' },
            );
            expectHtml(locked, 429);
            // One address was counted, the connection's; none of the claims was.
            expect(Object.values(await addressCounts(LOOPBACK))).toEqual([100]);
            expect(await addressCounts([...claims, '10.1.1.1'])).toEqual({});
          } finally {
            await forgetLoopback();
            await instance.close();
          }
        }
      });

      it('behind trusted proxies, counts the right-most address that is no trusted proxy', async () => {
        // The loopback (our connection) and 10.0.0.0/8 are the proxies: the client is the first
        // address from the right outside them; whatever it put to its left is its own claim.
        const instance = await h().harness.start({ trustProxy: '127.0.0.1,::1,10.0.0.0/8' });
        try {
          const { admin } = await h().company();
          const c = new FormClient(instance.baseUrl);
          await c.get(LOGIN);
          for (let i = 0; i < 3; i++) {
            const page = await c.post(
              LOGIN,
              { email: `guess-${suffix()}@example.com`, password: 'wrong' },
              { 'x-forwarded-for': `198.18.0.${i + 1}, 192.0.2.77, 10.2.3.4` },
            );
            expect(page.status).toBe(401);
          }
          expect(
            await addressCounts(['192.0.2.77', '198.18.0.1', '198.18.0.2', '10.2.3.4', ...LOOPBACK]),
          ).toEqual({
            '192.0.2.77': 3,
          });
          expectRedirect(await c.post(LOGIN, { email: admin, password: PASSWORD }), KEYS);
        } finally {
          await forgetLoopback();
          await instance.close();
        }
      });

      it('with TRUST_PROXY=true, counts the address the proxy appended, not the client-chosen left-most', async () => {
        // This suite's own server trusts any proxy.
        const c = client(h);
        await c.get(LOGIN);
        for (let i = 0; i < 3; i++) {
          const page = await c.post(
            LOGIN,
            { email: `guess-${suffix()}@example.com`, password: 'wrong' },
            { 'x-forwarded-for': `198.18.1.${i + 1}, 192.0.2.88` },
          );
          expect(page.status).toBe(401);
        }
        expect(await addressCounts(['192.0.2.88', '198.18.1.1', '198.18.1.2', '198.18.1.3'])).toEqual({
          '192.0.2.88': 3,
        });
        // An IPv6 client is counted by its /64: rotating within it changes nothing.
        for (const host of ['1', 'abcd:1234']) {
          const page = await c.post(
            LOGIN,
            { email: `guess-${suffix()}@example.com`, password: 'wrong' },
            { 'x-forwarded-for': `2001:db8:aa:bb::${host}` },
          );
          expect(page.status).toBe(401);
        }
        expect(await addressCounts(['2001:db8:aa:bb::/64'])).toEqual({ '2001:db8:aa:bb::/64': 2 });
      });
    });

    describe('Settings → API keys', () => {
      it('shows an admin the company’s keys without their secrets', async () => {
        const { admin, companyId, name } = await h().company();
        const other = await h().company();
        const cli = await h().tenants().createToken({
          companyId,
          scopes: 'finance:read,finance:write',
          name: 'From the CLI',
          expiresIn: '7d',
        });
        const foreign = await h()
          .tenants()
          .createToken({ companyId: other.companyId, scopes: 'finance:read', name: 'Theirs' });
        const c = await signedIn(h, admin);
        const page = await c.get(KEYS);
        expectHtml(page, 200);
        expect(page.html).toContain(name);
        expect(page.html).toContain('From the CLI');
        expect(page.html).toContain(`<code>${cli.prefix}…</code>`);
        expect(page.html).toContain('<code class="scope">finance:write</code>');
        expect(page.html).toContain(`<time datetime="${cli.expires_at}">`);
        expect(page.html).toMatch(
          /<td data-label="Last used"><span class="cell-label" aria-hidden="true">Last used<\/span><div class="cell-value"><span class="muted">Never<\/span><\/div><\/td>/,
        );
        expect(page.html).toContain(`href="${KEYS}/${cli.id}/revoke"`);
        expect(page.html).not.toContain(cli.token);
        expect(page.html.match(SECRET)).toBeNull();
        expect(page.html).not.toContain('Theirs');
        expect(page.html).not.toContain(foreign.prefix);
        // Last used shows once the key has been used.
        expect((await h().api(cli.token).get('/v1/customers')).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect((await c.get(KEYS)).html).not.toMatch(
          /Last used<\/span><div class="cell-value"><span class="muted">Never/,
        );
      });

      it('creates a read-only key: shown once, works for GET, 403 for POST, audited', async () => {
        const { admin, companyId } = await h().company();
        const c = await signedIn(h, admin);
        const { page, secret } = await createKey(c, {
          name: 'Nightly export',
          scopes: 'finance:read',
          expires_in: '30d',
        });
        expectHtml(page, 200);
        expect(secret).toBeDefined();
        expect(page.html.match(SECRET)).toHaveLength(1);
        expect(page.html).toContain(`value="${secret}"`);
        expect(page.html).toContain('data-copy="new-key-secret"');
        expect(page.html).toContain('It is shown only this once');

        const api = h().api(secret as string);
        const read = await api.get('/v1/customers');
        expect(read.status).toBe(200);
        const write = await api.post('/v1/customers', { name: 'Nope' });
        expectError(write, 403, 'INSUFFICIENT_SCOPE');

        const [key] = await h().tenants().listTokens(companyId);
        expect(key).toMatchObject({
          name: 'Nightly export',
          scopes: ['finance:read'],
          prefix: secret?.slice(0, 12),
        });
        const days = (Date.parse(key?.expires_at as string) - Date.now()) / 86_400_000;
        expect(days).toBeGreaterThan(29.9);
        expect(days).toBeLessThanOrEqual(30);

        // Never again: the list shows the prefix only.
        const again = await c.get(KEYS);
        expect(again.html.match(SECRET)).toBeNull();
        expect(again.html).toContain(`${secret?.slice(0, 12)}…`);

        const audit = await events(h(), companyId, 'api_key.created');
        expect(audit).toHaveLength(1);
        const user = (await h().users().listUsers(companyId)).find((u) => u.email === admin);
        expect(audit[0]).toEqual({
          object: {
            id: key?.id,
            object: 'api_key',
            data: {
              id: key?.id,
              name: 'Nightly export',
              prefix: key?.prefix,
              scopes: ['finance:read'],
              expires_at: key?.expires_at,
              revoked_at: null,
            },
          },
          actor: { type: 'user', id: user?.id, email: admin },
        });
        expect(JSON.stringify(audit)).not.toContain(secret);
      });

      it('creates a read-write key with no expiry', async () => {
        const { admin, companyId } = await h().company();
        const c = await signedIn(h, admin);
        const { page, secret } = await createKey(c, {
          name: 'Importer',
          scopes: ['finance:read', 'finance:write'],
          expires_in: '',
        });
        expect(page.status).toBe(200);
        expect(
          (
            await h()
              .api(secret as string)
              .post('/v1/customers', { name: 'Yes' })
          ).status,
        ).toBe(201);
        const [key] = await h().tenants().listTokens(companyId);
        expect(key?.expires_at).toBeNull();
        expect(key?.scopes).toEqual(['finance:read', 'finance:write']);
      });

      it('creates with POST-redirect-GET: 303, the secret shown by one GET only, a reload creates nothing', async () => {
        const { admin, companyId } = await h().company();
        const c = await signedIn(h, admin);
        await c.get(KEYS);
        const posted = await c.post(KEYS, { name: 'Once', scopes: 'finance:read', expires_in: '7d' });
        expectRedirect(posted, KEYS);
        expect(posted.headers.get('cache-control')).toBe('no-store');
        expect(posted.html.match(SECRET)).toBeNull();
        expect(await h().tenants().listTokens(companyId)).toHaveLength(1);

        // Held in the session until shown, sealed: the row never holds the secret in clear.
        const [held] = await rawSql(h().url, 'select flash from sessions where company_id = ?', [companyId]);
        expect(String(held?.flash)).toMatch(/^v1\.[A-Za-z0-9_-]+$/);

        // Another session of the same user (another browser) does not see it.
        const other = await signedIn(h, admin);
        expect((await other.get(KEYS)).html.match(SECRET)).toBeNull();

        const shown = await c.get(KEYS);
        expectHtml(shown, 200);
        const [secret] = shown.html.match(SECRET) ?? [];
        expect(secret).toBeDefined();
        expect(String(held?.flash)).not.toContain(secret as string);
        expect(shown.html).toContain('Your new API key “Once”');

        // Reloading the page: the GET again, no secret, still one key, nothing held any more.
        const reloaded = await c.get(KEYS);
        expectHtml(reloaded, 200);
        expect(reloaded.html.match(SECRET)).toBeNull();
        expect(reloaded.html).not.toContain('Your new API key');
        expect(await h().tenants().listTokens(companyId)).toHaveLength(1);
        expect(await events(h(), companyId, 'api_key.created')).toHaveLength(1);
        const held2 = await rawSql(
          h().url,
          'select flash from sessions where company_id = ? and flash is not null',
          [companyId],
        );
        expect(held2).toHaveLength(0);
      });

      it('shows every key created before the next page, each once; the sealed value needs its cookie', async () => {
        const { admin, companyId } = await h().company();
        const c = await signedIn(h, admin);
        await c.get(KEYS);
        // Two tabs: both forms posted before either list is shown.
        const posts = await Promise.all([
          c.post(KEYS, { name: 'Tab one', scopes: 'finance:read', expires_in: '' }),
          c.post(KEYS, { name: 'Tab two', scopes: 'finance:write', expires_in: '' }),
        ]);
        expect(posts.map((p) => [p.status, p.location])).toEqual([
          [303, KEYS],
          [303, KEYS],
        ]);
        // Two GETs at once: one of them takes both secrets, the other shows none.
        const pages = await Promise.all([c.get(KEYS), c.get(KEYS)]);
        const secrets = pages.map((p) => p.html.match(SECRET) ?? []);
        expect(secrets.map((s) => s.length).sort()).toEqual([0, 2]);
        const page = pages[secrets[0]?.length === 2 ? 0 : 1] as Page;
        expect(page.html).toContain('Your new API key “Tab one”');
        expect(page.html).toContain('Your new API key “Tab two”');
        expect(page.html).toContain('id="new-key-secret-2"');
        const tokens = await h().tenants().listTokens(companyId);
        expect(tokens.map((t) => t.prefix).sort()).toEqual(
          secrets
            .flat()
            .map((s) => s.slice(0, 12))
            .sort(),
        );

        // The sealed value is bound to its session's cookie: copied into another session's row,
        // it opens to nothing there.
        expectRedirect(await c.post(KEYS, { name: 'Sealed', scopes: 'finance:read', expires_in: '' }), KEYS);
        const [row] = await rawSql(
          h().url,
          'select flash from sessions where company_id = ? and flash is not null',
          [companyId],
        );
        const thief = await signedIn(h, admin);
        await rawSql(h().url, 'update sessions set flash = ? where company_id = ? and flash is null', [
          row?.flash,
          companyId,
        ]);
        expect((await thief.get(KEYS)).html.match(SECRET)).toBeNull();
        expect((await c.get(KEYS)).html.match(SECRET)).toHaveLength(1);
      });

      it('refuses a bad form with the fields named, and creates nothing', async () => {
        const { admin, companyId } = await h().company();
        const c = await signedIn(h, admin);
        await c.get(KEYS);
        const empty = await c.post(KEYS, { name: '  ', expires_in: '12y' });
        expectHtml(empty, 422);
        expect(empty.html).toContain('id="key-name-error">Give the key a name.</p>');
        expect(empty.html).toContain('id="scopes-error">Choose at least one scope.</p>');
        expect(empty.html).toContain('id="key-expiry-error">Choose one of the expiries offered.</p>');
        expect(empty.html).toContain('aria-invalid="true"');
        const unknown = await c.post(KEYS, {
          name: 'x',
          scopes: ['finance:read', 'finance:admin'],
          expires_in: '',
        });
        expect(unknown.status).toBe(422);
        expect(unknown.html).toContain('id="scopes-error">Scopes are finance:read and finance:write.</p>');
        const long = await c.post(KEYS, { name: 'n'.repeat(101), scopes: 'finance:read', expires_in: '' });
        expect(long.status).toBe(422);
        expect(long.html).toContain('At most 100 characters.');
        expect(await h().tenants().listTokens(companyId)).toHaveLength(0);
        expect(await events(h(), companyId, 'api_key.created')).toHaveLength(0);
      });

      it('escapes what users typed', async () => {
        const { admin } = await h().company();
        const c = await signedIn(h, admin);
        const { page } = await createKey(c, {
          name: '<script>alert("x")</script>',
          scopes: 'finance:read',
          expires_in: '',
        });
        expect(page.status).toBe(200);
        expect(page.html).not.toContain('<script>alert');
        expect(page.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      });

      it('revokes a key after a confirmation: the next API call is 401; audited once', async () => {
        const { admin, companyId } = await h().company();
        const c = await signedIn(h, admin);
        const { secret } = await createKey(c, {
          name: 'Short-lived',
          scopes: 'finance:read',
          expires_in: '7d',
        });
        const [key] = await h().tenants().listTokens(companyId);
        const id = key?.id as string;
        expect(
          (
            await h()
              .api(secret as string)
              .get('/v1/customers')
          ).status,
        ).toBe(200);

        const confirm = await c.get(`${KEYS}/${id}/revoke`);
        expectHtml(confirm, 200);
        expect(confirm.html).toContain('Revoke “Short-lived”?');
        expect(confirm.html).toContain(`<form method="post" action="${KEYS}/${id}/revoke"`);
        // Seeing the confirmation changes nothing.
        expect(
          (
            await h()
              .api(secret as string)
              .get('/v1/customers')
          ).status,
        ).toBe(200);

        const done = await c.post(`${KEYS}/${id}/revoke`);
        expectRedirect(done, `${KEYS}?revoked=${id}`);
        const res = await h()
          .api(secret as string)
          .get('/v1/customers');
        expectError(res, 401, 'TOKEN_REVOKED');
        const list = await c.get(done.location as string);
        expect(list.html).toContain('API key “Short-lived” revoked.');
        expect(list.html).toContain('<span class="status revoked">Revoked</span>');
        expect(list.html).not.toContain(`href="${KEYS}/${id}/revoke"`);

        // Revoking again changes nothing and writes no second event.
        await c.get(KEYS);
        expectRedirect(await c.post(`${KEYS}/${id}/revoke`), `${KEYS}?revoked=${id}`);
        const audit = await events(h(), companyId, 'api_key.revoked');
        expect(audit).toHaveLength(1);
        expect(audit[0].object).toMatchObject({ id, object: 'api_key', data: { name: 'Short-lived' } });
        expect(audit[0].object.data.revoked_at).toEqual(expect.any(String));
        expect(audit[0].actor).toMatchObject({ type: 'user', email: admin });
      });

      it('writes one revocation event when two revocations race', async () => {
        const { admin, companyId } = await h().company();
        const key = await h().tenants().createToken({ companyId, scopes: 'finance:read', name: 'raced' });
        const a = await signedIn(h, admin);
        const b = await signedIn(h, admin);
        await Promise.all([a.get(KEYS), b.get(KEYS)]);
        const pages = await Promise.all([
          a.post(`${KEYS}/${key.id}/revoke`),
          b.post(`${KEYS}/${key.id}/revoke`),
        ]);
        expect(pages.map((p) => p.status)).toEqual([303, 303]);
        expect(await events(h(), companyId, 'api_key.revoked')).toHaveLength(1);
      });

      it('never touches another company’s key: 404, and the key keeps working', async () => {
        const mine = await h().company();
        const theirs = await h().company();
        const key = await h().tenants().createToken({ companyId: theirs.companyId, scopes: 'finance:read' });
        const c = await signedIn(h, mine.admin);
        const confirm = await c.get(`${KEYS}/${key.id}/revoke`);
        expectHtml(confirm, 404);
        await c.get(KEYS);
        expect((await c.post(`${KEYS}/${key.id}/revoke`)).status).toBe(404);
        expect((await c.post(`${KEYS}/not-a-uuid/revoke`)).status).toBe(404);
        expect((await h().api(key.token).get('/v1/customers')).status).toBe(200);
        expect(await events(h(), theirs.companyId, 'api_key.revoked')).toHaveLength(0);
        expect(await events(h(), mine.companyId, 'api_key.revoked')).toHaveLength(0);
      });

      it('shows a member that the page needs an admin, and nothing of the keys', async () => {
        const { member, companyId } = await h().company();
        const key = await h()
          .tenants()
          .createToken({ companyId, scopes: 'finance:read', name: 'Secret project' });
        const c = await signedIn(h, member);
        const page = await c.get(KEYS);
        expectHtml(page, 403);
        expect(page.html).toContain('This page needs an admin');
        expect(page.html).not.toContain('Secret project');
        expect(page.html).not.toContain(key.prefix);
        expect(page.html).not.toContain('name="scopes"');
        // Nor can a member create or revoke by posting the forms directly.
        const create = await c.post(KEYS, { name: 'by member', scopes: 'finance:write', expires_in: '' });
        expectHtml(create, 403);
        expect(create.html.match(SECRET)).toBeNull();
        expect((await c.get(`${KEYS}/${key.id}/revoke`)).status).toBe(403);
        await c.get(KEYS);
        expect((await c.post(`${KEYS}/${key.id}/revoke`)).status).toBe(403);
        const tokens = await h().tenants().listTokens(companyId);
        expect(tokens.map((t) => [t.name, t.revoked_at])).toEqual([['Secret project', null]]);
        expect(await events(h(), companyId, 'api_key.created')).toHaveLength(0);
      });
    });

    describe('Settings navigation', () => {
      const NAV =
        /<nav class="nav" aria-label="Dashboard"><ul>\s*<li><a href="\/dashboard\/settings"( aria-current="(page|true)")?>Settings<\/a><\/li>/;
      /** The page's navigation entry for Settings: present, and how it marks the current page. */
      function settingsEntry(page: Page): string | undefined {
        const nav = NAV.exec(page.html);
        expect(nav, `no Settings navigation on: ${textOf(page.html).slice(0, 200)}`).not.toBeNull();
        return nav?.[2];
      }

      it('puts a Settings entry on every signed-in page, leading to the page that holds API keys', async () => {
        const { admin, member, companyId } = await h().company();
        const key = await h().tenants().createToken({ companyId, scopes: 'finance:read', name: 'nav' });
        const c = await signedIn(h, admin);

        const settings = await c.get(SETTINGS);
        expectHtml(settings, 200);
        expect(settingsEntry(settings)).toBe('page');
        expect(settings.html).toContain('<h1>Settings</h1>');
        expect(settings.html).toContain(`<a href="${KEYS}">API keys</a>`);

        const keys = await c.get(KEYS);
        expect(settingsEntry(keys)).toBe('true');
        // The breadcrumb leads back to Settings too.
        expect(keys.html).toContain(`<li><a href="${SETTINGS}">Settings</a></li>`);
        expect(settingsEntry(await c.get(`${KEYS}/${key.id}/revoke`))).toBe('true');
        const created = await createKey(c, { name: 'x', scopes: 'finance:read', expires_in: '' });
        expect(settingsEntry(created.page)).toBe('true');
        const invalid = await c.post(KEYS, { name: '', scopes: 'finance:read', expires_in: '' });
        expect(invalid.status).toBe(422);
        expect(settingsEntry(invalid)).toBe('true');
        // An error page shown to a signed-in user keeps the navigation (and sign-out).
        const missing = await c.get('/dashboard/nope');
        expectHtml(missing, 404);
        expect(settingsEntry(missing)).toBeUndefined();
        expect(missing.html).toContain('Sign out');

        // A member has Settings too: the page says API keys need an admin.
        const m = await signedIn(h, member);
        const memberSettings = await m.get(SETTINGS);
        expectHtml(memberSettings, 200);
        expect(settingsEntry(memberSettings)).toBe('page');
        expect(memberSettings.html).toContain('Managing them needs an admin.');
        expect(settingsEntry(await m.get(KEYS))).toBe('true');
      });

      it('has no navigation when signed out; Settings needs a session', async () => {
        const c = client(h);
        expectRedirect(await c.get(SETTINGS), LOGIN);
        for (const page of [await c.get(LOGIN), await c.get('/dashboard/nope')]) {
          expect(page.html).not.toContain('<nav class="nav"');
          expect(page.html).not.toContain('Sign out');
        }
      });
    });

    describe('kept apart from the API', () => {
      it('a session cookie is no API credential, and the API still takes only JSON', async () => {
        const { admin } = await h().company();
        const c = await signedIn(h, admin);
        const res = await h()
          .api()
          .get('/v1/customers', { headers: { cookie: `finrec_session=${c.jar.get('finrec_session')}` } });
        expectError(res, 401, 'UNAUTHORIZED');
        const { token } = await h()
          .tenants()
          .createToken({
            companyId: (await h().tenants().listCompanies())[0]?.id as string,
            scopes: 'finance:write',
          });
        const form = await h()
          .api(token)
          .request('POST', '/v1/customers', {
            raw: 'name=x',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          });
        expectError(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
      });

      it('leaves the dashboard out of the OpenAPI document', async () => {
        const res = await h().api().get('/v1/openapi.json');
        expect(res.status).toBe(200);
        const paths = Object.keys(res.body.paths);
        expect(paths.length).toBeGreaterThan(10);
        expect(paths.filter((p) => p.startsWith('/dashboard'))).toEqual([]);
      });
    });
  },
  { config: { trustProxy: true } },
);

// Without TRUST_PROXY, X-Forwarded-* are anyone's to send: they must change nothing.
forEachDatabase((harness) => {
  const h = () => new Dashboard(harness());
  it('ignores X-Forwarded-Proto from an untrusted client: no Secure cookie over plain HTTP', async () => {
    const { admin } = await h().company();
    const c = h().browser({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
    const login = await c.get(LOGIN);
    expect(cookie(login, 'finrec_csrf').attributes.has('secure')).toBe(false);
    const page = await c.post(LOGIN, { email: admin, password: PASSWORD });
    expectRedirect(page, KEYS);
    expect(cookie(page, 'finrec_session').attributes.has('secure')).toBe(false);
  });
});
