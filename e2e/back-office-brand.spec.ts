import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { openConsoleScreen, staffMember } from './support/staff.ts';
import { venueUrl } from './support/venues.ts';

// Brand and venue settings in the back office (docs/back-office.md#brand, ADR 103): a manager
// renames Cine Estelar, uploads a new logo and gives it a new brand colour from the console's Brand
// screen; a colour
// that cannot be read on the venue's dark page is said before saving; once saved, a diner's page
// shows the new name and colour without a restart. Cine Estelar: no other journey reads its name
// or colours (its branches' labels are their own); the journey puts them back at the end.

const BRAND_COLOUR = 'Brand colour (buttons)';
const LOGO = 'Logo (header)';

/** A PNG of one colour, as a photo a manager picks from their computer. */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('brand and venue settings in the back office', () => {
  // both journeys save Cine Estelar's whole brand: one at a time, or the second save is (rightly) stale
  test.describe.configure({ mode: 'serial' });

  test("a manager renames the venue, uploads a logo and changes its colour, warned of an unreadable one; a diner's page shows the name and colour; a save over another's is refused with Reload", async ({
    browser,
  }) => {
    const { page: manager } = await staffMember(browser, 'manager', 'cine-estelar');
    await openConsoleScreen(manager, 'Brand');
    await expect(manager.getByRole('heading', { level: 1, name: 'Brand and venue' })).toBeVisible();
    const name = manager.getByLabel('Venue name');
    const colour = manager.getByLabel(BRAND_COLOUR, { exact: true });
    const logo = manager.getByLabel(LOGO, { exact: true });
    const original = {
      name: await name.inputValue(),
      colour: await colour.inputValue(),
      logo: await logo.inputValue(),
    };
    await expectAccessible(manager, 'brand editor');

    // a new logo, uploaded from the computer: the field keeps the photo's ref, the preview shows it
    await manager
      .getByLabel(`Upload a file for ${LOGO}`)
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(256, [230, 57, 70]) });
    await expect(logo).toHaveValue(/^media:[0-9a-f]{32}\.256x256$/);
    await expect(manager.getByRole('img', { name: `${LOGO} as diners see it` })).toHaveJSProperty(
      'naturalWidth',
      256,
    );

    // dark blue on the venue's dark page: said at once, before saving
    await colour.fill('#101833');
    const warnings = manager.getByTestId('contrast-warnings');
    await expect(warnings).toContainText('Brand colour on the page background');
    await colour.fill('#e63946');
    await expect(warnings).toBeEmpty();

    await name.fill('Cine Estelar Premier');
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(manager.getByText('Saved. Diners see it within 5 seconds.')).toBeVisible();

    // a diner opening the branch: the new name in the header, the new colour on the page
    const diner = await (await browser.newContext()).newPage();
    await expect(async () => {
      await diner.goto(venueUrl('cine-estelar', '/andino'));
      await expect(diner.getByRole('banner')).toContainText('Cine Estelar Premier', { timeout: 1_000 });
    }).toPass({ timeout: 5_000 });
    const themeColour = await diner.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--sf-theme-color').trim(),
    );
    expect(themeColour).toBe('#e63946');

    // another manager saves first: this screen's save is refused with Reload, which shows theirs
    const theirs = await manager.evaluate(async () => {
      const brand = await (await fetch('/staff/venue/brand.json')).json();
      const { sold: _sold, contrast_warnings: _warnings, ...form } = brand;
      const response = await fetch('/staff/venue/brand.json', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...form, name: 'Cine Estelar de Luis' }),
      });
      return response.status;
    });
    expect(theirs).toBe(200);
    await name.fill('Cine Estelar de Mara');
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(manager.getByRole('alert')).toHaveText(
      'Someone changed this while you were editing. Reload to see their change, then save again.',
    );
    await expect(manager.getByRole('alert')).toBeFocused();
    await manager.getByRole('button', { name: 'Reload' }).click();
    await expect(name).toHaveValue('Cine Estelar de Luis');

    // as it was, for whoever opens the venue next
    await name.fill(original.name);
    await colour.fill(original.colour);
    await logo.fill(original.logo);
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(manager.getByText('Saved. Diners see it within 5 seconds.')).toBeVisible();
  });

  test("a manager publishes the terms of use and a privacy notice; a diner finds them at the venue's address and in the cookie notice, and reads them", async ({
    browser,
  }) => {
    const { page: manager } = await staffMember(browser, 'manager', 'cine-estelar');
    await openConsoleScreen(manager, 'Brand');
    const terms = manager.getByLabel('Terms of use (Spanish)');
    const privacy = manager.getByLabel('Privacy notice (Spanish)');
    await terms.fill('1. Las entradas no se reembolsan.\n\n2. Los combos se entregan en la barra de snacks.');
    await privacy.fill('Usamos tu teléfono solo para avisarte de tu pedido.');
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(manager.getByText('Saved. Diners see it within 5 seconds.')).toBeVisible();

    // a diner at the venue's address (its branch list): the two texts in its legal links, the privacy
    // notice in the cookie notice
    const diner = await (await browser.newContext()).newPage();
    const legalLinks = diner.getByRole('navigation', { name: 'Legal' });
    await expect(async () => {
      await diner.goto(venueUrl('cine-estelar', '/'));
      await expect(legalLinks.getByRole('link')).toHaveText(['Términos de uso', 'Aviso de privacidad'], {
        timeout: 1_000,
      });
    }).toPass({ timeout: 5_000 });
    await expect(
      diner
        .getByRole('region', { name: 'Aviso de cookies' })
        .getByRole('link', { name: 'Aviso de privacidad' }),
    ).toHaveAttribute('href', '/legal/privacy');

    await legalLinks.getByRole('link', { name: 'Términos de uso' }).click();
    await expect(diner).toHaveURL(/\/legal\/terms$/);
    await expect(diner.getByRole('heading', { level: 1, name: 'Términos de uso' })).toBeVisible();
    await expect(diner.getByText('1. Las entradas no se reembolsan.')).toBeVisible();
    await expect(diner.getByText('2. Los combos se entregan en la barra de snacks.')).toBeVisible();
    await expectAccessible(diner, 'terms of use');

    // the cookie notice's link, from a branch page, opens the privacy notice
    await diner.goto(venueUrl('cine-estelar', '/andino'));
    await diner
      .getByRole('region', { name: 'Aviso de cookies' })
      .getByRole('link', { name: 'Aviso de privacidad' })
      .click();
    await expect(diner.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeVisible();
    await expect(diner.getByText('Usamos tu teléfono solo para avisarte de tu pedido.')).toBeVisible();

    // withdrawn: the links go, and an old link says the venue has not published it
    await terms.fill('');
    await privacy.fill('');
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(manager.getByText('Saved. Diners see it within 5 seconds.')).toBeVisible();
    await expect(async () => {
      await diner.goto(venueUrl('cine-estelar', '/legal/terms'));
      await expect(diner.getByText('Este establecimiento no ha publicado este texto.')).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 5_000 });
    await diner.goto(venueUrl('cine-estelar', '/'));
    await expect(diner.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(legalLinks).toHaveCount(0);
  });
});
