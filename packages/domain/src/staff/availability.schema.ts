import { z } from 'zod';
import { localizedSchema } from '../catalog/catalog.schema.ts';
import { pausableServices } from '../venue/service-pause.rules.ts';

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

/** A branch's services and whether each is paused now (docs/staff-api.md, Availability). */
export const servicePauseParams = z.object({ service: z.enum(pausableServices) });
export const servicePauseBody = z.object({ paused: z.boolean() });
export const branchServicesSchema = z.object({
  services: z.array(
    z.object({
      service: z.enum(pausableServices),
      /** The venue file offers it at this branch. */
      offered: z.boolean(),
      paused: z.boolean(),
    }),
  ),
});
export type BranchServices = z.infer<typeof branchServicesSchema>;
