/**
 * Test harness: a real server on a real database, reached over HTTP. Every test file runs its
 * suite once per database: SQLite always, PostgreSQL when TEST_DATABASE_URL is set (each file gets
 * a fresh schema). Each test makes its own company and token, so tests never share data.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { Tenants } from '../../src/domain/tenants.ts';
import { RESOURCES } from '../../src/resources/index.ts';
import { openStore, type Store } from '../../src/storage/store.ts';
import { checkResponses, type Violation } from './response-check.ts';

export interface Database {
  name: 'sqlite' | 'postgres';
  /** A fresh, empty database URL, and how to drop it afterwards. */
  create(): { url: string; drop: () => Promise<void> };
}

const suffix = () => randomBytes(6).toString('hex');

export const DATABASES: Database[] = [
  {
    name: 'sqlite',
    create() {
      const path = join(tmpdir(), `finrec-test-${suffix()}.db`);
      return {
        url: `sqlite:${path}`,
        drop: async () => {
          for (const ext of ['', '-wal', '-shm']) rmSync(path + ext, { force: true });
        },
      };
    },
  },
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  DATABASES.push({
    name: 'postgres',
    create() {
      const schema = `t_${suffix()}`;
      const sep = pgUrl.includes('?') ? '&' : '?';
      return {
        url: `${pgUrl}${sep}schema=${schema}`,
        drop: async () => {
          const sql = postgres(pgUrl, { max: 1, onnotice: () => undefined });
          await sql.unsafe(`drop schema if exists ${schema} cascade`);
          await sql.end();
        },
      };
    },
  });
}

export interface Response<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}
// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field in tests
export type Json = any;

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, with the content type given (or application/json). */
  raw?: string;
  headers?: Record<string, string>;
  token?: string | null;
}

export class Client {
  constructor(
    readonly baseUrl: string,
    readonly token: string | null,
  ) {}

  async request<T = Json>(method: string, path: string, opts: RequestOptions = {}): Promise<Response<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    const token = opts.token === undefined ? this.token : opts.token;
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (opts.raw !== undefined) {
      body = opts.raw;
      headers['content-type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get = <T = Json>(path: string, opts?: RequestOptions) => this.request<T>('GET', path, opts);
  post = <T = Json>(path: string, body?: unknown, opts?: RequestOptions) =>
    this.request<T>('POST', path, { ...opts, body });
  put = <T = Json>(path: string, body?: unknown, opts?: RequestOptions) =>
    this.request<T>('PUT', path, { ...opts, body });
  delete = <T = Json>(path: string, opts?: RequestOptions) => this.request<T>('DELETE', path, opts);
}

export class Harness {
  private constructor(
    readonly db: Database['name'],
    readonly url: string,
    readonly store: Store,
    readonly app: FastifyInstance,
    readonly baseUrl: string,
    private readonly dropDb: () => Promise<void>,
  ) {}

  static async start(database: Database): Promise<Harness> {
    const { url, drop } = database.create();
    const store = await openStore(url, { resources: RESOURCES });
    const app = await buildApp({ store, logger: false });
    const violations: Violation[] = [];
    checkResponses(app, violations);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const harness = new Harness(database.name, url, store, app, address, drop);
    harness.responseViolations = violations;
    return harness;
  }

  /** Responses that did not match their published schema (D13); asserted empty after each suite. */
  responseViolations: Violation[] = [];

  readonly tenants = () => new Tenants(this.store);

  /** A fresh company with a read-write token. */
  async company(scopes = 'finance:read,finance:write'): Promise<Client & { companyId: string }> {
    const tenants = this.tenants();
    const company = await tenants.createCompany(`Test ${suffix()}`);
    const { token } = await tenants.createToken({ companyId: company.id, scopes });
    return Object.assign(new Client(this.baseUrl, token), { companyId: company.id });
  }

  async tokenFor(companyId: string, scopes: string, expiresIn?: string) {
    return this.tenants().createToken({ companyId, scopes, expiresIn });
  }

  anonymous(): Client {
    return new Client(this.baseUrl, null);
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.store.close();
    await this.dropDb();
  }
}

/** Runs `suite` once per database, with a started harness. */
export function forEachDatabase(suite: (h: () => Harness) => void): void {
  for (const database of DATABASES) {
    describe(database.name, () => {
      let harness: Harness | undefined;
      beforeAll(async () => {
        harness = await Harness.start(database);
      });
      afterAll(async () => {
        const violations = harness?.responseViolations ?? [];
        await harness?.close();
        expect(violations, 'responses that do not match the OpenAPI document').toEqual([]);
      });
      suite(() => {
        if (!harness) throw new Error('harness not started');
        return harness;
      });
    });
  }
}
