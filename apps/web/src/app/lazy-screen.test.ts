import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScreen, ScreenLoadError } from './lazy-screen.ts';

afterEach(() => vi.useRealTimers());

describe('loadScreen (spec §8: lazy-screen load timeout 120 s)', () => {
  it('resolves with the screen module when it loads', async () => {
    await expect(loadScreen(async () => ({ default: 'screen' }))).resolves.toEqual({ default: 'screen' });
  });
  it('raises a screen load error when the chunk fails', async () => {
    await expect(loadScreen(() => Promise.reject(new Error('chunk 404')))).rejects.toBeInstanceOf(
      ScreenLoadError,
    );
  });
  it('raises after 120 s when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const result = loadScreen(() => new Promise(() => {}));
    const assertion = expect(result).rejects.toThrow('timed out');
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });
});
