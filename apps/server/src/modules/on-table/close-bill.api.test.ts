import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import { codeOf, OnTableHarness, plainProduct } from '../../../test/support/table-orders.ts';
import { billClosures, domainEvents, payments, purchases } from '../../db/schema.ts';

// Money-changing acts of the staff on a table order (docs/staff-api.md): settling a payment takes
// one strict body on both routes, and closing a bill with money still owed needs the owed amount
// confirmed and a reason, recorded with who closed it
// (docs/decisions/090-money-moved-only-when-said.md, 091-a-bill-closed-with-money-owed.md).

const h = fileApp(() => OnTableHarness.create());
let token: string;
beforeAll(async () => {
  token = await h.staffToken('la-brasa');
});

const staff = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  h.staff('la-brasa', token, method, url, payload);

/** A table order of Chapinero with two products sent to the kitchen; its bill. */
async function servedTable(label: string) {
  const menu = await h.menu('la-brasa', 'chapinero');
  const diner = await h.diner();
  const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', label));
  const id = order.purchase.id;
  await h.add(diner, id, plainProduct(menu));
  await h.add(diner, id, plainProduct(menu, 1));
  const sent = (await h.send(diner, 'PUT', `/menudigital/cook_products/${id}.json`)).json<TableOrder>();
  return { diner, id, bill: sent.bill.bill };
}

async function purchaseOf(id: string) {
  const [row] = await h.t.database.db.select().from(purchases).where(eq(purchases.id, id));
  return row!;
}

describe(`settling a table's payment (${storeName})`, () => {
  it.each([
    ['an empty body', {}],
    ['a misspelled key', { stauts: 'paid' }],
    ['an unknown key beside the status', { status: 'paid', by: 'caja' }],
    ['the payments route’s former body', { outcome: 'paid' }],
  ])('refuses %s with 400 on the table route, and the payment stays pending', async (_name, body) => {
    const { diner, id, bill } = await servedTable('Mesa 4');
    const created = await h.send(diner, 'POST', '/menudigital/manual_payment.json', {
      supplier_id: 'chapinero',
      purchase_id: id,
      method: 'cash',
      amount: bill,
    });
    expect(created.statusCode, created.body).toBe(201);
    const payment = created.json<{ payment: { id: string } }>().payment.id;
    const res = await staff('PUT', `/staff/orders/${id}/payments/${payment}.json`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorBody>().key).toBe('validation_failed');
    const [row] = await h.t.database.db.select().from(payments).where(eq(payments.id, payment));
    expect(row).toMatchObject({ status: 'pending', settledBy: null });
    expect((await purchaseOf(id)).paidAmount).toBe(0);
    // the same body on the payments route settles it; the bill is covered and closes
    const settled = await staff('POST', `/staff/payments/${payment}/settle`, { status: 'paid' });
    expect(settled.statusCode, settled.body).toBe(200);
  });
});

describe(`closing a bill with money owed (${storeName})`, () => {
  it('refuses with the owed amount, then closes once it is confirmed with a reason, recording who', async () => {
    const { diner, id, bill } = await servedTable('Mesa 5');
    // a part of the bill paid in cash and settled: the rest is owed
    const part = Math.floor(bill / 3);
    const created = await h.send(diner, 'POST', '/menudigital/manual_payment.json', {
      supplier_id: 'chapinero',
      purchase_id: id,
      method: 'cash',
      amount: part,
      tip: 500,
      share: { kind: 'custom' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const payment = created.json<{ payment: { id: string } }>().payment.id;
    expect(
      (await staff('PUT', `/staff/orders/${id}/payments/${payment}.json`, { status: 'paid' })).statusCode,
    ).toBe(200);
    const owed = bill - part;
    const url = `/staff/orders/${id}/close.json`;

    // one tap: refused, saying what is owed (the tip paid is not part of the bill)
    const tap = await staff('PUT', url);
    expect(tap.statusCode, tap.body).toBe(409);
    expect(tap.json<ErrorBody>()).toMatchObject({
      key: 'bill_still_owed',
      params: { owed, currency: 'COP', amount: expect.stringContaining('$') },
    });
    expect(tap.json<ErrorBody>().message).toContain(String(tap.json<ErrorBody>().params.amount));
    // a confirmation of another amount, a confirmation without a reason, an unknown key: refused
    const stale = await staff('PUT', url, { confirm_owed: owed - 1, reason: 'Se fueron' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>()).toMatchObject({ key: 'bill_still_owed', params: { owed } });
    const noReason = await staff('PUT', url, { confirm_owed: owed, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<ErrorBody>()).toMatchObject({ key: 'close_reason_required', params: { owed } });
    const unknown = await staff('PUT', url, { confirm_owed: owed, reason: 'Se fueron', force: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().key).toBe('validation_failed');
    // nothing changed
    expect((await purchaseOf(id)).closedAt).toBeNull();
    expect(await h.t.database.db.select().from(billClosures).where(eq(billClosures.purchaseId, id))).toEqual(
      [],
    );

    const closed = await staff('PUT', url, { confirm_owed: owed, reason: ' Se fueron sin pagar ' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<StaffOrder>().purchase).toMatchObject({ status: 'finished' });
    expect((await purchaseOf(id)).closedAt).not.toBeNull();
    const [closure] = await h.t.database.db
      .select()
      .from(billClosures)
      .where(eq(billClosures.purchaseId, id));
    expect(closure).toMatchObject({
      closedBy: 'test la-brasa',
      owed,
      currency: 'COP',
      reason: 'Se fueron sin pagar',
    });
    // the branch's staff hear it, and the outbox keeps it
    const events = await h.t.database.db.select().from(domainEvents);
    expect(events.map((e) => e.payload)).toContainEqual({
      type: 'bill_closed',
      purchase_id: id,
      closed_by: 'test la-brasa',
      owed,
      reason: 'Se fueron sin pagar',
    });
    // closing again answers the closed bill and records nothing more
    expect((await staff('PUT', url)).statusCode).toBe(200);
    expect(
      await h.t.database.db.select().from(billClosures).where(eq(billClosures.purchaseId, id)),
    ).toHaveLength(1);
  });

  it('frees a table opened by mistake in one tap: nothing owed, who closed it recorded', async () => {
    const order = await h.join(await h.diner(), 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 6'));
    const closed = await staff('PUT', `/staff/orders/${order.purchase.id}/close.json`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<StaffOrder>().purchase.closed_at).not.toBeNull();
    const [closure] = await h.t.database.db
      .select()
      .from(billClosures)
      .where(eq(billClosures.purchaseId, order.purchase.id));
    expect(closure).toMatchObject({ closedBy: 'test la-brasa', owed: 0, reason: null });
  });
});
