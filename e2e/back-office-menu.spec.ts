import { expect, type Page, test } from '@playwright/test';
import type { Menu } from '@storefront/domain/catalog/catalog.schema';
import { expectAccessible } from './support/axe.ts';
import { openConsoleScreen, staffMember } from './support/staff.ts';
import { codeOf, menuOf, newDiner, orderIdOf, sendToKitchen, sitDown } from './support/table.ts';
import { venueUrl } from './support/venues.ts';

// The menu editor in the back office (docs/back-office.md#menu, issue 53 "Done when" 1): a manager
// of Taquería El Sol creates a category, a shared option group and a product with a photo (a real
// JPEG) priced for the table at Roma Norte; a diner at a table there sees it and orders it within
// seconds, no restart; the manager raises its price by a percent (previewed first): the order sent
// keeps the old price, a new order gets the new one; the manager archives the sauces group (it leaves
// the product's menu) and restores it, then archives the product: it leaves the menu and
// the first diner's order still shows it. Its rows are the journey's own (names with a run id), and
// Roma Norte's Mesa 4 and Mesa 5 sit at no other journey's table.

const VENUE = 'taqueria-el-sol';
const BRANCH = 'roma-norte';
const tablePath = (label: string) => `/${BRANCH}/menu-digital?mesa=${codeOf(VENUE, BRANCH, label)}`;
/** Live within 5 s (MENU_TTL_MS and the fingerprint): polled up to 7 s, never a fixed wait. */
const LIVE = { timeout: 7_000 };

const productIn = (menu: Menu, name: string) => menu.products.find((p) => p.name.es === name);

/** axe on the page scrolled to the top: a control scrolled under the console's sticky bar counts as
 * obscured to its target-size rule. */
async function accessibleFromTop(page: Page, state: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page, state);
}

/** The product's price on the table's menu, as the diner's menu answers it (null: not on it). */
async function tablePriceOf(page: Page, name: string): Promise<number | null> {
  const product = productIn(await menuOf(page, BRANCH), name);
  if (!product) return null;
  return product.service_prices?.on_table ?? product.price;
}

