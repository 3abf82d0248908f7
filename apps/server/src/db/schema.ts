import type { BookingSettings, Deposit } from '@storefront/domain/booking/booking-settings.schema';
import type { BookingStatus } from '@storefront/domain/booking/booking-status.rules';
import type { HoursService } from '@storefront/domain/delivery/hours.rules';
import type { TipSetting } from '@storefront/domain/tip/tip.schema';
import type { Lang, LegalTexts, NoticeContacts } from '@storefront/domain/venue/venue.schema';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Drizzle mirror of the SQL migrations in ./migrations (the migrations are the source of truth;
// test/migrations.test.ts checks that every column here exists in the migrated database).

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

// Columns many tables declare alike (a new builder per call: drizzle builders belong to one table).
/** The venue a row belongs to; the row goes when its venue goes. */
const venueId = () =>
  integer('instance_id')
    .notNull()
    .references(() => instances.id, { onDelete: 'cascade' });
const uuidKey = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** When the venue import last wrote the row (an import updates rows in place by `key`). */
const importedAt = () => timestamp('imported_at', { withTimezone: true }).notNull().defaultNow();
/** The columns of a catalogue row the venue import keeps in place by key (categories, products,
 * banners): its place in the file, whether the file still names it (a row it no longer names is
 * deactivated, not deleted: modules/catalog/catalog.import.ts) and when it was written. */
const importedListing = () => ({
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  importedAt: importedAt(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
/** A reference to a row of the same venue: (instance_id, column) names the parent's (instance_id,
 * id), so no row ever points into another venue (ARCHITECTURE.md, Tenancy). */
const sameVenue = (
  instanceId: AnyPgColumn,
  column: AnyPgColumn,
  parent: { instanceId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ columns: [instanceId, column], foreignColumns: [parent.instanceId, parent.id] });

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
  /** Why the platform locked it, and when (migration 0049, docs/decisions/123-platform-console.md). */
  lockedReason: text('locked_reason'),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  /** Removed by an operator: locked now, its data deleted once this date passes. */
  removalDueAt: timestamp('removal_due_at', { withTimezone: true }),
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
  /** Terms and privacy texts per language (migration 0033, docs/back-office.md#brand). */
  legal: jsonb('legal').$type<LegalTexts>().notNull().default({ terms: null, privacy: null }),
  /** The venue's own contacts its locked notice shows, beside the platform's (migration 0033). */
  noticeContacts: jsonb('notice_contacts')
    .$type<NoticeContacts>()
    .notNull()
    .default({ email: null, phone: null }),
  /** Moves with every change of the venue's row: the import's and the brand editor's (its edit
   * version, `stale_edit`); the menu's fingerprint reads it. */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Host names that answer for a venue: custom domains (spec-less, architecture §3). */
export const domains = pgTable('domains', {
  host: text('host').primaryKey(),
  instanceId: venueId(),
});

/** The platform's operators (migration 0049, docs/decisions/123-platform-console.md): they onboard
 * and lock venues from the platform console; never a venue's staff. */
export const platformOperators = pgTable('platform_operators', {
  id: uuidKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  passwordHash: text('password_hash'),
  invitationHash: bytea('invitation_hash').unique(),
  invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** An operator's signed-in browser: the cookie secret's SHA-256 only. */
export const platformSessions = pgTable('platform_sessions', {
  tokenHash: bytea('token_hash').primaryKey(),
  operatorId: uuid('operator_id')
    .notNull()
    .references(() => platformOperators.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** What the operators did to which venue. */
export const platformAudit = pgTable('platform_audit', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  operatorId: uuid('operator_id').references(() => platformOperators.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  venueSlug: text('venue_slug').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

/** A branch (spec §3 Supplier). */
export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: venueId(),
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
    /** Services the staff paused for now (migration 0022); the venue import never writes it. */
    pausedServices: jsonb('paused_services').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Bumped by every back-office save of the branch's settings, which names the version it read (migration 0032). */
    version: integer('version').notNull().default(1),
    /** The branch's tip options (migration 0035, ADR 107); null offers the spec's defaults. */
    tips: jsonb('tips').$type<TipSetting>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('suppliers_instance_slug').on(t.instanceId, t.slug)],
);

/** Venue images (logos, favicons, later product photos), kept in the database so every server
 * process of a scaled-out deployment serves the same bytes. Addressed by content hash. */
export const media = pgTable(
  'media',
  {
    instanceId: venueId(),
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.hash] }), index('media_instance').on(t.instanceId)],
);

/** A diner's profile (spec §3 Profile), anonymous until the diner fills it in. The token is kept
 * only as its SHA-256 hash. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey(),
    instanceId: venueId(),
    tokenHash: bytea('token_hash').notNull(),
    name: text('name'),
    phone: text('phone'),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    email: text('email'),
    birthdayDate: date('birthday_date', { mode: 'string' }),
    phoneCode: text('phone_code'),
    phoneCodeIso2: text('phone_code_iso2'),
    sex: text('sex').$type<'female' | 'male' | 'other' | 'undisclosed'>(),
    dni: text('dni'),
    dniType: text('dni_type'),
    domain: text('domain'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('profiles_instance').on(t.instanceId)],
);

/** A storefront visit (spec §3 Session, §7 Tracking). */
export const trackingSessions = pgTable(
  'tracking_sessions',
  {
    id: uuidKey(),
    instanceId: venueId(),
    so: text('so'),
    browser: text('browser'),
    pixelWidth: integer('pixel_width'),
    pixelHeight: integer('pixel_height'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [unique().on(t.instanceId, t.id)],
);

/** Where a visit came from (spec §7 POST /api/acquisitions.json). */
export const acquisitions = pgTable(
  'acquisitions',
  {
    id: uuidKey(),
    instanceId: venueId(),
    sessionId: uuid('session_id').notNull(),
    campaignId: text('campaign_id'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    gclid: text('gclid'),
    fbclid: text('fbclid'),
    userAgent: text('user_agent'),
    referer: text('referer'),
    createdAt: createdAt(),
  },
  (t) => [
    index('acquisitions_session').on(t.instanceId, t.sessionId),
    sameVenue(t.instanceId, t.sessionId, trackingSessions).onDelete('cascade'),
  ],
);

/** A tracked event of a visit (spec §7 POST /api/trackings.json). */
export const trackings = pgTable(
  'trackings',
  {
    id: uuidKey(),
    instanceId: venueId(),
    sessionId: uuid('session_id').notNull(),
    event: text('event').notNull(),
    viewVue: text('view_vue').notNull(),
    service: text('service'),
    /** The branch as the storefront sent it (`supplier_id`: its numeric id or its slug). */
    supplierRef: text('supplier_id'),
    profileId: text('profile_id'),
    acquisitionId: text('acquisition_id'),
    productId: text('product_id'),
    popupId: text('popup_id'),
    homeContentId: text('home_content_id'),
    purchaseId: text('purchase_id'),
    crossSellId: text('cross_sell_id'),
    label: text('label'),
    createdAt: createdAt(),
  },
  (t) => [
    index('trackings_session').on(t.instanceId, t.sessionId),
    sameVenue(t.instanceId, t.sessionId, trackingSessions).onDelete('cascade'),
  ],
);

/** Sampled storefront errors of venues that enable error reporting (spec §9). */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: uuidKey(),
    instanceId: venueId(),
    sessionId: text('session_id'),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url').notNull(),
    release: text('release'),
    createdAt: createdAt(),
  },
  (t) => [index('client_errors_instance_created').on(t.instanceId, t.createdAt)],
);

// ---- Catalogue (migration 0003; spec §3 Product, Banner; §5). `key` is the import file's
// identity of a row, unique per venue. Money columns are minor units of the venue's currency.

type Localized = { es: string; en?: string; pt?: string };

/** Main categories (parent null) and their sub categories. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: venueId(),
    key: text('key').notNull(),
    parentId: integer('parent_id'),
    name: jsonb('name').$type<Localized>().notNull(),
    image: text('image'),
    ...importedListing(),
    /** Bumped by every editor save, which names the version it read (migration 0030). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('categories_instance_key').on(t.instanceId, t.key),
    unique('categories_instance_id').on(t.instanceId, t.id),
    sameVenue(t.instanceId, t.parentId, t),
  ],
);

/** A product (spec §3 Product fields). */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: venueId(),
    key: text('key').notNull(),
    categoryId: integer('category_id').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>(),
    label: text('label'),
    priceMinor: integer('price_minor').notNull(),
    promoPriceMinor: integer('promo_price_minor'),
    image: text('image'),
    /** More photos after `image`, in order (migration 0037). */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    important: boolean('important').notNull().default(false),
    isAlcoholic: boolean('is_alcoholic').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    isPromo: boolean('is_promo').notNull().default(false),
    services: jsonb('services').$type<string[]>().notNull().default(['on_table', 'delivery', 'take_away']),
    availability: jsonb('availability')
      .$type<{ days: number[]; from: string; to: string }[]>()
      .notNull()
      .default([]),
    allergens: jsonb('allergens')
      .$type<{ contains: string[]; may_contain: string[] }>()
      .notNull()
      .default({ contains: [], may_contain: [] }),
    dietary: jsonb('dietary').$type<string[]>().notNull().default([]),
    /** The kitchen station that cooks it and the course it is served in (migration 0038). */
    station: text('station'),
    course: text('course'),
    ...importedListing(),
    /** Bumped by every editor save, which names the version it read (migration 0030). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('products_instance_key').on(t.instanceId, t.key),
    unique('products_instance_id').on(t.instanceId, t.id),
    index('products_category').on(t.instanceId, t.categoryId),
    sameVenue(t.instanceId, t.categoryId, categories),
  ],
);

/** Which branch sells which product, and its stock (null = unlimited; CHECK stock >= 0). */
export const supplierProducts = pgTable(
  'supplier_products',
  {
    instanceId: venueId(),
    supplierId: integer('supplier_id').notNull(),
    productId: integer('product_id').notNull(),
    stock: integer('stock'),
    active: boolean('active').notNull().default(true),
    /** Marked sold out by the staff (docs/staff-api.md): left out of the menu until marked back. */
    soldOut: boolean('sold_out').notNull().default(false),
    importedAt: importedAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.productId] }),
    index('supplier_products_product').on(t.instanceId, t.productId),
    sameVenue(t.instanceId, t.supplierId, suppliers),
    sameVenue(t.instanceId, t.productId, products),
  ],
);

/** Option groups of the venue (spec §5: minimum, maximum, required), shared by products through
 * `productOptionGroups` (migration 0030). `productId` is the product a venue file defined the
 * group inline under (key unique within it); null for a shared group (key unique in the venue). */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: venueId(),
    productId: integer('product_id'),
    key: text('key').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    minCount: integer('min_count').notNull().default(0),
    maxCount: integer('max_count').notNull().default(1),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** false: archived in the menu editor, off every menu and cart, its links kept for a restore. */
    active: boolean('active').notNull().default(true),
    importedAt: importedAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('option_groups_product_key').on(t.productId, t.key),
    unique('option_groups_instance_id').on(t.instanceId, t.id),
    sameVenue(t.instanceId, t.productId, products),
  ],
);

/** A priced option of an option group. */
export const productOptions = pgTable(
  'options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: venueId(),
    optionGroupId: integer('option_group_id').notNull(),
    key: text('key').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    priceMinor: integer('price_minor').notNull().default(0),
    allergens: jsonb('allergens')
      .$type<{ contains: string[]; may_contain: string[] }>()
      .notNull()
      .default({ contains: [], may_contain: [] }),
    available: boolean('available').notNull().default(true),
    position: integer('position').notNull().default(0),
    importedAt: importedAt(),
  },
  (t) => [
    unique('options_group_key').on(t.optionGroupId, t.key),
    sameVenue(t.instanceId, t.optionGroupId, optionGroups),
  ],
);

/** Which option groups a product offers, in order (migration 0030). */
export const productOptionGroups = pgTable(
  'product_option_groups',
  {
    instanceId: venueId(),
    productId: integer('product_id').notNull(),
    optionGroupId: integer('option_group_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.optionGroupId] }),
    index('product_option_groups_group').on(t.instanceId, t.optionGroupId),
    sameVenue(t.instanceId, t.productId, products),
    sameVenue(t.instanceId, t.optionGroupId, optionGroups),
  ],
);

/** A product's price at a branch, for a service, or both (migration 0030); the most specific row
 * wins, `products.priceMinor` elsewhere (domain `priceFor`). */
export const productPrices = pgTable(
  'product_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: venueId(),
    productId: integer('product_id').notNull(),
    supplierId: integer('supplier_id'),
    service: text('service').$type<'on_table' | 'delivery' | 'take_away'>(),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [
    index('product_prices_instance').on(t.instanceId, t.productId),
    sameVenue(t.instanceId, t.productId, products),
    sameVenue(t.instanceId, t.supplierId, suppliers),
  ],
);

/** Banners and pop-ups (spec §3 Banner); the HTML columns hold sanitized HTML only. */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: venueId(),
    key: text('key').notNull(),
    layoutType: text('layout_type').$type<'carousel' | 'grid' | 'popup' | 'home'>().notNull(),
    image: text('image'),
    title: jsonb('title').$type<Localized>(),
    url: jsonb('url').$type<{
      tipe: 'producto' | 'categoria' | 'externo';
      param: string;
      target: '_blank' | '_self';
    }>(),
    contentPopup: text('content_popup'),
    contentHome: text('content_home'),
    allSuppliers: boolean('all_suppliers').notNull().default(true),
    ...importedListing(),
  },
  (t) => [
    unique('banners_instance_key').on(t.instanceId, t.key),
    unique('banners_instance_id').on(t.instanceId, t.id),
  ],
);

