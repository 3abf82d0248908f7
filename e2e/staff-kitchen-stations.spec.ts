import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { placeScheduledTakeAway } from './support/delivery.ts';
import { staffMember } from './support/staff.ts';
import { addFromMenu, codeOf, menuOf, newDiner, sitDown } from './support/table.ts';
import { venueUrl } from './support/venues.ts';

// Kitchen stations and the expo (issue 54 part 3, docs/decisions/108-kitchen-stations.md): a grill
// item and a bar item of one round reach the grill's tablet and the bar's, each with its own item
// only, and the expo sees the whole ticket and which station is done, live; large type is
// remembered on the tablet; a later course waits on its station until the expo fires it. La
// Brasa's menu routes blood sausage and the mixed grill to the grill, lemonade to the bar.

async function boardOf(page: Page, station: string, branch = 'Chapinero'): Promise<void> {
  await page.getByRole('combobox', { name: 'Branch' }).selectOption({ label: branch });
  await page.getByRole('group', { name: 'Station' }).getByText(station, { exact: true }).click();
}

test('a grill item and a bar item of one round reach their two stations and the expo; a main waits until fired', async ({
  browser,
}) => {
  const { page: grill } = await staffMember(browser, 'kitchen');
  const { page: bar } = await staffMember(browser, 'kitchen');
  const { page: expo } = await staffMember(browser, 'waiter');
  await boardOf(grill, 'Grill');
  await boardOf(bar, 'Bar');
  await boardOf(expo, 'Expo');
  await expect(grill.getByRole('heading', { level: 1, name: 'Grill' })).toBeVisible();

  // a diner at Mesa 1 sends blood sausage and a lemonade in one round
  const diner = await newDiner(browser, 'la-brasa');
  const menu = await menuOf(diner, 'chapinero');
  const [sausage, lemonade] = ['morcilla', 'limonada-natural'].map(
    (key) => menu.products.find((p) => p.product_id === key)!,
  );
  await sitDown(
    diner,
    'la-brasa',
    `/chapinero/menu-digital?mesa=${codeOf('la-brasa', 'chapinero', 'Mesa 1')}`,
    'Iris',
  );
  await addFromMenu(diner, sausage!);
  await addFromMenu(diner, lemonade!);
  await diner.goto(venueUrl('la-brasa', '/chapinero/menu-digital/order'));
  await diner.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(diner.getByRole('heading', { name: 'Ronda 1' })).toBeVisible();

  // each station's board gets its own item only, live, announced
  const ticket = (page: Page) => page.getByRole('article', { name: 'Mesa 1 · round 1' });
  await expect(ticket(grill)).toContainText(`1× ${sausage!.name.en}`);
  await expect(ticket(grill)).not.toContainText(lemonade!.name.en!);
  await expect(ticket(bar)).toContainText(`1× ${lemonade!.name.en}`);
  await expect(ticket(bar)).not.toContainText(sausage!.name.en!);
  await expect(grill.getByText('New ticket: Mesa 1 · round 1')).toBeAttached();
  await expect(grill.getByRole('region', { name: 'All day' })).toContainText(`1× ${sausage!.name.en}`);
  await expectAccessible(grill, 'the grill station board with a ticket');

  // the expo holds the whole ticket and which stations are done
  const stations = ticket(expo).getByRole('list', { name: 'Stations' });
  await expect(ticket(expo)).toContainText(sausage!.name.en!);
  await expect(ticket(expo)).toContainText(lemonade!.name.en!);
  await expect(stations).toContainText('Grill cooking');
  await expect(stations).toContainText('Bar cooking');
  await expectAccessible(expo, 'the expo with a ticket of two stations');

  // the bar bumps its ticket; the grill bumps its one item: the expo follows live
  await ticket(bar).getByRole('button', { name: 'Bump', exact: true }).click();
  await expect(
    bar.getByRole('region', { name: /^Bumped/ }).getByRole('article', { name: 'Mesa 1 · round 1' }),
  ).toBeVisible();
  await expect(bar.getByText('Bumped: Mesa 1 · round 1')).toBeAttached();
  await expect(stations).toContainText('Bar done');
  await ticket(grill)
    .getByRole('button', { name: `Bump: ${sausage!.name.en}` })
    .click();
  await expect(stations).toContainText('Grill done');
  await expect(grill.getByRole('region', { name: 'All day' })).not.toContainText(sausage!.name.en!);

  // the bar recalls its bumped ticket, then bumps it again
  await ticket(bar).getByRole('button', { name: 'Recall', exact: true }).click();
  await expect(stations).toContainText('Bar cooking');
  await ticket(bar).getByRole('button', { name: 'Bump', exact: true }).click();
  await expect(stations).toContainText('Bar done');

  // the expo serves it: it leaves every board, and the diner sees it delivered
  await ticket(expo).getByRole('button', { name: 'Delivered' }).click();
  await expect(ticket(expo)).toHaveCount(0);
  await expect(ticket(grill)).toHaveCount(0);
  await expect(ticket(bar)).toHaveCount(0);
  await expect(diner.getByText(/entregado/).first()).toBeVisible();

  // round 2: a starter and a main of the grill; the main is held until the expo fires the mains
  const platter = menu.products.find((p) => p.product_id === 'parrillada-2')!;
  await diner.goto(venueUrl('la-brasa', '/chapinero/menu-digital'));
  await addFromMenu(diner, sausage!);
  await addFromMenu(diner, platter);
  await diner.goto(venueUrl('la-brasa', '/chapinero/menu-digital/order'));
  await diner.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(diner.getByRole('heading', { name: 'Ronda 2' })).toBeVisible();
  const second = (page: Page) => page.getByRole('article', { name: 'Mesa 1 · round 2' });
  await expect(second(grill)).toContainText('Held: mains');
  await expect(second(grill).getByRole('button', { name: `Bump: ${platter.name.en}` })).toHaveCount(0);
  await expect(grill.getByRole('region', { name: 'All day' })).not.toContainText(platter.name.en!);
  await second(expo).getByRole('button', { name: 'Fire mains' }).click();
  await expect(expo.getByText('Fired mains: Mesa 1 · round 2')).toBeAttached();
  await expect(second(grill)).not.toContainText('Held: mains');
  await expect(second(grill).getByRole('button', { name: `Bump: ${platter.name.en}` })).toBeVisible();
  await expect(grill.getByRole('region', { name: 'All day' })).toContainText(`1× ${platter.name.en}`);

  // large type on the grill's tablet, remembered with its station after a reload
  await grill.getByRole('button', { name: 'Large type' }).click();
  await expect(grill.getByRole('button', { name: 'Large type' })).toHaveAttribute('aria-pressed', 'true');
  await grill.reload();
  await expect(grill.getByRole('heading', { level: 1, name: 'Grill' })).toBeVisible();
  await expect(grill.getByRole('button', { name: 'Large type' })).toHaveAttribute('aria-pressed', 'true');
  expect(await grill.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px');
  await expectAccessible(grill, 'the grill station board in large type');
});

test("a take-away order the expo accepts reaches the grill's board with its grill items", async ({
  browser,
}) => {
  const { page: grill } = await staffMember(browser, 'kitchen');
  const { page: expo } = await staffMember(browser, 'kitchen');
  await boardOf(grill, 'Grill', 'El Poblado');
  await boardOf(expo, 'Expo', 'El Poblado');
  const diner = await (await browser.newContext()).newPage();
  const name = `Take-away #${await placeScheduledTakeAway(diner, venueUrl, '3107654312')}`;

  const held = expo.getByRole('region', { name: /^To accept/ }).getByRole('article', { name });
  // on hold it is the expo's alone; accepted, the grill cooks its part, with no move of its own
  await expect(grill.getByRole('article', { name })).toHaveCount(0);
  await held.getByRole('button', { name: 'Accept' }).click();
  const onGrill = grill.getByRole('article', { name });
  await expect(onGrill).toContainText('1× House picada for 2');
  await expect(onGrill.getByRole('button')).toHaveCount(0);
  await expectAccessible(grill, 'the grill board with a take-away order');
});
