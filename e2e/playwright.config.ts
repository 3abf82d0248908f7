import { defineConfig, devices } from '@playwright/test';

// Browser journeys in Debian's Chromium (browser downloads do not work on our machines) against the
// real server on a fresh PGlite store seeded with the demo venues.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? `e2e/.data-${E2E_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Separate ports, stores and output folders let several runs share a machine.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // A whole journey, not a step: the longest (ordering delivery by card, splitting a bill three
  // ways) take 20-30 s on a 2-core machine, and 60-90 s when its CPU runs two to three times slower,
  // as CI machines sometimes do (2026-11-29: a page's first view waited 5-9 s on a browser starved
  // of CPU while the server answered in milliseconds). Each step still fails after the expect
  // timeout below; a journey that never gets there fails as surely, only later.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // The DOM snapshots of a failed journey tell what it saw; the screencast (a JPEG per frame of
    // every page, for every journey) costs the CPU the pages themselves need on a 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    // The spinner and the splash's pulse would otherwise repaint every page 60 times a second.
    reducedMotion: 'reduce',
  },
  webServer: {
    command: `rm -rf ${dataDir} && node apps/server/src/server.ts`,
    cwd: '..',
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey is a new diner from 127.0.0.1: lift the per-IP limits (their own tests cover them).
      RATE_LIMIT_PROFILES_PER_MINUTE: '100000',
      RATE_LIMIT_TRACKING_PER_MINUTE: '100000',
      RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE: '100000',
      RATE_LIMIT_BOOKINGS_PER_MINUTE: '100000',
      RATE_LIMIT_CARD_TOKENS_PER_MINUTE: '100000',
      DEFAULT_INSTANCE: 'la-brasa',
      // the printers journey's fake printers listen on 127.0.0.1 at ephemeral ports, and its "minute"
      // with the printer off is shortened to seconds of real retries (e2e/ticket-printers.spec.ts)
      PRINTERS_ALLOW_LOOPBACK: 'true',
      PRINTER_PORTS: '1024-65535',
      PRINT_POLL_MS: '250',
      PRINT_RETRY_MS: '500',
      PRINT_RETRY_MAX_MS: '2000',
      // staff API tokens of the on-table journeys (docs/staff-api.md)
      STAFF_TOKENS:
        'la-brasa:stf_e2e_la_brasa_0123456789abcdef,cine-estelar:stf_e2e_cine_estelar_0123456789,' +
        'padaria-aurora:stf_e2e_padaria_aurora_0123456789,taqueria-el-sol:stf_e2e_taqueria_el_sol_012345',
      // no PLATFORM_* settings: the locked notice shows the demo's own (a fresh start, ADR 095)
    },
  },
});
