import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import type { TableInit, TableOrder } from '@storefront/domain/on-table/on-table.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import type { Diner } from '../../../test/support/diners.ts';
import { codeOf, OnTableHarness, plainProduct } from '../../../test/support/table-orders.ts';
import { idempotencyKeys } from '../../db/schema.ts';

// spec §7 "Digital menu": init by supplier and table code, create / join, add product (both
// paths), get cart, order update, send to kitchen, clean cart, receive order, my orders, on the
// demo venue la-brasa (chapinero: checkout class).

const h = fileApp(() => OnTableHarness.create());
let menu: MenuProduct[];
const MESA_1 = codeOf('la-brasa', 'chapinero', 'Mesa 1');
const MESA_2 = codeOf('la-brasa', 'chapinero', 'Mesa 2');

beforeAll(async () => {
  menu = await h.menu('la-brasa', 'chapinero');
});

describe(`GET /menudigital/init?supplier_id&table_code (${storeName})`, () => {
  it('identifies the table of a QR code with its class rules, by branch slug or id', async () => {
    const diner = await h.diner();
    const res = await h.send(diner, 'GET', `/menudigital/init?supplier_id=chapinero&table_code=${MESA_1}`);
    expect(res.statusCode, res.body).toBe(200);
    const init = res.json<TableInit>();
    expect(init.table).toMatchObject({ label: 'Mesa 1', kind: 'table', shared: true, asks_number: false });
    expect(init.rules).toMatchObject({ mode: 'checkout', ordering: true, send_to_kitchen_mandatory: true });
    expect(init.call_waiter_minimum).toBe(10_000);
    expect(JSON.stringify(init)).not.toContain(MESA_1);
    const byId = await h.send(
      diner,
      'GET',
      `/menudigital/init?supplier_id=${init.supplier.id}&table_code=${MESA_1}`,
    );
    expect(byId.json<TableInit>().table.id).toBe(init.table.id);
  });

  it.each([
    ['an unknown code', 'chapinero', 'not-a-real-code'],
    ['a table number instead of its code', 'chapinero', '1'],
    ["another branch's code", 'usaquen', MESA_1],
    ['an unknown branch', 'nowhere', MESA_1],
  ])('refuses %s with table_not_identified', async (_name, branch, code) => {
    const res = await h.send(
      await h.diner(),
      'GET',
      `/menudigital/init?supplier_id=${branch}&table_code=${code}`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>()).toMatchObject({
      key: 'table_not_identified',
      message: 'Could not identify the table or room. Scan the QR code.',
    });
  });

  it("refuses another venue's table code", async () => {
    const code = codeOf('taqueria-el-sol', 'roma-norte', 'Mesa 1');
    const res = await h.send(
      await h.diner(),
      'GET',
      `/menudigital/init?supplier_id=roma-norte&table_code=${code}`,
    );
    expect(res.json<ErrorBody>().key).toBe('table_not_identified');
  });

  it('answers 401 without a valid profile', async () => {
    const diner = await h.diner();
    const res = await h.send(
      { ...diner, token: 'forged' },
      'GET',
      `/menudigital/init?supplier_id=chapinero&table_code=${MESA_1}`,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorBody>().key).toBe('unauthorized');
  });
});

