import { expect, type Request, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { venueUrl } from './support/venues.ts';

const jsonBody = (request: Request) => request.postDataJSON() as Record<string, unknown>;

test.describe('startup, identity and tracking (spec §4, §7)', () => {
  test('creates a session and an anonymous profile, and tracks the landing view with the spec fields', async ({
    page,
  }) => {
    const session = page.waitForRequest(
      (r) => r.url().endsWith('/api/sessions.json') && r.method() === 'POST',
    );
    const profile = page.waitForRequest(
      (r) => r.url().endsWith('/profiles/anonymous.json') && r.method() === 'POST',
    );
    const view = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/trackings.json') &&
        jsonBody(r).event === 'page_view' &&
        jsonBody(r).view_vue === 'main',
    );
    const acquisition = page.waitForRequest((r) => r.url().endsWith('/api/acquisitions.json'));
    await page.goto(venueUrl('la-brasa', '/?utm_medium=qr&utm_campaign=mesa&gclid=g-123'));

    // Node does not resolve *.localhost as Chromium does: ask from inside the page.
    const venueId = String(
      await page.evaluate(async () => (await (await fetch('/domain/config.json')).json()).id),
    );
    const sessionRequest = await session;
    expect(jsonBody(sessionRequest)).toMatchObject({ customer_id: venueId });
    expect(Object.keys(jsonBody(sessionRequest)).sort()).toEqual([
      'browser',
      'customer_id',
      'pixel_height',
      'pixel_width',
      'so',
    ]);
    expect(sessionRequest.headers()).toMatchObject({ customer_id: venueId, lang: 'es' });

    expect(jsonBody(await profile)).toEqual({ profile: { domain: 'la-brasa', name: null } });

    const viewRequest = await view;
    const sessionId = ((await (await sessionRequest.response())!.json()) as { id: string }).id;
    expect(jsonBody(viewRequest)).toMatchObject({
      event: 'page_view',
      view_vue: 'main',
      session_id: sessionId,
      customer_id: venueId,
    });

    expect(jsonBody(await acquisition)).toMatchObject({
      utm_medium: 'qr',
      utm_campaign: 'mesa',
      gclid: 'g-123',
      session_id: sessionId,
      customer_id: venueId,
    });
  });

  test('keeps the profile across reloads and validates it with the profileid and token headers', async ({
    page,
  }) => {
    await page.goto(venueUrl('la-brasa'));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sf:diner') ?? '')).toContain('"token"');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sf:diner')!).state.profile as { id: string; token: string },
    );
    const status = page.waitForRequest((r) => r.url().endsWith('/profiles/status.json'));
    await page.reload();
    const headers = (await status).headers();
    expect(headers.profileid).toBe(stored.id);
    expect(headers.token).toBe(stored.token);
    expect((await (await status).response())!.status()).toBe(200);
  });

  test('sends the branch and service headers once the diner picks a branch', async ({ page }) => {
    await page.goto(venueUrl('la-brasa'));
    await page.getByRole('link', { name: 'Para llevar' }).click();
    await expect(page).toHaveURL(/\/branch-to-take-away$/);
    const tracked = page.waitForRequest(
      (r) => r.url().endsWith('/api/trackings.json') && jsonBody(r).view_vue === 'home',
    );
    await page.getByRole('link', { name: 'Usaquén' }).click();
    const request = await tracked;
    expect(request.headers()).toMatchObject({ service: 'take_away' });
    expect(request.headers().supplier_id).toMatch(/^\d+$/);
    expect(jsonBody(request)).toMatchObject({
      service: 'take_away',
      supplier_id: request.headers().supplier_id,
    });
    await expectAccessible(page, 'branch home after picking take away');
  });

  test('a smart link logs the profile in and continues to the branch', async ({ page }) => {
    await page.goto(venueUrl('la-brasa', '/branch-offices'));
    const profile = await page.evaluate(async () => {
      const response = await fetch('/profiles/anonymous.json', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ profile: { domain: 'la-brasa', name: 'Ana' } }),
      });
      return (await response.json()) as { id: string; token: string };
    });
    await page.goto(venueUrl('la-brasa', `/chapinero/sl/${profile.id}/${profile.token}`));
    await expect(page).toHaveURL(/\/chapinero$/);
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('sf:diner') ?? '{}').state?.profile?.id),
      )
      .toBe(profile.id);
  });
});

test.describe('the venue shell (spec §2 Layout)', () => {
  test('the cookie banner shows until accepted, stays accepted after reload, and only then loads pixels', async ({
    page,
  }) => {
    await page.route(/googletagmanager|facebook/, (route) => route.abort());
    await page.goto(venueUrl('la-brasa'));
    const banner = page.getByRole('region', { name: /cookies/i });
    await expect(banner).toBeVisible();
    await expectAccessible(page, 'landing with the cookie banner');
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    await banner.getByRole('button').click();
    await expect(banner).toBeHidden();
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'La Brasa Dorada' })).toBeVisible();
    await expect(page.getByRole('region', { name: /cookies/i })).toHaveCount(0);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(1);
  });

  test('switching the language stores it, reloads, and survives another reload', async ({ page }) => {
    await page.goto(venueUrl('la-brasa'));
    await page.getByRole('button', { name: 'Idioma' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'language switcher open');
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: /English/ }).click()]);
    await expect(page.getByRole('link', { name: 'Take away' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const tracked = page.waitForRequest((r) => r.url().endsWith('/api/trackings.json'));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Take away' })).toBeVisible();
    expect((await tracked).headers().lang).toBe('en');
  });

  test('the left panel lists the branch services, its address with a map link and the social links', async ({
    page,
  }) => {
    await page.goto(venueUrl('la-brasa', '/chapinero'));
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    // named: choosing a service later may open the branch's pop-up, another dialog (spec §2)
    const panel = page.getByRole('dialog', { name: 'Chapinero' });
    await expect(panel).toBeVisible();
    for (const service of ['Domicilio', 'Para llevar', 'En mesa', 'Reservar', 'Programar pedido']) {
      await expect(panel.getByRole('link', { name: service })).toBeVisible();
    }
    await expect(panel.getByRole('link', { name: /Calle 60/ })).toHaveAttribute(
      'href',
      /query=4\.6451,-74\.0633/,
    );
    await expect(panel.getByRole('link', { name: /Instagram/ })).toBeVisible();
    await expectAccessible(page, 'left panel open');
    await panel.getByRole('link', { name: 'Para llevar' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/chapinero$/);
  });

  test('a branch with one service shows a back-to-main button instead of the menu', async ({ page }) => {
    await page.goto(venueUrl('cafe-alerce', '/providencia'));
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveCount(1);
    await page.goto(venueUrl('cine-estelar', '/andino'));
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveCount(0);
  });

  test('a venue whose only link is on_table goes straight to the on-table branch picker', async ({
    page,
  }) => {
    await page.goto(venueUrl('cine-estelar'));
    await expect(page).toHaveURL(/\/branch-to-on-table$/);
    await expect(page.getByRole('link', { name: 'Cine Estelar Andino' })).toBeVisible();
    await expectAccessible(page, 'cinema on-table branch picker');
  });

  test('the messaging-app picker links each branch to its number', async ({ page }) => {
    await page.goto(venueUrl('la-brasa'));
    await page.getByRole('link', { name: 'Contáctanos' }).click();
    await expect(page).toHaveURL(/\/branch-whatsapp$/);
    await expect(page.getByRole('link', { name: 'Chapinero' })).toHaveAttribute(
      'href',
      'https://wa.me/573001234567',
    );
    await expectAccessible(page, 'messaging branch picker');
  });
});
