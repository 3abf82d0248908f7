import type { Menu, MenuOptionGroup, MenuProduct } from '@storefront/domain/catalog/catalog.schema';

// A small menu in the wire shape for unit tests: two main categories (one with sub categories),
// products with options, allergens, dietary tags, stock and an age restriction.

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

export const termGroup: MenuOptionGroup = {
  id: 'termino',
  name: { es: 'Término', en: 'Doneness' },
  min: 1,
  max: 1,
  required: true,
  options: [
    {
      id: 'medio',
      name: { es: 'Medio' },
      price: 0,
      allergens: { contains: [], may_contain: [] },
      available: true,
    },
    {
      id: 'bien',
      name: { es: 'Bien asado' },
      price: 0,
      allergens: { contains: [], may_contain: [] },
      available: true,
    },
  ],
};

export const sidesGroup: MenuOptionGroup = {
  id: 'acompanantes',
  name: { es: 'Acompañantes' },
  min: 0,
  max: 2,
  required: false,
  options: [
    {
      id: 'papas',
      name: { es: 'Papas' },
      price: 3_000,
      allergens: { contains: [], may_contain: [] },
      available: true,
    },
    {
      id: 'pan',
      name: { es: 'Pan de ajo' },
      price: 2_000,
      allergens: { contains: ['gluten'], may_contain: [] },
      available: true,
    },
    {
      id: 'yuca',
      name: { es: 'Yuca' },
      price: 2_500,
      allergens: { contains: [], may_contain: [] },
      available: true,
    },
    {
      id: 'arroz',
      name: { es: 'Arroz' },
      price: 0,
      allergens: { contains: [], may_contain: [] },
      available: false,
    },
  ],
};

export function menuFixture(): Menu {
  return {
    supplier_id: 11,
    currency: 'COP',
    timezone: 'America/Bogota',
    categories: [
      { id: 'platos', name: { es: 'Platos fuertes', en: 'Mains' }, image: null, parent_id: null },
      { id: 'bebidas', name: { es: 'Bebidas', en: 'Drinks' }, image: null, parent_id: null },
      { id: 'jugos', name: { es: 'Jugos' }, image: null, parent_id: 'bebidas' },
      { id: 'cervezas', name: { es: 'Cervezas' }, image: null, parent_id: 'bebidas' },
    ],
    products: [
      productFixture({
        id: 'churrasco',
        name: { es: 'Churrasco', en: 'Skirt steak' },
        description: { es: 'Con chimichurri y papas criollas.' },
        price: 42_000,
        option_groups: [termGroup, sidesGroup],
        allergens: { contains: [], may_contain: ['gluten'] },
      }),
      productFixture({
        id: 'bandeja',
        name: { es: 'Bandeja paisa' },
        price: 38_000,
        important: true,
        allergens: { contains: ['eggs'], may_contain: [] },
      }),
      productFixture({
        id: 'ajiaco',
        name: { es: 'Ajiaco santafereño' },
        description: { es: 'Sopa de papa con pollo y guascas.' },
        price: 28_000,
        promo: 24_000,
        is_promo: true,
        allergens: { contains: ['milk'], may_contain: [] },
        dietary: ['gluten_free'],
        stock: 2,
      }),
      productFixture({
        id: 'limonada',
        category: 'jugos',
        name: { es: 'Limonada de coco' },
        price: 9_000,
        dietary: ['vegan', 'vegetarian', 'gluten_free'],
        services: ['on_table'],
      }),
      productFixture({
        id: 'club',
        category: 'cervezas',
        name: { es: 'Cerveza Club Colombia' },
        price: 8_000,
        is_alcoholic: true,
        allergens: { contains: ['gluten'], may_contain: [] },
        dietary: ['vegan'],
      }),
      productFixture({ id: 'agotado', category: 'jugos', name: { es: 'Jugo agotado' }, stock: 0 }),
      productFixture({
        id: 'desayuno',
        name: { es: 'Desayuno' },
        availability: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '06:00', to: '11:00' }],
      }),
    ],
    banners: [],
  };
}
