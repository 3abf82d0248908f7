import { z } from 'zod';
import { bookingSettingsSchema } from '../booking/booking-settings.schema.ts';
import { catalogImportSchema } from '../catalog/catalog.schema.ts';
import { SUPPORTED_LANGS } from '../constants.ts';
import { couponImportSchema, supplierDeliveryImportShape } from '../delivery/delivery-settings.schema.ts';
import { placesImportSchema } from '../on-table/place.schema.ts';
import { paymentSettingsImportSchema } from '../payment/payment-settings.schema.ts';
import { unstorableTextPath } from '../text/text.rules.ts';
import { tipSettingSchema } from '../tip/tip.schema.ts';
import { reservedSlugs, slugPattern, socialMediaKeys } from './venue.paths.ts';

// Wire and import format of a venue (spec §3 Instance and Supplier). Field names are the spec's,
// so existing venue data maps 1:1.

export const langSchema = z.enum(SUPPORTED_LANGS);
export type Lang = z.infer<typeof langSchema>;

export const onTableClassSchema = z.enum([
  'basic',
  'my-list',
  'checkout',
  'checkout_plazoleta',
  'checkout_no_incremental',
]);
export type OnTableClass = z.infer<typeof onTableClassSchema>;

export const instanceStatusSchema = z.enum(['active', 'locked']);

/** Link targets of the landing (spec §2 Landing). Anything else must be an external http(s) URL. */
export const serviceLinkTargets = [
  'service_schedule',
  'service_table',
  'service_delivery',
  'service_book',
  'service_take_away',
] as const;
export const serviceLinkTargetSchema = z.enum(serviceLinkTargets);

