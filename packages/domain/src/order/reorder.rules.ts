import { type CartItem, isAvailable, optionIssues, unitPrice } from '../catalog/cart.rules.ts';
import type { Localized, Menu, MenuProduct } from '../catalog/catalog.schema.ts';
import type { PurchaseItem } from './order.schema.ts';

// "Order again" (issue 58 Reorder, docs/decisions/016-delivery.md): a past delivery or take-away
// order's items that the branch still sells go back in the cart at today's prices, and the diner is
// told what changed: a price up or down, fewer units than ordered (the stock), options no longer
// offered, and what is gone. Pure: the branch's menu, the service and `now` are inputs.

export type ReorderChange =
  /** Back in the cart, one unit now costs `now` where the order paid `was` (with the same options). */
  | { kind: 'price_changed'; name: Localized; was: number; now: number }
  /** Back in the cart with `got` units of the `wanted`: the branch has no more in stock. */
  | { kind: 'fewer'; name: Localized; wanted: number; got: number }
  /** Back in the cart without these options, which the product no longer offers. */
  | { kind: 'options_gone'; name: Localized; options: Localized[] }
  /** Left out: its options no longer make a valid choice (one it needs is gone, a group is new or
   * its limits changed), so the diner chooses them again on the menu. */
  | { kind: 'choose_again'; name: Localized }
  /** Left out: the branch no longer sells it for this service now. */
  | { kind: 'gone'; name: Localized };

export interface Reorder {
  lines: CartItem[];
  changes: ReorderChange[];
}

type Service = 'delivery' | 'take_away';

export function reorderLines(
  items: PurchaseItem[],
  menu: Pick<Menu, 'products' | 'timezone'>,
  service: Service,
  now: Date,
): Reorder {
  const lines: CartItem[] = [];
  const changes: ReorderChange[] = [];
  // the stock left for the lines still to come: two lines of one product share it
  const stockLeft = new Map<string, number | null>();
  for (const item of items.filter((i) => i.state !== 'removed')) {
    const product = menu.products.find((p) => p.id === item.product_id);
    if (!product || !isAvailable(product, service, now, menu.timezone)) {
      changes.push({ kind: 'gone', name: item.name });
      continue;
    }
    const { kept, dropped } = stillOffered(product, item);
    if (optionIssues(product.option_groups, kept).length > 0) {
      changes.push({ kind: 'choose_again', name: item.name });
      continue;
    }
    const stock = stockLeft.has(product.id) ? stockLeft.get(product.id)! : product.stock;
    const count = stock === null ? item.count : Math.min(item.count, stock);
    if (count === 0) {
      changes.push({ kind: 'gone', name: item.name });
      continue;
    }
    stockLeft.set(product.id, stock === null ? null : stock - count);
    const price = unitPrice(product, kept, service);
    lines.push({
      product_id: product.id,
      name: product.name,
      image: product.image,
      unit_price: price,
      count,
      options: kept,
      option_names: optionNames(product, kept),
      note: item.note,
      is_alcoholic: product.is_alcoholic,
    });
    if (dropped.length > 0) changes.push({ kind: 'options_gone', name: product.name, options: dropped });
    // a price without the dropped options is no price change: `options_gone` says why it differs
    else if (price !== item.unit_price)
      changes.push({ kind: 'price_changed', name: product.name, was: item.unit_price, now: price });
    if (count < item.count)
      changes.push({ kind: 'fewer', name: product.name, wanted: item.count, got: count });
  }
  return { lines, changes };
}

/** The item's options the product still offers, by group, and the names of those it no longer does
 * (today's while the menu still lists it, sold out; else the order's; the id as a last resort). */
function stillOffered(
  product: MenuProduct,
  item: PurchaseItem,
): { kept: Record<string, string[]>; dropped: Localized[] } {
  const kept: Record<string, string[]> = {};
  const dropped: Localized[] = [];
  const ordered = Object.values(item.options).flat();
  for (const [groupId, ids] of Object.entries(item.options)) {
    const group = product.option_groups.find((g) => g.id === groupId);
    const offered = ids.filter((id) => group?.options.some((o) => o.id === id && o.available));
    if (offered.length > 0) kept[groupId] = offered;
    for (const id of ids.filter((id) => !offered.includes(id)))
      dropped.push(
        group?.options.find((o) => o.id === id)?.name ??
          optionNameWhenOrdered(item, ordered, id) ?? { es: id },
      );
  }
  return { kept, dropped };
}

/** An option's name as the order recorded it: one name per chosen option, in the order of `options`
 * (as the order was placed), when the two lists match. */
function optionNameWhenOrdered(item: PurchaseItem, ordered: string[], id: string): Localized | undefined {
  if (item.option_names.length !== ordered.length) return undefined;
  return item.option_names[ordered.indexOf(id)];
}

/** Today's names of the chosen options, in the product's order of groups and options. */
function optionNames(product: MenuProduct, chosen: Record<string, string[]>): Localized[] {
  return product.option_groups.flatMap((group) =>
    group.options.filter((o) => chosen[group.id]?.includes(o.id)).map((o) => o.name),
  );
}
