import { defineConfig } from 'vitest/config';

// One runner, three projects: pure domain rules, the API against a real database, and web units.
export default defineConfig({
  test: {
    // Vitest's default here is one worker (cores - 1); the API files wait on their database and
    // processes as much as on the CPU, and two workers ran them in 55-60% of the time on 2 cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          // Temporal, which Chromium has and Node 24 keeps behind a flag: the wall clock's test
          // compares it with Intl (delivery/hours.rules.ts, ADR 067).
          pool: 'forks',
          execArgv: ['--harmony-temporal'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // the migrated, seeded databases every test database is copied from, built once
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/setup.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // one jsdom per worker, each file still in a context of its own (jsdom per file: 40 s)
          pool: 'vmThreads',
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
