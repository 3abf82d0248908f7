import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { openConsoleScreen, staffMember } from './support/staff.ts';
import { addFromMenu, menuOf, newDiner, plainProducts, sitDown, staff } from './support/table.ts';
import { venueUrl } from './support/venues.ts';

// Corrections of a table's order (issue 54 part 2, docs/decisions/114-order-corrections.md): the
// waiter voids a sent item and the kitchen board shows the void; a manager comps a dessert and the
// bill and the diner's screen follow; the table moves to another place and its diner keeps
// following it; another table is merged into it and that table's diner follows the merged order.
// The journey adds two tables of its own to Chapinero, so no other journey's diners sit at them.

async function correctScreen(page: Page, place: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Chapinero' });
  await openConsoleScreen(page, 'Tables');
  await page.getByRole('link', { name: `Correct the order of ${place}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Correct ${place} · order`) }),
  ).toBeVisible();
}

test('the waiter voids a sent item and the kitchen sees it; a manager comps a dessert and the diner follows; the table moves and its diner keeps it', async ({
  browser,
}) => {
  const stamp = Date.now() % 100_000;
  const { page: manager } = await staffMember(browser, 'manager');
  const { page: waiter } = await staffMember(browser, 'waiter');
  const places: Record<string, string> = {};
  const ids: string[] = [];
  for (const label of [`Patio ${stamp}`, `Ventana ${stamp}`]) {
    const added = await staff(manager, 'POST', '/staff/branches/chapinero/places.json', {
      label,
      kind: 'table',
    });
    expect(added.status).toBe(200);
    places[label] = String(added.json.code);
    ids.push(String(added.json.id));
  }
  // on the floor plan's far corner, out of the default grid where the floor journey drags its table
  const arranged = await staff(manager, 'PUT', '/staff/branches/chapinero/floor.json', {
    places: ids.map((id, index) => ({ id, x: 29, y: 14 + 3 * index, width: 3, height: 2 })),
  });
  expect(arranged.status).toBe(200);
  const [patio, window] = Object.keys(places) as [string, string];

  // a diner at the patio sends three products in one round
  const diner = await newDiner(browser, 'la-brasa');
  const [main, side, dessert] = plainProducts(await menuOf(diner, 'chapinero'));
  await sitDown(diner, 'la-brasa', `/chapinero/menu-digital?mesa=${places[patio]}`, 'Olga');
  for (const product of [main!, side!, dessert!]) await addFromMenu(diner, product);
  await diner.goto(venueUrl('la-brasa', '/chapinero/menu-digital/order'));
  await diner.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(diner.getByRole('heading', { name: 'Ronda 1' })).toBeVisible();

  // the waiter voids the side: without a reason the translated refusal takes the focus
  await correctScreen(waiter, patio);
  const sideName = side!.name.en ?? side!.name.es;
  await waiter.getByRole('button', { name: `Void 1× ${sideName}` }).click();
  await waiter.getByRole('button', { name: 'Void it' }).click();
  await expect(waiter.getByRole('alert')).toBeFocused();
  await waiter.getByLabel('Reason', { exact: true }).fill('Sent by mistake');
  await waiter.getByRole('button', { name: 'Void it' }).click();
  await expect(waiter.getByText(`1× ${sideName} voided.`)).toBeAttached();
  await expect(waiter.getByRole('region', { name: 'Corrections' })).toContainText('Sent by mistake');
  // a waiter comps nothing: only a manager's screen offers it
  await expect(waiter.getByRole('button', { name: /^Comp / })).toHaveCount(0);
  await expectAccessible(waiter, "the waiter's correction screen");

  // the kitchen board shows the void on the round's ticket, struck out, beside what is left to cook
  await openConsoleScreen(waiter, 'Kitchen');
  const ticket = waiter.getByRole('article', { name: `${patio} · round 1` });
  await expect(ticket.getByRole('listitem').filter({ hasText: sideName })).toContainText('VOID');
  await expect(
    ticket.getByRole('listitem').filter({ hasText: main!.name.en ?? main!.name.es }),
  ).not.toContainText('VOID');
  // the diner's screen drops it
  await expect(diner.getByText(side!.name.es, { exact: true })).toHaveCount(0);

  // a manager comps the dessert: the manager's bill and the diner's screen follow
  await correctScreen(manager, patio);
  const dessertName = dessert!.name.en ?? dessert!.name.es;
  const bill = manager.getByRole('region', { name: 'Bill' });
  const before = await bill.getByRole('definition').nth(0).textContent();
  await manager.getByRole('button', { name: `Comp 1× ${dessertName}` }).click();
  await manager.getByLabel('Reason', { exact: true }).fill('Birthday');
  await manager.getByRole('button', { name: 'Comp it' }).click();
  await expect(manager.getByText(`1× ${dessertName} comped.`)).toBeAttached();
  await expect(bill.getByRole('definition').nth(0)).not.toHaveText(before!);
  await expect(diner.getByRole('listitem').filter({ hasText: dessert!.name.es })).toContainText(
    'Cortesía de la casa',
  );
  await expect(diner.getByRole('listitem').filter({ hasText: dessert!.name.es })).toContainText('$ 0');

  // the waiter moves the table to the window: the diner keeps following the same order there
  await correctScreen(waiter, patio);
  const move = waiter.getByRole('region', { name: 'Move to another place' });
  await move.getByLabel('Free place').selectOption({ label: window });
  await move.getByRole('button', { name: 'Move the order' }).click();
  await expect(waiter.getByText(`The order moved to ${window}.`)).toBeAttached();
  await expect(waiter.getByRole('heading', { level: 1 })).toContainText(window);
  await diner.reload();
  await expect(diner.getByText(new RegExp(`^${window} · pedido`))).toBeVisible();
  await expect(diner.getByRole('listitem').filter({ hasText: dessert!.name.es })).toContainText(
    'Cortesía de la casa',
  );
  await expect(waiter.getByRole('region', { name: 'Corrections' })).toContainText(`${patio} → ${window}`);

  // a second party sits at the free patio and orders; the waiter merges the patio into the window's
  // order, and the patio's diner follows the merged order live
  const pedro = await newDiner(browser, 'la-brasa');
  await sitDown(pedro, 'la-brasa', `/chapinero/menu-digital?mesa=${places[patio]}`, 'Pedro');
  await addFromMenu(pedro, main!);
  await pedro.goto(venueUrl('la-brasa', '/chapinero/menu-digital/order'));
  await pedro.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(pedro.getByRole('heading', { name: 'Ronda 1' })).toBeVisible();
  const merge = waiter.getByRole('region', { name: 'Merge another table into this one' });
  await merge.getByLabel('Table to merge in').selectOption({ label: patio });
  await merge.getByRole('button', { name: 'Merge it in' }).click();
  await expect(waiter.getByText(`${patio} merged into this order.`)).toBeAttached();
  await expect(pedro.getByText(new RegExp(`^${window} · pedido`))).toBeVisible();
  await expect(pedro.getByRole('listitem').filter({ hasText: dessert!.name.es })).toContainText(
    'Cortesía de la casa',
  );
});
