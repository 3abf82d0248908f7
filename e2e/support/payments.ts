import { expect, type Page } from '@playwright/test';
import { codeOf } from './table.ts';
import { venueUrl } from './venues.ts';

// Payment journeys start from a real table order, made through the on-table API as the diner's
// own browser would (the profile startup created), so nothing is seeded behind the server's back.

/** Before any page script: the diner's language, and cookies already accepted (the banner would
 * cover the pay button on a phone). */
export async function asDiner(page: Page, lang: 'es' | 'en' | 'pt'): Promise<void> {
  await page.addInitScript((chosen) => {
    if (localStorage.getItem('sf:diner')) return;
    localStorage.setItem(
      'sf:diner',
      JSON.stringify({
        state: { lang: chosen, legal: { birthDate: null, adult: false, cookiesAccepted: true } },
        version: 1,
      }),
    );
  }, lang);
}

/** Opens the venue, waits for the anonymous profile, then joins the table and orders two of a
 * plain dish through the on-table API. Answers the purchase id and its bill. */
export async function tableOrder(
  page: Page,
  venue: string,
  branch: string,
  table: string,
  at: (venue: string, path: string) => string = venueUrl,
): Promise<{ purchaseId: string; bill: number }> {
  await page.goto(at(venue, `/${branch}`));
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('sf:diner') ?? '{}').state?.profile?.token ?? ''),
    )
    .not.toBe('');
  return page.evaluate(
    async ({ branch, code, seat }) => {
      const { id, token } = JSON.parse(localStorage.getItem('sf:diner')!).state.profile;
      const headers = { 'content-type': 'application/json', profileid: id, token };
      const joined = await fetch('/menudigital/init.json', {
        method: 'POST',
        headers,
        // Cinema seats and boxes ask for the seat number.
        body: JSON.stringify({ purchase: { supplier_id: branch, table_code: code, place_number: seat } }),
      });
      if (!joined.ok) throw new Error(`join: ${joined.status} ${await joined.text()}`);
      const order = await joined.json();
      const purchaseId = order.purchase.id as string;
      const menu = await (await fetch(`/catalog/${branch}/menu.json`)).json();
      const product = menu.products.find(
        (p: {
          services: string[];
          availability: unknown[];
          stock: number | null;
          is_alcoholic: boolean;
          option_groups: { required: boolean; min: number }[];
        }) =>
          p.services.includes('on_table') &&
          p.availability.length === 0 &&
          p.stock === null &&
          !p.is_alcoholic &&
          p.option_groups.every((g) => !g.required && g.min === 0),
      );
      const added = await fetch('/menudigital/add_product_cart.json', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          purchase_id: purchaseId,
          product: { product_id: product.id, count: 2, options: {} },
          data_purchase: { birth_date: '1990-01-01' },
        }),
      });
      if (!added.ok) throw new Error(`add: ${added.status} ${await added.text()}`);
      // Checkout tables pay only what the kitchen got (docs/decisions/022): send the round first.
      if (order.rules.send_to_kitchen_mandatory && !order.rules.pay_before_kitchen) {
        const sent = await fetch(`/menudigital/cook_products/${purchaseId}.json`, {
          method: 'PUT',
          headers,
          body: '{}',
        });
        if (!sent.ok) throw new Error(`send: ${sent.status} ${await sent.text()}`);
      }
      const bill = await fetch(`/purchases/${purchaseId}/payments.json`, { headers });
      return { purchaseId, bill: (await bill.json()).purchase.balance as number };
    },
    { branch, code: codeOf(venue, branch, table), seat: venue === 'cine-estelar' ? 'F12' : null },
  );
}

/** Fills the card form (the fields are the gateway's: the number never reaches our API). */
export async function fillCard(page: Page, number: string, labels: CardLabels): Promise<void> {
  await page.getByLabel(labels.holder).fill('Ana Gómez');
  await page.getByLabel(labels.number).fill(number);
  await page.getByLabel(labels.month).selectOption('12');
  await page.getByLabel(labels.year).selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel(labels.cvc).fill(number.replace(/\s/g, '').startsWith('37') ? '1234' : '123');
  await page.getByLabel(labels.id).fill('1020304050');
}

export interface CardLabels {
  holder: string;
  number: string;
  month: string;
  year: string;
  cvc: string;
  id: string;
}

export const cardLabels: Record<'es' | 'en', CardLabels> = {
  es: {
    holder: 'Nombre del titular',
    number: 'Número de la tarjeta',
    month: 'Mes de vencimiento',
    year: 'Año de vencimiento',
    cvc: 'Código de seguridad (CVC)',
    id: 'Documento del titular',
  },
  en: {
    holder: 'Cardholder name',
    number: 'Card number',
    month: 'Expiry month',
    year: 'Expiry year',
    cvc: 'Security code (CVC)',
    id: 'Cardholder ID number',
  },
};
