import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  startWompiDouble,
  type WompiDouble,
  wompiTestKeys,
} from '../apps/server/test/support/wompi-double.ts';
import { E2E_PORT } from './playwright.config.ts';
import { expectAccessible } from './support/axe.ts';
import { openConsoleScreen, staffMember } from './support/staff.ts';
import { type StaffServer, startStaffServer } from './support/staff-server.ts';

// A venue's gateway keys in the back office (issue 55 "Must work" 6, ADR 116): a manager of La
// Brasa, on a server of its own (its own store and SECRETS_KEYS, so the shared server's La Brasa
// keeps the sandbox every other journey pays through), switches the venue to Wompi on the Branches
// screen with test keys of a local Wompi double: a key without its prefix is named on its field,
// which takes the focus; the keys show "Test mode"; the connection test answers through the double;
// after a save and a reload every key says "set ····" and its last 4 characters and no field holds
// a value.

const port = Number(process.env.E2E_GATEWAY_KEYS_PORT ?? E2E_PORT + 740);
let double: WompiDouble;
let server: StaffServer;

test.beforeAll(async () => {
  test.setTimeout(330_000);
  double = await startWompiDouble(wompiTestKeys(), { port: port + 1 });
  server = await startStaffServer(port, {
    WOMPI_API_URL: double.apiUrl,
    WOMPI_CHECKOUT_URL: double.checkoutUrl,
    SECRETS_KEYS: `e2e:${randomBytes(32).toString('base64')}`,
    // the venue's integration token the console's staff are invited with (support/table.ts)
    STAFF_TOKENS: 'la-brasa:stf_e2e_la_brasa_0123456789abcdef',
  });
});
test.afterAll(async () => {
  server?.stop();
  await double?.close();
});

const last4 = (key: string) => `····${key.slice(-4)}`;

test('a manager connects the venue to Wompi with its test keys, tests the connection and sees them masked after a reload', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page } = await staffMember(browser, 'manager', 'la-brasa', server.url);
  await openConsoleScreen(page, 'Branches');
  const gateway = page.getByRole('region', { name: 'Payment gateway' });
  await expect(gateway.getByText('Sandbox: no money moves')).toBeVisible();
  await expect(gateway.getByLabel(/^Webhook \(events\) secret \(set ····/)).toHaveValue('');

  await gateway.getByLabel('Gateway').selectOption('wompi');
  const { keys } = double;
  await gateway.getByLabel('Public key (not set)').fill(keys.publicKey);
  await gateway.getByLabel('Private key (not set)').fill(`sk_${keys.privateKey}`);
  await gateway.getByLabel('Webhook (events) secret (not set)').fill(keys.eventsSecret);
  await gateway.getByLabel('Integrity secret (not set)').fill(keys.integritySecret);
  await expect(gateway.getByText("Test mode: the gateway's test keys")).toBeVisible();
  await expect(gateway.getByLabel('Private key (not set)')).toHaveAttribute('type', 'password');

  // a key copied wrong is named on its own field, which takes the focus
  await gateway.getByRole('button', { name: 'Save the gateway' }).click();
  const privateKey = gateway.getByLabel('Private key (not set)');
  await expect(privateKey).toBeFocused();
  await expect(privateKey).toHaveAttribute('aria-invalid', 'true');
  await expect(gateway).toContainText("The Private key does not look like one of this gateway's keys");

  await privateKey.fill(keys.privateKey);
  await gateway.getByRole('button', { name: 'Test the connection' }).click();
  await expect(gateway.getByText("The connection works (Test mode: the gateway's test keys).")).toBeVisible();

  await gateway.getByRole('button', { name: 'Save the gateway' }).click();
  await expect(gateway.getByText('Saved.')).toBeVisible();
  await expectAccessible(page, 'payment gateway section, keys saved');

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Payment gateway' });
  await expect(reloaded.getByLabel('Gateway')).toHaveValue('wompi');
  await expect(reloaded.getByText("Test mode: the gateway's test keys")).toBeVisible();
  for (const [label, key] of [
    ['Public key', keys.publicKey],
    ['Private key', keys.privateKey],
    ['Webhook (events) secret', keys.eventsSecret],
    ['Integrity secret', keys.integritySecret],
  ] as const) {
    await expect(reloaded.getByLabel(`${label} (set ${last4(key)})`)).toHaveValue('');
  }
  // the saved keys test as well: nothing typed, the stored ones are used
  await reloaded.getByRole('button', { name: 'Test the connection' }).click();
  await expect(
    reloaded.getByText("The connection works (Test mode: the gateway's test keys)."),
  ).toBeVisible();
  // and no key reached the page
  const html = await page.content();
  for (const key of [keys.privateKey, keys.eventsSecret, keys.integritySecret])
    expect(html).not.toContain(key);
});
