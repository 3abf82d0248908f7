import type { DeliveryOrder } from '@storefront/domain/delivery/delivery.schema';
import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import type { AuditPage } from '@storefront/domain/staff/audit-log.schema';
import type { RoundTicket } from '@storefront/domain/staff/kitchen.rules';
import type { StaffRole } from '@storefront/domain/staff/staff-roles.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fileApp, MONDAY_1PM } from '../../../test/support/app.ts';
import { orderBody } from '../../../test/support/delivery.ts';
import { StaffConsole } from '../../../test/support/staff-console.ts';
import { codeOf, OnTableHarness, plainProduct } from '../../../test/support/table-orders.ts';

// Order entry by staff (issue 54 part 1, ADR 112): a waiter opens a table, adds lines for the table
// and for a diner, sends the rounds; the diner who joins sees them; a phone take-away; the role
// table (`orders.take`: owner, manager, waiter; never the kitchen) and another venue's host.

const h = fileApp(
  async () =>
    new OnTableHarness(
      await createTestApp({ RATE_LIMIT_PROFILES_PER_MINUTE: '100000' }, { now: () => MONDAY_1PM }),
    ),
);
const staffConsole = new StaffConsole(h);
let token: string;
const people: Partial<Record<StaffRole, { cookie: string; email: string }>> = {};
let key = 0;
const idem = () => ({ 'idempotency-key': `entry-test-${key++}` });

const asToken = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, headers = {}) =>
  h.staff('la-brasa', token, method, url, payload, headers);
