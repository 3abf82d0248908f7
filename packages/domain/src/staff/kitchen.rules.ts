import { z } from 'zod';
import { localizedSchema } from '../catalog/catalog.schema.ts';

// The kitchen board (docs/staff-api.md): tickets in columns by state, oldest first, their age turning amber
// then red. The server builds the tickets of table rounds (GET /staff/kitchen.json); delivery and
// take-away orders join them on the board from /staff/delivery-orders.json.

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
