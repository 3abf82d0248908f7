import { formatMoney } from '@storefront/domain/money/money';
import { billOwed, type CloseBill, closeBillDecision } from '@storefront/domain/on-table/close-bill.rules';
import type { PlaceKind } from '@storefront/domain/on-table/on-table.rules';
import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import type { SettlePayment } from '@storefront/domain/payment/payment.schema';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { purchaseTopic, staffTopic } from '../../plugins/events.ts';
import { isUuid, listPayments } from '../payment/payment.repository.ts';
import { settleByStaff } from '../payment/payment.staff.ts';
import { toPurchase } from '../purchase/purchase.mapper.ts';
import {
  closeFinished,
  findPurchase,
  lockPurchase,
  moveItems,
  openPurchasesAtPlaces,
  type PurchaseItemRow,
  type PurchaseRow,
  tableOrdersInService,
} from '../purchase/purchase.repository.ts';
import { requireSupplierByRef } from '../venue/venue.repository.ts';
import { recordBillClosure } from './bill.repository.ts';
import { getPlace, placesOfSupplier } from './places.repository.ts';
import { toPlace } from './table-access.ts';
import { toWaiterCall } from './table-bill.service.ts';
import { finishIfServed } from './table-kitchen.ts';
import { toSharePayment } from './table-order.view.ts';
import { readTableRows } from './table-reads.repository.ts';
import {
  acknowledgeCall,
  callsOfPurchase,
  openCallsOfSupplier,
  type WaiterCallRow,
} from './waiter-calls.repository.ts';

// The staff side of on-table ordering (docs/staff-api.md): a branch's places with their QR paths,
// its table orders, rounds, waiter calls, manual payments and closing a bill. Everything is scoped
// to the venue of the bearer token; another venue's order answers 404 like one that does not exist.
// Plain functions over the app's db and event bus; the routes are on-table.staff.routes.ts.

type Staff = { instanceId: number; label: string };

const notFound = () => new AppError(404, 'not_found');

function toCall(row: WaiterCallRow, table: string | null) {
  return { ...toWaiterCall(row), purchase_id: row.purchaseId, table, payment_id: row.paymentId };
}

async function staffOrder(db: Db, instanceId: number, row: PurchaseRow): Promise<StaffOrder> {
  const place = row.tableId ? await getPlace(db, instanceId, row.tableId) : null;
  if (!place) throw notFound();
  const [{ items, members, payments: list }, calls] = await Promise.all([
    readTableRows(db, instanceId, row.id),
    callsOfPurchase(db, instanceId, row.id),
  ]);
  const nick = new Map(members.map((m) => [m.profileId, m.nickname]));
  const details = row.details as Record<string, unknown>;
  const { rate_token: rateToken, ...shown } = details;
  return {
    purchase: toPurchase(
      row,
      items.map((item) => ({
        ...item,
        addedByName: (item.addedBy && nick.get(item.addedBy)) || item.addedByName,
      })),
    ),
    table: { ...toPlace(place), code: place.code },
    details: shown,
    members: members.map((m) => ({ nickname: m.nickname, profile_id: m.profileId })),
    payments: list.map((p) => toSharePayment(p, (p.profileId && nick.get(p.profileId)) || null, false)),
    calls: calls.map((call) => toCall(call, place.label)),
    rate_path: typeof rateToken === 'string' ? `/ratecluvi/${row.id}/${rateToken}` : null,
  };
}

async function onTablePurchase(db: Db, instanceId: number, id: string, lock = false): Promise<PurchaseRow> {
  const row = lock ? await lockPurchase(db, instanceId, id) : await findPurchase(db, instanceId, id);
  if (row?.service !== 'on_table' || !row.tableId) throw notFound();
  return row;
}

export async function getStaffOrder(app: FastifyInstance, instanceId: number, id: string) {
  return staffOrder(app.db, instanceId, await onTablePurchase(app.db, instanceId, id));
}

/** The on-table entry a place's QR code opens (spec §2): room service for rooms, grab-and-go for
 * counters, the digital menu elsewhere. */
function entryOf(kind: PlaceKind): string {
  if (kind === 'room') return 'service-room';
  if (kind === 'counter') return 'grab-and-go';
  return 'menu-digital';
}

