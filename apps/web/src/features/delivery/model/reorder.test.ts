import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import type { PurchaseItem } from '@storefront/domain/order/order.schema';
import { describe, expect, it } from 'vitest';
import { optionFixture, productFixture } from '../../../test/menu.fixture.ts';
import { reorderLines } from './reorder.ts';

const product = (id: string, patch: Partial<MenuProduct> = {}): MenuProduct =>
  productFixture({
    id,
    option_groups: [
      {
        id: 'salsa',
        name: { es: 'Salsa' },
        min: 0,
        max: 1,
        required: false,
        options: [optionFixture('aji', 'Ají', { price: 500 })],
      },
    ],
    ...patch,
  });
const item = (productId: string, patch: Partial<PurchaseItem> = {}): PurchaseItem => ({
  id: `i-${productId}`,
  product_id: productId,
  name: { es: productId },
  unit_price: 8_000,
  count: 2,
  subtotal: 16_000,
  options: {},
  option_names: [],
  note: null,
  state: 'delivered',
  added_by: null,
  added_by_name: null,
  round: null,
  ...patch,
});

describe('reorderLines', () => {
  const menu = {
    timezone: 'America/Bogota',
    products: [
      product('arepa'),
      product('picada', { stock: 1 }),
      product('cerveza', { services: ['on_table'] }),
    ],
  };
  const now = new Date('2026-03-02T18:00:00Z');

  it("puts back the items still sold, at today's price with their options, capped by stock", () => {
    const { lines, unavailable } = reorderLines(
      [item('arepa', { options: { salsa: ['aji'] } }), item('picada'), item('gone'), item('cerveza')],
      menu,
      'delivery',
      now,
    );
    expect(lines.map((l) => [l.product_id, l.unit_price, l.count])).toEqual([
      ['arepa', 10_500, 2],
      ['picada', 10_000, 1],
    ]);
    expect(unavailable).toEqual([{ es: 'gone' }, { es: 'cerveza' }]);
  });

  it('leaves out removed items and options that no longer exist', () => {
    const { lines, unavailable } = reorderLines(
      [item('arepa', { state: 'removed' }), item('arepa', { options: { salsa: ['mayo'] } })],
      menu,
      'delivery',
      now,
    );
    expect(lines).toEqual([]);
    expect(unavailable).toHaveLength(1);
  });
});
