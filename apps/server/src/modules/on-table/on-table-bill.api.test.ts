import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import {
  callWaiterResponseSchema,
  manualPaymentSchema,
  type TableInit,
  type TableOrder,
  tableOrderSchema,
} from '@storefront/domain/on-table/on-table.schema';
import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import { type Diner, instanceIdOf } from '../../../test/support/diners.ts';
import { customShare } from '../../../test/support/payments.ts';
import { codeOf, OnTableHarness, plainProduct } from '../../../test/support/table-orders.ts';
import { paymentSettings } from '../../db/schema.ts';
import { forgetVenueReads } from '../venue/venue.service.ts';

// spec §7 call waiter, add tip, manual payment (create and update), rates, rates services; spec §9
// pay-by-call-waiter minimum; the bill split three ways and settled by the staff (docs/decisions/015-split-bill.md).

const h = fileApp(() => OnTableHarness.create());
let menu: MenuProduct[];
let staffToken: string;

beforeAll(async () => {
  menu = await h.menu('la-brasa', 'chapinero');
  staffToken = await h.staffToken('la-brasa');
});

const pay = (diner: Diner, body: Record<string, unknown>) =>
  h.send(diner, 'POST', '/menudigital/manual_payment.json', { supplier_id: 'chapinero', ...body });

async function tableWith(label: string, products: number): Promise<{ diners: Diner[]; order: TableOrder }> {
  const diners = [await h.diner(), await h.diner(), await h.diner()];
  const code = codeOf('la-brasa', 'chapinero', label);
  let order = await h.join(diners[0]!, 'chapinero', code, { nickname: 'Ana' });
  await h.join(diners[1]!, 'chapinero', code, { nickname: 'Beto' });
  await h.join(diners[2]!, 'chapinero', code, { nickname: 'Caro' });
  for (let i = 0; i < products; i++) await h.add(diners[i % 3]!, order.purchase.id, plainProduct(menu, i));
  const sent = await h.send(diners[0]!, 'PUT', `/menudigital/cook_products/${order.purchase.id}.json`);
  order = sent.json<TableOrder>();
  return { diners, order };
}