/** The branches a banner is limited to (when banners.all_suppliers is false). */
export const bannerSuppliers = pgTable(
  'banner_suppliers',
  {
    instanceId: venueId(),
    bannerId: integer('banner_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bannerId, t.supplierId] }),
    index('banner_suppliers_supplier').on(t.instanceId, t.supplierId),
    sameVenue(t.instanceId, t.bannerId, banners),
    sameVenue(t.instanceId, t.supplierId, suppliers),
  ],
);

// ---- orders (migration 0004): purchases of every service, items, payments, idempotency, events ----

export const purchases = pgTable(
  'purchases',
  {
    id: uuidKey(),
    instanceId: venueId(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    profileId: uuid('profile_id').references(() => profiles.id),
    bckPurchaseId: text('bck_purchase_id').notNull(),
    service: text('service').notNull(),
    subservice: text('subservice'),
    tableId: uuid('table_id'),
    status: text('status').notNull().default('in_progress'),
    cancelReason: text('cancel_reason'),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull().default(0),
    tip: integer('tip').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull().default(0),
    paidAmount: integer('paid_amount').notNull().default(0),
    paymentMandatory: boolean('payment_mandatory').notNull().default(false),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    unique('purchases_instance_id_id_key').on(t.instanceId, t.id),
    unique('purchases_instance_id_bck_purchase_id_key').on(t.instanceId, t.bckPurchaseId),
    index('purchases_profile').on(t.instanceId, t.profileId, t.createdAt),
    index('purchases_supplier_status').on(t.instanceId, t.supplierId, t.status),
    /** A branch's orders of a day: the day summary (migration 0050). */
    index('purchases_branch_created').on(t.instanceId, t.supplierId, t.createdAt),
  ],
);

export const purchaseItems = pgTable(
  'purchase_items',
  {
    id: uuidKey(),
    instanceId: integer('instance_id').notNull(),
    purchaseId: uuid('purchase_id').notNull(),
    productId: text('product_id').notNull(),
    // json, not jsonb: written once, read back whole on every table call (migration 0025)
    name: json('name').$type<Record<string, string>>().notNull(),
    unitPrice: integer('unit_price').notNull(),
    count: integer('count').notNull(),
    options: json('options').$type<Record<string, string[]>>().notNull().default({}),
    optionNames: json('option_names').$type<Record<string, string>[]>().notNull().default([]),
    note: text('note'),
    addedBy: uuid('added_by').references(() => profiles.id),
    /** The staff member who took it (a waiter at the table, an order by phone; migration 0042). */
    takenBy: text('taken_by'),
    state: text('state').notNull().default('pending'),
    round: integer('round'),
    /** Minor units a comp or a discount takes off the line (migration 0044, domain `lineSubtotal`). */
    discount: integer('discount').notNull().default(0),
    /** The order the items were added in: one statement's lines share `createdAt` (migration 0023). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('purchase_items_purchase').on(t.instanceId, t.purchaseId),
    sameVenue(t.instanceId, t.purchaseId, purchases),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuidKey(),
    instanceId: integer('instance_id').notNull(),
    purchaseId: uuid('purchase_id').notNull(),
    profileId: uuid('profile_id').references(() => profiles.id),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    status: text('status').notNull().default('created'),
    amount: integer('amount').notNull(),
    tip: integer('tip').notNull().default(0),
    currency: text('currency').notNull(),
    providerRef: text('provider_ref'),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    share: jsonb('share').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // migration 0007 (payments)
    messageKey: text('message_key'),
    redirectUrl: text('redirect_url'),
    returnPath: text('return_path'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    settledBy: text('settled_by'),
    /** Given back of it so far, at most amount + tip (migration 0045, docs/decisions/117-partial-refunds.md). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
  },
  (t) => [
    index('payments_purchase').on(t.instanceId, t.purchaseId),
    /** The money paid on a day: the day summary (migration 0050). */
    index('payments_paid_at').on(t.instanceId, t.paidAt).where(sql`status in ('paid', 'refunded')`),
    sameVenue(t.instanceId, t.purchaseId, purchases),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    instanceId: venueId(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.scope, t.key] })],
);

