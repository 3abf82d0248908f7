import { z } from 'zod';
import { localizedSchema } from '../catalog/catalog.schema.ts';
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
  name: localizedSchema,
  count: z.number().int(),
  option_names: z.array(localizedSchema),
  note: z.string().nullable(),
  added_by: z.string().nullable(),
});

/** One round of a table order in the kitchen. */
export const roundTicketSchema = z.object({
  id: z.string(),
  purchase_id: z.string(),
  round: z.number().int(),
  table: z.string(),
  ordered_at: z.string(),
  state: z.enum(['ordered', 'prepared']),
  items: z.array(ticketItemSchema),
});
export type RoundTicket = z.infer<typeof roundTicketSchema>;
export const kitchenSchema = z.object({ tickets: z.array(roundTicketSchema) });
