import { z } from 'zod';
import { MAX_PAYMENT_AMOUNT } from '../constants.ts';

/** The one tip choice of the product (spec §3 Order state tip: include YES/NO, percent,
 * customValue): the delivery order body, the table's tip (PUT /menudigital/add_tip) and the pay
 * pages' starting choice all carry this shape. `include` is the spec's YES/NO as a boolean and
 * the custom value is snake_case like the rest of the API (docs/decisions/021-one-tip-and-layer-rules.md). */
export const tipChoiceSchema = z.object({
  include: z.boolean(),
  percent: z.number().int().min(0).max(100),
  /** Minor units of the venue currency; when set it is the tip, whatever the amount. */
  custom_value: z.number().int().min(0).max(MAX_PAYMENT_AMOUNT).nullable().default(null),
});
export type TipChoice = z.output<typeof tipChoiceSchema>;
