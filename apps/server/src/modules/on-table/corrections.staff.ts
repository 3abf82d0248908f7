import { formatMoney } from '@storefront/domain/money/money';
import {
  billDiscountAfter,
  type CorrectionKind,
  lineDiscountAfter,
  lineSubtotal,
  mergeRefusal,
  moveRefusal,
  type PriceCut,
  paymentsRefusal,
  type Refusal,
  splitRefusal,
  voidPermission,
  voidReachesKitchen,
} from '@storefront/domain/on-table/corrections.rules';
import type {
  BillDiscountBody,
  ItemDiscountBody,
  MergeOrderBody,
  MoveOrderBody,
  SplitOrderBody,
  VoidItemBody,
} from '@storefront/domain/on-table/corrections.schema';
import type { ItemState } from '@storefront/domain/order/order.schema';
import { billAmount } from '@storefront/domain/order/totals.rules';
import { liveStatuses } from '@storefront/domain/payment/payment.rules';
import type { PaymentStatus } from '@storefront/domain/payment/payment.schema';
import { roleCan } from '@storefront/domain/staff/staff-roles.rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { purchaseTopic, staffTopic } from '../../plugins/events.ts';
import { listPayments } from '../payment/payment.repository.ts';
import { claimedItemAmounts } from '../payment/payment.share.ts';
import {
  closeFinished,
  listItems,
  lockPurchase,
  moveItems,
  type PurchaseItemRow,
  type PurchaseRow,
} from '../purchase/purchase.repository.ts';
import { refreshTotals } from './bill.repository.ts';
import {
  lastRound,
  mergeContents,
  recordCorrection,
  setLineDiscount,
  setOrderDiscount,
  setOrderPlace,
  splitItems,
} from './corrections.repository.ts';
import { type StaffWork, staffWrite, type Who } from './order-entry.staff.ts';
import { getPlace, lockPlace, type PlaceRow } from './places.repository.ts';
import { closeIfPaid, type OrderScope, removeItems } from './table-kitchen.ts';
import { openPurchaseOfPlace } from './table-members.repository.ts';
import { newTableOrder } from './table-order.service.ts';
import type { Emit } from './table-write.ts';

// Corrections of a table's order by the staff (issue 54 part 2, docs/decisions/114-order-corrections.md):
// void an item, comp or discount an item or the bill, move the order to another place. Each is one
// staff write on the locked order (`staffWrite`: its Idempotency-Key, its audit entry), decided by
// the domain's corrections rules, recorded as a correction (who, when, why, how much), with the
// totals recomputed from the items by the one totals rule; the diners' phones, the kitchen and the
// other consoles follow through the order's and the branch's events.

const notFound = () => new AppError(404, 'not_found');

/** A refusal of the rules as the API answers it. */
function refuse(refusal: Refusal, currency: string, params: Record<string, string | number> = {}): never {
  const status = refusal.key === 'not_found' ? 404 : 409;
  const money = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'number' ? formatMoney(value, currency) : value,
    ]),
  );
  throw new AppError(status, refusal.key, money);
}

async function itemOf(tx: Db, purchase: PurchaseRow, itemId: string): Promise<PurchaseItemRow> {
  const item = (await listItems(tx, purchase.instanceId, purchase.id)).find((row) => row.id === itemId);
  if (!item) throw notFound();
  return item;
}

/** The order's payments waiting for an outcome or paid: what holds its bill. */
async function livePayments(tx: Db, purchase: Pick<PurchaseRow, 'instanceId' | 'id'>) {
  return (await listPayments(tx, purchase.instanceId, purchase.id)).filter((p) =>
    liveStatuses.has(p.status as PaymentStatus),
  );
}

/** Refuses a correction that would change an item a live payment's share holds, or leave the bill
 * (`billAfter`) below what live payments hold of it (domain `paymentsRefusal`): refund first. */
async function assertPaymentsKept(tx: Db, purchase: PurchaseRow, itemId: string | null, billAfter: number) {
  const live = await livePayments(tx, purchase);
  const reserved = live.reduce((sum, p) => sum + p.amount, 0);
  const claimed = itemId !== null && (claimedItemAmounts(live)[itemId] ?? 0) > 0;
  const refusal = paymentsRefusal({ itemClaimed: claimed, billAfter, reserved });
  if (refusal) refuse(refusal, purchase.currency, { paid: reserved });
}

