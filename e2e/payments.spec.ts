import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { asDiner, cardLabels, fillCard, tableOrder } from './support/payments.ts';
import { venueUrl } from './support/venues.ts';

// Payments (docs/decisions/013-payments.md, docs/payments.md): diners pay a table's bill (cluvipay) or an order from a link (web checkout) by card,
// 3-D Secure, PSE and Nequi through the sandbox gateway, and every payment error of spec §8 shows
// in the diner's language. Each journey orders at its own demo table (none of e2e/on-table.spec.ts's),
// so journeys run in parallel.

async function openPay(page: Page, venue: string, path: string) {
  await page.goto(venueUrl(venue, path));
  await expect(page.getByTestId('balance')).toBeVisible();
}

/** The diner, in `lang`, orders at the table and opens the pay page of its bill (cluvipay) or of the
 * order (webcheckout). Answers the purchase id. */
async function orderAndOpenPay(
  page: Page,
  lang: 'es' | 'en',
  [venue, branch, table]: [string, string, string],
  screen: 'cluvipay' | 'webcheckout' = 'cluvipay',
): Promise<string> {
  await asDiner(page, lang);
  const { purchaseId } = await tableOrder(page, venue, branch, table);
  await openPay(page, venue, `/${branch}/${screen}/${purchaseId}`);
  return purchaseId;
}

/** Pays by Nequi from the phone number (es). */
async function payByNequi(page: Page, phone: string): Promise<void> {
  await page.getByRole('radio', { name: 'Nequi' }).check();
  await page.getByLabel('Celular registrado en Nequi').fill(phone);
  await page.getByRole('button', { name: /^Pagar/ }).click();
}

/** The sandbox's Nequi phone answers the push with `button`. */
async function answerOnPhone(context: BrowserContext, phone: string, button: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(venueUrl('cine-estelar', `/sandbox/nequi/${phone}`));
  await page.getByRole('button', { name: button }).click();
}

