import type { Menu } from '@storefront/domain/catalog/catalog.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

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

export function useMenu(supplierSlug: string, enabled = true) {
  return useQuery({ ...menuQueryOptions(supplierSlug), enabled });
}
