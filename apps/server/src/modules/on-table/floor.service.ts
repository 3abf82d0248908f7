import { checkFloorLayout, floorPositions, floorState } from '@storefront/domain/on-table/floor.rules';
import {
  FLOOR_COLUMNS,
  FLOOR_ROWS,
  type Floor,
  type FloorLayout,
  type FloorPosition,
} from '@storefront/domain/on-table/floor.schema';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { staffTopic } from '../../plugins/events.ts';
import { type AuditActor, recordChange } from '../staff/audit-log.ts';
import { requireSupplierByRef } from '../venue/venue.repository.ts';
import {
  type FloorPositionRow,
  floorPositionsOf,
  openFloorOrders,
  saveFloorPositions,
} from './floor.repository.ts';
import { placesOfSupplier } from './places.repository.ts';
import { openCallsOfSupplier } from './waiter-calls.repository.ts';

// The floor plan (issue 54 part 6, docs/decisions/113-floor-plan.md): a branch's places where they
// stand, each in its state (domain `floorState`) from the open orders, their items and payments and
// the open waiter calls; and the manager's arranging, checked whole before anything is saved.

const positionOf = (row: FloorPositionRow): FloorPosition => ({
  x: row.x,
  y: row.y,
  width: row.width,
  height: row.height,
  shape: row.shape,
});

/** The floor of a branch (by slug or id) as it is now: its active places by label. */
export async function readFloor(db: Db, instanceId: number, branchRef: string): Promise<Floor> {
  const branch = await requireSupplierByRef(db, instanceId, branchRef);
  const [list, saved, orders, calls] = await Promise.all([
    placesOfSupplier(db, instanceId, branch.id),
    floorPositionsOf(db, instanceId, branch.id),
    openFloorOrders(db, instanceId, branch.id),
    openCallsOfSupplier(db, instanceId, branch.id),
  ]);
  const drawn = floorPositions(list, new Map(saved.map((row) => [row.placeId, positionOf(row)])));
  const places = drawn.map(({ id, label, kind, position, arranged }) => {
    const here = orders.filter((order) => order.tableId === id);
    const asked = calls.filter((call) => call.placeId === id);
    const sum = (pick: (order: (typeof here)[number]) => number) =>
      here.reduce((total, order) => total + pick(order), 0);
    const facts = {
      orders: here.length,
      itemsPending: sum((o) => o.itemsPending),
      itemsInKitchen: sum((o) => o.itemsInKitchen),
      billCalls: asked.filter((call) => call.reason === 'bill').length,
      paymentCalls: asked.filter((call) => call.reason === 'payment').length,
      paymentsInProgress: sum((o) => o.paymentsInProgress),
      paid: sum((o) => o.paid),
      total: sum((o) => o.total),
    };
    return {
      id,
      label,
      kind,
      ...position,
      arranged,
      state: floorState(facts),
      purchase_ids: here.map((order) => order.id),
      items_pending: facts.itemsPending,
      items_in_kitchen: facts.itemsInKitchen,
      open_calls: asked.length,
    };
  });
  return { columns: FLOOR_COLUMNS, rows: FLOOR_ROWS, places };
}

/** Puts the places a manager moved where they now stand, with the audit record, in one
 * transaction; a place not of the branch's active ones or off the canvas refuses the whole layout
 * (400, `checkFloorLayout`'s key) and nothing changes. Every floor of the branch is told. */
export async function arrangeFloor(
  app: FastifyInstance,
  instanceId: number,
  branchRef: string,
  layout: FloorLayout,
  actor: AuditActor,
): Promise<Floor> {
  const branch = await requireSupplierByRef(app.db, instanceId, branchRef);
  await app.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const list = await placesOfSupplier(tx, instanceId, branch.id);
    const check = checkFloorLayout(layout, new Map(list.map((place) => [place.id, place.label])));
    if (!check.ok) throw new AppError(400, check.key, check.params);
    const moved = new Set(layout.places.map((place) => place.id));
    const before = (await floorPositionsOf(tx, instanceId, branch.id)).filter((row) =>
      moved.has(row.placeId),
    );
    await saveFloorPositions(tx, instanceId, branch.id, layout.places);
    await recordChange(tx, instanceId, actor, {
      area: 'branches',
      action: 'arrange_floor',
      subject: `floor:${branch.slug}`,
      before: before.map((row) => ({ id: row.placeId, ...positionOf(row) })),
      after: layout.places,
    });
  });
  await app.events.publish(instanceId, staffTopic(branch.id), { type: 'floor_arranged' });
  return readFloor(app.db, instanceId, branch.slug);
}