export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    instanceId: venueId(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('domain_events_topic').on(t.instanceId, t.topic, t.id)],
);

// ---- Payments (migration 0007; docs/decisions/013-payments.md, docs/payments.md).

/** A venue's gateway, methods per service, minimum online amount and webhook secret. */
export const paymentSettings = pgTable('payment_settings', {
  instanceId: integer('instance_id')
    .primaryKey()
    .references(() => instances.id, { onDelete: 'cascade' }),
  provider: text('provider'),
  methods: jsonb('methods').$type<Record<string, string[]>>().notNull(),
  minimumOnlineAmount: integer('minimum_online_amount').notNull().default(0),
  webhookSecret: text('webhook_secret'),
  credentials: jsonb('credentials').$type<Record<string, string>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/** Webhook deliveries already handled (a replayed event id changes nothing). */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    instanceId: venueId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.provider, t.eventId] })],
);

/** The sandbox gateway's card tokens: brand and last four digits, never the number. */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  id: text('id').primaryKey(),
  instanceId: venueId(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  scenario: text('scenario').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  createdAt: createdAt(),
});

/** The sandbox gateway's transactions, one per merchant reference. */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: text('id').primaryKey(),
    instanceId: venueId(),
    reference: text('reference').notNull(),
    method: text('method').notNull(),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    scenario: text('scenario'),
    phone: text('phone'),
    bankCode: text('bank_code'),
    returnUrl: text('return_url'),
    statusMessage: text('status_message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Given back of the charge so far (migration 0045): the sandbox refunds in parts. */
    refunded: integer('refunded').notNull().default(0),
  },
  (t) => [unique('sandbox_transactions_instance_id_reference_key').on(t.instanceId, t.reference)],
);

