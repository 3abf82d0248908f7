import { expect, type Page, test } from '@playwright/test';
import { staffMember } from './support/staff.ts';
import { newDiner, sitDown } from './support/table.ts';
import { venueUrl } from './support/venues.ts';

// Branch settings in the back office (docs/back-office.md#branches, ADR 102): a manager signed in on
// the console adds a delivery zone and a table, then draws the table a new secret code; a diner's
// address in the new zone is covered at once, the old QR is refused and the new one opens the table.
// The manager's steps go through the console's session (its cookie, its origin) to the API the
// Branches screens use; the diner's are the storefront's own screens.

/** Fontibón, Bogotá: outside every demo zone, where no other journey delivers. */
const FONTIBON = { latitude: 4.678, longitude: -74.141 };

/** A call of the console's session from the manager's page, as its screens make them. */
async function asManager(page: Page, method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body ? { 'content-type': 'application/json', lang: 'en' } : { lang: 'en' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  );
}

const coverageAt = (page: Page, point: typeof FONTIBON) =>
  page.evaluate(async (body) => {
    const response = await fetch('/delivery/coverage.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  }, point);

test.describe('branch settings in the back office', () => {
  test('a manager adds a zone and draws a table a new code: the zone covers at once, the old QR is refused, the new one opens', async ({
    browser,
  }) => {
    const { page: manager } = await staffMember(browser, 'manager');
    const diner = await newDiner(browser, 'la-brasa');
    expect((await coverageAt(diner, FONTIBON)).json.key).toBe('no_coverage');

    // a zone drawn as a radius, added to Chapinero's
    const read = await asManager(manager, 'GET', '/staff/branches/chapinero/settings.json');
    expect(read.status).toBe(200);
    const zones = read.json.zones.delivery_zones.map(
      ({ polygon, ...zone }: { polygon: unknown; radius: unknown }) =>
        zone.radius ? zone : { ...zone, polygon },
    );
    const saved = await asManager(manager, 'PUT', '/staff/branches/chapinero/settings.json', {
      section: 'zones',
      version: read.json.version,
      value: {
        delivery_zones: [
          ...zones,
          {
            key: `fontibon-${Date.now()}`,
            name: 'Fontibón',
            radius: { center: [FONTIBON.latitude, FONTIBON.longitude], meters: 900 },
            delivery_price: 7000,
            minimum_order_value: 20000,
          },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    // a second save over the version read first is someone else's change to reload
    const stale = await asManager(manager, 'PUT', '/staff/branches/chapinero/settings.json', {
      section: 'zones',
      version: read.json.version,
      value: { delivery_zones: zones },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(
      'Someone changed this while you were editing. Reload to see their change, then save again.',
    );
    const covered = await coverageAt(diner, FONTIBON);
    expect(covered.status).toBe(200);
    expect(covered.json).toMatchObject({
      supplier: { slug: 'chapinero' },
      polygon: { name: 'Fontibón', delivery_price: 7000 },
    });

    // a table of its own, so no other journey's table changes code
    const made = await asManager(manager, 'POST', '/staff/branches/chapinero/places.json', {
      label: `Terraza ${Date.now() % 1000}`,
      kind: 'table',
    });
    expect(made.status).toBe(200);
    const oldCode = made.json.code as string;
    await sitDown(diner, 'la-brasa', `/chapinero/menu-digital?mesa=${oldCode}`, 'Ana');

    const drawn = await asManager(
      manager,
      'POST',
      `/staff/branches/chapinero/places/${made.json.id}/code.json`,
      {
        version: made.json.version,
      },
    );
    expect(drawn.status).toBe(200);
    const newCode = drawn.json.code as string;
    expect(newCode).not.toBe(oldCode);

    const late = await newDiner(browser, 'la-brasa');
    await late.goto(venueUrl('la-brasa', `/chapinero/menu-digital?mesa=${oldCode}`));
    await expect(late.getByRole('alert')).toContainText(
      'No pudimos identificar la mesa o habitación. Escanea el código QR.',
    );
    await expect(late.getByLabel('Tu nombre o apodo')).toBeHidden();
    // the new QR opens the same table, whose order the first diner started
    await late.goto(venueUrl('la-brasa', `/chapinero/menu-digital?mesa=${newCode}`));
    await expect(late.getByRole('button', { name: 'Unirme al pedido de la mesa' })).toBeVisible();
  });
});
