import type { Menu } from '@storefront/domain/catalog/catalog.schema';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { menuQueryOptions } from '../features/catalog/api/menu-query.ts';
import { venueFixture } from '../test/fixtures.ts';
import { requestEarlyMenu, seedEarlyMenu } from './early-menu.ts';

const venue = venueFixture();
const slug = venue.suppliers[0]!.slug;
const menu = { categories: [], products: [], banners: [] } as unknown as Menu;
const key = menuQueryOptions(slug).queryKey;

function later<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
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
    await seedEarlyMenu(client, venue, { slug, menu: later(5, menu) }, 1_000);
    expect(client.getQueryData(key)).toBe(menu);
  });

  it('does not hold the first render past the wait, and still lands in the cache', async () => {
    const client = new QueryClient();
    const started = Date.now();
    await seedEarlyMenu(client, venue, { slug, menu: later(200, menu) }, 20);
    expect(Date.now() - started).toBeLessThan(200);
    expect(client.getQueryData(key)).toBeUndefined();
    // the screen's query joins the same request instead of asking again
    expect(client.getQueryState(key)?.fetchStatus).toBe('fetching');
    await later(250, null);
    expect(client.getQueryData(key)).toBe(menu);
  });

  it("is left alone for a path that is not one of the venue's branches, or a locked venue", async () => {
    const client = new QueryClient();
    await seedEarlyMenu(client, venue, { slug: 'nowhere', menu: later(1, menu) }, 50);
    await seedEarlyMenu(client, { ...venue, status: 'locked' }, { slug, menu: later(1, menu) }, 50);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
