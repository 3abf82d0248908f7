import { z } from 'zod';
import { cartLineInputSchema } from '../catalog/catalog.schema.ts';
import { phoneContactSchema } from '../delivery/contact.schema.ts';
import { placeOrderBody } from '../delivery/delivery.schema.ts';

// Order entry by staff (issue 54 part 1, docs/decisions/112-staff-order-entry.md, docs/staff-api.md):
// a waiter opens a place's order and adds lines for a diner or for the table, sends the round, or
// takes a take-away or delivery order by phone. The lines are the diner's own cart lines, checked
// and priced by the same rules; only who took them is new.

export const staffPlaceParams = z.object({ place: z.uuid() });

/** POST /staff/orders/{purchase}/items.json: one line of the menu, for a diner of the table (the
 * profile id of one of its members) or for the table (null). */
export const staffAddItemBody = z.object({
  product: cartLineInputSchema,
  for_member: z.uuid().nullable().default(null),
  /** The diner's birth date, asked by the waiter for an age-restricted product (spec §5). */
  birth_date: z.iso.date().nullable().default(null),
});
export type StaffAddItemBody = z.input<typeof staffAddItemBody>;

/** POST /staff/phone-orders.json?supplier_id=…: a take-away or delivery order taken by phone. The
 * customer pays when they get it (cash or card reader): an online payment needs the diner's own
 * device. The customer's name and phone are required (`contact`). */
export const staffPhoneOrderBody = placeOrderBody.extend({
  contact: phoneContactSchema,
  payment_method: z.enum(['cash', 'card_reader']),
});
export type StaffPhoneOrderBody = z.input<typeof staffPhoneOrderBody>;
