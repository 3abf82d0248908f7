import { newMenuRedirect } from '@storefront/domain/on-table/new-menu.rules';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { useVenue } from '../../../core/venue/model/venue-context.tsx';
import { useMatches } from '@storefront/ui/lib/router.tsx';

/** spec §2 guard: the new-menu path when the on-table home, menu, main or sub categories screen
 * must send the browser to the new v3 menu, else null. */
export function useNewMenuRedirect(screen: string): string | null {
  const venue = useVenue();
  // the layout asks: the screen's own match has the branch slug
  const supplierSlug = useMatches().at(-1)?.params.supplierSlug;
  const service = useDinerStore((s) => s.service);
  const branch = venue.suppliers.find((s) => s.slug === supplierSlug);
  if (!branch) return null;
  return newMenuRedirect({
    screen,
    supplierSlug: branch.slug,
    newMenuV3: venue.new_menu_v3,
    onTableClass: branch.on_table_class,
    service,
    basicOnTable: venue.basic_on_table,
  });
}
