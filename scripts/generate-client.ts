/**
 * `npm run client:generate`: writes client/schema.d.ts, the types of the TypeScript client
 * (client/index.ts, openapi-fetch), from the OpenAPI document with openapi-typescript. The
 * document is the one GET /v1/openapi.json serves, built in-process on `sqlite::memory:` with the
 * default configuration (scripts/openapi.ts: no server, no database file, no network, nothing
 * from the environment), so the file is the same on every machine. test/client.test.ts fails when
 * the file is not what this writes.
 *
 * Besides openapi-typescript's `paths`, `components` and `operations`, the file names each
 * component schema (`export type Invoice = components['schemas']['Invoice']`), so a new schema
 * in the document is a named type of the client without a hand edit; `Error` is exported as
 * `ErrorEnvelope`, so that it does not shadow the global `Error` where it is imported.
 */
import { writeFileSync } from 'node:fs';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { loadConfig } from '../src/config.ts';
import { openApiDocument } from './openapi.ts';

export const CLIENT_SCHEMA_FILE = new URL('../client/schema.d.ts', import.meta.url);

/** Schema names exported under another name (a name of the file's own, or a global type's). */
const RENAMED: Readonly<Record<string, string>> = { Error: 'ErrorEnvelope' };
/** What openapi-typescript exports itself, and globals a schema name must not shadow. */
const TAKEN = new Set([
  'paths',
  'webhooks',
  'components',
  '$defs',
  'operations',
  'Record',
  'Partial',
  'Date',
  'Array',
  'Object',
  'String',
  'Number',
  'Boolean',
  'Promise',
  'Response',
  'Request',
  'Headers',
]);

const HEADER = `/**
 * The finrec API's types, generated from its OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with \`npm run client:generate\` (scripts/generate-client.ts); a test fails while
 * this file is not current. Use it through client/index.ts.
 */

`;

function aliases(doc: OpenAPI3): string {
  const names = Object.keys(doc.components?.schemas ?? {});
  const lines = names.map((name) => {
    const alias = RENAMED[name] ?? name;
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(alias) || TAKEN.has(alias))
      throw new Error(`component schema ${name}: add a name for it to RENAMED in scripts/generate-client.ts`);
    return `export type ${alias} = components["schemas"][${JSON.stringify(name)}];`;
  });
  const exported = lines.map((l) => l.split(' ')[2]);
  const twice = exported.find((a, i) => exported.indexOf(a) !== i);
  if (twice) throw new Error(`two component schemas would be exported as ${twice}`);
  return `\n/** Each component schema of the document, by its name (\`Error\`: \`ErrorEnvelope\`). */\n${lines.join('\n')}\n`;
}

/** The text of client/schema.d.ts for the document the app serves now. */
export async function renderClientSchema(): Promise<string> {
  // The defaults, not this shell's environment (METRICS_PORT, say, takes /metrics out of it).
  // The document is plain JSON of OpenAPI 3.1, which openapi-typescript reads as such.
  const doc = (await openApiDocument(loadConfig({}))) as unknown as OpenAPI3;
  const named = aliases(doc);
  return HEADER + astToString(await openapiTS(doc, { silent: true })) + named;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await renderClientSchema();
  writeFileSync(CLIENT_SCHEMA_FILE, text);
  console.log(`client/schema.d.ts: ${text.split('\n').length} lines`);
}
