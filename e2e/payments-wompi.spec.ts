import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
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

// A real gateway's flow in a real browser (issue 55, docs/decisions/115-real-gateways-hosted-card-entry.md):
// La Brasa on a server of its own is switched to Wompi in the back office's API, with test keys of a
// local Wompi double (apps/server/test/support/wompi-double.ts); a diner pays a share of the table by
// card on the double's hosted checkout, comes back to the same return page as the sandbox's, and
// the diner's screen and the waiter's tables screen show it paid. The shared server keeps the
// sandbox for every other journey.

const port = Number(process.env.E2E_WOMPI_PORT ?? E2E_PORT + 720);
let double: WompiDouble;
let server: StaffServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  double = await startWompiDouble(wompiTestKeys(), { port: port + 1 });
  server = await startStaffServer(port, {
    WOMPI_API_URL: double.apiUrl,
    WOMPI_CHECKOUT_URL: double.checkoutUrl,
    // a real gateway's keys are kept sealed (ADR 116): this server's own key
    SECRETS_KEYS: `e2e:${randomBytes(32).toString('base64')}`,
    // the venue's integration token the console journeys invite their staff with (support/table.ts)
    STAFF_TOKENS: 'la-brasa:stf_e2e_la_brasa_0123456789abcdef',
  });
});
test.afterAll(async () => {
  server?.stop();
  await double?.close();
});

async function staffApi(page: Page, method: 'GET' | 'PUT', path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body, token: server.token },
  );
}

test('a diner pays a share of the table by card on Wompi’s checkout; the diner and the waiter see it paid', async ({
  browser,
}) => {
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(server.url('la-brasa', '/staff/sign-in'));
  const switched = await staffApi(owner, 'PUT', '/staff/payments/gateway.json', {
    provider: 'wompi',
    credentials: {
      public_key: double.keys.publicKey,
      private_key: double.keys.privateKey,
      webhook_secret: double.keys.eventsSecret,
      integrity_secret: double.keys.integritySecret,
    },
  });
  expect(switched.status, JSON.stringify(switched.json)).toBe(200);

  const diner = await (await browser.newContext()).newPage();
  await asDiner(diner, 'es');
  const { purchaseId } = await tableOrder(diner, 'la-brasa', 'chapinero', 'Mesa 6', server.url);
  await diner.goto(server.url('la-brasa', `/chapinero/menu-digital/my-order/${purchaseId}`));
  await diner.getByRole('radio', { name: 'Partes iguales' }).check();
  await diner.getByLabel('Dividir entre').fill('2');
  await diner.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
  await diner.getByRole('button', { name: /^Continuar para pagar / }).click();
  // no card form of ours: the card is typed on Wompi's page
  await expect(diner.getByText('Escribirás tu tarjeta en la página segura de Wompi')).toBeVisible();
  await expect(diner.getByLabel('Número de la tarjeta')).toHaveCount(0);
  await diner.getByRole('button', { name: /^Pagar/ }).click();

  // Wompi's checkout (the double's): the card, then back to our return page
  await expect(diner).toHaveURL(new RegExp(`^${double.checkoutUrl.replace(/[.?]/g, '\\$&')}`));
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
