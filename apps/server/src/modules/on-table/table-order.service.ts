import { randomBytes } from 'node:crypto';
import { callWaiterMinimum, isSharedPlace } from '@storefront/domain/on-table/on-table.rules';
import type {
  createPurchaseBody,
  MyOrderSummary,
  TableInit,
  TableOrder,
} from '@storefront/domain/on-table/on-table.schema';
import type { OrderStatus } from '@storefront/domain/order/order.schema';
import { tipOptions } from '@storefront/domain/tip/tip.rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Db, readAll } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { purchaseTopic } from '../../plugins/events.ts';
import { createPurchase } from '../purchase/purchase.repository.ts';
import {
  findSupplierByRef,
  getInstance,
  type InstanceRow,
  type SupplierRow,
} from '../venue/venue.repository.ts';
import { refreshTotals } from './bill.repository.ts';
import { findPlaceByCode, lockPlace, type PlaceRow } from './places.repository.ts';
import { loadTable, rulesOf, subserviceOf, toPlace } from './table-access.ts';
import { findMember, joinMember, openPurchaseOfPlace, ordersOfMember } from './table-members.repository.ts';
import { rulesWire, tableOrderView } from './table-order.view.ts';
import { tableWrite } from './table-write.ts';

// spec §7 Digital menu: init by supplier and table code, create (or join) the table's order, init
// of a purchase, my orders.

interface Identified {
  instance: InstanceRow;
  supplier: SupplierRow;
  place: PlaceRow;
}

/** The branch and place a QR code names; unknown codes get spec §8 "Could not identify the table
 * or room; scan the QR code", a branch without table service "not available right now". */
async function identify(
  db: Db,
  instanceId: number,
  supplierRef: string | number,
  code: string,
): Promise<Identified> {
  const [instance, supplier] = await readAll(db, [
    () => getInstance(db, instanceId),
    () => findSupplierByRef(db, instanceId, supplierRef),
  ]);
  const place = supplier ? await findPlaceByCode(db, instanceId, supplier.id, code) : null;
  if (!instance || !supplier || !place) throw new AppError(404, 'table_not_identified');
  if (!supplier.serviceTable) throw new AppError(409, 'table_service_unavailable');
  return { instance, supplier, place };
}

/** Shared places have one open order everyone joins; elsewhere each diner has their own. */
async function openOrderOf(db: Db, instanceId: number, place: PlaceRow, profileId: string) {
  return openPurchaseOfPlace(db, instanceId, place.id, isSharedPlace(place.kind) ? null : profileId);
}

export async function initTable(
  app: FastifyInstance,
  instanceId: number,
  profileId: string,
  query: { supplier_id: string; table_code: string },
): Promise<TableInit> {
  const { instance, supplier, place } = await identify(
    app.db,
    instanceId,
    query.supplier_id,
    query.table_code,
  );
  const subservice = subserviceOf(place, null);
  const open = await openOrderOf(app.db, instanceId, place, profileId);
  const joined = open ? (await findMember(app.db, instanceId, open.id, profileId)) !== null : false;
  return {
    table: toPlace(place),
    supplier: { id: supplier.id, slug: supplier.slug, on_table_class: supplier.onTableClass },
    subservice,
    rules: rulesWire(rulesOf(supplier, subservice)),
    open_purchase: open ? { ...open, joined } : null,
    call_waiter_minimum: callWaiterMinimum(instance.countryCode, instance.currency),
  };
}

type CreateBody = z.infer<typeof createPurchaseBody>['purchase'];

/** A new order at a place, opened by a diner (`profileId`) or by the staff (null, ADR 112), with
 * the branch's suggested tip and its rating link's token. */
export function newTableOrder(
  tx: Db,
  { instance, supplier, place }: Identified,
  subservice: string | null,
  profileId: string | null,
  details: Record<string, unknown>,
) {
  return createPurchase(tx, {
    instanceId: instance.id,
    supplierId: supplier.id,
    profileId,
    service: 'on_table',
    subservice,
    tableId: place.id,
    currency: instance.currency,
    paymentMandatory: rulesOf(supplier, subservice).paymentMandatory,
    details: {
      ...details,
      // the branch's suggested tip, or none (ADR 107)
      tip: tipOptions(supplier.tips).start,
      // the token of the order's rating link (spec §7 rates.json?purchase_id&token)
      rate_token: randomBytes(18).toString('base64url'),
    },
  });
}

export async function createOrJoin(
  app: FastifyInstance,
  request: FastifyRequest,
  instanceId: number,
  profileId: string,
  body: CreateBody,
): Promise<{ statusCode: number; body: TableOrder }> {
  return tableWrite(app, request, { instanceId, profileId, scope: 'menudigital.init' }, async (tx, emit) => {
    const { instance, supplier, place } = await identify(tx, instanceId, body.supplier_id, body.table_code);
    const subservice = subserviceOf(place, body.subservice);
    const rules = rulesOf(supplier, subservice);
    if (!rules.ordering) throw new AppError(409, 'table_service_unavailable');
    if (toPlace(place).asks_number && !body.place_number) {
      throw new AppError(400, 'validation_failed', { fields: 'purchase.place_number' });
    }
    await lockPlace(tx, instanceId, place.id);
    const open = await openOrderOf(tx, instanceId, place, profileId);
    let purchaseId = open?.id;
    let statusCode = 200;
    if (!purchaseId) {
      const details = {
        place_number: body.place_number,
        diners: body.diners,
        allergy_note: body.allergy_note,
      };
      const row = await newTableOrder(tx, { instance, supplier, place }, subservice, profileId, details);
      purchaseId = row.id;
      statusCode = 201;
    }
    const known = await findMember(tx, instanceId, purchaseId, profileId);
    await joinMember(tx, instanceId, purchaseId, profileId, body.nickname);
    await refreshTotals(tx, instanceId, purchaseId);
    if (!known) await emit(purchaseTopic(purchaseId), { type: 'member_joined' });
    const ctx = await loadTable(app.venues, tx, instanceId, purchaseId, profileId);
    return { statusCode, body: await tableOrderView(tx, ctx) };
  });
}

export async function getTableOrder(
  app: FastifyInstance,
  instanceId: number,
  purchaseId: string,
  profileId: string,
): Promise<TableOrder> {
  const ctx = await loadTable(app.venues, app.db, instanceId, purchaseId, profileId);
  return tableOrderView(app.db, ctx);
}

export async function myOrders(
  app: FastifyInstance,
  instanceId: number,
  profileId: string,
  supplierRef: string,
): Promise<MyOrderSummary[]> {
  const supplier = await findSupplierByRef(app.db, instanceId, supplierRef);
  if (!supplier) throw new AppError(404, 'supplier_not_found');
  const rows = await ordersOfMember(app.db, instanceId, supplier.id, profileId);
  return rows.map(({ purchase, tableLabel, products }) => ({
    id: purchase.id,
    bck_purchase_id: purchase.bckPurchaseId,
    status: purchase.status as OrderStatus,
    total: purchase.total,
    currency: purchase.currency,
    products: Number(products),
    table_label: tableLabel,
    open: purchase.closedAt === null,
    created_at: purchase.createdAt.toISOString(),
    closed_at: purchase.closedAt?.toISOString() ?? null,
  }));
}
