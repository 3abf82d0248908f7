import { describe, expect, it } from 'vitest';
import { idsOf, menuFixture } from '../../../test/menu.fixture.ts';
import {
  catalogService,
  findProduct,
  mainCategories,
  mainCategoryHref,
  menuSections,
  productsOfCategory,
  subCategories,
  visibleProducts,
} from './menu-selectors.ts';

const menu = menuFixture();
const ids = idsOf;
// 15:00 in Bogotá (UTC-5)
const afternoon = new Date('2030-03-06T20:00:00Z');
const morning = new Date('2030-03-06T13:00:00Z');

describe('menu selectors', () => {
  it('main categories are the ones without a parent', () => {
    expect(ids(mainCategories(menu))).toEqual(['platos', 'bebidas']);
  });

  it('sub categories of a main, none for a main without children', () => {
    expect(ids(subCategories(menu, 'bebidas'))).toEqual(['jugos', 'cervezas']);
    expect(subCategories(menu, 'platos')).toEqual([]);
  });

  it('products of a main category include its sub categories, recommended first', () => {
    expect(ids(productsOfCategory(menu.products, menu, 'bebidas'))).toEqual(['limonada', 'club', 'agotado']);
    expect(ids(productsOfCategory(menu.products, menu, 'platos'))[0]).toBe('bandeja');
    expect(ids(productsOfCategory(menu.products, menu, 'cervezas'))).toEqual(['club']);
  });

  it('maps the diner service to the catalogue service, delivery when none', () => {
    expect(catalogService('on_table')).toBe('on_table');
    expect(catalogService('take_away')).toBe('take_away');
    expect(catalogService('delivery')).toBe('delivery');
    expect(catalogService(null)).toBe('delivery');
    expect(catalogService('book')).toBe('delivery');
  });

  it('shows only what is sold for the service, in its time window and in stock', () => {
    const delivery = ids(visibleProducts(menu, 'delivery', afternoon));
    expect(delivery).not.toContain('limonada'); // on_table only
    expect(delivery).not.toContain('agotado'); // stock 0
    expect(delivery).not.toContain('desayuno'); // 06:00-11:00
    expect(ids(visibleProducts(menu, 'on_table', afternoon))).toContain('limonada');
    expect(ids(visibleProducts(menu, 'delivery', morning))).toContain('desayuno');
  });

  it('a main card leads to its sub categories, or straight to the menu without any', () => {
    const [platos, bebidas] = mainCategories(menu);
    expect(mainCategoryHref(menu, 'chapinero', bebidas!)).toBe(
      '/chapinero/subcategories?category_id=bebidas',
    );
    expect(mainCategoryHref(menu, 'chapinero', platos!)).toBe('/chapinero/menu?category_id=platos');
  });

  it('groups the menu of a main category by sub category, leaving empty groups out', () => {
    const sections = menuSections(menu, menu.products, 'bebidas');
    expect(sections.map((s) => [s.category.id, ids(s.products)])).toEqual([
      ['jugos', ['limonada', 'agotado']],
      ['cervezas', ['club']],
    ]);
    expect(menuSections(menu, menu.products, 'cervezas').map((s) => s.category.id)).toEqual(['cervezas']);
    expect(menuSections(menu, [], 'bebidas')).toEqual([]);
    expect(menuSections(menu, menu.products, null).map((s) => s.category.id)).toEqual(['platos', 'bebidas']);
  });

  it('finds a product by its id in the URL', () => {
    expect(findProduct(menu, 'club')?.name.es).toBe('Cerveza Club Colombia');
    expect(findProduct(menu, 'nope')).toBeUndefined();
    expect(findProduct(menu, undefined)).toBeUndefined();
  });
});
