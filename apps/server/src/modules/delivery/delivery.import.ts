import { HOURS_SERVICES } from '@storefront/domain/delivery/hours.rules';
import type { VenueImport } from '@storefront/domain/venue/venue.schema';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  branchHourExceptions,
  coupons,
  deliverySettings,
  deliveryZones,
  openingHours,
} from '../../db/schema.ts';
import { deactivateOtherZones, importedBranches, type VenueImportStep } from '../../lib/venue-import.ts';
import { venueWhere } from '../../lib/venue-rows.ts';

// The delivery part of a venue file (docs/venues.md#delivery), written inside writeVenue's
// transaction: per branch its settings, hours and zones; per venue its coupons. The back office's
// branch settings (delivery.staff.ts) write through the same functions. A zone or coupon
// gone from the file is deactivated, so orders and saved addresses that name it keep their meaning.

type SupplierImport = VenueImport['suppliers'][number];

function box(polygon: [number, number][]) {
  const lats = polygon.map(([lat]) => lat);
  const lngs = polygon.map(([, lng]) => lng);
  return {
    minLat: Math.min(...lats),
    maxLat: Math.max(...lats),
    minLng: Math.min(...lngs),
    maxLng: Math.max(...lngs),
  };
}

type DeliveryFields = Pick<
  SupplierImport,
  'delivery_active' | 'schedule' | 'minimum_order_value' | 'free_shipping_from' | 'require_sms_code'
>;

/** A branch's delivery settings: minimum, free shipping, slots, SMS code, delivery on or off. */
export async function writeDeliverySettings(
  tx: Db,
  instanceId: number,
  supplierId: number,
  s: DeliveryFields,
) {
  const settings = {
    instanceId,
    supplierId,
    deliveryActive: s.delivery_active,
    leadMinutes: s.schedule.lead_minutes,
    slotMinutes: s.schedule.slot_minutes,
    capacityPerSlot: s.schedule.capacity_per_slot,
    minimumOrderValue: s.minimum_order_value,
    freeShippingFrom: s.free_shipping_from,
    requireSmsCode: s.require_sms_code,
  };
  await tx
    .insert(deliverySettings)
    .values(settings)
    .onConflictDoUpdate({ target: deliverySettings.supplierId, set: { ...settings, updatedAt: sql`now()` } });
}

/** A branch's weekly opening and kitchen hours, each service's own hours (ADR 106) and its dated
 * exceptions, replaced whole. */
export async function writeHours(
  tx: Db,
  instanceId: number,
  supplierId: number,
  s: Pick<SupplierImport, 'opening_hours' | 'kitchen_hours' | 'service_hours' | 'hours_exceptions'>,
) {
  await tx.delete(openingHours).where(venueWhere(openingHours, instanceId, { supplierId }));
  const hours = [
    ...s.opening_hours.map((w, position) => ({ kind: 'branch' as const, w, position })),
    ...s.kitchen_hours.map((w, position) => ({ kind: 'kitchen' as const, w, position })),
    ...HOURS_SERVICES.flatMap((kind) => s.service_hours[kind].map((w, position) => ({ kind, w, position }))),
  ];
  if (hours.length > 0) {
    await tx.insert(openingHours).values(
      hours.map(({ kind, w, position }) => ({
        instanceId,
        supplierId,
        kind,
        days: w.days,
        opens: w.from,
        closes: w.to,
        position,
      })),
    );
  }
  await tx.delete(branchHourExceptions).where(venueWhere(branchHourExceptions, instanceId, { supplierId }));
  if (s.hours_exceptions.length > 0) {
    await tx.insert(branchHourExceptions).values(
      s.hours_exceptions.map((e) => ({
        instanceId,
        supplierId,
        date: e.date,
        closed: e.closed,
        windows: e.windows,
        note: e.note,
      })),
    );
  }
}

/** A branch's delivery zones by key; a zone gone from the list is deactivated, so orders and saved
 * addresses that name it keep their meaning. */
export async function writeZones(
  tx: Db,
  instanceId: number,
  supplierId: number,
  zones: SupplierImport['delivery_zones'],
) {
  for (const [position, zone] of zones.entries()) {
    const values = {
      instanceId,
      supplierId,
      key: zone.key,
      name: zone.name,
      polygon: zone.polygon,
      radius: zone.radius,
      ...box(zone.polygon),
      deliveryPrice: zone.delivery_price,
      minimumOrderValue: zone.minimum_order_value,
      active: zone.active,
      position,
    };
    await tx
      .insert(deliveryZones)
      .values(values)
      .onConflictDoUpdate({ target: [deliveryZones.supplierId, deliveryZones.key], set: values });
  }
  const keys = zones.map((zone) => zone.key);
  await deactivateOtherZones(tx, deliveryZones, { instanceId, supplierId }, keys);
}

async function writeBranch(tx: Db, instanceId: number, supplierId: number, s: SupplierImport) {
  await writeDeliverySettings(tx, instanceId, supplierId, s);
  await writeHours(tx, instanceId, supplierId, s);
  await writeZones(tx, instanceId, supplierId, s.delivery_zones);
}

async function writeCoupons(tx: Db, instanceId: number, list: VenueImport['coupons']) {
  for (const coupon of list) {
    const values = {
      instanceId,
      code: coupon.code,
      kind: coupon.kind,
      value: coupon.value,
      maxDiscount: coupon.max_discount,
      minimumOrderValue: coupon.minimum_order_value,
      startsAt: coupon.starts_at ? new Date(coupon.starts_at) : null,
      endsAt: coupon.ends_at ? new Date(coupon.ends_at) : null,
      maxUses: coupon.max_uses,
      services: coupon.services,
      active: coupon.active,
    };
    // `uses` is history: a re-import never resets it.
    await tx
      .insert(coupons)
      .values(values)
      .onConflictDoUpdate({
        target: [coupons.instanceId, coupons.code],
        set: { ...values, updatedAt: sql`now()` },
      });
  }
  const codes = list.map((coupon) => coupon.code);
  await tx
    .update(coupons)
    .set({ active: false, updatedAt: sql`now()` })
    .where(
      and(eq(coupons.instanceId, instanceId), codes.length > 0 ? notInArray(coupons.code, codes) : undefined),
    );
}

export const importDelivery: VenueImportStep = async (tx, instanceId, venue, branchIds) => {
  for (const [supplier, supplierId] of importedBranches(venue.suppliers, branchIds)) {
    await writeBranch(tx, instanceId, supplierId, supplier);
  }
  await writeCoupons(tx, instanceId, venue.coupons);
};
