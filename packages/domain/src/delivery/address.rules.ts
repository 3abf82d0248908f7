// spec §5 "the address must be complete": what a rider needs to find the door, by how the venue's
// country writes addresses (docs/decisions/019-diner-side-hardening.md). Pragmatic, not a postal validator: it
// refuses the street without its number ("Calle 60", "Rua Augusta") the geocoder proposes and a
// diner may leave as is. The neighbourhood, city and reference point are separate fields.
//
// - Colombia (CO) numbers its grid: a street ("Calle 60", "Carrera 7", "Avenida Boyacá") and the
//   plate, the cross street and the distance from it: "Calle 60 # 9-25", "Cra 7 No. 45-10",
//   "Carrera 37 # 8A-32". Complete = a street name and a plate "N-N".
// - Elsewhere (MX, CL, PE, BR and any other country): the street and the house number. A named
//   street takes the number after its name ("Av. Reforma 222", "Rua Aspicuelta, 420",
//   "Jr. de la Unión 1040"); a numbered street ("Calle 60", "Rua 7") needs its own house number
//   as well ("Calle 60 No. 456", "Calle 60 #456", "Rua 7, 120"). "s/n" (no number) is refused.

export type AddressConvention = 'street_and_plate' | 'street_and_number';

/** How a country writes a complete delivery address (ISO 3166-1 alpha-2, any case). */
export function addressConvention(countryCode: string): AddressConvention {
  return countryCode.toUpperCase() === 'CO' ? 'street_and_plate' : 'street_and_number';
}

/** Words that name a kind of street, not a street (es and pt, with their usual abbreviations); the
 * offline geocoder does not take them for a place's name either. Lowercase, without accents. */
export const streetTypes: ReadonlySet<string> = new Set([
  'calle',
  'cl',
  'cll',
  'carrera',
  'cra',
  'cr',
  'kr',
  'avenida',
  'av',
  'avda',
  'diagonal',
  'dg',
  'transversal',
  'tv',
  'circular',
  'autopista',
  'pasaje',
  'psje',
  'jiron',
  'jr',
  'camino',
  'callejon',
  'privada',
  'rua',
  'r',
  'travessa',
  'alameda',
  'al',
  'estrada',
  'rodovia',
  'praca',
  'pc',
  'largo',
  'vila',
  'no',
  'n',
  'de',
  'del',
  'la',
  'el',
  'do',
  'da',
]);

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The plate of a Colombian address: cross street and distance, "9-25", "8A-32", "119 - 24". */
const plate = /\d+\s*[a-z]{0,3}(?:\s*bis)?\s*[a-z]?\s*-\s*\d+/i;

/** A street named by more than street-type words, and a number after it. */
function hasStreetAndNumber(text: string): boolean {
  // words and numbers in order; "#", "No.", "nº", "," are separators
  const tokens = fold(text).match(/\p{L}+|\d+/gu) ?? [];
  const first = tokens.findIndex((t) => /^\d/.test(t));
  if (first < 1) return false;
  const before = tokens.slice(0, first);
  const named = before.some((word) => !streetTypes.has(word));
  const numbers = tokens.filter((t) => /^\d/.test(t)).length;
  // a named street: its first number is the house number; a numbered street needs a second one
  return named || numbers >= 2;
}

/** spec §5: whether an address line names the street and the door, by the country's convention. */
export function isCompleteAddress(address: string, countryCode: string): boolean {
  const text = address.trim();
  if (!/\p{L}/u.test(text)) return false;
  return addressConvention(countryCode) === 'street_and_plate'
    ? plate.test(text) && /\p{L}/u.test(text.replace(plate, ''))
    : hasStreetAndNumber(text);
}
