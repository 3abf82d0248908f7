import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { BundleResult } from './bundle.ts';
import { envString } from './lib/env.ts';
import { type DinerSeed, type OrderedDiner, seedStorage } from './lib/lighthouse-diner.ts';
import { STATIC_MENU_FILE } from './lib/static-menu.ts';
import { median } from './lib/stats.ts';

// Lighthouse (default mobile settings: simulated slow 4G and 4x CPU slowdown) against the real
// server, a fresh Chromium per run so every run is a first visit. Median of BENCH_LH_RUNS runs.

export interface LighthousePage {
  name: string;
  /** Path on the la-brasa venue. */
  path: string;
  /** The route group whose screen must exist for the page to be measured. */
  group: string;
  /** A yardstick, not a diner page: no score budget of its own. */
  yardstick?: true;
  /** The page shows the order of a diner made through the API: `{order}` in the path is its id,
   * and each run starts with that diner in the browser's storage. */
  needsOrder?: true;
}

/** The static HTML page with the on-table menu's menu (bench/lib/static-menu.ts): the on-table
 * menu's LCP is budgeted at most this many times its LCP. */
export const STATIC_MENU_PAGE = 'static HTML menu';
export const ON_TABLE_MENU_PAGE = 'on-table menu';

export const lighthousePages: LighthousePage[] = [
  { name: 'landing', path: '/', group: 'landing' },
  { name: 'branch home', path: '/chapinero', group: 'branch home' },
  { name: 'menu', path: '/chapinero/menu', group: 'menu' },
  { name: ON_TABLE_MENU_PAGE, path: '/chapinero/menu-digital', group: 'on-table menu' },
  { name: 'checkout', path: '/chapinero/checkout/{order}', group: 'checkout', needsOrder: true },
  { name: 'order tracking', path: '/chapinero/order/{order}', group: 'order tracking', needsOrder: true },
  { name: STATIC_MENU_PAGE, path: `/${STATIC_MENU_FILE}`, group: 'on-table menu', yardstick: true },
];

/** A page exists when its route group's screen is in the build. */
export function pageExists(page: LighthousePage, bundles: BundleResult[]): boolean {
  return bundles.some((bundle) => bundle.group === page.group && bundle.status === 'measured');
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** ms */
  lcp: number;
  /** ms */
  tbt: number;
  cls: number;
  /** Lighthouse's CPU benchmark of the machine during the run (its `environment.benchmarkIndex`):
   * the 4x slowdown is relative to it, so a slower or busier machine scores lower for the same
   * page (Lighthouse's docs/throttling.md: 1000-1500 is a low-end desktop, 4x is meant for
   * 1500-2000). */
  benchmarkIndex: number;
}

export interface LighthouseResult {
  page: string;
  yardstick?: true;
  url: string;
  status: 'measured' | 'not built yet' | `failed: ${string}`;
  runs: number;
  /** Median of each figure over the runs. */
  median?: LighthouseScores;
  each?: LighthouseScores[];
  /** Audits that failed in the median-performance run, for a quick look at what to fix. */
  failing?: string[];
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The diner pages that need no order (the landing, branch home, menu and on-table menu) visited
 * once each in a fresh Chromium, as a venue's diners would: the page, its code and styles, and the
 * API calls it makes. A server that has served only the measured route reads it with 13-22 % less
 * CPU, so the cached reads are measured after these visits, on both stores
 * (docs/decisions/059-cached-reads-measured-after-diner-pages.md). */
export async function visitDinerPages(origin: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: envString('CHROME_PATH', '/usr/bin/chromium'),
    chromeFlags,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      for (const { path } of lighthousePages.filter((page) => !page.yardstick && !page.needsOrder)) {
        const page = await browser.newPage();
        // the on-table menu keeps its live stream open: two open requests count as idle
        const answer = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle2', timeout: 60_000 });
        if (!answer?.ok()) throw new Error(`visiting ${path} answered ${answer?.status() ?? 'nothing'}`);
        await page.close();
      }
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

class LighthouseRuntimeError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** Runtime errors of the trace recording, not of the page: Lighthouse's own message for them says
 * to run it again (NO_NAVSTART came about once in six pages on this machine's Chromium). */
const retriedCodes = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const RETRIES = 2;

/** One run, repeated (at most RETRIES times) when the trace recording failed. */
async function runRecorded(
  url: string,
  seed: DinerSeed | null,
  log: (line: string) => void,
  reportFile: string | null,
): Promise<{ scores: LighthouseScores; failing: string[] }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runOnce(url, seed, reportFile);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || !retriedCodes.has(error.code) || attempt >= RETRIES)
        throw error;
      log(`    ${error.code}: the trace was not recorded, running again`);
    }
  }
}

