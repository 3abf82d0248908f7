import type { GeocodeResult } from '@storefront/domain/delivery/delivery.schema';
import type { LatLng } from '@storefront/domain/delivery/geo.rules';
import type { Geocoder } from './geocoder.ts';

// A Nominatim-compatible HTTP geocoder (GEOCODER_URL, e.g. https://nominatim.openstreetmap.org).
// A slow or failing geocoder answers "not found" rather than failing the diner's request.

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name?: string;
  place_id?: number | string;
  address?: Record<string, string | undefined>;
}

const TIMEOUT_MS = 3_000;

function toResult(place: NominatimPlace): GeocodeResult | null {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const a = place.address ?? {};
  const street = [a.road ?? a.pedestrian ?? '', a.house_number ?? ''].filter(Boolean).join(' ');
  return {
    latitude,
    longitude,
    address: street,
    neighbourhood: a.neighbourhood ?? a.suburb ?? a.quarter ?? a.city_district ?? '',
    city: a.city ?? a.town ?? a.village ?? a.municipality ?? '',
    formatted_address: place.display_name ?? street,
    place_id: place.place_id === undefined ? null : `osm:${place.place_id}`,
  };
}

export class HttpGeocoder implements Geocoder {
  readonly #base: string;
  readonly #userAgent: string;

  constructor(baseUrl: string, userAgent = 'storefront-geocoder') {
    this.#base = baseUrl.replace(/\/+$/, '');
    this.#userAgent = userAgent;
  }

  async #get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${this.#base}/${path}?${new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...params })}`;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': this.#userAgent },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return response.ok ? await response.json() : null;
    } catch {
      return null;
    }
  }

  async reverse(point: LatLng): Promise<GeocodeResult | null> {
    const body = (await this.#get('reverse', {
      lat: String(point.lat),
      lon: String(point.lng),
    })) as NominatimPlace | null;
    return body && typeof body === 'object' && 'lat' in body ? toResult(body) : null;
  }

  async search(query: string): Promise<GeocodeResult[]> {
    const body = await this.#get('search', { q: query, limit: '5' });
    if (!Array.isArray(body)) return [];
    return (body as NominatimPlace[]).flatMap((place) => toResult(place) ?? []);
  }
}
