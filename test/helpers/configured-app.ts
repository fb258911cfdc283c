/**
 * Deprecated: the harness (harness.ts) now does what this module did — `forEachDatabase(suite,
 * { server: false })` and `h().start(config)` for apps with chosen configuration. Only these
 * re-exports remain, for test/helpers/pgbouncer.ts (being written meanwhile); import from
 * harness.ts instead.
 */
export { eventually, freePort } from './harness.ts';