export async function tablesOf(app: FastifyInstance, instanceId: number, supplierRef: string) {
  const supplier = await requireSupplierByRef(app.db, instanceId, supplierRef);
  const [list, calls, open] = await Promise.all([
    placesOfSupplier(app.db, instanceId, supplier.id),
    openCallsOfSupplier(app.db, instanceId, supplier.id),
    openPurchasesAtPlaces(app.db, instanceId, supplier.id),
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

/** Open table orders of a branch, and closed ones whose kitchen work is not delivered yet. */
export async function openOrders(app: FastifyInstance, instanceId: number, supplierRef: string) {
  const supplier = await requireSupplierByRef(app.db, instanceId, supplierRef);
  const rows = await tableOrdersInService(app.db, instanceId, supplier.id, 100);
  return Promise.all(rows.map((row) => staffOrder(app.db, instanceId, row)));
}

/** Marks a round's items prepared or delivered (only forward: ordered -> prepared -> delivered). */
export async function markRound(
  app: FastifyInstance,
  staff: Staff,
  purchaseId: string,
  round: number,
  state: 'prepared' | 'delivered',
) {
  const from: PurchaseItemRow['state'][] = state === 'prepared' ? ['ordered'] : ['ordered', 'prepared'];
  const events: [string, Record<string, unknown>][] = [];
  const row = await app.db.transaction(async (tx) => {
    const purchase = await onTablePurchase(tx as Db, staff.instanceId, purchaseId, true);
    const moved = await moveItems(tx as Db, staff.instanceId, purchase.id, { from, to: state, round });
    if (moved === 0) throw new AppError(409, 'conflict');
    // the staff handing over the last of a paid-first order (a counter, a room's door)
    if (state === 'delivered') await finishIfServed(tx as Db, purchase);
    events.push([purchaseTopic(purchase.id), { type: 'round', round, state }]);
    // every kitchen board and waiter of the branch moves the ticket too (docs/decisions/026-staff-accounts.md)
    events.push([
      staffTopic(purchase.supplierId),
      { type: 'round_state', purchase_id: purchase.id, round, state },
    ]);
    return purchase;
  });
  for (const [topic, payload] of events) await app.events.publish(staff.instanceId, topic, payload);
  return getStaffOrder(app, staff.instanceId, row.id);
}

/** Closes a table's bill without an app payment (paid at the counter, or written off). With money
 * still owed of the bill it is refused (409 `bill_still_owed`, the amount in `params`) unless the
 * staff confirm that amount and give a reason (domain `closeBillDecision`). Who closed it, what was
 * owed and why are recorded (`bill_closures`) and told to the branch's staff stream
 * (docs/decisions/091-a-bill-closed-with-money-owed.md). Closing a closed bill answers it as it is. */
export async function closeBill(app: FastifyInstance, staff: Staff, purchaseId: string, body?: CloseBill) {
  const { instanceId } = staff;
  const closed = await app.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const purchase = await onTablePurchase(tx, instanceId, purchaseId, true);
    if (purchase.closedAt) return null;
    const owed = billOwed(
      { subtotal: purchase.subtotal, delivery_fee: purchase.deliveryFee, discount: purchase.discount },
      await listPayments(tx, instanceId, purchase.id),
    );
    const decision = closeBillDecision(owed, body);
    if (!decision.ok) {
      throw new AppError(decision.status, decision.key, {
        owed,
        currency: purchase.currency,
        amount: formatMoney(owed, purchase.currency),
      });
    }
    await closeFinished(tx, instanceId, purchase.id);
    const closure = {
      instanceId,
      purchaseId: purchase.id,
      closedBy: staff.label,
      owed,
      currency: purchase.currency,
      reason: decision.reason,
      // the app's clock, as the payments it is counted beside (the cash-up's window)
      closedAt: app.catalog.now(),
    };
    await recordBillClosure(tx, closure);
    return { supplierId: purchase.supplierId, closure };
  });
  if (closed) {
    const { closedBy, owed, reason } = closed.closure;
    await app.events.publish(instanceId, purchaseTopic(purchaseId), { type: 'closed' });
    await app.events.publish(instanceId, staffTopic(closed.supplierId), {
      type: 'bill_closed',
      purchase_id: purchaseId,
      closed_by: closedBy,
      owed,
      reason,
    });
  }
  return getStaffOrder(app, instanceId, purchaseId);
}

/** Settles a cash or card-reader payment of a table order; answers the staff's order view. The
 * payments module's ledger moves the payment (docs/decisions/015-split-bill.md): state machine,
 * totals, the bill closing when covered, a late payment of a canceled order refunded, the table's
 * and the staff's events, so this route and `/staff/payments/:id/settle` settle the same way. */
export async function settlePayment(
  app: FastifyInstance,
  staff: Staff,
  purchaseId: string,
  paymentId: string,
  status: SettlePayment['status'],
) {
  const purchase = await onTablePurchase(app.db, staff.instanceId, purchaseId);
  const payment = isUuid(paymentId)
    ? (await listPayments(app.db, staff.instanceId, purchase.id)).find((p) => p.id === paymentId)
    : undefined;
  if (!payment) throw notFound();
  if (payment.provider !== 'manual') throw new AppError(409, 'conflict');
  await settleByStaff(app.payments.deps, staff.instanceId, staff.label, payment.id, status);
  return staffOrder(app.db, staff.instanceId, await onTablePurchase(app.db, staff.instanceId, purchase.id));
}

export async function openCalls(app: FastifyInstance, instanceId: number, supplierRef: string) {
  const supplier = await requireSupplierByRef(app.db, instanceId, supplierRef);
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
