import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BranchSettings } from '@storefront/domain/venue/branch-settings.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoVenuesDir, storeName, type TestApp, tempDir } from '../../../test/support/app.ts';
import { BRASA, orderBody, place } from '../../../test/support/delivery.ts';
import { type Diner, newDiner } from '../../../test/support/diners.ts';
import { codeOf, OnTableHarness, plainProduct } from '../../../test/support/table-orders.ts';
import { createStaffToken } from '../staff/staff.auth.ts';
import { importVenues } from '../venue/venue.import.ts';

// Opening hours per service (ADR 106, docs/back-office.md#branches): a service with hours of its own
// is open in them, one without keeps the branch's, and a holiday closes them all. Saved from the back
// office they apply to the next order; the venue file imports them. The clock is the test's.

let t: TestApp;
let diner: Diner;
let token: string;
let work: string;
let clock = new Date('2026-03-02T09:00:00-05:00');
const at = (bogotaTime: string, date = '2026-03-02') => new Date(`${date}T${bogotaTime}:00-05:00`);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  diner = await newDiner(t.app, BRASA);
  const instanceId = await t.app.tenancy.resolve(BRASA);
  token = await createStaffToken(t.database.db, instanceId!, 'test la-brasa');
  work = tempDir('sf-service-hours-');
});
afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const staff = (method: 'GET' | 'PUT', payload?: object, branch = 'el-poblado') =>
  t.app.inject({
    method,
    url: `/staff/branches/${branch}/settings.json`,
    headers: { host: BRASA, authorization: `Bearer ${token}`, lang: 'en' },
    ...(payload ? { payload } : {}),
  });
const saveHours = async (value: object, branch = 'el-poblado') => {
  const { version } = (await staff('GET', undefined, branch)).json<BranchSettings>();
  return staff('PUT', { section: 'hours', version, value }, branch);
};
const takeAway = () => place(t.app, diner, 'el-poblado', orderBody({ service: 'take_away', address: null }));
const delivery = () => place(t.app, diner, 'el-poblado', orderBody());
const settingsFor = (service: string) =>
  t.app.inject({
    method: 'GET',
    url: '/delivery/suppliers/el-poblado/settings.json',
    headers: { host: BRASA, service },
  });

const everyDay = [0, 1, 2, 3, 4, 5, 6];
const hours = {
  opening_hours: [{ days: everyDay, from: '12:00', to: '22:00' }],
  kitchen_hours: [],
  service_hours: { take_away: [{ days: everyDay, from: '08:00', to: '22:00' }] },
};