describe(`tip and waiter (${storeName})`, () => {
  it('includes the suggested 10% tip by default and takes include, percent and custom value', async () => {
    const { diners, order } = await tableWith('Mesa 5', 2);
    const { subtotal } = order.purchase;
    expect(order.purchase.tip).toBe(Math.round(subtotal * 0.1));
    const url = `/menudigital/add_tip/${order.purchase.id}.json`;
    const none = await h.send(diners[1]!, 'PUT', url, {
      tip: { include: false, percent: 10, custom_value: null },
    });
    expect(none.json<TableOrder>().purchase).toMatchObject({ tip: 0, total: subtotal });
    const fifteen = await h.send(diners[1]!, 'PUT', url, {
      tip: { include: true, percent: 15, custom_value: null },
    });
    expect(fifteen.json<TableOrder>().purchase.tip).toBe(Math.round(subtotal * 0.15));
    const custom = await h.send(diners[2]!, 'PUT', url, {
      tip: { include: true, percent: 10, custom_value: 5_000 },
    });
    expect(custom.json<TableOrder>().purchase).toMatchObject({ tip: 5_000, total: subtotal + 5_000 });
    expect(custom.json<TableOrder>().tip).toEqual({ include: true, percent: 10, custom_value: 5_000 });
    // One tip model (docs/decisions/021): a choice in another shape is refused.
    const other = await h.send(diners[1]!, 'PUT', url, {
      tip: { include: 'NO', percent: 10, customValue: null },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ key: 'validation_failed' });
  });

  it('answers a tip and a waiter call from the order they locked (ADR 048)', async () => {
    const { diners, order } = await tableWith('Mesa 5', 1);
    const count = async (call: () => Promise<{ statusCode: number; body: string }>) => {
      const before = h.t.database.statements.count;
      const res = await call();
      expect(res.statusCode, res.body).toBeLessThan(300);
      return h.t.database.statements.count - before;
    };
    const tip = await count(() =>
      h.send(diners[1]!, 'PUT', `/menudigital/add_tip/${order.purchase.id}.json`, {
        tip: { include: true, percent: 12, custom_value: null },
      }),
    );
    const waiter = await count(() =>
      h.send(diners[2]!, 'PUT', `/menudigital/call_waiter/${order.purchase.id}`, { reason: 'assistance' }),
    );
    // 15 and 12 when each read the order, its member, its table and its branch again to answer
    const again = storeName === 'postgres' ? 2 : 0; // begin and commit, counted on PostgreSQL only
    expect(tip).toBeLessThanOrEqual(12 + again);
    expect(waiter).toBeLessThanOrEqual(9 + again);
  });

  it('calls the waiter once per open call, and the staff sees and acknowledges it', async () => {
    const { diners, order } = await tableWith('Mesa 6', 1);
    const url = `/menudigital/call_waiter/${order.purchase.id}`;
    const first = await h.send(diners[0]!, 'PUT', url, { reason: 'assistance' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await h.send(diners[1]!, 'PUT', url, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().call.id).toBe(first.json().call.id);
    const calls = await h.staff(
      'la-brasa',
      staffToken,
      'GET',
      '/staff/waiter_calls.json?supplier_id=chapinero',
    );
    const call = calls
      .json<{ calls: { id: string; table: string }[] }>()
      .calls.find((c) => c.id === first.json().call.id);
    expect(call?.table).toBe('Mesa 6');
    const ack = await h.staff('la-brasa', staffToken, 'PUT', `/staff/waiter_calls/${call!.id}.json`, {
      status: 'acknowledged',
    });
    expect(ack.json().status).toBe('acknowledged');
    const later = await h.send(diners[2]!, 'PUT', url, {});
    expect(later.statusCode).toBe(201);
  });

  it('refuses paying through the waiter under the country minimum (10000 in Colombia)', async () => {
    const diner = await h.diner();
    const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 4'));
    const cheap = menu.find(
      (p) =>
        (p.promo ?? p.price) < 10_000 &&
        p.option_groups.length === 0 &&
        p.stock === null &&
        p.availability.length === 0 &&
        !p.is_alcoholic,
    );
    expect(cheap, 'a demo product under 10000').toBeDefined();
    if (!cheap) return;
    await h.add(diner, order.purchase.id, cheap);
    await h.send(diner, 'PUT', `/menudigital/cook_products/${order.purchase.id}.json`);
    const bill = await h.send(diner, 'PUT', `/menudigital/call_waiter/${order.purchase.id}`, {
      reason: 'bill',
    });
    expect(bill.statusCode).toBe(409);
    expect(bill.json<ErrorBody>()).toMatchObject({ key: 'minimum_value' });
    expect(bill.json<ErrorBody>().message).toMatch(/10\.000/);
    const cash = await pay(diner, { amount: cheap.promo ?? cheap.price });
    expect(cash.json<ErrorBody>().key).toBe('minimum_value');
  });
});

describe(`split the bill three ways (${storeName})`, () => {
  it('equal part, items (a shared item) and the custom rest, each with its own method and tip, until it closes', async () => {
    const { diners, order } = await tableWith('Mesa 1', 3);
    const [ana, beto, caro] = diners as [Diner, Diner, Diner];
    const id = order.purchase.id;
    const bill = order.bill.bill;
    const third = Math.ceil(bill / 3);

    const a = await pay(ana, {
      purchase_id: id,
      method: 'cash',
      amount: third,
      tip: 1_000,
      share: { kind: 'equal', parts: 3, part: 1 },
    });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().order.bill).toMatchObject({ reserved: third, remaining: bill - third });

    const item = order.purchase.products[0]!;
    const half = Math.round(item.subtotal / 2);
    const b = await pay(beto, {
      purchase_id: id,
      method: 'card_reader',
      amount: half,
      tip: 0,
      share: { kind: 'items', items: [{ item_id: item.id, fraction: 0.5 }] },
    });
    expect(b.statusCode, b.body).toBe(201);
    const rest = bill - third - half;
    const tooMuch = await pay(caro, customShare(id, 'cash', rest + 1, { tip: 0 }));
    expect(tooMuch.statusCode).toBe(409);
    const same = await pay(caro, {
      purchase_id: id,
      amount: third,
      share: { kind: 'equal', parts: 3, part: 1 },
    });
    expect(same.json<ErrorBody>().key).toBe('conflict');
    const c = await pay(caro, customShare(id, 'cash', rest, { tip: 2_500 }));
    expect(c.statusCode, c.body).toBe(201);
    expect(c.json().order.bill.remaining).toBe(0);

    const payments = c.json<{ order: TableOrder }>().order.bill.payments;
    expect(payments.map((p) => [p.nickname, p.method, p.status])).toEqual([
      ['Ana', 'cash', 'pending'],
      ['Beto', 'card_reader', 'pending'],
      ['Caro', 'cash', 'pending'],
    ]);
    let staffView: StaffOrder | undefined;
    for (const payment of payments) {
      const settled = await h.staff(
        'la-brasa',
        staffToken,
        'PUT',
        `/staff/orders/${id}/payments/${payment.id}.json`,
        {
          status: 'paid',
        },
      );
      expect(settled.statusCode, settled.body).toBe(200);
      staffView = settled.json<StaffOrder>();
    }
    expect(staffView!.purchase).toMatchObject({
      status: 'finished',
      tip: 3_500,
      total: bill + 3_500,
      paid_amount: bill + 3_500,
      balance: 0,
    });
    expect(staffView!.purchase.closed_at).not.toBeNull();
    const closed = await h.add(ana, id, plainProduct(menu));
    expect(closed.json<ErrorBody>().key).toBe('order_closed');
  });

  it('pays a share in one read of the table, its items, members and payments, answering them with the payment it wrote (ADR 048, 056)', async () => {
    const { diners, order } = await tableWith('Mesa 6', 4);
    const item = order.purchase.products[0]!;
    const before = h.t.database.statements.count;
    const paid = await pay(diners[1]!, {
      purchase_id: order.purchase.id,
      method: 'cash',
      amount: item.subtotal,
      share: { kind: 'items', items: [{ item_id: item.id, fraction: 1 }] },
    });
    const sent = h.t.database.statements.count - before;
    expect(paid.statusCode, paid.body).toBe(201);
    // 17 when the items were read three times, the members twice and the pending count apart, 14
    // with the payments read again after the write and the order, its member and its place apart;
    // on PostgreSQL the transaction's begin and commit are counted too (client.ts `statements`)
    expect(sent).toBeLessThanOrEqual(storeName === 'postgres' ? 11 : 9);
    // The answer made from those reads is the table as read afresh.
    const fresh = await h.send(diners[1]!, 'GET', `/menudigital/cart/${order.purchase.id}.json`);
    expect(paid.json<{ order: TableOrder }>().order).toEqual(fresh.json<TableOrder>());
    expect(fresh.json<TableOrder>().bill.claimed_items).toEqual({ [item.id]: 1 });
  });

  it('answers a retried share with its payment as first answered and the table as it is now (ADR 049)', async () => {
    // Mesa 6 is shared with the tests above: what they paid is counted from the first answer
    const { diners, order } = await tableWith('Mesa 6', 2);
    const [ana, beto] = diners as [Diner, Diner];
    const id = order.purchase.id;
    const headers = { 'idempotency-key': `share-${id}` };
    const body = { supplier_id: 'chapinero', ...customShare(id, 'cash', 1_000, { tip: 0 }) };
    const send = () => h.send(ana, 'POST', '/menudigital/manual_payment.json', body, headers);
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const other = await pay(beto, customShare(id, 'cash', 2_000, { tip: 0 }));
    expect(other.statusCode, other.body).toBe(201);
    const retry = await send();
    expect(retry.statusCode).toBe(201);
    const answer = retry.json<{ payment: { id: string }; order: TableOrder }>();
    expect(answer.payment).toEqual(first.json().payment);
    const before = first.json<{ order: TableOrder }>().order.bill;
    expect(answer.order.bill.payments).toHaveLength(before.payments.length + 1);
    expect(answer.order.bill.reserved).toBe(before.reserved + 2_000);
  });

  it('answers a retried share that took the rest of the bill with its first answer, not a refusal (ADR 056)', async () => {
    // Mesa 2 is shared with a test above: what is left of its bill is paid here
    const { diners, order } = await tableWith('Mesa 2', 4);
    const id = order.purchase.id;
    const rest = order.bill.remaining;
    expect(rest).toBeGreaterThanOrEqual(order.call_waiter_minimum ?? 0);
    const headers = { 'idempotency-key': `rest-${id}` };
    const body = { supplier_id: 'chapinero', ...customShare(id, 'cash', rest, { tip: 0 }) };
    const send = () => h.send(diners[0]!, 'POST', '/menudigital/manual_payment.json', body, headers);
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    // Now nothing is left to pay: the same share without its key is refused...
    const other = await pay(diners[0]!, customShare(id, 'cash', rest, { tip: 0 }));
    expect(other.statusCode).toBe(409);
    // ...and with it the retry gets the payment it made.
    const retry = await send();
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json<{ payment: unknown }>().payment).toEqual(first.json<{ payment: unknown }>().payment);
    expect(retry.json<{ order: TableOrder }>().order.bill.remaining).toBe(0);
    // The share is let go again for the tests after this one at this table.
    const url = `/menudigital/manual_payment/${id}.json`;
    expect((await h.send(diners[0]!, 'PUT', url, { cancel: true })).statusCode).toBe(200);
  });

  it('never lets two payers at once cover more than the bill', async () => {
    const { diners, order } = await tableWith('Mesa 3', 2);
    const bill = order.bill.bill;
    const answers = await Promise.all(
      diners.map((d) => pay(d, { purchase_id: order.purchase.id, amount: bill, share: { kind: 'full' } })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const cart = (
      await h.send(diners[0]!, 'GET', `/menudigital/cart/${order.purchase.id}.json`)
    ).json<TableOrder>();
    expect(cart.bill.reserved).toBe(bill);
  });

  it('lets a payer change the method or cancel a pending manual payment, freeing the share', async () => {
    const { diners, order } = await tableWith('Mesa 2', 2);
    const bill = order.bill.bill;
    const created = await pay(diners[0]!, { purchase_id: order.purchase.id, amount: bill, method: 'cash' });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/menudigital/manual_payment/${order.purchase.id}.json`;
    const changed = await h.send(diners[0]!, 'PUT', url, { method: 'card_reader' });
    expect(changed.json().payment).toMatchObject({ method: 'card_reader', status: 'pending' });
    const notMine = await h.send(diners[1]!, 'PUT', url, { cancel: true });
    expect(notMine.statusCode).toBe(404);
    const canceled = await h.send(diners[0]!, 'PUT', url, { cancel: true });
    expect(canceled.json().order.bill).toMatchObject({ reserved: 0, remaining: bill });
  });
});

describe(`payment first: plazoleta, no-incremental, room service (${storeName})`, () => {
  it('refuses the kitchen before payment at a plazoleta, then sends it once paid', async () => {
    const usaquen = await h.menu('la-brasa', 'usaquen');
    const diner = await h.diner();
    const order = await h.join(diner, 'usaquen', codeOf('la-brasa', 'usaquen', 'Mesa 1'));
    expect(order.rules).toMatchObject({ mode: 'checkout_plazoleta', pay_before_kitchen: true });
    await h.add(diner, order.purchase.id, plainProduct(usaquen));
    await h.add(diner, order.purchase.id, plainProduct(usaquen, 1));
    const early = await h.send(diner, 'PUT', `/menudigital/cook_products/${order.purchase.id}.json`);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>()).toMatchObject({
      key: 'payment_required',
      message: 'Pay for your order before it goes to the kitchen.',
    });
    const cart = (
      await h.send(diner, 'GET', `/menudigital/cart/${order.purchase.id}.json`)
    ).json<TableOrder>();
    const paid = await pay(diner, { supplier_id: 'usaquen', amount: cart.bill.bill, tip: cart.purchase.tip });
    expect(paid.statusCode, paid.body).toBe(201);
    const settled = await h.staff(
      'la-brasa',
      staffToken,
      'PUT',
      `/staff/orders/${order.purchase.id}/payments/${paid.json().payment.id}.json`,
      { status: 'paid' },
    );
    const after = settled.json<StaffOrder>().purchase;
    expect(after.status).toBe('preparation');
    expect(after.products.every((p) => p.state === 'ordered' && p.round === 1)).toBe(true);
    const next = await h.join(await h.diner(), 'usaquen', codeOf('la-brasa', 'usaquen', 'Mesa 1'));
    expect(next.purchase.id).not.toBe(order.purchase.id);
  });

  it('opens room service for a room code: payment first, whatever the branch class', async () => {
    const diner = await h.diner();
    const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Habitación 101'));
    expect(order.purchase.subservice).toBe('room');
    expect(order.purchase.payment_mandatory).toBe(true);
    expect(order.rules.pay_before_kitchen).toBe(true);
    await h.add(diner, order.purchase.id, plainProduct(menu));
    const early = await h.send(diner, 'PUT', `/menudigital/cook_products/${order.purchase.id}.json`);
    expect(early.json<ErrorBody>().key).toBe('payment_required');
  });

  it('takes one order at no-incremental seats, asking the seat number', async () => {
    const titan = await h.menu('cine-estelar', 'titan');
    const diner = await h.diner('cine-estelar');
    const code = codeOf('cine-estelar', 'titan', 'Sala VIP');
    const missing = await h.send(diner, 'POST', '/menudigital/init.json', {
      purchase: { supplier_id: 'titan', table_code: code },
    });
    expect(missing.json<ErrorBody>()).toMatchObject({ key: 'validation_failed' });
    const order = await h.join(diner, 'titan', code, { place_number: 'F12' });
    expect(order.details.place_number).toBe('F12');
    expect(order.rules).toMatchObject({ mode: 'checkout_no_incremental', incremental: false });
    const neighbour = await h.join(await h.diner('cine-estelar'), 'titan', code, { place_number: 'F13' });
    expect(neighbour.purchase.id).not.toBe(order.purchase.id);
    const added = await h.add(diner, order.purchase.id, plainProduct(titan));
    expect(added.statusCode, added.body).toBe(201);
  });

  it('gives each diner at a counter their own grab-and-go order, whatever entry they scanned', async () => {
    const code = codeOf('la-brasa', 'usaquen', 'Barra');
    const [ana, beto] = [await h.diner(), await h.diner()];
    const init = await h.send(ana, 'GET', `/menudigital/init?supplier_id=usaquen&table_code=${code}`);
    expect(init.json<TableInit>()).toMatchObject({
      table: { kind: 'counter', shared: false, asks_number: false },
      subservice: 'grab_and_go',
      rules: { mode: 'checkout_plazoleta', pay_before_kitchen: true },
    });
    const hers = await h.join(ana, 'usaquen', code, { nickname: 'Ana', subservice: 'grab_and_go' });
    // Beto scanned it from the digital-menu entry (no subservice asked): a counter is grab-and-go
    const his = await h.join(beto, 'usaquen', code, { nickname: 'Beto' });
    expect(his.purchase.id).not.toBe(hers.purchase.id);
    for (const order of [hers, his]) {
      expect(order.purchase).toMatchObject({ subservice: 'grab_and_go', payment_mandatory: true });
    }
    expect(his.members).toEqual([{ nickname: 'Beto', me: true }]);
    const seen = await h.send(beto, 'GET', `/menudigital/cart/${hers.purchase.id}.json`);
    expect(seen.statusCode).toBe(404);
    expect((await h.join(ana, 'usaquen', code)).purchase.id).toBe(hers.purchase.id);
  });

  it('takes at the table only the methods the venue takes there (no cash at the cinema)', async () => {
    const titan = await h.menu('cine-estelar', 'titan');
    const diner = await h.diner('cine-estelar');
    const order = await h.join(diner, 'titan', codeOf('cine-estelar', 'titan', 'Barra de snacks'));
    await h.add(diner, order.purchase.id, plainProduct(titan), 4);
    const cart = (
      await h.send(diner, 'GET', `/menudigital/cart/${order.purchase.id}.json`)
    ).json<TableOrder>();
    const body = { supplier_id: 'titan', purchase_id: order.purchase.id, amount: cart.bill.bill };
    const cash = await pay(diner, { ...body, method: 'cash' });
    expect(cash.statusCode).toBe(409);
    expect(cash.json<ErrorBody>().key).toBe('payment_method_unavailable');
    const reader = await pay(diner, { ...body, method: 'card_reader' });
    expect(reader.statusCode, reader.body).toBe(201);
    const url = `/menudigital/manual_payment/${order.purchase.id}.json`;
    const toCash = await h.send(diner, 'PUT', url, { method: 'cash' });
    expect(toCash.json<ErrorBody>().key).toBe('payment_method_unavailable');
    const kept = await h.send(diner, 'GET', `/menudigital/cart/${order.purchase.id}.json`);
    expect(kept.json<TableOrder>().bill.payments).toMatchObject([
      { method: 'card_reader', status: 'pending' },
    ]);
  });

  it("reads the methods from the payments' cache, which forgetting the venue reads renews at once (ADR 057)", async () => {
    const titan = await h.menu('cine-estelar', 'titan');
    const diner = await h.diner('cine-estelar');
    const order = await h.join(diner, 'titan', codeOf('cine-estelar', 'titan', 'Sala VIP'), {
      place_number: 'G7',
    });
    await h.add(diner, order.purchase.id, plainProduct(titan), 2);
    const body = { supplier_id: 'titan', ...customShare(order.purchase.id, 'cash', 1_000) };
    expect((await pay(diner, body)).json<ErrorBody>().key).toBe('payment_method_unavailable');
    const { db } = h.t.database;
    const instanceId = await instanceIdOf(db, 'cine-estelar');
    const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.instanceId, instanceId));
    const methods = row!.methods as Record<string, string[]>;
    const setMethods = async (value: Record<string, string[]>) => {
      // written beside the app, as an import would: this process forgets its copy as its own edits do
      await db
        .update(paymentSettings)
        .set({ methods: value })
        .where(eq(paymentSettings.instanceId, instanceId));
      forgetVenueReads(h.t.app.venues);
    };
    await setMethods({ ...methods, on_table: [...(methods.on_table ?? []), 'cash'] });
    try {
      const cash = await pay(diner, body);
      expect(cash.statusCode, cash.body).toBe(201);
      expect(cash.json<{ payment: { method: string } }>().payment.method).toBe('cash');
    } finally {
      await setMethods(methods);
    }
    expect((await pay(diner, body)).json<ErrorBody>().key).toBe('payment_method_unavailable');
  });

  it('refuses orders at a basic branch (menu only) but identifies its tables', async () => {
    const diner = await h.diner('cafe-alerce');
    const code = codeOf('cafe-alerce', 'providencia', 'Mesa 1');
    const init = await h.send(diner, 'GET', `/menudigital/init?supplier_id=providencia&table_code=${code}`);
    expect(init.json().rules).toMatchObject({ mode: 'basic', ordering: false });
    const create = await h.send(diner, 'POST', '/menudigital/init.json', {
      purchase: { supplier_id: 'providencia', table_code: code },
    });
    expect(create.json<ErrorBody>().key).toBe('table_service_unavailable');
  });
});

describe(`ratings (${storeName})`, () => {
  it('stores a rate of an order by a member and by the holder of its rating link', async () => {
    const { diners, order } = await tableWith('Mesa 4', 1);
    const res = await h.send(diners[0]!, 'POST', `/menudigital/rates.json?purchase_id=${order.purchase.id}`, {
      rate: { score: 5, comment: 'Excelente' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const staff = await h.staff('la-brasa', staffToken, 'GET', `/staff/orders/${order.purchase.id}.json`);
    const path = staff.json<StaffOrder>().rate_path!;
    const [, , purchaseId, token] = path.split('/');
    const outsider = await h.diner();
    const linked = await h.send(
      outsider,
      'POST',
      `/menudigital/rates.json?purchase_id=${purchaseId}&token=${token}`,
      {
        rate: { score: 4 },
      },
    );
    expect(linked.statusCode).toBe(201);
    const wrong = await h.send(
      outsider,
      'POST',
      `/menudigital/rates.json?purchase_id=${purchaseId}&token=${token!.startsWith('x') ? 'y' : 'x'}${token!.slice(1)}`,
      {
        rate: { score: 4 },
      },
    );
    expect(wrong.statusCode).toBe(404);
  });

  it('stores digital-menu and NPS service ratings with their scales', async () => {
    const diner = await h.diner('cafe-alerce');
    const rate = (kind: string, score: number) =>
      h.send(diner, 'POST', '/menudigital/rates_services.json', {
        rates_service: { supplier_id: 'providencia', kind, score, comment: null },
      });
    expect((await rate('digital_menu', 5)).statusCode).toBe(201);
    expect((await rate('nps', 0)).statusCode).toBe(201);
    expect((await rate('nps', 10)).statusCode).toBe(201);
    expect((await rate('digital_menu', 0)).json<ErrorBody>().key).toBe('validation_failed');
    expect((await rate('nps', 11)).statusCode).toBe(400);
  });
});

describe(`the table's answers as their schemas keep them (${storeName}; docs/decisions/077-the-table-answers-written-as-built.md)`, () => {
  // The table's three answers are written as their views build them, without zod's check and
  // copy: what reaches the diner must pass the schema and be what zod's parse keeps of it, with
  // nothing else (the order of the keys aside, which JSON leaves free).
  const expectKept = (schema: z.ZodType, text: string) =>
    expect(JSON.parse(text)).toStrictEqual(schema.parse(JSON.parse(text)));

  it('answers a table call, a share paid, its retry and a waiter call with nothing the schema would not keep', async () => {
    // Mesa 3 is shared with the tests above: it holds what they left too
    const { diners, order } = await tableWith('Mesa 3', 3);
    const id = order.purchase.id;
    const cart = await h.send(diners[1]!, 'GET', `/menudigital/cart/${id}.json`);
    expect(cart.statusCode).toBe(200);
    expect(cart.json<TableOrder>().purchase.products.length).toBeGreaterThanOrEqual(3);
    expectKept(tableOrderSchema, cart.body);
    const headers = { 'idempotency-key': `kept-${id}` };
    const body = { supplier_id: 'chapinero', ...customShare(id, 'cash', 1_000, { tip: 100 }) };
    const share = await h.send(diners[1]!, 'POST', '/menudigital/manual_payment.json', body, headers);
    expect(share.statusCode, share.body).toBe(201);
    expect(share.json<{ order: TableOrder }>().order.bill.payments.length).toBeGreaterThanOrEqual(1);
    expectKept(manualPaymentSchema, share.body);
    const retry = await h.send(diners[1]!, 'POST', '/menudigital/manual_payment.json', body, headers);
    expect(retry.statusCode).toBe(201);
    expectKept(manualPaymentSchema, retry.body);
    const call = await h.send(diners[2]!, 'PUT', `/menudigital/call_waiter/${id}`, { reason: 'assistance' });
    expect(call.statusCode, call.body).toBe(201);
    expectKept(callWaiterResponseSchema, call.body);
  });
});
