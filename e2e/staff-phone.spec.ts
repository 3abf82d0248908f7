import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { staffMember } from './support/staff.ts';
import { menuOf, plainProducts } from './support/table.ts';
import { venueUrl } from './support/venues.ts';

// The staff console on a phone (issue 52): a 390 × 844 screen in Spanish, the longest words of the
// three. The top bar keeps to two rows (the links scroll sideways), no screen is wider than the
// phone, and the availability switches move at once and back when the server refuses.

const PHONE = { width: 390, height: 844 };

async function onPhoneInSpanish(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('navigation', { name: 'Consola' })).toBeVisible();
}

test('on a 390 × 844 phone in Spanish the top bar takes at most 120 px and no screen scrolls sideways', async ({
  browser,
}) => {
  const { page } = await staffMember(browser, 'manager');
  await onPhoneInSpanish(page);
  const nav = page.getByRole('navigation', { name: 'Consola' });
  // a manager has every screen: the service's eight links and the back office's four
  await expect(nav.getByRole('link')).toHaveCount(12);
  for (const screen of [
    'kitchen',
    'tables',
    'floor',
    'delivery',
    'bookings',
    'availability',
    'summary',
    'brand',
    'branches',
    'audit',
    'menu',
    'account',
  ]) {
    await page.goto(venueUrl('la-brasa', `/staff/${screen}`));
    await expect(page.locator('main h1').first()).toBeVisible();
    // the open screen's link is scrolled into the bar's view
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toBeInViewport();
    const bar = await page.locator('header').first().boundingBox();
    expect(bar!.height, `top bar on ${screen}`).toBeLessThanOrEqual(120);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `page width on ${screen}`).toBeLessThanOrEqual(PHONE.width);
  }
  await page.goto(venueUrl('la-brasa', '/staff/summary'));
  await expect(page.getByRole('heading', { name: 'Ventas por hora' })).toBeVisible();
  await expectAccessible(page, 'day summary on a phone');
});

test('a sold-out switch and a pause switch move at once, and move back with the reason when the server refuses', async ({
  browser,
}) => {
  const { page } = await staffMember(browser, 'waiter');
  await onPhoneInSpanish(page);
  await page.goto(venueUrl('la-brasa', '/staff/availability'));
  // a product no other journey orders or marks sold out (they take the first six plain ones): this
  // one is sold out for a moment near the end, while the other worker's diners are ordering
  const product = plainProducts(await menuOf(page, 'chapinero'))[7]!;
  const soldOut = page.getByRole('checkbox', { name: `Agotado: ${product.name.es}`, exact: true });
  await expect(soldOut).not.toBeChecked();

  // the server answers only when the journey lets it, then refuses
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/staff/availability/products/**', async (route) => {
    await held;
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ key: 'conflict', message: 'Esto cambió mientras lo editabas.', params: {} }),
    });
  });
  await soldOut.click();
  await expect(soldOut).toBeChecked();
  await expect(soldOut).toHaveAttribute('aria-busy', 'true');
  answer();
  await expect(soldOut).not.toBeChecked();
  await expect(page.getByRole('alert')).toContainText('volvió a como estaba');
  await expect(page.getByRole('alert')).toContainText('Esto cambió mientras lo editabas');

  // a pause refused by a server error comes back the same way
  let answerPause!: () => void;
  const heldPause = new Promise<void>((resolve) => (answerPause = resolve));
  await page.route('**/staff/services/*.json*', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await heldPause;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ key: 'internal_error', message: 'Algo salió mal.', params: {} }),
    });
  });
  const pause = page.getByRole('checkbox', { name: /^Pausar / }).first();
  await expect(pause).not.toBeChecked();
  await pause.click();
  await expect(pause).toBeChecked();
  answerPause();
  await expect(pause).not.toBeChecked();
  await expect(page.getByRole('alert').filter({ hasText: 'Algo salió mal' })).toContainText(
    'volvió a como estaba',
  );

  // with the server answering again, the switch moves at once and stays
  await page.unrouteAll();
  await soldOut.click();
  await expect(soldOut).toBeChecked();
  await expect(soldOut).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('alert').filter({ hasText: 'Esto cambió' })).toHaveCount(0);
  await page.reload();
  await expect(soldOut).toBeChecked();
  await soldOut.click();
  await expect(soldOut).not.toBeChecked();
  await expect(soldOut).not.toHaveAttribute('aria-busy');
});
