/**
 * finrec supports Node 20 (package.json `engines`): every package `npm ci` installs must accept it
 * too, or npm warns EBADENGINE and the package may use what Node 20 lacks. cookie@2 (pulled in by
 * @fastify/cookie and light-my-request) wanted Node 22; package.json `overrides` pins cookie 1.x,
 * whose API (parseCookie, stringifySetCookie) is the one both use. The server's packages must run on
 * any Node 20; the test and lint tooling (vite, rolldown, Redocly) asks for 20.19 or later.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
// semver comes with fastify (a dependency of its own); it has no types installed.
const semver = require('semver') as { satisfies(version: string, range: string): boolean };

interface LockedPackage {
  version?: string;
  dev?: boolean;
  engines?: { node?: string } | string[];
}
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  overrides?: Record<string, string>;
};

const nodeRange = (p: LockedPackage) => (p.engines && !Array.isArray(p.engines) ? p.engines.node : undefined);

/** Packages of the lock file whose `engines.node` refuses `version`, as `path (range)`. */
function refusing(version: string, which: (p: LockedPackage) => boolean): string[] {
  return Object.entries(lock.packages)
    .filter(([path, p]) => path !== '' && which(p))
    .flatMap(([path, p]) => {
      const range = nodeRange(p);
      return range && !semver.satisfies(version, range) ? [`${path} (${range})`] : [];
    });
}

describe('Node 20', () => {
  it('is what package.json promises', () => {
    expect(semver.satisfies('20.0.0', pkg.engines.node)).toBe(true);
  });

  it('runs every package the server needs, from 20.0', () => {
    expect(refusing('20.0.0', (p) => !p.dev)).toEqual([]);
  });

  it('runs every package of the tooling from 20.19, so npm ci warns no EBADENGINE', () => {
    expect(refusing('20.19.0', () => true)).toEqual([]);
  });

  it('gets cookie 1.x for @fastify/cookie and light-my-request (cookie 2 wants Node 22)', () => {
    expect(pkg.overrides?.cookie).toMatch(/^\^1\./);
    const cookies = Object.entries(lock.packages).filter(([path]) =>
      /(^|\/)node_modules\/cookie$/.test(path),
    );
    expect(cookies.length).toBeGreaterThan(0);
    for (const [path, p] of cookies) expect(`${path}@${p.version}`).toMatch(/@1\.\d+\.\d+$/);
    for (const dependent of ['@fastify/cookie', 'light-my-request']) {
      const from = createRequire(require.resolve(`${dependent}/package.json`));
      const cookie = from('cookie') as Record<string, unknown>;
      expect(typeof cookie.parseCookie, dependent).toBe('function');
      expect(typeof cookie.stringifySetCookie, dependent).toBe('function');
    }
  });
});
