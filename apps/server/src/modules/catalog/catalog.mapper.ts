import type {
  Banner,
  CatalogService,
  MenuCategory,
  MenuOptionGroup,
  MenuProduct,
} from '@storefront/domain/catalog/catalog.schema';
import type { BannerRow, CategoryRow, OptionGroupRow, OptionRow, ProductRow } from './catalog.repository.ts';
import { sanitizeOptionalHtml } from './catalog.sanitize.ts';

// Rows to the wire shapes of GET /catalog/{supplier_slug}/menu.json. Ids on the wire are the import
// keys: stable across re-imports, so a cart kept by the browser survives a menu update. Option group
// and option ids are unique within their product and group, which is all a cart line needs.

/** Option groups per product id, in order. */
export function groupOptions(
  rows: { group: OptionGroupRow; option: OptionRow }[],
): Map<number, MenuOptionGroup[]> {
  const byProduct = new Map<number, MenuOptionGroup[]>();
  const byGroup = new Map<number, MenuOptionGroup>();
  for (const { group, option } of rows) {
    let menuGroup = byGroup.get(group.id);
    if (!menuGroup) {
      menuGroup = {
        id: group.key,
        name: group.name,
        min: group.minCount,
        max: group.maxCount,
        required: group.required,
        options: [],
      };
      byGroup.set(group.id, menuGroup);
      const list = byProduct.get(group.productId) ?? [];
      list.push(menuGroup);
      byProduct.set(group.productId, list);
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

export function toMenuProduct(row: ProductRow, optionGroups: MenuOptionGroup[]): MenuProduct {
  return {
    id: row.key,
    product_id: row.key,
    name: row.name,
    label: row.label,
    category: row.categoryKey,
    price: row.priceMinor,
    promo: row.promoPriceMinor,
    image: row.image,
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
