/**
 * Another API instance on a harness's database: its own store (own pool) and its own server, as a
 * second process behind a load balancer would have. Tokens made through the harness work on it.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { RESOURCES } from '../../src/resources/index.ts';
import { openStore, type Store, type StoreOptions } from '../../src/storage/store.ts';
import { Client } from './harness.ts';

export interface Instance {
  app: FastifyInstance;
  store: Store;
  baseUrl: string;
  /** A client of this instance with the given token. */
  client(token: string | null): Client;
  close(): Promise<void>;
}

export async function startInstance(
  url: string,
  config: Partial<Config> = {},
  storeOptions: Omit<StoreOptions, 'resources'> = {},
): Promise<Instance> {
  const store = await openStore(url, { resources: RESOURCES, ...storeOptions });
  const app = await buildApp({ store, logger: false, config });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    store,
    baseUrl,
    client: (token) => new Client(baseUrl, token),
    async close() {
      await app.close();
      await store.close();
    },
  };
}
