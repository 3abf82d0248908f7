import { act as preactAct } from 'preact/test-utils';

/** How many microtask turns an async `act` lets run before Preact renders: enough for a chain of
 * awaits (a mutation's call, then `onSuccess`, then `onSettled`, then its state). */
const CONTINUATION_TURNS = 20;

/** Testing Library's `act` on the diner's renderer (vitest.config.ts aliases `react-dom/test-utils`
 * here). Preact's own `act` renders what its callback scheduled; an async callback's work that
 * goes on in the promise's continuations (a mutation's `onSuccess`, then its state) comes after
 * that flush. React DOM's `act` lets those microtasks run before it renders: so does this one, so a
 * test reads the same screen on both renderers. */
export function act<T>(callback: () => T | PromiseLike<T>): Promise<void> | void {
  return preactAct(() => {
    const result = callback();
    if (typeof (result as PromiseLike<T> | undefined)?.then !== 'function') return;
    return Promise.resolve(result).then(async () => {
      for (let turn = 0; turn < CONTINUATION_TURNS; turn++) await null;
    });
  });
}
