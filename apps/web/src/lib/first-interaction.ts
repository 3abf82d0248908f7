// The diner's own first move on the page: a tap or click, a key, a wheel turn or a touch. A scroll
// of their own starts with one of these; a scroll the page makes (restoring a position, bringing a
// field into view) does not count.
const kinds = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Calls `run` once, at the diner's first move from now on; returns what stops listening. */
export function onFirstInteraction(run: () => void): () => void {
  const stop = () => {
    for (const kind of kinds) window.removeEventListener(kind, moved, true);
  };
  function moved() {
    stop();
    run();
  }
  for (const kind of kinds) window.addEventListener(kind, moved, { capture: true, passive: true });
  return stop;
}
