import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { placeScheduledTakeAway } from './support/delivery.ts';
import { openConsoleScreen, refuseWithReason, STAFF_PASSWORD, staffMember } from './support/staff.ts';
import { codeOf, dinerAt, dinerWithCart, newDiner, orderAt, orderIdOf } from './support/table.ts';
import { venueUrl } from './support/venues.ts';

// The venue's staff console (docs/staff-api.md): staff invited by the venue's integration token
// (STAFF_TOKENS in playwright.config.ts) set a password and sign in at /staff/ on the venue's host;
// a diner orders at a table in another browser and the kitchen board follows live.

test.describe('the staff console (docs/staff-api.md)', () => {
  test('a waiter signs in; a diner’s round appears on the board, is bumped prepared then delivered, and the diner sees it', async ({
    browser,
  }) => {
    const { page: waiter, email } = await staffMember(browser, 'waiter');

    // sign out, then back in with e-mail and password (a wrong one first)
    await waiter.getByRole('button', { name: 'Sign out' }).click();
    await expect(waiter.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expectAccessible(waiter, 'staff sign-in');
    await waiter.getByLabel('E-mail').fill(email);
    await waiter.getByLabel('Password').fill('not the password');
    await waiter.getByRole('button', { name: 'Sign in' }).click();
    await expect(waiter.getByRole('alert')).toHaveText('The e-mail or the password is not correct.');
    await expect(waiter.getByRole('alert')).toBeFocused();
    await waiter.getByLabel('Password').fill(STAFF_PASSWORD);
    await waiter.getByRole('button', { name: 'Sign in' }).click();
    await expect(waiter.getByRole('heading', { level: 1, name: 'Kitchen board' })).toBeVisible();
    const nav = waiter.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link', { name: 'Tables' })).toBeVisible();

    // a diner orders at Mesa 2 in another browser
    const { page: diner, product } = await dinerWithCart(browser, 'chapinero', 'Mesa 2', 'Dora');
    await diner.getByRole('button', { name: 'Enviar a cocina' }).click();
    await expect(diner.getByRole('heading', { name: 'Ronda 1' })).toBeVisible();

    // the ticket arrives live (no reload), with its item and who ordered it, and is announced
    const toPrepare = waiter.getByRole('region', { name: /^To prepare/ });
    const ticket = toPrepare.getByRole('article', { name: 'Mesa 2 · round 1' });
    await expect(ticket).toBeVisible();
    await expect(ticket).toContainText(`1× ${product.name.en ?? product.name.es}`);
    await expect(ticket).toContainText('by Dora');
    await expect(waiter.getByText('New ticket: Mesa 2 · round 1')).toBeAttached();
    await expectAccessible(waiter, 'kitchen board with a ticket');

    await ticket.getByRole('button', { name: 'Prepared' }).click();
    const ready = waiter
      .getByRole('region', { name: /^Ready/ })
      .getByRole('article', { name: 'Mesa 2 · round 1' });
    await expect(ready).toBeVisible();
    await expect(ticket).toBeHidden();
    await ready.getByRole('button', { name: 'Delivered' }).click();
    await expect(ready).toBeHidden();
    await expect(diner.getByText(/entregado/).first()).toBeVisible();
    expect(await orderIdOf(diner)).toBeTruthy();
  });

  test('a kitchen member cannot reach settlement, and a cookie of one venue gets nothing from another', async ({
    browser,
  }) => {
    const { page: kitchen } = await staffMember(browser, 'kitchen');
    const nav = kitchen.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link', { name: 'Kitchen' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tables' })).toHaveCount(0);
    await kitchen.goto(venueUrl('la-brasa', '/staff/tables'));
    await expect(kitchen.getByRole('alert')).toHaveText('Your role cannot open this screen.');
    const settle = await kitchen.evaluate(async () => {
      const response = await fetch('/staff/orders/00000000-0000-4000-8000-000000000000/payments/1.json', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'paid' }),
      });
      return { status: response.status, body: (await response.json()) as { key: string } };
    });
    expect(settle).toEqual({ status: 403, body: expect.objectContaining({ key: 'forbidden' }) });

    // the same browser on another venue's host: no session there, its staff API refuses
    await kitchen.goto(venueUrl('cine-estelar', '/staff/kitchen'));
    await expect(kitchen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    const elsewhere = await kitchen.evaluate(
      async () => (await fetch('/staff/orders.json?supplier_id=andino')).status,
    );
    expect(elsewhere).toBe(401);
  });

  test('the waiter acknowledges a bill call and settles a cash share at the table', async ({ browser }) => {
    const { page: waiter } = await staffMember(browser, 'waiter');
    const { page: diner, products } = await dinerAt(browser, 'la-brasa', 'chapinero');
    const mesa4 = `/chapinero/menu-digital?mesa=${codeOf('la-brasa', 'chapinero', 'Mesa 4')}`;
    const id = await orderAt(diner, 'la-brasa', mesa4, 'Pau', products.slice(0, 3));
    await diner.goto(venueUrl('la-brasa', '/chapinero/menu-digital/order'));
    await diner.getByRole('button', { name: 'Enviar a cocina' }).click();
    await expect(diner.getByRole('heading', { name: 'Ronda 1' })).toBeVisible();

    // the diner asks for the bill, then pays a third in cash to the waiter
    const called = await diner.evaluate(async (purchase) => {
      const { profile } = JSON.parse(localStorage.getItem('sf:diner')!).state;
      const response = await fetch(`/menudigital/call_waiter/${purchase}`, {
        method: 'PUT',
        headers: { profileid: profile.id, token: profile.token, 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'bill' }),
      });
      return response.status;
    }, id);
    expect(called).toBe(201);
    await diner.goto(venueUrl('la-brasa', `/chapinero/menu-digital/my-order/${id}`));
    await diner.getByRole('radio', { name: 'Partes iguales' }).check();
    await diner.getByLabel('Dividir entre').fill('3');
    await diner.getByRole('radio', { name: 'Efectivo' }).check();
    await diner.getByRole('button', { name: /^Pagar / }).click();
    await expect(diner.getByText(/Pau: .* · Efectivo/)).toBeVisible();

    await openConsoleScreen(waiter, 'Tables');
    const table = waiter.getByRole('region', { name: 'Mesa 4', exact: true });
    await expect(table.getByText('Bill', { exact: true })).toBeVisible();
    await expect(table.getByText('Payment to collect')).toBeVisible();
    await expectAccessible(waiter, 'tables with calls and a cash payment to collect');
    await table
      .getByText('Bill', { exact: true })
      .locator('..')
      .getByRole('button', { name: 'Acknowledge' })
      .click();
    await expect(table.getByText('Bill', { exact: true })).toBeHidden();

    const cash = table.getByRole('listitem').filter({ hasText: /^Cash .* · Pau/ });
    await expect(cash).toContainText('(pending)');
    await cash.getByRole('button', { name: 'Collected' }).click();
    await expect(cash).toContainText('(paid)');
    // settling answers the collect call too
    await expect(table.getByText('Payment to collect')).toBeHidden();
    await expect(diner.getByRole('listitem').filter({ hasText: /Pau: .* · Efectivo/ })).toContainText(
      'pagado',
    );
  });

  test('a product marked sold out disappears from the diner’s menu, and comes back', async ({ browser }) => {
    const { page: waiter } = await staffMember(browser, 'waiter');
    const { page: diner, products } = await dinerAt(browser, 'la-brasa', 'chapinero');
    const product = products[5]!;
    await diner.goto(venueUrl('la-brasa', '/chapinero/menu'));
    await expect(diner.getByRole('button', { name: product.name.es, exact: true }).first()).toBeVisible();

    await openConsoleScreen(waiter, 'Available now');
    const soldOut = waiter.getByRole('checkbox', {
      name: `Sold out: ${product.name.en ?? product.name.es}`,
      exact: true,
    });
    await soldOut.click();
    await expect(soldOut).toBeChecked();
    // the switch moves at once; the server has kept it once it is no longer busy
    await expect(soldOut).not.toHaveAttribute('aria-busy');
    await expectAccessible(waiter, 'available now with a product sold out');

    await diner.reload();
    await expect(diner.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(diner.getByRole('button', { name: product.name.es, exact: true })).toHaveCount(0);

    await soldOut.click();
    await expect(soldOut).not.toBeChecked();
    await expect(soldOut).not.toHaveAttribute('aria-busy');
    await diner.reload();
    await expect(diner.getByRole('button', { name: product.name.es, exact: true }).first()).toBeVisible();
  });

  test('a scheduled take-away order moves through the delivery board, and is canceled only with a reason', async ({
    browser,
  }) => {
    const { page: waiter } = await staffMember(browser, 'waiter');
    const diner = await (await browser.newContext()).newPage();
    const number = await placeScheduledTakeAway(diner, venueUrl, '3107654300');
    const name = `Take-away #${number}`;

    await waiter.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'El Poblado' });
    await openConsoleScreen(waiter, 'Delivery');
    const onHold = waiter.getByRole('region', { name: /^On hold/ });
    const card = onHold.getByRole('article', { name });
    await expect(card).toContainText('Scheduled for');
    await expectAccessible(waiter, 'delivery board with a scheduled take-away order');
    await card.getByRole('button', { name: 'Move to: Accepted' }).click();
    const accepted = waiter.getByRole('region', { name: /^Accepted/ }).getByRole('article', { name });
    await expect(accepted).toBeVisible();

    await refuseWithReason(
      accepted,
      { open: 'Cancel order', send: 'Cancel with this reason', field: 'Reason for canceling' },
      'Out of picada today',
    );
    await expect(waiter.getByRole('article', { name })).toHaveCount(0);
  });

  test('a manager reads the day summary with its chart and downloads it as CSV; a waiter has no summary', async ({
    browser,
  }) => {
    const { page: manager } = await staffMember(browser, 'manager');
    await openConsoleScreen(manager, 'Day summary');
    await expect(manager.getByRole('heading', { level: 1, name: 'Day summary' })).toBeVisible();
    await expect(manager.getByRole('heading', { name: 'Sales by hour' })).toBeVisible();
    await expect(manager.getByText('Average ticket')).toBeVisible();
    await expectAccessible(manager, 'day summary');
    const download = manager.waitForEvent('download');
    await manager.getByRole('link', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^summary-\d{4}-\d{2}-\d{2}\.csv$/);

    const { page: waiter } = await staffMember(browser, 'waiter');
    await expect(
      waiter.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Day summary' }),
    ).toHaveCount(0);
  });

  test('a manager makes a pairing code and a kitchen tablet pairs with it, without a password', async ({
    browser,
  }) => {
    const { page: manager } = await staffMember(browser, 'manager');
    await manager.getByRole('link', { name: 'Account' }).click();
    await manager.getByRole('button', { name: 'Make a pairing code' }).click();
    // ten digits shown in two groups of five, typed as shown (docs/operations.md, Pairing codes)
    const made = manager.getByText(/^Pairing code for chapinero: \d{5} \d{5}/);
    await expect(made).toBeVisible();
    const code = /(\d{5} \d{5})/.exec((await made.textContent()) ?? '')![1]!;

    const tablet = await (await browser.newContext()).newPage();
    await tablet.goto(venueUrl('la-brasa', '/staff/'));
    await expect(tablet.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await tablet.getByRole('link', { name: 'Pair a kitchen tablet' }).click();
    await tablet.getByLabel('Pairing code (10 digits)').fill(code);
    await tablet.getByRole('button', { name: 'Pair' }).click();
    await expect(tablet.getByRole('heading', { level: 1, name: 'Kitchen board' })).toBeVisible();
    await expect(tablet.getByRole('combobox', { name: 'Branch' }).getByRole('option')).toHaveCount(1);
    await expect(
      tablet.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Tables' }),
    ).toHaveCount(0);
    await expectAccessible(tablet, 'paired kitchen tablet');
  });
});

