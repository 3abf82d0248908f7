import { unsentProductsBlockPayment } from '@storefront/domain/on-table/on-table.rules';
import type { manualPaymentBody, updateManualPaymentBody } from '@storefront/domain/on-table/on-table.schema';
import type { PaymentShare } from '@storefront/domain/payment/payment.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { purchaseTopic, staffTopic } from '../../plugins/events.ts';
import { applyStatus } from '../payment/payment.ledger.ts';
import { insertPayment, setManualMethod } from '../payment/payment.repository.ts';
import { paymentSettingsOf } from '../payment/payment.service.ts';
import { decideShare } from '../payment/payment.share.ts';
import type { PaymentSettings } from '../payment/payment-settings.repository.ts';
import { assertTipAllowed } from '../venue/branch-tips.ts';
import { findSupplierByRef, isSupplierRef } from '../venue/venue.repository.ts';
import { findPendingManual } from './bill.repository.ts';
import { assertOpen, loadTable, type TableContext } from './table-access.ts';
import { announceCall, answer, assertCallWaiterMinimum } from './table-bill.service.ts';
import { latestOpenMembership } from './table-members.repository.ts';
import { readTable, tableBill, tableOrderOf } from './table-order.view.ts';
import type { TablePaymentRow } from './table-reads.repository.ts';
import { tableWrite } from './table-write.ts';
import { openWaiterCall } from './waiter-calls.repository.ts';

// spec §7 manual_payment (create and update): a share of the bill paid in cash or by card reader,
// collected by the waiter and settled by the staff (docs/decisions/015-split-bill.md).

type Ids = { instanceId: number; profileId: string; purchaseId: string };

/** Cash and card reader only where the venue takes them at the table (its payment settings), as
 * POST /payments.json checks the online methods. The settings come from the payments' cache before
 * the table is locked (docs/decisions/057-payment-settings-from-a-cache.md); the check runs where
 * it always did, after the order's own. */
function assertTableMethod(methods: PaymentSettings['methods'], method: string | undefined): void {
  if (method === undefined) return;
  if (!(methods.on_table as string[]).includes(method)) throw new AppError(409, 'payment_method_unavailable');
}

/** The diner's order for a manual payment: the one named (its branch checked once it is loaded,
 * `assertBranch`), else the diner's latest open one at the branch named. */
async function purchaseForPayment(
  db: Db,
  instanceId: number,
  profileId: string,
  body: z.infer<typeof manualPaymentBody>,
): Promise<string> {
  if (body.purchase_id) return body.purchase_id;
  const supplier = await findSupplierByRef(db, instanceId, body.supplier_id);
  if (!supplier) throw new AppError(404, 'supplier_not_found');
  const purchaseId = await latestOpenMembership(db, instanceId, supplier.id, profileId);
  if (!purchaseId) throw new AppError(404, 'order_query_failed');
  return purchaseId;
}

/** The order's branch is the one the body names, read from the venue reads' cache with the order;
 * only a mismatch reads the branch named, to tell an unknown branch from another one
 * (docs/decisions/056-a-table-call-in-fewer-statements.md). */
async function assertBranch(db: Db, ctx: TableContext, ref: string | number): Promise<void> {
  if (isSupplierRef(ctx.supplier, ref)) return;
  if (!(await findSupplierByRef(db, ctx.instance.id, ref))) throw new AppError(404, 'supplier_not_found');
  throw new AppError(404, 'order_query_failed');
}

/** A table's payments with one just written, in the order `listPayments` reads them (created, to the
 * millisecond, then id): the answer a read after the write would give. */
