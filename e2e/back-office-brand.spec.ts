import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { openConsoleScreen, staffMember } from './support/staff.ts';
import { venueUrl } from './support/venues.ts';

// Brand and venue settings in the back office (docs/back-office.md#brand, ADR 103): a manager
// renames Cine Estelar and gives it a new brand colour from the console's Brand screen; a colour
// that cannot be read on the venue's dark page is said before saving; once saved, a diner's page
// shows the new name and colour without a restart. Cine Estelar: no other journey reads its name
// or colours (its branches' labels are their own); the journey puts them back at the end.

const BRAND_COLOUR = 'Brand colour (buttons)';

test.describe('brand and venue settings in the back office', () => {
  test("a manager renames the venue and changes its colour, warned of an unreadable one; a diner's page shows both", async ({
    browser,
  }) => {
    const { page: manager } = await staffMember(browser, 'manager', 'cine-estelar');
    await openConsoleScreen(manager, 'Brand');
    await expect(manager.getByRole('heading', { level: 1, name: 'Brand and venue' })).toBeVisible();
    const name = manager.getByLabel('Venue name');
    const colour = manager.getByLabel(BRAND_COLOUR, { exact: true });
    const original = { name: await name.inputValue(), colour: await colour.inputValue() };
    await expectAccessible(manager, 'brand editor');

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

    // as it was, for whoever opens the venue next
    await name.fill(original.name);
    await colour.fill(original.colour);
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(manager.getByText('Saved. Diners see it within 5 seconds.')).toBeVisible();
  });
});
