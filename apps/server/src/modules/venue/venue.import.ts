import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { parseMediaRef } from '@storefront/domain/media/media.rules';
import { type VenueImport, venueImportSchema } from '@storefront/domain/venue/venue.schema';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { domains, instances, media, suppliers } from '../../db/schema.ts';
import { venueWhere } from '../../lib/venue-rows.ts';
import { importBookings } from '../booking/booking.import.ts';
import { catalogImageRefs, checkCatalog, type ImageRef, importCatalog } from '../catalog/catalog.import.ts';
import { importDelivery } from '../delivery/delivery.import.ts';
import { importOnTable } from '../on-table/on-table.import.ts';
import { checkPayments, importPayments } from '../payment/payment.import.ts';

// The operator's import path (`npm run venue:import`), also used to seed the demo venues.
// A file is checked whole (schema, images, domains) before anything of it is written. This file is
// the composition root of the import: it writes the venue's own rows (instance, domains, media,
// branches) and then calls each module's import step (`<module>/<module>.import.ts`), which owns
// that module's tables (docs/decisions/025-server-modules-in-layers.md).

export class VenueImportError extends Error {
  readonly file: string;
  readonly issues: { path: string; message: string }[];

  constructor(file: string, issues: { path: string; message: string }[]) {
    super(`${file}:\n${issues.map((issue) => `  ${issue.path || '(root)'}: ${issue.message}`).join('\n')}`);
    this.file = file;
    this.issues = issues;
  }
}

const contentTypes: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

interface MediaFile {
  hash: string;
  contentType: string;
  bytes: Uint8Array;
  url: string;
}

export interface ParsedVenue {
  file: string;
  venue: VenueImport;
  media: MediaFile[];
}

const imageFields: [string, (v: VenueImport) => string | null, (v: VenueImport, url: string) => void][] = [
  ['header.logo', (v) => v.header.logo, (v, url) => (v.header.logo = url)],
  ['preload.logo', (v) => v.preload.logo, (v, url) => (v.preload.logo = url)],
  ['meta.favicon', (v) => v.meta.favicon, (v, url) => (v.meta.favicon = url)],
  ['linktree_logo.thumb', (v) => v.linktree_logo.thumb, (v, url) => (v.linktree_logo.thumb = url)],
  [
    'theme.suppliers_background_image',
    (v) => v.theme.suppliers_background_image,
    (v, url) => (v.theme.suppliers_background_image = url),
  ],
];

