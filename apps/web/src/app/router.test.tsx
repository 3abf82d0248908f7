import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from '@storefront/ui/lib/router.tsx';
import { whenRouterReady } from './router.tsx';

function Nothing() {
  return null;
}

describe('whenRouterReady', () => {
  it("resolves only once the first screen's lazy module has loaded", async () => {
    let release!: () => void;
    let screenLoaded = false;
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: async () => {
          await loaded;
          screenLoaded = true;
          return { Component: Nothing };
        },
      },
    ]);
    let ready = false;
    const waiting = whenRouterReady(router).then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    release();
    await waiting;
    expect(ready).toBe(true);
    expect(router.state.initialized).toBe(true);
    expect(screenLoaded).toBe(true);
  });

  it('resolves at once for a router that has nothing to load', async () => {
    const router = createMemoryRouter([{ path: '/', Component: Nothing }]);
    await whenRouterReady(router);
    expect(router.state.initialized).toBe(true);
  });

  it('resolves when the lazy module fails, so the error screen can show', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: () => Promise.reject(new Error('offline')),
        ErrorBoundary: Nothing,
      },
    ]);
    await whenRouterReady(router);
    expect(router.state.errors).not.toBeNull();
  });
});
