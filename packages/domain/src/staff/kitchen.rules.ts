import { z } from 'zod';
import { kitchenCourseSchema, kitchenStationSchema, localizedSchema } from '../catalog/catalog.schema.ts';
import { nextForwardStatus } from '../delivery/order-status.rules.ts';
import type { OrderStatus } from '../order/order.values.ts';

// The kitchen board (docs/staff-api.md): tickets in columns by state, oldest first, their age turning amber
// then red. The server builds the tickets of table rounds (GET /staff/kitchen.json); delivery and
// take-away orders join them on the board from /staff/delivery-orders.json, from the moment they
// arrive on hold until they leave the pass (docs/decisions/092-online-orders-on-the-kitchen-board.md).

/** Minutes after which a ticket turns amber, then red (Toast and Square KDS defaults are similar). */
export const KITCHEN_AMBER_MINUTES = 10;
export const KITCHEN_RED_MINUTES = 20;

export type TicketAge = 'fresh' | 'amber' | 'red';

/** How late a ticket ordered at `orderedAt` is at `now`. */
export function ticketAge(orderedAt: Date, now: Date): TicketAge {
  const minutes = (now.getTime() - orderedAt.getTime()) / 60_000;
  if (minutes >= KITCHEN_RED_MINUTES) return 'red';
  if (minutes >= KITCHEN_AMBER_MINUTES) return 'amber';
  return 'fresh';
}

/** Whole minutes since a ticket was ordered (never negative). */
export function minutesSince(orderedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - orderedAt.getTime()) / 60_000));
}

/** Oldest first, ties by id so the order is stable between refreshes. */
export function oldestFirst<T extends { ordered_at: string; id: string }>(tickets: readonly T[]): T[] {
  return [...tickets].sort((a, b) => a.ordered_at.localeCompare(b.ordered_at) || a.id.localeCompare(b.id));
}

/** The kitchen board's columns: online orders waiting to be accepted, tickets to prepare, tickets ready. */
export type KitchenColumn = 'accept' | 'prepare' | 'ready';

const kitchenColumnOf: Readonly<Partial<Record<OrderStatus, KitchenColumn>>> = {
  on_hold: 'accept',
  accepted: 'prepare',
  preparation: 'prepare',
  packed: 'ready',
};

/** Where a delivery or take-away order stands on the kitchen board and the one move its ticket
 * offers, as Toast's and Square's KDS do (ADR 092): on hold, accept it; accepted, start preparing;
 * in preparation, packed; packed, handed over (take-away: delivered) or out for delivery (delivery:
 * on the way, after which the delivery screen follows the rider). Null: not on the board (on the
 * way, finished or canceled). */
export function kitchenBoardStep(
  status: OrderStatus,
  service: 'delivery' | 'take_away',
): { column: KitchenColumn; next: OrderStatus } | null {
  const column = kitchenColumnOf[status];
  const next = nextForwardStatus(status, service);
  return column && next ? { column, next } : null;
}

export const ticketItemSchema = z.object({
  /** The item's id, for a bump or a recall of it alone (PUT /staff/kitchen/items/{item}.json). */
  id: z.string(),
  product_id: z.string(),
  name: localizedSchema,
  count: z.number().int(),
  option_names: z.array(localizedSchema),
  note: z.string().nullable(),
  added_by: z.string().nullable(),
  /** The staff member who took it (ADR 112); null or absent: the diner. */
  taken_by: z.string().nullable().optional(),
  /** `voided`: taken off the order after it was sent (ADR 114), shown struck out, nothing to cook. */
  state: z.enum(['ordered', 'prepared', 'voided']),
  /** The board that cooks it (the default `kitchen` for a product without a station). */
  station: kitchenStationSchema,
  course: kitchenCourseSchema.nullable(),
  /** Its course waits to be fired: not cooked yet, not counted all day. */
  held: z.boolean(),
});

/** One round of a table order in the kitchen. */
export const roundTicketSchema = z.object({
  id: z.string(),
  purchase_id: z.string(),
  round: z.number().int(),
  table: z.string(),
  ordered_at: z.string(),
  /** On a station's board, of that station's items: `held` when all left to cook waits for its course. */
  state: z.enum(['ordered', 'prepared', 'held']),
  items: z.array(ticketItemSchema),
  /** For the expo: each station of the whole round and whether all its items are bumped. */
  stations: z.array(z.object({ station: kitchenStationSchema, done: z.boolean() })),
  /** The round's courses still held, in the order a fire fires them. */
  held_courses: z.array(kitchenCourseSchema),
});
export type RoundTicket = z.infer<typeof roundTicketSchema>;
export const kitchenSchema = z.object({
  /** The station whose board this is, or null for the expo (every item). */
  station: kitchenStationSchema.nullable(),
  tickets: z.array(roundTicketSchema),
  /** What is still to cook on this board, per product, most first. */
  all_day: z.array(z.object({ product_id: z.string(), name: localizedSchema, count: z.number().int() })),
  /** On a station's board, the venue's products that name a station (key → station), so the board
   * shows its part of delivery and take-away orders too; empty for the expo. */
  product_stations: z.record(z.string(), kitchenStationSchema),
});

/** `GET /staff/kitchen.json`: a branch, and optionally one station's board. */
export const kitchenQuery = z.object({
  supplier_id: z.string().min(1).max(63),
  station: kitchenStationSchema.optional(),
});

/** A bump (to `prepared`) or a recall (back to `ordered`) of one item. */
export const kitchenItemBody = z.object({ state: z.enum(['prepared', 'ordered']) }).strict();
export const kitchenItemParams = z.object({
  purchase: z.string().min(1).max(64),
  item: z.string().min(1).max(64),
});

/** A bump (`prepared`) or a recall (`ordered`) of a ticket: a round's items at one station, or at
 * every station when none; `delivered`: the expo serves the round (all but its held course). */
export const kitchenRoundBody = z
  .object({ state: z.enum(['prepared', 'ordered', 'delivered']), station: kitchenStationSchema.nullish() })
  .strict();
export const kitchenRoundParams = z.object({
  purchase: z.string().min(1).max(64),
  round: z.coerce.number().int().min(1).max(1000),
});

/** What a bump, a recall or a fire changed. */
export const kitchenMoveSchema = z.object({
  purchase_id: z.string(),
  round: z.number().int(),
  moved: z.number().int(),
  /** The course a fire fired. */
  course: kitchenCourseSchema.nullable(),
});