/** The sandbox gateway's refunds, one per refund id (our `RefundRequest.refundId`, its idempotency
 * key; migration 0045). */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    instanceId: venueId(),
    id: text('id').notNull(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => sandboxTransactions.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.id] })],
);

// ---- staff API credentials (migration 0005) and on-table ordering (migration 0006) ----

export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: uuidKey(),
    instanceId: venueId(),
    tokenHash: bytea('token_hash').notNull().unique(),
    label: text('label').notNull().default(''),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_tokens_instance').on(t.instanceId)],
);

/** A venue's staff member who signs in to the console (docs/staff-roles.md). */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuidKey(),
    instanceId: venueId(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role').notNull(),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [unique().on(t.instanceId, t.email)],
);

/** A signed-in browser (a person) or a paired kitchen tablet (a branch); the cookie's hash. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuidKey(),
    instanceId: venueId(),
    userId: uuid('user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    tokenHash: bytea('token_hash').notNull().unique(),
    label: text('label').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_user').on(t.userId)],
);

/** A one-time link an owner or manager sends; its hash. An invitation (`invite`) creates the
 * account of its e-mail with its role, never touching an existing one; a password reset (`reset`)
 * names the account whose password it sets. */
export const staffInvitations = pgTable('staff_invitations', {
  id: uuidKey(),
  instanceId: venueId(),
  email: text('email').notNull(),
  role: text('role').notNull(),
  purpose: text('purpose').$type<'invite' | 'reset'>().notNull().default('invite'),
  userId: uuid('user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
  tokenHash: bytea('token_hash').notNull().unique(),
  invitedBy: uuid('invited_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A short code that pairs a kitchen tablet to a branch, once. */
export const staffPairingCodes = pgTable(
  'staff_pairing_codes',
  {
    id: uuidKey(),
    instanceId: venueId(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    codeHash: bytea('code_hash').notNull(),
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_pairing_codes_lookup').on(t.instanceId, t.codeHash)],
);

/** Failed staff sign-ins by key: the account from one address, the account, the address
 * (sign-in-throttle.rules.ts). */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    instanceId: venueId(),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.key] })],
);

/** A failed tablet pairing of a venue: the ceiling per venue counts these (pairing-code.rules.ts). */
export const staffPairingFailures = pgTable(
  'staff_pairing_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    instanceId: venueId(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_pairing_failures_venue').on(t.instanceId, t.failedAt)],
);

