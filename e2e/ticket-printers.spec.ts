import { expect, type Page, test } from '@playwright/test';
import { formatMoney } from '@storefront/domain/money/money';
import { FakePrinter } from '../apps/server/test/support/fake-printer.ts';
import { expectAccessible } from './support/axe.ts';
import { openConsoleScreen, staffMember } from './support/staff.ts';
import {
  addFromMenu,
  menuOf,
  newDiner,
  plainProducts,
  sendToKitchen,
  sitDown,
  staff,
} from './support/table.ts';

// Ticket printers (issue 54 part 4, docs/back-office.md#printers, ADR 109) in Chromium against the
// e2e server: a manager adds two printers in the Branches screen, each a fake printer on a local port
// (a real TCP server; PRINTERS_ALLOW_LOOPBACK and PRINTER_PORTS in playwright.config.ts let the
// server reach it), a diner's rounds print in the kitchen, a receipt asked for from the Tables screen
// prints at the counter, and the kitchen printer switched off keeps its tickets, shows the console's
// alert and prints each once when it returns. At La Brasa's Chapinero (its kitchen never closes, so
// the journey passes at any hour), at a place the manager adds for it, so no other journey's table
// meets it; other journeys' rounds at Chapinero may print on the kitchen printer too, so its tickets
// are read by their place. The printers are switched off at the end.

const VENUE = 'la-brasa';
const BRANCH = 'chapinero';
const PLACE = `Impresoras ${Date.now() % 100_000}`;

test.describe.configure({ mode: 'serial' });

let kitchen: FakePrinter;
let counter: FakePrinter;
let manager: Page;
let diner: Page;
let purchaseId: string;

test.beforeAll(async () => {
  kitchen = await FakePrinter.start();
  counter = await FakePrinter.start();
});

test.afterAll(async () => {
  // the branch's printers go off, so no later journey's round waits for a printer that is gone
  if (manager) {
    const { json } = await staff(manager, 'GET', `/staff/branches/${BRANCH}/printers.json`);
    for (const printer of json.printers as { id: string; version: number; active: boolean }[]) {
      if (printer.active)
        await staff(manager, 'PUT', `/staff/branches/${BRANCH}/printers/${printer.id}.json`, {
          ...printer,
          id: undefined,
          active: false,
        });
    }
  }
  await kitchen?.close();
  await counter?.close();
});

/** The kitchen tickets of this journey's room, in the order they arrived. */
const roomTickets = () => kitchen.tickets().filter((ticket) => ticket.lines[0]?.startsWith(`${PLACE} ·`));

async function addPrinter(
  page: Page,
  printer: { name: string; port: number; paper: '58' | '80'; kitchen: boolean; receipts: boolean },
) {
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Add a printer' }) });
  await form.getByLabel('Name', { exact: true }).fill(printer.name);
  await form.getByLabel('Network address', { exact: true }).fill('127.0.0.1');
  await form.getByLabel('Port', { exact: true }).fill(String(printer.port));
  await form.getByLabel('Paper', { exact: true }).selectOption(printer.paper);
  await form.getByLabel('Prints kitchen tickets', { exact: true }).setChecked(printer.kitchen);
  await form.getByLabel('Prints receipts', { exact: true }).setChecked(printer.receipts);
  await form.getByRole('button', { name: 'Add printer' }).click();
  await expect(page.getByText(`Printer ${printer.name} added.`)).toBeVisible();
}

