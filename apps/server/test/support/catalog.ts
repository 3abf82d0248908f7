import { fileURLToPath } from 'node:url';
import { createTestApp, SHELL_MARKER, type TestApp } from './app.ts';

// The catalogue tests run on their own small venues (fixtures/catalog-venues), not the demo data,
// on a real database (PGlite in memory, or a fresh PostgreSQL database with TEST_DATABASE_URL), with a
// clock the test sets.

export const fixtureVenuesDir = fileURLToPath(new URL('./fixtures/catalog-venues/', import.meta.url));
export const GRILL = 'fixture-grill.storefront.test';
export const OTHER = 'casa-otra.storefront.test';
export { SHELL_MARKER };

/** The shell of a real build: its own empty title and description, which the server replaces. */
export const SHELL_HTML =
  '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><meta name="description" content="" />' +
  `<title></title><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div>${SHELL_MARKER}</body></html>`;

export interface Clock {
  now: Date;
}

export interface CatalogTestApp extends TestApp {
  clock: Clock;
}

/** Wednesday 20 May 2026, 10:00 in Bogotá (UTC-5). */
export const WEDNESDAY_10AM_BOGOTA = new Date('2026-05-20T15:00:00Z');

/** The app over the fixture venues, with a clock the test sets (Wednesday 10:00 in Bogotá). */
export async function createCatalogTestApp(): Promise<CatalogTestApp> {
  const clock: Clock = { now: WEDNESDAY_10AM_BOGOTA };
  const t = await createTestApp(
    {},
    { now: () => clock.now, venues: fixtureVenuesDir, shellHtml: SHELL_HTML },
  );
  return { ...t, clock };
}
