import { isAvailable } from '@storefront/domain/catalog/cart.rules';
import type {
  CatalogService,
  Menu,
  MenuCategory,
  MenuProduct,
} from '@storefront/domain/catalog/catalog.schema';

// Pure views of the menu for the screens (docs/decisions/017-catalogue-cart-and-menu-screens.md): categories are a two
// level tree (main -> sub) linked by parent_id.

export function mainCategories(menu: Pick<Menu, 'categories'>): MenuCategory[] {
  return menu.categories.filter((c) => c.parent_id === null);
}

export function subCategories(menu: Pick<Menu, 'categories'>, mainId: string): MenuCategory[] {
  return menu.categories.filter((c) => c.parent_id === mainId);
}

export function findCategory(menu: Pick<Menu, 'categories'>, id: string | null): MenuCategory | undefined {
  return id === null ? undefined : menu.categories.find((c) => c.id === id);
}

/** The category and every category below it. */
function categoryIds(menu: Pick<Menu, 'categories'>, id: string): Set<string> {
  const ids = new Set([id]);
  for (const category of menu.categories) if (category.parent_id === id) ids.add(category.id);
  return ids;
}

/** Products of a category, including its sub categories; recommended (`important`) ones first. */
export function productsOfCategory(products: MenuProduct[], menu: Pick<Menu, 'categories'>, id: string) {
  const ids = categoryIds(menu, id);
  return byImportance(products.filter((p) => ids.has(p.category)));
}

function byImportance(products: MenuProduct[]): MenuProduct[] {
  return [...products].sort((a, b) => Number(b.important) - Number(a.important));
}

/** The catalogue service of the diner's service; delivery when none is set (or for bookings). */
export function catalogService(service: string | null | undefined): CatalogService {
  return service === 'on_table' || service === 'take_away' ? service : 'delivery';
}

/** What the diner can order now: sold for the service, in its time window, not out of stock. */
export function visibleProducts(
  menu: Pick<Menu, 'products' | 'timezone'>,
  service: CatalogService,
  now: Date,
): MenuProduct[] {
  return menu.products.filter((p) => isAvailable(p, service, now, menu.timezone));
}

/** Where a main category card leads: its sub categories, or straight to the menu without any. */
export function mainCategoryHref(
  menu: Pick<Menu, 'categories'>,
  slug: string,
  category: MenuCategory,
): string {
  const id = encodeURIComponent(category.id);
  return subCategories(menu, category.id).length > 0
    ? `/${slug}/subcategories?category_id=${id}`
    : `/${slug}/menu?category_id=${id}`;
}

export interface MenuSection {
  category: MenuCategory;
  products: MenuProduct[];
}

/**
 * The menu screen's sections. No category: one per main category. A main category: its own
 * products, then one per sub category. A sub category: just it. Empty sections are left out.
 */
export function menuSections(menu: Pick<Menu, 'categories'>, products: MenuProduct[], id: string | null) {
  const category = findCategory(menu, id);
  const sections: MenuSection[] = [];
  if (!category) {
    for (const main of mainCategories(menu))
      sections.push({ category: main, products: productsOfCategory(products, menu, main.id) });
  } else if (category.parent_id === null) {
    sections.push({ category, products: byImportance(products.filter((p) => p.category === category.id)) });
    for (const sub of subCategories(menu, category.id))
      sections.push({ category: sub, products: byImportance(products.filter((p) => p.category === sub.id)) });
  } else {
    sections.push({ category, products: productsOfCategory(products, menu, category.id) });
  }
  return sections.filter((s) => s.products.length > 0);
}

/** A product by the id in a product URL (`/{slug}/view/{id}`): its menu id or its product id. */
export function findProduct(menu: Pick<Menu, 'products'>, id: string | undefined): MenuProduct | undefined {
  if (!id) return undefined;
  return menu.products.find((p) => p.id === id) ?? menu.products.find((p) => p.product_id === id);
}
