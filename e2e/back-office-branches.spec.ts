import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { openConsoleScreen, staffMember } from './support/staff.ts';
import { newDiner, sitDown } from './support/table.ts';
import { venueUrl } from './support/venues.ts';

// Branch settings in the back office (docs/back-office.md#branches, ADR 102): a manager on the
// console's Branches screen adds a delivery zone drawn as a circle and a table, then draws the table
// a new QR code after a dialog that says the printed one stops working; a diner's address in the new
// zone is covered at once, the old QR is refused and the new one opens the table. A second tab saving
// over the version it read is told someone changed it, and reloads. A service given hours of its own
// (ADR 106) is what the diner's screens read for it. A branch's tips (ADR 107) refuse a wrong
// percentage with a focused alert and reach the diner's config once saved.

/** Fontibón, Bogotá: outside every demo zone, where no other journey delivers. */
const FONTIBON = { latitude: 4.678, longitude: -74.141 };

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
  // one after another: each journey saves a section of La Brasa's branches over the version its
  // screen read, and another journey's save in between would answer it "someone changed this"
  test.describe.configure({ mode: 'serial' });
  test('a manager adds a zone and gives a table a new QR code: the zone covers at once, the old QR is refused, the new one opens', async ({
    browser,
  }) => {
    const { page: manager } = await staffMember(browser, 'manager');
    const diner = await newDiner(browser, 'la-brasa');
    expect((await coverageAt(diner, FONTIBON)).json.key).toBe('no_coverage');

    await openConsoleScreen(manager, 'Branches');
    await expect(manager.getByRole('heading', { level: 1, name: 'Branch settings' })).toBeVisible();
    await expect(
      manager
        .getByRole('main')
        .getByRole('paragraph')
        .filter({ hasText: /^Chapinero$/ }),
    ).toBeVisible();

    // a zone drawn as a circle around a point, with its fee and minimum
    const zones = manager.getByRole('region', { name: 'Delivery zones' });
    await zones.getByRole('button', { name: 'Add a zone' }).click();
    const zone = zones.getByRole('group', { name: 'New zone' });
    await zone
      .getByLabel('Key (lowercase letters, digits and hyphens)')
      .fill(`fontibon-${Date.now() % 100000}`);
    await zone.getByLabel('Latitude of the centre').fill(String(FONTIBON.latitude));
    await zone.getByLabel('Longitude of the centre').fill(String(FONTIBON.longitude));
    await zone.getByLabel('Radius in metres').fill('900');
    await zone.getByLabel('Delivery fee (COP)').fill('7000');
    await zone.getByLabel('Minimum order in this zone (COP)').fill('20000');
    await zone.getByLabel('Zone name').fill('Fontibón');
    await zones.getByRole('button', { name: 'Save Delivery zones' }).click();
    await expect(zones.getByText('Saved.')).toBeVisible();
    // from the top: a field scrolled under the console's sticky bar reads as covered
    await manager.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(manager, 'branch settings after a save');

    const covered = await coverageAt(diner, FONTIBON);
    expect(covered.status).toBe(200);
    expect(covered.json).toMatchObject({
      supplier: { slug: 'chapinero' },
      polygon: { name: 'Fontibón', delivery_price: 7000, minimum_order_value: 20000 },
    });

    // a second tab that read the branch before the save above: someone changed it, reload
    const other = await manager.context().newPage();
    await other.goto(venueUrl('la-brasa', '/staff/branches'));
    const minimum = other.getByRole('region', { name: 'Minimum order and slots' });
    await expect(minimum.getByLabel('Orders per slot')).toBeVisible();
    const services = manager.getByRole('region', { name: 'Services' });
    await services.getByRole('button', { name: 'Save Services' }).click();
    await expect(services.getByText('Saved.')).toBeVisible();
    await minimum.getByRole('button', { name: 'Save Minimum order and slots' }).click();
    const alert = minimum.getByRole('alert');
    await expect(alert).toContainText(
      'Someone changed this while you were editing. Reload to see their change, then save again.',
    );
    await expect(alert).toBeFocused();
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(alert).toBeHidden();
    await minimum.getByRole('button', { name: 'Save Minimum order and slots' }).click();
    await expect(minimum.getByText('Saved.')).toBeVisible();

    // the venue's payment methods are shown as saved, per service
    const payments = manager.getByRole('region', { name: 'Payment methods' });
    await expect(payments.getByRole('group', { name: 'Take-away' }).getByLabel('Cash')).toBeChecked();

    // a table of its own, so no other journey's QR code changes
    const places = manager.getByRole('region', { name: 'Tables and places' });
    const label = `Terraza ${Date.now() % 100000}`;
    await places.getByLabel('Name (like Mesa 12)').fill(label);
    await places.getByRole('button', { name: 'Add the place' }).click();
    await expect(places.getByText(`${label} added.`)).toBeVisible();
    const row = places.getByRole('listitem').filter({ hasText: label });
    const oldCode = (await row.locator('code').textContent())!;
    expect(oldCode).toMatch(/^cha-[a-z0-9]{10}$/);
    await sitDown(diner, 'la-brasa', `/chapinero/menu-digital?mesa=${oldCode}`, 'Ana');

    await row.getByRole('button', { name: `New QR code for ${label}` }).click();
    const dialog = manager.getByRole('dialog', { name: `A new QR code for ${label}?` });
    await expect(dialog).toContainText('The printed QR code of this place stops working at once');
    await dialog.getByRole('button', { name: 'Yes, make a new code' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      places.getByText(/has a new code, cha-[a-z0-9]{10}: the old QR code no longer works\./),
    ).toBeVisible();
    await expect(row.locator('code')).not.toHaveText(oldCode);
    const newCode = (await places
      .getByRole('listitem')
      .filter({ hasText: label })
      .locator('code')
      .textContent())!;
    expect(newCode).not.toBe(oldCode);

    // the QR sheet prints the new code
    await places.getByRole('link', { name: 'Print the QR codes' }).click();
    await expect(
      manager.getByText(`/chapinero/menu-digital?mesa=${newCode}`, { exact: false }),
    ).toBeVisible();

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

  test("a manager gives the table service hours of its own (ADR 106), and the diner's screens read them", async ({
    browser,
  }) => {
    const { page: manager } = await staffMember(browser, 'manager');
    const diner = await newDiner(browser, 'la-brasa');
    await openConsoleScreen(manager, 'Branches');
    const hours = manager.getByRole('region', { name: 'Hours and holidays' });
    // at the table: no check refuses a diner by these hours, so no other journey minds them
    const onTable = hours.getByRole('group', { name: 'At the table (QR): hours', exact: true });
    const same = onTable.getByLabel("Same as the branch's opening hours");
    await expect(same).toBeChecked();
    await same.uncheck();
    const own = onTable.getByRole('group', { name: 'At the table (QR): its own hours' });
    await own.getByRole('button', { name: 'Remove these hours' }).click();
    const save = hours.getByRole('button', { name: 'Save Hours and holidays' });
    await save.click();
    const alert = hours.getByRole('alert');
    await expect(alert).toContainText('A service with hours of its own needs at least one set of hours');
    await expect(alert).toBeFocused();

    await own.getByRole('button', { name: 'Add hours' }).click();
    await own.getByLabel('From').fill('12:00');
    await own.getByLabel('To').fill('23:00');
    await save.click();
    await expect(hours.getByText('Saved.')).toBeVisible();
    await manager.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(manager, 'branch hours with a service of its own');

    const settingsFor = (service: string) =>
      diner.evaluate(async (service) => {
        const response = await fetch('/delivery/suppliers/chapinero/settings.json', { headers: { service } });
        return (await response.json()) as { opening_hours: { from: string; to: string }[] };
      }, service);
    expect((await settingsFor('on_table')).opening_hours).toEqual([
      { days: [1, 2, 3, 4, 5], from: '12:00', to: '23:00' },
    ]);
    expect((await settingsFor('take_away')).opening_hours).toEqual([
      { days: [0, 1, 2, 3, 4, 5, 6], from: '00:00', to: '24:00' },
    ]);

    // the same as the branch again
    await same.check();
    await save.click();
    await expect(hours.getByText('Saved.')).toBeVisible();
    expect((await settingsFor('on_table')).opening_hours).toEqual([
      { days: [0, 1, 2, 3, 4, 5, 6], from: '00:00', to: '24:00' },
    ]);
  });

  test("a manager sets a branch's tips (ADR 107): a wrong percentage is named and focused, the saved ones reach the diner's config", async ({
    browser,
  }) => {
    const { page: manager } = await staffMember(browser, 'manager');
    const diner = await newDiner(browser, 'la-brasa');
    await openConsoleScreen(manager, 'Branches');
    // Usaquén, whose settings no other journey saves; the spec's own options are saved, so the
    // diners of the journeys running beside this one see what they always did
    await manager.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Usaquén' });
    const tips = manager.getByRole('region', { name: 'Tips' });
    await expect(tips.getByLabel('Percentage 1')).toHaveValue('10');
    await expect(tips.getByLabel('Suggested and chosen at the start')).toHaveValue('10');
    await tips.getByLabel('Percentage 3').fill('60');
    const save = tips.getByRole('button', { name: 'Save Tips' });
    await save.click();
    const alert = tips.getByRole('alert');
    await expect(alert).toContainText('whole number from 1 to 50');
    await expect(alert).toBeFocused();

    await tips.getByLabel('Percentage 3').fill('20');
    await save.click();
    await expect(tips.getByText('Saved.')).toBeVisible();
    await manager.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(manager, 'branch tips after a save');
    const tipsOf = () =>
      diner.evaluate(async () => {
        const config = (await (await fetch('/domain/config.json')).json()) as {
          suppliers: { slug: string; tips?: unknown }[];
        };
        return config.suppliers.find((s) => s.slug === 'usaquen')?.tips;
      });
    await expect.poll(tipsOf).toEqual({ enabled: true, percents: [10, 15, 20], suggested: 10 });
  });

  test('waiters and the kitchen do not see Branches', async ({ browser }) => {
    const { page } = await staffMember(browser, 'waiter');
    await expect(
      page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Tables' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Branches' }),
    ).toHaveCount(0);
  });
});
