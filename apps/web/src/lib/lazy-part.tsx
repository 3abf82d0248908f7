import { type ComponentType, lazy, useState } from 'react';
import type { LoadOnce } from './load-once.ts';

/** A component of a module that `loadOnce` imports: rendered at once when the module has come,
 * otherwise suspending until it has (the caller's Suspense shows what stands in; a failed load
 * throws to the caller's error boundary, and an instance mounted after it loads again). Each instance
 * keeps the component it started with, so a load never remounts a part the diner is using
 * (components/ui/dialog.tsx, docs/decisions/066-product-form-after-the-first-render.md). */
export function lazyPart<M, P extends object>(
  module: LoadOnce<M>,
  pick: (loaded: M) => ComponentType<P>,
): ComponentType<P> {
  // React keeps a lazy component's failure for good: after one, the next instance gets a fresh
  // lazy component, whose load tries the import again (components/ui/load-boundary.tsx)
  const fresh = (): ComponentType<P> =>
    lazy(async () => {
      try {
        return { default: pick(await module.load()) };
      } catch (error) {
        Lazy = fresh();
        throw error;
      }
    }) as unknown as ComponentType<P>;
  let Lazy = fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: called at module level, once per part, never during a render
  function LazyPart(props: P) {
    const [Part] = useState<ComponentType<P>>(() => {
      const loaded = module.loaded();
      return loaded ? pick(loaded) : Lazy;
    });
    return <Part {...props} />;
  }
  return LazyPart;
}
