import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { bookByApi, contact, firstFreeHour, PADARIA_STAFF, post } from './support/booking.ts';
import { lastSmsCode } from './support/delivery.ts';
import { asDiner, cardLabels, fillCard } from './support/payments.ts';
import { venueUrl } from './support/venues.ts';

// Bookings (docs/bookings.md): La Brasa's Chapinero books at once with no deposit and keeps a waiting list;
// Padaria Aurora's Vila Madalena asks the staff to accept and takes a per-person deposit. Hours come
// from the server's availability, never from the wall clock.

interface Labels {
  people: string;
  day: string;
  name: string;
  phone: string;
  email: string;
  dni: string;
  book: string;
}
const en: Labels = {
  people: 'People',
  day: 'Day',
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  dni: 'ID document',
  book: 'Book',
};
// Padaria Aurora speaks Portuguese only
const pt: Labels = {
  people: 'Pessoas',
  day: 'Dia',
  name: 'Nome',
  phone: 'Telefone',
  email: 'E-mail',
  dni: 'Documento de identidade',
  book: 'Reservar',
};

async function fillContact(page: Page, phone: string, dni?: string, l: Labels = en) {
  await page.getByLabel(l.name, { exact: true }).fill('Marta Ruiz');
  await page.getByLabel(l.phone, { exact: true }).fill(phone);
  await page.getByLabel(l.email, { exact: true }).fill('marta@example.com');
  if (dni) await page.getByLabel(l.dni, { exact: true }).fill(dni);
}

/** People, the second offered day (its cut-off still ahead) and its first offered hour. */
async function chooseFirstHour(page: Page, persons: string, l: Labels = en) {
  await page.getByLabel(l.people).selectOption(persons);
  const day = page.getByLabel(l.day, { exact: true });
  await expect(day.locator('option').nth(2)).toBeAttached();
  await day.selectOption({ index: 2 });
  await page.getByRole('radio').first().check();
}

test.beforeEach(async ({ page }) => {
  await asDiner(page, 'en');
});

