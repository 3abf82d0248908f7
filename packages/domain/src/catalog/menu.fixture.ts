import type { MenuOptionGroup, MenuProduct } from './catalog.schema.ts';

// A product and an option of the menu's wire shape for unit tests, with what a test does not name
// at its plainest: the domain's rules and the storefront's tests build their menus from them.

/** A product sold for every service at any hour, unlimited, without options, at 10,000. */
export function productFixture(overrides: Partial<MenuProduct> & Pick<MenuProduct, 'id'>): MenuProduct {
  return {
    product_id: overrides.id,
    name: { es: overrides.id },
    label: null,
    category: 'platos',
    price: 10_000,
    promo: null,
    image: null,
    important: false,
    description: null,
    is_alcoholic: false,
    is_new: false,
    is_promo: false,
    services: ['on_table', 'delivery', 'take_away'],
    availability: [],
    allergens: { contains: [], may_contain: [] },
    dietary: [],
    option_groups: [],
    stock: null,
    ...overrides,
  };
}

/** An option of a group: free, allergen-free and available unless told otherwise. */
export function optionFixture(
  id: string,
  es: string,
  overrides: Partial<MenuOptionGroup['options'][number]> = {},
): MenuOptionGroup['options'][number] {
  return {
    id,
    name: { es },
    price: 0,
    allergens: { contains: [], may_contain: [] },
    available: true,
    ...overrides,
  };
}
