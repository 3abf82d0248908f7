import { type ComponentType, lazy, useEffect, useState } from 'react';
import type { LoadOnce } from './load-once.ts';
import { whenIdle } from './when-idle.ts';

/** How many times a diner asked to try failed loads again (`retryFailedParts`). */
let retries = 0;

/** Lets every part whose load failed load again when it is next mounted: the retry of
 * components/ui/load-boundary.tsx. React keeps a lazy component's failure for good, and mounts a
 * suspended part afresh when its load settles, so a part cannot make a new lazy component at each
 * mount (a load that keeps failing would then keep the spinner up, never the failure). */
export function retryFailedParts(): void {
  retries += 1;
}

/** A component of a module that `loadOnce` imports: rendered at once when the module has come,
 * otherwise suspending until it has (the caller's Suspense shows what stands in; a failed load
 * throws to the caller's error boundary until `retryFailedParts`). Each instance keeps the
 * component it started with, so a load never remounts a part the diner is using
 * (components/ui/dialog.tsx, docs/decisions/066-product-form-after-the-first-render.md). */
export function lazyPart<M, P extends object>(
  module: LoadOnce<M>,
  pick: (loaded: M) => ComponentType<P>,
): ComponentType<P> {
  /** `retries` when the current lazy component's load failed, or null. */
  let failedAt: number | null = null;
  const fresh = (): ComponentType<P> =>
    lazy(async () => {
      try {
        return { default: pick(await module.load()) };
      } catch (error) {
        failedAt = retries;
        throw error;
      }
    }) as unknown as ComponentType<P>;
  let Lazy = fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: called at module level, once per part, never during a render
  function LazyPart(props: P) {
    const [Part] = useState<ComponentType<P>>(() => {
      const loaded = module.loaded();
      if (loaded) return pick(loaded);
      if (failedAt !== null && failedAt !== retries) {
        failedAt = null;
        Lazy = fresh();
      }
      return Lazy;
    });
    return <Part {...props} />;
  }
  return LazyPart;
}

/** Loads a module of lazy parts when the browser is idle after the component's first render, so a
 * part is usually there before the diner opens it; a failure waits for the next attempt. */
export function useLoadWhenIdle(module: LoadOnce<unknown>): void {
  useEffect(() => whenIdle(() => void module.load().catch(() => {})), [module]);
}
