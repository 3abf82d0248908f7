import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { waiterCalls } from '../../db/schema.ts';
import { venueRow, venueRows, venueWhere } from '../../lib/venue-rows.ts';

// Waiter calls (spec §7 call_waiter; manual payments call the waiter to collect too).

export type WaiterCallRow = typeof waiterCalls.$inferSelect;

export interface NewWaiterCall {
  instanceId: number;
  supplierId: number;
  placeId: string | null;
  purchaseId: string | null;
  profileId: string | null;
  reason: WaiterCallRow['reason'];
  note?: string | null;
  paymentId?: string | null;
}

/** An open call of the same reason on the same order is reused, so tapping twice calls once. */
export async function openWaiterCall(
  tx: Db,
  call: NewWaiterCall,
): Promise<{ row: WaiterCallRow; created: boolean }> {
  if (call.purchaseId && call.reason !== 'payment') {
    const open = await venueRow(tx, waiterCalls, call.instanceId, {
      purchaseId: call.purchaseId,
      reason: call.reason,
      status: 'open',
    });
    if (open) return { row: open, created: false };
  }
  const [row] = await tx
    .insert(waiterCalls)
    .values({ ...call, note: call.note ?? null, paymentId: call.paymentId ?? null })
    .returning();
  return { row: row!, created: true };
}

export async function callsOfPurchase(
  db: Db,
  instanceId: number,
  purchaseId: string,
): Promise<WaiterCallRow[]> {
  return venueRows(db, waiterCalls, instanceId, { purchaseId }).orderBy(desc(waiterCalls.createdAt));
}

export async function openCallsOfSupplier(
  db: Db,
  instanceId: number,
  supplierId: number,
): Promise<WaiterCallRow[]> {
  return venueRows(db, waiterCalls, instanceId, { supplierId, status: 'open' }).orderBy(
    waiterCalls.createdAt,
  );
}

export async function acknowledgeCall(tx: Db, instanceId: number, id: string): Promise<WaiterCallRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await tx
    .update(waiterCalls)
    .set({ status: 'acknowledged', acknowledgedAt: sql`coalesce(${waiterCalls.acknowledgedAt}, now())` })
    .where(venueWhere(waiterCalls, instanceId, { id }))
    .returning();
  return row ?? null;
}

/** Closes the call that asked to collect a payment once the payment is settled or canceled. */
export async function acknowledgePaymentCalls(tx: Db, instanceId: number, paymentId: string): Promise<void> {
  await tx
    .update(waiterCalls)
    .set({ status: 'acknowledged', acknowledgedAt: sql`coalesce(${waiterCalls.acknowledgedAt}, now())` })
    .where(venueWhere(waiterCalls, instanceId, { paymentId }));
}
