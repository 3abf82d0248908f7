import { useSearchParams } from '@storefront/ui/lib/router.tsx';
import {
  filtersFromParams,
  filtersToParams,
  type MenuFilters,
  type SheetFilters,
} from '../model/menu-filters.ts';

/** The menu's search and filters, read from and written to the URL query. Applying the sheet adds
 * a history entry (back undoes it) and keeps the search; typing in the search box replaces the
 * current one, rendered at once (flushSync) rather than in the router's transition, so the box,
 * the URL and what a following tap reads never disagree (docs/decisions/019-diner-side-hardening.md). */
export function useMenuFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const apply = (next: MenuFilters) => setParams((current) => filtersToParams(next, current));
  const applySheet = (sheet: SheetFilters) =>
    setParams((current) => filtersToParams({ ...filtersFromParams(current), ...sheet }, current));
  const search = (q: string) =>
    setParams((current) => filtersToParams({ ...filtersFromParams(current), q }, current), {
      replace: true,
      flushSync: true,
    });
  return { filters, apply, applySheet, search };
}
