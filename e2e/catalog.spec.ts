import { readFileSync } from 'node:fs';
import type { Allergen, Menu, MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { formatMoney } from '@storefront/domain/money/money';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { venueUrl } from './support/venues.ts';

// The catalogue journeys (issue "Catalogue, menu and cart", web side). Products are picked from the
// menu JSON at runtime by what they are (options, stock, alcohol), never by name, so the demo menus
// can change without breaking these journeys.

const BRANCH = 'chapinero';
const esCatalog = JSON.parse(
  readFileSync(new URL('../apps/web/src/i18n/locales/es/catalog.json', import.meta.url), 'utf8'),
) as { allergens: Record<Allergen, string> };
const ADD = /Agregar al carrito|Adicionar ao carrinho/;
const spaces = (text: string) => text.replace(/\s+/g, ' ').trim();

/** GET /catalog/{slug}/menu.json from inside the page (Node does not resolve *.localhost). */
function menuOf(page: Page, slug: string): Promise<Menu> {
  return page.evaluate(async (s) => (await fetch(`/catalog/${s}/menu.json`)).json(), slug);
}

/** Opens a branch screen as a delivery diner who accepted cookies and has seen the pop-ups. */
async function openAsDiner(page: Page, venue: string, slug: string, path = ''): Promise<Menu> {
  await page.goto(venueUrl(venue, `/${slug}?service=delivery`));
  const menu = await menuOf(page, slug);
  const popups = menu.banners.filter((b) => b.layout_type === 'popup').map((b) => b.id);
  await page.evaluate((ids) => sessionStorage.setItem('sf:popups-seen', JSON.stringify(ids)), popups);
  const cookies = page.getByRole('region', { name: /cookies/i });
  await cookies.getByRole('button').click();
  await expect(cookies).toBeHidden();
  if (path) await page.goto(venueUrl(venue, `/${slug}${path}`));
  return menu;
}

const sells = (p: MenuProduct) => p.services.includes('delivery') && p.availability.length === 0;
const needsChoice = (p: MenuProduct) => p.option_groups.some((g) => g.required || g.min > 0);
const plain = (p: MenuProduct) => sells(p) && !p.is_alcoholic && !needsChoice(p) && p.stock !== 0;
const es = (p: MenuProduct | { name: { es: string } }) => p.name.es;

function pick(menu: Menu, what: string, test: (p: MenuProduct) => boolean): MenuProduct {
  const product = menu.products.find(test);
  if (!product) throw new Error(`the demo menu has no ${what}`);
  return product;
}

/** Picks the first available options each required group needs. */
async function chooseRequired(page: Page, product: MenuProduct): Promise<void> {
  for (const group of product.option_groups.filter((g) => g.required || g.min > 0)) {
    const options = group.options.filter((o) => o.available).slice(0, Math.max(1, group.min));
    const role = group.max <= 1 ? 'radio' : 'checkbox';
    for (const option of options) await page.getByRole(role, { name: new RegExp(`^${option.name.es}`) }).check();
  }
}

const cartBar = (page: Page) => page.locator('a[href$="/delivery/order"]').filter({ hasText: /·|\d/ }).last();

test.describe('catalogue: browse, choose, add (issue "Catalogue, menu and cart")', () => {
  test('browses from the branch home through categories to the menu', async ({ page }) => {
    const menu = await openAsDiner(page, 'la-brasa', BRANCH);
    const mains = menu.categories.filter((c) => c.parent_id === null);
    const cards = page.getByRole('list', { name: 'Nuestro menú' }).getByRole('link');
    await expect(cards).toHaveText(mains.map(es));
    await expectAccessible(page, 'branch home with categories');

    const main = mains.find((m) => menu.categories.some((c) => c.parent_id === m.id)) ?? mains[0]!;
    const subs = menu.categories.filter((c) => c.parent_id === main.id);
    await cards.filter({ hasText: es(main) }).click();
    if (subs.length > 0) {
      await expect(page).toHaveURL(new RegExp(`/${BRANCH}/subcategories\\?category_id=${main.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: es(main) })).toBeVisible();
      await expect(page.getByRole('list', { name: es(main) }).getByRole('link')).toHaveText(subs.map(es));
      await expectAccessible(page, 'sub categories');
      await page.getByRole('link', { name: es(subs[0]!) }).click();
      await expect(page).toHaveURL(new RegExp(`/${BRANCH}/menu\\?category_id=${subs[0]!.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: es(subs[0]!) })).toBeVisible();
    } else {
      await expect(page).toHaveURL(new RegExp(`/${BRANCH}/menu\\?category_id=${main.id}$`));
    }
    await expect(page.getByRole('searchbox', { name: 'Buscar en el menú' })).toBeVisible();
    await expectAccessible(page, 'menu of a category');

    await page.goto(venueUrl('la-brasa', `/${BRANCH}/maincategories`));
    await expect(page.getByRole('heading', { level: 1, name: 'Categorías' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Categorías' }).getByRole('link')).toHaveText(mains.map(es));
    await expectAccessible(page, 'main categories');
  });

  test('blocks adding until the required options are chosen, then adds and confirms', async ({ page }) => {
    const menu = await openAsDiner(page, 'la-brasa', BRANCH);
    const product = pick(menu, 'product with required options', (p) => sells(p) && !p.is_alcoholic && needsChoice(p) && p.stock !== 0);
    await page.goto(venueUrl('la-brasa', `/${BRANCH}/menu?category_id=${product.category}`));
    await page.getByRole('button', { name: es(product), exact: true }).click();
    const modal = page.getByRole('dialog', { name: es(product) });
    await expect(modal).toBeVisible();
    const add = modal.getByRole('button', { name: ADD });
    await expect(add).toBeDisabled();
    await expect(modal.getByText(/Elige (una opción|al menos)/).first()).toBeVisible();
    await expectAccessible(page, 'product modal with add blocked');

    await chooseRequired(page, product);
    await expect(add).toBeEnabled();
    await add.click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `Agregaste ${es(product)} a tu carrito.` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver carrito' }).first()).toHaveAttribute('href', `/${BRANCH}/delivery/order`);
    await expect(cartBar(page)).toContainText('1 producto');
    await expectAccessible(page, 'menu after adding, with the alert and the cart bar');
  });

  test('caps the quantity at the stock, refuses more than what is left, and goes back to Home', async ({ page }) => {
    const menu = await openAsDiner(page, 'la-brasa', BRANCH);
    const product = pick(menu, 'product with a small stock', (p) => plain(p) && p.stock !== null && p.stock > 0 && p.stock <= 10);
    const stock = product.stock!;
    await page.goto(venueUrl('la-brasa', `/${BRANCH}/view/${product.id}`));
    await expect(page.getByRole('heading', { level: 1, name: es(product) })).toBeVisible();
    await expect(page.getByText(stock === 1 ? 'Queda 1' : `Quedan ${stock}`)).toBeVisible();
    const more = page.getByRole('button', { name: 'Agregar uno más' });
    for (let i = 1; i < stock; i++) await more.click();
    await expect(more).toBeDisabled();
    await expect(page.getByRole('group', { name: 'Cantidad' })).toContainText(String(stock));
    await expectAccessible(page, 'product screen at its stock');
    await page.getByRole('button', { name: ADD }).click();
    await expect(cartBar(page)).toContainText(stock === 1 ? '1 producto' : `${stock} productos`);

    // everything there is is in the cart: one more is refused with the stock message
    const add = page.getByRole('button', { name: ADD });
    await expect(add).toBeDisabled();
    await expect(page.getByText(`Cantidad no disponible. Intenta con menos de ${stock}.`)).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL(new RegExp(`/${BRANCH}$`));
  });

  test('an out-of-stock product shows why it cannot be added', async ({ page }) => {
    const menu = await openAsDiner(page, 'la-brasa', BRANCH);
    const soldOut = menu.products.find((p) => p.stock === 0);
    test.skip(!soldOut, 'no sold-out product in the demo menu');
    await page.goto(venueUrl('la-brasa', `/${BRANCH}/${soldOut!.id}`));
    await expect(page.getByRole('heading', { level: 1, name: es(soldOut!) })).toBeVisible();
    await expect(page.getByRole('button', { name: ADD })).toBeDisabled();
    await expect(page.getByText('Algunos productos están agotados.')).toBeVisible();
  });

  test('asks the birth date for an alcoholic product: under 18 is blocked, an adult is remembered', async ({ page }) => {
    const menu = await openAsDiner(page, 'la-brasa', BRANCH);
    const drink = pick(menu, 'alcoholic product', (p) => sells(p) && p.is_alcoholic && p.stock !== 0);
    await page.goto(venueUrl('la-brasa', `/${BRANCH}/view/${drink.id}`));
    await chooseRequired(page, drink);
    await page.getByRole('button', { name: ADD }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirma tu edad' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'age check dialog');
    const birthDate = dialog.getByLabel('Fecha de nacimiento');
    const confirm = dialog.getByRole('button', { name: 'Confirmar' });

    await confirm.click();
    await expect(dialog.getByRole('alert')).toHaveText('Ingresa una fecha de nacimiento válida.');
    const year = new Date().getFullYear();
    await birthDate.fill(`${year - 10}-01-15`);
    await confirm.click();
    await expect(dialog.getByRole('alert')).toHaveText('Este producto no se vende a menores de 18 años.');
    await expectAccessible(page, 'age check refused');
    const cartCount = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('sf:cart') ?? '{}').state?.countProductsList ?? 0);
    expect(await cartCount()).toBe(0);

    await birthDate.fill(`${year - 30}-01-15`);
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `Agregaste ${es(drink)}` })).toBeVisible();
    expect(await cartCount()).toBe(1);
    const legal = await page.evaluate(() => JSON.parse(localStorage.getItem('sf:diner')!).state.legal);
    expect(legal).toMatchObject({ adult: true, birthDate: `${year - 30}-01-15` });

    // known adult: no second question
    await chooseRequired(page, drink);
    await page.getByRole('button', { name: ADD }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(cartCount).toBe(2);
  });

  test('searches without accents and filters by allergen, with the filters in the URL', async ({ page }) => {
    const menu = await openAsDiner(page, 'la-brasa', BRANCH);
    const visible = menu.products.filter((p) => sells(p) && p.stock !== 0);
    await page.goto(venueUrl('la-brasa', `/${BRANCH}/menu`));
    const target = visible.find((p) => /[áéíóúñ]/i.test(es(p))) ?? visible[0]!;
    const plainName = es(target).normalize('NFD').replace(/\p{Diacritic}/gu, '').toUpperCase();
    await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill(plainName);
    await expect(page.getByRole('button', { name: es(target), exact: true })).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=/);
    for (const other of visible.filter((p) => !es(p).toUpperCase().normalize('NFD').replace(/\p{Diacritic}/gu, '').includes(plainName)))
      await expect(page.getByRole('button', { name: es(other), exact: true })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill('');

    const allergenic = pick(menu, 'product with an allergen', (p) => visible.includes(p) && p.allergens.contains.length > 0);
    const allergen = allergenic.allergens.contains[0]!;
    await page.getByRole('button', { name: 'Filtros' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtrar el menú' });
    await expect(sheet).toBeVisible();
    await expectAccessible(page, 'filter sheet');
    await sheet.getByRole('checkbox', { name: `Sin ${esCatalog.allergens[allergen]}`, exact: true }).check();
    const remaining = visible.filter(
      (p) => !p.allergens.contains.includes(allergen) && !p.allergens.may_contain.includes(allergen),
    ).length;
    await sheet.getByRole('button', { name: remaining === 1 ? 'Ver 1 producto' : `Ver ${remaining} productos` }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`without=${allergen}`));
    await expect(page.getByRole('button', { name: es(allergenic), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/without=/);
    await expect(page.getByRole('button', { name: es(allergenic), exact: true })).toBeVisible();
  });
});

test.describe('catalogue: money per venue currency (spec §1, §9)', () => {
  for (const [venue, currency] of [
    ['la-brasa', 'COP'],
    ['taqueria-el-sol', 'MXN'],
    ['padaria-aurora', 'BRL'],
  ] as const) {
    test(`shows the cart total in ${currency} for ${venue}`, async ({ page }) => {
      await page.goto(venueUrl(venue, '/branch-offices'));
      const slug = await page.evaluate(async () => (await (await fetch('/domain/config.json')).json()).suppliers[0].slug as string);
      const menu = await openAsDiner(page, venue, slug);
      expect(menu.currency).toBe(currency);
      const product = pick(menu, 'product without required options', plain);
      await page.goto(venueUrl(venue, `/${slug}/view/${product.id}`));
      const more = page.getByRole('button', { name: /Agregar uno más|Um a mais/ });
      if (product.stock === null || product.stock >= 2) await more.click();
      const count = product.stock === null || product.stock >= 2 ? 2 : 1;
      await page.getByRole('button', { name: ADD }).click();
      const total = formatMoney((product.promo ?? product.price) * count, currency);
      await expect(cartBar(page)).toBeVisible();
      expect(spaces((await cartBar(page).textContent()) ?? '')).toContain(spaces(total));
    });
  }
});