/** A rate limit's key and its current window, shared by every server process on PostgreSQL
 * (migration 0048, UNLOGGED; lib/rate-limit-store.ts, docs/decisions/119-shared-limits.md). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});

/** A table, room, seat area, box or counter; `code` is the secret its QR code carries. */
export const places = pgTable(
  'places',
  {
    id: uuidKey(),
    instanceId: venueId(),
    supplierId: integer('supplier_id').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    kind: text('kind').$type<'table' | 'room' | 'seat' | 'box' | 'counter'>().notNull().default('table'),
    active: boolean('active').notNull().default(true),
    /** Bumped by every back-office change of the place, which names the version it read (migration 0032). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('places_instance_id_id_key').on(t.instanceId, t.id),
    unique('places_instance_id_supplier_id_code_key').on(t.instanceId, t.supplierId, t.code),
    sameVenue(t.instanceId, t.supplierId, suppliers).onDelete('cascade'),
  ],
);

export const tableMembers = pgTable(
  'table_members',
  {
    instanceId: integer('instance_id').notNull(),
    purchaseId: uuid('purchase_id').notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    nickname: text('nickname'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.purchaseId, t.profileId] }),
    index('table_members_profile').on(t.instanceId, t.profileId, t.joinedAt),
    sameVenue(t.instanceId, t.purchaseId, purchases),
  ],
);

export const waiterCalls = pgTable(
  'waiter_calls',
  {
    id: uuidKey(),
    instanceId: integer('instance_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    placeId: uuid('place_id'),
    purchaseId: uuid('purchase_id'),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    reason: text('reason').$type<'assistance' | 'bill' | 'payment'>().notNull(),
    note: text('note'),
    paymentId: uuid('payment_id'),
    status: text('status').$type<'open' | 'acknowledged'>().notNull().default('open'),
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [index('waiter_calls_purchase').on(t.instanceId, t.purchaseId)],
);

export const purchaseRatings = pgTable(
  'purchase_ratings',
  {
    id: uuidKey(),
    instanceId: integer('instance_id').notNull(),
    purchaseId: uuid('purchase_id').notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('purchase_ratings_purchase_id_profile_id_key').on(t.purchaseId, t.profileId),
    /** A day's ratings: the day summary (migration 0050). */
    index('purchase_ratings_time').on(t.instanceId, t.createdAt),
  ],
);

/** A table's bill closed by hand (migration 0028): who closed it, what of the bill was still owed
 * then and why (docs/decisions/091-a-bill-closed-with-money-owed.md). */
/** The back office's audit log (migration 0029, docs/back-office.md#audit-log): who changed what of
 * the venue's business, when, with the row before and after; written in the change's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    instanceId: venueId(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    actor: text('actor').notNull(),
    area: text('area').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_instance_at').on(t.instanceId, t.id.desc())],
);

export const billClosures = pgTable(
  'bill_closures',
  {
    instanceId: integer('instance_id').notNull(),
    purchaseId: uuid('purchase_id').notNull(),
    closedBy: text('closed_by').notNull(),
    owed: integer('owed').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.purchaseId] }),
    sameVenue(t.instanceId, t.purchaseId, purchases).onDelete('cascade'),
  ],
);

/** A later course of a table round fired by the kitchen or a waiter (migration 0038, ADR 108). */
export const kitchenFires = pgTable(
  'kitchen_fires',
  {
    instanceId: integer('instance_id').notNull(),
    purchaseId: uuid('purchase_id').notNull(),
    round: integer('round').notNull(),
    course: text('course').notNull(),
    firedBy: text('fired_by').notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.purchaseId, t.round, t.course] }),
    sameVenue(t.instanceId, t.purchaseId, purchases).onDelete('cascade'),
  ],
);

