import type { HoursException } from '@storefront/domain/delivery/delivery-settings.schema';
import type { HoursService, HoursWindow } from '@storefront/domain/delivery/hours.rules';
import type { ScheduleSettings } from '@storefront/domain/delivery/slots.rules';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { type Db, readAll, rowsOf } from '../../db/client.ts';
import {
  branchHourExceptions,
  deliverySettings,
  deliveryZones,
  openingHours,
  suppliers,
} from '../../db/schema.ts';
import { venueRow, venueRows, venueWhere } from '../../lib/venue-rows.ts';

// Reads of a branch's delivery settings, hours and zones. Every query names its venue.

export type ZoneRow = typeof deliveryZones.$inferSelect;

export interface DeliverySettings {
  deliveryActive: boolean;
  schedule: ScheduleSettings;
  minimumOrderValue: number;
  freeShippingFrom: number | null;
  requireSmsCode: boolean;
}

export const defaultDeliverySettings: DeliverySettings = {
  deliveryActive: true,
  schedule: { lead_minutes: 60, slot_minutes: 30, capacity_per_slot: 10 },
  minimumOrderValue: 0,
  freeShippingFrom: null,
  requireSmsCode: false,
};

export async function loadSettings(
  db: Db,
  instanceId: number,
  supplierId: number,
): Promise<DeliverySettings> {
  const [row] = await venueRows(db, deliverySettings, instanceId, { supplierId });
  if (!row) return defaultDeliverySettings;
  return {
    deliveryActive: row.deliveryActive,
    schedule: {
      lead_minutes: row.leadMinutes,
      slot_minutes: row.slotMinutes,
      capacity_per_slot: row.capacityPerSlot,
    },
    minimumOrderValue: row.minimumOrderValue,
    freeShippingFrom: row.freeShippingFrom,
    requireSmsCode: row.requireSmsCode,
  };
}

export async function loadHours(
  db: Db,
  instanceId: number,
  supplierId: number,
): Promise<{
  opening: HoursWindow[];
  kitchen: HoursWindow[];
  /** Each service's own weekly windows; none: the branch's (hours.rules `serviceHours`). */
  services: Record<HoursService, HoursWindow[]>;
  exceptions: HoursException[];
}> {
  const [rows, exceptions] = await readAll(db, [
    () =>
      venueRows(db, openingHours, instanceId, { supplierId }).orderBy(
        asc(openingHours.kind),
        asc(openingHours.position),
      ),
    () =>
      venueRows(db, branchHourExceptions, instanceId, { supplierId }).orderBy(asc(branchHourExceptions.date)),
  ]);
  const window = (row: (typeof rows)[number]): HoursWindow => ({
    days: row.days,
    from: row.opens,
    to: row.closes,
  });
  return {
    opening: rows.filter((r) => r.kind === 'branch').map(window),
    kitchen: rows.filter((r) => r.kind === 'kitchen').map(window),
    services: {
      delivery: rows.filter((r) => r.kind === 'delivery').map(window),
      take_away: rows.filter((r) => r.kind === 'take_away').map(window),
      on_table: rows.filter((r) => r.kind === 'on_table').map(window),
    },
    exceptions: exceptions.map((e) => ({ date: e.date, closed: e.closed, windows: e.windows, note: e.note })),
  };
}

export async function branchZones(db: Db, instanceId: number, supplierId: number): Promise<ZoneRow[]> {
  return venueRows(db, deliveryZones, instanceId, { supplierId, active: true }).orderBy(
    asc(deliveryZones.position),
  );
}

/** Every zone of a branch as the back office edits it, the inactive ones last (they can be switched on again). */
export async function allZonesOf(db: Db, instanceId: number, supplierId: number) {
  const rows = await venueRows(db, deliveryZones, instanceId, { supplierId }).orderBy(
    desc(deliveryZones.active),
    asc(deliveryZones.position),
  );
  return rows.map((zone) => ({
    key: zone.key,
    name: zone.name,
    polygon: zone.polygon,
    radius: zone.radius ?? null,
    delivery_price: zone.deliveryPrice,
    minimum_order_value: zone.minimumOrderValue,
    active: zone.active,
  }));
}

/** Active zones of the venue's active branches whose bounding box holds the point. */
export async function zonesAround(db: Db, instanceId: number, lat: number, lng: number): Promise<ZoneRow[]> {
  const rows = await db
    .select({ zone: deliveryZones })
    .from(deliveryZones)
    .innerJoin(
      suppliers,
      and(eq(suppliers.instanceId, deliveryZones.instanceId), eq(suppliers.id, deliveryZones.supplierId)),
    )
    .where(
      venueWhere(
        deliveryZones,
        instanceId,
        { active: true },
        eq(suppliers.active, true),
        lte(deliveryZones.minLat, lat),
        gte(deliveryZones.maxLat, lat),
        lte(deliveryZones.minLng, lng),
        gte(deliveryZones.maxLng, lng),
      ),
    )
    .orderBy(asc(deliveryZones.supplierId), asc(deliveryZones.position));
  return rows.map((row) => row.zone);
}

export async function findZone(db: Db, instanceId: number, id: string): Promise<ZoneRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  return venueRow(db, deliveryZones, instanceId, { id });
}

/** Changes whenever a branch's context would (BranchContexts): an import (the venue's version), the
 * branch row, its paused services, its delivery settings and hours (digests). One query, asked once
 * a cache age. */
export async function branchFingerprint(db: Db, instanceId: number, slug: string): Promise<string> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select i.version, s.id, s.updated_at::text as at, s.paused_services::text as paused, s.active,
        (select md5(coalesce(string_agg(ds::text, ','), '')) from delivery_settings ds
          where ds.instance_id = i.id and ds.supplier_id = s.id) as settings,
        (select md5(coalesce(string_agg(oh::text, ',' order by oh.id), '')) from opening_hours oh
          where oh.instance_id = i.id and oh.supplier_id = s.id) as hours,
        s.version
      from instances i
      left join suppliers s on s.instance_id = i.id and s.slug = ${slug}
      where i.id = ${instanceId}`),
  );
  return row ? Object.values(row).map(String).join('|') : 'none';
}
