/** Runs `run` when the browser is idle (at the latest after 3 s), for code and words the first
 * render does without (docs/decisions/033-first-render-bytes.md). Returns what cancels it, so an
 * effect that asks for it cleans up: `useEffect(() => whenIdle(…), [])`. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}
