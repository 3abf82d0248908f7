import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeName, type TestApp } from '../../../test/support/app.ts';
import { openDinerApp, points } from '../../../test/support/delivery.ts';
import { type Diner, newDiner } from '../../../test/support/diners.ts';

// Saved addresses (docs/decisions/016-delivery.md): /my-location lists and reuses the profile's saved addresses (spec §3 Location).
let t: TestApp;
let diner: Diner;
beforeAll(async () => {
  ({ t, diner } = await openDinerApp());
});
afterAll(async () => t?.close());

const home = {
  label: 'Casa',
  city: 'Bogotá',
  neighbourhood: 'Chapinero',
  address: 'Calle 60 # 9-25',
  address_optional: 'Apto 301',
  reference: 'Frente al parque',
  ...points.chapinero,
};
const save = (body: object, who = diner) =>
  t.app.inject({ method: 'POST', url: '/delivery/locations.json', headers: who.headers, payload: body });
const list = async (who = diner) =>
  (await t.app.inject({ url: '/delivery/locations.json', headers: who.headers })).json<{
    locations: { id: string }[];
  }>().locations;

describe(`saved addresses (${storeName})`, () => {
  it('saves an address with its covering branch, zone and price, without duplicates', async () => {
    const res = await save(home);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      label: 'Casa',
      supplier_id: expect.any(Number),
      polygon_id: expect.any(String),
      location_price: 4500,
      formatted_address: 'Calle 60 # 9-25, Chapinero, Bogotá',
    });
    await save({ ...home, reference: 'Portería 2' });
    expect(await list()).toHaveLength(1);
  });

  it('keeps an uncovered address too, with no branch, and lists last used first', async () => {
    const far = await save({ ...home, label: 'Oficina', address: 'Avenida Suba # 100-10', ...points.suba });
    expect(far.json()).toMatchObject({ supplier_id: null, polygon_id: null, location_price: 0 });
    expect((await list()).map((l) => l.id)[0]).toBe(far.json().id);
  });

  it("never shows or deletes another diner's addresses", async () => {
    const stranger = await newDiner(t.app);
    expect(await list(stranger)).toEqual([]);
    const [first] = await list();
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/delivery/locations/${first!.id}`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/delivery/locations/${first!.id}`,
      headers: diner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await list()).toHaveLength(1);
  });

  it('refuses an incomplete address with the spec messages', async () => {
    const res = await save({ ...home, address: 'Chapinero', reference: '' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a street without its plate in Colombia, translated, and saves nothing (spec §5)', async () => {
    const before = await list();
    const res = await save({ ...home, label: 'Sin número', address: 'Calle 60' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      key: 'address_incomplete',
      message: 'La dirección debe estar completa: calle y número.',
    });
    const english = await t.app.inject({
      method: 'POST',
      url: '/delivery/locations.json',
      headers: { ...diner.headers, lang: 'en' },
      payload: { ...home, address: 'Calle 60' },
    });
    expect(english.json().message).toBe('The address must be complete: street and number.');
    expect(await list()).toEqual(before);
  });
});
