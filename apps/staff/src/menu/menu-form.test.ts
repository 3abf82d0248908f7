import type { EditorCatalog, EditorProduct } from '@storefront/domain/catalog/menu-editor.schema';
import { describe, expect, it } from 'vitest';
import { moved } from '../brand/brand-form.ts';
import {
  amountText,
  groupBodyOf,
  groupDraftOf,
  matchesSearch,
  moveBy,
  moveTo,
  offeredGroups,
  parsePercent,
  parsePrice,
  pricePreview,
  productBodyOf,
  productDraftOf,
  productsUnder,
  refusedFields,
} from './menu-form.ts';

const catalog: Pick<EditorCatalog, 'languages' | 'branches' | 'currency'> = {
  languages: ['es', 'en'],
  currency: 'COP',
  branches: [
    { id: 1, slug: 'chapinero', name: 'Chapinero' },
    { id: 2, slug: 'usaquen', name: 'Usaquén' },
  ],
};

describe('the menu editor’s order', () => {
  it('moves a category up or down one place, and not past either end', () => {
    expect(moveBy([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveBy([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveBy([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveBy([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });

  it('drops a dragged category where the target was', () => {
    expect(moveTo([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveTo([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moveTo([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
  });
});

describe('the menu editor’s amounts', () => {
  it('shows minor units as typed in major units', () => {
    expect(amountText(12000, 'COP')).toBe('12000');
    expect(amountText(1250, 'USD')).toBe('12.50');
    expect(amountText(5, 'BRL')).toBe('0.05');
  });

  it('reads typed prices with the domain’s parse, zero allowed, words refused', () => {
    expect(parsePrice('12000', 'COP')).toBe(12000);
    expect(parsePrice('12,50', 'USD')).toBe(1250);
    expect(parsePrice('0', 'COP')).toBe(0);
    expect(parsePrice('doce', 'COP')).toBeNull();
    expect(parsePrice('-5', 'COP')).toBeNull();
  });

  it('reads a percent to two decimals between −99 and 1000, never 0', () => {
    expect(parsePercent('10')).toBe(10);
    expect(parsePercent('-5,5')).toBe(-5.5);
    expect(parsePercent('+2.25')).toBe(2.25);
    expect(parsePercent('0')).toBeNull();
    expect(parsePercent('-100')).toBeNull();
    expect(parsePercent('1.234')).toBeNull();
  });

  it('previews a bulk change as the server rounds it', () => {
    expect(pricePreview([{ id: 1, price: 12000, promo_price: 9900 }], 10, 100)).toEqual([
      { id: 1, before: 12000, after: 13200, promoBefore: 9900, promoAfter: 10900 },
    ]);
    expect(pricePreview([{ id: 2, price: 999, promo_price: null }], -10, 1)[0]).toMatchObject({
      after: 899,
      promoAfter: null,
    });
  });
});

describe('a bulk change by category', () => {
  it('takes the products of the category and of its sub categories', () => {
    const categories = [
      { id: 1, parent_id: null },
      { id: 2, parent_id: 1 },
      { id: 3, parent_id: 2 },
      { id: 4, parent_id: null },
    ];
    const products = [1, 2, 3, 4].map((category_id) => ({ id: category_id * 10, category_id }));
    expect(productsUnder({ categories, products }, 1).map((p) => p.id)).toEqual([10, 20, 30]);
    expect(productsUnder({ categories, products }, 4).map((p) => p.id)).toEqual([40]);
  });
});

describe('the menu editor’s search', () => {
  const product = { key: 'ajiaco-santafereno', name: { es: 'Ajiaco santafereño', en: 'Chicken soup' } };
  it('finds a product by key or by a name in any language, accents and case aside', () => {
    expect(matchesSearch(product, 'SANTAFERENO')).toBe(true);
    expect(matchesSearch(product, 'chicken ajiaco')).toBe(true);
    expect(matchesSearch(product, 'ajiaco-santa')).toBe(true);
    expect(matchesSearch(product, 'pizza')).toBe(false);
    expect(matchesSearch(product, '  ')).toBe(true);
  });
});

describe('the menu editor’s product form', () => {
  it('starts a new product sold by every branch, unlimited, in every service', () => {
    const draft = productDraftOf(null, catalog, 7);
    expect(draft.category_id).toBe('7');
    expect(draft.branches).toEqual({ '1': { sells: true, stock: '' }, '2': { sells: true, stock: '' } });
    expect(draft.services).toEqual(['on_table', 'delivery', 'take_away']);
  });

  it('sends names without empty languages, prices in minor units, branches and prices as the API models them', () => {
    const draft = productDraftOf(null, catalog, 7);
    draft.name = { es: ' Tinto ', en: '' };
    draft.price = '4500';
    draft.branches = { '1': { sells: true, stock: '12' }, '2': { sells: false, stock: '' } };
    draft.prices = [{ supplier_id: '1', service: 'on_table', price: '5000' }];
    const built = productBodyOf(draft, 'COP');
    expect(built).toMatchObject({
      ok: true,
      body: {
        name: { es: 'Tinto' },
        description: null,
        price: 4500,
        promo_price: null,
        category_id: 7,
        branches: [{ supplier_id: 1, stock: 12 }],
        prices: [{ supplier_id: 1, service: 'on_table', price: 5000 }],
      },
    });
  });

  it('names every field it cannot send', () => {
    const draft = productDraftOf(null, catalog);
    draft.name = { es: '', en: 'Coffee' };
    draft.price = '4.5.0';
    draft.promo_price = 'x';
    draft.services = [];
    draft.branches['1'] = { sells: true, stock: 'lots' };
    draft.prices = [{ supplier_id: '', service: '', price: '1' }];
    draft.availability = [{ days: [], from: '10:00', to: '10:00' }];
    const built = productBodyOf(draft, 'COP');
    expect(built.ok).toBe(false);
    expect(built.ok ? [] : Object.keys(built.errors).sort()).toEqual([
      'availability.0',
      'branches.1',
      'category_id',
      'name.es',
      'price',
      'prices.0.supplier_id',
      'promo_price',
      'services',
    ]);
  });

  it('reads the product it edits back as the form shows it', () => {
    const product = {
      id: 3,
      key: 'tinto',
      category_id: 7,
      name: { es: 'Tinto', en: 'Coffee' },
      description: null,
      price: 4500,
      promo_price: 4000,
      branches: [{ supplier_id: 2, stock: 5, sold_out: false }],
      prices: [{ supplier_id: null, service: 'delivery', price: 5200 }],
      allergens: { contains: ['milk'], may_contain: [] },
      dietary: ['vegetarian'],
      services: ['on_table'],
      availability: [],
      option_group_ids: [9],
      image: null,
      images: ['media:a.1x1', 'media:b.1x1'],
      label: 'Nuevo',
      important: true,
      is_new: true,
      is_promo: false,
      is_alcoholic: false,
    } as unknown as EditorProduct;
    const draft = productDraftOf(product, catalog);
    expect(draft).toMatchObject({
      name: { es: 'Tinto', en: 'Coffee' },
      price: '4500',
      promo_price: '4000',
      branches: { '1': { sells: false, stock: '' }, '2': { sells: true, stock: '5' } },
      prices: [{ supplier_id: '', service: 'delivery', price: '5200' }],
      option_group_ids: [9],
      images: ['media:a.1x1', 'media:b.1x1'],
    });
    // what the form does not change is sent back as it was read
    expect(productBodyOf(draft, 'COP')).toMatchObject({
      ok: true,
      body: { promo_price: 4000, label: 'Nuevo', important: true, is_new: true, is_promo: false },
    });
  });

  it('sends the kitchen station and course chosen, and null for none', () => {
    const draft = productDraftOf(null, catalog, 7);
    draft.name = { es: 'Tinto', en: '' };
    draft.price = '4500';
    expect(productBodyOf(draft, 'COP')).toMatchObject({ ok: true, body: { station: null, course: null } });
    draft.station = 'bar';
    draft.course = 'dessert';
    expect(productBodyOf(draft, 'COP')).toMatchObject({
      ok: true,
      body: { station: 'bar', course: 'dessert' },
    });
  });

  it('sends the extra photos in their order, without the rows added but not uploaded', () => {
    const read = productDraftOf(null, catalog, 7);
    read.name = { es: 'Tinto', en: '' };
    read.price = '4500';
    read.images = ['media:a.1x1', 'media:b.1x1'];
    const draft = { ...read, images: [...moved(read.images, 1, -1), null] };
    expect(productBodyOf(draft, 'COP')).toMatchObject({
      ok: true,
      body: { images: ['media:b.1x1', 'media:a.1x1'] },
    });
    expect(productDraftOf(null, catalog, 7).images).toEqual([]);
  });

  it('leaves the branches out of a save that did not change them, so orders’ stock is not set back', () => {
    const read = productDraftOf(null, catalog, 7);
    read.name = { es: 'Tinto', en: '' };
    read.price = '4500';
    read.branches['1'] = { sells: true, stock: '5' };
    const same = { ...read, price: '4800' };
    const built = productBodyOf(same, 'COP', read);
    expect(built.ok && 'branches' in built.body).toBe(false);
    const restocked = { ...read, branches: { ...read.branches, '1': { sells: true, stock: '20' } } };
    expect(productBodyOf(restocked, 'COP', read)).toMatchObject({
      ok: true,
      body: {
        branches: [
          { supplier_id: 1, stock: 20 },
          { supplier_id: 2, stock: null },
        ],
      },
    });
  });

  it('reads the fields a 400 names as the form’s paths', () => {
    expect(refusedFields('name/es, prices/0/price')).toEqual({
      'name.es': 'menu.errors.invalid',
      'prices.0.price': 'menu.errors.invalid',
    });
    expect(refusedFields('body')).toEqual({});
  });
});

describe('the menu editor’s option group form', () => {
  it('sends a group with its choices in minor units, required when a choice must be made', () => {
    const draft = groupDraftOf(null, ['es', 'en'], 'COP');
    draft.name = { es: 'Salsa', en: '' };
    draft.min = '1';
    draft.options[0]!.name = { es: 'Ají', en: 'Chili' };
    draft.options[0]!.price = '500';
    expect(groupBodyOf(draft, 'COP')).toMatchObject({
      ok: true,
      body: {
        name: { es: 'Salsa' },
        min: 1,
        max: 1,
        required: true,
        options: [{ name: { es: 'Ají', en: 'Chili' }, price: 500 }],
      },
    });
  });

  it('refuses a maximum above the number of choices and a minimum above the maximum', () => {
    const draft = groupDraftOf(null, ['es'], 'COP');
    draft.name = { es: 'Salsa' };
    draft.options[0]!.name = { es: 'Ají' };
    draft.max = '2';
    expect(groupBodyOf(draft, 'COP')).toEqual({ ok: false, errors: { max: 'menu.errors.maxOverOptions' } });
    draft.max = '1';
    draft.min = '3';
    expect(groupBodyOf(draft, 'COP')).toEqual({ ok: false, errors: { min: 'menu.errors.minOverMax' } });
  });
});

describe('the product form’s option groups', () => {
  const groups = [
    { id: 1, archived: false },
    { id: 2, archived: true },
    { id: 3, archived: false },
  ];
  it('offers every group not archived, in order', () => {
    expect(offeredGroups(groups, [])).toEqual([1, 3]);
  });
  it('offers an archived group only to a product that had it', () => {
    expect(offeredGroups(groups, [2])).toEqual([1, 2, 3]);
    expect(offeredGroups(groups, [3])).toEqual([1, 3]);
  });
});
