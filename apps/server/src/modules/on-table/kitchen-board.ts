import type { Localized } from '@storefront/domain/catalog/catalog.schema';
import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import { oldestFirst, type RoundTicket } from '@storefront/domain/staff/kitchen.rules';
import {
  allDayCounts,
  boardState,
  heldCourses,
  isHeld,
  type KitchenCourse,
  type KitchenStation,
  stationOf,
  stationsDone,
} from '@storefront/domain/staff/kitchen-stations.rules';
import type { FastifyInstance } from 'fastify';
import { requireSupplierByRef as branchOf } from '../venue/venue.repository.ts';
import { firedCourses, productRouting, productStations, roundTimes } from './kitchen.repository.ts';
import { openOrders } from './on-table.staff.ts';

// The kitchen board's table tickets (docs/staff-api.md, ADR 108): one ticket per round of a table
// order still to prepare or deliver, with when it reached the kitchen (the time of its `round`
// event in the outbox; the order's opening when that is gone), oldest first. On a station's board
// a ticket carries only that station's items; the expo (no station) carries every item and which
// of the round's stations are done. A round's later courses are held until fired.

export interface RoutedItem {
  id: string;
  productId: string;
  round: number;
  state: 'ordered' | 'prepared' | 'delivered';
  station: KitchenStation;
  course: KitchenCourse | null;
  held: boolean;
}

/** Each item's station, course and hold, round by round (the round's first course fires at once).
 * `items` are every item the kitchen had, delivered ones too: a served starter keeps its round's
 * main a later course. */
export function routeItems<T extends { id: string; productId: string; round: number; state: string }>(
  items: readonly T[],
  routing: ReadonlyMap<string, { station: string | null; course: string | null }>,
  fired: (round: number) => ReadonlySet<KitchenCourse>,
): (T & RoutedItem)[] {
  const coursed = items.map((item) => ({
    ...item,
    state: item.state as RoutedItem['state'],
    station: stationOf(routing.get(item.productId)?.station),
    course: (routing.get(item.productId)?.course ?? null) as KitchenCourse | null,
  }));
  const heldOf = new Map<number, KitchenCourse[]>();
  for (const round of new Set(coursed.map((item) => item.round)))
    heldOf.set(round, heldCourses(coursed.filter((item) => item.round === round)));
  return coursed.map((item) => ({
    ...item,
    held: isHeld(item, heldOf.get(item.round) ?? [], fired(item.round)),
  }));
}

/** The courses of a round still waiting, in the order a fire fires them. */
export function heldOfRound(items: readonly RoutedItem[], fired: ReadonlySet<KitchenCourse>) {
  // every item the round had, delivered ones too
  return heldCourses(items).filter((course) => !fired.has(course));
}

/** An item of the staff's order as a ticket shows it, where it stands in the kitchen. */
function ticketItem(
  item: StaffOrder['purchase']['products'][number] & { productId: string },
  at: Pick<RoundTicket['items'][number], 'state' | 'station' | 'course' | 'held'>,
): RoundTicket['items'][number] {
  return {
    id: item.id,
    product_id: item.productId,
    name: item.name,
    count: item.count,
    option_names: item.option_names,
    note: item.note,
    added_by: item.added_by_name,
    taken_by: item.taken_by ?? null,
    state: at.state,
    station: at.station,
    course: at.course,
    held: at.held,
  };
}

export async function kitchenBoard(
  app: FastifyInstance,
  instanceId: number,
  supplierRef: string,
  station: KitchenStation | null,
) {
  const supplier = await branchOf(app.db, instanceId, supplierRef);
  const [orders, times] = await Promise.all([
    openOrders(app, instanceId, supplierRef),
    roundTimes(app.db, instanceId, supplier.id),
  ]);
  const sent = orders.flatMap((order) =>
    order.purchase.products.flatMap((item) =>
      item.round !== null && ['ordered', 'prepared', 'delivered'].includes(item.state)
        ? [{ ...item, productId: item.product_id, round: item.round, order }]
        : [],
    ),
  );
  // items voided after they were sent (ADR 114): still shown, struck out, on their round's ticket
  const voided = orders.flatMap((order) =>
    order.purchase.products.flatMap((item) =>
      item.round !== null && item.state === 'removed'
        ? [{ ...item, productId: item.product_id, round: item.round, order }]
        : [],
    ),
  );
  const [routing, fires, stations] = await Promise.all([
    productRouting(
      app.db,
      instanceId,
      [...sent, ...voided].map((item) => item.productId),
    ),
    firedCourses(
      app.db,
      instanceId,
      orders.map((order) => order.purchase.id),
    ),
    station === null ? ({} as Record<string, string>) : productStations(app.db, instanceId),
  ]);
  const firedOf = (purchaseId: string, round: number) =>
    fires.get(`${purchaseId}:${round}`) ?? new Set<KitchenCourse>();
  const tickets: RoundTicket[] = [];
  for (const order of orders) {
    const id = order.purchase.id;
    const routed = routeItems(
      sent.filter((item) => item.order === order),
      routing,
      (round) => firedOf(id, round),
    );
    const inKitchen = routed.flatMap((item) =>
      item.state === 'delivered' ? [] : [{ ...item, state: item.state }],
    );
    for (const round of new Set(inKitchen.map((item) => item.round))) {
      const all = inKitchen.filter((item) => item.round === round);
      const shown = station === null ? all : all.filter((item) => item.station === station);
      if (shown.length === 0) continue;
      const gone = voided.filter(
        (item) =>
          item.order === order &&
          item.round === round &&
          (station === null || stationOf(routing.get(item.productId)?.station) === station),
      );
      const at = times.get(`${id}:${round}`) ?? new Date(order.purchase.created_at);
      tickets.push({
        id: `${id}:${round}`,
        purchase_id: id,
        round,
        table: order.table.label,
        ordered_at: at.toISOString(),
        state: boardState(shown),
        items: [
          ...shown.map((item) => ticketItem(item, item)),
          ...gone.map((item) =>
            ticketItem(item, {
              state: 'voided',
              station: stationOf(routing.get(item.productId)?.station),
              course: null,
              held: false,
            }),
          ),
        ],
        stations: stationsDone(all),
        held_courses: heldOfRound(
          routed.filter((item) => item.round === round),
          firedOf(id, round),
        ),
      });
    }
  }
  const names = new Map<string, Localized>(sent.map((item) => [item.productId, item.name]));
  const allDay = allDayCounts(
    tickets.flatMap((ticket) => ticket.items.map((item) => ({ ...item, product_id: item.product_id }))),
  ).map(({ product_id, count }) => ({ product_id, name: names.get(product_id)!, count }));
  const productStationsOf = Object.fromEntries(
    Object.entries(stations).map(([key, value]) => [key, stationOf(value)]),
  );
  return { station, tickets: oldestFirst(tickets), all_day: allDay, product_stations: productStationsOf };
}
