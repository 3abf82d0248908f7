import { z } from 'zod';
import { purchaseSchema } from '../order/order.schema.ts';
import { placeSchema, sharePaymentSchema, waiterCallSchema } from './on-table.schema.ts';

// The venue staff API (docs/staff-api.md): open tables and orders, rounds prepared and
// delivered, waiter calls acknowledged, cash and card-reader payments settled. Bearer token per venue.

export const staffBranchQuery = z.object({ supplier_id: z.string().min(1).max(63) });

export const staffCallSchema = waiterCallSchema.extend({
  purchase_id: z.string().nullable(),
  table: z.string().nullable(),
  payment_id: z.string().nullable(),
});

export const staffOrderSchema = z.object({
  purchase: purchaseSchema,
  table: placeSchema.extend({ code: z.string() }),
  details: z.record(z.string(), z.unknown()),
  /** The diners who joined; `profile_id` names one when the staff add a line for them (ADR 112). */
  members: z.array(z.object({ nickname: z.string().nullable(), profile_id: z.string().optional() })),
  payments: z.array(sharePaymentSchema),
  calls: z.array(staffCallSchema),
  /** The storefront path of the order's rating link (spec §2 /ratecluvi/{purchase_id}/{token}). */
  rate_path: z.string().nullable(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffOrdersSchema = z.object({ orders: z.array(staffOrderSchema) });

export const staffTablesSchema = z.object({
  tables: z.array(
    placeSchema.extend({
      code: z.string(),
      /** What the QR code of the place opens (print it). */
      qr_path: z.string(),
      /** The place's open order (a table or room has at most one), oldest first where strangers
       * share the code (seats, boxes, counters: see open_purchase_ids). */
      open_purchase_id: z.string().nullable(),
      /** Every open order at the place, oldest first. */
      open_purchase_ids: z.array(z.string()),
      open_calls: z.number().int(),
    }),
  ),
});

export const staffCallsSchema = z.object({ calls: z.array(staffCallSchema) });

export const staffOrderParams = z.object({ purchase: z.string().min(1).max(64) });
export const staffRoundParams = staffOrderParams.extend({ round: z.coerce.number().int().min(1).max(1000) });
export const staffPaymentParams = staffOrderParams.extend({ payment: z.string().min(1).max(64) });
export const staffCallParams = z.object({ call: z.string().min(1).max(64) });

export const markRoundBody = z.object({ state: z.enum(['prepared', 'delivered']) });
export const acknowledgeCallBody = z.object({ status: z.literal('acknowledged') });
