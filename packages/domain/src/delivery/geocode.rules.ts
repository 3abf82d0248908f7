// Which geocoded places may stand for a typed delivery address (spec §8 "Address not found (GPS)",
// "No coverage … {distance} km away"; docs/decisions/094-the-typed-city-bounds-the-geocoder.md).
// A geocoder answers a free text with its best guesses, and a guess in another city is no answer:
// "Calle 1 # 2-3, Miraflores, Lima" must not become a street of Bogotá because Bogotá also has a
// "Calle". The city the diner typed bounds the answer: a place outside it is not the address; when
// no place is left, the address is not found, and a place found far away is "no coverage".

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a name: letters and digits, accents and case aside; one-letter words ("D.C.") say
 * nothing of a city. */
function wordsOf(text: string): string[] {
  return (fold(text).match(/[\p{L}\d]+/gu) ?? []).filter((word) => word.length > 1);
}

export interface GeocodedPlace {
  /** The place's city as the geocoder names it ("Bogotá", "Ciudad de México"). */
  city: string;
  /** The geocoder's whole name of the place, which names the city when `city` is a district of it
   * (Nominatim's "Miraflores, Lima, Perú"). */
  formatted_address: string;
}

/** Whether a geocoded place is in the city the diner typed: every word of the typed city is a
 * word of the place's city or of its whole name. No city typed: any place. */
export function placeIsInTypedCity(place: GeocodedPlace, typedCity: string): boolean {
  const wanted = wordsOf(typedCity);
  if (wanted.length === 0) return true;
  const named = new Set([...wordsOf(place.city), ...wordsOf(place.formatted_address)]);
  return wanted.every((word) => named.has(word));
}
