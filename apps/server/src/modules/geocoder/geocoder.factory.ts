import { GazetteerGeocoder } from './gazetteer.geocoder.ts';
import type { Geocoder } from './geocoder.ts';
import { HttpGeocoder } from './http.geocoder.ts';

/** The configured geocoder: HTTP when GEOCODER_URL is set, else the offline gazetteer. */
export function geocoderFrom(config: {
  GEOCODER_URL?: string | undefined;
  GEOCODER_USER_AGENT?: string | undefined;
}): Geocoder {
  return config.GEOCODER_URL
    ? new HttpGeocoder(config.GEOCODER_URL, config.GEOCODER_USER_AGENT)
    : new GazetteerGeocoder();
}
