import http from 'node:http';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storeName, type TestApp } from '../../../test/support/app.ts';
import { BRASA, branchIds, MONDAY_1PM, orderBody, place, setStock } from '../../../test/support/delivery.ts';
import { type Diner, newDiner } from '../../../test/support/diners.ts';
import { coupons, payments, purchaseItems } from '../../db/schema.ts';
import { createStaffToken } from '../staff/staff.auth.ts';

// Order statuses (docs/decisions/016-delivery.md): staff move delivery and take-away orders through spec §4's statuses; the diner's order
// page hears each change over Server-Sent Events.
let t: TestApp;
let diner: Diner;
let staff: Record<string, string>;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => MONDAY_1PM });
  diner = await newDiner(t.app);
  const { instanceId } = await branchIds(t.database.db, 'la-brasa', 'el-poblado');
  staff = {
    host: BRASA,
    authorization: `Bearer ${await createStaffToken(t.database.db, instanceId, 'cocina')}`,
  };
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

const move = (id: string, status: string, reason: string | null = null, headers = staff) =>
  t.app.inject({ method: 'POST', url: `/staff/orders/${id}/status`, headers, payload: { status, reason } });

describe(`order statuses (${storeName})`, () => {
  it('walks a delivery order to delivered, sending its items to the kitchen on acceptance', async () => {
    const order = (await place(t.app, diner, 'el-poblado', orderBody())).json();
    expect((await move(order.id, 'accepted')).json()).toMatchObject({ status: 'accepted' });
    const items = await t.database.db
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.purchaseId, order.id));
    expect(items.map((i) => i.state)).toEqual(['ordered']);
    const walk = ['preparation', 'packed', 'on_the_way', 'delivered'];
    for (const status of walk) {
      expect((await move(order.id, status)).statusCode).toBe(200);
    }
    const done = (
      await t.app.inject({ url: `/delivery/orders/${order.id}.json`, headers: diner.headers })
    ).json();
    expect(done.status).toBe('delivered');
    expect(done.details.status_history.map((h: { status: string }) => h.status)).toEqual([
      'on_hold',
      'accepted',
      ...walk,
    ]);
    expect(done.closed_at).not.toBeNull();
    // The rating link of a delivered order (/ratecluvi/{id}/{token}, spec §7 rates.json).
    expect(done).toMatchObject({ rating_token: expect.any(String), rated: false });
    const rater = await newDiner(t.app);
    const rate = await t.app.inject({
      method: 'POST',
      url: `/menudigital/rates.json?purchase_id=${order.id}&token=${done.rating_token}`,
      headers: rater.headers,
      payload: { rate: { score: 5, comment: 'Llegó caliente' } },
    });
    expect(rate.statusCode).toBe(201);
    const after = (
      await t.app.inject({ url: `/delivery/orders/${order.id}.json`, headers: diner.headers })
    ).json();
    expect(after.rated).toBe(true);
  });

  it('refuses skipped steps, moves out of a final status and a take-away "on the way"', async () => {
    const order = (await place(t.app, diner, 'el-poblado', orderBody())).json();
    const skipped = await move(order.id, 'packed');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({
      key: 'status_transition_invalid',
      params: { from: 'on_hold', to: 'packed' },
    });
    const takeAway = (
      await place(t.app, diner, 'el-poblado', orderBody({ service: 'take_away', address: null }))
    ).json();
    for (const status of ['accepted', 'preparation', 'packed']) await move(takeAway.id, status);
    expect((await move(takeAway.id, 'on_the_way')).json()).toMatchObject({
      key: 'status_transition_invalid',
    });
    expect((await move(takeAway.id, 'delivered')).json()).toMatchObject({ status: 'delivered' });
    expect((await move(takeAway.id, 'accepted')).statusCode).toBe(409);
  });

  it('cancels only with a reason, and gives back the stock and the coupon use', async () => {
    const stock = await setStock(t.database.db, 'la-brasa', 'el-poblado', 'picada-2', 5);
    const order = (await place(t.app, diner, 'el-poblado', orderBody({ coupon: 'bienvenida' }))).json();
    expect(await stock()).toBe(4);
    const uses = async () =>
      (await t.database.db.select().from(coupons).where(eq(coupons.code, 'bienvenida')))[0]!.uses;
    const usedBefore = await uses();
    expect((await move(order.id, 'canceled')).json()).toMatchObject({ key: 'cancel_reason_required' });
    const canceled = await move(order.id, 'canceled', 'Sin domiciliarios disponibles');
    expect(canceled.json()).toMatchObject({
      status: 'canceled',
      cancel_reason: 'Sin domiciliarios disponibles',
      amount_due: 0,
    });
    expect(await stock()).toBe(5);
    expect(await uses()).toBe(usedBefore - 1);
    await setStock(t.database.db, 'la-brasa', 'el-poblado', 'picada-2', null);
  });

  it('refunds the payment of an order canceled after it was paid', async () => {
    const order = (await place(t.app, diner, 'el-poblado', orderBody({ payment_method: 'cash' }))).json();
    const [cash] = await t.database.db.select().from(payments).where(eq(payments.purchaseId, order.id));
    expect(cash).toMatchObject({ method: 'cash', status: 'pending' });
    const settled = await t.app.inject({
      method: 'POST',
      url: `/staff/payments/${cash!.id}/settle`,
      headers: staff,
      payload: { status: 'paid' },
    });
    expect(settled.statusCode).toBeLessThan(300);
    const canceled = await move(order.id, 'canceled', 'El cliente no estaba');
    expect(canceled.json()).toMatchObject({ status: 'canceled' });
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, cash!.id));
    expect(after!.status).toBe('refunded');
    const { purchases } = await import('../../db/schema.ts');
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.id, order.id));
    expect(purchase!.paidAmount).toBe(0);
  });

  it('records the cash of an order paid at pickup as collected once handed over, by who handed it over', async () => {
    const { purchases } = await import('../../db/schema.ts');
    const takeAway = (
      await place(t.app, diner, 'el-poblado', orderBody({ service: 'take_away', address: null }))
    ).json();
    const cashOf = async () =>
      (await t.database.db.select().from(payments).where(eq(payments.purchaseId, takeAway.id)))[0]!;
    for (const status of ['accepted', 'preparation', 'packed']) await move(takeAway.id, status);
    // not handed over yet: the cash is still to come
    expect(await cashOf()).toMatchObject({ status: 'pending', settledBy: null });
    expect((await move(takeAway.id, 'delivered')).json()).toMatchObject({
      status: 'delivered',
      payment_status: 'paid',
    });
    const cash = await cashOf();
    expect(cash).toMatchObject({ method: 'cash', status: 'paid', settledBy: 'cocina' });
    expect(cash.paidAt?.toISOString()).toBe(MONDAY_1PM.toISOString());
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.id, takeAway.id));
    expect(purchase!.paidAmount).toBe(cash.amount + cash.tip);
  });

  it('keeps an order with a mandatory online payment out of the kitchen until it is paid', async () => {
    const order = (await place(t.app, diner, 'el-poblado', orderBody({ payment_method: 'card' }))).json();
    const refused = await move(order.id, 'accepted');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ key: 'payment_required' });
    const kitchen = async () =>
      (await t.app.inject({ url: '/staff/delivery-orders.json?supplier_id=el-poblado', headers: staff }))
        .json<{
          orders: { id: string }[];
        }>()
        .orders.map((o) => o.id);
    expect(await kitchen()).not.toContain(order.id);
    // What a paid payment does to its purchase (the payments capability): paid in full.
    const { purchases } = await import('../../db/schema.ts');
    await t.database.db.update(purchases).set({ paidAmount: order.total }).where(eq(purchases.id, order.id));
    expect(await kitchen()).toContain(order.id);
    expect((await move(order.id, 'accepted')).json()).toMatchObject({ status: 'accepted' });
    const rows = await t.database.db.select().from(payments).where(eq(payments.purchaseId, order.id));
    expect(rows).toHaveLength(0);
  });

  it('pages the kitchen list oldest first, so the newest orders are reached however many wait', async () => {
    const placed: string[] = [];
    for (let i = 0; i < 3; i++) placed.push((await place(t.app, diner, 'el-poblado', orderBody())).json().id);
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 100; page++) {
      const query: string = after ? `&after=${after}` : '';
      const res: LightMyRequestResponse = await t.app.inject({
        url: `/staff/delivery-orders.json?supplier_id=el-poblado&limit=2${query}`,
        headers: staff,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body: { orders: { id: string }[]; next: string | null } = res.json();
      expect(body.orders.length).toBeLessThanOrEqual(2);
      seen.push(...body.orders.map((o) => o.id));
      if (!body.next) break;
      expect(body.next).toBe(body.orders.at(-1)!.id);
      after = body.next;
    }
    // every order once, in the order they were placed, the newest last
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(-3)).toEqual(placed);
    const whole = await t.app.inject({
      url: '/staff/delivery-orders.json?supplier_id=el-poblado',
      headers: staff,
    });
    expect(whole.json<{ orders: { id: string }[] }>().orders.map((o) => o.id)).toEqual(seen);
  });

  it('answers 401 without a staff token and 404 for an order of another venue or service', async () => {
    const order = (await place(t.app, diner, 'el-poblado', orderBody())).json();
    expect(
      (await move(order.id, 'accepted', null, { host: BRASA } as Record<string, string>)).statusCode,
    ).toBe(401);
    expect((await move('00000000-0000-4000-8000-000000000000', 'accepted')).statusCode).toBe(404);
    const other = await move(order.id, 'accepted', null, {
      ...staff,
      host: 'taqueria-el-sol.storefront.test',
    });
    expect(other.statusCode).toBe(401);
  });
});