test.describe('pausing a service (docs/staff-api.md, Availability)', () => {
  test('the staff pause the table service and a diner who scans is told so; resumed, the table opens', async ({
    browser,
  }) => {
    // at a branch no other journey sits at: a pause is the whole branch's, and journeys run side by side
    const { page: waiter } = await staffMember(browser, 'waiter', 'taqueria-el-sol');
    await waiter.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Coyoacán' });
    await openConsoleScreen(waiter, 'Available now');
    const pause = waiter.getByRole('checkbox', { name: 'Pause At the table' });
    await pause.click();
    await expect(pause).toBeChecked();
    await expect(pause).not.toHaveAttribute('aria-busy');
    await expectAccessible(waiter, 'available now with the table service paused');

    const diner = await newDiner(browser, 'taqueria-el-sol');
    const path = `/coyoacan/menu-digital?mesa=${codeOf('taqueria-el-sol', 'coyoacan', 'Mesa 1')}`;
    await diner.goto(venueUrl('taqueria-el-sol', path));
    await expect(diner.getByRole('alert')).toContainText('servicio a la mesa');

    await pause.click();
    await expect(pause).not.toBeChecked();
    await expect(pause).not.toHaveAttribute('aria-busy');
    // Coyoacán's tables keep a list to show the waiter (my-list): the same scan opens it again
    await diner.reload();
    await expect(diner.getByRole('alert')).toHaveCount(0);
    await expect(diner.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
