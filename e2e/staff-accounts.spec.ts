import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { openConsoleScreen, STAFF_PASSWORD, staffMember } from './support/staff.ts';
import { venueUrl } from './support/venues.ts';

// The staff list on the Account screen (docs/staff-roles.md "Accounts"): a manager changes a
// waiter's role, disables the account and resets a password; each ends that person's sessions at
// once; the owner above the manager has no controls.

test.describe('staff accounts (docs/staff-roles.md)', () => {
  test('a manager changes a waiter’s role, then disables the account: the waiter is signed out', async ({
    browser,
  }) => {
    const { page: manager, email: managerEmail } = await staffMember(browser, 'manager');
    const { page: waiter, email } = await staffMember(browser, 'waiter');
    await openConsoleScreen(manager, 'Account');
    const staffList = manager.getByRole('region', { name: 'Staff' });
    const row = staffList.getByRole('listitem').filter({ hasText: email });
    await expect(row).toBeVisible();
    // the manager's own row has no controls (their password is changed above)
    const own = staffList.getByRole('listitem').filter({ hasText: managerEmail });
    await expect(own).toContainText('Manager');
    await expect(own.getByRole('button')).toHaveCount(0);
    await expect(own.getByRole('combobox')).toHaveCount(0);

    await row.getByRole('combobox', { name: 'Role of Wendy' }).selectOption('kitchen');
    await expect(staffList.getByText('Wendy is now Kitchen; they were signed out.')).toBeVisible();
    // the waiter's console asks again who is signed in: nobody
    await waiter.reload();
    await expect(waiter.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await waiter.getByLabel('E-mail').fill(email);
    await waiter.getByLabel('Password').fill(STAFF_PASSWORD);
    await waiter.getByRole('button', { name: 'Sign in' }).click();
    await expect(waiter.getByRole('heading', { level: 1, name: 'Kitchen board' })).toBeVisible();
    await expect(
      waiter.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Tables' }),
    ).toHaveCount(0);

    await row.getByRole('button', { name: 'Disable' }).click();
    await expect(row.getByRole('group', { name: /^Disable Wendy\?/ })).toBeVisible();
    await expectAccessible(manager, 'staff list asking to confirm');
    await row.getByRole('button', { name: 'Yes, disable' }).click();
    await expect(staffList.getByText('Wendy is disabled and was signed out.')).toBeVisible();
    await expect(row).toContainText('disabled');
    await waiter.reload();
    await expect(waiter.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await waiter.getByLabel('E-mail').fill(email);
    await waiter.getByLabel('Password').fill(STAFF_PASSWORD);
    await waiter.getByRole('button', { name: 'Sign in' }).click();
    await expect(waiter.getByRole('alert')).toHaveText('The e-mail or the password is not correct.');
  });

  test('a manager resets a waiter’s password: the link sets a new one, the old one stops working', async ({
    browser,
  }) => {
    const { page: manager } = await staffMember(browser, 'manager');
    const { email } = await staffMember(browser, 'waiter');
    await openConsoleScreen(manager, 'Account');
    const row = manager
      .getByRole('region', { name: 'Staff' })
      .getByRole('listitem')
      .filter({ hasText: email });
    await row.getByRole('button', { name: 'Reset password' }).click();
    await row.getByRole('button', { name: 'Yes, reset' }).click();
    const said = manager.getByText(/^Wendy was signed out\. Send them this link/);
    await expect(said).toBeVisible();
    const link = /(http\S+)$/.exec((await said.textContent()) ?? '')![1]!;

    const fresh = await (await browser.newContext()).newPage();
    await fresh.goto(link);
    await fresh.getByLabel('New password (at least 10 characters)').fill('a brand new password');
    await fresh.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(fresh.getByRole('heading', { level: 1, name: 'Kitchen board' })).toBeVisible();
    await expect(
      fresh.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Tables' }),
    ).toBeVisible();

    const old = await (await browser.newContext()).newPage();
    await old.goto(venueUrl('la-brasa', '/staff/sign-in'));
    await old.getByLabel('E-mail').fill(email);
    await old.getByLabel('Password').fill(STAFF_PASSWORD);
    await old.getByRole('button', { name: 'Sign in' }).click();
    await expect(old.getByRole('alert')).toHaveText('The e-mail or the password is not correct.');
  });

  test('a manager signed in on a tablet makes it the kitchen tablet, without a code, and is signed out there', async ({
    browser,
  }) => {
    const { page: tablet } = await staffMember(browser, 'manager');
    await openConsoleScreen(tablet, 'Account');
    await tablet.getByRole('button', { name: 'Make this device the kitchen tablet' }).click();
    await expect(
      tablet.getByRole('group', { name: /^Make this device the kitchen tablet of chapinero\?/ }),
    ).toBeVisible();
    await expectAccessible(tablet, 'account asking to pair this device');
    await tablet.getByRole('button', { name: 'Yes, make it the kitchen tablet' }).click();
    await expect(tablet.getByRole('heading', { level: 1, name: 'Kitchen board' })).toBeVisible();
    await expect(tablet.getByRole('combobox', { name: 'Branch' }).getByRole('option')).toHaveCount(1);
    // the kitchen's screens only: the manager's are gone with their session on this device
    await expect(tablet.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText([
      'Kitchen',
      'Delivery',
      'Available now',
    ]);
  });
});