/** The bill once the item's line adds `after` instead of what it adds now. */
function billWithLine(purchase: PurchaseRow, before: number, after: number): number {
  return billAmount({
    subtotal: purchase.subtotal - before + after,
    delivery_fee: purchase.deliveryFee,
    discount: purchase.discount,
  });
}

interface Recorded {
  /** The app's clock, as the payments and bill closures the cash-up counts beside it. */
  at: Date;
  kind: CorrectionKind;
  itemId?: string | null;
  amount: number;
  reason: string;
  details: Record<string, unknown>;
}

/** Records the correction, recomputes the totals and tells the table, the kitchen and the consoles. */
async function corrected(
  tx: Db,
  emit: Emit,
  who: Who,
  scope: OrderScope,
  recorded: Recorded,
  staffEvent: Record<string, unknown> = {},
) {
  const { purchase } = scope;
  await recordCorrection(tx, {
    instanceId: purchase.instanceId,
    supplierId: purchase.supplierId,
    purchaseId: purchase.id,
    itemId: recorded.itemId ?? null,
    kind: recorded.kind,
    amount: recorded.amount,
    currency: purchase.currency,
    reason: recorded.reason,
    actor: who.staff.label.slice(0, 200),
    actorUserId: who.actor.userId,
    details: recorded.details,
    createdAt: recorded.at,
  });
  // the totals from the items; a bill the payments now cover closes, as after a payment
  await closeIfPaid(tx, scope, recorded.at);
  await emit(purchaseTopic(purchase.id), { type: 'correction', kind: recorded.kind });
  await emit(staffTopic(purchase.supplierId), {
    type: 'correction',
    kind: recorded.kind,
    purchase_id: purchase.id,
    item_id: recorded.itemId ?? null,
    ...staffEvent,
  });
}

function correct(
  app: FastifyInstance,
  request: FastifyRequest,
  who: Who,
  purchaseId: string,
  work: (purchase: PurchaseRow, ...rest: Parameters<StaffWork>) => ReturnType<StaffWork>,
) {
  return staffWrite(app, request, who, purchaseId, async (scope, tx, emit, lastly) => {
    if (scope.purchase.closedAt) throw new AppError(409, 'conflict');
    return work(scope.purchase, scope, tx, emit, lastly);
  });
}

/** Voids an item: it leaves the bill. Before the kitchen has it (`orders.void`) its stock is given
 * back; once sent (`orders.void_sent`: `voidPermission`) it is not, and the kitchen is told: its
 * board shows the item voided on the round's ticket. */
export function voidItem(
  app: FastifyInstance,
  request: FastifyRequest,
  who: Who,
  ids: { purchase: string; item: string },
  body: VoidItemBody,
) {
  return correct(app, request, who, ids.purchase, async (purchase, scope, tx, emit) => {
    const item = await itemOf(tx, purchase, ids.item);
    const needed = voidPermission(item.state as ItemState);
    if (!needed) refuse({ ok: false, key: 'item_not_on_bill' }, purchase.currency);
    if (who.staff.role !== null && !roleCan(who.staff.role, needed)) throw new AppError(403, 'forbidden');
    const line = { unit_price: item.unitPrice, count: item.count, discount: item.discount };
    await assertPaymentsKept(tx, purchase, item.id, billWithLine(purchase, lineSubtotal(line), 0));
    const sent = item.state !== 'pending';
    if (sent) {
      // cooked or cooking: its stock is not given back
      const moved = await moveItems(tx, purchase.instanceId, purchase.id, {
        from: [item.state as ItemState],
        to: 'removed',
        ids: [item.id],
      });
      if (moved === 0) throw new AppError(409, 'conflict');
    } else {
      await removeItems(tx, scope, [item]);
    }
    const details = { name: item.name, count: item.count, round: item.round, state: item.state };
    await corrected(
      tx,
      emit,
      who,
      scope,
      {
        at: app.catalog.now(),
        kind: 'void',
        itemId: item.id,
        amount: lineSubtotal(line),
        reason: body.reason,
        details,
      },
      { round: item.round, kitchen: voidReachesKitchen(item.state as ItemState) },
    );
    return { statusCode: 200, action: 'void_item', after: { item: item.id, reason: body.reason } };
  });
}

