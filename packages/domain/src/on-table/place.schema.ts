import { z } from 'zod';
import { placeKinds } from './on-table.rules.ts';

/** A place of a branch in the venue import file (`suppliers[].tables`, docs/venues.md): the secret
 * code its QR code carries (`/{supplier}/menu-digital?mesa=<code>`), never the table number, so
 * nobody can order to a table from home. */
export const placeImportSchema = z.object({
  code: z
    .string()
    .min(6)
    .max(80)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ (at least 6)'),
  label: z.string().min(1).max(60),
  kind: z.enum(placeKinds).default('table'),
});
export type PlaceImport = z.infer<typeof placeImportSchema>;

/** The places of one branch: each code once. */
export const placesImportSchema = z
  .array(placeImportSchema)
  .max(500)
  .refine((list) => new Set(list.map((p) => p.code)).size === list.length, 'each table code only once')
  .default([]);
