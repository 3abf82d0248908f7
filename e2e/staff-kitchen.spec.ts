import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { placeScheduledTakeAway } from './support/delivery.ts';
import { staffMember } from './support/staff.ts';
import { venueUrl } from './support/venues.ts';

// Online orders on the kitchen board (issue 52, docs/decisions/092-online-orders-on-the-kitchen-board.md):
// a take-away order arrives on hold and the kitchen runs it from the board alone, from accepting it
// to handing it over, as on Toast's and Square's kitchen screens.

test('a kitchen member accepts a take-away order on hold from the kitchen board and hands it over', async ({
  browser,
}) => {
  const { page: kitchen } = await staffMember(browser, 'kitchen');
  await kitchen.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'El Poblado' });

  const diner = await (await browser.newContext()).newPage();
  const name = `Take-away #${await placeScheduledTakeAway(diner, venueUrl, '3107654311')}`;

  // it reaches the board live, on hold, with its items, and is announced
  const toAccept = kitchen.getByRole('region', { name: /^To accept/ });
  const held = toAccept.getByRole('article', { name });
  await expect(held).toBeVisible();
  await expect(held).toContainText('1× House picada for 2');
  await expect(kitchen.getByText(`New ticket: ${name}`)).toBeAttached();
  await expectAccessible(kitchen, 'kitchen board with an order to accept');

  await held.getByRole('button', { name: 'Accept' }).click();
  const preparing = kitchen.getByRole('region', { name: /^To prepare/ }).getByRole('article', { name });
  await preparing.getByRole('button', { name: 'Start' }).click();
  await preparing.getByRole('button', { name: 'Packed' }).click();
  const ready = kitchen.getByRole('region', { name: /^Ready/ }).getByRole('article', { name });
  await expect(toAccept.getByRole('article', { name })).toHaveCount(0);
  await ready.getByRole('button', { name: 'Handed over' }).click();
  await expect(kitchen.getByRole('article', { name })).toHaveCount(0);

  // the diner's order page reads it delivered
  await diner.getByRole('link', { name: 'Seguir mi pedido' }).click();
  await expect(diner.getByText('Estado: Entregado')).toBeVisible();
});
