import { randomUUID } from 'node:crypto';
import type { PlaceOrderBody } from '@storefront/domain/delivery/delivery.schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { instances, products, supplierProducts, suppliers } from '../../src/db/schema.ts';
import { BRASA, createTestApp, MONDAY_1PM, PADARIA, type TestApp } from './app.ts';
import { type Diner, newDiner } from './diners.ts';

// Shared by the delivery and ordering API tests: a valid order body, placing it, direct database
// tweaks (diners: diners.ts).

export { BRASA, MONDAY_1PM, PADARIA };

export const points = {
  chapinero: { latitude: 4.6451, longitude: -74.0633 },
  usaquen: { latitude: 4.7, longitude: -74.035 },
  poblado: { latitude: 6.21, longitude: -75.565 },
  /** Suba, Bogotá: outside every zone, 7.8 km from Usaquén. */
  suba: { latitude: 4.741, longitude: -74.084 },
};

/** A diner's address in Chapinero, Bogotá: the branch that delivers there asks for the SMS code. */
export const chapineroAddress = {
  city: 'Bogotá',
  neighbourhood: 'Chapinero',
  address: 'Calle 60 # 9-25',
  reference: 'Portería',
  ...points.chapinero,
};

/** A test app whose clock is MONDAY_1PM, and a diner of La Brasa on it. */
export async function openDinerApp(): Promise<{ t: TestApp; diner: Diner }> {
  const t = await createTestApp({}, { now: () => MONDAY_1PM });
  return { t, diner: await newDiner(t.app, BRASA) };
}

export function orderBody(overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody {
  return {
    service: 'delivery',
    lines: [{ product_id: 'picada-2', count: 1, options: {}, note: null }],
    contact: {
      name: 'Ana Gómez',
      phone_code: '+57',
      phone: '3001234567',
      email: 'ana@example.com',
      dni: '1020304050',
    },
    address: {
      city: 'Medellín',
      neighbourhood: 'El Poblado',
      address: 'Carrera 37 # 8A-32',
      reference: 'Edificio azul, portería',
      ...points.poblado,
    },
    tip: { include: true, percent: 10, custom_value: null },
    payment_method: 'cash',
    ...overrides,
  };
}

export function place(
  app: FastifyInstance,
  diner: Pick<Diner, 'headers'>,
  slug: string,
  body: PlaceOrderBody,
  key = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: `/delivery/suppliers/${slug}/orders.json`,
    headers: { ...diner.headers, 'idempotency-key': key },
    payload: body,
  });
}

export async function branchIds(db: Db, venue: string, slug: string) {
  const [row] = await db
    .select({ instanceId: instances.id, supplierId: suppliers.id })
    .from(suppliers)
    .innerJoin(instances, eq(instances.id, suppliers.instanceId))
    .where(and(eq(instances.slug, venue), eq(suppliers.slug, slug)));
  return row!;
}

/** Sets (or reads) a product's stock at a branch. */
export async function setStock(db: Db, venue: string, slug: string, key: string, stock: number | null) {
  const { instanceId, supplierId } = await branchIds(db, venue, slug);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.instanceId, instanceId), eq(products.key, key)));
  await db
    .update(supplierProducts)
    .set({ stock })
    .where(and(eq(supplierProducts.supplierId, supplierId), eq(supplierProducts.productId, product!.id)));
  return async () => {
    const [row] = await db
      .select({ stock: supplierProducts.stock })
      .from(supplierProducts)
      .where(and(eq(supplierProducts.supplierId, supplierId), eq(supplierProducts.productId, product!.id)));
    return row?.stock ?? null;
  };
}
