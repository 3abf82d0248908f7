import { z } from 'zod';
import { parseMediaRef } from '../media/media.rules.ts';
import {
  allergenInfoSchema,
  availabilityWindowSchema,
  catalogKeySchema,
  catalogPriceSchema,
  catalogServiceSchema,
  categoryImportSchema,
  dietaryTagSchema,
  localizedSchema,
  optionGroupFieldsSchema,
  optionImportSchema,
  productImportSchema,
  productPhotosMax,
  withGroupLimits,
} from './catalog.schema.ts';

// The back office's menu editor (issue 53; docs/back-office.md#menu, docs/staff-api.md): its bodies
// are the venue import's schemas (catalog.schema.ts) picked and extended, so a field means and is
// checked the same whichever way it is written. Rows are named by their numeric id; every save
// names the `version` it read (409 stale_edit when someone saved in between).

const rowId = z.number().int().min(1).max(2_147_483_647);
const paramId = z.coerce.number().int().min(1).max(2_147_483_647);
/** The version of the row the editor read. */
const version = z.number().int().min(1).max(2_147_483_647);

/** A photo of the editor: an upload's `media:` ref (POST /staff/media.json) or the `/media/…` path an
 * imported image got; no other URL (a venue file's https image is fetched at import, a screen's
 * cannot be). */
const editorPhotoSchema = z
  .string()
  .max(500)
  .refine((ref) => parseMediaRef(ref) !== null || /^\/media\/[a-f0-9]{16,64}\.[a-z0-9]{2,5}$/.test(ref), {
    message: 'an uploaded photo',
  });
export const editorImageSchema = editorPhotoSchema.nullable().default(null);

export const menuCategoryParams = z.object({ category: paramId });
export const menuProductParams = z.object({ product: paramId });
export const menuOptionGroupParams = z.object({ group: paramId });

// ---- categories ----

const categoryFields = categoryImportSchema.pick({ name: true }).extend({
  image: editorImageSchema,
  /** null = a main category. */
  parent_id: rowId.nullable().default(null),
});
export const categoryCreateBody = categoryFields.extend({ key: catalogKeySchema.optional() }).strict();
export const categoryUpdateBody = categoryFields
  .extend({ version, archived: z.boolean().default(false) })
  .strict();
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBody>;

/** The whole order of one level of the tree (main categories, or a parent's children), by id. */
export const categoryOrderBody = z
  .object({ parent_id: rowId.nullable().default(null), ids: z.array(rowId).min(1).max(500) })
  .strict();

// ---- products ----

/** A price for a branch, a service, or a service at a branch (domain price.rules `priceFor`). */
export const priceOverrideSchema = z
  .object({
    supplier_id: rowId.nullable(),
    service: catalogServiceSchema.nullable(),
    price: catalogPriceSchema,
  })
  .strict()
  .refine((o) => o.supplier_id !== null || o.service !== null, {
    message: 'name a branch, a service or both',
    path: ['supplier_id'],
  });

/** A branch that sells the product, with its stock (null = unlimited). */
export const productBranchSchema = z
  .object({ supplier_id: rowId, stock: z.number().int().min(0).max(1_000_000).nullable() })
  .strict();

const productFields = productImportSchema
  .pick({
    name: true,
    description: true,
    label: true,
    price: true,
    promo_price: true,
    important: true,
    is_alcoholic: true,
    is_new: true,
    is_promo: true,
    services: true,
    availability: true,
    allergens: true,
    dietary: true,
  })
  .extend({
    image: editorImageSchema,
    /** More photos after `image`, in order, each one like it; omitted: unchanged (on create: none). */
    images: z.array(editorPhotoSchema).max(productPhotosMax).optional(),
    /** null or omitted: none. */
    description: productImportSchema.shape.description.unwrap().nullable().default(null),
    category_id: rowId,
    /** Omitted: unchanged (on create: none). */
    prices: z.array(priceOverrideSchema).max(200).optional(),
    /** The branches that sell it; omitted: unchanged (on create: every branch, unlimited). */
    branches: z.array(productBranchSchema).max(200).optional(),
    /** Its option groups in order; omitted: unchanged (on create: none). */
    option_group_ids: z.array(rowId).max(20).optional(),
    /** Its kitchen station and course (ADR 108); omitted: unchanged (on create: none). */
    station: productImportSchema.shape.station.unwrap().optional(),
    course: productImportSchema.shape.course.unwrap().optional(),
  });
export const productCreateBody = productFields.extend({ key: catalogKeySchema.optional() }).strict();
export type ProductCreateBody = z.infer<typeof productCreateBody>;
export const productUpdateBody = productFields.extend({ version }).strict();
export type ProductUpdateBody = z.infer<typeof productUpdateBody>;
export const productArchiveBody = z.object({ archived: z.boolean(), version: version.optional() }).strict();

