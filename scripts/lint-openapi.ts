/**
 * `npm run lint:openapi`: writes the OpenAPI document (scripts/openapi.ts: the app on
 * sqlite::memory:, no server, no network) to a temporary file and lints it with Redocly's
 * recommended rules (redocly.yaml) and Spectral's `oas` ruleset (.spectral.yaml), both installed as
 * devDependencies and run offline. Any error or warning of either fails it (exit 1).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApiDocument } from './openapi.ts';

const root = new URL('..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'finrec-openapi-'));
const file = join(dir, 'openapi.json');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
// Neither tool may reach the network: no telemetry, no update check.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function run(name: string, args: string[]): number {
  console.log(`== ${name}`);
  const res = spawnSync(bin(name), args, { cwd: root, env, stdio: 'inherit' });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

let failed = false;
try {
  const doc = JSON.stringify(await openApiDocument(), null, 2);
  writeFileSync(file, doc);
  console.log(`openapi.json: ${doc.length} bytes (${JSON.stringify(JSON.parse(doc)).length} minified)`);
  // Redocly exits non-zero on errors only: its warnings are counted from its JSON report.
  console.log('== redocly');
  const redocly = spawnSync(
    bin('redocly'),
    ['lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json'],
    { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (redocly.error) throw redocly.error;
  const report = JSON.parse(redocly.stdout) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
  };
  for (const p of report.problems)
    console.log(`${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
  console.log(`redocly: ${report.totals.errors} errors, ${report.totals.warnings} warnings`);
  if (redocly.status !== 0 || report.totals.errors > 0 || report.totals.warnings > 0) failed = true;
  if (
    run('spectral', ['lint', file, '--ruleset', join(root, '.spectral.yaml'), '--fail-severity', 'warn']) !==
    0
  )
    failed = true;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error('lint:openapi: the OpenAPI document has problems (above)');
  process.exit(1);
}
console.log('lint:openapi: no errors, no warnings');