function withPayment(list: TablePaymentRow[], payment: TablePaymentRow): TablePaymentRow[] {
  return [...list, payment].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export async function createManualPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: { instanceId: number; profileId: string },
  body: z.infer<typeof manualPaymentBody>,
) {
  const purchaseId = await purchaseForPayment(app.db, ids.instanceId, ids.profileId, body);
  const { methods } = await paymentSettingsOf(app.payments.deps, ids.instanceId);
  return tableWrite(app, request, { ...ids, scope: 'menudigital.manual_payment' }, async (tx, emit) => {
    const ctx = await loadTable(app.venues, tx, ids.instanceId, purchaseId, ids.profileId, true);
    await assertBranch(tx, ctx, body.supplier_id);
    assertOpen(ctx);
    assertTipAllowed(ctx.supplier, body.tip);
    assertTableMethod(methods, body.method);
    // The table is read once, under its lock: the checks, the share and the answer all come from
    // these reads (docs/decisions/048-a-share-paid-in-one-read.md).
    const reads = await readTable(tx, ctx);
    const pending = reads.items.filter((item) => item.state === 'pending').length;
    if (unsentProductsBlockPayment(ctx.rules, pending)) throw new AppError(409, 'unsent_products');
    assertCallWaiterMinimum(ctx);
    const decided = decideShare(body.share as PaymentShare, body.amount, tableBill(ctx, reads), reads.items);
    const payment = await insertPayment(tx, {
      instanceId: ids.instanceId,
      purchaseId,
      profileId: ids.profileId,
      provider: 'manual',
      method: body.method,
      status: 'pending',
      amount: decided.amount,
      tip: body.tip,
      currency: ctx.purchase.currency,
      share: decided.share,
    });
    const { row } = await openWaiterCall(tx, {
      instanceId: ids.instanceId,
      supplierId: ctx.supplier.id,
      placeId: ctx.place.id,
      purchaseId,
      profileId: ids.profileId,
      reason: 'payment',
      note: body.method,
      paymentId: payment.id,
    });
    await announceCall(emit, ctx, row);
    await emit(purchaseTopic(purchaseId), { type: 'payment' });
    // A pending payment leaves the purchase row as it was locked (docs/decisions/029-lean-order-write.md),
    // and neither it nor the waiter's call changes the items or the members: the answer is the
    // reads with the payment written (ADR 056).
    const order = tableOrderOf(ctx, { ...reads, payments: withPayment(reads.payments, payment) });
    const shared = order.bill.payments.find((p) => p.id === payment.id)!;
    return { statusCode: 201, body: { payment: shared, order } };
  });
}

export async function updateManualPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: Ids,
  body: z.infer<typeof updateManualPaymentBody>,
) {
  const { methods } = await paymentSettingsOf(app.payments.deps, ids.instanceId);
  return tableWrite(
    app,
    request,
    { ...ids, scope: 'menudigital.manual_payment.update' },
    async (tx, emit, recorded) => {
      const ctx = await loadTable(app.venues, tx, ids.instanceId, ids.purchaseId, ids.profileId, true);
      const payment = await findPendingManual(tx, ids.instanceId, ctx.purchase.id, {
        id: body.payment_id,
        profileId: ids.profileId,
      });
      if (!payment) throw new AppError(404, 'payment_not_processed');
      if (body.cancel) {
        // A status change goes through the ledger: it records the events, and on-table's listener
        // answers the waiter's collect call.
        await applyStatus(
          app.payments.deps,
          tx,
          ids.instanceId,
          payment.id,
          { status: 'declined', messageKey: 'payment_not_processed' },
          'cancel',
          recorded,
        );
      } else {
        assertTableMethod(methods, body.method);
        await setManualMethod(tx, ids.instanceId, payment.id, body.method ?? payment.method);
        await emit(purchaseTopic(ctx.purchase.id), { type: 'payment' });
        await emit(staffTopic(ctx.supplier.id), {
          type: 'payment',
          id: payment.id,
          purchase_id: ctx.purchase.id,
        });
      }
      const { body: order } = await answer(app.venues, tx, ids);
      return {
        statusCode: 200,
        body: { payment: order.bill.payments.find((p) => p.id === payment.id)!, order },
      };
    },
  );
}
