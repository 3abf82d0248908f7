import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createStaffToken } from '../../src/modules/staff/staff.auth.ts';
import { createTestApp, demoVenuesDir, type TestApp } from './app.ts';
import { auth, type Diner, hostOf, newDiner } from './diners.ts';
import { readEventStream } from './http.ts';

// The on-table API tests (diners: diners.ts) run on the demo venues (their `tables` are part of the demo data), on a
// real database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL).

/** The demo code of a place (venues/demo/<venue>.json). */
export function codeOf(venue: string, branch: string, label: string): string {
  const file = JSON.parse(readFileSync(join(demoVenuesDir, `${venue}.json`), 'utf8')) as {
    suppliers: { slug: string; tables?: { code: string; label: string }[] }[];
  };
  const code = file.suppliers.find((s) => s.slug === branch)?.tables?.find((t) => t.label === label)?.code;
  if (!code) throw new Error(`no demo table ${venue}/${branch}/${label}`);
  return code;
}

export class OnTableHarness {
  readonly t: TestApp;

  constructor(t: TestApp) {
    this.t = t;
  }

  static async create(): Promise<OnTableHarness> {
    return new OnTableHarness(await createTestApp({ RATE_LIMIT_PROFILES_PER_MINUTE: '100000' }));
  }

  close() {
    return this.t.close();
  }

  diner(venue = 'la-brasa'): Promise<Diner> {
    return newDiner(this.t, venue);
  }

  send(
    diner: Diner,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.t.app.inject({
      method,
      url,
      headers: { ...auth(diner), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  /** Creates or joins the order of a table; the answer's order. */
  async join(
    diner: Diner,
    branch: string,
    code: string,
    extra: Record<string, unknown> = {},
  ): Promise<TableOrder> {
    const res = await this.send(diner, 'POST', '/menudigital/init.json', {
      purchase: { supplier_id: branch, table_code: code, ...extra },
    });
    if (res.statusCode >= 300) throw new Error(`join ${res.statusCode} ${res.body}`);
    return res.json<TableOrder>();
  }

  async add(
    diner: Diner,
    purchaseId: string,
    product: MenuProduct,
    count = 1,
  ): Promise<LightMyRequestResponse> {
    return this.send(diner, 'POST', '/menudigital/add_product_cart.json', {
      purchase_id: purchaseId,
      product: { product_id: product.id, count, options: requiredOptions(product) },
      data_purchase: { birth_date: '1990-01-01' },
    });
  }

  async menu(venue: string, branch: string): Promise<MenuProduct[]> {
    const res = await this.t.app.inject({
      url: `/catalog/${branch}/menu.json`,
      headers: { host: hostOf(venue) },
    });
    return res.json<{ products: MenuProduct[] }>().products;
  }

  async staffToken(venue: string): Promise<string> {
    const id = await this.t.app.tenancy.resolve(hostOf(venue));
    return createStaffToken(this.t.database.db, id!, `test ${venue}`);
  }

  staff(
    venue: string,
    token: string,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    return this.t.app.inject({
      method,
      url,
      headers: { host: hostOf(venue), authorization: `Bearer ${token}`, lang: 'en', ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
}

/** The first option of each group that needs one, so the line is valid. */
export function requiredOptions(product: MenuProduct): Record<string, string[]> {
  const chosen: Record<string, string[]> = {};
  for (const group of product.option_groups) {
    const need = Math.max(group.min, group.required ? 1 : 0);
    if (need > 0)
      chosen[group.id] = group.options
        .filter((o) => o.available)
        .slice(0, need)
        .map((o) => o.id);
  }
  return chosen;
}

/** A product sold at the table at any hour, with unlimited stock and no age check. */
export function plainProduct(products: MenuProduct[], skip = 0): MenuProduct {
  const found = products.filter(
    (p) =>
      p.services.includes('on_table') &&
      p.availability.length === 0 &&
      p.stock === null &&
      !p.is_alcoholic &&
      p.option_groups.every((g) => !g.required && g.min === 0),
  )[skip];
  if (!found) throw new Error('no plain product in the demo menu');
  return found;
}

export function priceOf(product: MenuProduct): number {
  return product.promo ?? product.price;
}

/** A test file's harness and a staff token of `venue`: made before its tests, closed after them. */
export function staffHarness(venue: string): { h: OnTableHarness; token: string } {
  const context = {} as { h: OnTableHarness; token: string };
  beforeAll(async () => {
    context.h = await OnTableHarness.create();
    context.token = await context.h.staffToken(venue);
  });
  afterAll(async () => context.h?.close());
  return context;
}

/** Opens a table order's event stream on the server listening at 127.0.0.1:`port`; `text` resolves
 * once `until` shows up in it, `ready` once the stream is open. */
export function listenToOrder(
  port: number,
  diner: Diner,
  purchaseId: string,
  until: string,
): { ready: Promise<void>; text: Promise<string> } {
  const { ready, result } = readEventStream(
    {
      port,
      path: `/menudigital/events/${purchaseId}`,
      headers: { host: diner.host, profileid: diner.id, token: diner.token },
    },
    (body) => (body.includes(until) ? body : undefined),
  );
  return { ready, text: result };
}
