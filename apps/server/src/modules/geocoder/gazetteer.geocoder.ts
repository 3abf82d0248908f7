import { streetTypes } from '@storefront/domain/delivery/address.rules';
import type { GeocodeResult } from '@storefront/domain/delivery/delivery.schema';
import { haversineKm, type LatLng } from '@storefront/domain/delivery/geo.rules';
import { gazetteer, type Place } from './gazetteer.data.ts';
import type { Geocoder } from './geocoder.ts';

/** Farther than this from every known neighbourhood centre: "address not found". */
const REVERSE_RADIUS_KM = 4;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const slug = (text: string) => fold(text).replace(/ /g, '-');

function toResult(place: Place): GeocodeResult {
  return {
    latitude: place.lat,
    longitude: place.lng,
    address: place.street,
    neighbourhood: place.neighbourhood,
    city: place.city,
    formatted_address: `${place.street}, ${place.neighbourhood}, ${place.city}`,
    place_id: `gz:${slug(place.city)}:${slug(place.neighbourhood)}`,
  };
}

/** The built-in offline geocoder of the demo cities. */
export class GazetteerGeocoder implements Geocoder {
  readonly #places: readonly Place[];

  constructor(places: readonly Place[] = gazetteer) {
    this.#places = places;
  }

  async reverse(point: LatLng): Promise<GeocodeResult | null> {
    let best: { place: Place; km: number } | null = null;
    for (const place of this.#places) {
      const km = haversineKm(point, { lat: place.lat, lng: place.lng });
      if (!best || km < best.km) best = { place, km };
    }
    if (!best || best.km > REVERSE_RADIUS_KM) return null;
    // The diner's own point, with the nearest neighbourhood's names.
    return { ...toResult(best.place), latitude: point.lat, longitude: point.lng };
  }

  async search(query: string): Promise<GeocodeResult[]> {
    const words = fold(query)
      .split(' ')
      .filter((w) => w.length > 1);
    if (words.length === 0) return [];
    const scored = this.#places
      .map((place) => {
        const neighbourhood = fold(place.neighbourhood);
        const cityWords = fold(place.city).split(' ');
        const local = `${neighbourhood} ${fold(place.street)}`;
        // Words that are not the city's name must name the place: "Zzyzx, São Paulo" is nowhere. A
        // kind of street ("Calle", "Rua") names no place: every city has one.
        const other = words.filter((w) => !cityWords.includes(w) && !streetTypes.has(w));
        const placeHits = other.filter((w) => local.includes(w)).length;
        if (other.length > 0 && placeHits === 0) return { place, score: 0 };
        const cityHit = words.some((w) => cityWords.includes(w)) ? 1 : 0;
        // A full neighbourhood name in the query weighs more than scattered words.
        const bonus = ` ${fold(query)} `.includes(` ${neighbourhood} `) ? words.length : 0;
        return { place, score: placeHits * 2 + cityHit + bonus };
      })
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score);
    const top = scored[0]?.score ?? 0;
    return scored
      .filter((s) => s.score === top)
      .slice(0, 5)
      .map((s) => toResult(s.place));
  }
}