export const serviceRatings = pgTable('service_ratings', {
  id: uuidKey(),
  instanceId: integer('instance_id').notNull(),
  supplierId: integer('supplier_id').notNull(),
  profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
  placeId: uuid('place_id'),
  kind: text('kind').$type<'digital_menu' | 'nps'>().notNull(),
  score: integer('score').notNull(),
  comment: text('comment'),
  createdAt: createdAt(),
});

// ---- Delivery, take-away and scheduled orders (migration 0008, docs/decisions/016-delivery.md).

/** Per-branch delivery settings (spec §5 minimum, §8 closed or inactive, §9 fees). */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    supplierId: integer('supplier_id').primaryKey(),
    instanceId: venueId(),
    deliveryActive: boolean('delivery_active').notNull().default(true),
    leadMinutes: integer('lead_minutes').notNull().default(60),
    slotMinutes: integer('slot_minutes').notNull().default(30),
    capacityPerSlot: integer('capacity_per_slot').notNull().default(10),
    minimumOrderValue: integer('minimum_order_value').notNull().default(0),
    freeShippingFrom: integer('free_shipping_from'),
    requireSmsCode: boolean('require_sms_code').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [sameVenue(t.instanceId, t.supplierId, suppliers)],
);

/** Weekly opening windows of a branch, of its kitchen and of a service with hours of its own (migration
 * 0034, ADR 106), in the venue's time zone. */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: integer('instance_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    kind: text('kind').$type<'branch' | 'kitchen' | HoursService>().notNull(),
    days: jsonb('days').$type<number[]>().notNull(),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('opening_hours_supplier').on(t.instanceId, t.supplierId, t.kind),
    sameVenue(t.instanceId, t.supplierId, suppliers),
  ],
);

/** A date whose hours differ from the week's (a holiday): closed, or open in `windows` only (migration 0032). */
export const branchHourExceptions = pgTable(
  'branch_hour_exceptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: integer('instance_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull(),
    windows: jsonb('windows').$type<{ from: string; to: string }[]>().notNull().default([]),
    note: text('note').notNull().default(''),
  },
  (t) => [
    unique('branch_hour_exceptions_instance_id_supplier_id_date_key').on(t.instanceId, t.supplierId, t.date),
    sameVenue(t.instanceId, t.supplierId, suppliers).onDelete('cascade'),
  ],
);

/** spec §3 Polygon: a branch's delivery zone with its price and minimum order value. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: uuidKey(),
    instanceId: integer('instance_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    polygon: jsonb('polygon').$type<[number, number][]>().notNull(),
    /** A zone drawn as a circle: its centre and radius; the polygon is its outline (migration 0032). */
    radius: jsonb('radius').$type<{ center: [number, number]; meters: number }>(),
    minLat: doublePrecision('min_lat').notNull(),
    maxLat: doublePrecision('max_lat').notNull(),
    minLng: doublePrecision('min_lng').notNull(),
    maxLng: doublePrecision('max_lng').notNull(),
    deliveryPrice: integer('delivery_price').notNull(),
    minimumOrderValue: integer('minimum_order_value').notNull().default(0),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('delivery_zones_supplier_id_key_key').on(t.supplierId, t.key),
    sameVenue(t.instanceId, t.supplierId, suppliers),
  ],
);

/** A diner's saved delivery address (spec §3 Location). */
export const savedLocations = pgTable(
  'saved_locations',
  {
    id: uuidKey(),
    instanceId: venueId(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    label: text('label'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    address: text('address').notNull(),
    addressOptional: text('address_optional').notNull().default(''),
    city: text('city').notNull(),
    neighbourhood: text('neighbourhood').notNull(),
    reference: text('reference').notNull(),
    formattedAddress: text('formatted_address').notNull().default(''),
    placeId: text('place_id'),
    phoneCode: text('phone_code'),
    supplierId: integer('supplier_id'),
    polygonId: uuid('polygon_id'),
    locationPrice: integer('location_price').notNull().default(0),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_locations_profile').on(t.instanceId, t.profileId, t.lastUsedAt)],
);

/** spec §3 Coupon; `uses` is taken with a conditional update. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: venueId(),
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'fixed' | 'free_shipping'>().notNull(),
    value: integer('value').notNull().default(0),
    maxDiscount: integer('max_discount'),
    minimumOrderValue: integer('minimum_order_value').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    services: jsonb('services').$type<('delivery' | 'take_away')[]>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('coupons_instance_id_code_key').on(t.instanceId, t.code)],
);

/** A 4-digit phone confirmation code (spec §5, §9); only its hash. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuidKey(),
    instanceId: venueId(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_profile_phone').on(t.instanceId, t.profileId, t.phone, t.sentAt),
    index('sms_codes_phone').on(t.instanceId, t.phone, t.sentAt),
  ],
);

/** What the default SMS adapter sends (architecture §8). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    instanceId: integer('instance_id').references(() => instances.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone').on(t.instanceId, t.phone, t.id)],
);

/** What the default e-mail adapter "sends" (migration 0011). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    instanceId: integer('instance_id').references(() => instances.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_to').on(t.instanceId, t.toAddress, t.id)],
);

/** Orders per slot (architecture §5: never overbooked). */
export const slotCounters = pgTable(
  'slot_counters',
  {
    supplierId: integer('supplier_id').notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    instanceId: integer('instance_id').notNull(),
    taken: integer('taken').notNull().default(0),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.slotStart] }),
    sameVenue(t.instanceId, t.supplierId, suppliers),
  ],
);

