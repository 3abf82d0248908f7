import type { CartLineInput } from '@storefront/domain/catalog/catalog.schema';
import { tableServiceOpen } from '@storefront/domain/delivery/hours.rules';
import type {
  addProductCartBody,
  TableOrder,
  updateOrderBody,
} from '@storefront/domain/on-table/on-table.schema';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Lastly } from '../../lib/idempotency.ts';
import { purchaseTopic, staffTopic } from '../../plugins/events.ts';
import { productIdsByKey } from '../catalog/catalog.repository.ts';
import { pricingBranch } from '../catalog/catalog.service.ts';
import {
  findPurchase,
  insertItems,
  moveItems,
  openItems,
  type PurchaseRow,
  returnStock,
  takeStocks,
  updateItems,
} from '../purchase/purchase.repository.ts';
import { refreshTotals } from './bill.repository.ts';
import { assertOpen, loadTable, type TableContext } from './table-access.ts';
import { tableServiceHours } from './table-hours.repository.ts';
import {
  finishIfServed,
  isBillPaid,
  type OrderScope,
  type Removed,
  removeItems,
  sendPendingRound,
} from './table-kitchen.ts';
import { joinMember } from './table-members.repository.ts';
import { tableOrderView } from './table-order.view.ts';
import { priceLine } from './table-products.ts';
import { type Emit, tableWrite } from './table-write.ts';

// spec §7 Digital menu: add product to cart, order update, clean cart, send to kitchen, receive
// order. Every change is announced on the order's topic so each phone at the table refreshes.

/** What a change did: its status code, the products it took off, and the purchase row as its last
 * write left it (`refreshTotals` answers it), so the answer does not read it again. */
type Work = (
  ctx: TableContext,
  tx: Db,
  emit: Emit,
  lastly: Lastly,
) => Promise<{ statusCode?: number; removed?: Removed; purchase?: PurchaseRow }>;

/** Locks the member's order, runs `work`, and answers the order as it is after it. */
function onOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: { instanceId: number; profileId: string; purchaseId: string; scope: string },
  work: Work,
): Promise<{ statusCode: number; body: TableOrder }> {
  return tableWrite(app, request, ids, async (tx, emit, _recorded, lastly) => {
    const ctx = await loadTable(app.venues, tx, ids.instanceId, ids.purchaseId, ids.profileId, true);
    const outcome = await work(ctx, tx, emit, lastly);
    // The order as the work left it: only the purchase row changes (the table, branch and venue do
    // not, and the view reads the members itself), so it alone is read again, unless the work
    // answered it from its last write.
    const purchase =
      outcome.purchase ?? (await findPurchase(tx, ids.instanceId, ctx.purchase.id)) ?? ctx.purchase;
    const fresh = { ...ctx, purchase };
    return {
      statusCode: outcome.statusCode ?? 200,
      body: await tableOrderView(tx, fresh, outcome.removed ?? []),
    };
  });
}

function assertOrdering(ctx: Pick<OrderScope, 'purchase' | 'rules'>): void {
  assertOpen(ctx);
  if (!ctx.rules.ordering) throw new AppError(409, 'table_service_unavailable');
}

/** Who adds a line and for whom: the diner it is for (null: the table) and the staff member who
 * took it (null: the diner themself), the birth date an age-restricted product asks. */
export interface LineAuthor {
  addedBy: string | null;
  takenBy: string | null;
  birthDate: string | null;
  lang: Lang;
}

/** Adds one line of the menu to a table order, checked and priced by the catalogue's rules
 * (`priceLine`), its stock taken last; the diner's add and the staff's (ADR 112) are this one
 * function. Answers the purchase row as its totals left it. */
export async function addLine(
  app: FastifyInstance,
  scope: OrderScope,
  tx: Db,
  emit: Emit,
  lastly: Lastly,
  line: CartLineInput,
  author: LineAuthor,
): Promise<PurchaseRow> {
  const { instance, supplier, purchase: order } = scope;
  assertOrdering(scope);
  // checkout_no_incremental: one order; once it reached the kitchen nothing more is added
  if (!scope.rules.incremental) {
    const items = await openItems(tx, instance.id, order.id);
    if (items.some((item) => item.state !== 'pending')) throw new AppError(409, 'order_closed');
  }
  const branch = await pricingBranch(app.catalog, instance.id, supplier.slug, tx);
  if (!branch) throw new AppError(409, 'add_to_cart_failed');
  const priced = priceLine(branch, line, author.birthDate, author.lang, app.catalog.now());
  await insertItems(tx, instance.id, order.id, [
    {
      productId: priced.product.id,
      name: priced.product.name,
      unitPrice: priced.unitPrice,
      count: line.count,
      options: line.options ?? {},
      optionNames: priced.optionNames,
      note: line.note ?? null,
      addedBy: author.addedBy,
      takenBy: author.takenBy,
    },
  ]);
  const purchase = await refreshTotals(tx, instance.id, order.id);
  await emit(purchaseTopic(order.id), { type: 'cart' });
  // Last, after the answer's view and the events: the stock row stays locked from here to the
  // commit only (docs/decisions/029-lean-order-write.md, 046).
  lastly(() =>
    takeStocks(tx, instance.id, supplier.id, [{ productId: priced.productDbId, count: line.count }]),
  );
  return purchase;
}

export function addProduct(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: { instanceId: number; profileId: string },
  body: z.infer<typeof addProductCartBody>,
  lang: Lang,
) {
  const scope = { ...ids, purchaseId: body.purchase_id, scope: 'menudigital.add_product_cart' };
  return onOrder(app, request, scope, async (ctx, tx, emit, lastly) => {
    // a failure below rolls the join back with the rest
    if (body.data_purchase.nickname) {
      await joinMember(tx, ids.instanceId, ctx.purchase.id, ids.profileId, body.data_purchase.nickname);
    }
    const author = { addedBy: ids.profileId, takenBy: null, birthDate: body.data_purchase.birth_date, lang };
    const purchase = await addLine(app, ctx, tx, emit, lastly, body.product, author);
    return { statusCode: 201, purchase };
  });
}

