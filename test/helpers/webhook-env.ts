/**
 * Webhook tests need apps with chosen configuration (dispatcher on or off, private addresses
 * allowed or not, a fast retry schedule), several at once on one database, and restarts on the
 * same database. `forEachWebhookDatabase` runs a suite once per database (as harness.ts does)
 * with one fresh database; instances a test starts are closed after it. A receiver is a real
 * node:http server on 127.0.0.1 that records what it is sent.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { Tenants } from '../../src/domain/tenants.ts';
import { RESOURCES } from '../../src/resources/index.ts';
import { openStore, type Store } from '../../src/storage/store.ts';
import { Client, DATABASES } from './harness.ts';

export interface Instance {
  app: FastifyInstance;
  baseUrl: string;
  client(token: string): Client;
  /** Closes the app (stopping its dispatcher) and its store; the database stays. */
  close(): Promise<void>;
}

export interface WebhookDb {
  name: 'sqlite' | 'postgres';
  url: string;
  /** An app on this database, listening on 127.0.0.1; the dispatcher is off unless `config` turns it on. */
  start(config?: Partial<Config>): Promise<Instance>;
  /** A fresh company and a read-write token for it. */
  company(scopes?: string): Promise<{ companyId: string; token: string }>;
}

const RW = 'finance:read,finance:write';

/** Dispatcher settings that make tests quick: a short pause between passes, retries within a second. */
export const FAST: Partial<Config> = {
  webhookDispatchIntervalMs: 25,
  webhookAllowPrivate: true,
  webhookRetrySchedule: [0, 0.1, 0.2],
};

export function forEachWebhookDatabase(suite: (db: () => WebhookDb) => void): void {
  for (const database of DATABASES) {
    describe(database.name, () => {
      let url = '';
      let drop: () => Promise<void> = async () => undefined;
      let setup: Store | undefined;
      let running: Instance[] = [];

      beforeAll(async () => {
        ({ url, drop } = database.create());
        setup = await openWithRetry(url);
      });
      afterEach(async () => {
        const closing = running;
        running = [];
        for (const instance of closing) await instance.close();
      });
      afterAll(async () => {
        await setup?.close();
        await drop();
      });

      const db: WebhookDb = {
        name: database.name,
        get url() {
          return url;
        },
        async start(config = {}) {
          // Each instance has its own store, as separate processes would.
          const store = await openWithRetry(url);
          const app = await buildApp({
            store,
            logger: false,
            config: { webhookDispatchIntervalMs: 0, ...config },
          });
          const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
          let closed = false;
          const instance: Instance = {
            app,
            baseUrl,
            client: (token) => new Client(baseUrl, token),
            async close() {
              if (closed) return;
              closed = true;
              await app.close();
              await store.close();
            },
          };
          running.push(instance);
          return instance;
        },
        async company(scopes = RW) {
          if (!setup) throw new Error('database not set up');
          const tenants = new Tenants(setup);
          const company = await tenants.createCompany(`Test ${randomBytes(4).toString('hex')}`);
          const { token } = await tenants.createToken({ companyId: company.id, scopes });
          return { companyId: company.id, token };
        },
      };
      suite(() => db);
    });
  }
}

/**
 * Opening a store runs the migrations, and Kysely's migrator lists the tables of every schema in
 * the database: when another test file drops its schema at that moment, PostgreSQL fails the
 * listing with 3F000 (invalid_schema_name). The migration is transactional, so trying again is
 * safe. (The service's own start-up has the same race where schemas are dropped concurrently.)
 */
async function openWithRetry(url: string): Promise<Store> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openStore(url, { resources: RESOURCES });
    } catch (error) {
      if (attempt >= 5 || (error as { code?: string }).code !== '3F000') throw error;
    }
  }
}

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers to its n-th request (0-based); `hang` never answers. */
export type Answer = { status: number; headers?: Record<string, string> } | 'hang';

export class Receiver {
  readonly requests: Received[] = [];
  private readonly hanging: ServerResponse[] = [];

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(
    answer: (n: number, req: Received) => Answer = () => ({ status: 204 }),
  ): Promise<Receiver> {
    let receiver: Receiver | undefined;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const received = {
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        const r = receiver!;
        const n = r.requests.length;
        r.requests.push(received);
        const a = answer(n, received);
        if (a === 'hang') {
          r.hanging.push(res);
          return;
        }
        res.writeHead(a.status, a.headers);
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiver = new Receiver(server, (server.address() as AddressInfo).port);
    return receiver;
  }

  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  on(path: string): Received[] {
    return this.requests.filter((r) => r.path === path);
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Polls `check` until it returns a value other than undefined, or fails after the deadline. */
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
