import {
  bumpFrom,
  type KitchenStation,
  nextCourseToFire,
} from '@storefront/domain/staff/kitchen-stations.rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { purchaseTopic, staffTopic } from '../../plugins/events.ts';
import { isUuid } from '../payment/payment.repository.ts';
import { lockPurchase, moveItems, type PurchaseRow } from '../purchase/purchase.repository.ts';
import { fireCourse, firedCourses, kitchenItemsOf, productRouting } from './kitchen.repository.ts';
import { heldOfRound, type RoutedItem, routeItems } from './kitchen-board.ts';
import { finishIfServed } from './table-kitchen.ts';

// The kitchen's moves on a table round (ADR 108): bump an item or a station's ticket (prepared),
// recall it (back to cook), serve the round from the expo (delivered) and fire a held course. Each
// runs under the purchase's row lock and moves only items still in the state it moves them from,
// so two tablets bumping at once move each item once and the second is answered what it found.

type Staff = { instanceId: number; label: string };
type Move = { purchase_id: string; round: number; moved: number; course: RoutedItem['course'] };

const notFound = () => new AppError(404, 'not_found');

/** The purchase locked, with its items in the kitchen routed to their stations and courses. */
async function lockedKitchen(tx: Db, instanceId: number, purchaseId: string) {
  const purchase = isUuid(purchaseId) ? await lockPurchase(tx, instanceId, purchaseId) : null;
  if (purchase?.service !== 'on_table') throw notFound();
  const rows = await kitchenItemsOf(tx, instanceId, purchase.id);
  const [routing, fires] = await Promise.all([
    productRouting(
      tx,
      instanceId,
      rows.map((row) => row.productId),
    ),
    firedCourses(tx, instanceId, [purchase.id]),
  ]);
  const firedOf = (round: number) => fires.get(`${purchase.id}:${round}`) ?? new Set();
  return { purchase, items: routeItems(rows, routing, firedOf), firedOf };
}

/** Runs a move in a transaction, then tells the table and every board of the branch. */
async function kitchenMove(
  app: FastifyInstance,
  staff: Staff,
  purchaseId: string,
  work: (tx: Db, kitchen: Awaited<ReturnType<typeof lockedKitchen>>) => Promise<Move>,
): Promise<Move> {
  const { move, purchase } = await app.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const kitchen = await lockedKitchen(tx, staff.instanceId, purchaseId);
    return { move: await work(tx, kitchen), purchase: kitchen.purchase };
  });
  if (move.moved > 0) await tell(app, staff.instanceId, purchase, move);
  return move;
}

async function tell(app: FastifyInstance, instanceId: number, purchase: PurchaseRow, move: Move) {
  await app.events.publish(instanceId, purchaseTopic(purchase.id), { type: 'round', round: move.round });
  await app.events.publish(instanceId, staffTopic(purchase.supplierId), {
    type: 'kitchen',
    purchase_id: purchase.id,
    round: move.round,
    course: move.course,
  });
}

/** Bumps one item (prepared) or recalls it (back to cook). A held item cannot be bumped (409
 * `kitchen_item_held`); an item no longer in the kitchen answers 409 `conflict`; one already where
 * it is asked to be answers `moved: 0` (the other tablet was first). */
export function moveItem(
  app: FastifyInstance,
  staff: Staff,
  purchaseId: string,
  itemId: string,
  to: 'prepared' | 'ordered',
): Promise<Move> {
  return kitchenMove(app, staff, purchaseId, async (tx, { purchase, items }) => {
    const item = items.find((candidate) => candidate.id === itemId);
    if (!item || item.state === 'delivered') throw new AppError(409, 'conflict');
    if (to === 'prepared' && item.held) throw new AppError(409, 'kitchen_item_held');
    const moved = await moveItems(tx, staff.instanceId, purchase.id, {
      ids: [item.id],
      from: [bumpFrom(to)],
      to,
    });
    return { purchase_id: purchase.id, round: item.round, moved, course: null };
  });
}

/** Bumps a ticket (its station's items, or every station's when none, held items left waiting),
 * recalls a bumped one (back to cook), or serves it from the expo (`delivered`: every item of the
 * round that is not held; the held course stays on the boards until fired). A round with nothing
 * of the station in the kitchen answers 404. */
export function moveRound(
  app: FastifyInstance,
  staff: Staff,
  purchaseId: string,
  round: number,
  body: { state: 'prepared' | 'ordered' | 'delivered'; station?: KitchenStation | null | undefined },
): Promise<Move> {
  return kitchenMove(app, staff, purchaseId, async (tx, { purchase, items }) => {
    const ofRound = items.filter(
      (item) =>
        item.round === round &&
        item.state !== 'delivered' &&
        (!body.station || item.station === body.station),
    );
    if (ofRound.length === 0) throw notFound();
    const from = body.state === 'delivered' ? ['ordered', 'prepared'] : [bumpFrom(body.state)];
    const ids = ofRound.filter((item) => body.state === 'ordered' || !item.held).map((item) => item.id);
    const moved = await moveItems(tx, staff.instanceId, purchase.id, { ids, from, to: body.state });
    // the staff handing over the last of a paid-first order (a counter, a room's door)
    if (body.state === 'delivered') await finishIfServed(tx, purchase);
    return { purchase_id: purchase.id, round, moved, course: null };
  });
}

/** Fires a round's next held course ("fire mains"): its items go to their stations' boards. 409
 * `kitchen_nothing_held` when no course of the round waits. */
export function fireRound(
  app: FastifyInstance,
  staff: Staff,
  purchaseId: string,
  round: number,
): Promise<Move> {
  return kitchenMove(app, staff, purchaseId, async (tx, { purchase, items, firedOf }) => {
    const ofRound = items.filter((item) => item.round === round);
    if (!ofRound.some((item) => item.state !== 'delivered')) throw notFound();
    const fired = firedOf(round);
    const course = nextCourseToFire(heldOfRound(ofRound, fired), fired);
    if (!course) throw new AppError(409, 'kitchen_nothing_held');
    const fresh = await fireCourse(tx, {
      instanceId: staff.instanceId,
      purchaseId: purchase.id,
      round,
      course,
      firedBy: staff.label.slice(0, 200),
    });
    const moved = fresh ? ofRound.filter((item) => item.course === course).length : 0;
    return { purchase_id: purchase.id, round, moved, course };
  });
}
