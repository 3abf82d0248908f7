import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.ts';

describe('oneAtATime', () => {
  it('runs calls one after another, in the order made, and a failure does not stop the next', async () => {
    const log: string[] = [];
    let running = 0;
    const work = oneAtATime(async (name: string, fail = false) => {
      running += 1;
      expect(running).toBe(1);
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${name}`);
      running -= 1;
      if (fail) throw new Error(name);
      return name;
    });
    const results = await Promise.allSettled([work('a'), work('b', true), work('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
