import { expect, type Page, test } from '@playwright/test';
import type { BranchDelivery } from '@storefront/domain/delivery/delivery.schema';
import { E2E_PORT } from './playwright.config.ts';
import { expectAccessible } from './support/axe.ts';
import {
  addToCart,
  arrive,
  confirmPhone,
  fillContact,
  pickPickupTime,
  placePayingOnReceipt,
} from './support/delivery.ts';
import { cardLabels, fillCard } from './support/payments.ts';
import { type StaffServer, staffCall, startStaffServer } from './support/staff-server.ts';
import { venueUrl } from './support/venues.ts';

// Delivery, take-away and scheduled orders (docs/decisions/016-delivery.md). La Brasa's Chapinero branch is open around
// the clock and asks for an SMS code; El Poblado (Medellín) does not. The first journey pays by
// card through the payments capability's web checkout (sandbox gateway); the others pay cash on
// delivery or at pickup.

const CHAPINERO = { latitude: 4.6451, longitude: -74.0633 };
const SUBA = { latitude: 4.741, longitude: -74.084 };

test.describe('delivery to a covered address', () => {
  test.use({ geolocation: CHAPINERO, permissions: ['geolocation'] });

  test('locates the diner, proposes the address, and orders with an SMS-confirmed phone, paying by card', async ({
    page,
  }) => {
    await arrive(page, venueUrl, 'la-brasa', 'chapinero');
    await page.goto(venueUrl('la-brasa', '/location'));
    await expect(page.getByRole('heading', { level: 1, name: '¿Dónde entregamos tu pedido?' })).toBeVisible();
    // the gazetteer's proposal at the device position, which the diner completes
    await expect(page.getByLabel('Barrio')).toHaveValue('Chapinero');
    await expect(page.getByLabel('Ciudad o localidad')).toHaveValue('Bogotá');
    await expect(page.getByLabel('Dirección', { exact: true })).toHaveValue('Calle 60');
    // Colombia's hint asks for the plate (es-CO overlay)
    await expect(page.getByText('Calle y placa, por ejemplo Calle 60 # 9-25')).toBeVisible();
    // the proposal names the street only: not a complete address in Colombia (spec §5, docs/decisions/019-diner-side-hardening.md)
    await page.getByRole('button', { name: 'Confirmar dirección' }).click();
    await expect(page.getByText('La dirección debe estar completa: calle y número.')).toBeVisible();
    // the first error is where the diner looks, and read with its message (docs/decisions/019-diner-side-hardening.md)
    await expect(page.getByLabel('Dirección', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Dirección', { exact: true })).toHaveAccessibleDescription(
      /La dirección debe estar completa: calle y número\./,
    );
    await expect(page.getByText('La dirección debe estar completa: calle y número.')).toBeInViewport();
    await expect(page.getByText('Agrega un punto de referencia adicional.')).toBeVisible();
    await expectAccessible(page, 'location with the proposed address and its errors');
    await page.getByLabel('Dirección', { exact: true }).fill('Calle 60 # 9-25');
    await page.getByLabel('Punto de referencia').fill('Portería azul');
    await page.getByRole('button', { name: 'Confirmar dirección' }).click();
    await expect(page).toHaveURL(/\/chapinero$/);
    // saved to the profile: /my-location lists it and reuses it
    await page.goto(venueUrl('la-brasa', '/my-location'));
    await expect(page.getByText('Calle 60 # 9-25, Chapinero, Bogotá')).toBeVisible();
    await expectAccessible(page, 'my locations');
    await page.getByRole('button', { name: 'Entregar aquí: Calle 60 # 9-25, Chapinero, Bogotá' }).click();
    await expect(page).toHaveURL(/\/chapinero$/);

    await addToCart(page, venueUrl, 'la-brasa', 'chapinero', 'picada-2');
    await page.goto(venueUrl('la-brasa', '/chapinero/delivery/order'));
    await expect(page.getByRole('heading', { level: 1, name: 'Tu pedido' })).toBeVisible();
    await expect(page.getByText('Calle 60 # 9-25, Chapinero, Bogotá')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Resumen' });
    await expect(summary).toContainText('Costo de envío');
    await expect(summary).toContainText('4.500');
    await expectAccessible(page, 'delivery cart');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/chapinero\/precheckout$/);
    await fillContact(page, '3001234567');
    await confirmPhone(page, '3001234567');
    await page.getByRole('radio', { name: 'Tarjeta (en línea)' }).check();
    await expectAccessible(page, 'pre-checkout');
    await page.getByRole('button', { name: 'Hacer pedido' }).click();

    await expect(page).toHaveURL(/\/chapinero\/checkout\/[0-9a-f-]{36}$/);
    await expect(page.getByText('¡Recibimos tu pedido!')).toBeVisible();
    await expect(page.getByText(/^Paga tu pedido para enviarlo a la cocina: \$\s?\d/)).toBeVisible();
    await expectAccessible(page, 'checkout before paying');
    // online payment: the payments capability's web checkout, with its sandbox gateway
    await page.getByRole('link', { name: 'Tarjeta (en línea)' }).click();
    await expect(page).toHaveURL(/\/chapinero\/webcheckout\/[0-9a-f-]{36}$/);
    await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
    await fillCard(page, '4242 4242 4242 4242', cardLabels.es);
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await expect(page.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver mi pedido' }).click();
    await expect(page).toHaveURL(/\/chapinero\/order\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-status')).toHaveText('Estado: Recibido');
    await expect(page.getByText('Pago recibido.')).toBeVisible();
    await expectAccessible(page, 'order tracking');
  });
});

test.describe('an uncovered address', () => {
  test.use({ geolocation: SUBA, permissions: ['geolocation'] });

  test('answers no coverage with the distance to the nearest branch', async ({ page }) => {
    await arrive(page, venueUrl, 'la-brasa', 'chapinero');
    await page.goto(venueUrl('la-brasa', '/location'));
    await expect(page.getByLabel('Barrio')).toHaveValue('Suba');
    await page.getByLabel('Dirección', { exact: true }).fill('Avenida Suba # 100-10');
    await page.getByLabel('Punto de referencia').fill('Centro comercial');
    await page.getByRole('button', { name: 'Confirmar dirección' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No hay cobertura en esta zona. La sede más cercana está a 7.8 km.',
    );
    await expectAccessible(page, 'location without coverage');
    await expect(page).toHaveURL(/\/location$/);
  });
});

/** Types Lima's Miraflores on /location and confirms it: about 1,890 km from La Brasa's nearest
 * delivering branch. */
async function confirmLimaAddress(page: Page): Promise<void> {
  await page.getByLabel('Ciudad o localidad').fill('Lima');
  await page.getByLabel('Barrio').fill('Miraflores');
  await page.getByLabel('Dirección', { exact: true }).fill('Calle 1 # 2-3');
  await page.getByLabel('Punto de referencia').fill('Frente al parque');
  await page.getByRole('button', { name: 'Confirmar dirección' }).click();
}

test.describe('a typed address in another city (issue 52)', () => {
  test('is "no coverage" with the distance when the city is far, "address not found" when it is nowhere', async ({
    page,
  }) => {
    await arrive(page, venueUrl, 'la-brasa', 'chapinero');
    await page.goto(venueUrl('la-brasa', '/location'));
    await confirmLimaAddress(page);
    // Miraflores is about 1,890 km from Chapinero, La Brasa's nearest delivering branch
    await expect(page.getByRole('alert')).toHaveText(
      /^No hay cobertura en esta zona\. La sede más cercana está a 18\d\d(\.\d)? km\.$/,
    );
    await expect(page).toHaveURL(/\/location$/);

    await page.getByLabel('Ciudad o localidad').fill('Zzqx');
    await page.getByLabel('Barrio').fill('Centro');
    await page.getByLabel('Dirección', { exact: true }).fill('Calle 123 # 45-67');
    await page.getByRole('button', { name: 'Confirmar dirección' }).click();
    await expect(page.getByRole('alert')).toHaveText('No encontramos la dirección (GPS).');
    await expect(page).toHaveURL(/\/location$/);
  });
});

test.describe('take-away at a chosen time', () => {
  test('switching from delivery to take-away asks for the branch settings again with the new service header', async ({
    page,
  }) => {
    await arrive(page, venueUrl, 'la-brasa', 'chapinero');
    await page.goto(venueUrl('la-brasa', '/chapinero?service=delivery'));
    await addToCart(page, venueUrl, 'la-brasa', 'chapinero', 'picada-2');
    const settings = (service: string) =>
      page.waitForRequest(
        (r) =>
          r.url().endsWith('/delivery/suppliers/chapinero/settings.json') && r.headers().service === service,
      );
    const asDelivery = settings('delivery');
    await page.goto(venueUrl('la-brasa', '/chapinero/delivery/order'));
    await asDelivery;
    // spec §7: the request after the switch carries the current service (docs/decisions/019-diner-side-hardening.md)
    const asTakeAway = settings('take_away');
    await page.getByRole('radio', { name: 'Para llevar' }).check();
    await asTakeAway;
    await expect(page.getByText('Recoges en Chapinero')).toBeVisible();
  });

  test('picks the branch, resets the delivery zone, and books a pickup slot', async ({ page }) => {
    await arrive(page, venueUrl, 'la-brasa', 'el-poblado');
    await page.goto(venueUrl('la-brasa', '/branch-to-take-away'));
    await page.getByRole('link', { name: 'El Poblado' }).click();
    await expect(page).toHaveURL(/\/el-poblado$/);
    const diner = await page.evaluate(() => JSON.parse(localStorage.getItem('sf:diner')!).state);
    expect(diner).toMatchObject({
      service: 'take_away',
      deliveryZone: { polygon_id: null, delivery_price: 0, minimum_order_value: 0 },
    });

    await addToCart(page, venueUrl, 'la-brasa', 'el-poblado', 'picada-2');
    await page.goto(venueUrl('la-brasa', '/el-poblado/delivery/order'));
    await expect(page.getByRole('radio', { name: 'Para llevar' })).toBeChecked();
    await expect(page.getByText('Recoges en El Poblado')).toBeVisible();
    await page.getByRole('radio', { name: 'A una hora elegida' }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Elige una fecha de entrega para programar el pedido.')).toBeVisible();
    const chosen = await pickPickupTime(page);
    await expect(page.getByRole('region', { name: 'Resumen' })).not.toContainText('Costo de envío');
    await expectAccessible(page, 'take-away cart with a pickup time');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await fillContact(page, '3107654321');
    await expect(page.getByRole('group', { name: 'Dirección de entrega' })).toHaveCount(0);
    await placePayingOnReceipt(page);
    await expect(page.getByText(/al recoger\.$/)).toBeVisible();
    await expect(page.getByText('Recoger en El Poblado')).toBeVisible();
    await expect(page.getByText(`Para el ${chosen}`)).toBeVisible();
  });
});

test.describe('a located diner who types another city (issue 52)', () => {
  test.use({ geolocation: CHAPINERO, permissions: ['geolocation'] });

  test('the typed city decides, not the point where the diner was found', async ({ page }) => {
    await arrive(page, venueUrl, 'la-brasa', 'chapinero');
    await page.goto(venueUrl('la-brasa', '/location'));
    await expect(page.getByLabel('Barrio')).toHaveValue('Chapinero');
    await confirmLimaAddress(page);
    await expect(page.getByRole('alert')).toHaveText(
      /^No hay cobertura en esta zona\. La sede más cercana está a 18\d\d(\.\d)? km\.$/,
    );
    await expect(page).toHaveURL(/\/location$/);
  });
});

test.describe('a take-away order paid in cash at pickup (issue 52)', () => {
  test('the pay page says what is owed at pickup, not that it is paid (Café Alerce)', async ({ page }) => {
    await arrive(page, venueUrl, 'cafe-alerce', 'providencia');
    await page.goto(venueUrl('cafe-alerce', '/providencia?service=take_away'));
    await addToCart(page, venueUrl, 'cafe-alerce', 'providencia', 'espresso');
    await page.goto(venueUrl('cafe-alerce', '/providencia/delivery/order'));
    await expect(page.getByText('Recoges en Providencia')).toBeVisible();
    await page.getByRole('radio', { name: 'Sin propina' }).check();
    await page.getByRole('radio', { name: 'A una hora elegida' }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await pickPickupTime(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await fillContact(page, '912345678');
    // a Chilean venue's calling code, not Colombia's
    await expect(page.getByLabel('Indicativo')).toHaveValue('+56');
    // paid in person at the counter: picked up, not received at home
    await expect(page.getByRole('radio', { name: 'Efectivo al recoger' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /al recibir$/ })).toHaveCount(0);
    await placePayingOnReceipt(page);
    const orderId = /\/(?:checkout|order)\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
    expect(orderId).toBeTruthy();

    await page.goto(venueUrl('cafe-alerce', `/providencia/webcheckout/${orderId}`));
    const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(notice.getByRole('heading')).toHaveText(/^Por pagar al recoger: \$\s?2\.200$/);
    await expect(notice).toContainText(
      'Este pedido se paga en persona, no en línea. Medio de pago: Efectivo.',
    );
    await expect(page.getByText('Este pedido ya está pagado')).toHaveCount(0);
    await expectAccessible(page, 'pay page of an order paid in cash at pickup');
  });
});

test.describe('scheduled delivery with a coupon, in English', () => {
  test.use({ geolocation: { latitude: 6.21, longitude: -75.565 }, permissions: ['geolocation'] });

  test('requires a delivery date, applies the coupon, and shows the discount through to tracking', async ({
    page,
  }) => {
    await arrive(page, venueUrl, 'la-brasa', 'el-poblado', 'en');
    // 'Programar pedido': the service query of the first URL (spec §2)
    await page.goto(venueUrl('la-brasa', '/el-poblado?service=schedule'));
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sf:diner')!).state.subservice))
      .toBe('schedule');
    await page.goto(venueUrl('la-brasa', '/location'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Where should we deliver your order?' }),
    ).toBeVisible();
    await expect(page.getByLabel('Neighbourhood')).toHaveValue('El Poblado');
    await page.getByLabel('Address', { exact: true }).fill('Carrera 37 # 8A-32');
    await page.getByLabel('Reference point').fill('Blue building');
    await page.getByRole('button', { name: 'Confirm address' }).click();
    await expect(page).toHaveURL(/\/el-poblado$/);

    await addToCart(page, venueUrl, 'la-brasa', 'el-poblado', 'picada-2');
    await page.goto(venueUrl('la-brasa', '/el-poblado/delivery/order'));
    await expect(page.getByRole('radio', { name: 'Schedule an order' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('A delivery date is required when scheduling.')).toBeVisible();
    const slot = page.getByLabel('Delivery date and time');
    // the refusal is above the button: focus and scroll go to it (docs/decisions/019-diner-side-hardening.md)
    await expect(slot).toBeFocused();
    await expect(slot).toHaveAccessibleDescription('A delivery date is required when scheduling.');
    await expect(page.getByText('A delivery date is required when scheduling.')).toBeInViewport();
    const chosen = (await slot.locator('option:not([disabled])').nth(1).textContent()) ?? '';
    await slot.selectOption({ label: chosen });

    const coupon = page.getByLabel('Discount coupon');
    await coupon.fill('abc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText('The coupon needs at least 4 characters.');
    await coupon.fill('NOEXISTE');
    await expect(page.getByText('Type it in lowercase: that is how we keep it.')).toBeVisible();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid coupon.');
    await coupon.fill('bienvenida');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Coupon bienvenida applied')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('Discount (bienvenida)');
    await expectAccessible(page, 'scheduled delivery cart with a coupon');
    await page.getByRole('button', { name: 'Continue' }).click();

    await fillContact(page, '3157654321');
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await expectAccessible(page, 'pre-checkout in English');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('We received your order!')).toBeVisible();
    await expect(page.getByText(`For ${chosen}`)).toBeVisible();
    await page.getByRole('link', { name: 'Track my order' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Status: Received');
    await expect(page.getByText('Discount (bienvenida)')).toBeVisible();
  });
});

test.describe('the order page follows the staff live, in English', () => {
  test.use({ geolocation: CHAPINERO, permissions: ['geolocation'] });
  let staff: StaffServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    staff = await startStaffServer(Number(process.env.E2E_STAFF_PORT ?? E2E_PORT + 710));
  });
  test.afterAll(() => staff?.stop());

  test('updates the status as the staff API advances it, then rates, lists and re-orders', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const url = staff.url;
    await arrive(page, url, 'la-brasa', 'chapinero', 'en');
    await page.goto(url('la-brasa', '/location'));
    // the device position proposes the address (and its neighbourhood) first
    await expect(page.getByLabel('Address', { exact: true })).not.toHaveValue('');
    await page.getByLabel('Address', { exact: true }).fill('Calle 60 # 9-25');
    await page.getByLabel('Reference point').fill('Blue gate');
    await page.getByRole('button', { name: 'Confirm address' }).click();
    await expect(page).toHaveURL(/\/chapinero$/);
    await addToCart(page, url, 'la-brasa', 'chapinero', 'picada-2');
    await page.goto(url('la-brasa', '/chapinero/delivery/order'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillContact(page, '3009876543');
    await confirmPhone(page, '3009876543');
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('link', { name: 'Track my order' }).click();
    await expect(page).toHaveURL(/\/chapinero\/order\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    const status = page.getByTestId('order-status');
    await expect(status).toHaveText('Status: Received');

    // one live stream for the whole journey: a reconnect between two changes could miss one
    const streams: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(`/delivery/orders/${orderId}/events`)) streams.push(r.url());
    });
    const kitchen = await browser.newPage();
    await kitchen.goto(url('la-brasa', '/healthz'));
    const move = (to: string) =>
      staffCall(kitchen, staff.token, `/staff/orders/${orderId}/status`, { status: to });
    // a weak connection while following: the order's read fails, and so does its retry; the page
    // keeps the last state it knew instead of an error, and catches up once the connection is back
    const orderRead = `**/delivery/orders/${orderId}.json`;
    let failedReads = 0;
    await page.route(orderRead, (route) => {
      failedReads += 1;
      return route.abort('internetdisconnected');
    });
    expect((await move('accepted')).status).toBe(200);
    await expect.poll(() => failedReads).toBe(2);
    await expect(status).toHaveText('Status: Received');
    await expect(page.getByText(/Error querying your order/)).toHaveCount(0);
    await page.unroute(orderRead);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(status).toHaveText('Status: Accepted');
    const steps: [string, string][] = [
      ['preparation', 'Being prepared'],
      ['packed', 'Packed'],
      ['on_the_way', 'On the way'],
      ['delivered', 'Delivered'],
    ];
    for (const [to, shown] of steps) {
      expect((await move(to)).status).toBe(200);
      // no reload: the page hears the change over Server-Sent Events
      await expect(status).toHaveText(`Status: ${shown}`);
    }
    expect(streams).toEqual([]);
    expect((await move('accepted')).status).toBe(409);
    await expect(page.getByRole('listitem').filter({ hasText: 'On the way' })).toBeVisible();
    await expectAccessible(page, 'delivered order');

    await page.getByRole('link', { name: 'Rate your order' }).click();
    await expect(page).toHaveURL(/\/ratecluvi\/[0-9a-f-]{36}\/[\w-]+$/);
    await page.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose a rating.');
    await expectAccessible(page, 'rating with its error');
    await page.locator('label').filter({ hasText: '5 stars' }).click();
    await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await page.getByLabel('Comment (optional)').fill('Hot and on time');
    await page.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.getByText('Thank you for your rating!')).toBeVisible();

    await page.goto(url('la-brasa', '/chapinero/history-my-orders'));
    await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: 'Delivered' }).first();
    await expect(card).toContainText('1 products');
    await expectAccessible(page, 'order history');
    await page.goto(url('la-brasa', '/chapinero/orders'));
    await expect(page.getByText('You have no orders yet.')).toBeVisible();
    await expectAccessible(page, 'open orders');

    await page.goto(url('la-brasa', `/chapinero/order/${orderId}`));
    await expect(page.getByText('Thank you for rating your order.')).toBeVisible();
    await page.getByRole('button', { name: 'Order again' }).click();
    await expect(page).toHaveURL(/\/chapinero\/delivery\/order$/);
    await expect(page.getByRole('list', { name: 'Products' })).toContainText('House picada for 2');

    await page.goto(url('la-brasa', '/chapinero/politicas-servicio'));
    await expect(page.getByRole('heading', { level: 1, name: 'Service policies' })).toBeVisible();
    await expect(page.getByText(/^Chapinero: delivery/)).toBeVisible();
    await expectAccessible(page, 'service policies');
    await kitchen.close();
  });
});

test.describe('a venue without full GPS, in Portuguese', () => {
  test("collects the address on the branch's delivery route and checks its zones", async ({ page }) => {
    await arrive(page, venueUrl, 'padaria-aurora', 'vila-madalena');
    await page.goto(venueUrl('padaria-aurora', '/vila-madalena?service=delivery'));
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sf:diner')!).state.service))
      .toBe('delivery');
    await page.goto(venueUrl('padaria-aurora', '/vila-madalena/delivery'));
    await expect(page.getByRole('heading', { level: 1, name: 'Endereço de entrega' })).toBeVisible();
    await page.getByLabel('Cidade ou distrito').fill('São Paulo');
    await page.getByLabel('Bairro').fill('Santana');
    await page.getByLabel('Endereço', { exact: true }).fill('Rua Voluntários da Pátria 1500');
    await page.getByLabel('Ponto de referência').fill('Portão verde');
    await page.getByRole('button', { name: 'Confirmar endereço' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^Sem cobertura nesta área\. A unidade mais próxima fica a \d+(\.\d)? km\.$/,
    );
    await expectAccessible(page, 'delivery route without coverage');

    await page.getByLabel('Bairro').fill('Vila Madalena');
    await page.getByLabel('Endereço', { exact: true }).fill('Rua Aspicuelta 420');
    await page.getByRole('button', { name: 'Confirmar endereço' }).click();
    const settings = await page.evaluate(
      async () =>
        (await fetch('/delivery/suppliers/vila-madalena/settings.json')).json() as Promise<BranchDelivery>,
    );
    // the branch keeps São Paulo's bakery hours: what the diner sees depends on the hour
    if (!settings.open_now) await expect(page.getByRole('alert')).toHaveText('A unidade está fechada.');
    else if (!settings.kitchen_open_now)
      await expect(page.getByRole('alert')).toHaveText('A cozinha está fechada.');
    else {
      await expect(page).toHaveURL(/\/vila-madalena$/);
      await page.goto(venueUrl('padaria-aurora', '/vila-madalena/delivery/order'));
      await expect(page.getByText('Seu carrinho está vazio.')).toBeVisible();
    }
  });
});