async function runOnce(
  url: string,
  seed: DinerSeed | null,
  reportFile: string | null,
): Promise<{ scores: LighthouseScores; failing: string[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath: envString('CHROME_PATH', '/usr/bin/chromium'),
    chromeFlags,
  });
  try {
    if (seed) await seedStorage(chrome.port, new URL(url).origin, seed);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      // the seeded diner must survive Lighthouse's own storage reset
      disableStorageReset: seed !== null,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(
        lhr.runtimeError.code,
        `Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      },
      failing: [...new Set(failing)],
    };
  } finally {
    chrome.kill();
  }
}

export async function measureLighthouse(
  origin: string,
  bundles: BundleResult[],
  runs: number,
  log: (line: string) => void = () => {},
  /** The diner and order of the pages that need one, or why there is none. */
  ordered: OrderedDiner | Error | null = null,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  // BENCH_LH_PAGES="on-table menu,menu": only these pages (a quick look while working on them)
  const wanted = (process.env.BENCH_LH_PAGES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  // BENCH_LH_REPORTS=<directory>: each run's whole Lighthouse report is written there (the long
  // tasks, the main thread's work by kind, the machine's benchmarkIndex)
  const reportsDir = process.env.BENCH_LH_REPORTS || null;
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  for (const page of lighthousePages) {
    if (wanted.length > 0 && !wanted.includes(page.name)) continue;
    const order = page.needsOrder && ordered && !(ordered instanceof Error) ? ordered : null;
    const url = `${origin}${page.path.replace('{order}', order?.orderId ?? '0')}`;
    if (page.needsOrder && !order) {
      const why = ordered instanceof Error ? ordered.message : 'no diner with an order';
      results.push({ page: page.name, url, status: `failed: ${why}`, runs: 0 });
      continue;
    }
    if (!pageExists(page, bundles)) {
      results.push({ page: page.name, yardstick: page.yardstick, url, status: 'not built yet', runs: 0 });
      continue;
    }
    const each: Array<{ scores: LighthouseScores; failing: string[] }> = [];
    try {
      for (let run = 1; run <= runs; run++) {
        log(`  lighthouse ${page.name} run ${run}/${runs} ...`);
        const reportFile = reportsDir
          ? join(reportsDir, `${page.name.replace(/\W+/g, '-')}-${run}.json`)
          : null;
        each.push(await runRecorded(url, order, log, reportFile));
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`  ✗ lighthouse ${page.name}: ${message}`);
      results.push({
        page: page.name,
        yardstick: page.yardstick,
        url,
        status: `failed: ${message}`,
        runs: each.length,
      });
      continue;
    }
    const pick = (key: keyof LighthouseScores) => median(each.map((run) => run.scores[key]));
    const byPerformance = [...each].sort((a, b) => a.scores.performance - b.scores.performance);
    results.push({
      page: page.name,
      yardstick: page.yardstick,
      url,
      status: 'measured',
      runs,
      median: {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        benchmarkIndex: pick('benchmarkIndex'),
      },
      each: each.map((run) => run.scores),
      failing: byPerformance[Math.floor(byPerformance.length / 2)]?.failing ?? [],
    });
  }
  return results;
}