test.describe('paying by card', () => {
  test('approves a card with the suggested 10% tip on top and the consumption-tax note (es)', async ({
    page,
  }) => {
    await orderAndOpenPay(page, 'es', ['la-brasa', 'usaquen', 'Mesa 1']);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pagar la cuenta');
    await expect(page.getByRole('radio', { name: /10% \(sugerido\)/ })).toBeChecked();
    await expect(page.getByText('Los precios no incluyen el impuesto al consumo del 8%.')).toBeVisible();
    await expect(page.getByText('Modo de prueba')).toBeVisible();
    await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
    await fillCard(page, '4242 4242 4242 4242', cardLabels.es);
    await expect(page.getByText('Tarjeta Visa')).toBeVisible();
    await expectAccessible(page, 'card form');
    const tokenized = page.waitForRequest((r) => r.url().endsWith('/sandbox/cards/tokens'));
    const created = page.waitForRequest((r) => r.url().endsWith('/payments.json') && r.method() === 'POST');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    // The card goes to the gateway only, without our headers; our API gets a token.
    expect((await tokenized).headers().customer_id).toBeUndefined();
    const body = (await created).postDataJSON() as Record<string, unknown>;
    expect(JSON.stringify(body)).not.toContain('4242424242424242');
    expect(body.card_token).toMatch(/^tok_/);
    expect((await created).headers()['idempotency-key']).toMatch(/^pay-/);
    await expect(page.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible();
    await expect(page.getByText('Tarjeta Visa terminada en 4242')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver mi pedido' })).toBeVisible();
    await expectAccessible(page, 'payment approved');
  });

  test('shows a declined card in English and lets the diner pay with another card', async ({ page }) => {
    await orderAndOpenPay(page, 'en', ['taqueria-el-sol', 'roma-norte', 'Mesa 3']);
    await page.getByRole('radio', { name: 'Credit or debit card' }).check();
    await fillCard(page, '4000 0000 0000 0002', cardLabels.en);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByRole('heading', { name: 'The payment was not completed' })).toBeVisible();
    await expect(
      page.getByText('The payment was declined, is pending verification or failed. Try another method.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'See my order' })).toBeVisible();
    await expectAccessible(page, 'payment declined');
    await page.getByRole('button', { name: 'Try again or use another method' }).click();
    await page.getByRole('radio', { name: 'Credit or debit card' }).check();
    await fillCard(page, '5555 5555 5555 4444', cardLabels.en);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment approved' })).toBeVisible();
    await expect(page.getByText('Mastercard card ending in 4444')).toBeVisible();
  });

  test('passes a 3-D Secure challenge and comes back to the web checkout (es)', async ({ page }) => {
    const purchaseId = await orderAndOpenPay(page, 'es', ['la-brasa', 'usaquen', 'Mesa 3'], 'webcheckout');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pagar pedido');
    await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
    await fillCard(page, '4000 0000 0000 3220', cardLabels.es);
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/3ds\//);
    await expect(page.getByRole('heading', { name: "Verify it's you" })).toBeVisible();
    await page.getByRole('button', { name: 'Authenticate' }).click();
    await expect(page).toHaveURL(new RegExp(`/usaquen/webcheckout/${purchaseId}\\?payment=`));
    await expect(page.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible();
  });
});

test.describe('paying by PSE and Nequi', () => {
  test('pays by PSE through the simulated bank (es)', async ({ page }) => {
    await orderAndOpenPay(page, 'es', ['la-brasa', 'usaquen', 'Mesa 4']);
    await page.getByRole('radio', { name: 'PSE (débito a tu cuenta bancaria)' }).check();
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await expect(page.getByText('Escribe tu número de documento.')).toBeVisible();
    await expect(page.getByText('Elige un banco.')).toBeVisible();
    await page.getByLabel('Número de documento').fill('1020304050');
    await page.getByLabel('Banco', { exact: true }).selectOption({ label: 'Banco Sandbox Andino' });
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/bank\//);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible();
  });

  test('shows a PSE payment rejected by the bank, in English', async ({ page }) => {
    await orderAndOpenPay(page, 'en', ['la-brasa', 'usaquen', 'Barra']);
    await page.getByRole('radio', { name: 'PSE (debit from your bank account)' }).check();
    await page.getByLabel('ID number').fill('1020304050');
    await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'Banco Sandbox del Pacífico' });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByRole('button', { name: 'Reject payment' }).click();
    await expect(page.getByRole('heading', { name: 'The payment was not completed' })).toBeVisible();
    await expect(
      page.getByText('The transaction was rejected by the bank or is pending approval.'),
    ).toBeVisible();
  });

  test('waits for approval on the phone, which accepts the Nequi push (es)', async ({ page, context }) => {
    await orderAndOpenPay(page, 'es', ['cine-estelar', 'andino', 'Sala 1']);
    await payByNequi(page, '3001234567');
    await expect(page.getByRole('heading', { name: 'Esperando la aprobación en tu celular' })).toBeVisible();
    await expectAccessible(page, 'waiting for the phone');
    await answerOnPhone(context, '3001234567', 'Accept');
    await expect(page.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible({ timeout: 30_000 });
  });

  test('pays with the card reader: staff will collect it (es-CO wording)', async ({ page }) => {
    await orderAndOpenPay(page, 'es', ['cine-estelar', 'titan', 'Sala VIP']);
    await page.getByRole('radio', { name: 'Datáfono' }).check();
    await expect(page.getByText('Nuestro personal te llevará el datáfono.')).toBeVisible();
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await expect(page.getByRole('heading', { name: 'Paga con Datáfono' })).toBeVisible();
  });
});

test.describe('payment errors of spec §8 in the diner language', () => {
  test('Nequi without an account, then a push that times out (es)', async ({ page, context }) => {
    await orderAndOpenPay(page, 'es', ['cine-estelar', 'andino', 'Sala 2']);
    await payByNequi(page, '3000000001');
    await expect(page.getByText('Debes tener una cuenta Nequi.')).toBeVisible();
    await page.getByRole('button', { name: 'Intentar de nuevo u otro medio de pago' }).click();
    await payByNequi(page, '3007654321');
    await expect(page.getByRole('heading', { name: 'Esperando la aprobación en tu celular' })).toBeVisible();
    await answerOnPhone(context, '3007654321', 'Let it time out');
    await expect(page.getByText('El pago no fue procesado.')).toBeVisible({ timeout: 30_000 });
  });

  for (const lang of ['en', 'es'] as const) {
    const words = {
      en: {
        card: 'Credit or debit card',
        pay: /^Pay/,
        dismiss: /./,
        incorrect: 'Incorrect number.',
        addFailed: 'Error adding the card.',
        validation: 'Card validation error.',
        processing: 'Error processing the payment. Try a new payment, try later or contact support.',
        retry: 'Try again or use another method',
        other: 'Another amount',
        amount: 'Amount to pay',
        minimum: /^Must be greater than \$\s5\.000\.$/,
      },
      es: {
        card: 'Tarjeta de crédito o débito',
        pay: /^Pagar/,
        dismiss: /./,
        incorrect: 'Número incorrecto.',
        addFailed: 'Error agregando la tarjeta.',
        validation: 'Error validando la tarjeta.',
        processing:
          'Error procesando el pago. Intenta un nuevo pago, inténtalo más tarde o contacta a soporte.',
        retry: 'Intentar de nuevo u otro medio de pago',
        other: 'Otro monto',
        amount: 'Monto a pagar',
        minimum: /^Debe ser mayor a \$\s3\.000\.$/,
      },
    }[lang];
    // Two venues, two tables nobody else's journey uses; their minimums are $ 5.000 and $ 3.000.
    const place: [string, string, string] =
      lang === 'en' ? ['la-brasa', 'chapinero', 'Habitación 101'] : ['cine-estelar', 'andino', 'Palcos'];

    test(`card errors and the online minimum (${lang})`, async ({ page }) => {
      await orderAndOpenPay(page, lang, place);
      await page.getByRole('radio', { name: words.card }).check();
      const dialogSays = async (text: string) => {
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toContainText(text);
        await dialog.getByRole('button').last().click();
        await expect(dialog).toBeHidden();
      };
      // spec §5 card number: a number failing its check digit is refused on press, in view (docs/decisions/019-diner-side-hardening.md)
      await fillCard(page, '4242 4242 4242 4241', cardLabels[lang]);
      await expect(page.getByRole('button', { name: words.pay })).toBeEnabled();
      await page.getByRole('button', { name: words.pay }).click();
      const number = page.getByLabel(cardLabels[lang].number);
      await expect(number).toBeFocused();
      await expect(number).toHaveAccessibleDescription(words.incorrect);
      await expect(page.getByText(words.incorrect)).toBeInViewport();
      await expect(page.getByRole('button', { name: words.pay })).toBeEnabled();
      await fillCard(page, '4000 0000 0000 0069', cardLabels[lang]);
      await page.getByRole('button', { name: words.pay }).click();
      await dialogSays(words.addFailed);
      await fillCard(page, '4000 0000 0000 0127', cardLabels[lang]);
      await page.getByRole('button', { name: words.pay }).click();
      await dialogSays(words.validation);
      await fillCard(page, '4000 0000 0000 0119', cardLabels[lang]);
      await page.getByRole('button', { name: words.pay }).click();
      await expect(page.getByText(words.processing)).toBeVisible();
      await page.getByRole('button', { name: words.retry }).click();
      // spec §5: an online payment under the venue's minimum.
      await page.getByRole('radio', { name: words.other }).check();
      await page.getByLabel(words.amount).fill('1000');
      await page.getByRole('radio', { name: words.card }).check();
      await expect(page.getByRole('alert').filter({ hasText: words.minimum })).toBeVisible();
    });
  }

  for (const lang of ['es', 'en'] as const) {
    test(`a venue without a payment gateway offers cash and the card reader only (${lang})`, async ({
      page,
    }) => {
      await asDiner(page, lang);
      const { purchaseId } = await tableOrder(
        page,
        'taqueria-el-sol',
        'roma-norte',
        lang === 'es' ? 'Mesa 1' : 'Mesa 2',
      );
      // The demo venue without a gateway (cafe-alerce) takes no table orders; its payment
      // options are what this venue's would be without one (the API test covers the refusal).
      const options = await page.evaluate(async () => (await fetch('/payments/options.json')).json());
      await page.route('**/payments/options.json', (route) =>
        route.fulfill({
          json: { ...options, gateway_configured: false, provider: null, card_tokenization_url: null },
        }),
      );
      await openPay(page, 'taqueria-el-sol', `/roma-norte/cluvipay/${purchaseId}`);
      await expect(
        page.getByText(
          lang === 'es'
            ? 'La pasarela de pagos no está configurada para esta tienda.'
            : 'Payment provider or gateway not configured for this store.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('radio', { name: lang === 'es' ? 'Efectivo' : 'Cash' })).toBeVisible();
      await expect(page.getByRole('radio', { name: /tarjeta de crédito|credit or debit/i })).toHaveCount(0);
    });
  }
});