export function updateOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: { instanceId: number; profileId: string; purchaseId: string },
  body: z.infer<typeof updateOrderBody>,
) {
  return onOrder(app, request, { ...ids, scope: 'menudigital.cart' }, async (ctx, tx, emit) => {
    if (body.nickname) await joinMember(tx, ids.instanceId, ctx.purchase.id, ids.profileId, body.nickname);
    if (body.products.length > 0) {
      assertOrdering(ctx);
      const items = await openItems(tx, ids.instanceId, ctx.purchase.id);
      const byId = new Map(items.map((item) => [item.id, item]));
      const dbIds = await productIdsByKey(
        tx,
        ids.instanceId,
        items.map((i) => i.productId),
      );
      for (const change of body.products) {
        const item = byId.get(change.id);
        // spec §8 "Error modifying or removing a product": unknown, or already in the kitchen
        if (item?.state !== 'pending') throw new AppError(409, 'product_update_failed');
        const productId = dbIds.get(item.productId);
        if (change.count === 0) {
          await removeItems(tx, ctx, [item]);
          continue;
        }
        const delta = change.count - item.count;
        if (productId !== undefined && delta > 0)
          await takeStocks(tx, ids.instanceId, ctx.supplier.id, [{ productId, count: delta }]);
        if (productId !== undefined && delta < 0)
          await returnStock(tx, ids.instanceId, ctx.supplier.id, productId, -delta);
        await updateItems(tx, ids.instanceId, [item.id], { count: change.count });
      }
      await refreshTotals(tx, ids.instanceId, ctx.purchase.id);
    }
    await emit(purchaseTopic(ctx.purchase.id), { type: 'cart' });
    return {};
  });
}

/** Takes the diner's own products pending to send off the order (the others' stay). */
export function cleanCart(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: { instanceId: number; profileId: string; purchaseId: string },
) {
  return onOrder(app, request, { ...ids, scope: 'menudigital.clean_cart' }, async (ctx, tx, emit) => {
    assertOpen(ctx);
    const items = await openItems(tx, ids.instanceId, ctx.purchase.id);
    const mine = items.filter((item) => item.state === 'pending' && item.addedBy === ids.profileId);
    await removeItems(tx, ctx, mine);
    const purchase = await refreshTotals(tx, ids.instanceId, ctx.purchase.id);
    if (mine.length > 0) await emit(purchaseTopic(ctx.purchase.id), { type: 'cart' });
    return { purchase };
  });
}

/** Sends a table order's pending products to the kitchen as the next round, as the diner's "send
 * to kitchen" and the staff's (ADR 112) both do: only while the table service is open, and where
 * payment comes first, once the bill is paid. */
export async function sendRound(
  app: FastifyInstance,
  scope: OrderScope,
  tx: Db,
  emit: Emit,
): Promise<{ removed?: Removed; purchase?: PurchaseRow; round?: number | null }> {
  const { instance, supplier, purchase: order } = scope;
  if (!scope.rules.ordering) throw new AppError(409, 'table_service_unavailable');
  // a table service with hours of its own sends no round outside them (ADR 106)
  const hours = await tableServiceHours(tx, instance.id, supplier.id);
  if (!tableServiceOpen(hours, app.catalog.now(), instance.timezone))
    throw new AppError(409, 'table_service_unavailable');
  if (scope.rules.payBeforeKitchen && !(await isBillPaid(tx, scope)))
    throw new AppError(409, 'payment_required');
  if (order.closedAt) return {};
  const { round, removed } = await sendPendingRound(tx, scope, app.catalog.now(), () =>
    pricingBranch(app.catalog, instance.id, supplier.slug, tx),
  );
  // Nothing was pending (another diner sent it, or a second tap): nothing changed, and the order
  // as locked at the start is the answer (docs/decisions/056-a-table-call-in-fewer-statements.md).
  if (round === null && removed.length === 0) return { purchase: order };
  const purchase = await refreshTotals(tx, instance.id, order.id);
  await emit(purchaseTopic(order.id), { type: 'round', round });
  await emit(staffTopic(supplier.id), { type: 'round', purchase_id: order.id, round });
  return { removed, purchase, round };
}

/** spec §7 cook_products: the pending products go to the kitchen as the next round. Where payment
 * comes first the kitchen gets nothing before the bill is paid. */
export function cookProducts(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: { instanceId: number; profileId: string; purchaseId: string },
) {
  return onOrder(app, request, { ...ids, scope: 'menudigital.cook_products' }, (ctx, tx, emit) =>
    sendRound(app, ctx, tx, emit),
  );
}

/** spec §7 receive_order: the diner has the order (grab-and-go pickup, room service at the door):
 * what the kitchen sent is delivered, and a paid order is finished. */
export function receiveOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: { instanceId: number; profileId: string; purchaseId: string },
) {
  return onOrder(app, request, { ...ids, scope: 'menudigital.receive_order' }, async (ctx, tx, emit) => {
    await moveItems(tx, ids.instanceId, ctx.purchase.id, { from: ['ordered', 'prepared'], to: 'delivered' });
    await finishIfServed(tx, ctx.purchase);
    await emit(purchaseTopic(ctx.purchase.id), { type: 'received' });
    await emit(staffTopic(ctx.supplier.id), { type: 'received', purchase_id: ctx.purchase.id });
    return {};
  });
}
