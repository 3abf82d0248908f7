import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs once the browser is idle, at the latest after 3 s, unless cancelled first', () => {
    const waiting = new Map<number, () => void>();
    const asked: unknown[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: unknown) => {
      asked.push(options);
      waiting.set(waiting.size + 1, run);
      return waiting.size;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'));
    const cancel = whenIdle(() => ran.push('cancelled'));
    cancel();
    for (const run of waiting.values()) run();
    expect(ran).toEqual(['kept']);
    expect(asked).toEqual([{ timeout: 3_000 }, { timeout: 3_000 }]);
  });

  it('falls back to a timer where the browser has no idle callback, cancelled the same way', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'));
    whenIdle(() => ran.push('cancelled'))();
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['kept']);
  });
});
