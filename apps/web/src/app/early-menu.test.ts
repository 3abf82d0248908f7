import type { Menu } from '@storefront/domain/catalog/catalog.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuQueryOptions } from '../core/menu/api/menu-query.ts';
import { QueryClient } from '@storefront/ui/lib/query.tsx';
import { venueFixture } from '../test/fixtures.ts';
import { requestEarlyMenu, seedEarlyMenu } from './early-menu.ts';

const venue = venueFixture();
const slug = venue.suppliers[0]!.slug;
const menu = { categories: [], products: [], banners: [] } as unknown as Menu;
const key = menuQueryOptions(slug).queryKey;

function later<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

// Fake timers: what arrives "in time" is decided by the order of the timers, never by how fast
// the machine runs the test (docs/decisions/019-diner-side-hardening.md).
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether a promise has settled, read without waiting for it. */
function settled(promise: Promise<unknown>): () => boolean {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
}

describe('the branch menu asked for at boot', () => {
  it('is asked for only on a branch page', () => {
    const asked: string[] = [];
    const load = async (s: string) => {
      asked.push(s);
      return menu;
    };
    expect(requestEarlyMenu(`/${slug}/menu`, load)?.slug).toBe(slug);
    expect(requestEarlyMenu('/branch-offices', load)).toBeNull();
    expect(requestEarlyMenu('/', load)).toBeNull();
    expect(asked).toEqual([slug]);
  });

  it('is in the cache for the first render when it arrives in time', async () => {
    const client = new QueryClient();
    const seeded = settled(seedEarlyMenu(client, venue, { slug, menu: later(5, menu) }, 1_000));
    await vi.advanceTimersByTimeAsync(5);
    expect(seeded()).toBe(true);
    expect(client.getQueryData(key)).toBe(menu);
  });

  it('does not hold the first render past the wait, and still lands in the cache', async () => {
    const client = new QueryClient();
    const seeded = settled(seedEarlyMenu(client, venue, { slug, menu: later(200, menu) }, 20));
    await vi.advanceTimersByTimeAsync(19);
    expect(seeded()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seeded()).toBe(true);
    expect(client.getQueryData(key)).toBeUndefined();
    // the screen's query joins the same request instead of asking again
    expect(client.getQueryState(key)?.fetchStatus).toBe('fetching');
    await vi.advanceTimersByTimeAsync(180);
    expect(client.getQueryData(key)).toBe(menu);
  });

  it("is left alone for a path that is not one of the venue's branches, or a locked venue", async () => {
    const client = new QueryClient();
    const seeded = Promise.all([
      seedEarlyMenu(client, venue, { slug: 'nowhere', menu: later(1, menu) }, 50),
      seedEarlyMenu(client, { ...venue, status: 'locked' }, { slug, menu: later(1, menu) }, 50),
    ]);
    await vi.advanceTimersByTimeAsync(50);
    await seeded;
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