// ---- shared option groups ----

const optionFields = optionImportSchema.extend({ key: catalogKeySchema.optional() }).strict();
const groupFields = optionGroupFieldsSchema.extend({
  key: catalogKeySchema.optional(),
  options: z.array(optionFields).min(1).max(60),
});
export const optionGroupCreateBody = withGroupLimits(groupFields.strict());
export const optionGroupUpdateBody = withGroupLimits(groupFields.extend({ version }).strict());
export type OptionGroupBody = z.infer<typeof optionGroupCreateBody>;
/** Archive a shared group (off every product's menu and cart, its links kept) or restore it. */
export const optionGroupArchiveBody = productArchiveBody;

// ---- a bulk price change ----

/** Raise or lower by a percent every product of a category (with its sub categories) or a
 * selection; `rounding` is the step in minor units the new prices round to (price.rules
 * `priceAfterPercent`). Branch and service prices move with them. */
export const priceChangeBody = z
  .object({
    percent: z
      .number()
      .min(-99)
      .max(1000)
      .refine(
        (p) =>
          p !== 0 && Number.isInteger(Math.round(p * 100)) && Math.abs(p * 100 - Math.round(p * 100)) < 1e-6,
        {
          message: 'a percent other than 0, to two decimals',
        },
      ),
    category_id: rowId.optional(),
    product_ids: z.array(rowId).min(1).max(5_000).optional(),
    rounding: z.number().int().min(1).max(1_000_000).default(1),
  })
  .strict()
  .refine((b) => (b.category_id === undefined) !== (b.product_ids === undefined), {
    message: 'name a category or products, not both',
    path: ['category_id'],
  });
export type PriceChangeBody = z.infer<typeof priceChangeBody>;

// ---- answers ----

export const editorCategorySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  parent_id: z.number().int().nullable(),
  name: localizedSchema,
  image: z.string().nullable(),
  position: z.number().int(),
  archived: z.boolean(),
  version: z.number().int(),
});

export type EditorCategory = z.infer<typeof editorCategorySchema>;

export const editorProductSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  category_id: z.number().int(),
  name: localizedSchema,
  description: localizedSchema.nullable(),
  label: z.string().nullable(),
  price: z.number().int(),
  promo_price: z.number().int().nullable(),
  image: z.string().nullable(),
  images: z.array(z.string()),
  important: z.boolean(),
  is_alcoholic: z.boolean(),
  is_new: z.boolean(),
  is_promo: z.boolean(),
  services: z.array(catalogServiceSchema),
  availability: z.array(availabilityWindowSchema),
  allergens: allergenInfoSchema,
  dietary: z.array(dietaryTagSchema),
  prices: z.array(
    z.object({
      supplier_id: z.number().int().nullable(),
      service: catalogServiceSchema.nullable(),
      price: z.number().int(),
    }),
  ),
  branches: z.array(
    z.object({ supplier_id: z.number().int(), stock: z.number().int().nullable(), sold_out: z.boolean() }),
  ),
  option_group_ids: z.array(z.number().int()),
  station: productImportSchema.shape.station.unwrap(),
  course: productImportSchema.shape.course.unwrap(),
  position: z.number().int(),
  archived: z.boolean(),
  version: z.number().int(),
});
export type EditorProduct = z.infer<typeof editorProductSchema>;

export const editorOptionGroupSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: localizedSchema,
  min: z.number().int(),
  max: z.number().int(),
  required: z.boolean(),
  options: z.array(
    z.object({
      id: z.number().int(),
      key: z.string(),
      name: localizedSchema,
      price: z.number().int(),
      allergens: allergenInfoSchema,
      available: z.boolean(),
    }),
  ),
  /** The products that use it. */
  product_ids: z.array(z.number().int()),
  /** Off every menu and cart; the products keep it for a restore. */
  archived: z.boolean(),
  version: z.number().int(),
});
export type EditorOptionGroup = z.infer<typeof editorOptionGroupSchema>;

/** GET /staff/menu/catalog.json: everything the editor shows, archived rows included. */
export const editorCatalogSchema = z.object({
  currency: z.string(),
  languages: z.array(z.string()),
  default_language: z.string(),
  branches: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  categories: z.array(editorCategorySchema),
  products: z.array(editorProductSchema),
  option_groups: z.array(editorOptionGroupSchema),
});
export type EditorCatalog = z.infer<typeof editorCatalogSchema>;

export const priceChangeResultSchema = z.object({ changed: z.number().int() });
