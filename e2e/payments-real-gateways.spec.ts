import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import {
  type MercadoPagoDouble,
  mercadoPagoTestKeys,
  startMercadoPagoDouble,
} from '../apps/server/test/support/mercado-pago-double.ts';
import {
  startWompiDouble,
  type WompiDouble,
  wompiTestKeys,
} from '../apps/server/test/support/wompi-double.ts';
import { E2E_PORT } from './playwright.config.ts';
import { expectAccessible } from './support/axe.ts';
import { asDiner, tableOrder } from './support/payments.ts';
import { openConsoleScreen, staffMember } from './support/staff.ts';
import { type StaffServer, startStaffServer } from './support/staff-server.ts';
import { staff } from './support/table.ts';

// Real gateways' flows in a real browser (issue 55, docs/decisions/115-real-gateways-hosted-card-entry.md):
// on a server of its own, La Brasa is switched to Wompi and Taquería El Sol to Mercado Pago in the
// back office's API, with test keys of local doubles (apps/server/test/support/*-double.ts); a diner
// pays a share of the table by card on the gateway's hosted checkout, comes back to the same return
// page as the sandbox's, and the diner's screen and the waiter's tables screen show it paid. The
// shared server keeps the sandbox for every other journey.

test.describe.configure({ mode: 'serial' });

const port = Number(process.env.E2E_GATEWAYS_PORT ?? E2E_PORT + 720);
let wompi: WompiDouble;
let mercadoPago: MercadoPagoDouble;
let server: StaffServer;

test.beforeAll(async () => {
  test.setTimeout(330_000);
  wompi = await startWompiDouble(wompiTestKeys(), { port: port + 1 });
  mercadoPago = await startMercadoPagoDouble(mercadoPagoTestKeys(), { port: port + 2 });
  server = await startStaffServer(port, {
    WOMPI_API_URL: wompi.apiUrl,
    WOMPI_CHECKOUT_URL: wompi.checkoutUrl,
    MERCADO_PAGO_API_URL: mercadoPago.url,
    // a real gateway's keys are kept sealed (ADR 116): this server's own key
    SECRETS_KEYS: `e2e:${randomBytes(32).toString('base64')}`,
    // the venues' integration tokens the console journeys invite their staff with (support/table.ts)
    STAFF_TOKENS: 'la-brasa:stf_e2e_la_brasa_0123456789abcdef,taqueria-el-sol:stf_e2e_taqueria_el_sol_012345',
  });
});
test.afterAll(async () => {
  server?.stop();
  await wompi?.close();
  await mercadoPago?.close();
});

test('a diner pays a share of the table by card on Wompi’s checkout; the diner and the waiter see it paid', async ({
  browser,
}) => {
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(server.url('la-brasa', '/staff/sign-in'));
  const switched = await staff(owner, 'PUT', '/staff/payments/gateway.json', {
    provider: 'wompi',
    credentials: {
      public_key: wompi.keys.publicKey,
      private_key: wompi.keys.privateKey,
      webhook_secret: wompi.keys.eventsSecret,
      integrity_secret: wompi.keys.integritySecret,
    },
  });
  expect(switched.status, JSON.stringify(switched.json)).toBe(200);

  const diner = await (await browser.newContext()).newPage();
  const purchaseId = await payShareByCard(diner, 'la-brasa', 'chapinero', 'Mesa 6', 'Wompi');
  // Wompi's checkout (the double's): the card, then back to our return page
  await expect(diner).toHaveURL(new RegExp(`^${wompi.checkoutUrl.replace(/[.?]/g, '\\$&')}`));
  await diner.getByLabel('Número de la tarjeta').fill('4242 4242 4242 4242');
  await diner.getByRole('button', { name: 'Pagar' }).click();
  await expect(diner).toHaveURL(new RegExp(`/chapinero/cluvipay/${purchaseId}\\?payment=`));
  await expect(diner.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible();
  await expectAccessible(diner, "back from the gateway's checkout, paid");
  await diner.getByRole('link', { name: 'Ver mi pedido' }).click();
  await expect(diner.getByText(/· Tarjeta/)).toBeVisible();

  // the waiter's tables screen: the card payment, paid, and half the bill still to pay
  const { page: waiter } = await staffMember(browser, 'waiter', 'la-brasa', server.url);
  await waiter.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Chapinero' });
  await openConsoleScreen(waiter, 'Tables');
  const table = waiter.getByRole('region', { name: /^Mesa 6/ });
  await expect(table).toContainText(/Card .* \(paid\)/);
  await expect(table).toContainText('To pay');
});

/** The diner's share, by card, up to the gateway's page: the table's bill split in two. */
async function payShareByCard(diner: Page, venue: string, branch: string, table: string, gateway: string) {
  await asDiner(diner, 'es');
  const { purchaseId } = await tableOrder(diner, venue, branch, table, server.url);
  await diner.goto(server.url(venue, `/${branch}/menu-digital/my-order/${purchaseId}`));
  await diner.getByRole('radio', { name: 'Partes iguales' }).check();
  await diner.getByLabel('Dividir entre').fill('2');
  await diner.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
  await diner.getByRole('button', { name: /^Continuar para pagar / }).click();
  // no card form of ours: the card is typed on the gateway's page
  await expect(diner.getByText(`Escribirás tu tarjeta en la página segura de ${gateway}`)).toBeVisible();
  await expect(diner.getByLabel('Número de la tarjeta')).toHaveCount(0);
  await diner.getByRole('button', { name: /^Pagar/ }).click();
  return purchaseId;
}

test('a diner pays a share of the table by card on Mercado Pago’s checkout; the diner and the waiter see it paid', async ({
  browser,
}) => {
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(server.url('taqueria-el-sol', '/staff/sign-in'));
  const switched = await staff(owner, 'PUT', '/staff/payments/gateway.json', {
    provider: 'mercado_pago',
    credentials: {
      public_key: mercadoPago.keys.publicKey,
      access_token: mercadoPago.keys.accessToken,
      webhook_secret: mercadoPago.keys.webhookSecret,
    },
  });
  expect(switched.status, JSON.stringify(switched.json)).toBe(200);

  const diner = await (await browser.newContext()).newPage();
  const purchaseId = await payShareByCard(diner, 'taqueria-el-sol', 'roma-norte', 'Mesa 3', 'Mercado Pago');
  // Checkout Pro (the double's): the card and its holder, then back to our return page
  await expect(diner).toHaveURL(new RegExp(`^${mercadoPago.url.replace(/[.]/g, '\\.')}/checkout/`));
  await diner.getByLabel('Número de tarjeta').fill('5474 9254 3267 0366');
  await diner.getByLabel('Nombre del titular').fill('APRO');
  await diner.getByLabel('Código de seguridad').fill('123');
  await diner.getByLabel('Vencimiento').fill('11/30');
  await diner.getByRole('button', { name: 'Pagar' }).click();
  await expect(diner).toHaveURL(new RegExp(`/roma-norte/cluvipay/${purchaseId}\\?payment=`));
  await expect(diner.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible();
  await expectAccessible(diner, "back from Mercado Pago's checkout, paid");

  const { page: waiter } = await staffMember(browser, 'waiter', 'taqueria-el-sol', server.url);
  await waiter.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Roma Norte' });
  await openConsoleScreen(waiter, 'Tables');
  const table = waiter.getByRole('region', { name: /^Mesa 3/ });
  await expect(table).toContainText(/Card .* \(paid\)/);
  await expect(table).toContainText('To pay');
});
