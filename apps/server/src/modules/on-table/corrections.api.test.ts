import type { Correction } from '@storefront/domain/on-table/corrections.schema';
import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import type { AuditPage } from '@storefront/domain/staff/audit-log.schema';
import type { RoundTicket } from '@storefront/domain/staff/kitchen.rules';
import type { StaffRole } from '@storefront/domain/staff/staff-roles.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fileApp, MONDAY_1PM } from '../../../test/support/app.ts';
import type { Diner } from '../../../test/support/diners.ts';
import { StaffConsole } from '../../../test/support/staff-console.ts';
import { codeOf, OnTableHarness, plainProduct } from '../../../test/support/table-orders.ts';

// Corrections of a table's order (issue 54 part 2, ADR 114): voids before and after the kitchen has
// the item, comps and discounts of a line and of the bill, moving the order; the trail of who, when
// and why; totals, shares and payments kept consistent; the role table and another venue's host.

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
const idem = () => ({ 'idempotency-key': `corrections-test-${key++}` });

const asToken = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, headers = {}) =>
  h.staff('la-brasa', token, method, url, payload, headers);
const as = (role: StaffRole, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  staffConsole.call('la-brasa', method, url, { cookie: people[role]!.cookie, payload, headers: idem() });

beforeAll(async () => {
  token = await h.staffToken('la-brasa');
  for (const role of ['owner', 'manager', 'waiter', 'kitchen'] as const)
    people[role] = await staffConsole.member('la-brasa', role);
});

/** A diner at `label` with `count` different products (`each` of each), sent to the kitchen when `send`. */
async function tableWith(
  label: string,
  count: number,
  send = true,
  each = 1,
): Promise<{ diner: Diner; order: TableOrder }> {
  const menu = await h.menu('la-brasa', 'chapinero');
  const diner = await h.diner();
  const code = added.get(label) ?? codeOf('la-brasa', 'chapinero', label);
  const order = await h.join(diner, 'chapinero', code, { nickname: 'Ana' });
  for (let i = 0; i < count; i++) {
    const added = await h.add(diner, order.purchase.id, plainProduct(menu, i), each);
    expect(added.statusCode, added.body).toBeLessThan(300);
  }
  if (send) {
    const sent = await h.send(diner, 'PUT', `/menudigital/cook_products/${order.purchase.id}.json`);
    expect(sent.statusCode, sent.body).toBe(200);
  }
  return { diner, order: await seen(diner, order.purchase.id) };
}

/** Codes of the tables a test added to Chapinero (no other test's diners sit there). */
const added = new Map<string, string>();
async function newTable(label: string): Promise<string> {
  const res = await asToken('POST', '/staff/branches/chapinero/places.json', { label, kind: 'table' });
  expect(res.statusCode, res.body).toBe(200);
  added.set(label, res.json<{ code: string }>().code);
  return res.json<{ id: string }>().id;
}

/** The table as its diner sees it now. */
async function seen(diner: Diner, purchaseId: string): Promise<TableOrder> {
  const res = await h.send(diner, 'GET', `/menudigital/cart/${purchaseId}.json`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TableOrder>();
}

const trail = async (purchaseId: string) =>
  (await asToken('GET', `/staff/orders/${purchaseId}/corrections.json`)).json<{ corrections: Correction[] }>()
    .corrections;

describe('voiding an item', () => {
  it('lets a waiter void what the kitchen has, never the kitchen itself, and the kitchen board shows the void', async () => {
    const { diner, order } = await tableWith('Mesa 1', 2);
    const id = order.purchase.id;
    const [first, second] = order.purchase.products;
    const before = order.purchase.subtotal;

    const noReason = await as('manager', 'POST', `/staff/orders/${id}/items/${first!.id}/void.json`, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    const kitchen = await as('kitchen', 'POST', `/staff/orders/${id}/items/${first!.id}/void.json`, {
      reason: 'Wrong dish',
    });
    expect(kitchen.statusCode).toBe(403);
    expect((await seen(diner, id)).purchase.subtotal).toBe(before);

    const voided = await as('waiter', 'POST', `/staff/orders/${id}/items/${first!.id}/void.json`, {
      reason: 'Wrong dish',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const after = voided.json<StaffOrder>().purchase;
    expect(after.products.find((p) => p.id === first!.id)!.state).toBe('removed');
    expect(after.subtotal).toBe(before - first!.subtotal);
    expect(after.total).toBeLessThan(order.purchase.total);
    // the diner's phone follows: the item is off the bill
    expect((await seen(diner, id)).purchase.subtotal).toBe(before - first!.subtotal);

    // the kitchen board shows it voided on its round's ticket, beside the item still to cook
    const board = await asToken('GET', '/staff/kitchen.json?supplier_id=chapinero');
    const ticket = board.json<{ tickets: RoundTicket[] }>().tickets.find((t) => t.purchase_id === id)!;
    expect(ticket.items.map((i) => [i.id, i.state])).toEqual([
      [second!.id, 'ordered'],
      [first!.id, 'voided'],
    ]);

    const again = await as('manager', 'POST', `/staff/orders/${id}/items/${first!.id}/void.json`, {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ key: string }>().key).toBe('item_not_on_bill');

    expect((await trail(id)).map((c) => [c.kind, c.item_id, c.amount, c.reason, c.actor])).toEqual([
      ['void', first!.id, first!.subtotal, 'Wrong dish', people.waiter!.email],
    ]);
    const audit = (await asToken('GET', '/staff/audit.json?area=orders')).json<AuditPage>();
    expect(audit.entries.some((e) => e.action === 'void_item' && e.actor === people.waiter!.email)).toBe(
      true,
    );
  });

  it("lets a waiter void a line not sent yet, giving its stock back to the diners' menu", async () => {
    const { diner, order } = await tableWith('Mesa 2', 1, false);
    const id = order.purchase.id;
    const item = order.purchase.products[0]!;
    const voided = await as('waiter', 'POST', `/staff/orders/${id}/items/${item.id}/void.json`, {
      reason: 'Guest changed their mind',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const now = await seen(diner, id);
    expect(now.purchase.products[0]!.state).toBe('removed');
    expect(now.purchase.subtotal).toBe(0);
    const kitchen = await as('kitchen', 'POST', `/staff/orders/${id}/items/${item.id}/void.json`, {
      reason: 'x',
    });
    expect(kitchen.statusCode).toBe(403);
  });
});

describe('comps and discounts', () => {
  it("comps a dessert: the bill, the item's share and the diner's screen follow, once per key", async () => {
    const { diner, order } = await tableWith('Mesa 3', 2, true, 3);
    const id = order.purchase.id;
    const [main, dessert] = order.purchase.products;
    const before = order.purchase.subtotal;

    const waiter = await as('waiter', 'POST', `/staff/orders/${id}/items/${dessert!.id}/discount.json`, {
      kind: 'comp',
      reason: 'Birthday',
    });
    expect(waiter.statusCode).toBe(403);

    const headers = idem();
    const body = { kind: 'comp', reason: 'Birthday' };
    const comped = await asToken(
      'POST',
      `/staff/orders/${id}/items/${dessert!.id}/discount.json`,
      body,
      headers,
    );
    expect(comped.statusCode, comped.body).toBe(200);
    const retried = await asToken(
      'POST',
      `/staff/orders/${id}/items/${dessert!.id}/discount.json`,
      body,
      headers,
    );
    expect(retried.statusCode).toBe(200);
    const now = await seen(diner, id);
    const line = now.purchase.products.find((p) => p.id === dessert!.id)!;
    expect(line).toMatchObject({ subtotal: 0, discount: dessert!.subtotal });
    expect(now.purchase.subtotal).toBe(before - dessert!.subtotal);
    expect(now.purchase.total).toBeLessThan(order.purchase.total);
    expect(await trail(id)).toHaveLength(1);

    // a 10% discount on the main: a manager's, in the trail
    const tenPercent = await as('manager', 'POST', `/staff/orders/${id}/items/${main!.id}/discount.json`, {
      kind: 'percent',
      value: 10,
      reason: 'Slow service',
    });
    expect(tenPercent.statusCode, tenPercent.body).toBe(200);
    const mainOff = Math.round(main!.subtotal / 10);
    const mainLine = main!.subtotal - mainOff;
    expect(tenPercent.json<StaffOrder>().purchase.subtotal).toBe(mainLine);

    // half of the main paid as "my items": a share of what the line charges now
    const half = Math.round(mainLine / 2);
    const share = await h.send(diner, 'POST', '/menudigital/manual_payment.json', {
      supplier_id: 'chapinero',
      purchase_id: id,
      method: 'cash',
      amount: half,
      tip: 0,
      share: { kind: 'items', items: [{ item_id: main!.id, fraction: 0.5 }] },
    });
    expect(share.statusCode, share.body).toBe(201);
    // an item a share holds is not changed again
    const paidItem = await as('manager', 'POST', `/staff/orders/${id}/items/${main!.id}/discount.json`, {
      kind: 'comp',
      reason: 'x',
    });
    expect(paidItem.statusCode).toBe(409);
    expect(paidItem.json<{ key: string }>().key).toBe('item_paid');

    // the bill: an amount off, never so much that it falls below what payments hold
    const bill = await as('manager', 'POST', `/staff/orders/${id}/discount.json`, {
      kind: 'amount',
      value: 1_000,
      reason: 'Regular guest',
    });
    expect(bill.statusCode, bill.body).toBe(200);
    expect(bill.json<StaffOrder>().purchase).toMatchObject({ subtotal: mainLine, discount: 1_000 });
    expect(bill.json<StaffOrder>().purchase.total).toBeGreaterThanOrEqual(mainLine - 1_000);
    const belowPaid = await as('manager', 'POST', `/staff/orders/${id}/discount.json`, {
      kind: 'percent',
      value: 60,
      reason: 'x',
    });
    expect(belowPaid.statusCode).toBe(409);
    expect(belowPaid.json<{ key: string }>().key).toBe('correction_below_paid');
    expect((await trail(id)).map((c) => [c.kind, c.amount])).toEqual([
      ['comp', dessert!.subtotal],
      ['discount', mainOff],
      ['bill_discount', 1_000],
    ]);
  });
});

describe('moving an order', () => {
  it('moves a table to a free place and its diner keeps following it; never onto a taken one', async () => {
    const { diner, order } = await tableWith('Mesa 4', 1);
    await tableWith('Mesa 5', 1);
    const id = order.purchase.id;
    const places = (await asToken('GET', '/staff/tables.json?supplier_id=chapinero')).json<{
      tables: { id: string; label: string }[];
    }>().tables;
    const placeOf = (label: string) => places.find((t) => t.label === label)!.id;

    const taken = await as('waiter', 'POST', `/staff/orders/${id}/move.json`, {
      place_id: placeOf('Mesa 5'),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ key: string }>().key).toBe('place_taken');
    const room = await as('waiter', 'POST', `/staff/orders/${id}/move.json`, {
      place_id: placeOf('Habitación 101'),
    });
    expect(room.statusCode).toBe(422);

    const moved = await as('waiter', 'POST', `/staff/orders/${id}/move.json`, {
      place_id: placeOf('Mesa 6'),
      reason: 'Window table',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<StaffOrder>().table.label).toBe('Mesa 6');
    // the diner reaches the order as a member, wherever it stands
    const now = await seen(diner, id);
    expect(now.purchase.id).toBe(id);
    const tables = (await asToken('GET', '/staff/tables.json?supplier_id=chapinero')).json<{
      tables: { label: string; open_purchase_id: string | null }[];
    }>().tables;
    expect(tables.find((t) => t.label === 'Mesa 6')!.open_purchase_id).toBe(id);
    expect(tables.find((t) => t.label === 'Mesa 4')!.open_purchase_id).toBeNull();
    expect((await trail(id)).map((c) => [c.kind, c.details.from, c.details.to, c.reason])).toEqual([
      ['move', 'Mesa 4', 'Mesa 6', 'Window table'],
    ]);
  });
});

describe('a correction that leaves the bill paid', () => {
  it('closes the bill as a payment that covers it would', async () => {
    await newTable('Terraza 5');
    const { diner, order } = await tableWith('Terraza 5', 2, true, 2);
    const id = order.purchase.id;
    const [first, second] = order.purchase.products;
    const share = await h.send(diner, 'POST', '/menudigital/manual_payment.json', {
      supplier_id: 'chapinero',
      purchase_id: id,
      method: 'cash',
      amount: first!.subtotal,
      tip: 0,
      share: { kind: 'items', items: [{ item_id: first!.id, fraction: 1 }] },
    });
    expect(share.statusCode, share.body).toBe(201);
    const payment = share.json<{ payment: { id: string } }>().payment.id;
    const settled = await asToken('PUT', `/staff/orders/${id}/payments/${payment}.json`, { status: 'paid' });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json<StaffOrder>().purchase.closed_at).toBeNull();

    const voided = await as('waiter', 'POST', `/staff/orders/${id}/items/${second!.id}/void.json`, {
      reason: 'Never came out',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const closed = voided.json<StaffOrder>().purchase;
    expect(closed.subtotal).toBe(first!.subtotal);
    expect(closed.closed_at).not.toBeNull();
    expect((await seen(diner, id)).purchase.closed_at).not.toBeNull();
  });
});

describe('merging and splitting', () => {
  it('merges two tables into one: items after its own rounds, diners and totals follow; the other closes', async () => {
    await newTable('Terraza 1');
    await newTable('Terraza 2');
    const a = await tableWith('Terraza 1', 1);
    const b = await tableWith('Terraza 2', 2);
    const into = a.order.purchase.id;
    const from = b.order.purchase.id;
    const subtotal = a.order.purchase.subtotal + b.order.purchase.subtotal;

    const merged = await as('waiter', 'POST', `/staff/orders/${into}/merge.json`, {
      from_purchase_id: from,
      reason: 'Pushed the tables together',
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const order = merged.json<StaffOrder>();
    expect(order.purchase.subtotal).toBe(subtotal);
    expect(order.purchase.products.map((p) => p.round)).toEqual([1, 2, 2]);
    expect(order.members).toHaveLength(2);
    // the diner of the merged table reaches the merged order, and their old one is closed
    const now = await seen(b.diner, into);
    expect(now.purchase.products).toHaveLength(3);
    const old = await seen(b.diner, from).catch(() => null);
    expect(old === null || old.purchase.closed_at !== null).toBe(true);
    const again = await as('waiter', 'POST', `/staff/orders/${into}/merge.json`, { from_purchase_id: from });
    expect(again.statusCode).toBe(409);
    expect((await trail(into)).map((c) => [c.kind, c.details.from, c.details.to])).toEqual([
      ['merge', 'Terraza 2', 'Terraza 1'],
    ]);
  });

  it('splits chosen items off to a free place, never all of them nor one a payment holds', async () => {
    await newTable('Terraza 3');
    const free = { id: await newTable('Terraza 4') };
    const { order } = await tableWith('Terraza 3', 3);
    const id = order.purchase.id;
    const [first, second, third] = order.purchase.products;

    const all = await as('waiter', 'POST', `/staff/orders/${id}/split.json`, {
      item_ids: [first!.id, second!.id, third!.id],
      place_id: free.id,
    });
    expect(all.json<{ key: string }>().key).toBe('split_takes_everything');
    const split = await as('waiter', 'POST', `/staff/orders/${id}/split.json`, {
      item_ids: [third!.id],
      place_id: free.id,
      reason: 'Two guests moved',
    });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json<StaffOrder>().purchase.subtotal).toBe(first!.subtotal + second!.subtotal);
    const [entry] = await trail(id);
    expect(entry).toMatchObject({ kind: 'split', amount: 0, reason: 'Two guests moved' });
    const tables = (await asToken('GET', '/staff/tables.json?supplier_id=chapinero')).json<{
      tables: { id: string; open_purchase_id: string | null }[];
    }>().tables;
    const created = tables.find((t) => t.id === free.id)!.open_purchase_id!;
    const other = (await asToken('GET', `/staff/orders/${created}.json`)).json<StaffOrder>();
    expect(other.purchase.products.map((p) => [p.id, p.round])).toEqual([[third!.id, third!.round]]);
    expect(other.purchase.subtotal).toBe(third!.subtotal);
  });
});

describe('the role table and other venues', () => {
  it('keeps the kitchen out of every correction and reading the trail', async () => {
    const { order } = await tableWith('Mesa 1', 1);
    const id = order.purchase.id;
    const item = order.purchase.products[0]!.id;
    for (const [method, url, body] of [
      ['GET', `/staff/orders/${id}/corrections.json`, undefined],
      ['POST', `/staff/orders/${id}/items/${item}/void.json`, { reason: 'x' }],
      ['POST', `/staff/orders/${id}/items/${item}/discount.json`, { kind: 'comp', reason: 'x' }],
      ['POST', `/staff/orders/${id}/discount.json`, { kind: 'percent', value: 5, reason: 'x' }],
      ['POST', `/staff/orders/${id}/move.json`, { place_id: item }],
    ] as const) {
      expect((await as('kitchen', method, url, body)).statusCode, url).toBe(403);
    }
  });

  it("answers another venue's host as if the order did not exist, and changes nothing", async () => {
    const { diner, order } = await tableWith('Mesa 2', 1);
    const id = order.purchase.id;
    const item = order.purchase.products[0]!;
    const other = await h.staffToken('taqueria-el-sol');
    const call = (url: string, body?: unknown) =>
      h.staff('taqueria-el-sol', other, body === undefined ? 'GET' : 'POST', url, body, idem());
    expect((await call(`/staff/orders/${id}/corrections.json`)).statusCode).toBe(404);
    expect((await call(`/staff/orders/${id}/items/${item.id}/void.json`, { reason: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (await call(`/staff/orders/${id}/discount.json`, { kind: 'percent', value: 50, reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const now = await seen(diner, id);
    expect(now.purchase.total).toBe(order.purchase.total);
    expect(now.purchase.products[0]!.state).toBe(item.state);
  });
});

it('describes every correction in the OpenAPI document', async () => {
  const res = await h.t.app.inject({ url: '/docs/json', headers: { host: 'la-brasa.localhost' } });
  const paths = res.json<{ paths: Record<string, Record<string, { summary?: string }>> }>().paths;
  const base = '/staff/orders/{purchase}';
  expect(paths[`${base}/corrections.json`]?.get?.summary).toMatch(/who voided, comped/);
  expect(paths[`${base}/items/{item}/void.json`]?.post?.summary).toMatch(/orders.void_sent/);
  expect(paths[`${base}/items/{item}/discount.json`]?.post?.summary).toMatch(/Comp an item/);
  expect(paths[`${base}/discount.json`]?.post?.summary).toMatch(/off the bill/);
  expect(paths[`${base}/move.json`]?.post?.summary).toMatch(/place_taken/);
  expect(paths[`${base}/merge.json`]?.post?.summary).toMatch(/merge_has_payments/);
  expect(paths[`${base}/split.json`]?.post?.summary).toMatch(/split_takes_everything/);
});
