import { useQuery } from '@storefront/ui/lib/query.tsx';
import { menuQueryOptions } from './menu-query.ts';

/** The branch's menu (GET /catalog/{supplier_slug}/menu.json) for a screen. */
export function useMenu(supplierSlug: string, enabled = true) {
  return useQuery({ ...menuQueryOptions(supplierSlug), enabled });
}
