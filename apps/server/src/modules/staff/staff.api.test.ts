import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import { hostOf } from '../../../test/support/diners.ts';
import { codeOf, OnTableHarness, plainProduct } from '../../../test/support/table-orders.ts';
import { hashStaffToken } from './staff.auth.ts';
import { parseStaffTokens, provisionStaffTokens } from './staff.provision.ts';

// The venue staff API (docs/staff-api.md): a bearer token per venue; open tables and orders,
// rounds prepared and delivered, waiter calls, settling manual payments, closing a bill.

const h = fileApp(() => OnTableHarness.create());
let token: string;

beforeAll(async () => {
  token = await h.staffToken('la-brasa');
});

describe(`staff authentication (${storeName})`, () => {
  it('keeps only the hash of a token', () => {
    expect(token).toMatch(/^stf_[\w-]{43}$/);
    expect(hashStaffToken(token)).toHaveLength(32);
  });

  it.each([
    ['no header', undefined],
    ['a wrong token', 'Bearer stf_wrongwrongwrongwrongwrongwrongwrongwrongwro'],
    ['a profile token', 'Bearer abcdefghijklmnopqrstuvwxyz0123456789abcdefg'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('refuses %s with 401 unauthorized', async (_name, authorization) => {
    const res = await h.t.app.inject({
      url: '/staff/orders.json?supplier_id=chapinero',
      headers: { host: hostOf('la-brasa'), ...(authorization ? { authorization } : {}) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorBody>().key).toBe('unauthorized');
  });

  it('provisions tokens from STAFF_TOKENS once, for known venues only', async () => {
    const spec = 'cine-estelar:stf_env_token_0123456789abcdef,nowhere:stf_env_token_0123456789abcdef';
    expect(parseStaffTokens(spec)).toHaveLength(2);
    expect(await provisionStaffTokens(h.t.database.db, spec)).toEqual(['cine-estelar']);
    expect(await provisionStaffTokens(h.t.database.db, spec)).toEqual(['cine-estelar']);
    const res = await h.staff(
      'cine-estelar',
      'stf_env_token_0123456789abcdef',
      'GET',
      '/staff/orders.json?supplier_id=andino',
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses a venue's token on another venue's host", async () => {
    const res = await h.staff('taqueria-el-sol', token, 'GET', '/staff/orders.json?supplier_id=roma-norte');
    expect(res.statusCode).toBe(401);
  });
});

describe(`the on-table lifecycle through the staff API (${storeName})`, () => {
  it('lists tables with their QR paths, then follows an order from the kitchen to the closed bill', async () => {
    const tables = await h.staff('la-brasa', token, 'GET', '/staff/tables.json?supplier_id=chapinero');
    expect(tables.statusCode, tables.body).toBe(200);
    const list = tables.json<{ tables: { label: string; code: string; qr_path: string }[] }>().tables;
    const mesa = list.find((t) => t.label === 'Mesa 1')!;
    expect(mesa.code).toBe(codeOf('la-brasa', 'chapinero', 'Mesa 1'));
    expect(mesa.qr_path).toBe(`/chapinero/menu-digital?mesa=${mesa.code}`);
    expect(list.find((t) => t.label === 'Habitación 101')!.qr_path).toMatch(
      /^\/chapinero\/service-room\?mesa=/,
    );

    const menu = await h.menu('la-brasa', 'chapinero');
    const diner = await h.diner();
    const order = await h.join(diner, 'chapinero', mesa.code, { nickname: 'Dani' });
    await h.add(diner, order.purchase.id, plainProduct(menu));
    await h.add(diner, order.purchase.id, plainProduct(menu, 1));
    await h.send(diner, 'PUT', `/menudigital/cook_products/${order.purchase.id}.json`);

    const open = await h.staff('la-brasa', token, 'GET', '/staff/orders.json?supplier_id=chapinero');
    const mine = open
      .json<{ orders: StaffOrder[] }>()
      .orders.find((o) => o.purchase.id === order.purchase.id)!;
    expect(mine.table.label).toBe('Mesa 1');
    // each member with the profile a waiter adds a line for (ADR 112)
    expect(mine.members).toEqual([{ nickname: 'Dani', profile_id: diner.id }]);
    expect(mine.details).not.toHaveProperty('rate_token');

    const url = `/staff/orders/${order.purchase.id}/rounds/1.json`;
    const prepared = await h.staff('la-brasa', token, 'PUT', url, { state: 'prepared' });
    expect(prepared.json<StaffOrder>().purchase.products.map((p) => p.state)).toEqual([
      'prepared',
      'prepared',
    ]);
    const delivered = await h.staff('la-brasa', token, 'PUT', url, { state: 'delivered' });
    expect(delivered.json<StaffOrder>().purchase.products.map((p) => p.state)).toEqual([
      'delivered',
      'delivered',
    ]);
    const again = await h.staff('la-brasa', token, 'PUT', url, { state: 'prepared' });
    expect(again.statusCode).toBe(409);

    // nothing was paid: closing asks for the owed amount to be confirmed and a reason
    const closeUrl = `/staff/orders/${order.purchase.id}/close.json`;
    const owing = await h.staff('la-brasa', token, 'PUT', closeUrl);
    expect(owing.statusCode).toBe(409);
    const owed = owing.json<ErrorBody>().params.owed as number;
    const closed = await h.staff('la-brasa', token, 'PUT', closeUrl, {
      confirm_owed: owed,
      reason: 'Pagó en caja',
    });
    expect(closed.json<StaffOrder>().purchase).toMatchObject({ status: 'finished' });
    const diners = await h.send(diner, 'GET', `/menudigital/cart/${order.purchase.id}.json`);
    expect(diners.json<TableOrder>().purchase.closed_at).not.toBeNull();
    const next = await h.join(await h.diner(), 'chapinero', mesa.code);
    expect(next.purchase.id).not.toBe(order.purchase.id);
  });

  it('settles through the table route or the payments route the same way, and answers the collect call', async () => {
    const menu = await h.menu('la-brasa', 'chapinero');
    const diner = await h.diner();
    const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 3'));
    const id = order.purchase.id;
    // enough for two payments over the pay-by-call-waiter minimum
    for (const skip of [0, 1, 2]) await h.add(diner, id, plainProduct(menu, skip));
    const sent = (await h.send(diner, 'PUT', `/menudigital/cook_products/${id}.json`)).json<TableOrder>();
    const half = Math.floor(sent.bill.bill / 2);
    const payments = [];
    for (const [method, amount] of [
      ['cash', half],
      ['card_reader', sent.bill.bill - half],
    ] as const) {
      const created = await h.send(diner, 'POST', '/menudigital/manual_payment.json', {
        supplier_id: 'chapinero',
        purchase_id: id,
        method,
        amount,
        tip: 0,
        share: { kind: 'custom' },
      });
      expect(created.statusCode, created.body).toBe(201);
      payments.push(created.json<{ payment: { id: string } }>().payment.id);
    }
    const [cash, reader] = payments as [string, string];
    const before = (await h.staff('la-brasa', token, 'GET', `/staff/orders/${id}.json`)).json<StaffOrder>();
    expect(
      before.calls
        .filter((c) => c.status === 'open')
        .map((c) => c.payment_id)
        .sort(),
    ).toEqual([cash, reader].sort());

    // the payments module's route and the table route move the payment through one ledger
    const viaPayments = await h.staff('la-brasa', token, 'POST', `/staff/payments/${cash}/settle`, {
      status: 'paid',
    });
    expect(viaPayments.statusCode, viaPayments.body).toBe(200);
    const tableRoute = `/staff/orders/${id}/payments/${reader}.json`;
    const viaTable = await h.staff('la-brasa', token, 'PUT', tableRoute, { status: 'paid' });
    expect(viaTable.statusCode, viaTable.body).toBe(200);
    const after = viaTable.json<StaffOrder>();
    expect(after.purchase).toMatchObject({ status: 'finished', balance: 0 });
    expect(after.purchase.closed_at).not.toBeNull();
    expect(after.calls.filter((c) => c.payment_id !== null).map((c) => c.status)).toEqual([
      'acknowledged',
      'acknowledged',
    ]);
    // settling again the same way answers the same; the other way is refused and changes nothing
    expect((await h.staff('la-brasa', token, 'PUT', tableRoute, { status: 'paid' })).statusCode).toBe(200);
    const flipped = await h.staff('la-brasa', token, 'PUT', tableRoute, { status: 'declined' });
    expect(flipped.statusCode).toBe(409);
    const paid = (await h.send(diner, 'GET', `/menudigital/cart/${id}.json`)).json<TableOrder>();
    expect(paid.bill.payments.map((p) => p.status)).toEqual(['paid', 'paid']);
  });

  it('prints grab-and-go QR paths for counters, and finishes a paid-first order the staff hand over', async () => {
    const tables = await h.staff('la-brasa', token, 'GET', '/staff/tables.json?supplier_id=usaquen');
    const barra = tables
      .json<{ tables: { label: string; code: string; qr_path: string }[] }>()
      .tables.find((t) => t.label === 'Barra')!;
    expect(barra.qr_path).toBe(`/usaquen/grab-and-go?mesa=${barra.code}`);

    const usaquen = await h.menu('la-brasa', 'usaquen');
    const diner = await h.diner();
    const order = await h.join(diner, 'usaquen', barra.code, { nickname: 'Eli' });
    const id = order.purchase.id;
    await h.add(diner, id, plainProduct(usaquen));
    await h.add(diner, id, plainProduct(usaquen, 1));
    const cart = (await h.send(diner, 'GET', `/menudigital/cart/${id}.json`)).json<TableOrder>();
    const paid = await h.send(diner, 'POST', '/menudigital/manual_payment.json', {
      supplier_id: 'usaquen',
      purchase_id: id,
      amount: cart.bill.bill,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = paid.json<{ payment: { id: string } }>().payment.id;
    await h.staff('la-brasa', token, 'PUT', `/staff/orders/${id}/payments/${payment}.json`, {
      status: 'paid',
    });

    // paid, the kitchen has it: in preparation, also once it is ready at the counter
    const url = `/staff/orders/${id}/rounds/1.json`;
    const prepared = await h.staff('la-brasa', token, 'PUT', url, { state: 'prepared' });
    expect(prepared.json<StaffOrder>().purchase).toMatchObject({ status: 'preparation' });
    expect(prepared.json<StaffOrder>().purchase.closed_at).not.toBeNull();
    // handed over: nothing is left to receive, the order is finished and leaves the kitchen's list
    const delivered = await h.staff('la-brasa', token, 'PUT', url, { state: 'delivered' });
    expect(delivered.json<StaffOrder>().purchase).toMatchObject({ status: 'finished' });
    expect(delivered.json<StaffOrder>().purchase.products.every((p) => p.state === 'delivered')).toBe(true);
    const open = await h.staff('la-brasa', token, 'GET', '/staff/orders.json?supplier_id=usaquen');
    expect(open.json<{ orders: StaffOrder[] }>().orders.map((o) => o.purchase.id)).not.toContain(id);
    const seen = (await h.send(diner, 'GET', `/menudigital/cart/${id}.json`)).json<TableOrder>();
    expect(seen.purchase.status).toBe('finished');
  });

  it("lists every stranger's open order at a counter, oldest first", async () => {
    const code = codeOf('la-brasa', 'usaquen', 'Barra');
    const first = await h.join(await h.diner(), 'usaquen', code, { nickname: 'Uno' });
    const second = await h.join(await h.diner(), 'usaquen', code, { nickname: 'Dos' });
    expect(second.purchase.id).not.toBe(first.purchase.id);
    const tables = await h.staff('la-brasa', token, 'GET', '/staff/tables.json?supplier_id=usaquen');
    const barra = tables
      .json<{ tables: { label: string; open_purchase_id: string | null; open_purchase_ids: string[] }[] }>()
      .tables.find((t) => t.label === 'Barra')!;
    const ids = barra.open_purchase_ids;
    expect(ids.indexOf(first.purchase.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second.purchase.id)).toBeGreaterThan(ids.indexOf(first.purchase.id));
    expect(barra.open_purchase_id).toBe(ids[0]);
  });

  it("answers 404 for another venue's order and for unknown ids", async () => {
    const other = await h.diner('taqueria-el-sol');
    const order = await h.join(other, 'roma-norte', codeOf('taqueria-el-sol', 'roma-norte', 'Mesa 1'));
    for (const url of [`/staff/orders/${order.purchase.id}.json`, '/staff/orders/not-an-id.json']) {
      const res = await h.staff('la-brasa', token, 'GET', url);
      expect(res.statusCode, url).toBe(404);
    }
    const settle = await h.staff(
      'la-brasa',
      token,
      'PUT',
      `/staff/orders/${order.purchase.id}/payments/x.json`,
      {
        status: 'paid',
      },
    );
    expect(settle.statusCode).toBe(404);
  });
});
