import { isAvailable, unitPrice } from '@storefront/domain/catalog/cart.rules';
import type { Localized, Menu } from '@storefront/domain/catalog/catalog.schema';
import type { PurchaseItem } from '@storefront/domain/order/order.schema';
import type { CartLine } from '../../../core/cart/model/cart-store.ts';

// Re-order (docs/decisions/016-delivery.md): an old order's items that the branch still sells now go back in the cart,
// at today's prices; the rest are reported as unavailable.

/** A cart line but its id, which the cart gives it when the line goes in. */
export type ReorderLine = Omit<CartLine, 'lineId'>;

export function reorderLines(
  items: PurchaseItem[],
  menu: Pick<Menu, 'products' | 'timezone'>,
  service: 'delivery' | 'take_away',
  now: Date,
): { lines: ReorderLine[]; unavailable: Localized[] } {
  const lines: ReorderLine[] = [];
  const unavailable: Localized[] = [];
  for (const item of items.filter((i) => i.state !== 'removed')) {
    const product = menu.products.find((p) => p.id === item.product_id);
    const optionsStillThere =
      product &&
      Object.entries(item.options).every(([group, ids]) => {
        const known = product.option_groups.find((g) => g.id === group);
        return known && ids.every((id) => known.options.some((o) => o.id === id && o.available));
      });
    if (!product || !optionsStillThere || !isAvailable(product, service, now, menu.timezone)) {
      unavailable.push(item.name);
      continue;
    }
    const count = product.stock === null ? item.count : Math.min(item.count, product.stock);
    lines.push({
      product_id: product.id,
      name: product.name,
      image: product.image,
      unit_price: unitPrice(product, item.options),
      count,
      options: item.options,
      option_names: item.option_names,
      note: item.note,
      is_alcoholic: product.is_alcoholic,
    });
  }
  return { lines, unavailable };
}
