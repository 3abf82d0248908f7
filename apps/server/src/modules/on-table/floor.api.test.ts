import type { Floor, FloorPlace } from '@storefront/domain/on-table/floor.schema';
import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp, type ErrorBody, fileApp, MONDAY_1PM, storeName } from '../../../test/support/app.ts';
import { StaffConsole } from '../../../test/support/staff-console.ts';
import { codeOf, OnTableHarness, plainProduct } from '../../../test/support/table-orders.ts';

// The floor plan (issue 54 part 6, ADR 113): GET /staff/floor.json draws Chapinero's places where
// they stand, each in the state its open order is in, as a diner orders, sends a round, asks for the
// bill and pays; PUT /staff/branches/{branch}/floor.json arranges them, whole or not at all, for
// owners and managers only, never on another venue's host.

const h = fileApp(
  async () =>
    new OnTableHarness(
      // every demo branch open: tables take rounds
      await createTestApp({ RATE_LIMIT_PROFILES_PER_MINUTE: '100000' }, { now: () => MONDAY_1PM }),
    ),
);
const staff = new StaffConsole(h);

const asToken = async (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  h.staff('la-brasa', await staff.token('la-brasa'), method, url, payload);

async function floor(branch = 'chapinero'): Promise<Floor> {
  const res = await asToken('GET', `/staff/floor.json?supplier_id=${branch}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Floor>();
}
const placeOf = (drawn: Floor, label: string): FloorPlace => drawn.places.find((p) => p.label === label)!;

describe(`the floor as the evening goes (${storeName})`, () => {
  it('draws every place in the default grid, free, until someone sits down', async () => {
    const drawn = await floor();
    expect(drawn).toMatchObject({ columns: 32, rows: 20 });
    expect(drawn.places.map((p) => p.label)).toEqual([
      'Habitación 101',
      'Habitación 102',
      'Mesa 1',
      'Mesa 2',
      'Mesa 3',
      'Mesa 4',
      'Mesa 5',
      'Mesa 6',
    ]);
    expect(drawn.places.every((p) => !p.arranged && p.state === 'free')).toBe(true);
    expect(drawn.places.slice(0, 2).map((p) => [p.x, p.y, p.width, p.height])).toEqual([
      [0, 0, 3, 2],
      [4, 0, 3, 2],
    ]);
  });

  it('follows a table from ordering to waiting for food, asking for the bill and paying', async () => {
    const menu = await h.menu('la-brasa', 'chapinero');
    const diner = await h.diner();
    const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 3'), {
      nickname: 'Ana',
    });
    const id = order.purchase.id;
    expect(placeOf(await floor(), 'Mesa 3')).toMatchObject({ state: 'ordering', purchase_ids: [id] });

    const added = await h.add(diner, id, plainProduct(menu), 2);
    expect(added.statusCode, added.body).toBe(201);
    expect(placeOf(await floor(), 'Mesa 3')).toMatchObject({ state: 'ordering', items_pending: 1 });

    const cooked = await h.send(diner, 'PUT', `/menudigital/cook_products/${id}.json`, {});
    expect(cooked.statusCode, cooked.body).toBe(200);
    expect(placeOf(await floor(), 'Mesa 3')).toMatchObject({
      state: 'waiting_food',
      items_pending: 0,
      items_in_kitchen: 1,
    });

    const called = await h.send(diner, 'PUT', `/menudigital/call_waiter/${id}`, { reason: 'bill' });
    expect(called.statusCode, called.body).toBe(201);
    expect(placeOf(await floor(), 'Mesa 3')).toMatchObject({ state: 'asking_bill', open_calls: 1 });

    const bill = cooked.json<TableOrder>().bill.bill;
    const paying = await h.send(diner, 'POST', '/menudigital/manual_payment.json', {
      supplier_id: 'chapinero',
      purchase_id: id,
      method: 'cash',
      amount: bill,
      tip: 0,
    });
    expect(paying.statusCode, paying.body).toBe(201);
    expect(placeOf(await floor(), 'Mesa 3').state).toBe('paying');
    // the rest of the floor is as it was
    expect(placeOf(await floor(), 'Mesa 4').state).toBe('free');
  });
});

describe(`arranging the floor (${storeName})`, () => {
  it('puts a place where the manager drew it, keeps it there, and fills the grid around it', async () => {
    const manager = await staff.member('la-brasa', 'manager');
    const mesa1 = placeOf(await floor(), 'Mesa 1');
    const saved = await staff.call('la-brasa', 'PUT', '/staff/branches/chapinero/floor.json', {
      ...manager,
      payload: { places: [{ id: mesa1.id, x: 20, y: 10, width: 4, height: 2, shape: 'round' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = placeOf(await floor(), 'Mesa 1');
    expect(again).toMatchObject({ x: 20, y: 10, width: 4, height: 2, shape: 'round', arranged: true });
    // the others stay in the grid, now one place shorter
    expect(placeOf(saved.json<Floor>(), 'Mesa 2')).toMatchObject({ x: 8, y: 0, arranged: false });

    const audit = await staff.call('la-brasa', 'GET', '/staff/audit.json?area=branches', manager);
    const entries = audit.json<{ entries: { action: string; subject: string }[] }>().entries;
    expect(entries[0]).toMatchObject({ action: 'arrange_floor', subject: 'floor:chapinero' });
  });

  it('refuses a place off the canvas or not of the branch, in words, and changes nothing', async () => {
    const before = await floor();
    const mesa2 = placeOf(before, 'Mesa 2');
    const usaquen = (await floor('usaquen')).places[0]!;
    const offCanvas = await asToken('PUT', '/staff/branches/chapinero/floor.json', {
      places: [
        { id: placeOf(before, 'Mesa 5').id, x: 1, y: 1, width: 2, height: 2 },
        { id: mesa2.id, x: 31, y: 0, width: 2, height: 2 },
      ],
    });
    expect(offCanvas.statusCode).toBe(400);
    expect(offCanvas.json<ErrorBody>()).toEqual({
      key: 'floor_place_off_canvas',
      message: 'Mesa 2 does not fit on the floor: keep it inside its 32 columns and 20 rows.',
      params: { place: 'Mesa 2', columns: 32, rows: 20 },
    });

    // another branch's place, and one that never was
    for (const id of [usaquen.id, 'not-a-place']) {
      const unknown = await asToken('PUT', '/staff/branches/chapinero/floor.json', {
        places: [{ id, x: 0, y: 0, width: 1, height: 1 }],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<ErrorBody>()).toMatchObject({ key: 'floor_place_unknown', params: { place: id } });
    }

    const shapeless = await asToken('PUT', '/staff/branches/chapinero/floor.json', {
      places: [{ id: mesa2.id, x: 0, y: 0, width: 0, height: 1 }],
    });
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.json<ErrorBody>().key).toBe('validation_failed');

    expect(await floor()).toEqual(before);
  });
});

describe(`the floor and the role table, and another venue (${storeName})`, () => {
  it('shows the floor to waiters but lets only owners and managers arrange it; the kitchen sees neither', async () => {
    const mesa4 = placeOf(await floor(), 'Mesa 4');
    const layout = { places: [{ id: mesa4.id, x: 10, y: 15, width: 2, height: 2 }] };
    const cases = [
      ['waiter', 200, 403],
      ['kitchen', 403, 403],
      ['manager', 200, 200],
      ['owner', 200, 200],
    ] as const;
    for (const [role, read, arrange] of cases) {
      const member = await staff.member('la-brasa', role);
      const got = await staff.call('la-brasa', 'GET', '/staff/floor.json?supplier_id=chapinero', member);
      expect(got.statusCode, role).toBe(read);
      const put = await staff.call('la-brasa', 'PUT', '/staff/branches/chapinero/floor.json', {
        ...member,
        payload: layout,
      });
      expect(put.statusCode, role).toBe(arrange);
      if (arrange === 403) expect(put.json<ErrorBody>().key).toBe('forbidden');
    }
  });

  it('answers nothing of one venue’s floor on another venue’s host, nor arranges it from there', async () => {
    const before = await floor();
    const other = await h.staffToken('taqueria-el-sol');
    const onOther = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
      h.staff('taqueria-el-sol', other, method, url, payload);
    expect((await onOther('GET', '/staff/floor.json?supplier_id=chapinero')).statusCode).toBe(404);
    const mesa6 = placeOf(before, 'Mesa 6');
    const layout = { places: [{ id: mesa6.id, x: 0, y: 18, width: 2, height: 2 }] };
    expect((await onOther('PUT', '/staff/branches/chapinero/floor.json', layout)).statusCode).toBe(404);
    // la-brasa's place named on the other venue's own branch is not one of its places
    const own = await onOther('PUT', '/staff/branches/roma-norte/floor.json', layout);
    expect(own.statusCode).toBe(400);
    expect(own.json<ErrorBody>().key).toBe('floor_place_unknown');
    expect(await floor()).toEqual(before);
  });
});

describe(`the floor in the OpenAPI document (${storeName})`, () => {
  it('describes both routes, their bodies and their answers', async () => {
    const res = await h.t.app.inject({ url: '/docs/json', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>().paths;
    const read = paths['/staff/floor.json']?.get;
    expect(read?.summary).toMatch(/floor plan/);
    expect(read?.responses).toHaveProperty('200');
    const arrange = paths['/staff/branches/{branch}/floor.json']?.put;
    expect(arrange?.summary).toMatch(/floor_place_off_canvas/);
    expect(arrange?.requestBody).toBeDefined();
    expect(arrange?.responses).toHaveProperty('400');
  });
});
