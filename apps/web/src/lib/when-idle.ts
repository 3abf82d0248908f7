/** Runs `run` when the browser is idle (at the latest after 3 s), for code and words the first
 * render does without (docs/decisions/033-first-render-bytes.md). */
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3_000 });
  else setTimeout(run, 1);
}