/** A branch's booking settings: the venue file's `booking` block (docs/venues.md#bookings). */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    supplierId: integer('supplier_id').primaryKey(),
    instanceId: venueId(),
    settings: jsonb('settings').$type<BookingSettings>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [sameVenue(t.instanceId, t.supplierId, suppliers)],
);

/** A bookable zone; its row is the lock of the capacity check (architecture §5: never overbooked). */
export const bookingZones = pgTable(
  'booking_zones',
  {
    supplierId: integer('supplier_id').notNull(),
    key: text('key').notNull(),
    instanceId: integer('instance_id').notNull(),
    name: text('name').notNull(),
    seats: integer('seats').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.key] }), sameVenue(t.instanceId, t.supplierId, suppliers)],
);

/** A table booking (docs/bookings.md). */
export const bookings = pgTable(
  'bookings',
  {
    id: uuidKey(),
    instanceId: integer('instance_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    zoneKey: text('zone_key').notNull(),
    origin: text('origin').notNull(),
    lang: text('lang').$type<Lang>().notNull().default('es'),
    status: text('status').$type<BookingStatus>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    localDate: text('local_date').notNull(),
    localHour: text('local_hour').notNull(),
    persons: integer('persons').notNull(),
    reason: text('reason'),
    comment: text('comment').notNull().default(''),
    guests: text('guests'),
    birthday: text('birthday'),
    sex: text('sex'),
    contactName: text('contact_name').notNull(),
    phoneCode: text('phone_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    dni: text('dni'),
    depositKind: text('deposit_kind').$type<Deposit['kind']>().notNull().default('none'),
    depositPay: text('deposit_pay').$type<Deposit['pay']>().notNull().default('at_restaurant'),
    depositAmount: integer('deposit_amount').notNull().default(0),
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
    /** The purchase an online deposit is paid through (migration 0012). */
    depositPurchaseId: uuid('deposit_purchase_id').references(() => purchases.id),
    statusReason: text('status_reason'),
    rate: integer('rate'),
    rateComment: text('rate_comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_supplier_time').on(t.supplierId, t.startsAt),
    index('bookings_waitlist').on(t.supplierId, t.zoneKey, t.createdAt).where(sql`status = 'waitlist'`),
    sameVenue(t.instanceId, t.supplierId, suppliers),
    foreignKey({
      columns: [t.supplierId, t.zoneKey],
      foreignColumns: [bookingZones.supplierId, bookingZones.key],
    }),
  ],
);

/** The SHA-256 of a detail link's secret (one per link sent), each opening one booking. */
export const bookingTokens = pgTable('booking_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  bookingId: uuid('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  instanceId: venueId(),
  createdAt: createdAt(),
});

/** Days (a zone or the whole branch, zone_key '') the venue closed for bookings. */
export const bookingClosures = pgTable(
  'booking_closures',
  {
    supplierId: integer('supplier_id').notNull(),
    localDate: text('local_date').notNull(),
    zoneKey: text('zone_key').notNull().default(''),
    instanceId: integer('instance_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.localDate, t.zoneKey] }),
    sameVenue(t.instanceId, t.supplierId, suppliers),
  ],
);

/** Photos uploaded in the back office (migration 0031, docs/decisions/101-photos.md): one row per
 * venue and upload, keyed by the hash of its bytes; the files are in the media storage (the
 * imported venue files' images are `media`, bytes in the database). */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    instanceId: venueId(),
    hash: text('hash').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    widths: integer('widths').array().notNull(),
    formats: text('formats').array().notNull(),
    sourceType: text('source_type').$type<'jpeg' | 'png' | 'webp' | 'heic'>().notNull(),
    sourceBytes: integer('source_bytes').notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.hash] })],
);

/** A branch's ESC/POS network printer and the print queue's state of it (migration 0039, ADR 109). */
export const printers = pgTable(
  'printers',
  {
    id: uuidKey(),
    instanceId: venueId(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    name: text('name').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull().default(9100),
    paperMm: integer('paper_mm').notNull().default(80),
    printsKitchen: boolean('prints_kitchen').notNull().default(true),
    printsReceipts: boolean('prints_receipts').notNull().default(false),
    /** The kitchen stations it prints (migration 0041); empty: every station. */
    stations: jsonb('stations').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    lastPrintedAt: timestamp('last_printed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('printers_instance_id_id_key').on(t.instanceId, t.id),
    index('printers_supplier').on(t.instanceId, t.supplierId),
  ],
);

/** One ticket for one printer, unique by its key (migration 0039). */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    instanceId: integer('instance_id').notNull(),
    printerId: uuid('printer_id').notNull(),
    jobKey: text('job_key').notNull(),
    kind: text('kind').$type<'kitchen' | 'receipt' | 'test'>().notNull(),
    purchaseId: uuid('purchase_id'),
    round: integer('round'),
    status: text('status').$type<'queued' | 'printed' | 'canceled'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    requestedBy: text('requested_by'),
    createdAt: createdAt(),
    printedAt: timestamp('printed_at', { withTimezone: true }),
  },
  (t) => [
    unique('print_jobs_printer_id_job_key_key').on(t.printerId, t.jobKey),
    foreignKey({
      columns: [t.instanceId, t.printerId],
      foreignColumns: [printers.instanceId, printers.id],
    }).onDelete('cascade'),
  ],
);

