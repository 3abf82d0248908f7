import { useSearchParams } from 'react-router';
import { filtersFromParams, filtersToParams, type MenuFilters } from '../model/menu-filters.ts';

/** The menu's search and filters, read from and written to the URL query. Applying the sheet adds
 * a history entry (back undoes it); typing in the search box replaces the current one. */
export function useMenuFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const apply = (next: MenuFilters) => setParams((current) => filtersToParams(next, current));
  const search = (q: string) =>
    setParams((current) => filtersToParams({ ...filtersFromParams(current), q }, current), { replace: true });
  return { filters, apply, search };
}
