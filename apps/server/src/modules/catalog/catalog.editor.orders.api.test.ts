import type { EditorCatalog, EditorProduct } from '@storefront/domain/catalog/menu-editor.schema';
import { describe, expect, it } from 'vitest';
import { fileValue, storeName } from '../../../test/support/app.ts';
import { BRASA, openDinerApp, orderBody, place } from '../../../test/support/delivery.ts';
import { createStaffToken } from '../staff/staff.auth.ts';

// A price set in the menu editor for a service at a branch is what a delivery or take-away order
// placed there is charged (order placement prices from the cached branch, catalog.service.ts
// `priceCart`, through cart.rules `unitPrice` and price.rules `priceFor`).

const ctx = fileValue(openDinerApp, ({ t }) => t.close());

async function staffToken(): Promise<string> {
  const instanceId = await ctx.t.app.tenancy.resolve(BRASA);
  return createStaffToken(ctx.t.database.db, instanceId!, 'orders test');
}

describe(`an order charges the editor's price for its service at its branch (${storeName})`, () => {
  it("prices a delivery order at the branch's delivery price", async () => {
    const token = await staffToken();
    const staff = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
      ctx.t.app.inject({
        method,
        url,
        headers: { host: BRASA, authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const catalog = (await staff('GET', '/staff/menu/catalog.json')).json<EditorCatalog>();
    const poblado = catalog.branches.find((b) => b.slug === 'el-poblado')!.id;
    const product = catalog.products.find((p) => p.key === 'picada-2')!;
    const { id: _id, key: _key, position: _p, archived: _a, branches: _b, ...fields } = product;
    const saved = await staff('PUT', `/staff/menu/products/${product.id}.json`, {
      ...fields,
      prices: [{ supplier_id: poblado, service: 'delivery', price: product.price + 7_000 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EditorProduct>().prices).toHaveLength(1);

    const delivery = await place(ctx.t.app, ctx.diner, 'el-poblado', orderBody());
    expect(delivery.statusCode, delivery.body).toBe(201);
    expect(delivery.json<{ products: { product_id: string; unit_price: number }[] }>().products).toEqual([
      expect.objectContaining({ product_id: 'picada-2', unit_price: product.price + 7_000 }),
    ]);
  });
});
