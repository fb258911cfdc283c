/**
 * Writes the OpenAPI document to a file (or stdout) without a server or a database file: the app
 * is built on `sqlite::memory:` and asked for `app.swagger()`. `npm run lint:openapi` lints what
 * this writes with Redocly and Spectral (offline).
 *
 *   node --import tsx scripts/openapi.ts [OUT.json]
 */
import { writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { RESOURCES } from '../src/resources/index.ts';
import { openStore } from '../src/storage/open.ts';

/** `config` over the environment's (loadConfig), as for any app; e.g. `loadConfig({})` for the defaults. */
export async function openApiDocument(config: Partial<Config> = {}): Promise<Record<string, unknown>> {
  const store = await openStore('sqlite::memory:', { resources: RESOURCES });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ store, logger: false, config: { ...config, webhookDispatchIntervalMs: 0 } });
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app?.close();
    await store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
  const out = process.argv[2];
  if (out) writeFileSync(out, text);
  else process.stdout.write(text);
}
