import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { openConsoleScreen, staffMember } from './support/staff.ts';
import { codeOf, menuOf, newDiner, plainProducts, sitDown } from './support/table.ts';
import { venueUrl } from './support/venues.ts';

// Order entry by staff (issue 54 part 1, docs/decisions/112-staff-order-entry.md): a waiter takes a
// two-round order for a table on the console and the diner who then joins that table sees it; a
// phone take-away taken on the console reaches the delivery board and the kitchen board marked as
// taken by the staff. Chapinero serves at every hour, so the journey passes whenever it runs; the
// notes carry this run's stamp, so a table another journey left open changes nothing here.

test('a waiter takes a two-round order for a table and the diner who then joins it sees it', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const { page } = await staffMember(browser, 'waiter');
  await page.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Chapinero' });
  const [first, second] = plainProducts(await menuOf(page, 'chapinero'));
  await openConsoleScreen(page, 'Tables');
  await page.getByRole('link', { name: 'Take order at Mesa 5' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order at Mesa 5' })).toBeVisible();

  // nothing chosen: the translated refusal takes the focus
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page.getByRole('alert')).toBeFocused();

  // round one: two of the first product with a note, for the table
  await page.getByLabel('Product', { exact: true }).selectOption(first!.id);
  await page.getByLabel('Quantity').fill('2');
  await page.getByLabel('Note for the kitchen (optional)').fill(`sin cebolla ${stamp}`);
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page.getByText(`Added: 2× ${first!.name.en ?? first!.name.es}`)).toBeAttached();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page, 'the waiter taking a table order');
  await page.getByRole('button', { name: /^Send to kitchen/ }).click();
  await expect(page.getByText(/^Round \d+ sent to the kitchen$/)).toBeAttached();

  // round two: one of the second product
  await page.getByLabel('Product', { exact: true }).selectOption(second!.id);
  await page.getByLabel('Note for the kitchen (optional)').fill(`bien caliente ${stamp}`);
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page.getByText(`Added: 1× ${second!.name.en ?? second!.name.es}`)).toBeAttached();
  await page.getByRole('button', { name: 'Send to kitchen (1 to send)' }).click();
  const lines = page.getByRole('region', { name: 'Products of the order' });
  await expect(lines.getByRole('listitem').filter({ hasText: stamp })).toHaveCount(2);
  await expect(lines.getByRole('listitem').filter({ hasText: stamp }).first()).toContainText(
    'taken by Wendy',
  );

  // the kitchen board shows both rounds, marked as taken by the waiter
  await openConsoleScreen(page, 'Kitchen');
  const ticket = page.getByRole('article').filter({ hasText: `bien caliente ${stamp}` });
  await expect(ticket).toContainText('taken by Wendy');

  // the diner who scans the table's code joins the waiter's order and sees both rounds
  const diner = await newDiner(browser, 'la-brasa');
  await sitDown(
    diner,
    'la-brasa',
    `/chapinero/menu-digital?mesa=${codeOf('la-brasa', 'chapinero', 'Mesa 5')}`,
    'Nora',
  );
  await diner.goto(venueUrl('la-brasa', '/chapinero/menu-digital/order'));
  await expect(diner.getByText(`sin cebolla ${stamp}`)).toBeVisible();
  await expect(diner.getByText(`bien caliente ${stamp}`)).toBeVisible();
});

test('a take-away taken by phone reaches the delivery and kitchen boards marked as taken by the staff', async ({
  browser,
}) => {
  const { page } = await staffMember(browser, 'waiter');
  await page.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Chapinero' });
  const [product] = plainProducts(await menuOf(page, 'chapinero')).filter((p) =>
    p.services.includes('take_away'),
  );
  await openConsoleScreen(page, 'Tables');
  await page.getByRole('link', { name: 'Phone order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Phone order' })).toBeVisible();
  await page.getByLabel("Customer's name").fill('Lucía Pérez');
  await page.getByLabel('Country code').fill('+57');
  await page.getByLabel("Customer's phone").fill('12');
  await page.getByLabel('Product', { exact: true }).selectOption(product!.id);
  // enough for the branch's minimum order, which a phone order keeps too
  await page.getByLabel('Quantity').fill('9');
  await page.getByRole('button', { name: 'Add to the list' }).click();

  // a phone number too short: refused with the field's error, focused, and nothing placed
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await page.getByLabel("Customer's phone").fill('3001234567');
  await page.getByRole('button', { name: 'Place the order' }).click();
  const placed = page.getByText(/^Order #\S+ placed for /);
  await expect(placed).toBeAttached();
  const number = /#(\S+)/.exec((await placed.textContent()) ?? '')![1]!;
  await expectAccessible(page, 'the phone order form after placing');

  await openConsoleScreen(page, 'Delivery');
  const card = page.getByRole('article', { name: `Take-away #${number}` });
  await expect(card).toContainText('By phone, taken by Wendy · Lucía Pérez +57 3001234567');
  await openConsoleScreen(page, 'Kitchen');
  await expect(page.getByRole('article').filter({ hasText: `#${number}` })).toContainText('taken by Wendy');
});