/** A branch's till from its opening float to the cash counted at close (migration 0040,
 * docs/decisions/111-cash-up.md); one open at a time per branch (a partial unique index). */
export const cashShifts = pgTable(
  'cash_shifts',
  {
    id: uuidKey(),
    instanceId: venueId(),
    supplierId: integer('supplier_id').notNull(),
    openedBy: text('opened_by').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openingFloat: integer('opening_float').notNull(),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    countedCash: integer('counted_cash'),
    expectedCash: integer('expected_cash'),
    figures: jsonb('figures').$type<Record<string, unknown>>(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('cash_shifts_one_open').on(t.instanceId, t.supplierId).where(sql`closed_at is null`),
    index('cash_shifts_branch').on(t.instanceId, t.supplierId, t.openedAt.desc()),
    sameVenue(t.instanceId, t.supplierId, suppliers).onDelete('cascade'),
  ],
);

/** A correction of a table's order by the staff (migration 0044, docs/decisions/114-order-corrections.md):
 * a void, a comp or discount of a line or of the bill, a move to another place; who, when, why and
 * the money it took off the bill. */
export const orderCorrections = pgTable(
  'order_corrections',
  {
    id: uuidKey(),
    instanceId: venueId(),
    supplierId: integer('supplier_id').notNull(),
    purchaseId: uuid('purchase_id').notNull(),
    itemId: uuid('item_id'),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull().default(0),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    actor: text('actor').notNull(),
    actorUserId: uuid('actor_user_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    /** The order they were made in (several in one instant of the app's clock keep it). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('order_corrections_purchase').on(t.instanceId, t.purchaseId, t.seq),
    index('order_corrections_branch').on(t.instanceId, t.supplierId, t.createdAt),
    sameVenue(t.instanceId, t.supplierId, suppliers).onDelete('cascade'),
    sameVenue(t.instanceId, t.purchaseId, purchases).onDelete('cascade'),
  ],
);

/** A refund of a paid payment, whole or a part (migration 0045, docs/decisions/117-partial-refunds.md):
 * its id is the gateway's idempotency key, derived from the staff's Idempotency-Key. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey(),
    instanceId: venueId(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason'),
    refundedBy: text('refunded_by').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payment_refunds_instance_id_payment_id_idempotency_key_key').on(
      t.instanceId,
      t.paymentId,
      t.idempotencyKey,
    ),
    index('payment_refunds_payment').on(t.instanceId, t.paymentId, t.createdAt),
    index('payment_refunds_time').on(t.instanceId, t.createdAt),
  ],
);

/** Where a manager put a place on the branch's floor plan, in cells of its canvas (migration 0043,
 * docs/decisions/113-floor-plan.md); a place without one stands in the default grid. */
export const floorPositions = pgTable(
  'floor_positions',
  {
    instanceId: venueId(),
    placeId: uuid('place_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    x: smallint('x').notNull(),
    y: smallint('y').notNull(),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
    shape: text('shape').$type<'square' | 'round'>().notNull().default('square'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.placeId] }),
    index('floor_positions_branch').on(t.instanceId, t.supplierId),
    sameVenue(t.instanceId, t.placeId, places).onDelete('cascade'),
    sameVenue(t.instanceId, t.supplierId, suppliers).onDelete('cascade'),
  ],
);

export const schema = {
  instances,
  domains,
  suppliers,
  media,
  profiles,
  trackingSessions,
  acquisitions,
  trackings,
  clientErrors,
  categories,
  products,
  supplierProducts,
  optionGroups,
  productOptions,
  productOptionGroups,
  productPrices,
  banners,
  bannerSuppliers,
  purchases,
  purchaseItems,
  payments,
  idempotencyKeys,
  domainEvents,
  paymentSettings,
  paymentWebhookEvents,
  sandboxCardTokens,
  sandboxTransactions,
  staffTokens,
  staffUsers,
  staffSessions,
  staffInvitations,
  staffPairingCodes,
  staffSignInFailures,
  staffPairingFailures,
  rateLimitHits,
  places,
  tableMembers,
  waiterCalls,
  purchaseRatings,
  billClosures,
  kitchenFires,
  auditLog,
  serviceRatings,
  deliverySettings,
  openingHours,
  branchHourExceptions,
  deliveryZones,
  savedLocations,
  coupons,
  smsCodes,
  smsOutbox,
  emailOutbox,
  slotCounters,
  bookingSettings,
  bookingZones,
  bookings,
  bookingTokens,
  bookingClosures,
  mediaUploads,
  printers,
  printJobs,
  cashShifts,
  floorPositions,
  orderCorrections,
  paymentRefunds,
  sandboxRefunds,
  platformOperators,
  platformSessions,
  platformAudit,
};
export const now = sql`now()`;
