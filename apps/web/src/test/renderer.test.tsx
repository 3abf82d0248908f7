import { cleanup, render, screen } from '@testing-library/react';
import { options, type VNode } from 'preact';
import { afterEach, expect, it } from 'vitest';

afterEach(cleanup);

// The web units run on the storefront's renderer (vitest.config.ts, apps/web/renderer.ts): what
// Testing Library renders here goes through the one Preact the storefront's code imports.
it('renders the web units with Preact, the diner storefront renderer', () => {
  const seen: unknown[] = [];
  const before = options.vnode;
  options.vnode = (vnode: VNode) => {
    seen.push(vnode.type);
    before?.(vnode);
  };
  try {
    render(<output>preact</output>);
  } finally {
    options.vnode = before;
  }
  expect(seen).toContain('output');
  expect(screen.getByText('preact').tagName).toBe('OUTPUT');
});
