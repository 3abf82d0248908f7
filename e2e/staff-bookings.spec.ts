import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { bookByApi, firstFreeHour } from './support/booking.ts';
import { asDiner } from './support/payments.ts';
import { openConsoleScreen, refuseWithReason, staffMember } from './support/staff.ts';
import { venueUrl } from './support/venues.ts';

// The console's Bookings screen (docs/staff-api.md#bookings): Padaria Aurora's Vila Madalena asks
// the staff to accept each booking; the host stand sees the day by hour and zone and answers it, and
// the diner's open detail page follows live. The kitchen has no Bookings screen.

const diner = (name: string, phone: string) => ({
  name,
  phone_code: '+55',
  phone,
  email: 'diner@example.com',
  dni: '12345678',
});

test('a manager sees a new booking in the day, accepts it and the diner’s page shows it accepted; a decline needs a reason', async ({
  browser,
  page,
}) => {
  await asDiner(page, 'en');
  await page.goto(venueUrl('padaria-aurora', '/vila-madalena/reservar'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const at = await firstFreeHour(page, 'vila-madalena', 2, 'salao');
  const name = `Beatriz ${Date.now()}`;
  const booking = await bookByApi(page, 'vila-madalena', {
    ...at,
    persons: 2,
    zone: 'salao',
    comment: 'Window table',
    contact: diner(name, '11912345678'),
  });
  const other = `Otavio ${Date.now()}`;
  await bookByApi(page, 'vila-madalena', {
    ...at,
    persons: 2,
    zone: 'salao',
    contact: diner(other, '11987651234'),
  });
  await page.goto(venueUrl('padaria-aurora', booking.detail_path));
  await expect(page.getByTestId('booking-status')).toHaveText('Status: Aguardando o restaurante aceitar');

  const { page: manager } = await staffMember(browser, 'manager', 'padaria-aurora');
  await manager.getByLabel('Branch').selectOption('vila-madalena');
  await openConsoleScreen(manager, 'Bookings');
  await expect(manager.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await manager.getByLabel('Day', { exact: true }).fill(at.date);
  await expect(manager.getByRole('heading', { level: 2, name: at.hour })).toBeVisible();
  const card = manager.getByRole('article', { name: `${at.hour}, ${name}, 2 people` });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Window table');
  await expectAccessible(manager, 'the bookings screen');

  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card).toContainText('Accepted');
  await expect(manager.getByRole('status')).toHaveText(`${name}: Accepted.`);
  // the diner's open page hears it: no reload
  await expect(page.getByTestId('booking-status')).toHaveText('Status: Aceita pelo restaurante');

  // declining asks for the reason the diner will read; without one, a translated error takes the focus
  const second = manager.getByRole('article', { name: `${at.hour}, ${other}, 2 people` });
  await refuseWithReason(
    second,
    { open: 'Decline', send: 'Decline the booking', field: 'Reason (the diner sees it)' },
    'Private event that evening',
  );
  await expect(second).toContainText('Canceled');
  await expect(second).toContainText('Private event that evening');
});

test('a kitchen session has no Bookings screen', async ({ browser }) => {
  const { page: kitchen } = await staffMember(browser, 'kitchen', 'padaria-aurora');
  const nav = kitchen.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Kitchen' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Bookings' })).toHaveCount(0);
  await kitchen.goto(venueUrl('padaria-aurora', '/staff/bookings'));
  await expect(kitchen.getByRole('alert')).toHaveText('Your role cannot open this screen.');
});
