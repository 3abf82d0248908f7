import type { Menu } from '@storefront/domain/catalog/catalog.schema';
import type { DeliveryOrder } from '@storefront/domain/delivery/delivery.schema';
import { reorderLines } from '@storefront/domain/order/reorder.rules';
import { type Failure, failureOf } from '@storefront/ui/lib/api-client.ts';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useNavigate } from '@storefront/ui/lib/router.tsx';
import { useState } from 'react';
import { useCartStore } from '../../../core/cart/model/cart-store.ts';
import { menuQueryOptions } from '../../../core/menu/api/menu-query.ts';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { paths } from '../../../lib/paths.ts';
import type { ReorderNotice, ReorderState } from '../model/reorder-notice.ts';

/** "Order again" (issue 58 Reorder, docs/decisions/016-delivery.md): the old order's items the branch
 * still sells go back in the cart at today's prices, and the cart page says what changed; when none
 * does, the order page says why. */
export function useReorder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const add = useCartStore((s) => s.add);
  const setService = useDinerStore((s) => s.setService);
  const [notice, setNotice] = useState<ReorderNotice | null>(null);
  // the menu could not be read (offline, the server refusing): nothing went in the cart, and the page
  // says so instead of a button that does nothing
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const reorder = async (order: DeliveryOrder) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setNotice(null);
    let menu: Menu;
    try {
      // today's prices: the menu as the branch answers now, not as this page last read it
      menu = await queryClient.fetchQuery({ ...menuQueryOptions(order.supplier_slug), staleTime: 0 });
    } catch (error) {
      setFailure(failureOf(error, 'add_to_cart_failed'));
      return;
    } finally {
      setBusy(false);
    }
    const service = order.service === 'take_away' ? 'take_away' : 'delivery';
    const { lines, changes } = reorderLines(order.products, menu, service, new Date());
    for (const line of lines) add(order.supplier_slug, line);
    const told: ReorderNotice = { count: lines.reduce((n, l) => n + l.count, 0), changes };
    if (lines.length === 0) return setNotice(told);
    setService(order.subservice === 'schedule' ? 'schedule' : service);
    const state: ReorderState = { reorder: told };
    await navigate(paths.deliveryCart.getHref({ supplierSlug: order.supplier_slug }), { state });
  };
  return { reorder, notice, failure, busy };
}