const slug = z.string().min(2).max(63).regex(slugPattern, 'lowercase letters, digits and inner hyphens only');
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c');
const imageRef = z.string().min(1).max(500);
const httpUrl = z
  .string()
  .max(2000)
  .regex(/^https?:\/\//, 'an http(s) URL');

export const themeSchema = z.object({
  dark: z.boolean().default(false),
  theme_color: colour,
  titles_txt_color: colour,
  page_bgcolor: colour,
  header_bgcolor: colour,
  header_txt_color: colour,
  preload_background: colour,
  suppliers_background_image: imageRef.nullable().default(null),
});

export const linktreeItemSchema = z.object({
  url: z.union([serviceLinkTargetSchema, httpUrl]),
  target: z.enum(['_blank', '_self']).default('_blank'),
  label: z.string().max(80).default(''),
  label_custom: z.string().max(80).nullable().default(null),
});

export const labelsButtonsSchema = z
  .object({
    delivery: z.string().max(40),
    take_away: z.string().max(40),
    on_table: z.string().max(40),
    book: z.string().max(40),
    nuestras_tiendas: z.string().max(40),
  })
  .partial();

export const socialMediaSchema = z.partialRecord(z.enum(socialMediaKeys), z.string().max(300));

export const supplierImportSchema = z.object({
  slug: slug.refine((value) => !reservedSlugs.has(value), 'this slug is reserved by the storefront'),
  label: z.string().min(1).max(120),
  description: z.string().max(2000).default(''),
  address: z.string().max(300).default(''),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  locale: z.string().max(10).nullable().default(null),
  phone: z.string().max(30).nullable().default(null),
  whatsapp: z.string().max(30).nullable().default(null),
  service_delivery: z.boolean().default(false),
  service_take_away: z.boolean().default(false),
  service_table: z.boolean().default(false),
  service_book: z.boolean().default(false),
  service_schedule: z.boolean().default(false),
  has_cluvi_pay: z.boolean().default(false),
  on_table_class: onTableClassSchema.default('basic'),
  /** Tables, rooms, seats, boxes or counters with the secret codes of their QR codes (docs/venues.md#tables). */
  tables: placesImportSchema,
  /** Delivery zones, opening and kitchen hours, slots, minimums (docs/venues.md#delivery). */
  ...supplierDeliveryImportShape,
  /** Table bookings: zones, hours, stays, deposit (docs/venues.md#bookings); null takes none. */
  booking: bookingSettingsSchema.nullable().default(null),
  /** Tip options (docs/venues.md#tips, ADR 107); null offers the spec's 10, 15 and 20 percent, 10 suggested. */
  tips: tipSettingSchema.nullable().default(null),
});
export type SupplierImport = z.infer<typeof supplierImportSchema>;

/** One legal text in the venue's languages (plain text, shown as written). */
const legalTextSchema = z
  .partialRecord(langSchema, z.string().trim().min(1).max(50_000))
  .refine((text) => Object.keys(text).length > 0, 'the text in at least one language');

/** A venue's legal texts (terms of use, privacy notice); null when the venue has none
 * (docs/back-office.md#brand). Served by GET /domain/legal.json. */
export const legalTextsSchema = z.object({
  terms: legalTextSchema.nullable().default(null),
  privacy: legalTextSchema.nullable().default(null),
});

export type LegalTexts = z.infer<typeof legalTextsSchema>;

/** Who a diner reaches on the venue's locked notice (spec §1), shown there beside the platform's
 * renewal contacts; null when the venue gives none. */
export const noticeContactsSchema = z.object({
  email: z.email().max(200).nullable().default(null),
  phone: z
    .string()
    .regex(/^\+?[0-9 ()-]{6,30}$/, 'a phone number like +57 601 555 0100')
    .nullable()
    .default(null),
});
export type NoticeContacts = z.infer<typeof noticeContactsSchema>;

/** The venue import's fields, before the rules across them (`venueImportSchema`); the back office
 * picks its forms from here, so a form and the file validate alike (one source of truth). */
export const venueImportObject = z.object({
  slug,
  name: z.string().min(1).max(120),
  status: instanceStatusSchema.default('active'),
  country_code: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 code like CO'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code like COP'),
  locale: z.string().max(10).nullable().default(null),
  language: langSchema,
  langs: z.array(langSchema).default([]),
  timezone: z.string().min(1).max(60).default('America/Bogota'),
  domains: z.array(z.string().min(3).max(253).toLowerCase()).default([]),
  theme: themeSchema,
  style_custom: z.string().max(20_000).nullable().default(null),
  header: z.object({ logo: imageRef }),
  preload: z.object({ logo: imageRef.nullable().default(null) }).default({ logo: null }),
  meta: z.object({ favicon: imageRef.nullable().default(null) }).default({ favicon: null }),
  linktree_logo: z.object({ thumb: imageRef.nullable().default(null) }).default({ thumb: null }),
  linktree: z.array(linktreeItemSchema).max(30).default([]),
  linktree_add_suppliers: z.boolean().default(false),
  labels_buttons: labelsButtonsSchema.default({}),
  socialmedia: socialMediaSchema.default({}),
  full_gps: z.boolean().default(false),
  rate_digitalmenu: z.boolean().default(false),
  rate_nps: z.boolean().default(false),
  pixel_google_analytics: z.string().max(40).nullable().default(null),
  pixel_facebook_analytics: z.string().max(40).nullable().default(null),
  category_establishment: z.string().max(40).default('restaurant'),
  new_menu_v3: z.boolean().default(false),
  /** The instance is a basic on-table venue (one of the four conditions of the v3 guard, spec §2). */
  basic_on_table: z.boolean().default(false),
  /** Landing 'contact us' button opening the messaging-app branch picker (spec §2 Landing). */
  contact_us_messaging: z.boolean().default(false),
  consumption_tax_label: z.boolean().default(false),
  error_reporting: z.boolean().default(false),
  suppliers: z.array(supplierImportSchema).min(1),
  /** The menu: categories, products, banners (docs/venues.md#catalogue). */
  catalog: catalogImportSchema.default({ categories: [], products: [], banners: [] }),
  /** Gateway, methods per service, minimum online amount, webhook secret (docs/payments.md). */
  payments: paymentSettingsImportSchema.optional(),
  /** Coupons for delivery and take-away orders (docs/venues.md#coupons). */
  coupons: z.array(couponImportSchema).max(500).default([]),
  /** Terms and privacy texts (docs/venues.md). */
  legal: legalTextsSchema.default({ terms: null, privacy: null }),
  /** The venue's own contacts its locked notice shows, beside the platform's. */
  notice_contacts: noticeContactsSchema.default({ email: null, phone: null }),
});

export const venueImportSchema = venueImportObject.superRefine((venue, ctx) => {
  const seen = new Set<string>();
  venue.suppliers.forEach((s, i) => {
    if (seen.has(s.slug)) {
      ctx.addIssue({ code: 'custom', path: ['suppliers', i, 'slug'], message: `duplicate slug ${s.slug}` });
    }
    seen.add(s.slug);
  });
  // Every text of the file must be storable (a lone surrogate escape like "\ud800", or U+0000).
  const unstorable = unstorableTextPath(venue);
  if (unstorable !== null) {
    ctx.addIssue({
      code: 'custom',
      path: unstorable,
      message: 'not storable text: a lone UTF-16 surrogate (like "\\ud800") or U+0000',
    });
  }
});
export type VenueImport = z.infer<typeof venueImportSchema>;
export type VenueImportInput = z.input<typeof venueImportSchema>;