/** Comps or discounts an item: its line carries the discount, replacing an earlier one. */
export function discountItem(
  app: FastifyInstance,
  request: FastifyRequest,
  who: Who,
  ids: { purchase: string; item: string },
  body: ItemDiscountBody,
) {
  return correct(app, request, who, ids.purchase, async (purchase, scope, tx, emit) => {
    const item = await itemOf(tx, purchase, ids.item);
    const line = {
      unit_price: item.unitPrice,
      count: item.count,
      discount: item.discount,
      state: item.state as ItemState,
    };
    const cut: PriceCut = body.kind === 'comp' ? { kind: 'comp' } : { kind: body.kind, value: body.value };
    const decided = lineDiscountAfter(line, cut);
    if (!decided.ok) refuse(decided, purchase.currency);
    const after = lineSubtotal({ ...line, discount: decided.discount });
    await assertPaymentsKept(tx, purchase, item.id, billWithLine(purchase, lineSubtotal(line), after));
    await setLineDiscount(tx, purchase.instanceId, item.id, decided.discount);
    const kind = body.kind === 'comp' ? 'comp' : 'discount';
    const details = { name: item.name, count: item.count, cut, discount: decided.discount };
    await corrected(tx, emit, who, scope, {
      at: app.catalog.now(),
      kind,
      itemId: item.id,
      amount: decided.amount,
      reason: body.reason,
      details,
    });
    return { statusCode: 200, action: `${kind}_item`, after: { item: item.id, cut, reason: body.reason } };
  });
}

/** A discount of the whole bill: a percent or an amount of what it still charges for its products. */
export function discountBill(
  app: FastifyInstance,
  request: FastifyRequest,
  who: Who,
  purchaseId: string,
  body: BillDiscountBody,
) {
  return correct(app, request, who, purchaseId, async (purchase, scope, tx, emit) => {
    const cut = { kind: body.kind, value: body.value };
    const decided = billDiscountAfter(purchase, cut);
    if (!decided.ok) refuse(decided, purchase.currency);
    const billAfter = billAmount({
      subtotal: purchase.subtotal,
      delivery_fee: purchase.deliveryFee,
      discount: decided.discount,
    });
    await assertPaymentsKept(tx, purchase, null, billAfter);
    await setOrderDiscount(tx, purchase.instanceId, purchase.id, decided.discount);
    await corrected(tx, emit, who, scope, {
      at: app.catalog.now(),
      kind: 'bill_discount',
      amount: decided.amount,
      reason: body.reason,
      details: { cut, discount: decided.discount },
    });
    return { statusCode: 200, action: 'discount_bill', after: { cut, reason: body.reason } };
  });
}

/** The order's own place, and another active place of its branch of the same kind (a table for a
 * table) with no open order: locked, so two moves onto it take turns (domain `moveRefusal`). */
async function freePlaceFor(
  tx: Db,
  purchase: PurchaseRow,
  placeId: string,
): Promise<{ from: PlaceRow; target: PlaceRow }> {
  const from = purchase.tableId ? await getPlace(tx, purchase.instanceId, purchase.tableId) : null;
  const to = await getPlace(tx, purchase.instanceId, placeId);
  if (!from) throw notFound();
  const target = to && to.supplierId === purchase.supplierId ? to : null;
  if (target && target.kind !== from.kind)
    throw new AppError(422, 'validation_failed', { fields: 'place_id' });
  if (target) await lockPlace(tx, purchase.instanceId, target.id);
  const open = target ? await openPurchaseOfPlace(tx, purchase.instanceId, target.id) : null;
  const refusal = moveRefusal(
    { placeId: from.id },
    target && { placeId: target.id, active: target.active, openOrders: open ? 1 : 0 },
  );
  if (refusal) refuse(refusal, purchase.currency);
  return { from, target: target! };
}

/** Moves the order to another free place of the branch, of the same kind: its diners keep it (they
 * reach it as members, not by the place's code), the kitchen's tickets and the consoles show the new
 * place. */
