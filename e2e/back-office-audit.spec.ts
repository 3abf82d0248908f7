import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { openConsoleScreen, staffMember } from './support/staff.ts';

// The back office's change log (docs/back-office.md#audit-log): a manager's menu changes appear on
// the Change log screen with who made them, and an entry opens to the fields it changed, before
// and after. At Padaria Aurora, whose menu no other journey edits (the menu journey reorders
// Taquería's categories), on a category archived at once, so no diner's menu changes.

const staffCall = (page: import('@playwright/test').Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  );

test('a manager reads who changed what of the menu, with each field before and after', async ({
  browser,
}) => {
  const { page } = await staffMember(browser, 'manager', 'padaria-aurora');
  const key = `audit-${Date.now() % 1_000_000}`;
  const created = await staffCall(page, 'POST', '/staff/menu/categories.json', {
    key,
    name: { es: 'Postres del registro' },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  const renamed = await staffCall(page, 'PUT', `/staff/menu/categories/${created.json.id}.json`, {
    name: { es: 'Postres de la casa', en: 'House desserts' },
    image: null,
    parent_id: null,
    version: created.json.version,
    archived: true,
  });
  expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);

  await openConsoleScreen(page, 'Change log');
  await expect(page.getByRole('heading', { level: 1, name: 'Change log' })).toBeVisible();
  const log = page.getByRole('region', { name: 'Change log' });
  const entries = log.getByRole('listitem').filter({ hasText: key });
  await expect(entries).toHaveCount(2);
  // newest first: the rename, by the manager who signed in as Mara
  await expect(entries.first()).toContainText('Mara');
  await expect(entries.first()).toContainText('Menu');
  await entries.first().locator('summary').click();
  const changes = entries.first().getByRole('table', { name: `Changes of ${key}` });
  await expect(
    changes.getByRole('row', { name: /name\.es Postres del registro Postres de la casa/ }),
  ).toBeVisible();
  await expect(changes.getByRole('row', { name: /archived false true/ })).toBeVisible();
  await expectAccessible(page, 'the change log with an entry open');

  // the brand area alone has none of these
  await page.getByLabel('Area').selectOption('brand');
  await expect(log.getByRole('listitem').filter({ hasText: key })).toHaveCount(0);
});
