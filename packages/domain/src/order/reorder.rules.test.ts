import { describe, expect, it } from 'vitest';
import type { MenuOptionGroup, MenuProduct } from '../catalog/catalog.schema.ts';
import { optionFixture, productFixture } from '../catalog/menu.fixture.ts';
import type { PurchaseItem } from './order.schema.ts';
import { reorderLines } from './reorder.rules.ts';

/** An option group: up to two choices, or exactly one when required. */
const group = (id: string, required: boolean, options: MenuOptionGroup['options']): MenuOptionGroup => ({
  id,
  name: { es: id },
  min: required ? 1 : 0,
  max: required ? 1 : 2,
  required,
  options,
});
const salsa = group('salsa', false, [
  optionFixture('aji', 'Ají', { price: 500 }),
  optionFixture('hogao', 'Hogao', { price: 700 }),
]);
const termino = group('termino', true, [optionFixture('medio', 'Medio')]);
const product = (id: string, patch: Partial<MenuProduct> = {}): MenuProduct =>
  productFixture({ id, option_groups: [salsa], ...patch });
/** A line of the past order: two units at 10,000 unless told otherwise. */
const item = (productId: string, patch: Partial<PurchaseItem> = {}): PurchaseItem => ({
  id: `i-${productId}`,
  product_id: productId,
  name: { es: productId },
  unit_price: 10_000,
  count: 2,
  subtotal: 20_000,
  options: {},
  option_names: [],
  note: null,
  state: 'delivered',
  added_by: null,
  added_by_name: null,
  round: null,
  ...patch,
});

const now = new Date('2026-03-02T18:00:00Z');
const menuOf = (...products: MenuProduct[]) => ({ timezone: 'America/Bogota', products });
/** Orders the items again for delivery from a branch selling these products. */
const again = (items: PurchaseItem[], ...products: MenuProduct[]) =>
  reorderLines(items, menuOf(...products), 'delivery', now);

describe('reorderLines (issue 58 Reorder)', () => {
  it("puts back what is still sold, at today's price with its options, and says nothing when nothing changed", () => {
    const { lines, changes } = again(
      [item('arepa', { options: { salsa: ['aji'] }, option_names: [{ es: 'Ají' }], unit_price: 10_500 })],
      product('arepa'),
    );
    expect(lines).toEqual([
      {
        product_id: 'arepa',
        name: { es: 'arepa' },
        image: null,
        unit_price: 10_500,
        count: 2,
        options: { salsa: ['aji'] },
        option_names: [{ es: 'Ají' }],
        note: null,
        is_alcoholic: false,
      },
    ]);
    expect(changes).toEqual([]);
  });

  it('names a price that went up or down since the order, with its options, at the price of the service', () => {
    const { lines, changes } = reorderLines(
      [
        item('arepa', { options: { salsa: ['aji'] }, unit_price: 9_500 }),
        item('picada', { unit_price: 12_000 }),
      ],
      menuOf(product('arepa'), product('picada', { price: 9_000, service_prices: { take_away: 11_000 } })),
      'take_away',
      now,
    );
    expect(lines.map((l) => [l.product_id, l.unit_price])).toEqual([
      ['arepa', 10_500],
      ['picada', 11_000],
    ]);
    expect(changes).toEqual([
      { kind: 'price_changed', name: { es: 'arepa' }, was: 9_500, now: 10_500 },
      { kind: 'price_changed', name: { es: 'picada' }, was: 12_000, now: 11_000 },
    ]);
  });

  it('caps the count by the stock, shared by the lines of one product, and says how many', () => {
    const { lines, changes } = again(
      [item('picada', { count: 2 }), item('picada', { count: 1, note: 'sin cebolla' })],
      product('picada', { stock: 1 }),
    );
    expect(lines.map((l) => [l.count, l.note])).toEqual([[1, null]]);
    expect(changes).toEqual([
      { kind: 'fewer', name: { es: 'picada' }, wanted: 2, got: 1 },
      { kind: 'gone', name: { es: 'picada' } },
    ]);
  });

  it('puts a product back without the options it no longer offers, and names them', () => {
    const { lines, changes } = again(
      [
        item('arepa', {
          options: { salsa: ['aji', 'mayo'], extra: ['queso'] },
          option_names: [{ es: 'Ají' }, { es: 'Mayonesa' }, { es: 'Queso' }],
          unit_price: 13_000,
        }),
      ],
      product('arepa'),
    );
    expect(lines.map((l) => [l.options, l.option_names, l.unit_price])).toEqual([
      [{ salsa: ['aji'] }, [{ es: 'Ají' }], 10_500],
    ]);
    // the price without them is not a price change
    expect(changes).toEqual([
      { kind: 'options_gone', name: { es: 'arepa' }, options: [{ es: 'Mayonesa' }, { es: 'Queso' }] },
    ]);
  });

  it('names a sold-out option by its name today', () => {
    const soldOut = {
      ...salsa,
      options: [optionFixture('aji', 'Ají picante', { price: 500, available: false })],
    };
    const { changes } = again(
      [item('arepa', { options: { salsa: ['aji'] } })],
      product('arepa', { option_groups: [soldOut] }),
    );
    expect(changes).toEqual([
      { kind: 'options_gone', name: { es: 'arepa' }, options: [{ es: 'Ají picante' }] },
    ]);
  });

  it('leaves out a product whose required option is gone, or that asks a choice it did not: the diner chooses again', () => {
    const { lines, changes } = again(
      [item('churrasco', { options: { termino: ['azul'] }, option_names: [{ es: 'Azul' }] }), item('bife')],
      product('churrasco', { option_groups: [termino] }),
      product('bife', { option_groups: [termino] }),
    );
    expect(lines).toEqual([]);
    expect(changes).toEqual([
      { kind: 'choose_again', name: { es: 'churrasco' } },
      { kind: 'choose_again', name: { es: 'bife' } },
    ]);
  });

  it('says what is gone: no longer on the menu, not sold for the service, sold out; removed items are left out', () => {
    const { lines, changes } = again(
      [item('gone'), item('cerveza'), item('tomahawk'), item('arepa', { state: 'removed' })],
      product('arepa'),
      product('cerveza', { services: ['on_table'] }),
      product('tomahawk', { stock: 0 }),
    );
    expect(lines).toEqual([]);
    expect(changes).toEqual([
      { kind: 'gone', name: { es: 'gone' } },
      { kind: 'gone', name: { es: 'cerveza' } },
      { kind: 'gone', name: { es: 'tomahawk' } },
    ]);
  });
});