export function moveOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  who: Who,
  purchaseId: string,
  body: MoveOrderBody,
) {
  return correct(app, request, who, purchaseId, async (purchase, scope, tx, emit) => {
    const { from, target } = await freePlaceFor(tx, purchase, body.place_id);
    await setOrderPlace(tx, purchase.instanceId, purchase.id, target.id);
    await corrected(
      tx,
      emit,
      who,
      scope,
      {
        at: app.catalog.now(),
        kind: 'move',
        amount: 0,
        reason: body.reason ?? '—',
        details: { from: from.label, to: target.label, from_id: from.id, to_id: target.id },
      },
      { from: from.label, to: target.label },
    );
    return { statusCode: 200, action: 'move_order', after: { from: from.label, to: target.label } };
  });
}

/** Merges another open order of the branch into this one (two tables pushed together): its items
 * (their rounds after this order's own), diners and waiter calls come over, it closes, and its
 * diners' phones are told to follow this order. Refused while it holds live payments. */
export function mergeOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  who: Who,
  purchaseId: string,
  body: MergeOrderBody,
) {
  return correct(app, request, who, purchaseId, async (into, scope, tx, emit) => {
    const from = await lockPurchase(tx, into.instanceId, body.from_purchase_id);
    const table = from?.service === 'on_table' && from.tableId ? from : null;
    const live = table ? (await livePayments(tx, table)).length : 0;
    const refusal = mergeRefusal(
      { id: into.id, supplierId: into.supplierId, closed: into.closedAt !== null },
      table && {
        id: table.id,
        supplierId: table.supplierId,
        closed: table.closedAt !== null,
        livePayments: live,
      },
    );
    if (refusal) refuse(refusal, into.currency);
    const source = table!;
    const [fromPlace, intoPlace] = await Promise.all([
      getPlace(tx, into.instanceId, source.tableId!),
      getPlace(tx, into.instanceId, into.tableId!),
    ]);
    await mergeContents(
      tx,
      into.instanceId,
      source.id,
      into.id,
      await lastRound(tx, into.instanceId, into.id),
    );
    await refreshTotals(tx, into.instanceId, source.id);
    await closeFinished(tx, into.instanceId, source.id);
    const details = {
      from: fromPlace?.label ?? null,
      to: intoPlace?.label ?? null,
      merged: source.bckPurchaseId,
    };
    await emit(purchaseTopic(source.id), { type: 'merged', into: into.id });
    await corrected(
      tx,
      emit,
      who,
      scope,
      { at: app.catalog.now(), kind: 'merge', amount: 0, reason: body.reason ?? '—', details },
      { from_purchase_id: source.id },
    );
    return { statusCode: 200, action: 'merge_order', after: details };
  });
}

/** Splits the chosen items off to a new order at a free place of the same kind (part of a party
 * moving to another table): the items keep their rounds and courses; diners join the new order by
 * its place's code; the answer is this order, its trail naming the new one. */
export function splitOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  who: Who,
  purchaseId: string,
  body: SplitOrderBody,
) {
  return correct(app, request, who, purchaseId, async (from, scope, tx, emit) => {
    const items = await listItems(tx, from.instanceId, from.id);
    const claimed = new Set(Object.keys(claimedItemAmounts(await livePayments(tx, from))));
    const refusal = splitRefusal(
      items.map((item) => ({ id: item.id, state: item.state as ItemState })),
      body.item_ids,
      claimed,
    );
    if (refusal) refuse(refusal, from.currency);
    const { from: fromPlace, target: place } = await freePlaceFor(tx, from, body.place_id);
    const order = await newTableOrder(tx, { ...scope, place }, from.subservice, null, {
      taken_by: who.staff.label,
    });
    await splitItems(tx, from.instanceId, from.id, order.id, body.item_ids);
    await refreshTotals(tx, from.instanceId, order.id);
    const details = {
      from: fromPlace.label,
      to: place.label,
      to_id: place.id,
      items: body.item_ids.length,
      into: order.bckPurchaseId,
    };
    await emit(purchaseTopic(order.id), { type: 'correction', kind: 'split' });
    await corrected(
      tx,
      emit,
      who,
      scope,
      { at: app.catalog.now(), kind: 'split', amount: 0, reason: body.reason ?? '—', details },
      { into_purchase_id: order.id },
    );
    return { statusCode: 200, action: 'split_order', after: details };
  });
}
