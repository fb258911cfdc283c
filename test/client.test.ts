import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_SCHEMA_FILE, renderClientSchema } from '../scripts/generate-client.ts';

const manifest = (path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

describe('the TypeScript client (client/)', () => {
  it('client/schema.d.ts is what the OpenAPI document generates (run npm run client:generate)', async () => {
    const committed = readFileSync(CLIENT_SCHEMA_FILE, 'utf8');
    const current = await renderClientSchema();
    // One line of context rather than a diff of 30,000 lines.
    if (committed !== current) {
      const a = committed.split('\n');
      const b = current.split('\n');
      const line = a.findIndex((l, i) => l !== b[i]);
      expect.fail(
        `client/schema.d.ts is not current: run npm run client:generate (first difference at line ${line + 1}: ` +
          `committed ${JSON.stringify(a[line])}, generated ${JSON.stringify(b[line])})`,
      );
    }
  });

  it("asks for the openapi-fetch the project's tests and type checks use", () => {
    expect(manifest('../client/package.json').dependencies?.['openapi-fetch']).toBe(
      manifest('../package.json').devDependencies?.['openapi-fetch'],
    );
  });
});
