/**
 * Dashboard tests: a view of the harness (`forEachDatabase`, with configuration of the test's
 * choosing, e.g. TRUST_PROXY) that makes companies with an admin and a member, and a small
 * cookie-keeping form client that reads CSRF tokens from the pages.
 *
 * Users are stored with a password hash of low scrypt cost (N=2^10, about 1 ms) by default: the
 * stored hash carries its own parameters and sign-in verifies with them, so tests sign in in
 * milliseconds instead of 0.4 s of CPU each. `user(…, { fullCost: true })` makes one as the CLI
 * does (Users.createUser, production cost). Sign-ins with an unknown email still cost a full hash
 * (the decoy's), as in production.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import type { Tenants } from '../../src/domain/tenants.ts';
import type { Role, Users } from '../../src/domain/users.ts';
import { newId, nowIso } from '../../src/platform/ids.ts';
import { insertUser } from '../../src/storage/users.ts';
import { Client, type Harness } from './harness.ts';

export const PASSWORD = 'correct horse battery staple';

export const suffix = () => randomBytes(6).toString('hex');

/** PASSWORD hashed as platform/passwords.ts stores hashes (`scrypt$N$r$p$salt$key`), at a low cost. */
const CHEAP_HASHES = new Map<string, string>();
function cheapHash(password: string): string {
  let hash = CHEAP_HASHES.get(password);
  if (!hash) {
    const cost = { N: 2 ** 10, r: 8, p: 1 };
    const salt = randomBytes(16);
    const key = scryptSync(password.normalize('NFKC'), salt, 32, cost);
    hash = ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(
      '$',
    );
    CHEAP_HASHES.set(password, hash);
  }
  return hash;
}

/** `const h = () => new Dashboard(harness())` inside `forEachDatabase`. */
export class Dashboard {
  constructor(readonly harness: Harness) {}

  get db() {
    return this.harness.db;
  }
  get url() {
    return this.harness.url;
  }
  get baseUrl() {
    return this.harness.baseUrl;
  }

  readonly tenants = (): Tenants => this.harness.tenants();
  readonly users = (): Users => this.harness.users();

  /** A fresh company with an admin and a member (password PASSWORD); names need not be unique. */
  async company(
    name = `Dash ${suffix()}`,
  ): Promise<{ companyId: string; name: string; admin: string; member: string }> {
    const company = await this.tenants().createCompany(name);
    const [admin, member] = await Promise.all(
      (['admin', 'member'] as Role[]).map((role) => this.user(company.id, role)),
    );
    return { companyId: company.id, name, admin: admin as string, member: member as string };
  }

  /** A user of the company; its email. `fullCost`: made by Users.createUser, as the CLI does. */
  async user(
    companyId: string,
    role: Role,
    password = PASSWORD,
    opts: { fullCost?: boolean } = {},
  ): Promise<string> {
    const email = `${role}-${suffix()}@example.com`;
    if (opts.fullCost) {
      await this.users().createUser({ companyId, email, role, password });
      return email;
    }
    const user = { id: newId(), company_id: companyId, email, role, created_at: nowIso() };
    const inserted = await this.harness.store.write((repo) =>
      insertUser(repo, { ...user, password_hash: cheapHash(password) }),
    );
    if (!inserted) throw new Error(`user ${email} not inserted`);
    return email;
  }

  /** An API client with no token of its own. */
  api(token: string | null = null): Client {
    return new Client(this.baseUrl, token);
  }

  browser(headers: Record<string, string> = {}): FormClient {
    return new FormClient(this.baseUrl, headers);
  }
}

export interface Cookie {
  name: string;
  value: string;
  /** The attributes as sent, lower-cased names: `httponly`, `samesite`, `path`, `max-age`, … */
  attributes: Map<string, string>;
}

export function parseSetCookie(header: string): Cookie {
  const [pair = '', ...attrs] = header.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const attr of attrs) {
    const i = attr.indexOf('=');
    if (i < 0) attributes.set(attr.toLowerCase(), '');
    else attributes.set(attr.slice(0, i).toLowerCase(), attr.slice(i + 1));
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

export interface Page {
  status: number;
  headers: Headers;
  html: string;
  cookies: Cookie[];
  location: string | null;
}

/**
 * What a browser does with forms, by hand: keeps cookies (Max-Age=0 removes one), follows no
 * redirect by itself, and remembers the last CSRF token a page carried.
 */
export class FormClient {
  readonly jar = new Map<string, string>();
  csrf = '';

  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async request(
    method: string,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ): Promise<Page> {
    const all: Record<string, string> = { ...this.headers, ...headers };
    if (this.jar.size > 0) all.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) all['content-type'] ??= 'application/x-www-form-urlencoded';
    const res = await fetch(this.baseUrl + path, { method, headers: all, body, redirect: 'manual' });
    const cookies = res.headers.getSetCookie().map(parseSetCookie);
    for (const c of cookies) {
      if (c.attributes.get('max-age') === '0') this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    const html = await res.text();
    const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
    if (token) this.csrf = token;
    return { status: res.status, headers: res.headers, html, cookies, location: res.headers.get('location') };
  }

  get(path: string, headers?: Record<string, string>): Promise<Page> {
    return this.request('GET', path, undefined, headers);
  }

  /** Posts the fields with the last CSRF token seen, unless `_csrf` is given (null: none sent). */
  post(
    path: string,
    fields: Record<string, string | string[] | null> = {},
    headers?: Record<string, string>,
  ): Promise<Page> {
    const form = new URLSearchParams();
    const withToken = '_csrf' in fields ? fields : { ...fields, _csrf: this.csrf };
    for (const [name, value] of Object.entries(withToken)) {
      if (value === null) continue;
      for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
    }
    return this.request('POST', path, form.toString(), headers);
  }

  async signIn(email: string, password = PASSWORD): Promise<Page> {
    await this.get('/dashboard/login');
    return this.post('/dashboard/login', { email, password });
  }
}

/** The text of an HTML fragment, tags removed and whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
