import { z } from 'zod';
import { hoursWindowSchema } from '../delivery/delivery-settings.schema.ts';
import { kitchenCourses, kitchenStations } from '../staff/kitchen-stations.rules.ts';
import { allergens, dietaryTags } from './catalog.values.ts';

// The catalogue of a venue (spec §3 Product, Banner; docs/decisions/017-catalogue-cart-and-menu-screens.md): main
// categories -> sub categories -> products, per branch availability and stock, option groups,
// allergens and dietary tags, banners and pop-ups. Import format first, then the wire shapes.

/** Text per language; `es` is required because it is the fallback language. */
export const localizedSchema = z.object({
  es: z.string().min(1).max(2000),
  en: z.string().max(2000).optional(),
  pt: z.string().max(2000).optional(),
});
export type Localized = z.infer<typeof localizedSchema>;

const key = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'lowercase letters, digits, - and _');
const money = z.number().int().min(0).max(1_000_000_000);
/** What a product costs: a positive amount (a free extra is an option at 0, never a product). */
const price = money.min(1, 'the price must be a positive amount');

export const allergenSchema = z.enum(allergens);
export type Allergen = z.infer<typeof allergenSchema>;

export const dietaryTagSchema = z.enum(dietaryTags);
export type DietaryTag = z.infer<typeof dietaryTagSchema>;

/** The kitchen station that cooks a product and the course it is served in (ADR 108). */
export const kitchenStationSchema = z.enum(kitchenStations);
export const kitchenCourseSchema = z.enum(kitchenCourses);

/** "contains" / "may contain" (traces) per allergen, on products and on options. */
export const allergenInfoSchema = z.object({
  contains: z.array(allergenSchema).default([]),
  may_contain: z.array(allergenSchema).default([]),
});

export const catalogServiceSchema = z.enum(['on_table', 'delivery', 'take_away']);
export type CatalogService = z.infer<typeof catalogServiceSchema>;

/** A time window in the venue's time zone; days 0 (Sunday) to 6. */
/** When a product is sold: the same weekly window as a branch's opening hours, read by the same
 * rule (hours.rules `isOpenAt`). */
export const availabilityWindowSchema = hoursWindowSchema;
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

export const optionImportSchema = z.object({
  key,
  name: localizedSchema,
  price: money.default(0),
  allergens: allergenInfoSchema.default({ contains: [], may_contain: [] }),
  available: z.boolean().default(true),
});

/** An import key: lowercase letters, digits, - and _ (the identity of a row in a venue file). */
export const catalogKeySchema = key;
/** Money in minor units of the venue's currency, as every catalogue amount (an option's may be 0). */
export const catalogMoneySchema = money;
/** A product's price, at a branch or for a service too: a positive amount in minor units. */
export const catalogPriceSchema = price;

/** An option group's fields, before its limits are checked (`withGroupLimits`): the editor's body
 * extends these (packages/domain/src/catalog/menu-editor.schema.ts). */
export const optionGroupFieldsSchema = z.object({
  key,
  name: localizedSchema,
  /** At least this many options must be chosen (0 = optional). */
  min: z.number().int().min(0).max(50).default(0),
  /** At most this many options may be chosen. */
  max: z.number().int().min(1).max(50).default(1),
  required: z.boolean().default(false),
  options: z.array(optionImportSchema).min(1).max(60),
});

/** min <= max <= the number of options, wherever a group is written. */
export function withGroupLimits<T extends z.ZodType<{ min: number; max: number; options: unknown[] }>>(
  schema: T,
) {
  return schema
    .refine((g) => g.min <= g.max, { message: 'min must not exceed max', path: ['min'] })
    .refine((g) => g.max <= g.options.length, {
      message: 'max exceeds the number of options',
      path: ['max'],
    });
}

export const optionGroupImportSchema = withGroupLimits(optionGroupFieldsSchema);

/** A price for a branch (its slug), a service, or a service at a branch, instead of `price` there
 * (domain price.rules `priceFor`; the menu editor's prices, docs/back-office.md#import-and-export). */
