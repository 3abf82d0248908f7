import { describe, expect, it } from 'vitest';
import { RefreshingCache } from './refreshing-cache.ts';

// The menu cache: one build per burst, stale values served while one refresh runs, rebuilds only
// when the fingerprint changed, and deletions that win over refreshes already running.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function counter(initial = 'v1') {
  const state = { fingerprint: initial, builds: 0, checks: 0, value: initial, delayMs: 0 };
  const source = {
    fingerprint: async () => {
      state.checks++;
      return state.fingerprint;
    },
    build: async () => {
      state.builds++;
      const value = state.value;
      if (state.delayMs) await sleep(state.delayMs);
      return value;
    },
  };
  return { state, source };
}

describe('RefreshingCache', () => {
  it('fresh: the value while unexpired, without building, refreshing or waiting', async () => {
    const cache = new RefreshingCache<string>(30);
    const { state, source } = counter();
    expect(cache.fresh('k')).toBeUndefined();
    expect(state.builds).toBe(0);
    expect(await cache.get('k', source)).toBe('v1');
    expect(cache.fresh('k')).toBe('v1');
    await sleep(40);
    // expired: undefined, and nothing started (the reader goes to `get`, which refreshes)
    expect(cache.fresh('k')).toBeUndefined();
    expect(state.checks).toBe(1);
    expect(state.builds).toBe(1);
    cache.delete('k');
    expect(cache.fresh('k')).toBeUndefined();
  });

  it("deletePrefix: forgets one venue's keys, not another's", async () => {
    const cache = new RefreshingCache<string>(60_000);
    const { state, source } = counter();
    for (const key of ['1:centro', '1:norte', '12:centro']) await cache.get(key, source);
    expect(state.builds).toBe(3);
    cache.deletePrefix('1:');
    expect(cache.fresh('1:centro')).toBeUndefined();
    expect(cache.fresh('1:norte')).toBeUndefined();
    expect(cache.fresh('12:centro')).toBe('v1');
  });

  it('answers a caller inside a transaction with its own read until the cache holds a value', async () => {
    const cache = new RefreshingCache<string>(60_000);
    const { state, source } = counter();
    state.delayMs = 10;
    let reads = 0;
    const within = async () => {
      reads++;
      return 'read through the transaction';
    };
    // no value yet: the caller's read answers at once, the build runs beside it
    expect(await cache.get('k', source, within)).toBe('read through the transaction');
    expect(reads).toBe(1);
    await sleep(20);
    expect(state.builds).toBe(1);
    // once the cache holds a value, it answers, and the caller's read is not made
    expect(await cache.get('k', source, within)).toBe('v1');
    expect(reads).toBe(1);
  });

  it('builds once for a burst of misses', async () => {
    const cache = new RefreshingCache<string>(60_000);
    const { state, source } = counter();
    state.delayMs = 10;
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', source)));
    expect(values).toEqual(Array(20).fill('v1'));
    expect(state.builds).toBe(1);
  });

  it('serves the stale value while one refresh runs, and rebuilds only when the fingerprint changed', async () => {
    const cache = new RefreshingCache<string>(5);
    const { state, source } = counter();
    expect(await cache.get('k', source)).toBe('v1');
    await sleep(10);
    // Expired, unchanged: served at once, one fingerprint check, no rebuild.
    expect(await cache.get('k', source)).toBe('v1');
    await sleep(1);
    expect(state.builds).toBe(1);
    expect(state.checks).toBe(2);
    await sleep(10);
    state.fingerprint = 'v2';
    state.value = 'v2';
    state.delayMs = 20;
    const during = await Promise.all([cache.get('k', source), cache.get('k', source)]);
    expect(during).toEqual(['v1', 'v1']);
    await sleep(40);
    expect(await cache.get('k', source)).toBe('v2');
    expect(state.builds).toBe(2);
  });

  it('makes the next read wait for a fresh value after delete, even with a refresh under way', async () => {
    const cache = new RefreshingCache<string>(5);
    const { state, source } = counter();
    await cache.get('k', source);
    await sleep(10);
    state.fingerprint = 'v2';
    state.delayMs = 30;
    // A refresh starts and reads the old value...
    expect(await cache.get('k', source)).toBe('v1');
    // ...then the data changes in this process and the key is deleted.
    state.value = 'v3';
    state.fingerprint = 'v3';
    cache.delete('k');
    expect(await cache.get('k', source)).toBe('v3');
    await sleep(40);
    expect(await cache.get('k', source)).toBe('v3');
  });

  it('keeps serving the stale value when a refresh fails', async () => {
    const cache = new RefreshingCache<string>(5);
    let fail = false;
    const source = {
      build: async () => {
        if (fail) throw new Error('database down');
        return 'ok';
      },
    };
    expect(await cache.get('k', source)).toBe('ok');
    fail = true;
    await sleep(10);
    expect(await cache.get('k', source)).toBe('ok');
    await sleep(1);
    expect(await cache.get('k', source)).toBe('ok');
  });

  it('renew: rebuilds at once while readers keep the held value, and an older refresh never lands after it', async () => {
    const cache = new RefreshingCache<string>(10);
    const { state, source } = counter();
    expect(await cache.get('1:chapinero', source)).toBe('v1');
    expect(cache.keysWith('1:')).toEqual(['1:chapinero']);
    expect(cache.keysWith('12:')).toEqual([]);
    // a refresh of the old value is running (expired entry, slow build) when the save lands
    await sleep(15);
    state.fingerprint = 'v1-touched';
    state.delayMs = 30;
    expect(await cache.get('1:chapinero', source)).toBe('v1');
    state.value = 'v2';
    state.fingerprint = 'v2';
    const renewed = cache.renew('1:chapinero', source);
    // readers during the rebuild are answered at once with the held value
    expect(await cache.get('1:chapinero', source)).toBe('v1');
    expect(await renewed).toBe('v2');
    expect(cache.fresh('1:chapinero')).toBe('v2');
    await sleep(40);
    // the refresh that started before the save finished later, and did not store its result
    expect(await cache.get('1:chapinero', source)).toBe('v2');
  });

  it('renew: several keys renewed together each keep their new value', async () => {
    const cache = new RefreshingCache<string>(10_000);
    const a = counter('a1');
    const b = counter('b1');
    await cache.get('1:chapinero', a.source);
    await cache.get('1:usaquen', b.source);
    a.state.value = 'a2';
    b.state.value = 'b2';
    await Promise.all([cache.renew('1:chapinero', a.source), cache.renew('1:usaquen', b.source)]);
    expect(cache.fresh('1:chapinero')).toBe('a2');
    expect(cache.fresh('1:usaquen')).toBe('b2');
  });

  it('renew: a first build that started before the write never stores what it read before it', async () => {
    const cache = new RefreshingCache<string>(10_000);
    const { state, source } = counter('old');
    state.delayMs = 30;
    // the first read of the key is building (nothing held yet) when the write commits
    const first = cache.get('1:chapinero', source);
    expect(cache.keysWith('1:')).toEqual(['1:chapinero']);
    state.delayMs = 0;
    state.value = 'new';
    state.fingerprint = 'new';
    expect(await cache.renew('1:chapinero', source)).toBe('new');
    await first;
    expect(cache.fresh('1:chapinero')).toBe('new');
  });
});
