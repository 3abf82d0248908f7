import type { TipSetting } from '@storefront/domain/tip/tip.schema';
import type { BranchSectionValues } from '@storefront/domain/venue/branch-settings.schema';
import { type PausableService, servicesOpenNow } from '@storefront/domain/venue/service-pause.rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { domains, instances, media, suppliers } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { venueRows, venueWhere } from '../../lib/venue-rows.ts';

// The only code that reads venues from the database; every branch query names its instance.

export type InstanceRow = typeof instances.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;

/** What the host resolution needs of a venue: its id, and whether it is locked (spec §1). */
export interface VenueRef {
  id: number;
  locked: boolean;
}

export async function findVenueByHost(db: Db, host: string): Promise<VenueRef | null> {
  const rows = await db
    .select({ id: instances.id, status: instances.status })
    .from(domains)
    .innerJoin(instances, eq(instances.id, domains.instanceId))
    .where(eq(domains.host, host))
    .limit(1);
  return rows[0] ? { id: rows[0].id, locked: rows[0].status === 'locked' } : null;
}

export async function findVenueBySlug(db: Db, slug: string): Promise<VenueRef | null> {
  const rows = await db
    .select({ id: instances.id, status: instances.status })
    .from(instances)
    .where(eq(instances.slug, slug))
    .limit(1);
  return rows[0] ? { id: rows[0].id, locked: rows[0].status === 'locked' } : null;
}

export async function getInstance(db: Db, instanceId: number): Promise<InstanceRow | null> {
  const rows = await db.select().from(instances).where(eq(instances.id, instanceId)).limit(1);
  return rows[0] ?? null;
}

/** Every branch read answers the services open now: a paused one reads as not offered, so each
 * module refuses it with its own spec §8 message (servicesOpenNow). */
const openNow = (row: SupplierRow): SupplierRow => servicesOpenNow(row, row.pausedServices);

export async function listSuppliers(db: Db, instanceId: number): Promise<SupplierRow[]> {
  const rows = await venueRows(db, suppliers, instanceId, { active: true }).orderBy(
    asc(suppliers.position),
    asc(suppliers.id),
  );
  return rows.map(openNow);
}

/** Pauses or resumes a service of a branch; the paused services after the change. */
export async function setServicePaused(
  db: Db,
  instanceId: number,
  supplierId: number,
  service: PausableService,
  paused: boolean,
): Promise<string[]> {
  const [row] = await db
    .update(suppliers)
    .set({
      pausedServices: paused
        ? sql`(select coalesce(jsonb_agg(distinct s), '[]'::jsonb) from jsonb_array_elements_text(${suppliers.pausedServices} || ${JSON.stringify([service])}::jsonb) s)`
        : sql`${suppliers.pausedServices} - ${service}::text`,
    })
    .where(venueWhere(suppliers, instanceId, { id: supplierId }))
    .returning({ paused: suppliers.pausedServices });
  return row?.paused ?? [];
}

/** The services paused at a branch (what the staff see; branch reads already apply them). */
export async function pausedServicesOf(db: Db, instanceId: number, supplierId: number): Promise<string[]> {
  const [row] = await db
    .select({ paused: suppliers.pausedServices })
    .from(suppliers)
    .where(venueWhere(suppliers, instanceId, { id: supplierId }));
  return row?.paused ?? [];
}

/** The services a branch offers as its venue file sets them (the staff's pause aside), and its tip
 * options (null: the spec's defaults). */
export async function servicesOfBranch(
  db: Db,
  instanceId: number,
  supplierId: number,
): Promise<{ services: BranchSectionValues['services']; tips: TipSetting | null } | null> {
  const [row] = await venueRows(db, suppliers, instanceId, { id: supplierId });
  if (!row) return null;
  return { services: servicesOfRow(row), tips: row.tips ?? null };
}

function servicesOfRow(row: SupplierRow): BranchSectionValues['services'] {
  return {
    service_delivery: row.serviceDelivery,
    service_take_away: row.serviceTakeAway,
    service_table: row.serviceTable,
    service_book: row.serviceBook,
    service_schedule: row.serviceSchedule,
    on_table_class: row.onTableClass as BranchSectionValues['services']['on_table_class'],
  };
}

/** Sets the services a branch offers (the back office's services section). */
export async function setServicesOfBranch(
  tx: Db,
  instanceId: number,
  supplierId: number,
  value: BranchSectionValues['services'],
): Promise<void> {
  await tx
    .update(suppliers)
    .set({
      serviceDelivery: value.service_delivery,
      serviceTakeAway: value.service_take_away,
      serviceTable: value.service_table,
      serviceBook: value.service_book,
      serviceSchedule: value.service_schedule,
      onTableClass: value.on_table_class,
    })
    .where(venueWhere(suppliers, instanceId, { id: supplierId }));
}

