import { act as preactAct } from 'preact/test-utils';

/** Testing Library's `act` on the diner's renderer (vitest.config.ts aliases `react-dom/test-utils`
 * here). Preact's own `act` renders what its callback scheduled; an async callback's work that
 * goes on in the promise's continuations (a mutation's `onSuccess`, then its state) comes after
 * that flush. React DOM's `act` lets those microtasks run before it renders: so does this one, so a
 * test reads the same screen on both renderers. */
export function act<T>(callback: () => T | Promise<T>): Promise<void> | void {
  return preactAct(() => {
    const result = callback();
    if (!(result instanceof Promise)) return;
    return result.then(async () => {
      for (let turn = 0; turn < 20; turn++) await null;
    });
  });
}
