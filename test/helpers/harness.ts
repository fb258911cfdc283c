/**
 * The test harness: real servers on real databases, reached over HTTP. `forEachDatabase` runs a
 * suite once per database — SQLite always, PostgreSQL too when TEST_DATABASE_URL is set — each
 * time on a fresh database of its own (a SQLite file, a PostgreSQL schema), with a server on it
 * unless told otherwise. Each test makes its own company and token, so tests never share data.
 *
 * Every server started here — the suite's own and each `h().start()` instance — has its
 * responses checked against the schemas the OpenAPI document publishes (D13, response-check.ts):
 * a violation fails the test it happened in (or the suite, when it happened in a hook), unless the
 * suite names it in `allowViolations`.
 *
 * Databases: SQLite files live on tmpfs (/dev/shm) when there is one, so tests do not wait for the
 * disk (TEST_SQLITE_DIR overrides). PostgreSQL schemas are dropped when the whole run ends
 * (global-setup.ts), never while other files run: Kysely's migrator lists the tables of every
 * schema, and a schema dropped meanwhile fails that listing in another file's start-up.
 */
import { randomBytes } from 'node:crypto';
import { accessSync, constants, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { Tenants } from '../../src/domain/tenants.ts';
import { Users } from '../../src/domain/users.ts';
import { RESOURCES } from '../../src/resources/index.ts';
import { openStore } from '../../src/storage/open.ts';
import type { Store, StoreOptions } from '../../src/storage/store.ts';
import { type AllowedViolation, checkResponses, type Violation } from './response-check.ts';

export type { AllowedViolation, Violation } from './response-check.ts';

export type DatabaseName = 'sqlite' | 'postgres';

/** A database of its own: its URL, and how to drop it (idempotent). */
export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

const suffix = () => randomBytes(6).toString('hex');

function sqliteDir(): string {
  const dir = process.env.TEST_SQLITE_DIR ?? '/dev/shm';
  try {
    accessSync(dir, constants.W_OK);
    return dir;
  } catch {
    return tmpdir();
  }
}

function freshSqlite(): FreshDatabase {
  const path = join(sqliteDir(), `finrec-test-${suffix()}.db`);
  return {
    url: `sqlite:${path}`,
    drop: async () => {
      for (const ext of ['', '-wal', '-shm', '-journal']) rmSync(path + ext, { force: true });
    },
  };
}

function freshPostgres(pgUrl: string): FreshDatabase {
  // The run's prefix (global-setup.ts) lets its teardown drop every schema of the run at the end.
  const prefix = inject('pgSchemaPrefix');
  const schema = `${prefix ?? 't'}_${suffix()}`;
  const sep = pgUrl.includes('?') ? '&' : '?';
  return {
    url: `${pgUrl}${sep}schema=${schema}`,
    drop: async () => {
      if (prefix) return; // dropped with the run's other schemas once every file is done
      const sql = postgres(pgUrl, { max: 1, onnotice: () => undefined });
      await sql.unsafe(`drop schema if exists ${schema} cascade`);
      await sql.end();
    },
  };
}

const DATABASES: { name: DatabaseName; create(): FreshDatabase }[] = [
  { name: 'sqlite', create: freshSqlite },
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) DATABASES.push({ name: 'postgres', create: () => freshPostgres(pgUrl) });

/**
 * Opening a store runs the migrations. On PostgreSQL they can fail with 3F000 (invalid schema
 * name), 42P01 or 42703 (a table or column not there) when another test drops a schema, a table
 * or a column while Kysely lists every column of every schema (fx-migration.test.ts takes its
 * database back to 0012); the migration is transactional, so trying again is safe.
 */
async function openWithRetry(url: string, opts: Omit<StoreOptions, 'resources'> = {}): Promise<Store> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openStore(url, { resources: RESOURCES, ...opts });
    } catch (error) {
      if (attempt >= 5 || !['3F000', '42P01', '42703'].includes((error as { code?: string }).code ?? ''))
        throw error;
    }
  }
}

// HTTP client -----------------------------------------------------------------------------------

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

/** A client of a fresh company: its token, and the company's id. */
export type Company = Client & { companyId: string; token: string };

// Servers ---------------------------------------------------------------------------------------

/** An API server on a database: its own store (own connections), as another process would have. */
export interface Instance {
  app: FastifyInstance;
  store: Store;
  baseUrl: string;
  /** A client of this instance with the given token. */
  client(token: string | null): Client;
  /** Closes the app (stopping its background work) and its store; the database stays. Idempotent. */
  close(): Promise<void>;
}

