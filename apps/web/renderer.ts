import type { AliasOptions } from 'vite';

/**
 * The diner's storefront is written against React's API and types (`import … from 'react'`,
 * `@types/react`); its build runs that code on Preact's implementation of the API, React's
 * modules resolved to Preact's compatibility layer. React DOM alone was 65.8 KB gzip of every
 * diner route's first render against a budget of 90 KB; Preact with the layer is 9.6 KB
 * (docs/decisions/078-the-diner-storefront-on-preact.md). The browser journeys run this build,
 * the web units these aliases (vitest.config.ts, ADR 087); the staff console ships React DOM
 * (apps/staff/vite.config.ts: staff only, no budget).
 */
export const reactOnPreact: AliasOptions = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];
