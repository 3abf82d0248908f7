import type { Menu } from '@storefront/domain/catalog/catalog.schema';
import type { DeliveryOrder } from '@storefront/domain/delivery/delivery.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storeName, type TestApp } from '../../../test/support/app.ts';
import { BRASA, MONDAY_1PM, orderBody, place } from '../../../test/support/delivery.ts';
import { newDiner } from '../../../test/support/diners.ts';

// An order keeps what its diner saw: the names of its products and of the chosen options, read
// with the cart's prices at placement (never the branch's whole menu, which a placement's stock
// change makes stale).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => MONDAY_1PM });
});
afterAll(async () => t?.close());

const picada = (count = 1) => [{ product_id: 'picada-2', count, options: {}, note: null }];

describe(`an order's snapshot of its products (${storeName})`, () => {
  it('keeps the names of the products and the chosen options as the menu showed them', async () => {
    const menu = (
      await t.app.inject({ url: '/catalog/el-poblado/menu.json', headers: { host: BRASA } })
    ).json<Menu>();
    const product = menu.products.find(
      (p) =>
        p.services.includes('delivery') &&
        p.stock === null &&
        !p.is_alcoholic &&
        p.availability.length === 0 &&
        p.option_groups.some((g) => g.options.length > 0) &&
        p.option_groups.every((g) => g.max >= 1),
    )!;
    const options = Object.fromEntries(
      product.option_groups.filter((g) => g.options.length > 0).map((g) => [g.id, [g.options[0]!.id]]),
    );
    const res = await place(
      t.app,
      await newDiner(t.app),
      'el-poblado',
      orderBody({ lines: [{ product_id: product.id, count: 3, options, note: null }, ...picada(1)] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [line] = res.json<DeliveryOrder>().products;
    expect(line!.name).toEqual(product.name);
    expect(line!.option_names).toEqual(
      product.option_groups.filter((g) => g.options.length > 0).map((g) => g.options[0]!.name),
    );
  });
});