export interface StartOptions {
  /** Another database (from `freshDatabase()`); default: the suite's. */
  url?: string;
  /** Options of the instance's store (e.g. a PostgreSQL `listenUrl`). */
  storeOptions?: Omit<StoreOptions, 'resources'>;
  /** A store to serve instead of opening one (not closed by the harness). */
  store?: Store;
  /** Runs on the app before it listens: test-only routes and hooks. */
  build?: (app: FastifyInstance) => void;
  /** The app's logger (default: none), for a test that reads what the instance logs. */
  logger?: Logger;
  /**
   * When the harness closes it: after the test that started it (the default inside a test), or
   * when the suite ends (the default in a hook) — for an instance several tests share.
   */
  lifetime?: 'test' | 'suite';
}

async function listen(
  store: Store,
  config: Partial<Config>,
  violations: Violation[],
  build?: (app: FastifyInstance) => void,
  logger: Logger | false = false,
): Promise<{ app: FastifyInstance; baseUrl: string }> {
  // The dispatcher runs inline unless a test asks for its thread (webhooks-thread.test.ts and the
  // two-instance suite do): a thread loads the sources again, ~1 s of CPU per instance.
  const app = await buildApp({ store, logger, config: { webhookDispatcher: 'inline', ...config } });
  try {
    checkResponses(app, violations);
    build?.(app);
    return { app, baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }) };
  } catch (error) {
    await app.close();
    throw error;
  }
}

export interface HarnessOptions {
  /** Configuration of every server of the suite (over the environment's), e.g. no rate limits. */
  config?: Partial<Config>;
  /**
   * Start the suite's own server (default). False: the suite starts the instances it needs with
   * `h().start(config)` (instances with settings of the test's choosing, several per database).
   */
  server?: boolean;
  /** Only on these databases (when available). Default: every one. */
  databases?: DatabaseName[];
  /**
   * Response-schema violations this suite tolerates: each must say why, in a comment where it is
   * passed. Any other violation fails the suite.
   */
  allowViolations?: AllowedViolation[];
  /** Runs on the suite's own server before it listens. */
  build?: (app: FastifyInstance) => void;
}

export class Harness {
  /** Responses that did not match their published schema and were not allowed (D13). */
  readonly responseViolations: Violation[] = [];
  private server: { app: FastifyInstance; baseUrl: string } | undefined;
  private readonly running = new Set<Instance>();
  /** Instances started inside a test, closed when it ends (others: when the suite ends). */
  private readonly perTest = new Set<Instance>();
  private readonly databases: FreshDatabase[] = [];
  private testsRunning = 0;

  private constructor(
    readonly db: DatabaseName,
    readonly url: string,
    /** The suite's store: the suite's server uses it; tests use it for companies and tokens. */
    readonly store: Store,
    private readonly options: HarnessOptions,
  ) {}

  static async start(database: (typeof DATABASES)[number], options: HarnessOptions): Promise<Harness> {
    const fresh = database.create();
    const store = await openWithRetry(fresh.url);
    const harness = new Harness(database.name, fresh.url, store, options);
    harness.databases.push(fresh);
    if (options.server !== false) {
      try {
        harness.server = await listen(store, options.config ?? {}, harness.responseViolations, options.build);
      } catch (error) {
        await harness.close();
        throw error;
      }
    }
    return harness;
  }

  /** The suite's own server. */
  get app(): FastifyInstance {
    return this.own().app;
  }

  get baseUrl(): string {
    return this.own().baseUrl;
  }

  private own() {
    if (!this.server)
      throw new Error('this suite runs no server of its own (server: false): use h().start()');
    return this.server;
  }

  readonly tenants = () => new Tenants(this.store);
  readonly users = () => new Users(this.store);

  /** A fresh company with a token (read-write unless told), as a client of the suite's server. */
  async company(scopes = 'finance:read,finance:write'): Promise<Company> {
    const tenants = this.tenants();
    const company = await tenants.createCompany(`Test ${suffix()}`);
    const { token } = await tenants.createToken({ companyId: company.id, scopes });
    return Object.assign(new Client(this.server?.baseUrl ?? 'http://server.invalid', token), {
      companyId: company.id,
      token,
    });
  }

  async tokenFor(companyId: string, scopes: string, expiresIn?: string) {
    return this.tenants().createToken({ companyId, scopes, expiresIn });
  }

  /** A client of the suite's server with this token (none unless given). */
  client(token: string | null = null): Client {
    return new Client(this.baseUrl, token);
  }

  anonymous(): Client {
    return this.client(null);
  }