export const productPriceImportSchema = z
  .object({
    branch: z.string().max(63).nullable().default(null),
    service: catalogServiceSchema.nullable().default(null),
    price,
  })
  .refine((p) => p.branch !== null || p.service !== null, {
    message: 'name a branch, a service or both',
    path: ['branch'],
  });
export type ProductPriceImport = z.infer<typeof productPriceImportSchema>;

/** The most extra photos a product holds besides its `image` (docs/venues.md). */
export const productPhotosMax = 8;

export const productImportSchema = z.object({
  key,
  category: key,
  name: localizedSchema,
  description: localizedSchema.optional(),
  label: z.string().max(40).nullable().default(null),
  price,
  promo_price: price.nullable().default(null),
  image: z.string().max(500).nullable().default(null),
  /** More photos, shown after `image` (the card's) in the product's details, in this order. */
  images: z.array(z.string().min(1).max(500)).max(productPhotosMax).default([]),
  important: z.boolean().default(false),
  is_alcoholic: z.boolean().default(false),
  is_new: z.boolean().default(false),
  is_promo: z.boolean().default(false),
  services: z.array(catalogServiceSchema).min(1).default(['on_table', 'delivery', 'take_away']),
  availability: z.array(availabilityWindowSchema).default([]),
  allergens: allergenInfoSchema.default({ contains: [], may_contain: [] }),
  dietary: z.array(dietaryTagSchema).default([]),
  /** The kitchen board that cooks it; null = the default `kitchen` board (ADR 108). */
  station: kitchenStationSchema.nullable().default(null),
  /** The course it is served in; a round's later courses wait until fired. null = fires at once. */
  course: kitchenCourseSchema.nullable().default(null),
  option_groups: z.array(optionGroupImportSchema).max(20).default([]),
  /** Keys of the catalogue's shared `option_groups` it also offers, after its own, in this order. */
  shared_option_groups: z.array(key).max(20).optional(),
  /** Prices for a branch, a service or both; omitted = none (`price` everywhere). */
  prices: z.array(productPriceImportSchema).max(60).optional(),
  /** Branch slugs that sell it with their stock (null = unlimited); omitted = every branch, unlimited. */
  branches: z
    .record(z.string(), z.object({ stock: z.number().int().min(0).nullable().default(null) }))
    .optional(),
});
export type ProductImport = z.infer<typeof productImportSchema>;

export const categoryImportSchema = z.object({
  key,
  name: localizedSchema,
  image: z.string().max(500).nullable().default(null),
  get children() {
    return z.array(categoryImportSchema).max(60).default([]);
  },
});
export type CategoryImport = z.infer<typeof categoryImportSchema>;

export const bannerUrlSchema = z.object({
  /** spec §3 Banner url.tipe: producto opens a product, categoria a category, externo a URL. */
  tipe: z.enum(['producto', 'categoria', 'externo']),
  param: z.string().max(2000),
  target: z.enum(['_blank', '_self']).default('_self'),
});

export const bannerImportSchema = z.object({
  key,
  layout_type: z.enum(['carousel', 'grid', 'popup', 'home']),
  image: z.string().max(500).nullable().default(null),
  title: localizedSchema.optional(),
  url: bannerUrlSchema.nullable().default(null),
  /** Venue HTML, sanitized before it reaches any diner. */
  content_popup: z.string().max(20_000).nullable().default(null),
  content_home: z.string().max(20_000).nullable().default(null),
  /** Branch slugs that show it; omitted = every branch. */
  branches: z.array(z.string()).optional(),
});

export const catalogImportSchema = z.object({
  categories: z.array(categoryImportSchema).max(200).default([]),
  /** Option groups shared by several products, which name them by key in their `shared_option_groups`. */
  option_groups: z.array(optionGroupImportSchema).max(500).optional(),
  products: z.array(productImportSchema).max(5_000).default([]),
  banners: z.array(bannerImportSchema).max(100).default([]),
});
export type CatalogImport = z.infer<typeof catalogImportSchema>;

