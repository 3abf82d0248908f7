import { randomUUID } from 'node:crypto';
import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import { setStock } from '../../../test/support/delivery.ts';
import { codeOf, OnTableHarness, plainProduct, requiredOptions } from '../../../test/support/table-orders.ts';
import { products, supplierProducts } from '../../db/schema.ts';

// Stock and availability of products added at the table (spec §5, §8): stock is taken when a
// product is added (never below zero), given back when it leaves the order, and a product that
// became unavailable before the round was sent is removed with the spec's message.

const h = fileApp(() => OnTableHarness.create());
let menu: MenuProduct[];

beforeAll(async () => {
  menu = await h.menu('la-brasa', 'chapinero');
});

/** A plain product of the menu with at least two in stock, orderable at the table at any hour. */
const stockedProduct = () =>
  menu.find(
    (p) =>
      p.services.includes('on_table') &&
      (p.stock ?? 0) >= 2 &&
      !p.is_alcoholic &&
      p.availability.length === 0,
  );

const stockOf = async (key: string) =>
  (await h.menu('la-brasa', 'chapinero')).find((p) => p.id === key)?.stock;

describe(`stock at the table (${storeName})`, () => {
  it('suggests the stock left, takes it on add, gives it back on removal', async () => {
    const stocked = stockedProduct();
    expect(stocked, 'a demo product with stock').toBeDefined();
    const stock = stocked!.stock!;
    const diner = await h.diner();
    const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 1'));
    const line = (count: number) => ({
      purchase_id: order.purchase.id,
      product: { product_id: stocked!.id, count, options: requiredOptions(stocked!) },
    });
    const tooMany = await h.send(diner, 'POST', '/menudigital/add_product_cart.json', line(stock + 1));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<ErrorBody>()).toMatchObject({ key: 'stock_quantity_unavailable', params: { stock } });
    const all = await h.send(diner, 'POST', '/menudigital/add_product_cart.json', line(stock));
    expect(all.statusCode, all.body).toBe(201);
    expect(await stockOf(stocked!.id)).toBe(0);
    const other = await h.diner();
    const otherOrder = await h.join(other, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 2'));
    const none = await h.send(other, 'POST', '/menudigital/add_product_cart.json', {
      ...line(1),
      purchase_id: otherOrder.purchase.id,
    });
    expect(none.json<ErrorBody>().key).toBe('products_out_of_stock');
    await h.send(diner, 'DELETE', `/menudigital/clean_cart/${order.purchase.id}.json`);
    expect(await stockOf(stocked!.id)).toBe(stock);
  });

  it('never sells more than the stock when diners at two tables add at once', async () => {
    const stocked = stockedProduct()!;
    const stock = (await stockOf(stocked.id))!;
    const tables = ['Mesa 3', 'Mesa 4', 'Mesa 5'];
    const answers = await Promise.all(
      tables.map(async (label) => {
        const diner = await h.diner();
        const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', label));
        return h.send(diner, 'POST', '/menudigital/add_product_cart.json', {
          purchase_id: order.purchase.id,
          product: { product_id: stocked.id, count: stock, options: requiredOptions(stocked) },
        });
      }),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await stockOf(stocked.id)).toBe(0);
  });

  it('removes a product that became unavailable when the round is sent, with the spec message key', async () => {
    const diner = await h.diner();
    const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 6'));
    const keep = plainProduct(menu, 0);
    const gone = plainProduct(menu, 1);
    await h.add(diner, order.purchase.id, keep);
    await h.add(diner, order.purchase.id, gone);
    // The kitchen runs out of it as the staff say so (the console's sold-out switch): the round asks
    // the branch as the catalogue caches it, which that switch renews (ADR 056).
    const token = await h.staffToken('la-brasa');
    const soldOut = (sold_out: boolean) =>
      h.staff(
        'la-brasa',
        token,
        'PUT',
        `/staff/availability/products/${gone.id}.json?supplier_id=chapinero`,
        {
          sold_out,
        },
      );
    expect((await soldOut(true)).statusCode).toBe(200);
    try {
      const cook = () =>
        h.send(diner, 'PUT', `/menudigital/cook_products/${order.purchase.id}.json`, undefined, {
          'idempotency-key': `cook-${order.purchase.id}`,
        });
      const res = await cook();
      expect(res.statusCode, res.body).toBe(200);
      const sent = res.json<TableOrder>();
      expect(sent.removed_unavailable.map((r) => r.product_id)).toEqual([gone.id]);
      // A retry still tells what the first call took off (ADR 049).
      expect((await cook()).json<TableOrder>()).toEqual(sent);
      expect(sent.purchase.products.map((p) => [p.product_id, p.state])).toEqual([
        [keep.id, 'ordered'],
        [gone.id, 'removed'],
      ]);
      expect(sent.purchase.subtotal).toBe(sent.purchase.products[0]!.subtotal);
      const again = await h.add(diner, order.purchase.id, gone);
      expect(again.json<ErrorBody>().key).toBe('product_unavailable_removed');
    } finally {
      await soldOut(false);
    }
  });

  it('refuses more of a cart line once the staff marked its product sold out, and still lets it shrink', async () => {
    const diner = await h.diner();
    // the file's tables are shared by its tests: this diner's own line is the one looked at
    const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 1'));
    const product = plainProduct(menu, 3);
    const added = await h.send(diner, 'POST', '/menudigital/add_product_cart.json', {
      purchase_id: order.purchase.id,
      product: { product_id: product.id, count: 2, options: requiredOptions(product) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const line = added
      .json<TableOrder>()
      .purchase.products.find((p) => p.product_id === product.id && p.added_by === diner.id)!;
    const db = h.t.database.db;
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.key, product.id));
    const soldOut = (value: boolean) =>
      db.update(supplierProducts).set({ soldOut: value }).where(eq(supplierProducts.productId, row!.id));
    await soldOut(true);
    try {
      const more = await h.send(diner, 'PUT', `/menudigital/cart/${order.purchase.id}`, {
        products: [{ id: line.id, count: 3 }],
      });
      expect(more.statusCode).toBe(409);
      expect(more.json<ErrorBody>().key).toBe('product_unavailable_removed');
      const fewer = await h.send(diner, 'PUT', `/menudigital/cart/${order.purchase.id}`, {
        products: [{ id: line.id, count: 1 }],
      });
      expect(fewer.statusCode, fewer.body).toBe(200);
      expect(fewer.json<TableOrder>().purchase.products.find((p) => p.id === line.id)?.count).toBe(1);
    } finally {
      await soldOut(false);
    }
  });

  it('checks the age of the diner for age-restricted products', async () => {
    const alcoholic = menu.find(
      (p) =>
        p.is_alcoholic && p.services.includes('on_table') && p.availability.length === 0 && p.stock !== 0,
    );
    if (!alcoholic) return;
    const diner = await h.diner();
    const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 6'));
    const res = await h.send(diner, 'POST', '/menudigital/add_product_cart.json', {
      purchase_id: order.purchase.id,
      product: { product_id: alcoholic.id, count: 1, options: requiredOptions(alcoholic) },
      data_purchase: { birth_date: '2015-01-01' },
    });
    expect(res.json<ErrorBody>().key).toBe('underage_blocked');
  });
});

describe(`a table's stock take, last before the commit (${storeName})`, () => {
  it("takes a stocked product's stock after the call's other writes and its Idempotency-Key's answer (docs/decisions/054-stock-taken-after-the-answer.md)", async () => {
    // Every table adding this product waits on its stock row from the take to the commit.
    const stocked = stockedProduct();
    expect(stocked, 'a demo product with stock').toBeDefined();
    const stock = await setStock(h.t.database.db, 'la-brasa', 'chapinero', stocked!.id, 5);
    const diner = await h.diner();
    const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 3'));
    const trace: string[] = [];
    h.t.database.statements.trace = trace;
    const added = await h
      .send(
        diner,
        'POST',
        '/menudigital/add_product_cart.json',
        {
          purchase_id: order.purchase.id,
          product: { product_id: stocked!.id, count: 1, options: requiredOptions(stocked!) },
        },
        { 'idempotency-key': randomUUID() },
      )
      .finally(() => {
        h.t.database.statements.trace = undefined;
      });
    expect(added.statusCode, added.body).toBe(201);
    expect(await stock()).toBe(4);
    // The stock through migration 0026's function (ADR 082).
    const take = trace.findLastIndex((query) => /\btake_stock\(/i.test(query));
    // The key's claim with its answer, in the call's last statement before the stock (ADR 056).
    const answer = trace.findLastIndex((query) => /insert into idempotency_keys/i.test(query));
    const otherWrites = trace.flatMap((query, index) =>
      /^\s*(insert|update|with)\b/i.test(query) && !/\btake_stock\(/i.test(query) ? [index] : [],
    );
    expect(answer).toBeGreaterThan(-1);
    expect(take).toBeGreaterThan(answer);
    expect(take).toBeGreaterThan(Math.max(...otherWrites));
    await h.send(diner, 'DELETE', `/menudigital/clean_cart/${order.purchase.id}.json`);
    expect(await stock()).toBe(5);
  });
});

// The statements of the on-table calls (docs/decisions/029-lean-order-write.md), counted by the
// database's counter as the order's are: add to cart, send to kitchen, pay a share. Each call is
// made once first (the caches warm), then counted; what it answers is checked with it.
// Before the lean write: add 27 on PGlite / 30 on PostgreSQL, send to kitchen 26 / 29, pay a share
// 29 / 32; before ADR 043 (the diner's token, the venue and the branch read on every call, a
// statement per event and a NOTIFY after the commit, a stock read after the update, the purchase
// read again for the answer): 19 / 22, 21 / 24, 24 / 27; before ADR 056 (the order, its member and
// its place read apart, the key claimed before the work and answered after it, the subtotal and
// the paid sums apart, the round's products read from the database, the payments read again after
// a share): 14 / 16, 16 / 18, 16 / 18; before ADR 057 (the venue's payment settings read on every
// share): pay a share 8 / 10; before ADR 058 (the table's items, members and payments read in three
// statements): 9 / 11, 9 / 11, 7 / 9. PGlite's begin and commit are its own, not counted. Sending to
// the kitchen took one more with the ticket printers (ADR 109): the round's ticket queued for the
// branch's kitchen printers, an insert that finds none where there are none, read in the statement so
// a printer added in another process gets the very next round. And one more for the table service's
// own hours (ADR 106): a round is refused outside them, read in the round's transaction (one statement,
// two indexed lookups) rather than from a cache a background fill would keep beside it.
const BUDGET = {
  add: { pglite: 7, postgres: 9 },
  cook: { pglite: 9, postgres: 11 },
  pay: { pglite: 5, postgres: 7 },
} as const;

async function counted<T>(call: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const before = h.t.database.statements.count;
  const result = await call();
  return { result, statements: h.t.database.statements.count - before };
}

describe(`the on-table calls' statements (${storeName})`, () => {
  it('adds to the cart, sends to the kitchen and pays a share within their budgets', async () => {
    const kind = h.t.database.kind;
    const product = plainProduct(menu);
    const diner = await h.diner();
    const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 4'), {
      nickname: 'Ana',
    });
    const id = order.purchase.id;
    const idempotent = { 'idempotency-key': randomUUID() };
    expect((await h.add(diner, id, product)).statusCode).toBe(201);
    const add = await counted(() =>
      h.send(
        diner,
        'POST',
        '/menudigital/add_product_cart.json',
        {
          purchase_id: id,
          product: { product_id: product.id, count: 2, options: {} },
          data_purchase: { birth_date: '1990-01-01' },
        },
        idempotent,
      ),
    );
    expect(add.result.statusCode).toBe(201);
    // The table may hold other tests' items (this file shares its tables): this diner's are checked.
    const mine = (order: TableOrder) => order.purchase.products.filter((p) => p.added_by === diner.id);
    const added = add.result.json<TableOrder>();
    expect(mine(added).map((p) => p.count)).toEqual([1, 2]);
    expect(mine(added).reduce((sum, p) => sum + p.unit_price * p.count, 0)).toBe(
      3 * (product.promo ?? product.price),
    );
    expect(add.statements).toBeLessThanOrEqual(BUDGET.add[kind]);

    const cook = await counted(() =>
      h.send(diner, 'PUT', `/menudigital/cook_products/${id}.json`, {}, { 'idempotency-key': randomUUID() }),
    );
    expect(cook.result.statusCode).toBe(200);
    expect(mine(cook.result.json<TableOrder>()).every((p) => p.state === 'ordered')).toBe(true);
    expect(cook.statements).toBeLessThanOrEqual(BUDGET.cook[kind]);

    const share = () =>
      h.send(
        diner,
        'POST',
        '/menudigital/manual_payment.json',
        { supplier_id: 'chapinero', purchase_id: id, amount: 100, method: 'cash', share: { kind: 'custom' } },
        { 'idempotency-key': randomUUID() },
      );
    expect((await share()).statusCode).toBe(201);
    const pay = await counted(share);
    expect(pay.result.statusCode).toBe(201);
    expect(pay.result.json<{ payment: { amount: number; status: string } }>().payment).toMatchObject({
      amount: 100,
      status: 'pending',
    });
    expect(pay.statements).toBeLessThanOrEqual(BUDGET.pay[kind]);
  });

  it('sends nothing to the kitchen when nothing is pending, writing only its key, and answers the table as it is (ADR 056)', async () => {
    const product = plainProduct(menu);
    const diner = await h.diner();
    const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 5'));
    const id = order.purchase.id;
    expect((await h.add(diner, id, product)).statusCode).toBe(201);
    const cook = () =>
      h.send(diner, 'PUT', `/menudigital/cook_products/${id}.json`, {}, { 'idempotency-key': randomUUID() });
    expect((await cook()).statusCode).toBe(200);
    const trace: string[] = [];
    h.t.database.statements.trace = trace;
    const again = await cook().finally(() => {
      h.t.database.statements.trace = undefined;
    });
    expect(again.statusCode, again.body).toBe(200);
    const writes = trace.filter((query) => /^\s*(insert|update|delete|with)\b/i.test(query));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/insert into idempotency_keys/i);
    const now = await h.send(diner, 'GET', `/menudigital/cart/${id}.json`);
    expect(again.json<TableOrder>()).toEqual(now.json<TableOrder>());
  });
});