describe(`live order page (${storeName})`, () => {
  it('pushes every status change to the diner over Server-Sent Events', async () => {
    const order = (await place(t.app, diner, 'el-poblado', orderBody())).json();
    const stream = await openStream(`/delivery/orders/${order.id}/events`, diner.headers);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    await move(order.id, 'accepted');
    await move(order.id, 'preparation');
    expect(await stream.statuses(2)).toEqual(['accepted', 'preparation']);
    stream.close();
    const stranger = await newDiner(t.app);
    const refused = await openStream(`/delivery/orders/${order.id}/events`, stranger.headers);
    expect(refused.status).toBe(404);
    refused.close();
  });
});

/** A real HTTP request (inject cannot stream), with the venue's Host header. */
function openStream(path: string, headers: Record<string, string>) {
  const { port } = new URL(baseUrl);
  return new Promise<{
    status: number;
    contentType: string;
    statuses(n: number): Promise<string[]>;
    close(): void;
  }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers }, (response) => {
      const seen: string[] = [];
      let buffer = '';
      let wake = () => {};
      response.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        const events = buffer.split('\n\n');
        buffer = events.pop() ?? '';
        for (const event of events) {
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (data) seen.push((JSON.parse(data) as { status: string }).status);
        }
        wake();
      });
      resolve({
        status: response.statusCode ?? 0,
        contentType: String(response.headers['content-type'] ?? ''),
        statuses: (n) =>
          new Promise((done) => {
            wake = () => seen.length >= n && done(seen.slice(0, n));
            wake();
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