/** Sets a branch's tip options (the back office's tips section; null: the spec's defaults, ADR 107). */
export async function setTipsOfBranch(
  tx: Db,
  instanceId: number,
  supplierId: number,
  value: BranchSectionValues['tips'],
): Promise<void> {
  await tx
    .update(suppliers)
    .set({ tips: value.tips })
    .where(venueWhere(suppliers, instanceId, { id: supplierId }));
}

/** The branch's version (migration 0032), read through `db`. */
export async function branchVersion(db: Db, instanceId: number, supplierId: number): Promise<number | null> {
  const [row] = await db
    .select({ version: suppliers.version })
    .from(suppliers)
    .where(venueWhere(suppliers, instanceId, { id: supplierId }));
  return row?.version ?? null;
}

/** Moves the branch to its next version if it is still at `version`: the check of every back-office
 * save, in its transaction (no read-then-write); its updated_at moves the caches' fingerprints. A
 * branch saved since answers 409 stale_edit. */
export async function bumpBranchVersion(
  tx: Db,
  instanceId: number,
  supplierId: number,
  version: number,
): Promise<void> {
  const rows = await tx
    .update(suppliers)
    .set({ version: sql`${suppliers.version} + 1`, updatedAt: sql`now()` })
    .where(and(venueWhere(suppliers, instanceId, { id: supplierId }), eq(suppliers.version, version)))
    .returning({ version: suppliers.version });
  if (rows.length === 0) throw new AppError(409, 'stale_edit');
}

/** Moves every other branch of the venue to its next version: a save of what all branches share
 * (the venue's payment methods) makes a screen still showing the old one save over a stale read. */
export async function bumpOtherBranchVersions(tx: Db, instanceId: number, supplierId: number): Promise<void> {
  await tx
    .update(suppliers)
    .set({ version: sql`${suppliers.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(suppliers.instanceId, instanceId), sql`${suppliers.id} <> ${supplierId}`));
}

export async function findSupplierBySlug(
  db: Db,
  instanceId: number,
  slug: string,
): Promise<SupplierRow | null> {
  const rows = await venueRows(db, suppliers, instanceId, { slug, active: true }).limit(1);
  return rows[0] ? openNow(rows[0]) : null;
}

export async function findSupplierById(db: Db, instanceId: number, id: number): Promise<SupplierRow | null> {
  const rows = await venueRows(db, suppliers, instanceId, { id, active: true }).limit(1);
  return rows[0] ? openNow(rows[0]) : null;
}

/** A branch of the venue by its numeric id or its slug (routes and headers named `supplier_id`
 * carry either, spec §7). */
export async function findSupplierByRef(
  db: Db,
  instanceId: number,
  ref: string | number,
): Promise<SupplierRow | null> {
  const text = String(ref);
  if (isIdRef(text)) return findSupplierById(db, instanceId, Number(text));
  return findSupplierBySlug(db, instanceId, text);
}

/** A branch reference that is its id (digits), not its slug. */
const isIdRef = (text: string) => /^\d{1,9}$/.test(text);

/** Whether `ref` names this branch as `findSupplierByRef` reads it: its id, or else its slug. */
export function isSupplierRef(supplier: SupplierRow, ref: string | number): boolean {
  const text = String(ref);
  return isIdRef(text) ? Number(text) === supplier.id : text === supplier.slug;
}

/** The branch a staff or diner request names, or 404 `supplier_not_found`. */
export async function requireSupplierByRef(
  db: Db,
  instanceId: number,
  ref: string | number,
): Promise<SupplierRow> {
  const supplier = await findSupplierByRef(db, instanceId, ref);
  if (!supplier) throw new AppError(404, 'supplier_not_found');
  return supplier;
}

export async function findMedia(
  db: Db,
  instanceId: number,
  hash: string,
): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  const rows = await db
    .select({ contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(venueWhere(media, instanceId, { hash }))
    .limit(1);
  return rows[0] ?? null;
}

/** The platform's directory (docs/decisions/095-the-demo-platform-settings.md): every venue taking
 * orders, by name. The one read across venues, and of public fields only (name, slug). */
export async function listOpenVenues(db: Db): Promise<{ slug: string; name: string }[]> {
  return db
    .select({ slug: instances.slug, name: instances.name })
    .from(instances)
    .where(sql`${instances.status} <> 'locked'`)
    .orderBy(asc(instances.name));
}
