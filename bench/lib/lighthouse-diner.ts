import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import puppeteer from 'puppeteer-core';
import { orderBody } from '../placement.ts';
import { newDiner } from './diner.ts';
import { request } from './request.ts';

// The checkout and order-tracking pages need a diner with an order: one is made through the API
// as the storefront makes it (profile, SMS-confirmed phone, a take-away order), and each
// Lighthouse run starts in a fresh browser whose storage holds that diner (the storefront's
// persisted `sf:diner`), set on a page of the same origin that loads none of the storefront.

export interface DinerSeed {
  /** localStorage entries to set before the measured visit. */
  storage: Record<string, string>;
}

export interface OrderedDiner extends DinerSeed {
  orderId: string;
}

/** A diner of `host` with one take-away order at `branch`, placed through the API. */
export async function dinerWithOrder(origin: string, host: string, branch: string): Promise<OrderedDiner> {
  const phone = '3009998877';
  const diner = await newDiner(origin, host, phone);
  const menu = await request(origin, `/catalog/${branch}/menu.json`, { headers: { host } });
  const products = (menu.body as { products: MenuProduct[] }).products;
  // the dearest take-away product without required options, three of them: above any minimum order
  const product = products
    .filter(
      (p) => p.services.includes('take_away') && p.option_groups.every((g) => g.min === 0) && !p.is_alcoholic,
    )
    .sort((a, b) => b.price - a.price)[0];
  if (!product) throw new Error(`${branch} has no take-away product without required options`);
  const body = orderBody([product], phone);
  for (const line of body.lines) line.count = 3;
  const placed = await request(origin, `/delivery/suppliers/${branch}/orders.json`, {
    method: 'POST',
    headers: {
      host,
      profileid: diner.profileid,
      token: diner.token,
      'idempotency-key': `bench-lighthouse-order-${Date.now()}`,
    },
    json: body,
  });
  const orderId = (placed.body as { id?: string } | null)?.id;
  if (placed.status !== 201 && placed.status !== 200)
    throw new Error(`placing the order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  if (!orderId) throw new Error('the placed order has no id');
  const state = {
    profile: diner.profile,
    supplierSlug: branch,
    legal: { birthDate: null, adult: false, cookiesAccepted: true },
  };
  return { orderId, storage: { 'sf:diner': JSON.stringify({ state, version: 1 }) } };
}

/** Sets the seed's storage in the browser listening on `port`, on `originUrl` + /healthz. */
export async function seedStorage(port: number, originUrl: string, seed: DinerSeed): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${originUrl}/healthz`);
    await page.evaluate((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, seed.storage);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
