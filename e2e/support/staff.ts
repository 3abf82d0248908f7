import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { staff } from './table.ts';
import { venueUrl } from './venues.ts';

// Staff of a venue for the console's journeys (docs/staff-api.md): invited by the venue's integration
// token (STAFF_TOKENS in playwright.config.ts), they set a password in their own browser and land
// signed in on the console.

export const STAFF_PASSWORD = 'a long staff password';
let people = 0;

/** A staff member of the venue with the role, invited through the API, who set their password in
 * their own browser from the invitation link; the console page, signed in. `at` builds the address of
 * the server to sign in on (default: the e2e server's). */
export async function staffMember(
  browser: Browser,
  role: 'manager' | 'waiter' | 'kitchen',
  venue = 'la-brasa',
  at: (venue: string, path: string) => string = venueUrl,
): Promise<{ page: Page; email: string }> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(at(venue, '/staff/sign-in'));
  const email = `${role}-${Date.now()}-${people++}@${venue}.test`;
  const invited = await staff(page, 'POST', '/staff/invitations.json', { email, role });
  expect(invited.status).toBe(200);
  await page.goto(String(invited.json.link));
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await page.getByLabel('Your name').fill({ manager: 'Mara', waiter: 'Wendy', kitchen: 'Kiko' }[role]);
  await page.getByLabel('New password (at least 10 characters)').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen board' })).toBeVisible();
  return { page, email };
}

/** Opens a screen of the console from its navigation. */
export async function openConsoleScreen(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click();
}

/** A refusal on a console card (a canceled order, a declined booking) needs its reason: sent
 * without one, a translated error takes the focus; then sent with `reason`. */
export async function refuseWithReason(
  card: Locator,
  buttons: { open: string; send: string; field: string },
  reason: string,
): Promise<void> {
  await card.getByRole('button', { name: buttons.open }).click();
  await card.getByRole('button', { name: buttons.send }).click();
  await expect(card.getByRole('alert')).toHaveText('Give the reason for the cancellation.');
  await expect(card.getByRole('alert')).toBeFocused();
  await card.getByLabel(buttons.field).fill(reason);
  await card.getByRole('button', { name: buttons.send }).click();
}
