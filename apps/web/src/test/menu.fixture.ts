import type { Menu, MenuOptionGroup, MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { optionFixture, productFixture } from '@storefront/domain/catalog/menu.fixture';
import type { AddContext } from '../core/menu/model/product-form.ts';

// The plainest product and option are the domain's, which its rules' tests build from too.
export { optionFixture, productFixture };

// A small menu in the wire shape for unit tests: two main categories (one with sub categories),
// products with options, allergens, dietary tags, stock and an age restriction.

export const termGroup: MenuOptionGroup = {
  id: 'termino',
  name: { es: 'Término', en: 'Doneness' },
  min: 1,
  max: 1,
  required: true,
  options: [optionFixture('medio', 'Medio'), optionFixture('bien', 'Bien asado')],
};

export const sidesGroup: MenuOptionGroup = {
  id: 'acompanantes',
  name: { es: 'Acompañantes' },
  min: 0,
  max: 2,
  required: false,
  options: [
    optionFixture('papas', 'Papas', { price: 3_000 }),
    optionFixture('pan', 'Pan de ajo', {
      price: 2_000,
      allergens: { contains: ['gluten'], may_contain: [] },
    }),
    optionFixture('yuca', 'Yuca', { price: 2_500 }),
    optionFixture('arroz', 'Arroz', { available: false }),
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

/** A product of `menuFixture` by its id. */
export function menuProduct(id: string): MenuProduct {
  return menuFixture().products.find((p) => p.id === id)!;
}

/** What a product is added in: delivery at 15:00 in Bogotá, in Spanish, none in the cart yet. */
export const addContextFixture: AddContext = {
  service: 'delivery',
  now: new Date('2030-03-06T20:00:00Z'),
  timeZone: 'America/Bogota',
  lang: 'es',
  inCart: 0,
};

/** The ids of a list, in order (what a selector picked). */
export const idsOf = (list: { id: string }[]) => list.map((x) => x.id);
