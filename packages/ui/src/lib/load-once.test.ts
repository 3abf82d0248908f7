import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('imports once however many ask, and hands the module over once it has come', async () => {
    let imports = 0;
    const module = loadOnce(async () => ({ imports: ++imports }));
    expect(module.loaded()).toBeNull();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(await module.load()).toBe(first);
    expect(imports).toBe(1);
    expect(module.loaded()).toBe(first);
  });

  it('tries a failed import again at the next call', async () => {
    let attempts = 0;
    const module = loadOnce(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return 'arrived';
    });
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.loaded()).toBeNull();
    expect(await module.load()).toBe('arrived');
    expect(attempts).toBe(2);
  });
});
