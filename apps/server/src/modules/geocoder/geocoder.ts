import type { GeocodeResult } from '@storefront/domain/delivery/delivery.schema';
import type { LatLng } from '@storefront/domain/delivery/geo.rules';

// Geocoding behind an adapter (architecture §8): the offline gazetteer by default, an HTTP
// geocoder (Nominatim-compatible) when GEOCODER_URL is set.

export interface Geocoder {
  /** The address at a point, or null when there is none known nearby. */
  reverse(point: LatLng): Promise<GeocodeResult | null>;
  /** Places matching a free text (neighbourhood, street, city), best first. */
  search(query: string): Promise<GeocodeResult[]>;
}
