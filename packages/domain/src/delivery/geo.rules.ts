// Delivery geography (docs/decisions/016-delivery.md, spec §3 Location and Polygon, §8 "no coverage"): which zone covers
// an address and how far the nearest branch is. Pure; coordinates are WGS84 degrees.

export interface LatLng {
  lat: number;
  lng: number;
}

/** A zone's outline: `[latitude, longitude]` pairs, first and last need not repeat. */
export type Polygon = readonly (readonly [number, number])[];

/** Ray casting on the plane of latitude and longitude: exact enough at the scale of a city. */
export function pointInPolygon(point: LatLng, polygon: Polygon): boolean {
  if (polygon.length < 3) return false;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [latI, lngI] = polygon[i]!;
    const [latJ, lngJ] = polygon[j]!;
    const crosses = latI > point.lat !== latJ > point.lat;
    if (crosses && point.lng < ((lngJ - lngI) * (point.lat - latI)) / (latJ - latI) + lngI) inside = !inside;
  }
  return inside;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A delivery zone drawn as a circle (docs/back-office.md#branches): its centre as
 * `[latitude, longitude]` and its radius in metres. */
export interface ZoneRadius {
  center: readonly [number, number];
  meters: number;
}

/** The outline the coverage check reads for a circle zone: `sides` points on the circle, each at
 * the radius's great-circle distance from the centre (ADR 102). */
export function circleOutline({ center, meters }: ZoneRadius, sides = 48): [number, number][] {
  const [lat, lng] = center;
  const angular = meters / 1000 / EARTH_RADIUS_KM;
  const lat1 = rad(lat);
  const lng1 = rad(lng);
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return Array.from({ length: sides }, (_, i) => {
    const bearing = (2 * Math.PI * i) / sides;
    const lat2 = Math.asin(
      Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
    );
    const lng2 =
      lng1 +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
        Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
      );
    return [round((lat2 * 180) / Math.PI), round((lng2 * 180) / Math.PI)] as [number, number];
  });
}

/** The distance the spec §8 message shows: kilometres with one decimal. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

export interface Located {
  latitude: number | null;
  longitude: number | null;
}

/** The nearest of the places that have coordinates, with its distance; null when none has any. */
export function nearest<T extends Located>(
  point: LatLng,
  places: readonly T[],
): { place: T; km: number } | null {
  let best: { place: T; km: number } | null = null;
  for (const place of places) {
    if (place.latitude === null || place.longitude === null) continue;
    const km = haversineKm(point, { lat: place.latitude, lng: place.longitude });
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}

export interface ZoneLike {
  polygon: Polygon;
}

/** The zones whose outline holds the point, in the order given. */
export function coveringZones<T extends ZoneLike>(point: LatLng, zones: readonly T[]): T[] {
  return zones.filter((zone) => pointInPolygon(point, zone.polygon));
}

/** Latitude and longitude within their ranges. */
export function isLatLng(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}
