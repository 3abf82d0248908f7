import { useCallback, useLayoutEffect, useRef } from 'react';

/** One function for the component's whole life that calls the handler of its latest render: a
 * list of memoized rows (the menus' product cards, docs/decisions/069-menu-cards-drawn-once.md)
 * takes it and is not drawn again because its parent made a new arrow function. For event
 * handlers only: calling it while rendering would read a handler not yet committed. */
export function useLatestHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
