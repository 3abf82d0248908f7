import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { withConfigFlags } from './support/config-flags.ts';
import { cardLabels, fillCard } from './support/payments.ts';
import {
  addFromMenu,
  codeOf,
  dinerAt,
  dinerWithCart,
  newDiner,
  orderAt,
  orderIdOf,
  sendToKitchen,
  sitDown,
  staff,
} from './support/table.ts';
import { venueUrl } from './support/venues.ts';

// On-table ordering (docs/decisions/014-on-table-classes.md): diners at one table share one order live, send rounds to the
// kitchen, call the waiter and split the bill; payment-first classes refuse the kitchen before
// payment; the v3 guard. Table codes come from the demo files; products are picked from the menu
// by what they are, never by name. The staff side goes through the staff API with the token the
// server was given (STAFF_TOKENS in playwright.config.ts).

test.describe('a shared table order', () => {
  test('two diners join one order, see each other add live, send to the kitchen and call the waiter', async ({
    browser,
  }) => {
    const code = codeOf('la-brasa', 'chapinero', 'Mesa 3');
    const {
      page: ana,
      products: [first, second],
    } = await dinerAt(browser, 'la-brasa', 'chapinero');
    const beto = await newDiner(browser, 'la-brasa');

    await ana.goto(venueUrl('la-brasa', `/chapinero/menu-digital?mesa=${code}`));
    await expect(ana.getByRole('heading', { level: 1, name: 'Menú digital · Mesa 3' })).toBeVisible();
    await expect(ana.getByRole('button', { name: 'Empezar el pedido' })).toBeVisible();
    await expectAccessible(ana, 'on-table menu with the join form');
    await sitDown(ana, 'la-brasa', `/chapinero/menu-digital?mesa=${code}`, 'Ana');
    await sitDown(beto, 'la-brasa', `/chapinero/md?mesa=${code}`, 'Beto');
    expect(await orderIdOf(beto)).toBe(await orderIdOf(ana));

    // Beto watches the order in progress while Ana adds from the menu
    await beto.goto(venueUrl('la-brasa', '/chapinero/menu-digital/order'));
    await expect(beto.getByRole('heading', { level: 1, name: 'Pedido en curso' })).toBeVisible();
    await addFromMenu(ana, first!);
    await expect(beto.getByText(first!.name.es)).toBeVisible();
    await expect(beto.getByText('Pidió Ana')).toBeVisible();
    await expectAccessible(beto, 'order in progress with another diner’s product');

    await ana.goto(venueUrl('la-brasa', '/chapinero/menu-digital/order'));
    await beto.goto(venueUrl('la-brasa', '/chapinero/menu-digital'));
    await addFromMenu(beto, second!);
    await expect(ana.getByText('Pidió Beto')).toBeVisible();

    await ana.getByRole('button', { name: 'Enviar a cocina' }).click();
    await expect(ana.getByRole('heading', { name: 'Ronda 1' })).toBeVisible();
    await expect(ana.getByText(/en cocina/).first()).toBeVisible();
    await expect(ana.getByRole('button', { name: 'Enviar a cocina' })).toBeHidden();

    await beto.goto(venueUrl('la-brasa', '/chapinero/menu-digital/home'));
    await expect(beto.getByRole('heading', { name: 'Pedido de Mesa 3' })).toBeVisible();
    await expect(beto.getByText('En la mesa: Ana, Beto')).toBeVisible();
    await expectAccessible(beto, 'on-table home');
    await beto.getByRole('button', { name: 'Llamar al mesero' }).click();
    await expect(beto.getByText('El mesero viene en camino.')).toBeVisible();
    const calls = await staff(beto, 'GET', '/staff/waiter_calls.json?supplier_id=chapinero');
    expect(JSON.stringify(calls.json)).toContain('Mesa 3');

    // the kitchen marks the round delivered; the diners see it
    const id = await orderIdOf(ana);
    expect(
      (await staff(ana, 'PUT', `/staff/orders/${id}/rounds/1.json`, { state: 'delivered' })).status,
    ).toBe(200);
    await expect(ana.getByText(/entregado/).first()).toBeVisible();
  });

  test('refuses an unknown table code with the spec message', async ({ browser }) => {
    const page = await newDiner(browser, 'la-brasa');
    await page.goto(venueUrl('la-brasa', '/chapinero/menu-digital?mesa=4'));
    await expect(page.getByRole('alert')).toContainText(
      'No pudimos identificar la mesa o habitación. Escanea el código QR.',
    );
    await expect(page.getByLabel('Tu nombre o apodo')).toBeHidden();
    await expectAccessible(page, 'on-table menu with an unknown table');
  });
});

