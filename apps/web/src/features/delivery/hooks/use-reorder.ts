import { localized } from '@storefront/domain/catalog/cart.rules';
import type { DeliveryOrder } from '@storefront/domain/delivery/delivery.schema';
import { useState } from 'react';
import { useCartStore } from '../../../core/cart/model/cart-store.ts';
import { menuQueryOptions } from '../../../core/menu/api/menu-query.ts';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useNavigate } from '@storefront/ui/lib/router.tsx';
import { reorderLines } from '../model/reorder.ts';

/** Re-order (docs/decisions/016-delivery.md): the old order's items the branch still sells go back in the cart. */
export function useReorder(lang: string) {
  const { t } = useTranslation('delivery');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const add = useCartStore((s) => s.add);
  const setService = useDinerStore((s) => s.setService);
  const [message, setMessage] = useState<string | null>(null);
  const reorder = async (order: DeliveryOrder) => {
    const menu = await queryClient.fetchQuery(menuQueryOptions(order.supplier_slug));
    const service = order.service === 'take_away' ? 'take_away' : 'delivery';
    const { lines, unavailable } = reorderLines(order.products, menu, service, new Date());
    for (const line of lines) add(order.supplier_slug, line);
    const parts = [t('order.reordered', { count: lines.reduce((n, l) => n + l.count, 0) })];
    if (unavailable.length > 0)
      parts.push(t('order.unavailable', { names: unavailable.map((n) => localized(n, lang)).join(', ') }));
    setMessage(parts.join(' '));
    if (lines.length > 0) {
      setService(order.subservice === 'schedule' ? 'schedule' : service);
      navigate(paths.deliveryCart.getHref({ supplierSlug: order.supplier_slug }));
    }
  };
  return { reorder, message };
}
