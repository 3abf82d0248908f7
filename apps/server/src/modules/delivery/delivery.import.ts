import type { VenueImport } from '@storefront/domain/venue/venue.schema';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons, deliverySettings, deliveryZones, openingHours } from '../../db/schema.ts';
import { deactivateOtherZones, importedBranches, type VenueImportStep } from '../../lib/venue-import.ts';
import { venueWhere } from '../../lib/venue-rows.ts';

// The delivery part of a venue file (docs/venues.md#delivery), written inside writeVenue's
// transaction: per branch its settings, hours and zones; per venue its coupons. A zone or coupon
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

async function writeBranch(tx: Db, instanceId: number, supplierId: number, s: SupplierImport) {
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

  await tx.delete(openingHours).where(venueWhere(openingHours, instanceId, { supplierId }));
  const hours = [
    ...s.opening_hours.map((w, position) => ({ kind: 'branch' as const, w, position })),
    ...s.kitchen_hours.map((w, position) => ({ kind: 'kitchen' as const, w, position })),
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

  for (const [position, zone] of s.delivery_zones.entries()) {
    const values = {
      instanceId,
      supplierId,
      key: zone.key,
      name: zone.name,
      polygon: zone.polygon,
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
  const keys = s.delivery_zones.map((zone) => zone.key);
  await deactivateOtherZones(tx, deliveryZones, { instanceId, supplierId }, keys);
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
