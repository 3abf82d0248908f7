import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoVenuesDir, type ErrorBody, storeName } from '../../../test/support/app.ts';
import { codeOf, staffHarness } from '../../../test/support/table-orders.ts';
import { importVenues } from './venue.import.ts';
import { freshSupplierBySlug, freshVenueConfig } from './venue.service.ts';

// Pausing a branch's service for now (docs/staff-api.md, Availability): while paused the branch
// does not offer it and its calls answer their spec §8 message; resuming brings it back, and a
// re-import of the venue file keeps the pause.

const setup = staffHarness('la-brasa');

const pause = (service: string, paused: boolean) =>
  setup.h.staff('la-brasa', setup.token, 'PUT', `/staff/services/${service}.json?supplier_id=chapinero`, {
    paused,
  });

const branch = async () =>
  (
    await setup.h.t.app.inject({
      url: '/domain/suppliers/chapinero.json',
      headers: { host: 'la-brasa.localhost' },
    })
  ).json();

describe(`pausing a branch's service (${storeName})`, () => {
  it('closes the table service at once, with its message, and opens it again', async () => {
    expect((await branch()).service_table).toBe(true);
    const paused = await pause('on_table', true);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().services).toContainEqual({ service: 'on_table', offered: true, paused: true });
    expect((await branch()).service_table).toBe(false);

    const diner = await setup.h.diner();
    const refused = await setup.h.send(diner, 'POST', '/menudigital/init.json', {
      purchase: { supplier_id: 'chapinero', table_code: codeOf('la-brasa', 'chapinero', 'Mesa 1') },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({ key: 'table_service_unavailable' });

    // a re-import of the venue file keeps the pause: it is the staff's, not the file's
    await importVenues(setup.h.t.database.db, demoVenuesDir);
    setup.h.t.app.tenancy.invalidate();
    expect((await pause('book', false)).json().services).toContainEqual({
      service: 'on_table',
      offered: true,
      paused: true,
    });

    expect((await pause('on_table', false)).statusCode).toBe(200);
    const joined = await setup.h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 1'));
    expect(joined.purchase.id).toBeTruthy();
  });

  it('stops taking bookings while bookings are paused', async () => {
    await pause('book', true);
    const res = await setup.h.t.app.inject({
      method: 'POST',
      url: '/booking/suppliers/chapinero/bookings.json',
      headers: { host: 'la-brasa.localhost', lang: 'en', 'idempotency-key': randomUUID() },
      payload: {
        date: '2030-03-05',
        hour: '20:00',
        persons: 2,
        zone: null,
        reason: null,
        comment: '',
        contact: { name: 'Ana', phone_code: '+57', phone: '3001234567', email: 'ana@example.com', dni: null },
      },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<ErrorBody>().key).toBe('bookings_unavailable');
    await pause('book', false);
  });

  it('refuses an unknown service and staff of another venue', async () => {
    expect((await pause('teleport', true)).statusCode).toBe(400);
    const other = await setup.h.staffToken('taqueria-el-sol');
    const foreign = await setup.h.staff(
      'taqueria-el-sol',
      other,
      'PUT',
      '/staff/services/on_table.json?supplier_id=chapinero',
      {
        paused: true,
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect((await branch()).service_table).toBe(true);
  });
});

describe(`a venue's change forgets only its own cached reads (${storeName})`, () => {
  it("leaves another venue's config and branches cached when one venue pauses a service", async () => {
    const { app } = setup.h.t;
    const read = (host: string, url: string) => app.inject({ url, headers: { host } });
    await read('la-brasa.localhost', '/domain/config.json');
    await read('la-brasa.localhost', '/domain/suppliers/chapinero.json');
    await read('taqueria-el-sol.localhost', '/domain/config.json');
    await read('taqueria-el-sol.localhost', '/domain/suppliers/roma-norte.json');
    const ids = async (slug: string) =>
      (await app.db.query.instances.findFirst({ where: (t, { eq }) => eq(t.slug, slug) }))!.id;
    const [brasa, taqueria] = [await ids('la-brasa'), await ids('taqueria-el-sol')];
    expect(freshVenueConfig(app.venues, taqueria)).toBeDefined();
    expect(freshSupplierBySlug(app.venues, taqueria, 'roma-norte')).toBeDefined();

    expect((await pause('delivery', true)).statusCode).toBe(200);
    expect(freshVenueConfig(app.venues, brasa)).toBeUndefined();
    expect(freshSupplierBySlug(app.venues, brasa, 'chapinero')).toBeUndefined();
    expect(freshVenueConfig(app.venues, taqueria)).toBeDefined();
    expect(freshSupplierBySlug(app.venues, taqueria, 'roma-norte')).toBeDefined();
    expect((await pause('delivery', false)).statusCode).toBe(200);
  });
});
