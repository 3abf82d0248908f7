import type { Menu } from '@storefront/domain/catalog/catalog.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import { queryOptions } from '@storefront/ui/lib/query.tsx';

// The menu call and its query, without the React hook: the boot asks for the menu with the venue
// config (app/early-menu.ts) and must not pull the hook's code into the first load.

/** GET /catalog/{supplier_slug}/menu.json: the branch's categories, products and banners. */
export function getMenu(supplierSlug: string, signal?: AbortSignal): Promise<Menu> {
  return api<Menu>(`/catalog/${encodeURIComponent(supplierSlug)}/menu.json`, { signal });
}

// A few minutes fresh in memory; after that the browser's HTTP cache revalidates with the ETag, so
// a refetch of an unchanged menu costs a 304.
export const MENU_STALE_MS = 5 * 60_000;

export function menuQueryOptions(supplierSlug: string) {
  return queryOptions({
    queryKey: ['catalog', 'menu', supplierSlug],
    queryFn: ({ signal }) => getMenu(supplierSlug, signal),
    staleTime: MENU_STALE_MS,
  });
}
