import { z } from 'zod';
import { localizedSchema } from '../catalog/catalog.schema.ts';

// "Available now" (docs/staff-api.md): a branch's products and their options,
// each marked sold out or not; the staff flip them and the diner's menu follows.

export const availabilityQuery = z.object({ supplier_id: z.string().min(1).max(63) });
export const soldOutBody = z.object({ sold_out: z.boolean() });
export const availabilityProductParams = z.object({ product: z.string().min(1).max(60) });
export const availabilityOptionParams = z.object({
  option: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const availabilitySchema = z.object({
  products: z.array(
    z.object({
      key: z.string(),
      name: localizedSchema,
      sold_out: z.boolean(),
      options: z.array(z.object({ id: z.number().int(), name: localizedSchema, sold_out: z.boolean() })),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;
