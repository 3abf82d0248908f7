import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page } from '@playwright/test';
import type { Menu, MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { PADARIA_STAFF } from './booking.ts';
import { venueUrl } from './venues.ts';

// Steps of the on-table journeys (docs/decisions/014-on-table-classes.md): a diner on their own phone scans a place's QR code,
// orders from the menu, and the staff drive the order through the staff API with the token the
// e2e server was given (STAFF_TOKENS in playwright.config.ts). Place codes come from the demo
// files; products are picked from the menu by what they are, never by name.

/** The staff token of each demo venue the e2e server was given (STAFF_TOKENS). */
const STAFF_TOKENS: Record<string, string> = {
  'la-brasa': 'stf_e2e_la_brasa_0123456789abcdef',
  'cine-estelar': 'stf_e2e_cine_estelar_0123456789',
  'taqueria-el-sol': 'stf_e2e_taqueria_el_sol_012345',
  'padaria-aurora': PADARIA_STAFF,
};
const ADD = /Agregar al carrito/;

/** The secret QR code of a demo place (table, room, seat area, box or counter). */
export function codeOf(venue: string, branch: string, label: string): string {
  const file = JSON.parse(
    readFileSync(new URL(`../../venues/demo/${venue}.json`, import.meta.url), 'utf8'),
  ) as {
    suppliers: { slug: string; tables?: { code: string; label: string }[] }[];
  };
  const code = file.suppliers.find((s) => s.slug === branch)?.tables?.find((t) => t.label === label)?.code;
  if (!code) throw new Error(`no demo place ${venue}/${branch}/${label}`);
  return code;
}

/** Products any diner can add at the table with one tap: sold on_table at any hour, unlimited,
 * no required option, no age check; distinct names. */
export function plainProducts(menu: Menu): MenuProduct[] {
  const seen = new Set<string>();
  return menu.products.filter((p) => {
    const ok =
      p.services.includes('on_table') &&
      p.availability.length === 0 &&
      p.stock === null &&
      !p.is_alcoholic &&
      p.option_groups.every((g) => !g.required && g.min === 0) &&
      !seen.has(p.name.es) &&
      menu.products.filter((q) => q.name.es === p.name.es).length === 1;
    seen.add(p.name.es);
    return ok;
  });
}

/** A new diner (own browser context) who accepted cookies, with an anonymous profile. */
export async function newDiner(browser: Browser, venue: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(venueUrl(venue, '/branch-offices'));
  const cookies = page.getByRole('region', { name: /cookies/i });
  await cookies.getByRole('button').click();
  await expect(cookies).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sf:diner') ?? '')).toContain('"token"');
  return page;
}

export function menuOf(page: Page, branch: string): Promise<Menu> {
  return page.evaluate(async (s) => (await fetch(`/catalog/${s}/menu.json`)).json() as Promise<Menu>, branch);
}

/** Scans the place's QR code and joins (or starts) its order with a nickname. */
export async function sitDown(page: Page, venue: string, path: string, nickname: string): Promise<void> {
  await page.goto(venueUrl(venue, path));
  await page.getByLabel('Tu nombre o apodo').fill(nickname);
  await page.getByRole('button', { name: /Unirme al pedido de la mesa|Empezar el pedido/ }).click();
  await expect(page.getByLabel('Tu nombre o apodo')).toBeHidden();
}

export async function addFromMenu(page: Page, product: MenuProduct): Promise<void> {
  await page.getByRole('button', { name: product.name.es, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: ADD }).click();
  await expect(dialog).toBeHidden();
}

/** A new diner of the venue, and the plain products of the branch's menu. */
export async function dinerAt(
  browser: Browser,
  venue: string,
  branch: string,
): Promise<{ page: Page; products: MenuProduct[] }> {
  const page = await newDiner(browser, venue);
  return { page, products: plainProducts(await menuOf(page, branch)) };
}

/** Scans the place's QR code, joins with a nickname and adds the products from the menu; answers
 * the order's id. */
export async function orderAt(
  page: Page,
  venue: string,
  path: string,
  nickname: string,
  products: MenuProduct[],
): Promise<string> {
  await sitDown(page, venue, path, nickname);
  for (const product of products) await addFromMenu(page, product);
  return orderIdOf(page);
}

/** A new la-brasa diner seated at a table of `branch` with one plain product in the cart, on the
 * table's order page. */
export async function dinerWithCart(
  browser: Browser,
  branch: string,
  table: string,
  nickname: string,
): Promise<{ page: Page; product: MenuProduct }> {
  const { page, products } = await dinerAt(browser, 'la-brasa', branch);
  const product = products[0]!;
  const path = `/${branch}/menu-digital?mesa=${codeOf('la-brasa', branch, table)}`;
  await orderAt(page, 'la-brasa', path, nickname, [product]);
  await page.goto(venueUrl('la-brasa', `/${branch}/menu-digital/order`));
  return { page, product };
}

/** A staff API call, with the token of the venue the page is on, from a page of the venue's origin
 * (Node does not resolve *.localhost). */
export async function staff(page: Page, method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) {
  const venue = new URL(page.url()).hostname.split('.')[0]!;
  const token = STAFF_TOKENS[venue];
  if (!token) throw new Error(`no staff token for ${venue}`);
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
    { method, path, body, token },
  );
}

/** The diner's current on-table order (spec §3 otPurchaseId). */
export const orderIdOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('sf:diner')!).state.otPurchaseId as string);

/** PUT /menudigital/cook_products/{purchase}.json as the diner's own browser sends it. */
export function sendToKitchen(page: Page, purchaseId: string) {
  return page.evaluate(async (purchase) => {
    const { profile } = JSON.parse(localStorage.getItem('sf:diner')!).state;
    const response = await fetch(`/menudigital/cook_products/${purchase}.json`, {
      method: 'PUT',
      headers: { profileid: profile.id, token: profile.token },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }, purchaseId);
}