test('books at an instant branch from the landing and sees it accepted, then confirms attendance', async ({
  page,
}) => {
  await page.goto(venueUrl('la-brasa', '/'));
  // the landing's book option (spec §1 'Reservar', worded in the diner's language)
  await page.getByRole('link', { name: 'Book a table' }).click();
  await expect(page).toHaveURL(/\/branch-to-book$/);
  // only the branches that take bookings
  await expect(page.getByRole('link', { name: 'El Poblado' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Chapinero' }).click();
  await expect(page).toHaveURL(/\/chapinero\/reservar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a table at Chapinero' })).toBeVisible();
  await chooseFirstHour(page, '2');
  await page.getByLabel('Occasion').selectOption('Cumpleaños');
  await fillContact(page, '3001112233');
  await expectAccessible(page, 'booking form filled');
  await page.getByRole('button', { name: 'Book', exact: true }).click();

  await expect(page).toHaveURL(/\/book_info\/[0-9a-f-]+\/[\w-]+$/);
  await expect(page.getByTestId('booking-status')).toHaveText('Status: Accepted by the restaurant');
  await expect(page.getByText('People: 2')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', /maps/);
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    /calendar\.ics\?token=/,
  );
  await expectAccessible(page, 'booking detail');
  await page.getByRole('button', { name: 'Confirm I will attend' }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Status: Confirmed');
  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Status: Canceled');
});

test('books at an approval branch with a per-person deposit; the venue accepts and the open page changes live', async ({
  page,
}) => {
  await page.goto(venueUrl('padaria-aurora', '/vila-madalena/reservar'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reserve uma mesa em Vila Madalena' }),
  ).toBeVisible();
  await chooseFirstHour(page, '3', pt);
  // the deposit before sending: R$ 20 per person, R$ 60 for three, paid at the restaurant once accepted
  await expect(page.getByTestId('booking-deposit')).toContainText('por pessoa');
  await expect(page.getByTestId('booking-deposit')).toContainText('60');
  await expect(page.getByTestId('booking-deposit')).toContainText('pago no restaurante');
  await fillContact(page, '11987654321', '12345678', pt);
  await page.getByRole('button', { name: pt.book, exact: true }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Status: Aguardando o restaurante aceitar');
  await expect(page.getByTestId('booking-deposit')).toContainText('devido só quando o restaurante aceitar');

  const id = /book_info\/([0-9a-f-]+)\//.exec(page.url())![1]!;
  const accepted = await post(page, `/staff/bookings/${id}/action`, { action: 'accept' }, PADARIA_STAFF);
  expect(accepted.status).toBe(200);
  // the open page hears it: no reload
  await expect(page.getByTestId('booking-status')).toHaveText('Status: Aceita pelo restaurante');
  await expect(page.getByTestId('booking-deposit')).toContainText('Sinal pendente');
});

test('lands on the waiting list of a full hour, and a cancellation promotes it live', async ({ page }) => {
  await page.goto(venueUrl('la-brasa', '/chapinero/reservar'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // three other parties of 4 fill the 12-seat terrace at one hour
  const at = await firstFreeHour(page, 'chapinero', 4, 'terraza');
  const body = { ...at, persons: 4, zone: 'terraza', contact: contact('3004445566') };
  const held = [];
  for (let i = 0; i < 3; i++) held.push(await bookByApi(page, 'chapinero', body));

  await page.reload();
  await page.getByLabel('People').selectOption('4');
  await page.getByLabel('Day', { exact: true }).selectOption(at.date);
  await page.getByLabel('Area').selectOption('terraza');
  await page.getByRole('radio', { name: `${at.hour} (waiting list)` }).check();
  await expect(page.getByText('This time is full')).toBeVisible();
  await fillContact(page, '3007778899');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Status: On the waiting list');
  await expect(page.getByText('You are number 1 on the waiting list.')).toBeVisible();

  const canceled = await post(page, `/booking/bookings/${held[0]!.id}/cancel?token=${held[0]!.token}`);
  expect(canceled.status).toBe(200);
  await expect(page.getByTestId('booking-status')).toHaveText('Status: Accepted by the restaurant');
});

test('rates a past booking once, 1 to 10', async ({ page }) => {
  await page.goto(venueUrl('la-brasa', '/chapinero/reservar'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const at = await firstFreeHour(page, 'chapinero', 2, 'salon');
  const booking = await bookByApi(page, 'chapinero', { ...at, persons: 2, contact: contact('3001231234') });
  // the development sandbox moves it to an hour ago (no waiting for the wall clock)
  expect((await post(page, `/sandbox/bookings/${booking.id}/elapse?token=${booking.token}`)).status).toBe(
    200,
  );

  await page.goto(venueUrl('la-brasa', booking.detail_path));
  await page.getByRole('link', { name: 'Rate your visit' }).click();
  await expect(page).toHaveURL(/\/rate\//);
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Choose a rating.')).toBeVisible();
  await page.getByRole('radio', { name: '9' }).check();
  await page.getByLabel('Comment (optional)').fill('Lovely terrace');
  await expectAccessible(page, 'booking rating');
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you for your rating! Your rating: 9/10');
});

test('names each missing choice of spec §5 and focuses the first', async ({ page }) => {
  await page.goto(venueUrl('la-brasa', '/chapinero/reservar'));
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText('Choose the number of people.')).toBeVisible();
  await expect(page.getByText('Choose the day of the booking.')).toBeVisible();
  await expect(page.getByText('Choose the time of the booking.')).toBeVisible();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByLabel('People')).toBeFocused();
  await expectAccessible(page, 'booking form errors');
  await page.getByLabel('People').selectOption('2');
  await page.getByLabel('Phone', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText('The phone number is not valid.')).toBeVisible();
  await expect(page.getByLabel('Day', { exact: true })).toBeFocused();
});

test('shows "Bookings not available" at a branch that takes none', async ({ page }) => {
  await page.goto(venueUrl('la-brasa', '/el-poblado/reservar'));
  await expect(page.getByRole('alert')).toHaveText('Bookings are not available.');
});

test('serves the embeddable pop-up form without the top bar', async ({ page }) => {
  await page.goto(venueUrl('la-brasa', '/reservarpopup/chapinero'));
  await expect(page.getByRole('heading', { level: 1, name: 'Book a table at Chapinero' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectAccessible(page, 'booking pop-up');
});

test('asks for the SMS code where the branch wants it, then books', async ({ page }) => {
  await page.goto(venueUrl('padaria-aurora', '/pinheiros/reservar'));
  await chooseFirstHour(page, '2', pt);
  await fillContact(page, '11912345678', undefined, pt);
  await page.getByRole('button', { name: pt.book, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Confirme seu telefone com o código que enviamos por SMS.',
  );
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const code = await lastSmsCode(page, '+5511912345678');
  await page.getByLabel('Código de verificação').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Celular confirmado.')).toBeVisible();
  await page.getByRole('button', { name: pt.book, exact: true }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Status: Aguardando o restaurante aceitar');
});

test('pays an online deposit by card once the booking is accepted, and comes back to it', async ({
  page,
}) => {
  // Usaquén confirms at once and asks 20.000 per reservation, online
  await page.goto(venueUrl('la-brasa', '/usaquen/reservar'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const at = await firstFreeHour(page, 'usaquen', 2, 'patio');
  const booking = await bookByApi(page, 'usaquen', { ...at, persons: 2, contact: contact('3004445566') });
  await page.goto(venueUrl('la-brasa', `/book_info/${booking.id}/${booking.token}`));
  await expect(page.getByTestId('booking-deposit')).toHaveText('Deposit due: $ 20.000.');
  await page.getByRole('button', { name: 'Pay the $ 20.000 deposit' }).click();

  await expect(page).toHaveURL(/\/usaquen\/webcheckout\/[0-9a-f-]+$/);
  // a deposit takes no tip
  await expect(page.getByRole('group', { name: /tip/i })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await fillCard(page, '4242 4242 4242 4242', cardLabels.en);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment approved' })).toBeVisible();
  await page.getByRole('link', { name: 'See my booking' }).click();

  await expect(page).toHaveURL(new RegExp(`/book_info/${booking.id}/`));
  await expect(page.getByTestId('booking-deposit')).toHaveText('Deposit of $ 20.000 paid.');
  await expect(page.getByRole('button', { name: /deposit/ })).toHaveCount(0);
});
