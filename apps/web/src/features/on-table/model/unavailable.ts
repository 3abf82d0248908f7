import { localized } from '@storefront/domain/catalog/cart.rules';
import type { Localized } from '@storefront/domain/catalog/catalog.schema';

/**
 * The names of the items taken off the order because their product became unavailable (spec §8),
 * in the diner's language. The store keeps the items' ids (spec §3 productsOnTableUnavailable), so
 * a language switch rewords the notice; ids of another order name nothing.
 */
export function unavailableNames(
  itemIds: string[],
  products: { id: string; name: Localized }[],
  lang: string,
): string[] {
  return itemIds.flatMap((id) => {
    const item = products.find((p) => p.id === id);
    return item ? [localized(item.name, lang)] : [];
  });
}