test('a receipt prints to the fake printer and decodes to the right lines', async ({ browser }) => {
  ({ page: manager } = await staffMember(browser, 'manager', VENUE));
  await manager.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Chapinero' });
  await openConsoleScreen(manager, 'Branches');
  // a place of its own for the journey's diner
  const places = manager.locator('form', { has: manager.getByRole('heading', { name: 'Add a place' }) });
  await places.getByLabel('Name (like Mesa 12)').fill(PLACE);
  await places.getByRole('button', { name: 'Add the place' }).click();
  await expect(manager.getByText(PLACE, { exact: false }).first()).toBeVisible();
  const listed = await staff(manager, 'GET', `/staff/branches/${BRANCH}/places.json`);
  const code = (listed.json.places as { label: string; code: string }[]).find((p) => p.label === PLACE)!.code;
  await addPrinter(manager, {
    name: 'Cocina',
    port: kitchen.port,
    paper: '80',
    kitchen: true,
    receipts: false,
  });
  await addPrinter(manager, {
    name: 'Caja',
    port: counter.port,
    paper: '58',
    kitchen: false,
    receipts: true,
  });
  await expect(manager.getByText(`Cocina · 127.0.0.1:${kitchen.port} · 80 mm`)).toBeVisible();
  await expectAccessible(manager, 'branches with two printers');

  // a diner's round prints in the kitchen, with the room and the round
  diner = await newDiner(browser, VENUE);
  const [product] = plainProducts(await menuOf(diner, BRANCH));
  await sitDown(diner, VENUE, `/${BRANCH}/menu-digital?mesa=${code}`, 'Lupe');
  await addFromMenu(diner, product!);
  purchaseId = await diner.evaluate(
    () => JSON.parse(localStorage.getItem('sf:diner')!).state.otPurchaseId as string,
  );
  expect((await sendToKitchen(diner, purchaseId)).status).toBe(200);
  await expect.poll(() => roomTickets().map((ticket) => ticket.lines[0])).toEqual([`${PLACE} · Ronda 1`]);
  expect(roomTickets()[0]!.lines).toContain(`1 x ${product!.name.es}`);

  // the manager prints the receipt from the room's card on the Tables screen
  await openConsoleScreen(manager, 'Tables');
  const room = manager.getByRole('region', { name: PLACE });
  await room.getByRole('button', { name: 'Print receipt' }).click();
  await expect(room.getByText('Receipt sent to Caja.')).toBeVisible();
  const [receipt] = await counter.waitForTickets(1);
  const price = product!.promo ?? product!.price;
  const money = (minor: number) => formatMoney(minor, 'COP');
  const tip = Math.round(price / 10);
  const row = (left: string, amount: number) =>
    `${left}${' '.repeat(32 - left.length - money(amount).length)}${money(amount)}`;
  const item = `1 x ${product!.name.es}`;
  expect(receipt!.lines.slice(0, 4)).toEqual([
    'La Brasa Dorada',
    'Chapinero',
    'Calle 60 # 9-25, Bogotá',
    PLACE,
  ]);
  expect(receipt!.lines[4]).toMatch(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d$/);
  expect(receipt!.lines.slice(5)).toEqual([
    '-'.repeat(32),
    ...(item.length + money(price).length < 32
      ? [row(item, price)]
      : [expect.any(String), expect.any(String)]),
    '-'.repeat(32),
    row('Subtotal', price),
    row('Propina', tip),
    row('TOTAL', price + tip),
    'Los precios no incluyen el',
    'impuesto al consumo del 8 %.',
    '',
    '¡Gracias por su visita!',
  ]);
  expect(receipt!.cuts).toBe(1);
  expect(counter.received).toHaveLength(1);
  // the same receipt as a page any printer prints, 48 columns wide
  await room.getByRole('button', { name: 'Show receipt' }).click();
  const page = room.getByRole('figure', { name: 'Receipt' });
  await expect(page).toContainText('La Brasa Dorada');
  await expect(page).toContainText(`TOTAL${' '.repeat(43 - money(price + tip).length)}${money(price + tip)}`);
});

test('the printer is off for a minute and the queued tickets print once when it returns', async ({
  browser,
}) => {
  test.skip(!diner, 'needs the first journey’s room');
  await kitchen.off();
  const { page: waiter } = await staffMember(browser, 'waiter', VENUE);
  await waiter.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Chapinero' });
  await openConsoleScreen(waiter, 'Tables');

  // two more rounds while the kitchen printer is off: nothing prints, nothing is lost
  const [product] = plainProducts(await menuOf(diner, BRANCH));
  for (let round = 2; round <= 3; round++) {
    await diner.goto(diner.url());
    await addFromMenu(diner, product!);
    expect((await sendToKitchen(diner, purchaseId)).status).toBe(200);
  }
  const alert = waiter.getByRole('alert').filter({ hasText: 'Printer Cocina is not printing' });
  // other journeys' rounds at Chapinero may wait for it too
  await expect(alert).toHaveText(
    /^Printer Cocina is not printing: \d+ tickets waiting\. They will print as soon as it answers\.$/,
  );
  await expectAccessible(waiter, 'tables with a printer alert');
  // "a minute", shortened by PRINT_RETRY_MS/PRINT_RETRY_MAX_MS: the server keeps trying over TCP
  await waiter.waitForTimeout(8_000);
  expect(roomTickets().map((ticket) => ticket.lines[0])).toEqual([`${PLACE} · Ronda 1`]);

  await kitchen.on();
  await expect
    .poll(() => roomTickets().map((ticket) => ticket.lines[0]), { timeout: 20_000 })
    .toEqual([`${PLACE} · Ronda 1`, `${PLACE} · Ronda 2`, `${PLACE} · Ronda 3`]);
  await expect(alert).toHaveCount(0, { timeout: 15_000 });
  // once each: nothing more arrives after a few more of the queue's runs
  await waiter.waitForTimeout(2_000);
  expect(roomTickets()).toHaveLength(3);
});
