import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, fileApp, storeName } from '../../../test/support/app.ts';
import { BRASA, branchIds, MONDAY_1PM, PADARIA, points } from '../../../test/support/delivery.ts';
import { deliverySettings } from '../../db/schema.ts';

// Geocoding and coverage (docs/decisions/016-delivery.md), with a clock the test moves.
const t = fileApp(() => createTestApp({}, { now: () => clock }));
let clock = MONDAY_1PM;

const at = (bogotaTime: string) => new Date(`2026-03-02T${bogotaTime}:00-05:00`);
const coverage = (payload: object, host = BRASA) =>
  t.app.inject({ method: 'POST', url: '/delivery/coverage.json', headers: { host }, payload });

describe(`coverage (${storeName})`, () => {
  it('picks the branch and zone that cover the address, with its delivery price and minimum', async () => {
    clock = MONDAY_1PM;
    const res = await coverage(points.chapinero);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      supplier: { slug: 'chapinero' },
      polygon: { name: 'Chapinero', delivery_price: 4500, minimum_order_value: 25000 },
      location_price: 4500,
      free_shipping_from: 120000,
    });
    expect((await coverage(points.usaquen)).json()).toMatchObject({ supplier: { slug: 'usaquen' } });
  });

  it('answers no coverage with the nearest branch distance outside every zone (spec §8)', async () => {
    const res = await coverage(points.suba);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      key: 'no_coverage',
      params: { distance: 7.8 },
      message: 'No hay cobertura en esta zona. La sede más cercana está a 7.8 km.',
    });
  });

  it("gives the spec's messages for a closed branch, a closed kitchen and inactive delivery", async () => {
    clock = at('23:00');
    expect((await coverage(points.usaquen)).json()).toMatchObject({ key: 'supplier_closed' });
    clock = at('21:45');
    expect((await coverage(points.usaquen)).json()).toMatchObject({ key: 'kitchen_closed' });
    clock = MONDAY_1PM;
    const { supplierId } = await branchIds(t.database.db, 'la-brasa', 'usaquen');
    await t.database.db
      .update(deliverySettings)
      .set({ deliveryActive: false })
      .where(eq(deliverySettings.supplierId, supplierId));
    const inactive = await coverage(points.usaquen);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toMatchObject({ key: 'delivery_closed' });
    await t.database.db
      .update(deliverySettings)
      .set({ deliveryActive: true })
      .where(eq(deliverySettings.supplierId, supplierId));
  });

  it('lets a scheduled delivery through while the branch is closed now', async () => {
    clock = at('23:30');
    expect((await coverage(points.poblado)).json()).toMatchObject({ key: 'supplier_closed' });
    expect((await coverage({ ...points.poblado, scheduled: true })).json()).toMatchObject({
      supplier: { slug: 'el-poblado' },
    });
    clock = MONDAY_1PM;
  });

  it('geocodes the typed address of a venue without full GPS on its branch (spec §2 delivery)', async () => {
    const typed = {
      supplier_slug: 'vila-madalena',
      city: 'São Paulo',
      neighbourhood: 'Vila Madalena',
      address: 'Rua Aspicuelta 420',
    };
    const res = await coverage(typed, PADARIA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      supplier: { slug: 'vila-madalena' },
      polygon: { delivery_price: 700 },
    });
    const unknown = await coverage({ ...typed, neighbourhood: 'Zzyzx', address: 'Nada' }, PADARIA);
    expect(unknown.json()).toMatchObject({ key: 'address_not_found' });
  });

  it('bounds a typed address by its city: Lima is no coverage, 1,900 km from Bogotá, not Chapinero', async () => {
    const lima = { city: 'Lima', neighbourhood: 'Miraflores', address: 'Calle 1 # 2-3' };
    const res = await coverage(lima);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ key: 'no_coverage' });
    // Miraflores to La Brasa's nearest delivering branch (Chapinero, Bogotá)
    expect(body.params.distance).toBeGreaterThan(1_850);
    expect(body.params.distance).toBeLessThan(1_950);
    expect(body.message).toBe(
      `No hay cobertura en esta zona. La sede más cercana está a ${body.params.distance} km.`,
    );
  });

  it('answers "address not found" for a street in a city it cannot place', async () => {
    for (const neighbourhood of ['Centro', 'Chapinero']) {
      const res = await coverage({ city: 'Zzqx', neighbourhood, address: 'Calle 123 # 45-67' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        key: 'address_not_found',
        message: 'No encontramos la dirección (GPS).',
      });
    }
    // a known city, a neighbourhood it does not know: "Calle" alone places nothing
    const nowhere = await coverage({ city: 'Bogotá', neighbourhood: 'Zzqx', address: 'Calle 123 # 45-67' });
    expect(nowhere.json()).toMatchObject({ key: 'address_not_found' });
  });

  it('still places a typed Bogotá address in its neighbourhood and zone', async () => {
    const res = await coverage({ city: 'Bogotá', neighbourhood: 'Chapinero', address: 'Calle 60 # 9-15' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ supplier: { slug: 'chapinero' }, polygon: { name: 'Chapinero' } });
    const usaquen = await coverage({
      city: 'bogota',
      neighbourhood: 'Usaquén',
      address: 'Carrera 6 # 119-24',
    });
    expect(usaquen.json()).toMatchObject({ supplier: { slug: 'usaquen' } });
  });

  it("never answers with another venue's branch", async () => {
    const res = await coverage({ ...points.chapinero, supplier_slug: 'vila-madalena' });
    expect(res.statusCode).toBe(404);
  });
});

describe(`geocoder and branch settings (${storeName})`, () => {
  it('proposes the address at a GPS point from the offline gazetteer', async () => {
    const res = await t.app.inject({
      url: `/delivery/geocode/reverse.json?lat=${points.chapinero.latitude}&lng=${points.chapinero.longitude}`,
      headers: { host: BRASA },
    });
    expect(res.json()).toMatchObject({ neighbourhood: 'Chapinero', city: 'Bogotá', address: 'Calle 60' });
    const far = await t.app.inject({
      url: '/delivery/geocode/reverse.json?lat=0&lng=0',
      headers: { host: BRASA },
    });
    expect(far.json()).toMatchObject({ key: 'address_not_found' });
    const search = await t.app.inject({
      url: '/delivery/geocode/search.json?q=roma%20norte',
      headers: { host: BRASA },
    });
    expect(search.json().results[0]).toMatchObject({ neighbourhood: 'Roma Norte', city: 'Ciudad de México' });
  });

  it("tells a branch's hours, open state, zones and rules", async () => {
    clock = at('23:00');
    const res = await t.app.inject({
      url: '/delivery/suppliers/usaquen/settings.json',
      headers: { host: BRASA },
    });
    expect(res.json()).toMatchObject({
      time_zone: 'America/Bogota',
      open_now: false,
      kitchen_open_now: false,
      minimum_order_value: 25000,
      require_sms_code: false,
      zones: [{ name: 'Usaquén y Santa Bárbara' }, { name: 'Chicó y El Retiro' }],
    });
    clock = MONDAY_1PM;
  });

  it('offers slots after the lead time, inside the opening hours', async () => {
    const res = await t.app.inject({
      url: '/delivery/suppliers/usaquen/slots.json',
      headers: { host: BRASA },
    });
    const { slots } = res.json<{ slots: { start: string; remaining: number }[] }>();
    // 13:00 + 60 min lead: the first slot starts at 14:00 Bogotá.
    expect(slots[0]).toMatchObject({ start: '2026-03-02T19:00:00.000Z', remaining: 5 });
    expect(slots.every((s) => s.remaining === 5)).toBe(true);
  });
});
