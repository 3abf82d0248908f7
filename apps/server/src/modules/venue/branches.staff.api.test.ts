import { localClock } from '@storefront/domain/delivery/hours.rules';
import type { BranchSettings, StaffPlace } from '@storefront/domain/venue/branch-settings.schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ErrorBody, storeName } from '../../../test/support/app.ts';
import { points } from '../../../test/support/delivery.ts';
import { hostOf } from '../../../test/support/diners.ts';
import { codeOf, staffHarness } from '../../../test/support/table-orders.ts';
import { auditLog } from '../../db/schema.ts';

// The back office's branch settings and places (docs/back-office.md#branches, ADR 102): read whole,
// saved a section at a time through the venue import's schemas and functions, refused when stale or
// wrong with nothing changed, audited, and used at once by the coverage check and the table entry.
// The roles are checked route by route in staff-session.api.test.ts.

const setup = staffHarness('la-brasa');
const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, venue = 'la-brasa') =>
  setup.h.staff(venue, setup.token, method, url, payload);

const settingsOf = async (branch = 'chapinero') => {
  const res = await api('GET', `/staff/branches/${branch}/settings.json`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BranchSettings>();
};
const save = (section: string, version: number, value: unknown, branch = 'chapinero') =>
  api('PUT', `/staff/branches/${branch}/settings.json`, { section, version, value });

const coverage = (point: { latitude: number; longitude: number }) =>
  setup.h.t.app.inject({
    method: 'POST',
    url: '/delivery/coverage.json',
    headers: { host: hostOf('la-brasa'), lang: 'en' },
    payload: point,
  });

const auditOf = (action: string) =>
  setup.h.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.area, 'branches'), eq(auditLog.action, action)));