const as = (role: StaffRole, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  staffConsole.call('la-brasa', method, url, { cookie: people[role]!.cookie, payload, headers: idem() });

async function placeId(branch: string, label: string): Promise<string> {
  const res = await asToken('GET', `/staff/tables.json?supplier_id=${branch}`);
  return res.json<{ tables: { id: string; label: string }[] }>().tables.find((t) => t.label === label)!.id;
}

beforeAll(async () => {
  token = await h.staffToken('la-brasa');
  for (const role of ['owner', 'manager', 'waiter', 'kitchen'] as const)
    people[role] = await staffConsole.member('la-brasa', role);
});

describe('a waiter takes a table order', () => {
  it('opens the table, adds for the table and for a diner in two rounds, and the diner sees them', async () => {
    const menu = await h.menu('la-brasa', 'chapinero');
    const place = await placeId('chapinero', 'Mesa 3');
    const opened = await as('waiter', 'POST', `/staff/places/${place}/order.json`);
    expect(opened.statusCode, opened.body).toBe(201);
    const purchaseId = opened.json<StaffOrder>().purchase.id;
    const again = await as('waiter', 'POST', `/staff/places/${place}/order.json`);
    expect(again.statusCode).toBe(200);
    expect(again.json<StaffOrder>().purchase.id).toBe(purchaseId);

    const line = { product: { product_id: plainProduct(menu).id, count: 2, note: 'sin sal' } };
    const headers = idem();
    const added = await asToken('POST', `/staff/orders/${purchaseId}/items.json`, line, headers);
    expect(added.statusCode, added.body).toBe(201);
    const retried = await asToken('POST', `/staff/orders/${purchaseId}/items.json`, line, headers);
    expect(retried.statusCode).toBe(201);
    const items = retried.json<StaffOrder>().purchase.products;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      count: 2,
      note: 'sin sal',
      state: 'pending',
      taken_by: 'test la-brasa',
    });

    const first = await as('waiter', 'PUT', `/staff/orders/${purchaseId}/send.json`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<StaffOrder>().purchase.products[0]).toMatchObject({ state: 'ordered', round: 1 });

    // the diner who scans the table's code joins the waiter's order and sees round one
    const diner = await h.diner();
    const joined = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 3'), {
      nickname: 'Ana',
    });
    expect(joined.purchase.id).toBe(purchaseId);
    expect(joined.purchase.products.map((p) => p.state)).toEqual(['ordered']);

    const order = (await as('waiter', 'POST', `/staff/places/${place}/order.json`)).json<StaffOrder>();
    const ana = order.members.find((m) => m.nickname === 'Ana')!.profile_id;
    const forAna = await as('waiter', 'POST', `/staff/orders/${purchaseId}/items.json`, {
      product: { product_id: plainProduct(menu, 1).id, count: 1 },
      for_member: ana,
    });
    expect(forAna.statusCode, forAna.body).toBe(201);
    expect(forAna.json<StaffOrder>().purchase.products[1]).toMatchObject({
      added_by: ana,
      taken_by: people.waiter!.email,
    });
    expect((await as('waiter', 'PUT', `/staff/orders/${purchaseId}/send.json`)).statusCode).toBe(200);

    const cart = await h.send(diner, 'GET', `/menudigital/cart/${purchaseId}.json`);
    const seen = cart.json<{
      purchase: { products: { round: number | null; taken_by?: string | null }[] };
    }>();
    expect(seen.purchase.products.map((p) => p.round)).toEqual([1, 2]);

    const board = await asToken('GET', '/staff/kitchen.json?supplier_id=chapinero');
    const tickets = board
      .json<{ tickets: RoundTicket[] }>()
      .tickets.filter((t) => t.purchase_id === purchaseId);
    expect(tickets.map((t) => t.round)).toEqual([1, 2]);
    expect(tickets[1]!.items[0]!.taken_by).toBe(people.waiter!.email);

    const audit = await asToken('GET', '/staff/audit.json?area=orders');
    const actions = audit
      .json<AuditPage>()
      .entries.filter((e) => e.subject === order.purchase.bck_purchase_id)
      .map((e) => `${e.action} ${e.actor}`);
    expect(actions).toEqual([
      `send_round ${people.waiter!.email}`,
      `add_item ${people.waiter!.email}`,
      `send_round ${people.waiter!.email}`,
      'add_item test la-brasa',
      `open_order ${people.waiter!.email}`,
    ]);
  });

  it("opens the staff's own order at a counter, where each diner has theirs", async () => {
    const diner = await h.diner();
    const own = await h.join(diner, 'usaquen', codeOf('la-brasa', 'usaquen', 'Barra'), { nickname: 'Leo' });
    const place = await placeId('usaquen', 'Barra');
    const opened = await as('waiter', 'POST', `/staff/places/${place}/order.json`);
    expect(opened.statusCode, opened.body).toBe(201);
    const staffOrder = opened.json<StaffOrder>().purchase.id;
    expect(staffOrder).not.toBe(own.purchase.id);
    const again = await as('manager', 'POST', `/staff/places/${place}/order.json`);
    expect([again.statusCode, again.json<StaffOrder>().purchase.id]).toEqual([200, staffOrder]);
  });

  it('refuses bad input with a translated error and changes nothing', async () => {
    const place = await placeId('chapinero', 'Mesa 4');
    const purchaseId = (await as('waiter', 'POST', `/staff/places/${place}/order.json`)).json<StaffOrder>()
      .purchase.id;
    const unknown = await as('waiter', 'POST', `/staff/orders/${purchaseId}/items.json`, {
      product: { product_id: 'no-such-dish', count: 1 },
    });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({ key: 'product_unavailable_removed', message: expect.any(String) });
    const zero = await as('waiter', 'POST', `/staff/orders/${purchaseId}/items.json`, {
      product: { product_id: 'x', count: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json<{ key: string }>().key).toBe('validation_failed');
    const stranger = await as('waiter', 'POST', `/staff/orders/${purchaseId}/items.json`, {
      product: { product_id: plainProduct(await h.menu('la-brasa', 'chapinero')).id, count: 1 },
      for_member: '7d2c1f0e-3b6a-4c1d-9e8f-0a1b2c3d4e5f',
    });
    expect(stranger.statusCode).toBe(422);
    const noKey = await asToken('GET', `/staff/orders/${purchaseId}.json`);
    expect(noKey.json<StaffOrder>().purchase.products).toEqual([]);
    const missing = await as(
      'waiter',
      'POST',
      '/staff/places/7d2c1f0e-3b6a-4c1d-9e8f-0a1b2c3d4e5f/order.json',
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('a take-away taken by phone', () => {
  const phoneBody = () => {
    const { email: _e, dni: _d, ...contact } = orderBody().contact;
    return { ...orderBody({ service: 'take_away', address: null }), contact };
  };

  it('is placed with the customer name and phone, marked as taken by the staff, once per key', async () => {
    const headers = idem();
    const url = '/staff/phone-orders.json?supplier_id=el-poblado';
    const placed = await asToken('POST', url, phoneBody(), headers);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<DeliveryOrder>();
    expect(order.details.taken_by).toBe('test la-brasa');
    expect(order.details.contact).toMatchObject({ name: 'Ana Gómez', phone: '3001234567', email: '' });
    expect(order.products[0]!.taken_by).toBe('test la-brasa');
    const retried = await asToken('POST', url, phoneBody(), headers);
    expect(retried.json<DeliveryOrder>().id).toBe(order.id);
    const board = await asToken('GET', '/staff/delivery-orders.json?supplier_id=el-poblado');
    const listed = board.json<{ orders: DeliveryOrder[] }>().orders.filter((o) => o.id === order.id);
    expect(listed.map((o) => o.details.taken_by)).toEqual(['test la-brasa']);
  });

  it('refuses an order without a valid phone or paid online, with the field named', async () => {
    const url = '/staff/phone-orders.json?supplier_id=el-poblado';
    const noPhone = await as('waiter', 'POST', url, {
      ...phoneBody(),
      contact: { ...phoneBody().contact, phone: '12' },
    });
    expect(noPhone.statusCode).toBe(400);
    const online = await as('waiter', 'POST', url, { ...phoneBody(), payment_method: 'card' });
    expect(online.statusCode).toBe(400);
    const noKey = await h.staff('la-brasa', token, 'POST', url, phoneBody());
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ key: 'validation_failed', params: { fields: 'Idempotency-Key' } });
  });
});

describe('the role table and other venues', () => {
  it('lets owners, managers and waiters take orders and never the kitchen', async () => {
    const place = await placeId('chapinero', 'Mesa 2');
    for (const role of ['owner', 'manager', 'waiter'] as const)
      expect((await as(role, 'POST', `/staff/places/${place}/order.json`)).statusCode).toBeLessThan(300);
    const purchaseId = (await as('waiter', 'POST', `/staff/places/${place}/order.json`)).json<StaffOrder>()
      .purchase.id;
    const calls = [
      ['POST', `/staff/places/${place}/order.json`],
      ['POST', `/staff/orders/${purchaseId}/items.json`],
      ['PUT', `/staff/orders/${purchaseId}/send.json`],
      ['POST', '/staff/phone-orders.json?supplier_id=el-poblado'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await as('kitchen', method, url, {});
      expect(res.statusCode, url).toBe(403);
      expect(res.json<{ key: string }>().key).toBe('forbidden');
    }
  });

  it("refuses another venue's host and another venue's places and orders", async () => {
    const place = await placeId('chapinero', 'Mesa 1');
    const purchaseId = (await as('waiter', 'POST', `/staff/places/${place}/order.json`)).json<StaffOrder>()
      .purchase.id;
    const otherToken = await h.staffToken('taqueria-el-sol');
    const fromOther = (method: 'POST' | 'PUT', url: string) =>
      h.staff('taqueria-el-sol', otherToken, method, url, {}, idem());
    expect((await fromOther('POST', `/staff/places/${place}/order.json`)).statusCode).toBe(404);
    expect((await fromOther('PUT', `/staff/orders/${purchaseId}/send.json`)).statusCode).toBe(404);
    // la-brasa's token and cookie on another venue's host
    const wrongHost = await h.staff('taqueria-el-sol', token, 'POST', `/staff/places/${place}/order.json`);
    expect(wrongHost.statusCode).toBe(401);
    const cookieElsewhere = await staffConsole.call(
      'taqueria-el-sol',
      'PUT',
      `/staff/orders/${purchaseId}/send.json`,
      {
        cookie: people.waiter!.cookie,
      },
    );
    expect(cookieElsewhere.statusCode).toBe(401);
  });
});

it('describes the order entry routes in the OpenAPI document', async () => {
  const res = await h.t.app.inject({ url: '/docs/json', headers: { host: 'la-brasa.localhost' } });
  const paths = res.json<{ paths: Record<string, Record<string, { summary?: string }>> }>().paths;
  expect(paths['/staff/places/{place}/order.json']?.post?.summary).toMatch(/Open a place's order/);
  expect(paths['/staff/orders/{purchase}/items.json']?.post?.summary).toMatch(/Idempotency-Key/);
  expect(paths['/staff/orders/{purchase}/send.json']?.put?.summary).toMatch(/next round/);
  expect(paths['/staff/phone-orders.json']?.post?.summary).toMatch(/by phone/);
});