describe(`shared table order (${storeName})`, () => {
  let ana: Diner;
  let beto: Diner;
  let order: TableOrder;

  beforeAll(async () => {
    ana = await h.diner();
    beto = await h.diner();
  });

  it('creates the order for the first diner (201) and joins the second to it (200)', async () => {
    const created = await h.send(ana, 'POST', '/menudigital/init.json', {
      purchase: { supplier_id: 'chapinero', table_code: MESA_2, nickname: 'Ana', diners: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    order = created.json<TableOrder>();
    expect(order.purchase).toMatchObject({ service: 'on_table', status: 'in_progress', products: [] });
    expect(order.me.nickname).toBe('Ana');
    expect(order.tip).toEqual({ include: true, percent: 10, custom_value: null });

    const init = await h.send(beto, 'GET', `/menudigital/init?supplier_id=chapinero&table_code=${MESA_2}`);
    expect(init.json<TableInit>().open_purchase).toEqual({
      id: order.purchase.id,
      members: 1,
      joined: false,
    });
    const joined = await h.send(beto, 'POST', '/menudigital/init.json', {
      purchase: { supplier_id: 'chapinero', table_code: MESA_2, nickname: 'Beto' },
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json<TableOrder>().purchase.id).toBe(order.purchase.id);
    expect(joined.json<TableOrder>().members).toEqual([
      { nickname: 'Ana', me: false },
      { nickname: 'Beto', me: true },
    ]);
  });

  it('adds products through both paths, priced by the server, with who added them', async () => {
    const first = plainProduct(menu);
    const second = plainProduct(menu, 1);
    const a = await h.send(ana, 'POST', '/menudigital/add_product_cart', {
      purchase_id: order.purchase.id,
      product: { product_id: first.id, count: 2, unit_price: 1 },
      data_purchase: {},
    });
    expect(a.statusCode, a.body).toBe(201);
    const b = await h.add(beto, order.purchase.id, second);
    expect(b.statusCode, b.body).toBe(201);
    const cart = await h.send(ana, 'GET', `/menudigital/cart/${order.purchase.id}.json`);
    expect(cart.statusCode).toBe(200);
    const { purchase } = cart.json<TableOrder>();
    expect(purchase.products.map((p) => [p.product_id, p.count, p.state, p.added_by_name])).toEqual([
      [first.id, 2, 'pending', 'Ana'],
      [second.id, 1, 'pending', 'Beto'],
    ]);
    expect(purchase.products[0]!.unit_price).toBe(first.promo ?? first.price);
    expect(purchase.subtotal).toBe(purchase.products.reduce((sum, p) => sum + p.subtotal, 0));
    expect(purchase.tip).toBe(Math.round(purchase.subtotal / 10));
    expect(purchase.total).toBe(purchase.subtotal + purchase.tip);
  });

  it('updates counts of pending products and removes with 0 (order update)', async () => {
    const cart = (
      await h.send(beto, 'GET', `/menudigital/cart/${order.purchase.id}.json`)
    ).json<TableOrder>();
    const [first, second] = cart.purchase.products;
    const res = await h.send(beto, 'PUT', `/menudigital/cart/${order.purchase.id}`, {
      products: [
        { id: first!.id, count: 3 },
        { id: second!.id, count: 0 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const states = res.json<TableOrder>().purchase.products.map((p) => [p.count, p.state]);
    expect(states).toEqual([
      [3, 'pending'],
      [1, 'removed'],
    ]);
  });

  it('sends the pending products to the kitchen as round 1, which then cannot change', async () => {
    const res = await h.send(ana, 'PUT', `/menudigital/cook_products/${order.purchase.id}.json`);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json<TableOrder>().purchase.products.filter((p) => p.state !== 'removed');
    expect(sent.map((p) => [p.state, p.round])).toEqual([['ordered', 1]]);
    const change = await h.send(beto, 'PUT', `/menudigital/cart/${order.purchase.id}`, {
      products: [{ id: sent[0]!.id, count: 1 }],
    });
    expect(change.statusCode).toBe(409);
    expect(change.json<ErrorBody>().key).toBe('product_update_failed');
  });

  it('keeps a new round pending until someone sends it, as round 2', async () => {
    await h.add(beto, order.purchase.id, plainProduct(menu, 2));
    const res = await h.send(beto, 'PUT', `/menudigital/cook_products/${order.purchase.id}.json`);
    const rounds = res.json<TableOrder>().purchase.products.map((p) => p.round);
    expect(rounds).toContain(2);
  });

  it("cleans only the diner's own pending products", async () => {
    await h.add(ana, order.purchase.id, plainProduct(menu, 3));
    await h.add(beto, order.purchase.id, plainProduct(menu, 4));
    const res = await h.send(ana, 'DELETE', `/menudigital/clean_cart/${order.purchase.id}.json`);
    expect(res.statusCode, res.body).toBe(200);
    const pending = res.json<TableOrder>().purchase.products.filter((p) => p.state === 'pending');
    expect(pending.map((p) => p.added_by_name)).toEqual(['Beto']);
  });

  it('loads the order for a member (init of a purchase) and lists it in my orders', async () => {
    const res = await h.send(
      beto,
      'GET',
      `/menudigital/init/${order.purchase.id}.json?customer_id=1&supplier_id=chapinero&service=on_table`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<TableOrder>().table.label).toBe('Mesa 2');
    const mine = await h.send(beto, 'GET', '/menudigital/my_orders.json?supplier_id=chapinero');
    expect(mine.statusCode).toBe(200);
    expect(
      mine.json<{ orders: { id: string; open: boolean; table_label: string }[] }>().orders[0],
    ).toMatchObject({
      id: order.purchase.id,
      open: true,
      table_label: 'Mesa 2',
    });
  });

  it('marks what the kitchen sent delivered when the diner receives it', async () => {
    const res = await h.send(ana, 'PUT', `/menudigital/receive_order/${order.purchase.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const states = res.json<TableOrder>().purchase.products.map((p) => p.state);
    expect(states).not.toContain('ordered');
    expect(states).toContain('delivered');
  });

  /** Ana's add of one `product` under the Idempotency-Key `key`. */
  const addWithKey = (product: MenuProduct, key: string) =>
    h.send(
      ana,
      'POST',
      '/menudigital/add_product_cart.json',
      { purchase_id: order.purchase.id, product: { product_id: product.id, count: 1 } },
      { 'idempotency-key': key },
    );

  it('replays an add with the same Idempotency-Key instead of adding twice', async () => {
    const product = plainProduct(menu, 5);
    const send = () => addWithKey(product, 'add-once-12345');
    const [one, two] = [await send(), await send()];
    expect(one.statusCode).toBe(201);
    expect(two.body).toBe(one.body);
    const count = two.json<TableOrder>().purchase.products.filter((p) => p.product_id === product.id).length;
    expect(count).toBe(1);
  });

  it('answers a retry with the first status and the table as it is now, keeping only a receipt (ADR 049)', async () => {
    const product = plainProduct(menu, 6);
    const key = 'add-then-retry-12345';
    const send = () => addWithKey(product, key);
    const lines = (answer: TableOrder, id: string) =>
      answer.purchase.products.filter((p) => p.product_id === id).length;
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    // Another diner adds in between: the retry shows it, and adds nothing of its own.
    const other = plainProduct(menu, 7);
    await h.add(beto, order.purchase.id, other);
    const retry = await send();
    expect(retry.statusCode).toBe(201);
    const now = retry.json<TableOrder>();
    expect(lines(now, product.id)).toBe(lines(first.json<TableOrder>(), product.id));
    expect(lines(now, other.id)).toBe(lines(first.json<TableOrder>(), other.id) + 1);
    expect(now).toEqual((await h.send(ana, 'GET', `/menudigital/cart/${order.purchase.id}.json`)).json());
    const [stored] = await h.t.database.db
      .select({ response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(stored?.response).toEqual({ purchase_id: order.purchase.id, removed_unavailable: [] });
  });
});

describe(`nobody reaches another table's order (${storeName})`, () => {
  let order: TableOrder;
  let owner: Diner;

  beforeAll(async () => {
    owner = await h.diner();
    order = await h.join(owner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 3'), {
      nickname: 'Owner',
    });
    await h.add(owner, order.purchase.id, plainProduct(menu));
  });

  const calls = (id: string): [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] => [
    ['init of a purchase', 'GET', `/menudigital/init/${id}.json`],
    ['get cart', 'GET', `/menudigital/cart/${id}.json`],
    [
      'add product',
      'POST',
      '/menudigital/add_product_cart.json',
      { purchase_id: id, product: { product_id: 'x', count: 1 } },
    ],
    ['order update', 'PUT', `/menudigital/cart/${id}`, { products: [] }],
    ['send to kitchen', 'PUT', `/menudigital/cook_products/${id}.json`],
    ['call waiter', 'PUT', `/menudigital/call_waiter/${id}`, {}],
    [
      'add tip',
      'PUT',
      `/menudigital/add_tip/${id}.json`,
      { tip: { include: false, percent: 0, custom_value: null } },
    ],
    ['clean cart', 'DELETE', `/menudigital/clean_cart/${id}.json`],
    ['manual payment', 'PUT', `/menudigital/manual_payment/${id}.json`, { cancel: true }],
    ['receive order', 'PUT', `/menudigital/receive_order/${id}`],
    ['events', 'GET', `/menudigital/events/${id}`],
  ];

  it.each(['a diner at another table', 'a diner of the same venue who never scanned'])(
    'answers order_query_failed to %s on every call, and changes nothing',
    async (who) => {
      const stranger = await h.diner();
      if (who === 'a diner at another table') {
        await h.join(stranger, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 4'));
      }
      for (const [name, method, url, body] of calls(order.purchase.id)) {
        const res = await h.send(stranger, method, url, body);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
        expect(res.json<ErrorBody>().key, name).toBe('order_query_failed');
        expect(res.body).not.toContain('Owner');
      }
      const rate = await h.send(
        stranger,
        'POST',
        `/menudigital/rates.json?purchase_id=${order.purchase.id}`,
        {
          rate: { score: 1 },
        },
      );
      expect(rate.statusCode).toBe(404);
      const after = (
        await h.send(owner, 'GET', `/menudigital/cart/${order.purchase.id}.json`)
      ).json<TableOrder>();
      expect(after.purchase.products).toHaveLength(1);
      expect(after.purchase.products[0]!.state).toBe('pending');
      expect(after.members).toHaveLength(1);
    },
  );

  it("answers 401 to a forged token and to another venue's diner, even for a member's order", async () => {
    const forged = await h.send(
      { ...owner, token: 'x'.repeat(43) },
      'GET',
      `/menudigital/cart/${order.purchase.id}.json`,
    );
    expect(forged.statusCode).toBe(401);
    const elsewhere = await h.diner('taqueria-el-sol');
    const res = await h.send(
      { ...elsewhere, host: owner.host },
      'GET',
      `/menudigital/cart/${order.purchase.id}.json`,
    );
    expect(res.statusCode).toBe(401);
    const otherHost = await h.send(
      { ...owner, host: 'taqueria-el-sol.localhost' },
      'GET',
      `/menudigital/cart/${order.purchase.id}.json`,
    );
    expect(otherHost.statusCode).toBe(401);
  });
});
