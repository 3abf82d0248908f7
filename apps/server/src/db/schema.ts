import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Drizzle mirror of the SQL migrations in ./migrations (the migrations are the source of truth;
// test/migrations.test.ts checks that every column here exists in the migrated database).

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/** A venue (spec §3 Instance). Nested spec objects are jsonb validated by the domain schemas. */
export const instances = pgTable('instances', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  countryCode: text('country_code').notNull(),
  currency: text('currency').notNull(),
  locale: text('locale'),
  language: text('language').notNull(),
  langs: jsonb('langs').$type<string[]>().notNull().default([]),
  status: text('status').notNull().default('active'),
  timezone: text('timezone').notNull(),
  theme: jsonb('theme').notNull(),
  styleCustom: text('style_custom'),
  headerLogo: text('header_logo').notNull(),
  preloadLogo: text('preload_logo'),
  metaFavicon: text('meta_favicon'),
  linktreeLogoThumb: text('linktree_logo_thumb'),
  linktree: jsonb('linktree').notNull().default([]),
  linktreeAddSuppliers: boolean('linktree_add_suppliers').notNull().default(false),
  labelsButtons: jsonb('labels_buttons').notNull().default({}),
  socialmedia: jsonb('socialmedia').notNull().default({}),
  fullGps: boolean('full_gps').notNull().default(false),
  rateDigitalmenu: boolean('rate_digitalmenu').notNull().default(false),
  rateNps: boolean('rate_nps').notNull().default(false),
  pixelGoogleAnalytics: text('pixel_google_analytics'),
  pixelFacebookAnalytics: text('pixel_facebook_analytics'),
  categoryEstablishment: text('category_establishment').notNull().default('restaurant'),
  newMenuV3: boolean('new_menu_v3').notNull().default(false),
  basicOnTable: boolean('basic_on_table').notNull().default(false),
  contactUsMessaging: boolean('contact_us_messaging').notNull().default(false),
  consumptionTaxLabel: boolean('consumption_tax_label').notNull().default(false),
  errorReporting: boolean('error_reporting').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host names that answer for a venue: custom domains (spec-less, architecture §3). */
export const domains = pgTable('domains', {
  host: text('host').primaryKey(),
  instanceId: integer('instance_id')
    .notNull()
    .references(() => instances.id, { onDelete: 'cascade' }),
});

/** A branch (spec §3 Supplier). */
export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locale: text('locale'),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    serviceDelivery: boolean('service_delivery').notNull().default(false),
    serviceTakeAway: boolean('service_take_away').notNull().default(false),
    serviceTable: boolean('service_table').notNull().default(false),
    serviceBook: boolean('service_book').notNull().default(false),
    serviceSchedule: boolean('service_schedule').notNull().default(false),
    hasCluviPay: boolean('has_cluvi_pay').notNull().default(false),
    onTableClass: text('on_table_class').notNull().default('basic'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('suppliers_instance_slug').on(t.instanceId, t.slug)],
);

/** Venue images (logos, favicons, later product photos), kept in the database so every server
 * process of a scaled-out deployment serves the same bytes. Addressed by content hash. */
export const media = pgTable(
  'media',
  {
    instanceId: integer('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.hash] }), index('media_instance').on(t.instanceId)],
);

export const schema = { instances, domains, suppliers, media };
export const now = sql`now()`;
