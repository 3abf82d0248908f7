import { expect, type Page, test } from '@playwright/test';
import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import { expectAccessible } from './support/axe.ts';
import { codeOf, menuOf, newDiner, orderAt, plainProducts, sendToKitchen, staff } from './support/table.ts';
import { venueUrl } from './support/venues.ts';

// Grab-and-go (docs/decisions/014-on-table-classes.md): a counter's QR code is shared by strangers, so each diner who scans
// it orders alone (docs/decisions/014-on-table-classes.md). The counters of the demo pay first: the
// la-brasa Usaquén food court (checkout_plazoleta) and the cine-estelar Titán snack bar
// (checkout_no_incremental). The diner pays through the waiter, the staff settle the payment and
// drive the round through the staff API, the diner picks the order up (or is handed it) and rates it.

interface Counter {
  branch: string;
  code: string;
  /** What the counter's QR code opens. */
  entry: string;
}

function counter(venue: string, branch: string, label: string): Counter {
  const code = codeOf(venue, branch, label);
  return { branch, code, entry: `/${branch}/grab-and-go?mesa=${code}` };
}

const USAQUEN = counter('la-brasa', 'usaquen', 'Barra');
const TITAN = counter('cine-estelar', 'titan', 'Barra de snacks');

/** Two plain products of the counter's branch; the first one's price alone reaches what the place
 * asks at least of a bill paid through the waiter (spec §9), as the phone learns it when it
 * identifies the counter. */
async function counterProducts(page: Page, place: Counter): Promise<[MenuProduct, MenuProduct]> {
  const minimum = await page.evaluate(
    async ({ branch, code }) => {
      const { profile } = JSON.parse(localStorage.getItem('sf:diner')!).state;
      const response = await fetch(`/menudigital/init?supplier_id=${branch}&table_code=${code}`, {
        headers: { profileid: profile.id, token: profile.token },
      });
      return (await response.json()).call_waiter_minimum as number;
    },
    { branch: place.branch, code: place.code },
  );
  const products = plainProducts(await menuOf(page, place.branch));
  const paid = products.find((p) => (p.promo ?? p.price) >= minimum);
  const other = products.find((p) => p !== paid);
  if (!paid || !other) throw new Error(`${place.branch}: no plain products over ${minimum}`);
  return [paid, other];
}

const staffOrder = async (page: Page, id: string) =>
  (await staff(page, 'GET', `/staff/orders/${id}.json`)).json as unknown as StaffOrder;

/** From the menu, through the cart bar, to the order in progress: a counter that pays first never
 * offers the kitchen. */
