import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { rgb, venueUrl } from './support/venues.ts';

const demo = (slug: string) =>
  JSON.parse(readFileSync(new URL(`../venues/demo/${slug}.json`, import.meta.url), 'utf8')) as {
    name: string;
    theme: { theme_color: string; header_bgcolor: string };
  };

test.describe('a diner opening a demo venue', () => {
  test('La Brasa Dorada (CO, full GPS) shows its logo, name and link buttons in its colours', async ({
    page,
  }) => {
    const venue = demo('la-brasa');
    await page.goto(venueUrl('la-brasa'));
    await expect(page).toHaveTitle(venue.name);
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    await expect(page.getByRole('img', { name: venue.name })).toBeVisible();
    const links = page.getByRole('navigation').getByRole('link');
    await expect(links).toHaveText([
      'Domicilio',
      'Para llevar',
      'Pedir en la mesa',
      'Reservar',
      'Programar pedido',
      /Instagram/,
      'Nuestras sedes',
      'Contáctanos',
    ]);
    await expect(links.first()).toHaveCSS('background-color', rgb(venue.theme.theme_color));
    await expect(page.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    await expectAccessible(page, 'la-brasa landing');
  });

  test('Taquería El Sol (MX) shows Mexican wording and its own colours', async ({ page }) => {
    const venue = demo('taqueria-el-sol');
    await page.goto(venueUrl('taqueria-el-sol'));
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Delivery' })).toHaveCSS(
      'background-color',
      rgb(venue.theme.theme_color),
    );
    await expect(page.getByRole('link', { name: 'Nuestras sucursales' })).toBeVisible();
    await expectAccessible(page, 'taqueria landing');
  });

  test('Padaria Aurora (BR, no full GPS, several branches) opens on its branch list in Portuguese', async ({
    page,
  }) => {
    const venue = demo('padaria-aurora');
    await page.goto(venueUrl('padaria-aurora'));
    await expect(page).toHaveURL(/\/branch-without-service$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Escolha uma unidade' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vila Madalena' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCSS('background-color', rgb(venue.theme.header_bgcolor));
    const logoLink = page.getByRole('banner').getByRole('link', { name: `Início de ${venue.name}` });
    await expect(logoLink.locator('img')).toHaveAttribute('src', /^\/media\/[a-f0-9]+\.svg$/);
    await expectAccessible(page, 'padaria branch list');
  });

  test('Café Alerce (single branch, no full GPS) goes straight to its branch Home', async ({ page }) => {
    await page.goto(venueUrl('cafe-alerce'));
    await expect(page).toHaveURL(/\/providencia$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Providencia' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Café Alerce');
    await expectAccessible(page, 'cafe-alerce home');
  });

  test('Pizzería Vesubio (locked) shows only the inactive notice, complete on a fresh start', async ({
    page,
  }) => {
    // the journeys' server sets no PLATFORM_* variable: these are the demo's platform settings
    await page.goto(venueUrl('pizzeria-vesubio'));
    await expect(page.getByRole('heading', { level: 1, name: 'Este sitio no está activo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crea la tienda de tu restaurante' })).toHaveAttribute(
      'href',
      /^mailto:ventas@storefront\.example\?subject=/,
    );
    await expect(page.getByRole('link', { name: 'renovaciones@storefront.example' })).toHaveAttribute(
      'href',
      'mailto:renovaciones@storefront.example',
    );
    await expect(page.getByRole('link', { name: '+57 601 555 0142' })).toHaveAttribute(
      'href',
      'tel:+576015550142',
    );
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Domicilio' })).toHaveCount(0);
    await expectAccessible(page, 'locked notice');

    // "See other restaurants" opens the platform's directory, which links the venues taking orders
    await page.getByRole('link', { name: 'Ver otros restaurantes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurantes en Storefront' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pizzería Vesubio' })).toHaveCount(0);
    await expectAccessible(page, 'platform directory');
    await page.getByRole('link', { name: 'La Brasa Dorada' }).click();
    await expect(page).toHaveURL(venueUrl('la-brasa'));
  });
});

test.describe('history-mode routes', () => {
  test('a direct visit or reload of a deep link loads the app', async ({ page }) => {
    await page.goto(venueUrl('la-brasa', '/chapinero/menu-digital/my-order/abc123'));
    await expect(page.getByRole('banner')).toContainText('La Brasa Dorada');
    await page.reload();
    await expect(page.getByRole('banner')).toContainText('La Brasa Dorada');
  });

  test('an unknown path shows a not-found screen with a way back', async ({ page }) => {
    await page.goto(venueUrl('la-brasa', '/chapinero/this/does/not/exist'));
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'La Brasa Dorada' })).toBeVisible();
    await expectAccessible(page, 'landing after not-found');
  });

  test('an unknown venue host gets a clear not-found page', async ({ page }) => {
    const response = await page.goto(venueUrl('no-such-venue'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Restaurante no encontrado' })).toBeVisible();
  });
});
