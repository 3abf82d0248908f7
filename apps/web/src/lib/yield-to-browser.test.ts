import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser.ts';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToBrowser', () => {
  it("resumes in a later task: the current task's promise callbacks all run first", async () => {
    const order: string[] = [];
    const resumed = yieldToBrowser().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('same task'));
    queueMicrotask(() => order.push('same task, later'));
    await resumed;
    expect(order).toEqual(['same task', 'same task, later', 'resumed']);
  });

  it("takes the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
