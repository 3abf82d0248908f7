import { z } from 'zod';
import { CORRECTION_REASON_MAX, correctionKinds } from './corrections.rules.ts';
import { staffOrderParams } from './staff.schema.ts';

// The bodies and answers of the corrections' staff routes (issue 54 part 2, docs/staff-api.md#corrections,
// docs/decisions/114-order-corrections.md). Every correction names its reason.

/** Why: one line, required (the spec's staff forms trim what is typed). */
const reason = z.string().trim().min(1).max(CORRECTION_REASON_MAX);

export const staffItemParams = staffOrderParams.extend({ item: z.uuid() });

/** POST /staff/orders/{purchase}/items/{item}/void.json */
export const voidItemBody = z.object({ reason });
export type VoidItemBody = z.infer<typeof voidItemBody>;

/** POST /staff/orders/{purchase}/items/{item}/discount.json: a comp (the whole line), a percent
 * (1–100) or an amount (minor units) off the line; it replaces the line's earlier discount. */
export const itemDiscountBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('comp'), reason }),
  z.object({ kind: z.literal('percent'), value: z.number().int().min(1).max(100), reason }),
  z.object({ kind: z.literal('amount'), value: z.number().int().min(1).max(1_000_000_000), reason }),
]);
export type ItemDiscountBody = z.infer<typeof itemDiscountBody>;

/** POST /staff/orders/{purchase}/discount.json: a percent or an amount off what the bill still
 * charges for its products. */
export const billDiscountBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), value: z.number().int().min(1).max(100), reason }),
  z.object({ kind: z.literal('amount'), value: z.number().int().min(1).max(1_000_000_000), reason }),
]);
export type BillDiscountBody = z.infer<typeof billDiscountBody>;

/** POST /staff/orders/{purchase}/move.json: another place of the branch, free of open orders. */
export const moveOrderBody = z.object({ place_id: z.uuid(), reason: reason.optional() });
export type MoveOrderBody = z.infer<typeof moveOrderBody>;

/** POST /staff/orders/{purchase}/merge.json: another open order of the branch (another table's)
 * joins this one: its items, diners and calls come over, and it closes. */
export const mergeOrderBody = z.object({ from_purchase_id: z.uuid(), reason: reason.optional() });
export type MergeOrderBody = z.infer<typeof mergeOrderBody>;

/** POST /staff/orders/{purchase}/split.json: the chosen items go to a new order at a free place of
 * the same kind. */
export const splitOrderBody = z.object({
  item_ids: z.array(z.uuid()).min(1).max(200),
  place_id: z.uuid(),
  reason: reason.optional(),
});
export type SplitOrderBody = z.infer<typeof splitOrderBody>;

/** One correction of the order's trail, newest last. */
export const correctionSchema = z.object({
  id: z.string(),
  kind: z.enum(correctionKinds),
  item_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  actor: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type Correction = z.infer<typeof correctionSchema>;

export const correctionsSchema = z.object({ corrections: z.array(correctionSchema) });