describe(`branch settings in the back office (${storeName})`, () => {
  it("lists the venue's branches and reads a branch's settings with its version", async () => {
    const list = await api('GET', '/staff/branches.json');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().branches.map((b: { slug: string }) => b.slug)).toEqual(
      expect.arrayContaining(['chapinero', 'usaquen', 'el-poblado']),
    );
    const settings = await settingsOf();
    expect(settings).toMatchObject({
      branch: { slug: 'chapinero' },
      version: 1,
      currency: 'COP',
      services: { service_delivery: true, service_table: true },
      delivery: { minimum_order_value: expect.any(Number) },
    });
    expect(settings.zones.delivery_zones.length).toBeGreaterThan(0);
    expect(settings.hours.opening_hours.length).toBeGreaterThan(0);
  });

  it('uses a zone drawn as a radius at once in the coverage check, and audits the change', async () => {
    expect((await coverage(points.suba)).json<ErrorBody>().key).toBe('no_coverage');
    const before = await settingsOf();
    // open all day first, so the check answers whatever the clock of the test run
    const hours = await save('hours', before.version, { opening_hours: [], kitchen_hours: [] });
    expect(hours.statusCode, hours.body).toBe(200);
    const { version, zones } = hours.json<BranchSettings>();
    expect(version).toBe(before.version + 1);

    const saved = await save('zones', version, {
      delivery_zones: [
        ...zones.delivery_zones.map(({ polygon, ...zone }) => (zone.radius ? zone : { ...zone, polygon })),
        {
          key: 'suba',
          name: 'Suba',
          radius: { center: [points.suba.latitude, points.suba.longitude], meters: 1200 },
          delivery_price: 9000,
          minimum_order_value: 30000,
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const suba = saved.json<BranchSettings>().zones.delivery_zones.find((zone) => zone.key === 'suba')!;
    expect(suba.radius).toEqual({ center: [points.suba.latitude, points.suba.longitude], meters: 1200 });
    expect(suba.polygon).toHaveLength(48);

    const covered = await coverage(points.suba);
    expect(covered.statusCode, covered.body).toBe(200);
    expect(covered.json()).toMatchObject({
      supplier: { slug: 'chapinero' },
      polygon: { name: 'Suba', delivery_price: 9000, minimum_order_value: 30000 },
    });

    const [record] = await auditOf('update_zones');
    expect(record).toMatchObject({ subject: 'chapinero', actor: 'test la-brasa' });
    expect((record!.before as { delivery_zones: unknown[] }).delivery_zones).toHaveLength(
      zones.delivery_zones.length,
    );
    expect((record!.after as { delivery_zones: unknown[] }).delivery_zones).toHaveLength(
      zones.delivery_zones.length + 1,
    );
  });

  it("closes the branch on a date that is closed, in the venue's time zone", async () => {
    const today = localClock(new Date(), 'America/Bogota').date;
    const { version } = await settingsOf();
    const closed = await save('hours', version, {
      opening_hours: [],
      kitchen_hours: [],
      hours_exceptions: [{ date: today, closed: true, note: 'Navidad' }],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<BranchSettings>().hours.hours_exceptions).toEqual([
      { date: today, closed: true, windows: [], note: 'Navidad' },
    ]);
    expect((await coverage(points.suba)).json<ErrorBody>().key).toBe('supplier_closed');
    const open = await save('hours', version + 1, { opening_hours: [], kitchen_hours: [] });
    expect(open.statusCode, open.body).toBe(200);
    expect((await coverage(points.suba)).statusCode).toBe(200);
  });

  it('refuses a save made on an older version with stale_edit, changing nothing', async () => {
    const current = await settingsOf();
    const first = await save('delivery', current.version, {
      ...current.delivery,
      minimum_order_value: 12345,
    });
    expect(first.statusCode, first.body).toBe(200);
    // a second manager saves what they read before the first save
    const second = await save('delivery', current.version, {
      ...current.delivery,
      minimum_order_value: 99999,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorBody>()).toMatchObject({ key: 'stale_edit' });
    const after = await settingsOf();
    expect(after.delivery.minimum_order_value).toBe(12345);
    expect(after.version).toBe(current.version + 1);
  });

  it.each([
    [
      'a zone with both a polygon and a radius',
      'zones',
      (s: BranchSettings) => ({
        delivery_zones: [
          {
            key: 'both',
            name: 'Both',
            polygon: s.zones.delivery_zones[0]!.polygon,
            radius: { center: [4.6, -74], meters: 500 },
            delivery_price: 1000,
          },
        ],
      }),
    ],
    [
      'a negative delivery fee',
      'zones',
      () => ({
        delivery_zones: [
          { key: 'neg', name: 'Neg', radius: { center: [4.6, -74], meters: 500 }, delivery_price: -1 },
        ],
      }),
    ],
    [
      'a fractional minimum order',
      'delivery',
      (s: BranchSettings) => ({ ...s.delivery, minimum_order_value: 10.5 }),
    ],
    ['an hour like 25:00', 'hours', () => ({ opening_hours: [{ from: '10:00', to: '25:00' }] })],
    [
      'a closed date with windows',
      'hours',
      () => ({
        hours_exceptions: [{ date: '2026-12-25', closed: true, windows: [{ from: '10:00', to: '12:00' }] }],
      }),
    ],
    [
      'a booking block without zones',
      'booking',
      () => ({ booking: { zones: [], hours: [{ from: '12:00', to: '22:00' }] } }),
    ],
    [
      'a payment method twice',
      'payments',
      (s: BranchSettings) => ({
        ...s.payments,
        methods: { ...s.payments.methods, delivery: ['cash', 'cash'] },
      }),
    ],
    [
      'an unknown payment method',
      'payments',
      (s: BranchSettings) => ({ ...s.payments, methods: { ...s.payments.methods, on_table: ['cheque'] } }),
    ],
    [
      'an unknown on-table class',
      'services',
      (s: BranchSettings) => ({ ...s.services, on_table_class: 'buffet' }),
    ],
  ])('refuses %s with a translated 400 and changes nothing', async (_name, section, value) => {
    const before = await settingsOf();
    const res = await save(section, before.version, value(before));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorBody>().key).toBe('validation_failed');
    expect(res.json<ErrorBody>().message).toBeTruthy();
    expect(await settingsOf()).toEqual(before);
  });

  it("switches a service off for the diner's screens at once", async () => {
    const current = await settingsOf('usaquen');
    const res = await save(
      'services',
      current.version,
      { ...current.services, service_take_away: false },
      'usaquen',
    );
    expect(res.statusCode, res.body).toBe(200);
    const branch = await setup.h.t.app.inject({
      url: '/domain/suppliers/usaquen.json',
      headers: { host: hostOf('la-brasa') },
    });
    expect(branch.json().service_take_away).toBe(false);
  });

  it("saves the venue's payment methods from a branch: the checkout offers them at once, every branch's version moves", async () => {
    const options = async () =>
      (
        await setup.h.t.app.inject({ url: '/payments/options.json', headers: { host: hostOf('la-brasa') } })
      ).json<{ methods: Record<string, string[]> }>().methods;
    expect(await options()).toMatchObject({ take_away: expect.arrayContaining(['cash']) });
    const current = await settingsOf();
    const other = await settingsOf('el-poblado');
    const methods = { ...current.payments.methods, take_away: ['card_reader'] };
    const res = await save('payments', current.version, { methods, minimum_online_amount: 5000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BranchSettings>().payments).toEqual({ methods, minimum_online_amount: 5000 });
    expect((await options()).take_away).toEqual(['card_reader']);
    // another branch's screen read the old methods: its save is stale
    const stale = await save('payments', other.version, other.payments, 'el-poblado');
    expect(stale.statusCode).toBe(409);
    expect((await settingsOf('el-poblado')).payments.methods.take_away).toEqual(['card_reader']);
  });

  it("answers 404 for a branch of another venue's host", async () => {
    const token = await setup.h.staffToken('pizzeria-vesubio');
    const res = await setup.h.staff(
      'pizzeria-vesubio',
      token,
      'GET',
      '/staff/branches/chapinero/settings.json',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().key).toBe('supplier_not_found');
    const put = await setup.h.staff(
      'pizzeria-vesubio',
      token,
      'PUT',
      '/staff/branches/chapinero/settings.json',
      {
        section: 'delivery',
        version: 1,
        value: { minimum_order_value: 1 },
      },
    );
    expect(put.statusCode).toBe(404);
  });
});

describe(`places in the back office (${storeName})`, () => {
  const places = async (branch = 'chapinero') =>
    (await api('GET', `/staff/branches/${branch}/places.json`)).json<{ places: StaffPlace[] }>().places;
  const init = async (code: string) =>
    setup.h.send(await setup.h.diner(), 'GET', `/menudigital/init?supplier_id=chapinero&table_code=${code}`);

  it('adds a place with a fresh code, renames it, retires and restores it', async () => {
    const made = await api('POST', '/staff/branches/chapinero/places.json', {
      label: 'Barra 1',
      kind: 'counter',
    });
    expect(made.statusCode, made.body).toBe(200);
    const place = made.json<StaffPlace>();
    expect(place).toMatchObject({ label: 'Barra 1', kind: 'counter', active: true, version: 1 });
    expect(place.code).toMatch(/^cha-[a-z0-9]{10}$/);
    expect((await init(place.code)).statusCode).toBe(200);

    const renamed = await api('PUT', `/staff/branches/chapinero/places/${place.id}.json`, {
      version: 1,
      label: 'Barra alta',
    });
    expect(renamed.json<StaffPlace>()).toMatchObject({ label: 'Barra alta', version: 2, code: place.code });

    const retired = await api('PUT', `/staff/branches/chapinero/places/${place.id}.json`, {
      version: 2,
      active: false,
    });
    expect(retired.json<StaffPlace>().active).toBe(false);
    expect((await init(place.code)).json<ErrorBody>().key).toBe('table_not_identified');
    expect((await places()).at(-1)).toMatchObject({ id: place.id, active: false });

    await api('PUT', `/staff/branches/chapinero/places/${place.id}.json`, { version: 3, active: true });
    expect((await init(place.code)).statusCode).toBe(200);
    expect((await auditOf('retire_place')).length).toBe(1);
  });

  it('draws a new secret code: the old QR is refused at once and the new one opens the table', async () => {
    const old = codeOf('la-brasa', 'chapinero', 'Mesa 2');
    const table = (await places()).find((p) => p.code === old)!;
    expect((await init(old)).statusCode).toBe(200);
    const res = await api('POST', `/staff/branches/chapinero/places/${table.id}/code.json`, {
      version: table.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json<StaffPlace>();
    expect(fresh.code).not.toBe(old);
    expect(fresh).toMatchObject({ id: table.id, label: 'Mesa 2', version: table.version + 1 });

    const refused = await init(old);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ErrorBody>().key).toBe('table_not_identified');
    const joined = await setup.h.join(await setup.h.diner(), 'chapinero', fresh.code);
    expect(joined.purchase.id).toBeTruthy();

    // a second manager's regeneration on the version they read is stale
    const stale = await api('POST', `/staff/branches/chapinero/places/${table.id}/code.json`, {
      version: table.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().key).toBe('stale_edit');
    expect((await places()).find((p) => p.id === table.id)!.code).toBe(fresh.code);
    const [record] = await auditOf('new_place_code');
    expect(record).toMatchObject({ before: { code: old }, after: { code: fresh.code } });
  });

  it("refuses bad input, another branch's place and another venue's host, changing nothing", async () => {
    const before = await places();
    const table = before[0]!;
    const bad = await api('PUT', `/staff/branches/chapinero/places/${table.id}.json`, {
      version: table.version,
      kind: 'sofa',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().key).toBe('validation_failed');
    const long = await api('POST', '/staff/branches/chapinero/places.json', { label: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    const elsewhere = await api('PUT', `/staff/branches/usaquen/places/${table.id}.json`, {
      version: table.version,
      label: 'Robada',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(await places()).toEqual(before);

    const token = await setup.h.staffToken('pizzeria-vesubio');
    const other = await setup.h.staff(
      'pizzeria-vesubio',
      token,
      'POST',
      `/staff/branches/chapinero/places/${table.id}/code.json`,
      {
        version: table.version,
      },
    );
    expect(other.statusCode).toBe(404);
    expect(await places()).toEqual(before);
  });
});