describe(`opening hours per service (${storeName})`, () => {
  it("takes a take-away order in take-away's own hours and refuses delivery, which keeps the branch's", async () => {
    clock = at('09:00');
    const saved = await saveHours(hours);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<BranchSettings>().hours.service_hours).toEqual({
      delivery: [],
      take_away: [{ days: everyDay, from: '08:00', to: '22:00' }],
      on_table: [],
    });

    const refused = await delivery();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ key: 'supplier_closed' });
    const taken = await takeAway();
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json()).toMatchObject({ service: 'take_away' });

    // the diner's screens ask with their service: each answers its own hours and open now
    expect((await settingsFor('take_away')).json()).toMatchObject({
      open_now: true,
      opening_hours: [{ from: '08:00', to: '22:00' }],
    });
    expect((await settingsFor('delivery')).json()).toMatchObject({
      open_now: false,
      opening_hours: [{ from: '12:00', to: '22:00' }],
    });
  });

  it('gives the slots of scheduled take-away inside its own hours', async () => {
    clock = at('06:00');
    const slots = (service: string) =>
      t.app.inject({
        method: 'GET',
        url: '/delivery/suppliers/el-poblado/slots.json',
        headers: { host: BRASA, service },
      });
    const first = async (service: string) =>
      new Date((await slots(service)).json<{ slots: { start: string }[] }>().slots[0]!.start);
    // lead time aside, take-away's first slot is 08:00 local and delivery's 12:00 (13:00 UTC and 17:00 UTC)
    expect((await first('take_away')).toISOString()).toBe(at('08:00').toISOString());
    expect((await first('delivery')).toISOString()).toBe(at('12:00').toISOString());
  });

  it("closes every service on a holiday, and 'same as the branch' again is what a save without them means", async () => {
    clock = at('09:00', '2026-03-03');
    const closed = await saveHours({
      ...hours,
      hours_exceptions: [{ date: '2026-03-03', closed: true, note: 'Holiday' }],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await takeAway()).json()).toMatchObject({ key: 'supplier_closed' });

    const same = await saveHours({ opening_hours: hours.opening_hours, kitchen_hours: [] });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<BranchSettings>().hours.service_hours.take_away).toEqual([]);
    // 09:00: take-away follows the branch's 12:00 again
    expect((await takeAway()).json()).toMatchObject({ key: 'supplier_closed' });
    clock = at('13:00', '2026-03-03');
    expect((await takeAway()).statusCode).toBe(201);
  });

  it('refuses bad service hours with the field named, changing nothing', async () => {
    const before = (await staff('GET')).json<BranchSettings>();
    const res = await staff('PUT', {
      section: 'hours',
      version: before.version,
      value: { ...hours, service_hours: { take_away: [{ days: everyDay, from: '08:00', to: '25:00' }] } },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validation_failed' });
    expect(res.json().params.fields).toContain('service_hours');
    const unknown = await staff('PUT', {
      section: 'hours',
      version: before.version,
      value: { ...hours, service_hours: { book: [{ days: everyDay, from: '08:00', to: '22:00' }] } },
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect((await staff('GET')).json<BranchSettings>()).toEqual(before);
  });

  it("imports a service's hours from the venue file", async () => {
    const file = JSON.parse(readFileSync(join(demoVenuesDir, 'la-brasa.json'), 'utf8'));
    const poblado = file.suppliers.find((s: { slug: string }) => s.slug === 'el-poblado');
    poblado.service_hours = { take_away: [{ days: everyDay, from: '07:30', to: '23:00' }] };
    cpSync(join(demoVenuesDir, 'assets'), join(work, 'assets'), { recursive: true });
    writeFileSync(join(work, 'la-brasa.json'), JSON.stringify(file));
    await importVenues(t.database.db, work);

    const settings = (await staff('GET')).json<BranchSettings>();
    expect(settings.hours.service_hours).toEqual({
      delivery: [],
      take_away: [{ days: everyDay, from: '07:30', to: '23:00' }],
      on_table: [],
    });
    // the import moves the venue's version, which the cached branch contexts follow
    clock = at('08:00', '2026-03-04');
    expect((await settingsFor('take_away')).json()).toMatchObject({ open_now: true });
    expect((await settingsFor('delivery')).json()).toMatchObject({ open_now: false });
  });

  it("sends a table's round only inside the table service's own hours, and at any hour without them", async () => {
    const tables = new OnTableHarness(t);
    const chapinero = '/menudigital/cook_products';
    clock = at('22:30', '2026-03-05');
    const menu = await tables.menu('la-brasa', 'chapinero');
    const ana = await tables.diner();
    const order = await tables.join(ana, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 1'));
    const send = () =>
      tables.send(ana, 'PUT', `${chapinero}/${order.purchase.id}.json`, undefined, { lang: 'en' });
    expect((await tables.add(ana, order.purchase.id, plainProduct(menu, 0))).statusCode).toBe(201);

    // 12:00-23:00 of its own: at 23:30 the round stays pending, refused with spec §8's message
    const saved = await saveHours(
      { ...hours, service_hours: { on_table: [{ days: everyDay, from: '12:00', to: '23:00' }] } },
      'chapinero',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    clock = at('23:30', '2026-03-05');
    const refused = await send();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      key: 'table_service_unavailable',
      message: 'Table service or room service is not available right now.',
    });
    const pending = await tables.send(ana, 'GET', `/menudigital/init/${order.purchase.id}.json`);
    expect(pending.json().purchase.products.map((p: { state: string }) => p.state)).toEqual(['pending']);

    // inside them it goes
    clock = at('22:45', '2026-03-05');
    const sent = await send();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().purchase.products.map((p: { state: string }) => p.state)).toEqual(['ordered']);

    // same as the branch again (no hours of its own): a round at 23:30, past the branch's 22:00, goes
    expect((await saveHours(hours, 'chapinero')).statusCode).toBe(200);
    clock = at('23:30', '2026-03-05');
    expect((await tables.add(ana, order.purchase.id, plainProduct(menu, 0))).statusCode).toBe(201);
    const late = await send();
    expect(late.statusCode, late.body).toBe(200);
  });
});
