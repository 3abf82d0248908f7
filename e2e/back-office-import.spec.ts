import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { openConsoleScreen, staffMember } from './support/staff.ts';

// The catalogue's import and export in the back office (docs/back-office.md#import-and-export, ADR
// 104): a manager of Cine Estelar downloads the menu as a CSV, sends it back with a wrong price and
// sees the row named in a table the focus moves to, nothing applied; with a new price the dry run
// says one product is updated; the file as downloaded changes nothing, and importing it applies
// nothing new. Journeys run side by side: this one never leaves Cine Estelar's menu changed.

test.describe('catalogue import and export in the back office', () => {
  test('a manager downloads the menu, sees a wrong row named and nothing applied, previews a change and imports the file as it was', async ({
    browser,
  }) => {
    const { page } = await staffMember(browser, 'manager', 'cine-estelar');
    await openConsoleScreen(page, 'Menu');
    await page.getByRole('tab', { name: 'Import and export' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Download the menu' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('cine-estelar-menu.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    const header = lines[0]!.replace(/^\uFEFF/, '').split(',');
    const priceAt = header.indexOf('price');
    const productAt = lines.findIndex((line) => line.startsWith('product,'));
    const withPrice = (price: string) => {
      const cells = lines[productAt]!.split(',');
      cells[priceAt] = price;
      return [...lines.slice(0, productAt), cells.join(','), ...lines.slice(productAt + 1)].join('\r\n');
    };
    const file = page.getByLabel('File to import');
    const upload = async (text: string) =>
      file.setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

    await upload(withPrice('-5'));
    await page.getByRole('button', { name: 'Check the file' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Nothing was imported: 1 rows have errors.' });
    await expect(refusal).toBeFocused();
    const row = productAt + 1;
    await expect(refusal.getByRole('row', { name: new RegExp(`^${row} `) })).toContainText(
      `Row ${row}: the price must be a positive amount or zero`,
    );
    await expectAccessible(page, 'import refused row by row');

    await upload(withPrice('99999'));
    await page.getByRole('button', { name: 'Check the file' }).click();
    const preview = page.getByText('What the import changes (nothing is changed yet)').locator('..');
    await expect(preview.getByRole('row', { name: /^Products/ })).toHaveText(/Products\s*0\s*1\s*0/);
    await expectAccessible(page, 'import previewed');

    await upload(csv);
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByText('The file is the menu as it is: nothing changes.')).toBeVisible();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Menu imported: 0 products created or updated.')).toBeVisible();
  });
});
