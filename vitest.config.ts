import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './apps/web/renderer.ts';

// One runner: pure domain rules, the API against a real database, the storefront's units and the UI
// primitives' on each of the two renderers, and the staff console's.

const webUnits = {
  root: 'apps/web',
  environment: 'jsdom',
  // one jsdom per worker, each file still in a context of its own (jsdom per file: 40 s)
  pool: 'vmThreads',
  setupFiles: ['src/test/setup.ts'],
} as const;

const uiUnits = {
  root: 'packages/ui',
  environment: 'jsdom',
  pool: 'vmThreads',
  setupFiles: ['src/test/setup.ts'],
  include: ['src/**/*.test.{ts,tsx}'],
} as const;

/** React's API on Preact, as the diner's build: React's modules and the libraries that import them. */
const onPreact = {
  resolve: { mainFields: ['module', 'main'] },
  test: {
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      // Testing Library's `act` falls back to `react-dom/test-utils` when React has none
      {
        find: /^react-dom\/test-utils$/,
        replacement: fileURLToPath(new URL('./packages/ui/src/test/preact-act.ts', import.meta.url)),
      },
      ...(reactOnPreact as never[]),
    ],
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /@radix-ui\//,
          /react-remove-scroll/,
          /react-style-singleton/,
          /use-callback-ref/,
          /use-sidecar/,
        ],
      },
    },
  },
};

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
      // The web units on the diner's renderer: React's API on Preact, as the storefront's build
      // (apps/web/renderer.ts, docs/decisions/078-the-diner-storefront-on-preact.md). The libraries
      // that import React (Testing Library's ES module build, Radix and its helpers) go through the
      // same aliases, so one Preact renders everything; their ES module builds, as Vite's.
      {
        ...onPreact,
        test: {
          ...onPreact.test,
          ...webUnits,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.react.test.tsx'],
        },
      },
      // What holds on React DOM, the staff console's renderer, only.
      {
        test: {
          ...webUnits,
          name: 'web-react-dom',
          include: [
            'src/lib/**/*.test.tsx',
            'src/components/ui/**/*.test.tsx',
            'src/i18n/**/*.test.tsx',
            'src/**/*.react.test.tsx',
          ],
        },
      },
      // The UI primitives both front ends share (packages/ui, docs/decisions/099-the-staff-console-in-a-house-of-its-own.md),
      // on each of the two renderers: the diner's Preact and the console's React DOM.
      {
        ...onPreact,
        test: { ...onPreact.test, ...uiUnits, name: 'ui', exclude: ['src/**/*.react.test.tsx'] },
      },
      { test: { ...uiUnits, name: 'ui-react-dom' } },
      // The staff console (apps/staff) on its renderer, React DOM.
      {
        test: {
          name: 'staff',
          root: 'apps/staff',
          environment: 'jsdom',
          pool: 'vmThreads',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
