import { expect, test } from '@playwright/test';
import { formatMoney } from '@storefront/domain/money/money';
import { expectAccessible } from './support/axe.ts';
import { openConsoleScreen, staffMember } from './support/staff.ts';
import { codeOf, dinerAt, orderAt, staff } from './support/table.ts';
import { venueUrl } from './support/venues.ts';

// Money the staff console moves (docs/staff-api.md; docs/decisions/091-a-bill-closed-with-money-owed.md):
// a table's bill with money still owed never closes in one tap. "Close bill" opens a dialog that
// says what is owed and asks why; without a reason a translated error takes the focus.

test.describe('closing a bill with money owed (docs/staff-api.md)', () => {
  test('the waiter is told what is owed, must give a reason, and the table is freed only then', async ({
    browser,
  }) => {
    const { page: waiter } = await staffMember(browser, 'waiter');
    const { page: diner, products } = await dinerAt(browser, 'la-brasa', 'chapinero');
    const mesa6 = `/chapinero/menu-digital?mesa=${codeOf('la-brasa', 'chapinero', 'Mesa 6')}`;
    const id = await orderAt(diner, 'la-brasa', mesa6, 'Leo', products.slice(0, 2));
    await diner.goto(venueUrl('la-brasa', '/chapinero/menu-digital/order'));
    await diner.getByRole('button', { name: 'Enviar a cocina' }).click();
    await expect(diner.getByRole('heading', { name: 'Ronda 1' })).toBeVisible();

    await openConsoleScreen(waiter, 'Tables');
    const table = waiter.getByRole('region', { name: 'Mesa 6', exact: true });
    await expect(table.getByText('Open order')).toBeVisible();
    // nothing is paid: the whole bill is owed (its products; the suggested tip is never owed)
    const order = (await staff(waiter, 'GET', `/staff/orders/${id}.json`)).json as {
      purchase: { subtotal: number; tip: number };
    };
    expect(order.purchase.tip).toBeGreaterThan(0);
    const balance = formatMoney(order.purchase.subtotal, 'COP');

    await table.getByRole('button', { name: 'Close bill' }).click();
    const dialog = waiter.getByRole('dialog', { name: 'Close the bill with money owed?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Still owed of the bill: ${balance} (tips aside).`);
    await expectAccessible(waiter, 'the close-bill dialog with money owed');

    // kept open: nothing changes
    await dialog.getByRole('button', { name: 'Keep the bill open' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(table.getByText('Open order')).toBeVisible();

    // no reason: the server's translated refusal takes the focus, the bill stays open
    await table.getByRole('button', { name: 'Close bill' }).click();
    const send = dialog.getByRole('button', { name: `Close with ${balance} owed` });
    await send.click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveText('Give the reason for closing the bill with money owed.');
    await expect(alert).toBeFocused();
    const still = await staff(waiter, 'GET', `/staff/orders/${id}.json`);
    expect((still.json.purchase as { closed_at: string | null }).closed_at).toBeNull();

    await dialog.getByLabel('Why is it closed with money owed?').fill('Left without paying');
    await send.click();
    await expect(dialog).toBeHidden();
    await expect(waiter.getByText('Bill of Mesa 6 closed')).toBeAttached();
    await expect(table.getByText('Free')).toBeVisible();
    const closed = await staff(waiter, 'GET', `/staff/orders/${id}.json`);
    expect(closed.json.purchase).toMatchObject({ status: 'finished', closed_at: expect.any(String) });
  });
});

// The till (ADR 111): a manager of Cine Estelar opens Andino's till with a float, sees what the
// drawer should hold, closes it with the cash counted, and finds the shift's Z report. What the
// figures are made of (cash bills, tips, refunds, written-off bills) is checked against the ledger by
// apps/server/src/modules/staff/cash-up.api.test.ts; here, the screen.
test.describe('the cash-up (ADR 111)', () => {
  test('a manager opens the till with a float, closes it short with the cash counted, and reads its Z report', async ({
    browser,
  }) => {
    const { page: manager } = await staffMember(browser, 'manager', 'cine-estelar');
    await openConsoleScreen(manager, 'Day summary');
    const till = manager.getByRole('region', { name: 'Till' });
    await expect(till).toBeVisible();
    const status = till.getByText(/^Till /);

    // not an amount: refused before sending, naming the field, with the focus on the error
    await till.getByLabel('Float (cash in the drawer)').fill('mucho');
    await till.getByRole('button', { name: 'Open the till' }).click();
    await expect(till.getByRole('alert')).toHaveText('Please check: Float (cash in the drawer).');
    await expect(till.getByRole('alert')).toBeFocused();

    await till.getByLabel('Float (cash in the drawer)').fill('150000');
    await till.getByRole('button', { name: 'Open the till' }).click();
    await expect(status).toHaveText('Till opened.');
    // what the server says the drawer holds (the signed-in manager's own session)
    const read = (path: string) => manager.evaluate(async (url) => (await fetch(url)).text(), path);
    const shift = JSON.parse(await read('/staff/cash-up.json?supplier_id=andino')) as {
      open: { figures: { expected_cash: number } };
    };
    const expected = shift.open.figures.expected_cash;
    expect(expected).toBeGreaterThanOrEqual(150_000);
    await expect(till.getByText('Cash expected in the drawer')).toBeVisible();
    await expect(till).toContainText(formatMoney(expected, 'COP'));
    await expectAccessible(manager, 'the open till');

    await till.getByLabel('Cash counted').fill(String(expected - 500));
    await till.getByLabel('Note (optional)').fill('Faltan 500 del cambio');
    await till.getByRole('button', { name: 'Close the till' }).click();
    await expect(status).toHaveText(`Till closed: short by ${formatMoney(500, 'COP')}.`);

    // the shift's Z report: its figures, the note, the CSV with the same numbers
    const report = till.getByRole('group').first();
    await report.locator('summary').click();
    await expect(report).toContainText('Faltan 500 del cambio');
    await expect(report).toContainText(`Short${formatMoney(500, 'COP')}`);
    const csvLink = report.getByRole('link', { name: 'Download Z report (CSV)' });
    const csv = await read(String(await csvLink.getAttribute('href')));
    expect(csv).toContain(`expected_cash,${expected}\n`);
    expect(csv).toContain('over_short,-500\n');
    // the till is free for the next shift
    await expect(till.getByRole('button', { name: 'Open the till' })).toBeVisible();
  });
});
