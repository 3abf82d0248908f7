import { z } from 'zod';
import { tipSettingSchema } from '../tip/tip.schema.ts';
import {
  instanceStatusSchema,
  labelsButtonsSchema,
  langSchema,
  linktreeItemSchema,
  onTableClassSchema,
  socialMediaSchema,
  themeSchema,
} from './venue.schema.ts';

// Responses of spec §7 "Config": GET /domain/config.json, /domain/suppliers/{slug}.json and
// /domain/branches/{id}.json. Field names are the spec's (§3 Instance, Supplier).

export const linkTypeSchema = z.enum(['on_table', 'delivery', 'take_away', 'book', 'schedule', 'external']);
export type LinkType = z.infer<typeof linkTypeSchema>;

export const supplierSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  slug: z.string(),
  label: z.string(),
  description: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  locale: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  count_services: z.number().int(),
  service_delivery: z.boolean(),
  service_take_away: z.boolean(),
  service_table: z.boolean(),
  service_book: z.boolean(),
  service_schedule: z.boolean(),
  has_cluvi_pay: z.boolean(),
  on_table_class: onTableClassSchema,
  /** The branch's tip options when it has set them (ADR 107); absent, the spec's defaults. */
  tips: tipSettingSchema.optional(),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** Platform-level settings (not the venue's): used by the inactive-site notice (spec §1). */
export const platformSchema = z.object({
  name: z.string(),
  directory_url: z.string().nullable(),
  signup_url: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  consent_url: z.string(),
});
export type Platform = z.infer<typeof platformSchema>;

export const instanceConfigSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  country_code: z.string(),
  currency: z.string(),
  locale: z.string().nullable(),
  language: langSchema,
  langs: z.array(langSchema),
  status: instanceStatusSchema,
  timezone: z.string(),
  suppliers: z.array(supplierSchema),
  theme: themeSchema,
  style_custom: z.string().nullable(),
  header: z.object({ logo: z.string() }),
  preload: z.object({ logo: z.string().nullable() }),
  meta: z.object({ favicon: z.string().nullable() }),
  linktree_logo: z.object({ thumb: z.string().nullable() }),
  linktree: z.array(linktreeItemSchema),
  linktree_add_suppliers: z.boolean(),
  links: z.array(z.object({ type: linkTypeSchema })),
  labels_buttons: labelsButtonsSchema,
  socialmedia: socialMediaSchema,
  full_gps: z.boolean(),
  rate_digitalmenu: z.boolean(),
  rate_nps: z.boolean(),
  pixel_google_analytics: z.string().nullable(),
  pixel_facebook_analytics: z.string().nullable(),
  category_establishment: z.string(),
  new_menu_v3: z.boolean(),
  basic_on_table: z.boolean(),
  contact_us_messaging: z.boolean(),
  consumption_tax_label: z.boolean(),
  error_reporting: z.boolean(),
  /** The venue's own contacts, which its locked notice shows beside the platform's (docs/back-office.md#brand). */
  notice_contacts: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  /** Which legal texts the venue published (their text: GET /domain/legal.json), so the storefront
   * links only to those (docs/decisions/110-legal-texts-in-the-storefront.md). */
  legal: z.object({ terms: z.boolean(), privacy: z.boolean() }),
  platform: platformSchema,
});
export type InstanceConfig = z.infer<typeof instanceConfigSchema>;
