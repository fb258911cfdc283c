/**
 * Dashboard tests: a real server on each test database (as harness.ts, but with configuration of
 * the test's choosing, e.g. TRUST_PROXY), companies with users made through the domain as the CLI
 * does, and a small cookie-keeping form client that reads CSRF tokens from the pages.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { Tenants } from '../../src/domain/tenants.ts';
import { type Role, Users } from '../../src/domain/users.ts';
import { RESOURCES } from '../../src/resources/index.ts';
import { openStore, type Store } from '../../src/storage/store.ts';
import { Client, DATABASES, type Database } from './harness.ts';

export const PASSWORD = 'correct horse battery staple';

export const suffix = () => randomBytes(6).toString('hex');

export class DashboardHarness {
  private constructor(
    readonly db: Database['name'],
    readonly url: string,
    readonly store: Store,
    readonly app: FastifyInstance,
    readonly baseUrl: string,
    private readonly dropDb: () => Promise<void>,
  ) {}

  static async start(database: Database, config: Partial<Config> = {}): Promise<DashboardHarness> {
    const { url, drop } = database.create();
    const store = await openStore(url, { resources: RESOURCES });
    const app = await buildApp({ store, logger: false, config });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return new DashboardHarness(database.name, url, store, app, address, drop);
  }

  readonly tenants = () => new Tenants(this.store);
  readonly users = () => new Users(this.store);

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

  async user(companyId: string, role: Role, password = PASSWORD): Promise<string> {
    const email = `${role}-${suffix()}@example.com`;
    await this.users().createUser({ companyId, email, role, password });
    return email;
  }

  /** An API client with no token of its own. */
  api(token: string | null = null): Client {
    return new Client(this.baseUrl, token);
  }

  browser(headers: Record<string, string> = {}): FormClient {
    return new FormClient(this.baseUrl, headers);
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.store.close();
    await this.dropDb();
  }
}

export function forEachDashboardDatabase(
  suite: (h: () => DashboardHarness) => void,
  config: Partial<Config> = {},
): void {
  for (const database of DATABASES) {
    describe(database.name, () => {
      let harness: DashboardHarness | undefined;
      beforeAll(async () => {
        harness = await DashboardHarness.start(database, config);
      });
      afterAll(async () => {
        await harness?.close();
      });
      suite(() => {
        if (!harness) throw new Error('harness not started');
        return harness;
      });
    });
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