// ---- wire shapes: GET /catalog/{supplier_slug}/menu.json ----

export const menuOptionSchema = z.object({
  id: z.string(),
  name: localizedSchema,
  price: z.number().int(),
  allergens: allergenInfoSchema,
  available: z.boolean(),
});

export const menuOptionGroupSchema = z.object({
  id: z.string(),
  name: localizedSchema,
  min: z.number().int(),
  max: z.number().int(),
  required: z.boolean(),
  options: z.array(menuOptionSchema),
});
export type MenuOptionGroup = z.infer<typeof menuOptionGroupSchema>;

/** spec §3 Product fields (id, product_id, name, label, category, price, promo, image, important,
 * description, is_alcoholic, is_new, is_promo) plus what the menu screens need. */
export const menuProductSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  name: localizedSchema,
  label: z.string().nullable(),
  category: z.string(),
  /** The price at this branch (domain price.rules `priceFor`). */
  price: z.number().int(),
  /** The services whose price at this branch differs from `price`, with theirs (cart.rules `unitPrice`). */
  service_prices: z.partialRecord(catalogServiceSchema, z.number().int()).optional(),
  promo: z.number().int().nullable(),
  image: z.string().nullable(),
  /** More photos after `image`, in order; always sent (optional only for a menu cached before it). */
  images: z.array(z.string()).optional(),
  important: z.boolean(),
  description: localizedSchema.nullable(),
  is_alcoholic: z.boolean(),
  is_new: z.boolean(),
  is_promo: z.boolean(),
  services: z.array(catalogServiceSchema),
  availability: z.array(availabilityWindowSchema),
  allergens: allergenInfoSchema,
  dietary: z.array(dietaryTagSchema),
  option_groups: z.array(menuOptionGroupSchema),
  /** Stock when the menu was built; null = unlimited. Checked again when ordering. */
  stock: z.number().int().nullable(),
});
export type MenuProduct = z.infer<typeof menuProductSchema>;

export const menuCategorySchema = z.object({
  id: z.string(),
  name: localizedSchema,
  image: z.string().nullable(),
  parent_id: z.string().nullable(),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

export const bannerSchema = z.object({
  id: z.string(),
  layout_type: z.enum(['carousel', 'grid', 'popup', 'home']),
  image: z.string().nullable(),
  title: localizedSchema.nullable(),
  url: bannerUrlSchema.nullable(),
  content_popup: z.string().nullable(),
  content_home: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const menuSchema = z.object({
  supplier_id: z.number().int(),
  currency: z.string(),
  timezone: z.string(),
  /** Main categories first, each followed by nothing: children point at parents by parent_id. */
  categories: z.array(menuCategorySchema),
  products: z.array(menuProductSchema),
  banners: z.array(bannerSchema),
});
export type Menu = z.infer<typeof menuSchema>;

// ---- POST /catalog/{supplier_slug}/cart/validate.json ----

export const cartLineInputSchema = z.object({
  product_id: z.string().max(64),
  count: z.number().int().min(1).max(99),
  /** Chosen option ids per option group id. */
  options: z.record(z.string().max(64), z.array(z.string().max(64)).max(50)).default({}),
  note: z.string().max(300).nullable().default(null),
});
export type CartLineInput = z.input<typeof cartLineInputSchema>;

export const validateCartBody = z.object({
  service: catalogServiceSchema,
  lines: z.array(cartLineInputSchema).min(1).max(100),
  /** The diner's birth date when the cart holds age-restricted products (spec §5). */
  birth_date: z.iso.date().nullable().default(null),
});

export const cartLineIssueSchema = z.object({
  index: z.number().int(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});

export const validatedCartSchema = z.object({
  ok: z.boolean(),
  lines: z.array(
    z.object({
      product_id: z.string(),
      count: z.number().int(),
      unit_price: z.number().int(),
      subtotal: z.number().int(),
    }),
  ),
  total: z.number().int(),
  currency: z.string(),
  issues: z.array(cartLineIssueSchema),
});
export type ValidatedCart = z.infer<typeof validatedCartSchema>;
