import { expect, test } from '@playwright/test';
import type { Menu } from '@storefront/domain/catalog/catalog.schema';
import type { EditorCatalog } from '@storefront/domain/catalog/menu-editor.schema';
import { formatMoney } from '@storefront/domain/money/money';
import { expectAccessible } from './support/axe.ts';
import { addToCart, arrive, confirmPhone, fillContact, placePayingOnReceipt } from './support/delivery.ts';
import { menuOf, staff } from './support/table.ts';
import { venueUrl } from './support/venues.ts';

// "Order again" says what changed (issue 58 Reorder, "Done when": "order again" rebuilds a cart with
// a product that has since gone up in price and says so). A diner orders La Brasa's enyucado for
// take-away at Chapinero (open around the clock), a manager raises its price through the staff API,
// and "Order again" fills the cart at the new price and says it changed from the old one. No other
// journey orders the enyucado nor picks it by what it is (they take the first plain product of a
// menu, and the desserts come last), so its new price disturbs none of them; the phone is this
// journey's own.

const VENUE = 'la-brasa';
const BRANCH = 'chapinero';
const PRODUCT = 'enyucado';
const PHONE = '3005815858';

/** The product's take-away price on the branch's menu, as the diner's page reads it. */
async function takeAwayPrice(menu: Menu): Promise<number> {
  const product = menu.products.find((p) => p.id === PRODUCT);
  if (!product) throw new Error(`${BRANCH} does not sell ${PRODUCT}`);
  return product.promo ?? product.service_prices?.take_away ?? product.price;
}

test.describe('ordering again', () => {
  test('rebuilds the cart of a take-away order at today’s price and says the price went up', async ({
    page,
  }) => {
    await arrive(page, venueUrl, VENUE, BRANCH);
    await page.goto(venueUrl(VENUE, `/${BRANCH}?service=take_away`));
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sf:diner')!).state.service))
      .toBe('take_away');
    const was = await takeAwayPrice(await menuOf(page, BRANCH));
    await addToCart(page, venueUrl, VENUE, BRANCH, PRODUCT);
    await page.goto(venueUrl(VENUE, `/${BRANCH}/delivery/order`));
    await expect(page.getByText('Recoges en Chapinero')).toBeVisible();
    // three, over the branch's minimum order
    for (const count of ['2', '3']) {
      await page.getByRole('button', { name: 'Uno más de Enyucado' }).click();
      await expect(page.getByRole('list', { name: 'Productos' }).getByRole('status')).toHaveText(count);
    }
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/chapinero\/precheckout$/);
    await fillContact(page, PHONE);
    await confirmPhone(page, PHONE);
    await placePayingOnReceipt(page);
    const orderId = /\/(?:checkout|order)\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
    expect(orderId).toBeTruthy();

    // a manager raises the enyucado's price by a fifth, to the hundred pesos
    const catalog = (await staff(page, 'GET', '/staff/menu/catalog.json')).json as unknown as EditorCatalog;
    const row = catalog.products.find((p) => p.key === PRODUCT)!;
    const raised = await staff(page, 'POST', '/staff/menu/price_change.json', {
      percent: 20,
      product_ids: [row.id],
      rounding: 100,
    });
    expect(raised.status).toBe(200);
    // the branch's menu serves it within seconds
    let now = was;
    await expect
      .poll(async () => {
        now = await takeAwayPrice(await menuOf(page, BRANCH));
        return now;
      })
      .toBeGreaterThan(was);

    await page.goto(venueUrl(VENUE, `/${BRANCH}/order/${orderId}`));
    await page.getByRole('button', { name: 'Volver a pedir' }).click();
    await expect(page).toHaveURL(/\/chapinero\/delivery\/order$/);
    const line = page
      .getByRole('list', { name: 'Productos' })
      .getByRole('listitem')
      .filter({ hasText: 'Enyucado' });
    await expect(line.getByRole('status')).toHaveText('3');
    await expect(line).toContainText(formatMoney(3 * now, 'COP'));
    const notice = page.getByRole('status').filter({ hasText: 'Agregamos' });
    await expect(notice).toContainText('Agregamos 3 productos a tu carrito.');
    await expect(notice).toContainText(
      `Enyucado cambió de precio: de ${formatMoney(was, 'COP')} a ${formatMoney(now, 'COP')}.`,
    );
    await expectAccessible(page, 'cart ordered again, its price change said');

    // the notice belongs to the cart "Order again" opened: a reload keeps it, the cart opened from the
    // menu does not
    await page.reload();
    await expect(notice).toContainText('cambió de precio');
    await page.goto(venueUrl(VENUE, `/${BRANCH}/menu`));
    await page.getByRole('banner').getByRole('link', { name: 'Ver carrito' }).click();
    await expect(line).toBeVisible();
    await expect(page.getByText('cambió de precio')).toHaveCount(0);

    // with the menu out of reach (the phone lost its connection), "Order again" says so, as every call
    // that cannot reach the server does, instead of doing nothing, and the cart is as it was
    await page.goto(venueUrl(VENUE, `/${BRANCH}/order/${orderId}`));
    await expect(page.getByRole('button', { name: 'Volver a pedir' })).toBeVisible();
    await page.route(`**/catalog/${BRANCH}/menu.json*`, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Volver a pedir' }).click();
    await expect(page.getByRole('alert')).toHaveText('El servicio no está disponible en este momento.');
    await expect(page).toHaveURL(new RegExp(`/${BRANCH}/order/${orderId}$`));
    await page.unrouteAll();
    await page.goto(venueUrl(VENUE, `/${BRANCH}/delivery/order`));
    await expect(line.getByRole('status')).toHaveText('3');
  });
});
