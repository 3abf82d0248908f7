import type { Coverage } from '@storefront/domain/delivery/delivery.schema';
import {
  haversineKm,
  type LatLng,
  nearest,
  pointInPolygon,
  roundKm,
} from '@storefront/domain/delivery/geo.rules';
import { placeIsInTypedCity } from '@storefront/domain/delivery/geocode.rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Geocoder } from '../geocoder/geocoder.ts';
import { findSupplierById, findSupplierBySlug, listSuppliers } from '../venue/venue.repository.ts';
import { type BranchContext, loadBranchContext, orderableState } from './branch.context.ts';
import { type ZoneRow, zonesAround } from './branch.repository.ts';
import type { DeliveryDeps } from './delivery.deps.ts';

// Which branch and zone deliver to an address (docs/decisions/016-delivery.md, spec §3 Location/Polygon, §8): the
// covering zones of the venue's branches, the nearest open one first; outside every zone, "no
// coverage, the nearest branch is {distance} km away".

export interface CoverageQuery {
  point: LatLng | null;
  /** Only this branch's zones (the branch the diner is at). */
  supplierSlug: string | null;
  /** Without full GPS: the typed address, geocoded here. */
  city?: string;
  neighbourhood?: string;
  address?: string;
  scheduled: boolean;
}

export interface CoverageResult extends Coverage {
  zone: ZoneRow;
  branch: BranchContext;
}

/** A point for a typed address: its neighbourhood and city first, then the whole text; only a
 * place in the city typed (domain `placeIsInTypedCity`, docs/decisions/094-the-typed-city-bounds-the-geocoder.md),
 * else "address not found". A place found far from every branch is then "no coverage … km away". */
export async function geocodeAddress(
  geocoder: Geocoder,
  fields: { city?: string; neighbourhood?: string; address?: string },
): Promise<LatLng> {
  const queries = [
    [fields.neighbourhood, fields.city],
    [fields.address, fields.neighbourhood, fields.city],
  ].map((parts) => parts.filter(Boolean).join(', '));
  for (const query of queries) {
    if (query.trim().length < 2) continue;
    const found = (await geocoder.search(query)).find((place) =>
      placeIsInTypedCity(place, fields.city ?? ''),
    );
    if (found) return { lat: found.latitude, lng: found.longitude };
  }
  throw new AppError(422, 'address_not_found');
}

async function noCoverage(db: Db, instanceId: number, point: LatLng): Promise<never> {
  const branches = await listSuppliers(db, instanceId);
  const delivering = branches.filter((b) => b.serviceDelivery || b.serviceSchedule);
  const found = nearest(point, delivering.length > 0 ? delivering : branches);
  throw new AppError(422, 'no_coverage', { distance: found ? roundKm(found.km) : '—' });
}

export async function findCoverage(
  deps: DeliveryDeps,
  instanceId: number,
  query: CoverageQuery,
): Promise<CoverageResult> {
  const { db } = deps;
  const point = query.point ?? (await geocodeAddress(deps.geocoder, query));
  const only = query.supplierSlug ? await findSupplierBySlug(db, instanceId, query.supplierSlug) : null;
  if (query.supplierSlug && !only) throw new AppError(404, 'supplier_not_found');
  const zones = (await zonesAround(db, instanceId, point.lat, point.lng)).filter(
    (zone) => (!only || zone.supplierId === only.id) && pointInPolygon(point, zone.polygon),
  );
  if (zones.length === 0) return noCoverage(db, instanceId, point);

  const candidates = await Promise.all(
    [...new Set(zones.map((z) => z.supplierId))].map(async (supplierId) => {
      const branch = await loadBranchContext(
        db,
        instanceId,
        only ?? (await supplierById(db, instanceId, supplierId)),
      );
      const { latitude, longitude } = branch.supplier;
      const km =
        latitude !== null && longitude !== null ? haversineKm(point, { lat: latitude, lng: longitude }) : 0;
      return { branch, km, zone: zones.find((z) => z.supplierId === supplierId)! };
    }),
  );
  candidates.sort((a, b) => a.km - b.km);
  const now = deps.now();
  let refusal: AppError | null = null;
  for (const { branch, km, zone } of candidates) {
    const state = orderableState(branch, query.scheduled ? 'schedule' : 'delivery', now, query.scheduled);
    if (!state.ok) {
      refusal ??= new AppError(409, state.key);
      continue;
    }
    return {
      supplier: { id: branch.supplier.id, slug: branch.supplier.slug, label: branch.supplier.label },
      polygon: {
        id: zone.id,
        name: zone.name,
        delivery_price: zone.deliveryPrice,
        minimum_order_value: zone.minimumOrderValue,
        supplier_id: zone.supplierId,
      },
      latitude: point.lat,
      longitude: point.lng,
      location_price: zone.deliveryPrice,
      free_shipping_from: branch.settings.freeShippingFrom,
      distance_km: roundKm(km),
      zone,
      branch,
    };
  }
  throw refusal!;
}

async function supplierById(db: Db, instanceId: number, id: number) {
  const row = await findSupplierById(db, instanceId, id);
  if (!row) throw new AppError(404, 'supplier_not_found');
  return row;
}
