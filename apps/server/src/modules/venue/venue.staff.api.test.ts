import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoVenuesDir, type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import { codeOf, OnTableHarness } from '../../../test/support/table-orders.ts';
import { importVenues } from './venue.import.ts';

// Pausing a branch's service for now (docs/staff-api.md, Availability): while paused the branch
// does not offer it and its calls answer their spec §8 message; resuming brings it back, and a
// re-import of the venue file keeps the pause.

const h = fileApp(() => OnTableHarness.create());
let token: string;
beforeAll(async () => {
  token = await h.staffToken('la-brasa');
});

const pause = (service: string, paused: boolean) =>
  h.staff('la-brasa', token, 'PUT', `/staff/services/${service}.json?supplier_id=chapinero`, { paused });

const branch = async () =>
  (
    await h.t.app.inject({ url: '/domain/suppliers/chapinero.json', headers: { host: 'la-brasa.localhost' } })
  ).json();

describe(`pausing a branch's service (${storeName})`, () => {
  it('closes the table service at once, with its message, and opens it again', async () => {
    expect((await branch()).service_table).toBe(true);
    const paused = await pause('on_table', true);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().services).toContainEqual({ service: 'on_table', offered: true, paused: true });
    expect((await branch()).service_table).toBe(false);

    const diner = await h.diner();
    const refused = await h.send(diner, 'POST', '/menudigital/init.json', {
      purchase: { supplier_id: 'chapinero', table_code: codeOf('la-brasa', 'chapinero', 'Mesa 1') },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({ key: 'table_service_unavailable' });

    // a re-import of the venue file keeps the pause: it is the staff's, not the file's
    await importVenues(h.t.database.db, demoVenuesDir);
    h.t.app.tenancy.invalidate();
    expect((await pause('book', false)).json().services).toContainEqual({
      service: 'on_table',
      offered: true,
      paused: true,
    });

    expect((await pause('on_table', false)).statusCode).toBe(200);
    const joined = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 1'));
    expect(joined.purchase.id).toBeTruthy();
  });

  it('stops taking bookings while bookings are paused', async () => {
    await pause('book', true);
    const res = await h.t.app.inject({
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
    const other = await h.staffToken('taqueria-el-sol');
    const foreign = await h.staff(
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