  /**
   * Another API instance — on the suite's database unless `opts.url` names another — with `config`
   * over the suite's. Started inside a test, it is closed when the test ends; started in a hook,
   * when the suite ends (or as `opts.lifetime` says). Its responses are checked like the suite
   * server's.
   */
  async start(config: Partial<Config> = {}, opts: StartOptions = {}): Promise<Instance> {
    const store = opts.store ?? (await openWithRetry(opts.url ?? this.url, opts.storeOptions));
    const ownStore = opts.store === undefined;
    let server: { app: FastifyInstance; baseUrl: string };
    try {
      server = await listen(
        store,
        { ...this.options.config, ...config },
        this.responseViolations,
        opts.build,
        opts.logger,
      );
    } catch (error) {
      if (ownStore) await store.close();
      throw error;
    }
    const { app, baseUrl } = server;
    let closed = false;
    const instance: Instance = {
      app,
      store,
      baseUrl,
      client: (token) => new Client(baseUrl, token),
      close: async () => {
        if (closed) return;
        closed = true;
        this.running.delete(instance);
        this.perTest.delete(instance);
        await app.close();
        if (ownStore) await store.close();
      },
    };
    this.running.add(instance);
    if ((opts.lifetime ?? (this.testsRunning > 0 ? 'test' : 'suite')) === 'test') this.perTest.add(instance);
    return instance;
  }

  /** A new, empty database (not migrated), dropped when the suite ends if not before. */
  freshDatabase(): FreshDatabase {
    const fresh = DATABASES.find((d) => d.name === this.db)?.create();
    if (!fresh) throw new Error(`no ${this.db} database`);
    this.databases.push(fresh);
    return fresh;
  }

  /** @internal The hooks of forEachDatabase. */
  testStarted(): void {
    this.testsRunning += 1;
  }

  /** @internal */
  async testEnded(): Promise<Violation[]> {
    this.testsRunning -= 1;
    // Tests running side by side (describe.concurrent) share their instances' fate: closed when the
    // last of them ends.
    if (this.testsRunning === 0) {
      const closing = [...this.perTest];
      this.perTest.clear();
      for (const instance of closing) await instance.close();
    }
    return this.takeViolations();
  }

  /** @internal The violations recorded since last asked, less the allowed ones. */
  takeViolations(): Violation[] {
    const found = this.responseViolations.splice(0);
    const allowed = this.options.allowViolations ?? [];
    return found.filter(
      (v) => !allowed.some((a) => a.route === v.route && a.status === v.status && a.errors.test(v.errors)),
    );
  }

  async close(): Promise<void> {
    // Token use (last_used_at) is recorded by a write nobody awaits: let it land before the stores
    // close (a PostgreSQL store closed while such a write is in flight may never finish closing;
    // on SQLite the write is refused and the refusal ignored).
    if (this.db === 'postgres') await new Promise((resolve) => setTimeout(resolve, 300));
    for (const instance of [...this.running]) await instance.close();
    await this.server?.app.close();
    await this.store.close();
    for (const fresh of this.databases) await fresh.drop();
  }
}

/**
 * Runs `suite` once per database with a started harness (`h()`); `name` is the database's, known
 * when tests are collected (for `it.runIf(db === 'postgres')` and the like).
 */
export function forEachDatabase(
  suite: (h: () => Harness, db: DatabaseName) => void,
  options: HarnessOptions = {},
): void {
  // A database asked for but not configured (PostgreSQL without TEST_DATABASE_URL): skipped, shown.
  for (const name of options.databases ?? []) {
    if (!DATABASES.some((d) => d.name === name)) {
      describe.skip(`${name} (TEST_DATABASE_URL is not set)`, () =>
        suite(() => {
          throw new Error(`no ${name} database`);
        }, name));
    }
  }
  for (const database of DATABASES) {
    if (options.databases && !options.databases.includes(database.name)) continue;
    describe(database.name, () => {
      let harness: Harness | undefined;
      beforeAll(async () => {
        harness = await Harness.start(database, options);
      });
      beforeEach(() => {
        harness?.testStarted();
      });
      afterEach(async () => {
        const violations = (await harness?.testEnded()) ?? [];
        expect(violations, 'responses that do not match the OpenAPI document').toEqual([]);
      });
      afterAll(async () => {
        const violations = harness?.takeViolations() ?? [];
        await harness?.close();
        expect(violations, 'responses that do not match the OpenAPI document').toEqual([]);
      });
      suite(() => {
        if (!harness) throw new Error('harness not started');
        return harness;
      }, database.name);
    });
  }
}

// Waiting ---------------------------------------------------------------------------------------

/**
 * Polls `check` every 20 ms until it returns a value other than undefined, and returns it; after
 * `timeoutMs` it fails naming `what`.
 */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