/** Reads and validates one venue file; relative image paths become content-addressed media. */
export function parseVenueFile(file: string): ParsedVenue {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new VenueImportError(file, [
      { path: '', message: `not readable JSON (${(error as Error).message})` },
    ]);
  }
  const parsed = venueImportSchema.safeParse(raw);
  if (!parsed.success) {
    throw new VenueImportError(
      file,
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  const venue = parsed.data;
  const files: MediaFile[] = [];
  const issues: { path: string; message: string }[] = checkCatalog(
    venue.catalog,
    venue.suppliers.map((s) => s.slug),
  );
  issues.push(...checkPayments(venue.payments));
  const imageRefs: ImageRef[] = [
    ...imageFields.map(([path, get, set]) => ({
      path,
      ref: get(venue),
      set: (url: string) => set(venue, url),
    })),
    ...catalogImageRefs(venue.catalog),
  ];
  const urlByLocation = new Map<string, string>();
  for (const { path, ref, set } of imageRefs) {
    // a URL, an image already stored, or a photo uploaded in the back office (its `media:` ref): kept as it is
    if (!ref || /^https?:\/\//.test(ref) || ref.startsWith('/media/') || parseMediaRef(ref)) continue;
    const contentType = contentTypes[extname(ref).toLowerCase()];
    const location = resolve(dirname(file), ref);
    if (!contentType) {
      issues.push({ path, message: `unsupported image type ${extname(ref) || '(none)'}` });
      continue;
    }
    // One image may serve many products: read it and store its bytes once.
    const known = urlByLocation.get(location);
    if (known) {
      set(known);
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = readFileSync(location);
    } catch {
      issues.push({ path, message: `image file not found: ${ref}` });
      continue;
    }
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const url = `/media/${hash}${extname(ref).toLowerCase()}`;
    urlByLocation.set(location, url);
    if (!files.some((f) => f.hash === hash)) files.push({ hash, contentType, bytes, url });
    set(url);
  }
  if (issues.length > 0) throw new VenueImportError(file, issues);
  return { file, venue, media: files };
}

/** The venue files named by a path: the file itself, or every *.json directly inside a folder. */
export function venueFiles(path: string): string[] {
  const location = resolve(path);
  if (!statSync(location).isDirectory()) return [location];
  return readdirSync(location)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(location, name));
}

function instanceValues(venue: VenueImport) {
  return {
    slug: venue.slug,
    name: venue.name,
    countryCode: venue.country_code,
    currency: venue.currency,
    locale: venue.locale,
    language: venue.language,
    langs: venue.langs,
    status: venue.status,
    timezone: venue.timezone,
    theme: venue.theme,
    styleCustom: venue.style_custom,
    headerLogo: venue.header.logo,
    preloadLogo: venue.preload.logo,
    metaFavicon: venue.meta.favicon,
    linktreeLogoThumb: venue.linktree_logo.thumb,
    linktree: venue.linktree,
    linktreeAddSuppliers: venue.linktree_add_suppliers,
    labelsButtons: venue.labels_buttons,
    socialmedia: venue.socialmedia,
    fullGps: venue.full_gps,
    rateDigitalmenu: venue.rate_digitalmenu,
    rateNps: venue.rate_nps,
    pixelGoogleAnalytics: venue.pixel_google_analytics,
    pixelFacebookAnalytics: venue.pixel_facebook_analytics,
    categoryEstablishment: venue.category_establishment,
    newMenuV3: venue.new_menu_v3,
    basicOnTable: venue.basic_on_table,
    contactUsMessaging: venue.contact_us_messaging,
    consumptionTaxLabel: venue.consumption_tax_label,
    errorReporting: venue.error_reporting,
    legal: venue.legal,
    noticeContacts: venue.notice_contacts,
  };
}

function supplierValues(instanceId: number, s: VenueImport['suppliers'][number], position: number) {
  return {
    instanceId,
    slug: s.slug,
    label: s.label,
    description: s.description,
    address: s.address,
    latitude: s.latitude,
    longitude: s.longitude,
    locale: s.locale,
    phone: s.phone,
    whatsapp: s.whatsapp,
    serviceDelivery: s.service_delivery,
    serviceTakeAway: s.service_take_away,
    serviceTable: s.service_table,
    serviceBook: s.service_book,
    serviceSchedule: s.service_schedule,
    hasCluviPay: s.has_cluvi_pay,
    onTableClass: s.on_table_class,
    tips: s.tips,
    position,
    active: true,
  };
}

/** Writes one validated venue in one transaction: created, or updated in place by slug. */
export async function writeVenue(db: Db, { file, venue, media: files }: ParsedVenue): Promise<number> {
  return db.transaction(async (tx) => {
    const values = instanceValues(venue);
    const [row] = await tx
      .insert(instances)
      .values(values)
      .onConflictDoUpdate({
        target: instances.slug,
        set: { ...values, version: sql`${instances.version} + 1`, updatedAt: sql`now()` },
      })
      .returning({ id: instances.id });
    const instanceId = row!.id;

    const hosts = [...new Set(venue.domains)];
    if (hosts.length > 0) {
      const taken = await tx.select().from(domains).where(sql`${domains.host} in ${hosts}`);
      const foreign = taken.find((d) => d.instanceId !== instanceId);
      if (foreign) {
        throw new VenueImportError(file, [
          {
            path: `domains.${hosts.indexOf(foreign.host)}`,
            message: `${foreign.host} belongs to another venue`,
          },
        ]);
      }
    }
    await tx.delete(domains).where(eq(domains.instanceId, instanceId));
    if (hosts.length > 0) await tx.insert(domains).values(hosts.map((host) => ({ host, instanceId })));

    for (const m of files) {
      await tx
        .insert(media)
        .values({ instanceId, hash: m.hash, contentType: m.contentType, bytes: m.bytes })
        .onConflictDoNothing();
    }

    for (const [position, s] of venue.suppliers.entries()) {
      const supplier = supplierValues(instanceId, s, position);
      await tx
        .insert(suppliers)
        .values(supplier)
        .onConflictDoUpdate({
          target: [suppliers.instanceId, suppliers.slug],
          set: { ...supplier, updatedAt: sql`now()` },
        });
    }
    // Branches no longer in the file stop answering but keep their history (orders refer to them).
    await tx
      .update(suppliers)
      .set({ active: false, updatedAt: sql`now()` })
      .where(
        and(
          eq(suppliers.instanceId, instanceId),
          notInArray(
            suppliers.slug,
            venue.suppliers.map((s) => s.slug),
          ),
        ),
      );
    const branchRows = await tx
      .select({ id: suppliers.id, slug: suppliers.slug })
      .from(suppliers)
      .where(venueWhere(suppliers, instanceId, { active: true }));
    const branchIds = new Map(branchRows.map((b) => [b.slug, b.id]));
    await importCatalog(tx, instanceId, venue.catalog, branchIds);
    await importDelivery(tx, instanceId, venue, branchIds);
    await importPayments(tx, instanceId, venue.payments);
    await importBookings(tx, instanceId, venue, branchIds);
    await importOnTable(tx, instanceId, venue.suppliers, branchIds);
    return instanceId;
  });
}

export interface ImportResult {
  imported: { file: string; slug: string; instanceId: number }[];
}

/** Validates every file first, then writes them all in one transaction: nothing when any is invalid. */
export async function importVenues(db: Db, path: string): Promise<ImportResult> {
  const files = venueFiles(path);
  const parsed: ParsedVenue[] = [];
  const errors: VenueImportError[] = [];
  for (const file of files) {
    try {
      parsed.push(parseVenueFile(file));
    } catch (error) {
      if (error instanceof VenueImportError) errors.push(error);
      else throw error;
    }
  }
  const firstFileBySlug = new Map<string, string>();
  for (const { file, venue } of parsed) {
    const first = firstFileBySlug.get(venue.slug);
    if (first)
      errors.push(
        new VenueImportError(file, [
          { path: 'slug', message: `${venue.slug} is also the slug of ${basename(first)}` },
        ]),
      );
    else firstFileBySlug.set(venue.slug, file);
  }
  if (errors.length > 0) throw new AggregateVenueImportError(errors);
  // One transaction for the whole set: a file refused while writing (a domain taken by another
  // venue) must not leave the files before it imported.
  const imported: ImportResult['imported'] = [];
  await db.transaction(async (tx) => {
    for (const venue of parsed) {
      imported.push({
        file: basename(venue.file),
        slug: venue.venue.slug,
        instanceId: await writeVenue(tx, venue),
      });
    }
  });
  return { imported };
}

export class AggregateVenueImportError extends Error {
  readonly errors: VenueImportError[];
  constructor(errors: VenueImportError[]) {
    super(errors.map((error) => error.message).join('\n'));
    this.errors = errors;
  }
}