async function toTheOrder(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Ver carrito 1 producto/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido en curso' })).toBeVisible();
  await expect(page.getByText(/se paga antes de que la cocina reciba el pedido/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar a cocina' })).toBeHidden();
}

/** From the order in progress to the bill: the grab-and-go MyOrder. */
async function toTheBill(page: Page, branch: string): Promise<void> {
  await page.getByRole('button', { name: 'Ver la cuenta y pagar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${branch}/grab-and-go/my-order$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Mi pedido \S+/ })).toBeVisible();
}

/** The whole bill through the waiter, in cash or by card reader (as the venue takes them at the
 * table); the waiter collects it and the staff settle it. */
async function payToTheWaiter(page: Page, nickname: string, method: 'Efectivo' | 'Datáfono'): Promise<void> {
  await page.getByRole('radio', { name: 'Toda la cuenta' }).check();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: /^Pagar / }).click();
  await expect(page.getByText(new RegExp(`${nickname}: .* · ${method}`))).toBeVisible();
  await expect(page.getByText('La cuenta está cubierta: el mesero confirmará los pagos.')).toBeVisible();
}

async function settle(page: Page, id: string): Promise<void> {
  const [payment] = (await staffOrder(page, id)).payments;
  const settled = await staff(page, 'PUT', `/staff/orders/${id}/payments/${payment!.id}.json`, {
    status: 'paid',
  });
  expect(settled.status).toBe(200);
}

test.describe('grab-and-go at a counter', () => {
  test('food court: each diner orders alone, pays first, the kitchen gets it paid, the diner picks it up and rates', async ({
    browser,
  }) => {
    const ana = await newDiner(browser, 'la-brasa');
    const beto = await newDiner(browser, 'la-brasa');
    const [mine, theirs] = await counterProducts(ana, USAQUEN);

    // 1. Ana scans the counter's code: the grab-and-go menu asks who is ordering
    await ana.goto(venueUrl('la-brasa', USAQUEN.entry));
    await expect(ana.getByRole('heading', { level: 1, name: 'Menú digital · Barra' })).toBeVisible();
    await expect(ana.getByRole('button', { name: 'Empezar el pedido' })).toBeVisible();
    // strangers share the counter's code: the order is the diner's own, not the table's
    await expect(
      ana.getByText('Estás en Barra. Escribe tu nombre para empezar tu pedido: es solo tuyo.'),
    ).toBeVisible();
    await expect(ana.getByText('Así te llamará el personal cuando tu pedido esté listo.')).toBeVisible();
    await expectAccessible(ana, 'grab-and-go menu with the join form');
    const id = await orderAt(ana, 'la-brasa', USAQUEN.entry, 'Ana', [mine]);
    expect((await staffOrder(ana, id)).purchase).toMatchObject({
      subservice: 'grab_and_go',
      payment_mandatory: true,
    });

    // 2. a food court pays first: no "send to kitchen" in the UI, and the server refuses the
    // kitchen until the bill is paid
    await toTheOrder(ana);
    const refused = await sendToKitchen(ana, id);
    expect(refused).toMatchObject({ status: 409, body: { key: 'payment_required' } });
    await expectAccessible(ana, 'grab-and-go order before payment');
    await toTheBill(ana, 'usaquen');
    await expect(ana.getByText(mine.name.es)).toBeVisible();
    await expect(ana.getByText('Barra · en curso')).toBeVisible();
    await expectAccessible(ana, 'grab-and-go my order with the pay form');

    // 3. Beto scans the same counter code: a stranger starts his own order, never joins Ana's
    await beto.goto(venueUrl('la-brasa', USAQUEN.entry));
    await expect(beto.getByRole('button', { name: 'Empezar el pedido' })).toBeVisible();
    await expect(beto.getByRole('button', { name: 'Unirme al pedido de la mesa' })).toBeHidden();
    const betoId = await orderAt(beto, 'la-brasa', USAQUEN.entry, 'Beto', [theirs]);
    expect(betoId).not.toBe(id);
    await beto.goto(venueUrl('la-brasa', '/usaquen/grab-and-go/my-order'));
    await expect(beto.getByText(theirs.name.es)).toBeVisible();
    await expect(beto.getByText(mine.name.es)).toBeHidden();
    const anas = await staffOrder(ana, id);
    // each member with the profile a waiter adds a line for (ADR 112)
    expect(anas.members.map((m) => m.nickname)).toEqual(['Ana']);
    expect(anas.purchase.products.map((p) => p.product_id)).toEqual([mine.id]);

    // 4. Ana pays in cash; once the staff settle it the bill closes and her product reaches the
    // kitchen as round 1
    await payToTheWaiter(ana, 'Ana', 'Efectivo');
    await expectAccessible(ana, 'grab-and-go my order with the cash payment pending');
    await settle(ana, id);
    await expect(ana.getByText('Cuenta pagada. ¡Gracias!')).toBeVisible();
    await expect(ana.getByText(/ · en cocina$/)).toBeVisible();
    await expect(ana.getByText('Barra · en preparación')).toBeVisible();
    const paid = await staffOrder(ana, id);
    expect(paid.purchase).toMatchObject({ status: 'preparation', balance: 0 });
    expect(paid.purchase.closed_at).not.toBeNull();
    expect(paid.purchase.products).toMatchObject([{ product_id: mine.id, state: 'ordered', round: 1 }]);
    const kitchen = (await staff(ana, 'GET', '/staff/orders.json?supplier_id=usaquen')).json as {
      orders: StaffOrder[];
    };
    expect(kitchen.orders.map((o) => o.purchase.id)).toContain(id);
    await expectAccessible(ana, 'grab-and-go my order paid, in the kitchen');

    // the kitchen prepares it: ready at the counter
    const round = `/staff/orders/${id}/rounds/1.json`;
    expect((await staff(ana, 'PUT', round, { state: 'prepared' })).status).toBe(200);
    await expect(ana.getByText(/ · listo$/)).toBeVisible();

    // Ana picks it up and says so: delivered, the order finished
    await ana.getByRole('button', { name: 'Ya recibí mi pedido' }).click();
    await expect(ana.getByText(/ · entregado$/)).toBeVisible();
    await expect(ana.getByText('Barra · finalizado')).toBeVisible();
    await expect(ana.getByRole('button', { name: 'Ya recibí mi pedido' })).toBeHidden();
    const received = await staffOrder(ana, id);
    expect(received.purchase).toMatchObject({ status: 'finished' });
    expect(received.purchase.products).toMatchObject([{ state: 'delivered' }]);
    // nothing is left for the staff to deliver
    expect((await staff(ana, 'PUT', round, { state: 'delivered' })).status).toBe(409);

    // and rates it
    await expectAccessible(ana, 'grab-and-go my order received, with the rating');
    const rated = ana.waitForResponse((r) => r.url().includes('/menudigital/rates.json'));
    await ana
      .getByRole('group', { name: /¿Cómo estuvo tu pedido\?/ })
      .getByText('5', { exact: true })
      .click();
    await ana.getByRole('button', { name: 'Enviar calificación' }).click();
    expect((await rated).status()).toBe(201);
    await expect(ana.getByText('¡Gracias por tu calificación!')).toBeVisible();

    // Beto's order is untouched by all this: his, open, waiting for his payment
    const betos = await staffOrder(ana, betoId);
    expect(betos.members.map((m) => m.nickname)).toEqual(['Beto']);
    expect(betos.purchase).toMatchObject({ closed_at: null, status: 'in_progress' });
    expect(betos.purchase.products).toMatchObject([{ product_id: theirs.id, state: 'pending' }]);
  });

  test('cinema snack bar: paid, prepared and handed over by the staff, the order is finished', async ({
    browser,
  }) => {
    const caro = await newDiner(browser, 'cine-estelar');
    const [snack] = await counterProducts(caro, TITAN);
    await caro.goto(venueUrl('cine-estelar', TITAN.entry));
    await expect(
      caro.getByRole('heading', { level: 1, name: 'Menú digital · Barra de snacks' }),
    ).toBeVisible();
    // a counter is not a hall: no seat number to type
    await expect(caro.getByLabel('Número de silla')).toBeHidden();
    const id = await orderAt(caro, 'cine-estelar', TITAN.entry, 'Caro', [snack]);
    await toTheOrder(caro);
    await toTheBill(caro, 'titan');
    // the cinema takes no cash at the table: the card reader
    await payToTheWaiter(caro, 'Caro', 'Datáfono');
    await settle(caro, id);
    await expect(caro.getByText('Cuenta pagada. ¡Gracias!')).toBeVisible();
    await expect(caro.getByText(/ · en cocina$/)).toBeVisible();

    // the staff prepare it and hand it over at the counter: nothing is left to receive
    const round = `/staff/orders/${id}/rounds/1.json`;
    expect((await staff(caro, 'PUT', round, { state: 'prepared' })).status).toBe(200);
    await expect(caro.getByText(/ · listo$/)).toBeVisible();
    expect((await staff(caro, 'PUT', round, { state: 'delivered' })).status).toBe(200);
    await expect(caro.getByText(/ · entregado$/)).toBeVisible();
    await expect(caro.getByText('Barra de snacks · finalizado')).toBeVisible();
    await expect(caro.getByRole('button', { name: 'Ya recibí mi pedido' })).toBeHidden();
    expect((await staffOrder(caro, id)).purchase).toMatchObject({ status: 'finished' });
    await expectAccessible(caro, 'grab-and-go my order handed over by the staff');

    // that order is over: scanning the counter again starts a new one
    await caro.goto(venueUrl('cine-estelar', TITAN.entry));
    await expect(caro.getByRole('button', { name: 'Empezar el pedido' })).toBeVisible();
  });
});
