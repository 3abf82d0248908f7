import type { Page } from '@playwright/test';

// The journeys whose expectations depend on the time of day (menus with breakfast or evening
// windows, ages, expiry years) fix the browser's clock, so they pass at any hour on any date
// (docs/decisions/019-diner-side-hardening.md). `E2E_NOW` (an ISO instant) moves it, to prove a journey at another hour:
//   E2E_NOW=2030-03-06T08:00:00Z (03:00 in Bogotá)  E2E_NOW=2030-03-06T20:00:00Z (15:00 in Bogotá)
// Only the page's clock is fixed; the server keeps the real one (buildApp's `now` is the seam its
// API tests use), so these journeys use products sold at every hour whenever the server decides.

/** Wednesday 2030-03-06, 15:00 in Bogotá: breakfast is over and the evening menu not yet on. */
export const E2E_NOW = new Date(process.env.E2E_NOW ?? '2030-03-06T20:00:00Z');

/** `Date` in the page answers E2E_NOW from the first script on; timers keep running. */
export async function fixClock(page: Page): Promise<void> {
  await page.clock.setFixedTime(E2E_NOW);
}
