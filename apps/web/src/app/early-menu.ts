import type { Menu } from '@storefront/domain/catalog/catalog.schema';
import type { InstanceConfig } from '@storefront/domain/venue/config.schema';
import { branchSlugOfPath } from '@storefront/domain/venue/venue.paths';
import { getMenu, menuQueryOptions } from '../core/menu/api/menu-query.ts';
import type { QueryClient } from '@storefront/ui/lib/query.tsx';

// The menu of the branch a diner lands on is asked for together with the venue config, and the
// first render waits a little for it (the server's splash shows meanwhile, ADR 018), so the first
// screen shows its banners and categories at once instead of moving them in afterwards (the
// branch home's layout shift). A slow menu does not hold the page: the screen shows its skeleton
// and the same request finishes into the cache.

/** How long the first render waits for the branch's menu. */
export const EARLY_MENU_WAIT_MS = 1_200;

export interface EarlyMenu {
  slug: string;
  menu: Promise<Menu>;
}

/** Starts the menu request of the branch the page path names, if any. */
export function requestEarlyMenu(pathname: string, load = getMenu): EarlyMenu | null {
  const slug = branchSlugOfPath(pathname);
  if (!slug) return null;
  const menu = load(slug);
  // a failure is the menu query's to report, once the screen reads it
  menu.catch(() => {});
  return { slug, menu };
}

/** Hands the early request to the menu query and waits for it, at most `waitMs`. */
export async function seedEarlyMenu(
  client: QueryClient,
  venue: Pick<InstanceConfig, 'status' | 'suppliers'>,
  early: EarlyMenu | null,
  waitMs = EARLY_MENU_WAIT_MS,
): Promise<void> {
  if (!early || venue.status === 'locked' || !venue.suppliers.some((s) => s.slug === early.slug)) return;
  const loading = client.prefetchQuery({ ...menuQueryOptions(early.slug), queryFn: () => early.menu });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([loading, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}
