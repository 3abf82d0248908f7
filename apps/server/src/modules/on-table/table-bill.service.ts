import { formatMoney } from '@storefront/domain/money/money';
import { callWaiterMinimum, meetsCallWaiterMinimum } from '@storefront/domain/on-table/on-table.rules';
import type {
  addTipBody,
  callWaiterBody,
  TableOrder,
  WaiterCall,
} from '@storefront/domain/on-table/on-table.schema';
import { billAmount } from '@storefront/domain/order/totals.rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { purchaseTopic, staffTopic } from '../../plugins/events.ts';
import { listPayments } from '../payment/payment.repository.ts';
import { mergeDetails } from '../purchase/purchase.repository.ts';
import { assertTipAllowed } from '../venue/branch-tips.ts';
import type { VenueDeps } from '../venue/venue.service.ts';
import { refreshTotals, toBillInput } from './bill.repository.ts';
import { assertOpen, loadTable, type TableContext } from './table-access.ts';
import { tableOrderView } from './table-order.view.ts';
import { type Emit, tableWrite } from './table-write.ts';
import { openWaiterCall, type WaiterCallRow } from './waiter-calls.repository.ts';

// spec §7 Digital menu: add tip, call waiter, manual payment (create and update); spec §9 minimum
// order for pay-by-call-waiter. Staff settle manual payments (on-table.staff.ts).

type Ids = { instanceId: number; profileId: string; purchaseId: string };

export function toWaiterCall(row: WaiterCallRow): WaiterCall {
  return {
    id: row.id,
    reason: row.reason,
    status: row.status,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/** spec §9: paying through the waiter needs a bill of at least the country's minimum. */
export function assertCallWaiterMinimum(ctx: TableContext): void {
  const bill = billAmount(toBillInput(ctx.purchase));
  const { countryCode, currency } = ctx.instance;
  if (meetsCallWaiterMinimum(bill, countryCode, currency)) return;
  throw new AppError(409, 'minimum_value', {
    minValue: formatMoney(callWaiterMinimum(countryCode, currency), currency),
  });
}

export function addTip(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: Ids,
  body: z.infer<typeof addTipBody>,
) {
  return tableWrite(app, request, { ...ids, scope: 'menudigital.add_tip' }, async (tx, emit) => {
    const ctx = await loadTable(app.venues, tx, ids.instanceId, ids.purchaseId, ids.profileId, true);
    assertOpen(ctx);
    assertTipAllowed(ctx.supplier, body.tip);
    const list = await listPayments(tx, ids.instanceId, ctx.purchase.id);
    // once someone has paid, tips are each payer's own (docs/decisions/015-split-bill.md)
    if (list.some((p) => p.status === 'paid')) throw new AppError(409, 'conflict');
    await mergeDetails(tx, ids.instanceId, ctx.purchase.id, { tip: body.tip });
    // the order's row as the tip left it: the table, branch and members did not change
    const purchase = await refreshTotals(tx, ids.instanceId, ctx.purchase.id);
    await emit(purchaseTopic(ctx.purchase.id), { type: 'tip' });
    return { statusCode: 200, body: await tableOrderView(tx, { ...ctx, purchase }) };
  });
}

export async function answer(
  venues: VenueDeps,
  tx: Db,
  ids: Ids,
  statusCode = 200,
): Promise<{ statusCode: number; body: TableOrder }> {
  const ctx = await loadTable(venues, tx, ids.instanceId, ids.purchaseId, ids.profileId);
  return { statusCode, body: await tableOrderView(tx, ctx) };
}

export async function announceCall(emit: Emit, ctx: TableContext, call: WaiterCallRow) {
  await emit(purchaseTopic(ctx.purchase.id), { type: 'waiter_call', reason: call.reason });
  await emit(staffTopic(ctx.supplier.id), {
    type: 'waiter_call',
    id: call.id,
    reason: call.reason,
    purchase_id: ctx.purchase.id,
    table: ctx.place.label,
  });
}

export function callWaiter(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: Ids,
  body: z.infer<typeof callWaiterBody>,
) {
  return tableWrite(app, request, { ...ids, scope: 'menudigital.call_waiter' }, async (tx, emit) => {
    const ctx = await loadTable(app.venues, tx, ids.instanceId, ids.purchaseId, ids.profileId, true);
    assertOpen(ctx);
    if (body.reason === 'bill') assertCallWaiterMinimum(ctx);
    const { row, created } = await openWaiterCall(tx, {
      instanceId: ids.instanceId,
      supplierId: ctx.supplier.id,
      placeId: ctx.place.id,
      purchaseId: ctx.purchase.id,
      profileId: ids.profileId,
      reason: body.reason,
      note: body.note,
    });
    if (created) await announceCall(emit, ctx, row);
    // a call changes nothing of the order it locked
    const order = await tableOrderView(tx, ctx);
    return { statusCode: created ? 201 : 200, body: { call: toWaiterCall(row), order } };
  });
}
