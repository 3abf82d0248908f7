import { expect, type Page } from '@playwright/test';
import type { Menu } from '@storefront/domain/catalog/catalog.schema';

// Steps the delivery journeys share (e2e/delivery.spec.ts). `url` builds an address of the server
// the journey runs against.

export type UrlOf = (venue: string, path?: string) => string;

/** A fresh diner of the venue who accepted cookies and has seen the branch's pop-ups. */
export async function arrive(
  page: Page,
  url: UrlOf,
  venue: string,
  branch: string,
  lang?: string,
): Promise<void> {
  await page.goto(url(venue, '/branch-offices'));
  const menu = await page.evaluate(
    async (s) => (await fetch(`/catalog/${s}/menu.json`)).json() as Promise<Menu>,
    branch,
  );
  const popups = menu.banners.filter((b) => b.layout_type === 'popup').map((b) => b.id);
  await page.evaluate((ids) => sessionStorage.setItem('sf:popups-seen', JSON.stringify(ids)), popups);
  const cookies = page.getByRole('region', { name: /cookies/i });
  await cookies.getByRole('button').click();
  await expect(cookies).toBeHidden();
  // the anonymous profile exists before anything is ordered
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sf:diner') ?? '')).toContain('"token"');
  if (lang) {
    // what the language switcher stores (spec §2 Layout); applied from the next page load on. The
    // page's own background steps (session, acquisition) may still write the store after this one,
    // so store it again until a fresh load of the page keeps it.
    await expect
      .poll(async () => {
        await page.evaluate((l) => {
          const stored = JSON.parse(localStorage.getItem('sf:diner')!);
          stored.state.lang = l;
          localStorage.setItem('sf:diner', JSON.stringify(stored));
        }, lang);
        await page.reload();
        return page.evaluate(() => JSON.parse(localStorage.getItem('sf:diner')!).state.lang);
      })
      .toBe(lang);
  }
}

/** Adds one unit of a product from its menu page, as a diner does. */
export async function addToCart(
  page: Page,
  url: UrlOf,
  venue: string,
  branch: string,
  key: string,
): Promise<void> {
  const menu = await page.evaluate(
    async (s) => (await fetch(`/catalog/${s}/menu.json`)).json() as Promise<Menu>,
    branch,
  );
  const product = menu.products.find((p) => p.id === key);
  if (!product) throw new Error(`${branch} does not sell ${key}`);
  await page.goto(url(venue, `/${branch}/menu?category_id=${product.category}`));
  // the menu has rendered: the interface language is applied by now
  await expect(page.locator('main h1')).toBeVisible();
  const lang = await page.evaluate(() => document.documentElement.lang);
  const name = (product.name as Record<string, string | undefined>)[lang] || product.name.es;
  await page.getByRole('button', { name, exact: true }).click();
  const modal = page.getByRole('dialog', { name });
  await modal.getByRole('button', { name: /Agregar al carrito|Add to cart|Adicionar ao carrinho/ }).click();
  await expect(modal).toBeHidden();
}

/** The last SMS the default outbox adapter "sent" to a phone (development sandbox inbox). */
export async function lastSmsCode(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const inbox = await page.evaluate(
        async (p) => (await fetch(`/sandbox/sms/outbox.json?phone=${encodeURIComponent(p)}`)).json(),
        phone,
      );
      code = /\b(\d{4})\b/.exec(inbox.messages?.[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** Fills the contact data of pre-checkout (labels in es or en). */
export async function fillContact(page: Page, phone: string): Promise<void> {
  await page.getByLabel(/^(Nombre completo|Full name)$/).fill('Ana Gómez');
  await page.getByLabel(/^(Celular|Mobile phone)$/).fill(phone);
  await page.getByLabel(/^(Correo electrónico|E-mail)$/).fill('ana@example.com');
  await page.getByLabel(/^(Documento de identidad|ID number)$/).fill('1020304050');
}

/** Chooses the second pickup time on offer (the first may close while the journey runs); answers
 * its label. */
export async function pickPickupTime(page: Page): Promise<string> {
  const slot = page.getByLabel('Hora de recogida');
  const chosen = (await slot.locator('option:not([disabled])').nth(1).textContent()) ?? '';
  await slot.selectOption({ label: chosen });
  return chosen;
}

/** Pre-checkout in Spanish, its contact data filled: pays in person (on delivery, or at pickup for
 * take-away) and places the order. */
export async function placePayingOnReceipt(page: Page): Promise<void> {
  await page
    .getByRole('radio', { name: /al (recibir|recoger)$/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Hacer pedido' }).click();
  await expect(page.getByText('¡Recibimos tu pedido!')).toBeVisible();
}

/** A diner's page that orders picada for take-away at La Brasa's El Poblado, at a chosen time,
 * paying on receipt: an order that arrives on hold for the staff's boards. Answers its number, which
 * names its card on those boards ("Take-away #…"): other journeys place theirs there at the same time. */
export async function placeScheduledTakeAway(page: Page, url: UrlOf, phone: string): Promise<string> {
  await arrive(page, url, 'la-brasa', 'el-poblado');
  await page.goto(url('la-brasa', '/branch-to-take-away'));
  await page.getByRole('link', { name: 'El Poblado' }).click();
  await addToCart(page, url, 'la-brasa', 'el-poblado', 'picada-2');
  await page.goto(url('la-brasa', '/el-poblado/delivery/order'));
  await page.getByRole('radio', { name: 'A una hora elegida' }).check();
  await pickPickupTime(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await fillContact(page, phone);
  await placePayingOnReceipt(page);
  const title = await page.getByRole('heading', { level: 1, name: /^Pedido / }).textContent();
  return title!.replace(/^Pedido\s+/, '').trim();
}

/** Sends the SMS code and types the one the outbox received. */
export async function confirmPhone(page: Page, phone: string): Promise<void> {
  await page.getByRole('button', { name: /^(Enviar código|Send code)$/ }).click();
  const code = await lastSmsCode(page, `+57${phone}`);
  await page.getByLabel(/^(Código de verificación|Verification code)$/).fill(code);
  await page.getByRole('button', { name: /^(Verificar|Verify)$/ }).click();
  await expect(page.getByText(/^(Celular confirmado\.|Phone confirmed\.)$/)).toBeVisible();
}
