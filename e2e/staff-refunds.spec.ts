import { expect, type Page, test } from '@playwright/test';
import { formatMoney } from '@storefront/domain/money/money';
import { expectAccessible } from './support/axe.ts';
import { openConsoleScreen, staffMember } from './support/staff.ts';
import {
  addFromMenu,
  menuOf,
  newDiner,
  orderIdOf,
  plainProducts,
  sendToKitchen,
  sitDown,
  staff,
} from './support/table.ts';

// Refunds in parts from the console (issue 55, docs/decisions/117-partial-refunds.md): a diner pays
// her share of a table in cash, the staff settle it; the waiter's console offers no refund; a
// manager gives back a part of that share from the tables screen (a zero refused with the focus on
// the error), the payment shows what was refunded and stays paid, and the day summary and the till
// count the refund, the drawer expecting that much less. The journey adds a table of its own to
// Chapinero, in the floor plan's far corner, so no other journey's diners sit at it.

const COP = (amount: number) => formatMoney(amount, 'COP');

/** What the signed-in manager's own session reads of the API. */
function read<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<T>;
}

interface Figures {
  expected_cash: number;
  cash_refunds: number;
  refunds: number;
}

test('a manager refunds part of a paid table share; the waiter cannot; the day summary and the till count it', async ({
  browser,
}) => {
  const stamp = Date.now() % 100_000;
  const label = `Terraza ${stamp}`;
  const { page: manager } = await staffMember(browser, 'manager');
  const { page: waiter } = await staffMember(browser, 'waiter');
  const added = await staff(manager, 'POST', '/staff/branches/chapinero/places.json', {
    label,
    kind: 'table',
  });
  expect(added.status).toBe(200);
  const arranged = await staff(manager, 'PUT', '/staff/branches/chapinero/floor.json', {
    places: [{ id: String(added.json.id), x: 25, y: 14, width: 3, height: 2 }],
  });
  expect(arranged.status).toBe(200);

  // the till of Chapinero is open (this journey's, or one already open on the shared server)
  const opened = await staff(manager, 'POST', '/staff/cash-up/open.json', {
    supplier_id: 'chapinero',
    opening_float: 100_000,
  });
  expect([201, 409]).toContain(opened.status);

  // a diner sends two products and pays her share, part of the bill, in cash; the staff settle it
  const diner = await newDiner(browser, 'la-brasa');
  const [main, side] = plainProducts(await menuOf(diner, 'chapinero'));
  await sitDown(diner, 'la-brasa', `/chapinero/menu-digital?mesa=${String(added.json.code)}`, 'Olga');
  for (const product of [main!, side!]) await addFromMenu(diner, product);
  const purchaseId = await orderIdOf(diner);
  expect((await sendToKitchen(diner, purchaseId)).status).toBe(200);
  const share = main!.price;
  const paid = await diner.evaluate(
    async ({ purchase, amount }) => {
      const { profile } = JSON.parse(localStorage.getItem('sf:diner')!).state;
      const response = await fetch('/menudigital/manual_payment.json', {
        method: 'POST',
        headers: { profileid: profile.id, token: profile.token, 'content-type': 'application/json' },
        body: JSON.stringify({
          supplier_id: 'chapinero',
          purchase_id: purchase,
          method: 'cash',
          amount,
          share: { kind: 'custom' },
        }),
      });
      return { status: response.status, body: (await response.json()) as { payment: { id: string } } };
    },
    { purchase: purchaseId, amount: share },
  );
  expect(paid.status).toBe(201);
  const settled = await staff(
    manager,
    'PUT',
    `/staff/orders/${purchaseId}/payments/${paid.body.payment.id}.json`,
    { status: 'paid' },
  );
  expect(settled.status).toBe(200);
  const paymentName = `Cash ${COP(share)} · Olga`;

  // the waiter sees the paid share but no refund
  await waiter.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Chapinero' });
  await openConsoleScreen(waiter, 'Tables');
  const waitersTable = waiter.getByRole('region', { name: label });
  await expect(waitersTable).toContainText(paymentName);
  await expect(waitersTable.getByRole('button', { name: /^Refund/ })).toHaveCount(0);

  const summaryBefore = await read<{ refunds: number; cash_refunds: number }>(
    manager,
    '/staff/summary.json?supplier_id=chapinero',
  );
  const tillBefore = (
    await read<{ open: { figures: Figures } }>(manager, '/staff/cash-up.json?supplier_id=chapinero')
  ).open.figures;

  // the manager opens the refund: it proposes all that is left; zero is refused with the focus on it
  await manager.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Chapinero' });
  await openConsoleScreen(manager, 'Tables');
  const table = manager.getByRole('region', { name: label });
  await table.getByRole('button', { name: `Refund ${paymentName}` }).click();
  const dialog = manager.getByRole('dialog', { name: 'Refund a payment' });
  await expect(dialog).toContainText(`Left to refund: ${COP(share)}`);
  const amount = dialog.getByLabel('Amount to refund');
  await expect(amount).toHaveValue(String(share));
  await amount.fill('0');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The amount to refund must be more than zero.');
  await expect(dialog.getByRole('alert')).toBeFocused();
  await expectAccessible(manager, 'the refund dialog with its error');

  // a part of it, with a reason
  const part = 2_000;
  await amount.fill(String(part));
  await dialog.getByLabel('Reason (optional)').fill('Plato frío');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(manager.getByText(`Refunded ${COP(part)}`, { exact: true }).first()).toBeAttached();
  await expect(table).toContainText(`Refunded ${COP(part)}`);
  // the share stays paid, and what is left can still be refunded
  await expect(table).toContainText(`${paymentName} (paid)`);
  await expect(table.getByRole('button', { name: `Refund ${paymentName}` })).toBeVisible();

  // the day summary and the till count it, to the cent; the drawer expects that much less
  const summary = await read<{ refunds: number; cash_refunds: number }>(
    manager,
    '/staff/summary.json?supplier_id=chapinero',
  );
  expect(summary.refunds - summaryBefore.refunds).toBe(part);
  expect(summary.cash_refunds - summaryBefore.cash_refunds).toBe(part);
  const till = (
    await read<{ open: { figures: Figures } }>(manager, '/staff/cash-up.json?supplier_id=chapinero')
  ).open.figures;
  expect(till.cash_refunds - tillBefore.cash_refunds).toBe(part);
  expect(till.refunds - tillBefore.refunds).toBe(part);
  expect(tillBefore.expected_cash - till.expected_cash).toBe(part);

  await openConsoleScreen(manager, 'Day summary');
  const figure = (name: string) =>
    manager.locator('dl > div').filter({ has: manager.getByText(name, { exact: true }) });
  await expect(figure('Refunds')).toContainText(COP(summary.refunds));
  await expect(figure('Refunds in cash')).toContainText(COP(summary.cash_refunds));
  await expect(manager.getByRole('region', { name: 'Till' })).toContainText(COP(till.expected_cash));
});
