import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import type { EditorCatalog, EditorProduct } from '@storefront/domain/catalog/menu-editor.schema';
import type { RoundTicket } from '@storefront/domain/staff/kitchen.rules';
import { describe, expect, it } from 'vitest';
import { type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import { cookieOf, StaffConsole } from '../../../test/support/staff-console.ts';
import { codeOf, OnTableHarness } from '../../../test/support/table-orders.ts';

// Kitchen stations, the expo, bumps, recalls, all-day counts and the course hold (issue 54 part 3,
// docs/decisions/108-kitchen-stations.md) on La Brasa's demo menu, whose grill, bar and courses
// come from venues/demo/la-brasa.json. Who may: the permissions table in staff-session.api.test.ts.

const h = fileApp(() => OnTableHarness.create());
const staff = new StaffConsole(h);
const call = staff.call.bind(staff);

type Board = {
  station: string | null;
  tickets: RoundTicket[];
  all_day: { product_id: string; count: number }[];
  product_stations: Record<string, string>;
};

async function roundOf(table: string, keys: string[]): Promise<string> {
  const menu = await h.menu('la-brasa', 'chapinero');
  const diner = await h.diner();
  const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', table));
  for (const key of keys) {
    const product = menu.find((p: MenuProduct) => p.product_id === key);
    if (!product) throw new Error(`no ${key} on the menu`);
    const added = await h.add(diner, order.purchase.id, product);
    expect(added.statusCode, added.body).toBeLessThan(300);
  }
  const sent = await h.send(diner, 'PUT', `/menudigital/cook_products/${order.purchase.id}.json`);
  expect(sent.statusCode, sent.body).toBe(200);
  return order.purchase.id;
}

async function board(cookie: string, purchaseId: string, station?: string) {
  const query = `supplier_id=chapinero${station ? `&station=${station}` : ''}`;
  const res = await call('la-brasa', 'GET', `/staff/kitchen.json?${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<Board>();
  return { ...answer, ticket: answer.tickets.find((t) => t.purchase_id === purchaseId) };
}

const put = (cookie: string, url: string, payload: object) =>
  call('la-brasa', 'PUT', url, { cookie, payload });

describe(`kitchen stations and the expo (${storeName})`, () => {
  it('sends a grill item and a bar item of one round to their two stations, and the expo sees both', async () => {
    const { cookie } = await staff.member('la-brasa', 'kitchen');
    const id = await roundOf('Mesa 3', ['morcilla', 'limonada-natural']);

    const grill = await board(cookie, id, 'grill');
    expect(grill.station).toBe('grill');
    expect(grill.ticket?.items.map((i) => i.product_id)).toEqual(['morcilla']);
    expect(grill.all_day).toContainEqual({ product_id: 'morcilla', name: expect.anything(), count: 1 });
    const bar = await board(cookie, id, 'bar');
    expect(bar.ticket?.items.map((i) => i.product_id)).toEqual(['limonada-natural']);
    expect((await board(cookie, id, 'pastry')).ticket).toBeUndefined();

    // a station's board routes online orders' items with the venue's stations; the expo needs none
    expect(grill.product_stations).toMatchObject({ morcilla: 'grill', 'limonada-natural': 'bar' });
    expect(grill.product_stations['empanadas-carne-3']).toBeUndefined();
    const expo = await board(cookie, id);
    expect(expo.station).toBeNull();
    expect(expo.product_stations).toEqual({});
    expect(expo.ticket?.items.map((i) => i.station).sort()).toEqual(['bar', 'grill']);
    expect(expo.ticket?.stations).toEqual([
      { station: 'grill', done: false },
      { station: 'bar', done: false },
    ]);

    // the bar bumps its ticket: done at the expo, still on the bar's board to recall
    const bumped = await put(cookie, `/staff/kitchen/${id}/rounds/1.json`, {
      state: 'prepared',
      station: 'bar',
    });
    expect(bumped.json()).toMatchObject({ moved: 1 });
    expect((await board(cookie, id, 'bar')).ticket?.state).toBe('prepared');
    expect((await board(cookie, id)).ticket?.stations).toEqual([
      { station: 'grill', done: false },
      { station: 'bar', done: true },
    ]);
    expect(
      (await board(cookie, id, 'bar')).all_day.find((a) => a.product_id === 'limonada-natural'),
    ).toBeUndefined();
    await put(cookie, `/staff/kitchen/${id}/rounds/1.json`, { state: 'ordered', station: 'bar' });
    expect((await board(cookie, id, 'bar')).ticket?.state).toBe('ordered');

    // the grill bumps its item from two tablets at once: it moves once, neither tablet is refused
    const item = grill.ticket!.items[0]!.id;
    const twice = await Promise.all([
      put(cookie, `/staff/kitchen/${id}/items/${item}.json`, { state: 'prepared' }),
      put(cookie, `/staff/kitchen/${id}/items/${item}.json`, { state: 'prepared' }),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(twice.map((r) => r.json<{ moved: number }>().moved).sort()).toEqual([0, 1]);
    expect((await board(cookie, id)).ticket?.stations).toEqual([
      { station: 'grill', done: true },
      { station: 'bar', done: false },
    ]);

    // the expo serves the round: it leaves every board
    const served = await put(cookie, `/staff/kitchen/${id}/rounds/1.json`, { state: 'delivered' });
    expect(served.json()).toMatchObject({ moved: 2 });
    expect((await board(cookie, id)).ticket).toBeUndefined();
    expect((await board(cookie, id, 'grill')).ticket).toBeUndefined();
  });

  it('holds the mains of a round with starters until someone fires them', async () => {
    const { cookie } = await staff.member('la-brasa', 'waiter');
    const id = await roundOf('Mesa 4', ['chorizo-santarrosano', 'churrasco-300', 'limonada-natural']);
    const grill = await board(cookie, id, 'grill');
    const byKey = new Map(grill.ticket!.items.map((i) => [i.product_id, i]));
    expect(byKey.get('chorizo-santarrosano')).toMatchObject({ course: 'starter', held: false });
    expect(byKey.get('churrasco-300')).toMatchObject({ course: 'main', held: true });
    expect(grill.ticket?.held_courses).toEqual(['main']);
    expect(grill.all_day.find((a) => a.product_id === 'churrasco-300')).toBeUndefined();

    const early = await put(cookie, `/staff/kitchen/${id}/items/${byKey.get('churrasco-300')!.id}.json`, {
      state: 'prepared',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().key).toBe('kitchen_item_held');

    // the starters are bumped and served; the held main stays in the kitchen
    await put(cookie, `/staff/kitchen/${id}/rounds/1.json`, { state: 'prepared', station: 'grill' });
    expect((await board(cookie, id, 'grill')).ticket?.state).toBe('held');
    await put(cookie, `/staff/kitchen/${id}/rounds/1.json`, { state: 'delivered' });
    expect((await board(cookie, id, 'grill')).ticket?.items.map((i) => i.product_id)).toEqual([
      'churrasco-300',
    ]);

    const fire = `/staff/kitchen/${id}/rounds/1/fire.json`;
    // the expo and a waiter fire at once: the mains are fired once, the second is told none waits
    const both = await Promise.all([
      call('la-brasa', 'POST', fire, { cookie }),
      call('la-brasa', 'POST', fire, { cookie }),
    ]);
    const [fired, late] = both.sort((a, b) => a.statusCode - b.statusCode) as [
      (typeof both)[0],
      (typeof both)[0],
    ];
    expect(fired.statusCode, fired.body).toBe(200);
    expect(fired.json()).toMatchObject({ course: 'main', moved: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().key).toBe('kitchen_nothing_held');
    const after = await board(cookie, id, 'grill');
    expect(after.ticket).toMatchObject({ state: 'ordered', held_courses: [] });
    expect(after.all_day).toContainEqual({ product_id: 'churrasco-300', name: expect.anything(), count: 1 });
    const again = await call('la-brasa', 'POST', fire, { cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().key).toBe('kitchen_nothing_held');
  });

  it("answers another venue's host as if the order did not exist", async () => {
    const { cookie } = await staff.member('la-brasa', 'kitchen');
    const id = await roundOf('Mesa 5', ['morcilla']);
    const item = (await board(cookie, id, 'grill')).ticket!.items[0]!.id;
    const other = await staff.member('taqueria-el-sol', 'owner');
    for (const [method, url] of [
      ['PUT', `/staff/kitchen/${id}/items/${item}.json`],
      ['PUT', `/staff/kitchen/${id}/rounds/1.json`],
      ['POST', `/staff/kitchen/${id}/rounds/1/fire.json`],
    ] as const) {
      const res = await call('taqueria-el-sol', method, url, {
        cookie: other.cookie,
        payload: method === 'PUT' ? { state: 'prepared' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await board(cookie, id, 'grill')).ticket?.items[0]?.state).toBe('ordered');
  });

  it("keeps a kitchen tablet paired to another branch off this branch's boards and tickets", async () => {
    const { cookie } = await staff.member('la-brasa', 'kitchen');
    const id = await roundOf('Mesa 2', ['limonada-natural']);
    const item = (await board(cookie, id, 'bar')).ticket!.items[0]!.id;
    const owner = await staff.member('la-brasa', 'owner');
    const made = await call('la-brasa', 'POST', '/staff/pairing_codes.json', {
      cookie: owner.cookie,
      payload: { supplier_id: 'usaquen' },
    });
    const paired = await call('la-brasa', 'POST', '/staff/pair.json', {
      payload: { code: made.json<{ code: string }>().code },
    });
    expect(paired.statusCode, paired.body).toBe(200);
    const tablet = cookieOf(paired);
    const read = await call('la-brasa', 'GET', '/staff/kitchen.json?supplier_id=chapinero&station=bar', {
      cookie: tablet,
    });
    expect(read.statusCode).toBe(403);
    for (const [method, url] of [
      ['PUT', `/staff/kitchen/${id}/items/${item}.json`],
      ['PUT', `/staff/kitchen/${id}/rounds/1.json`],
      ['POST', `/staff/kitchen/${id}/rounds/1/fire.json`],
    ] as const) {
      const res = await call('la-brasa', method, url, {
        cookie: tablet,
        payload: method === 'PUT' ? { state: 'prepared' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await board(cookie, id, 'bar')).ticket?.items[0]?.state).toBe('ordered');
  });

  it("routes a product's next items to the station and course the menu editor saves", async () => {
    const manager = await staff.member('la-brasa', 'manager');
    const catalog = (
      await call('la-brasa', 'GET', '/staff/menu/catalog.json', { cookie: manager.cookie })
    ).json<EditorCatalog & { products: EditorProduct[] }>();
    const read = catalog.products.find((p) => p.key === 'chicharron-carnudo')!;
    expect(read).toMatchObject({ station: 'grill', course: 'starter' });
    const { id: _id, key: _key, position: _p, archived: _a, branches, ...fields } = read;
    const save = (changes: object) =>
      put(manager.cookie, `/staff/menu/products/${read.id}.json`, {
        ...fields,
        branches: branches.map(({ supplier_id, stock }) => ({ supplier_id, stock })),
        ...changes,
      });
    const refused = await save({ station: 'wok' });
    expect(refused.statusCode).toBe(400);
    const saved = await save({ station: 'pastry', course: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EditorProduct>()).toMatchObject({ station: 'pastry', course: null });

    const { cookie } = await staff.member('la-brasa', 'kitchen');
    const id = await roundOf('Mesa 6', ['chicharron-carnudo']);
    expect((await board(cookie, id, 'pastry')).ticket?.items).toMatchObject([
      { product_id: 'chicharron-carnudo', station: 'pastry', course: null, held: false },
    ]);
    expect((await board(cookie, id, 'grill')).ticket).toBeUndefined();
  });
});
