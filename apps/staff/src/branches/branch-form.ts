import { parseAmount, toMajorUnits } from '@storefront/domain/money/money';

// What the Branches screen types and what the API takes: coordinates as lines of "latitude,
// longitude", amounts in the currency's major units, days of the week as checkboxes.

/** A zone's outline as the screen shows it: one "latitude, longitude" a line. */
export function polygonText(polygon: readonly (readonly [number, number])[]): string {
  return polygon.map(([lat, lng]) => `${lat}, ${lng}`).join('\n');
}

/** The outline typed as lines of "latitude, longitude" (a comma, a space or a semicolon between
 * them); null when a line is not two numbers. */
export function parsePolygon(text: string): [number, number][] | null {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const points: [number, number][] = [];
  for (const line of lines) {
    const parts = line.split(/[\s,;]+/).filter(Boolean);
    if (parts.length !== 2) return null;
    const [lat, lng] = parts.map(Number) as [number, number];
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
    points.push([lat, lng]);
  }
  return points;
}

/** An amount in minor units as the screen types it (major units, the currency's decimals). */
export const amountText = (minor: number, currency: string): string => String(toMajorUnits(minor, currency));

/** A typed amount in minor units, zero included; null when it is not an amount of the currency. */
export function parseMoney(text: string, currency: string): number | null {
  const typed = text.trim();
  if (/^0+([.,]0+)?$/.test(typed)) return 0;
  return typed === '' ? null : parseAmount(typed, currency);
}

/** A whole number typed; null when it is not one. */
export function parseWhole(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}
