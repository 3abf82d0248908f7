import { type DinerState, useDinerStore } from '../../session/model/diner-store.ts';
import { useUrlBranch } from '../../venue/model/use-url-branch.ts';
import { useMenu } from '../api/get-menu.ts';
import { catalogService } from '../model/menu-selectors.ts';
import { cartHref, orderWording } from '../model/order-wording.ts';

/** The table the diner sits at, when the diner store knows one (spec §3 Order state table id). */
function tableIdOf(state: DinerState): string | null {
  const value = (state as DinerState & { tableId?: unknown }).tableId;
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** What every catalogue screen needs: the branch in the URL, its menu, the diner's language and
 * service, and how the cart is worded and where it opens. */
export function useMenuContext() {
  const here = useUrlBranch();
  const { branch, slug } = here;
  const service = useDinerStore((s) => s.service);
  const tableId = useDinerStore(tableIdOf);
  const menu = useMenu(slug, branch !== undefined);
  return {
    ...here,
    service,
    catalogService: catalogService(service),
    tableId,
    menu,
    wording: orderWording(branch?.on_table_class, service),
    cartHref: cartHref(slug, service),
  };
}

export type MenuContext = ReturnType<typeof useMenuContext>;