test.describe('split the bill', () => {
  test('three payers: an equal part in cash, their items by card online, the rest by card reader, until it closes', async ({
    browser,
  }) => {
    const code = codeOf('la-brasa', 'chapinero', 'Mesa 5');
    const path = `/chapinero/menu-digital?mesa=${code}`;
    const { page: ana, products: plain } = await dinerAt(browser, 'la-brasa', 'chapinero');
    const products = plain.slice(2, 5);
    const diners = [ana, await newDiner(browser, 'la-brasa'), await newDiner(browser, 'la-brasa')];
    const [, beto, caro] = diners as [Page, Page, Page];
    for (const [index, diner] of diners.entries()) {
      await orderAt(diner, 'la-brasa', path, ['Ana', 'Beto', 'Caro'][index]!, [products[index]!]);
    }
    // Nothing is paid before the kitchen has it (docs/decisions/022): the bill says why, and leads
    // to the order in progress.
    await ana.goto(venueUrl('la-brasa', `/chapinero/menu-digital/my-order/${await orderIdOf(ana)}`));
    await expect(ana.getByRole('alert')).toContainText('Hay productos sin enviar a preparación');
    await expect(ana.getByRole('button', { name: /^Pagar / })).toHaveCount(0);
    await ana.getByRole('link', { name: 'Pedido en curso' }).click();
    await expect(ana).toHaveURL(/\/chapinero\/menu-digital\/order$/);
    await ana.getByRole('button', { name: 'Enviar a cocina' }).click();
    await expect(ana.getByRole('heading', { name: 'Ronda 1' })).toBeVisible();
    await ana.getByRole('button', { name: 'Ver la cuenta y pagar' }).click();
    const id = await orderIdOf(ana);
    await expect(ana).toHaveURL(new RegExp(`/chapinero/menu-digital/my-order/${id}$`));
    await expect(ana.getByRole('heading', { level: 1, name: /Mi pedido/ })).toBeVisible();
    await expectAccessible(ana, 'my order with the tip and the split form');
    // a Colombian bill says servicio throughout (docs/decisions/010-country-wording.md): the table's
    // and the payer's groups, their choices and the totals
    await expect(ana.getByRole('group', { name: 'Servicio de la mesa' })).toBeVisible();
    await expect(ana.getByRole('group', { name: 'Tu servicio' })).toBeVisible();
    await expect(ana.getByRole('radio', { name: 'Sin servicio' })).toHaveCount(2);
    await expect(ana.getByRole('main')).toContainText('Servicio');
    await expect(ana.getByRole('main')).not.toContainText(/propina/i);

    // Ana: one of three equal parts, cash, the suggested 10% tip
    await ana.getByRole('radio', { name: 'Partes iguales' }).check();
    await ana.getByLabel('Dividir entre').fill('3');
    await ana.getByRole('button', { name: /^Pagar / }).click();
    await expect(ana.getByText('Elige un medio de pago.')).toBeVisible();
    await ana.getByRole('radio', { name: 'Efectivo' }).check();
    await ana.getByRole('button', { name: /^Pagar / }).click();
    await expect(ana.getByText(/Ana: .* · Efectivo/)).toBeVisible();

    // Beto: his own product, by card through the gateway, no tip
    await beto.goto(venueUrl('la-brasa', `/chapinero/menu-digital/my-order/${id}`));
    await beto.getByRole('radio', { name: 'Mis productos' }).check();
    await beto.getByRole('checkbox', { name: new RegExp(products[1]!.name.es) }).check();
    await beto
      .getByRole('group', { name: 'Tu servicio' })
      .getByRole('radio', { name: 'Sin servicio' })
      .check();
    await beto.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
    await beto.getByRole('button', { name: /^Continuar para pagar / }).click();
    await expect(
      beto.getByRole('heading', { name: 'Pagar tu parte: Tarjeta de crédito o débito' }),
    ).toBeFocused();
    await fillCard(beto, '4242 4242 4242 4242', cardLabels.es);
    await expectAccessible(beto, 'paying a share of the bill by card');
    const created = beto.waitForRequest((r) => r.url().endsWith('/payments.json') && r.method() === 'POST');
    await beto.getByRole('button', { name: /^Pagar/ }).click();
    const body = (await created).postDataJSON() as { share: unknown; tip: number; amount: number };
    expect(body.share).toEqual({ kind: 'items', items: [{ item_id: expect.any(String), fraction: 1 }] });
    expect(body.tip).toBe(0);
    await expect(beto).toHaveURL(new RegExp(`/chapinero/cluvipay/${id}\\?payment=`));
    await expect(beto.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible();
    await beto.getByRole('link', { name: 'Ver mi pedido' }).click();
    await expect(beto).toHaveURL(new RegExp(`/chapinero/menu-digital/my-order/${id}$`));
    await expect(beto.getByText(/Beto: .* · Tarjeta/)).toBeVisible();
    // the others see the card payment arrive, already paid
    const betoLine = ana.getByRole('listitem').filter({ hasText: /Beto: .* · Tarjeta/ });
    await expect(betoLine).toContainText('pagado');

    // Caro: what is left, by card reader, a 15% tip
    await caro.goto(venueUrl('la-brasa', `/chapinero/menu-digital/my-order/${id}`));
    await expect(caro.getByText(/Beto: .* · Tarjeta/)).toBeVisible();
    await caro.getByRole('radio', { name: 'Toda la cuenta' }).check();
    await caro.getByRole('group', { name: 'Tu servicio' }).getByRole('radio', { name: /^15%/ }).check();
    await caro.getByRole('radio', { name: 'Datáfono' }).check();
    await caro.getByRole('button', { name: /^Pagar / }).click();
    await expect(caro.getByText('La cuenta está cubierta: el mesero confirmará los pagos.')).toBeVisible();
    await expectAccessible(caro, 'my order with two payments for the waiter and one paid');

    // the waiter collects the cash and the card reader and the staff settle them; the bill closes
    const order = (await staff(ana, 'GET', `/staff/orders/${id}.json`)).json as {
      payments: { id: string; method: string; status: string; amount: number; tip: number }[];
    };
    expect(order.payments.map((p) => [p.method, p.status])).toEqual([
      ['cash', 'pending'],
      ['card', 'paid'],
      ['card_reader', 'pending'],
    ]);
    expect(order.payments[1]!.tip).toBe(0);
    for (const payment of order.payments.filter((p) => p.status === 'pending')) {
      const settled = await staff(ana, 'PUT', `/staff/orders/${id}/payments/${payment.id}.json`, {
        status: 'paid',
      });
      expect(settled.status).toBe(200);
    }
    for (const diner of diners) await expect(diner.getByText('Cuenta pagada. ¡Gracias!')).toBeVisible();
    const closed = (await staff(ana, 'GET', `/staff/orders/${id}.json`)).json as {
      purchase: { status: string; balance: number; tip: number };
    };
    expect(closed.purchase).toMatchObject({ status: 'finished', balance: 0 });
    expect(closed.purchase.tip).toBe(order.payments.reduce((sum, p) => sum + p.tip, 0));
    await expectAccessible(ana, 'my order paid, with the order rating');
  });
});

test.describe('payment first', () => {
  test('a food court (plazoleta) keeps the kitchen closed until the bill is paid', async ({ browser }) => {
    const { page } = await dinerWithCart(browser, 'usaquen', 'Mesa 2', 'Dani');
    await expect(page.getByText(/se paga antes de que la cocina reciba el pedido/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar a cocina' })).toBeHidden();
    const id = await orderIdOf(page);
    const refused = await sendToKitchen(page, id);
    expect(refused).toMatchObject({ status: 409, body: { key: 'payment_required' } });
    await expectAccessible(page, 'plazoleta order before payment');
  });

  test('room service opens from the room code and also pays first', async ({ browser }) => {
    const {
      page,
      products: [product],
    } = await dinerAt(browser, 'la-brasa', 'chapinero');
    const room = codeOf('la-brasa', 'chapinero', 'Habitación 102');
    await sitDown(page, 'la-brasa', `/chapinero/service-room?mesa=${room}`, 'Huésped');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Menú digital · Habitación 102' }),
    ).toBeVisible();
    await addFromMenu(page, product!);
    await page.goto(venueUrl('la-brasa', '/chapinero/menu-digital/order'));
    await expect(page.getByText(/se paga antes de que la cocina reciba el pedido/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar a cocina' })).toBeHidden();
    const state = await page.evaluate(() => JSON.parse(localStorage.getItem('sf:diner')!).state);
    expect(state).toMatchObject({ service: 'on_table', subservice: 'room' });
  });
});

test.describe('new menu v3 guard and rating tab (spec §2)', () => {
  /** cafe-alerce (Providencia: basic class) with the venue flags the test sets (the config is read
   * from inside the page: Node does not resolve *.localhost). */

  test('sends the on-table home to the new menu when all four conditions hold, and only then', async ({
    browser,
  }) => {
    const page = await newDiner(browser, 'cafe-alerce');
    await withConfigFlags(page, { new_menu_v3: true, basic_on_table: true });
    const code = codeOf('cafe-alerce', 'providencia', 'Mesa 1');
    await page.goto(venueUrl('cafe-alerce', `/providencia/menu-digital?mesa=${code}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Menú digital · Mesa 1' })).toBeVisible();
    await page.goto(venueUrl('cafe-alerce', '/providencia/menu-digital/home'));
    await expect(page).toHaveURL(/\/newmenu\/providencia\/on_table\/basic$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Menú · Providencia' })).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0); // a light, text-only menu
    await expectAccessible(page, 'new v3 menu');

    const other = await newDiner(browser, 'cafe-alerce');
    await withConfigFlags(other, { new_menu_v3: true, basic_on_table: false });
    await other.goto(venueUrl('cafe-alerce', `/providencia/menu-digital?mesa=${code}`));
    await expect(other.getByRole('heading', { level: 1, name: 'Menú digital · Mesa 1' })).toBeVisible();
    await other.goto(venueUrl('cafe-alerce', '/providencia/menu-digital/home'));
    await expect(other.getByRole('heading', { level: 1, name: 'Providencia' })).toBeVisible();
    await expect(other).toHaveURL(/\/providencia\/menu-digital\/home$/);
  });

  test('shows the rating tab on the basic on-table home and stores the ratings', async ({ browser }) => {
    const page = await newDiner(browser, 'cafe-alerce');
    await withConfigFlags(page, { rate_digitalmenu: true, rate_nps: true });
    const code = codeOf('cafe-alerce', 'providencia', 'Mesa 2');
    await page.goto(venueUrl('cafe-alerce', `/providencia/menu-digital?mesa=${code}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Menú digital · Mesa 2' })).toBeVisible();
    await expect(page.getByLabel('Tu nombre o apodo')).toBeHidden(); // basic: menu only
    await page.goto(venueUrl('cafe-alerce', '/providencia/menu-digital/home'));
    const saved = page.waitForResponse((r) => r.url().endsWith('/menudigital/rates_services.json'));
    await page.getByRole('button', { name: 'Califícanos' }).click();
    const dialog = page.getByRole('dialog');
    await expectAccessible(page, 'rating dialog');
    await dialog
      .getByRole('group', { name: /menú digital/ })
      .getByText('5', { exact: true })
      .click();
    await expect(dialog.getByRole('radio', { name: '5' }).first()).toBeChecked();
    await dialog.getByRole('button', { name: 'Enviar calificación' }).first().click();
    expect((await saved).status()).toBe(201);
    await expect(dialog.getByText('¡Gracias por tu calificación!')).toBeVisible();
  });
});