test.describe('the menu editor in the back office', () => {
  test('a manager creates a category, an option group and a product with a photo; a diner orders it at once, a price change spares the sent order, an archive takes it off the menu', async ({
    browser,
  }) => {
    const run = String(Date.now() % 1_000_000);
    const category = `Especiales ${run}`;
    const group = `Salsas ${run}`;
    const product = `Taco de prueba ${run}`;

    // a waiter's console has no Menu, and its address says the role cannot open it
    const { page: waiter } = await staffMember(browser, 'waiter', VENUE);
    await expect(waiter.getByRole('navigation', { name: 'Console' }).getByRole('link')).not.toHaveCount(0);
    await expect(
      waiter.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Menu' }),
    ).toHaveCount(0);
    await waiter.goto(venueUrl(VENUE, '/staff/menu'));
    await expect(waiter.getByRole('alert')).toHaveText('Your role cannot open this screen.');
    await waiter.context().close();

    const { page: manager } = await staffMember(browser, 'manager', VENUE);
    await openConsoleScreen(manager, 'Menu');
    await expect(manager.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();

    // a category, moved up a place from the keyboard's buttons, the move said aloud
    await manager.getByRole('tab', { name: 'Categories' }).click();
    await manager.getByRole('button', { name: 'New category' }).click();
    await manager.getByRole('button', { name: 'Save' }).click();
    await expect(manager.getByLabel('Name (Spanish)')).toBeFocused();
    await expect(manager.getByText('The Spanish text is required.')).toBeVisible();
    await manager.getByLabel('Name (Spanish)').fill(category);
    await manager.getByLabel('Name (English)').fill(`Specials ${run}`);
    await manager.getByRole('button', { name: 'Save' }).click();
    const categories = manager.getByRole('list', { name: 'Categories', exact: true });
    await expect(categories.getByText(category)).toBeVisible();
    await manager.getByRole('button', { name: `Move ${category} up` }).focus();
    await manager.keyboard.press('Enter');
    await expect(
      manager.getByText(new RegExp(`${category} moved to position \\d+ of \\d+\\.`)),
    ).toBeAttached();
    await expect(manager.getByRole('button', { name: `Move ${category} up` })).toBeFocused();
    await accessibleFromTop(manager, 'the categories');

    // a shared option group of two sauces, the red one for 5 pesos
    await manager.getByRole('tab', { name: 'Option groups' }).click();
    await manager.getByRole('button', { name: 'New option group' }).click();
    await manager.getByLabel('Group name (Spanish)').fill(group);
    await manager.getByLabel('Name of choice 1 (Spanish)').fill('Verde');
    await manager.getByRole('button', { name: 'Add a choice' }).click();
    await manager.getByLabel('Name of choice 2 (Spanish)').fill('Roja');
    await manager.getByLabel('Extra price of choice 2 (MXN)').fill('5');
    await accessibleFromTop(manager, 'the option group form');
    await manager.getByRole('button', { name: 'Save' }).click();
    await expect(manager.getByRole('listitem', { name: group })).toContainText('Not used by any product.');

    // the product: a photo, 50 pesos, 45 at the table in Roma Norte, the sauces
    await manager.getByRole('tab', { name: 'Products' }).click();
    await manager.getByRole('button', { name: 'New product' }).click();
    await manager.getByLabel('Name (Spanish)').fill(product);
    await manager.getByLabel('Category').selectOption({ label: category });
    await manager.getByLabel('Price (MXN)').fill('cincuenta');
    await manager.getByRole('button', { name: 'Save' }).click();
    await expect(manager.getByLabel('Price (MXN)')).toBeFocused();
    await expect(manager.getByText('Type an amount, like 12000 or 12.50.')).toBeVisible();
    await manager.getByLabel('Price (MXN)').fill('50');
    await manager.getByLabel('Photo', { exact: true }).setInputFiles('e2e/fixtures/dish.jpg');
    await expect(manager.getByText('Photo chosen. Choose another file to replace it.')).toBeVisible();
    await expect(manager.getByRole('img', { name: 'Photo as diners see it' })).toHaveJSProperty(
      'complete',
      true,
    );
    // and one more photo, shown after the main one in the diner's details
    await manager.getByRole('button', { name: 'Add a photo' }).click();
    await manager.getByLabel('Photo 1', { exact: true }).setInputFiles('e2e/fixtures/dish.jpg');
    await expect(manager.getByRole('img', { name: 'Photo 1 as diners see it' })).toHaveJSProperty(
      'complete',
      true,
    );
    await manager.getByRole('button', { name: 'Add a price' }).click();
    await manager.getByLabel('Branch', { exact: true }).selectOption({ label: 'Roma Norte' });
    await manager.getByLabel('Service', { exact: true }).selectOption({ label: 'At the table' });
    await manager.getByLabel('Price there (MXN)').fill('45');
    // sold at Roma Norte only: no journey at Coyoacán meets it
    await manager.getByRole('checkbox', { name: 'Sold at Coyoacán' }).uncheck();
    await manager.getByRole('checkbox', { name: group }).check();
    // and a group of the venue's extras, offered first
    await manager
      .getByRole('checkbox', { name: /^Extras \(/ })
      .first()
      .check();
    const offered = manager.getByRole('list', { name: 'The order diners see them in' });
    await expect(offered.getByRole('listitem')).toHaveCount(2);
    await offered.getByRole('button', { name: /^Move Extras \(.* up$/ }).click();
    await expect(offered.getByRole('listitem').first()).toContainText('Extras (');
    await accessibleFromTop(manager, 'the product form');
    await manager.getByRole('button', { name: 'Save' }).click();
    await expect(manager.getByText(`${product} saved.`)).toBeVisible();
    const row = manager.getByRole('listitem', { name: product });
    await expect(row).toContainText('$50.00');

    // a diner at Mesa 4 sees it within 5 s, with its photo and its table price, and orders it
    const ana = await newDiner(browser, VENUE);
    await expect.poll(() => tablePriceOf(ana, product), LIVE).toBe(4500);
    const onMenu = productIn(await menuOf(ana, BRANCH), product)!;
    expect(onMenu.image).toMatch(/^media:/);
    expect(onMenu.images).toEqual([expect.stringMatching(/^media:/)]);
    expect(onMenu.option_groups.map((g) => g.name.es)).toEqual(['Extras', group]);
    expect(productIn(await menuOf(ana, 'coyoacan'), product)).toBeUndefined();
    await sitDown(ana, VENUE, tablePath('Mesa 4'), 'Ana');
    await ana.getByRole('button', { name: product, exact: true }).first().click();
    const dialog = ana.getByRole('dialog');
    await expect(dialog).toContainText('$45.00');
    await expect(
      dialog.getByRole('region', { name: 'Más fotos' }).getByRole('img', { name: `${product}, foto 1` }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: /Agregar al carrito/ }).click();
    await expect(dialog).toBeHidden();
    const anaOrder = await orderIdOf(ana);
    expect((await sendToKitchen(ana, anaOrder)).status).toBe(200);

    // a second tab opens the product's form before the price change below
    const other = await manager.context().newPage();
    await other.goto(venueUrl(VENUE, '/staff/menu'));
    await other.getByRole('button', { name: `Edit ${product}` }).click();
    await expect(other.getByLabel('Price (MXN)')).toHaveValue('50.00');

    // the manager raises it 20 %, the new prices previewed before they apply
    await manager.getByRole('checkbox', { name: `Select ${product}` }).check();
    await manager.getByRole('button', { name: 'Change prices by a percent' }).click();
    const change = manager.getByRole('region', { name: 'Change prices by a percent' });
    await change.getByLabel('Which products').selectOption({ label: 'The 1 selected product' });
    await change.getByLabel('Percent (e.g. 10 or -5)').fill('20');
    await change.getByRole('button', { name: 'Preview new prices' }).click();
    await expect(change.getByRole('table')).toContainText(`${product}$50.00$60.00`);
    await change.getByRole('button', { name: 'Apply to 1 product' }).click();
    await expect(manager.getByText("1 product's prices changed.")).toBeVisible();
    await expect(row).toContainText('$60.00');

    // the second tab's save names the version it read: someone changed this, Reload
    await other.getByLabel('Name (English)').fill(`Test taco ${run}`);
    await other.getByRole('button', { name: 'Save' }).click();
    const stale = other.getByRole('alert');
    await expect(stale).toContainText('Someone changed this');
    await expect(stale).toBeFocused();
    await stale.getByRole('button', { name: 'Reload' }).click();
    await expect(other.getByRole('listitem', { name: product })).toContainText('$60.00');
    await other.close();

    // a new diner at Mesa 5 gets the new table price (45 + 20 % = 54); Ana's sent order keeps 45
    const beto = await newDiner(browser, VENUE);
    await expect.poll(() => tablePriceOf(beto, product), LIVE).toBe(5400);
    await sitDown(beto, VENUE, tablePath('Mesa 5'), 'Beto');
    await beto.getByRole('button', { name: product, exact: true }).first().click();
    await expect(beto.getByRole('dialog')).toContainText('$54.00');
    await beto
      .getByRole('dialog')
      .getByRole('button', { name: /Agregar al carrito/ })
      .click();
    const anaItems = await orderItems(ana, anaOrder);
    expect(anaItems).toContainEqual(expect.objectContaining({ name: product, price: 4500 }));
    await expect(beto.getByRole('dialog')).toBeHidden();
    const betoItems = await orderItems(beto, await orderIdOf(beto));
    expect(betoItems).toContainEqual(expect.objectContaining({ name: product, price: 5400 }));

    // the sauces group archived: it leaves the product's menu within 5 s, and comes back restored
    const groupsOnMenu = async () =>
      productIn(await menuOf(ana, BRANCH), product)?.option_groups.map((g) => g.name.es);
    await manager.getByRole('tab', { name: 'Option groups' }).click();
    await manager.getByRole('button', { name: `Archive ${group}` }).click();
    await expect(manager.getByText(`${group} archived: it left every menu.`)).toBeVisible();
    await expect(manager.getByRole('listitem', { name: group })).toContainText('Archived');
    await expect.poll(groupsOnMenu, LIVE).toEqual(['Extras']);
    await manager.getByRole('button', { name: `Restore ${group}` }).click();
    await expect(manager.getByText(`${group} restored.`)).toBeVisible();
    await expect.poll(groupsOnMenu, LIVE).toEqual(['Extras', group]);
    await manager.getByRole('tab', { name: 'Products' }).click();

    // archived, not deleted: it leaves the menu within 5 s and Ana's order still shows it
    await manager.getByRole('button', { name: `Archive ${product}` }).click();
    await expect(manager.getByText(`${product} archived.`)).toBeVisible();
    await expect(row).toContainText('Archived');
    await expect.poll(() => tablePriceOf(ana, product), LIVE).toBeNull();
    await ana.goto(venueUrl(VENUE, `/${BRANCH}/menu-digital/order`));
    await expect(ana.getByText(product).first()).toBeVisible();
    expect(await orderItems(ana, anaOrder)).toContainEqual(
      expect.objectContaining({ name: product, price: 4500 }),
    );
  });
});

/** The lines of a table's order as its diner reads it (GET /menudigital/cart/{purchase}.json). */
async function orderItems(page: Page, purchase: string): Promise<{ name: string; price: number }[]> {
  return page.evaluate(async (id) => {
    const { profile } = JSON.parse(localStorage.getItem('sf:diner')!).state;
    const response = await fetch(`/menudigital/cart/${id}.json`, {
      headers: { profileid: profile.id, token: profile.token },
    });
    const json = (await response.json()) as {
      purchase: { products: { name: { es: string }; unit_price: number }[] };
    };
    return json.purchase.products.map((item) => ({ name: item.name.es, price: item.unit_price }));
  }, purchase);
}
