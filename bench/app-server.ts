/**
 * One more API instance for the benchmark's two-instance rows (bench/instances.ts), forked like
 * bench/server.ts but serving the service alone, opened as an instance behind a transaction pooler
 * is deployed: argv[2] is its DATABASE_URL (through the pooler, `?pooler=transaction`), argv[3] its
 * DATABASE_LISTEN_URL (direct). The rest of its configuration comes from the environment (REDIS_URL
 * for shared rate limits), with the rate limit raised out of the load generator's way as
 * bench/server.ts does.
 */
import { buildApp } from '../src/app.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';

export type FromAppServer = { type: 'ready'; url: string } | { type: 'error'; message: string };
export type ToAppServer = { type: 'stop' };

async function main(): Promise<void> {
  const [databaseUrl, listenUrl] = process.argv.slice(2);
  if (!databaseUrl || !listenUrl) throw new Error('usage: app-server.ts DATABASE_URL DATABASE_LISTEN_URL');
  const store = await openStore(databaseUrl, { resources: RESOURCES, listenUrl });
  const app = await buildApp({
    store,
    logger: false,
    config: { rateLimitPerSecond: 10_000_000, rateLimitBurst: 10_000_000 },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message: ToAppServer) => {
    if (message.type !== 'stop') return;
    void (async () => {
      await app.close();
      await store.close();
      process.exit(0);
    })();
  });
  process.send?.({ type: 'ready', url } satisfies FromAppServer);
}

main().catch((error: unknown) => {
  process.send?.({
    type: 'error',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  } satisfies FromAppServer);
  process.exit(1);
});
