/**
 * Apps built with chosen configuration (rate limits, Redis, metrics port, deprecation settings),
 * several per database when a test needs two instances sharing one database. `forEachDatabaseUrl`
 * runs a suite once per database (as harness.ts does) with a fresh database and a setup store for
 * making companies and tokens; each test starts the instances it needs and closes them.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
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
  client(token: string | null): Client;
}

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** An app on this database with `config` over the defaults, listening on 127.0.0.1; closed after the test. */
  start(config?: Partial<Config>, opts?: { build?: (app: FastifyInstance) => void }): Promise<Instance>;
  /** A fresh company and a token for it. */
  company(scopes?: string): Promise<{ companyId: string; token: string }>;
  token(companyId: string, scopes?: string): Promise<string>;
}

const RW = 'finance:read,finance:write';

export function forEachDatabaseUrl(suite: (db: () => TestDatabase) => void): void {
  for (const database of DATABASES) {
    describe(database.name, () => {
      let url = '';
      let drop: () => Promise<void> = async () => undefined;
      let setup: Store | undefined;
      let running: { app: FastifyInstance; store: Store }[] = [];

      beforeAll(async () => {
        ({ url, drop } = database.create());
        setup = await openStore(url, { resources: RESOURCES });
      });
      afterEach(async () => {
        const closing = running;
        running = [];
        for (const { app, store } of closing) {
          await app.close();
          await store.close();
        }
      });
      afterAll(async () => {
        await setup?.close();
        await drop();
      });

      const db: TestDatabase = {
        name: database.name,
        async start(config = {}, opts = {}) {
          // Each instance has its own store (its own pool or connections), as separate processes would.
          const store = await openStore(url, { resources: RESOURCES });
          const app = await buildApp({ store, logger: false, config }).catch(async (error: unknown) => {
            await store.close();
            throw error;
          });
          running.push({ app, store });
          opts.build?.(app);
          const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
          return { app, baseUrl, client: (token) => new Client(baseUrl, token) };
        },
        async company(scopes = RW) {
          if (!setup) throw new Error('database not set up');
          const tenants = new Tenants(setup);
          const company = await tenants.createCompany(`Test ${randomBytes(4).toString('hex')}`);
          const { token } = await tenants.createToken({ companyId: company.id, scopes });
          return { companyId: company.id, token };
        },
        async token(companyId, scopes = RW) {
          if (!setup) throw new Error('database not set up');
          return (await new Tenants(setup).createToken({ companyId, scopes })).token;
        },
      };
      suite(() => db);
    });
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

/** Polls `check` until it returns a value or the deadline passes (then throws with `what`). */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
