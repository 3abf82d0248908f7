import type { PlaceKind } from '@storefront/domain/on-table/on-table.rules';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purchases } from '../../db/schema.ts';
import { purchaseTopic } from '../../plugins/events.ts';
import { placesOfSupplier } from '../on-table/places.repository.ts';
import { toPlace } from '../on-table/table-access.ts';
import { acknowledgeCall, openCallsOfSupplier } from '../on-table/waiter-calls.repository.ts';
import { branchOf, notFound, toCall } from './staff.service.ts';

// A branch's places with their QR paths, and its waiter calls (docs/staff-api.md).

/** The on-table entry a place's QR code opens (spec §2): room service for rooms, grab-and-go for
 * counters, the digital menu elsewhere. */
function entryOf(kind: PlaceKind): string {
  if (kind === 'room') return 'service-room';
  if (kind === 'counter') return 'grab-and-go';
  return 'menu-digital';
}

export async function tablesOf(app: FastifyInstance, instanceId: number, supplierRef: string) {
  const supplier = await branchOf(app.db, instanceId, supplierRef);
  const [list, calls, open] = await Promise.all([
    placesOfSupplier(app.db, instanceId, supplier.id),
    openCallsOfSupplier(app.db, instanceId, supplier.id),
    app.db
      .select({ id: purchases.id, tableId: purchases.tableId, createdAt: purchases.createdAt })
      .from(purchases)
      .where(
        and(
          eq(purchases.instanceId, instanceId),
          eq(purchases.supplierId, supplier.id),
          isNull(purchases.closedAt),
        ),
      )
      .orderBy(asc(purchases.createdAt), asc(purchases.id)),
  ]);
  return list.map((place) => {
    const here = open.filter((p) => p.tableId === place.id).map((p) => p.id);
    return {
      ...toPlace(place),
      code: place.code,
      qr_path: `/${supplier.slug}/${entryOf(place.kind)}?mesa=${place.code}`,
      open_purchase_id: here[0] ?? null,
      open_purchase_ids: here,
      open_calls: calls.filter((c) => c.placeId === place.id).length,
    };
  });
}

export async function openCalls(app: FastifyInstance, instanceId: number, supplierRef: string) {
  const supplier = await branchOf(app.db, instanceId, supplierRef);
  const [calls, list] = await Promise.all([
    openCallsOfSupplier(app.db, instanceId, supplier.id),
    placesOfSupplier(app.db, instanceId, supplier.id),
  ]);
  return calls.map((call) => toCall(call, list.find((p) => p.id === call.placeId)?.label ?? null));
}

export async function acknowledge(app: FastifyInstance, instanceId: number, id: string) {
  const row = await acknowledgeCall(app.db, instanceId, id);
  if (!row) throw notFound();
  if (row.purchaseId)
    await app.events.publish(instanceId, purchaseTopic(row.purchaseId), { type: 'waiter_call' });
  return toCall(row, null);
}
