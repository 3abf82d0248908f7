import type {
  Banner,
  CatalogService,
  MenuCategory,
  MenuOptionGroup,
  MenuProduct,
} from '@storefront/domain/catalog/catalog.schema';
import { type PriceOverride, priceFor } from '@storefront/domain/catalog/price.rules';
import type {
  BannerRow,
  CategoryRow,
  MenuGroupRow,
  MenuOptionRow,
  ProductRow,
} from './catalog.repository.ts';
import { sanitizeOptionalHtml } from './catalog.sanitize.ts';

// Rows to the wire shapes of GET /catalog/{supplier_slug}/menu.json. Ids on the wire are the import
// keys: stable across re-imports, so a cart kept by the browser survives a menu update. Option group
// and option ids are unique within their product and group, which is all a cart line needs.

/** Option groups per product id, in order. */
export function groupOptions(
  rows: { productId: number; group: MenuGroupRow; option: MenuOptionRow }[],
): Map<number, MenuOptionGroup[]> {
  const byProduct = new Map<number, MenuOptionGroup[]>();
  const byGroup = new Map<string, MenuOptionGroup>();
  for (const { productId, group, option } of rows) {
    const linkKey = `${productId}:${group.id}`;
    let menuGroup = byGroup.get(linkKey);
    if (!menuGroup) {
      menuGroup = {
        id: group.key,
        name: group.name,
        min: group.minCount,
        max: group.maxCount,
        required: group.required,
        options: [],
      };
      byGroup.set(linkKey, menuGroup);
      const list = byProduct.get(productId) ?? [];
      list.push(menuGroup);
      byProduct.set(productId, list);
    }
    menuGroup.options.push({
      id: option.key,
      name: option.name,
      price: option.priceMinor,
      allergens: option.allergens as MenuOptionGroup['options'][number]['allergens'],
      available: option.available,
    });
  }
  return byProduct;
}

/** The product at a branch: its price there (`priceFor` with no service) and, for each service it
 * is sold for whose price differs, that price (`service_prices`). */
export function toMenuProduct(
  row: ProductRow,
  optionGroups: MenuOptionGroup[],
  supplierId: number,
  overrides: readonly PriceOverride[] = [],
): MenuProduct {
  const price = priceFor(row.priceMinor, overrides, supplierId, null);
  const servicePrices: Partial<Record<CatalogService, number>> = {};
  for (const service of row.services as CatalogService[]) {
    const own = priceFor(row.priceMinor, overrides, supplierId, service);
    if (own !== price) servicePrices[service] = own;
  }
  return {
    ...(Object.keys(servicePrices).length ? { service_prices: servicePrices } : {}),
    id: row.key,
    product_id: row.key,
    name: row.name,
    label: row.label,
    category: row.categoryKey,
    price,
    promo: row.promoPriceMinor,
    image: row.image,
    images: row.images,
    important: row.important,
    description: row.description,
    is_alcoholic: row.isAlcoholic,
    is_new: row.isNew,
    is_promo: row.isPromo,
    services: row.services as CatalogService[],
    availability: row.availability,
    allergens: row.allergens as MenuProduct['allergens'],
    dietary: row.dietary as MenuProduct['dietary'],
    option_groups: optionGroups,
    stock: row.stock,
  };
}

export function toMenuCategory(row: CategoryRow): MenuCategory {
  return { id: row.key, name: row.name, image: row.image, parent_id: row.parentKey };
}

/** Banner HTML is sanitized again here: no path serves venue HTML that skipped the allowlist. */
export function toBanner(row: BannerRow): Banner {
  return {
    id: row.key,
    layout_type: row.layoutType,
    image: row.image,
    title: row.title,
    url: row.url,
    content_popup: sanitizeOptionalHtml(row.contentPopup),
    content_home: sanitizeOptionalHtml(row.contentHome),
  };
}
