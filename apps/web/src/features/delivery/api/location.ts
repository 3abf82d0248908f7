import type {
  Coverage,
  GeocodeResult,
  Location,
  saveLocationBody,
} from '@storefront/domain/delivery/delivery.schema';
import type { z } from 'zod';
import { api } from '@storefront/ui/lib/api-client.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';
import { queryOptions, useQuery } from '@storefront/ui/lib/query.tsx';

// Geocoding, coverage and saved addresses (docs/decisions/016-delivery.md).

export function reverseGeocode(lat: number, lng: number): Promise<GeocodeResult> {
  return api<GeocodeResult>(`/delivery/geocode/reverse.json?lat=${lat}&lng=${lng}`);
}

export interface CoverageRequest {
  latitude: number | null;
  longitude: number | null;
  supplier_slug?: string | null;
  city?: string;
  neighbourhood?: string;
  address?: string;
  scheduled?: boolean;
}

export function checkCoverage(body: CoverageRequest): Promise<Coverage> {
  return api<Coverage>('/delivery/coverage.json', { method: 'POST', body });
}

export type SaveLocation = z.input<typeof saveLocationBody>;

export function saveLocation(auth: ProfileHeaders, body: SaveLocation): Promise<Location> {
  return api<Location>('/delivery/locations.json', { method: 'POST', body, headers: auth });
}

export function deleteLocation(auth: ProfileHeaders, id: string): Promise<void> {
  return api<void>(`/delivery/locations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: auth,
  });
}

export function savedLocationsQuery(auth: ProfileHeaders | null) {
  return queryOptions({
    queryKey: ['delivery', 'locations', auth?.profileid ?? null],
    queryFn: () =>
      api<{ locations: Location[] }>('/delivery/locations.json', { headers: auth! }).then((r) => r.locations),
    enabled: auth !== null,
  });
}

export const useSavedLocations = (auth: ProfileHeaders | null) => useQuery(savedLocationsQuery(auth));
