import type { DeliveryOrder } from '@storefront/domain/delivery/delivery.schema';
import { type KitchenColumn, kitchenBoardStep } from '@storefront/domain/staff/kitchen.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fileApp, storeName } from '../../../test/support/app.ts';
import { BRASA, branchIds, MONDAY_1PM, orderBody, place } from '../../../test/support/delivery.ts';
import { type Diner, newDiner } from '../../../test/support/diners.ts';
import { createStaffToken } from '../staff/staff.auth.ts';

// The kitchen board runs an online order from start to end (issue 52, docs/decisions/092): a kitchen
// member, signed in as a paired tablet or a cook is, sees a take-away or delivery order from the
// moment it arrives on hold and makes every move its ticket offers (domain kitchenBoardStep)
// through the staff API, until it leaves the board.

const t = fileApp(() => createTestApp({}, { now: () => MONDAY_1PM }));
let diner: Diner;
let kitchen: Record<string, string>;

beforeAll(async () => {
  diner = await newDiner(t.app);
  const { instanceId } = await branchIds(t.database.db, 'la-brasa', 'el-poblado');
  const bearer = {
    host: BRASA,
    authorization: `Bearer ${await createStaffToken(t.database.db, instanceId, 'x')}`,
  };
  const invited = await t.app.inject({
    method: 'POST',
    url: '/staff/invitations.json',
    headers: bearer,
    payload: { email: 'kiko@la-brasa.test', role: 'kitchen' },
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const token = new URL(invited.json<{ link: string }>().link).searchParams.get('token');
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/staff/invitations/accept.json',
    headers: { host: BRASA, origin: `http://${BRASA}` },
    payload: { token, password: 'correct horse battery' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  kitchen = {
    host: BRASA,
    origin: `http://${BRASA}`,
    cookie: String(accepted.headers['set-cookie']).split(';')[0]!,
  };
});

async function onBoard(id: string): Promise<DeliveryOrder | undefined> {
  const res = await t.app.inject({
    url: '/staff/delivery-orders.json?supplier_id=el-poblado',
    headers: kitchen,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ orders: DeliveryOrder[] }>().orders.find((order) => order.id === id);
}

/** Makes the ticket's move while the board shows one; answers the columns it stood in and where it ended. */
async function runFromTheBoard(id: string, service: 'delivery' | 'take_away') {
  const columns: KitchenColumn[] = [];
  for (let order = await onBoard(id); order; order = await onBoard(id)) {
    const step = kitchenBoardStep(order.status, service);
    if (!step) return { columns, last: order.status };
    columns.push(step.column);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/staff/orders/${id}/status`,
      headers: kitchen,
      payload: { status: step.next, reason: null },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const finished = await t.app.inject({ url: `/delivery/orders/${id}.json`, headers: diner.headers });
  return { columns, last: finished.json<DeliveryOrder>().status };
}

describe(`online orders on the kitchen board (${storeName})`, () => {
  it('a kitchen member accepts a take-away order on hold, prepares it, packs it and hands it over', async () => {
    const placed = await place(
      t.app,
      diner,
      'el-poblado',
      orderBody({ service: 'take_away', address: null }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { columns, last } = await runFromTheBoard(placed.json<DeliveryOrder>().id, 'take_away');
    expect(columns).toEqual(['accept', 'prepare', 'prepare', 'ready']);
    expect(last).toBe('delivered');
  });

  it('a kitchen member sends a packed delivery order out, and the board lets it go', async () => {
    const placed = await place(t.app, diner, 'el-poblado', orderBody());
    expect(placed.statusCode, placed.body).toBe(201);
    const { columns, last } = await runFromTheBoard(placed.json<DeliveryOrder>().id, 'delivery');
    expect(columns).toEqual(['accept', 'prepare', 'prepare', 'ready']);
    expect(last).toBe('on_the_way');
  });
});
