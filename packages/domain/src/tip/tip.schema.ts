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

/** A branch's tip options (docs/venues.md#tips, ADR 107), as Toast and Square keep them per
 * location: tips on or off, up to three distinct whole percents the picker offers, and the one
 * suggested (included by default) or none. Absent, the branch offers the spec's defaults (§9). */
export const tipSettingSchema = z
  .object({
    enabled: z.boolean(),
    percents: z
      .array(z.number().int().min(1).max(50))
      .min(1)
      .max(3)
      .refine((percents) => new Set(percents).size === percents.length, 'each percent only once'),
    suggested: z.number().int().min(1).max(50).nullable(),
  })
  .strict()
  .refine((tips) => tips.suggested === null || tips.percents.includes(tips.suggested), {
    message: 'the suggested percent must be one of the percents',
    path: ['suggested'],
  });
export type TipSetting = z.output<typeof tipSettingSchema>;
