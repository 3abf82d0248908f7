import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { openConsoleScreen, staffMember } from './support/staff.ts';
import { addFromMenu, menuOf, newDiner, plainProducts, sitDown, staff } from './support/table.ts';
import { venueUrl } from './support/venues.ts';

// The floor plan (issue 54 part 6, docs/decisions/113-floor-plan.md): a manager arranges a table by
// keyboard and by dragging it, and it stays there after a reload; a diner orders at that table and
// the waiter's floor shows it ordering, then waiting for food, live; a tap shows its items. The table
// is a place of its own, added for this journey, so no other journey sits at it (Chapinero takes
// rounds at every hour).

/** Where a place stands, as the arranging floor reads it out: "Terraza: Free, column 5, row 3, 3 by 2". */
async function cellOf(place: Locator): Promise<{ column: number; row: number }> {
  const label = (await place.textContent()) ?? '';
  const [, column, row] = /column (\d+), row (\d+)/.exec(label) ?? [];
  expect(column, label).toBeTruthy();
  return { column: Number(column), row: Number(row) };
}

async function floorOf(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Chapinero' });
  await openConsoleScreen(page, 'Floor plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Floor plan' })).toBeVisible();
}

test('a manager arranges a table by keyboard and pointer, it stays; the waiter follows its order on the floor and sees its items', async ({
  browser,
}) => {
  const { page: manager } = await staffMember(browser, 'manager');
  const label = `Terraza ${Date.now() % 100_000}`;
  const added = await staff(manager, 'POST', '/staff/branches/chapinero/places.json', {
    label,
    kind: 'table',
  });
  expect(added.status).toBe(200);
  const code = String(added.json.code);

  // arranging: three cells across and two down or up by the arrow keys, then two across and one down
  // or up by dragging (towards the middle of the floor, wherever the default grid put it)
  await floorOf(manager);
  await manager.getByRole('button', { name: 'Arrange the floor' }).click();
  const place = manager.getByRole('button', { name: new RegExp(`^${label}\\s*:`) });
  const start = await cellOf(place);
  const across = start.column > 16 ? -1 : 1;
  const down = start.row > 10 ? -1 : 1;
  await place.focus();
  const keys = [across > 0 ? 'ArrowRight' : 'ArrowLeft', down > 0 ? 'ArrowDown' : 'ArrowUp'];
  for (const key of [keys[0]!, keys[0]!, keys[0]!, keys[1]!, keys[1]!]) await manager.keyboard.press(key);
  await expect(manager.getByRole('status')).toHaveText(
    `${label} moved to column ${start.column + 3 * across}, row ${start.row + 2 * down}, 3 by 2.`,
  );
  const box = (await place.boundingBox())!;
  await manager.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await manager.mouse.down();
  await manager.mouse.move(box.x + box.width / 2 + 80 * across, box.y + box.height / 2 + 40 * down, {
    steps: 6,
  });
  await manager.mouse.up();
  const placed = { column: start.column + 5 * across, row: start.row + 3 * down };
  await expect(place).toHaveAccessibleName(
    new RegExp(`^${label}\\s*:\\s*Free\\s*, column ${placed.column}, row ${placed.row}, 3 by 2$`),
  );
  await expectAccessible(manager, 'the floor plan while arranging');
  await manager.getByRole('button', { name: 'Save the floor' }).click();
  await expect(manager.getByRole('status')).toHaveText('Floor plan saved.');

  // after a reload it stands where it was put
  await manager.reload();
  await expect(manager.getByRole('heading', { level: 1, name: 'Floor plan' })).toBeVisible();
  await manager.getByRole('button', { name: 'Arrange the floor' }).click();
  expect(await cellOf(place)).toEqual(placed);
  await manager.getByRole('button', { name: 'Cancel' }).click();

  // the waiter's floor: free, then ordering once a diner sits down and fills a cart
  const { page: waiter } = await staffMember(browser, 'waiter');
  await floorOf(waiter);
  const table = waiter.getByRole('button', { name: new RegExp(`^${label}\\s*:`) });
  const named = (state: string) => new RegExp(`^${label}\\s*:\\s*${state}$`);
  await expect(table).toHaveAccessibleName(named('Free'));
  await expectAccessible(waiter, 'the floor plan');

  const diner = await newDiner(browser, 'la-brasa');
  const product = plainProducts(await menuOf(diner, 'chapinero'))[0]!;
  await sitDown(diner, 'la-brasa', `/chapinero/menu-digital?mesa=${code}`, 'Flor');
  await addFromMenu(diner, product);
  await expect(table).toHaveAccessibleName(named('Ordering'));

  // the round goes to the kitchen: waiting for food, live from the staff stream
  await diner.goto(venueUrl('la-brasa', '/chapinero/menu-digital/order'));
  await diner.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(diner.getByRole('heading', { name: 'Ronda 1' })).toBeVisible();
  await expect(table).toHaveAccessibleName(named('Waiting for food'));
  await expect(table).toContainText('Waiting for food');

  // a tap shows its items, round by round
  await table.click();
  const dialog = waiter.getByRole('dialog', { name: label });
  await expect(dialog).toContainText('Waiting for food');
  await expect(dialog.getByRole('heading', { name: 'Round 1' })).toBeVisible();
  await expect(dialog).toContainText(`1 × ${product.name.en ?? product.name.es}`);
  await expect(dialog).toContainText('in the kitchen');
  await expectAccessible(waiter, 'the floor plan with a table’s items open');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
