import { E2E_PORT } from '../playwright.config.ts';

/** The storefront address of a demo venue, as a diner opens it. */
export function venueUrl(slug: string, path = '/'): string {
  return `http://${slug}.localhost:${E2E_PORT}${path}`;
}

/** `rgb(r, g, b)` of a #rrggbb colour, as computed styles report it. */
export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
