import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Files run two at a time (vitest's default on 2 cores is one): the suites are mostly CPU-bound
    // here (schema compilation, HTTP, JSON), so two workers use both cores; more only add contention.
    maxWorkers: 2,
    // A worker runs its files one after another in one process, so src and the helpers are loaded
    // (and Ajv's compiled schemas warmed) once per worker instead of once per file: that halves the
    // suite's CPU time. Files share no state but modules: each has its own databases (harness.ts),
    // and no test mocks modules, fakes timers or changes process.env.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
