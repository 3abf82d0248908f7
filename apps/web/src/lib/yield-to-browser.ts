/** Ends the current task and resumes in a new one, ahead of other waiting tasks where the browser
 * can (`scheduler.yield`, Chromium 129+), else after them (`setTimeout`). The boot's steps are each
 * shorter than a long task at a phone's speed, so a tap or a paint can come between them
 * (docs/decisions/085-the-boot-in-steps.md). */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
