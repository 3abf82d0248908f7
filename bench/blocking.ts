// npm run bench:blocking -- <build A> <build B>: the main thread's real blocking on the diner pages
// that need no order, in Chromium at 4× CPU slowdown, for two builds of the storefront (each an
// `apps/web/dist` made by `vite build --outDir`), their loads taken in turns. Lighthouse's TBT is
// simulated from one trace and swings 100–200 ms between runs of one build in the same hour (ADR
// 062), more than most changes move it; loads of two builds taken in turns on the same server
// code meet the machine's same minutes, so the medians compare them. A figure for a change's
// record, never a budget: `npm run bench` stays the measure of the budgets.
//
// Each build is served by a server of its own (WEB_DIST) on a fresh PGlite store with the demo
// venues. Each load is a new browser context (a first visit), the page at 412 × 823 with the
// CPU slowed 4× (DevTools' throttling, as Lighthouse's mobile setting assumes), a long-task
// observer registered before the page's first script. The blocking of a load is what TBT counts,
// over every long task after the first contentful paint until BENCH_BLOCKING_SECONDS after the
// load event: the sum of each task's time beyond 50 ms.
//
// BENCH_BLOCKING_ROUNDS (default 5) loads of each page and build; BENCH_BLOCKING_PAGES: a comma
// list of page names (bench/lighthouse.ts) to measure only those.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { envNumber, envString } from './lib/env.ts';
import { startServer } from './lib/server.ts';
import { median } from './lib/stats.ts';
import { createPgliteStore, type TempStore } from './lib/store.ts';
import { lighthousePages } from './lighthouse.ts';

const HOST = 'la-brasa.localhost';
const LONG_TASK_MS = 50;

const builds = process.argv.slice(2).map((dir) => resolve(dir));
if (builds.length !== 2 || builds.some((dir) => !existsSync(join(dir, 'index.html')))) {
  console.error('usage: npm run bench:blocking -- <build A> <build B>  (each a vite build --outDir)');
  process.exit(2);
}
const rounds = envNumber('BENCH_BLOCKING_ROUNDS', 5);
const seconds = envNumber('BENCH_BLOCKING_SECONDS', 6);
const wanted = envString('BENCH_BLOCKING_PAGES', '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const pages = lighthousePages.filter(
  (page) => !page.needsOrder && !page.yardstick && (wanted.length === 0 || wanted.includes(page.name)),
);

/** One first visit of a page: its blocking (ms) after the first contentful paint. */
async function blockingOf(browser: Browser, url: string): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({
      width: 412,
      height: 823,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1.75,
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // in-page code as text: the bench's types are Node's, not the DOM's
    await page.evaluateOnNewDocument(`
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    `);
    await page.goto(url, { waitUntil: 'load' });
    await new Promise((done) => setTimeout(done, seconds * 1_000));
    return await page.evaluate<[], () => number>(`(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return window.__longTasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - ${LONG_TASK_MS}), 0);
    })()`);
  } finally {
    await context.close();
  }
}

const stores: TempStore[] = builds.map(() => createPgliteStore());
const servers = [];
for (const [i, dir] of builds.entries()) {
  console.log(`starting a server for ${dir} ...`);
  servers.push(
    await startServer({
      env: {
        ...stores[i]!.env,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        SEED_DEMO: 'true',
        WEB_DIST: dir,
      },
    }),
  );
}
const browser = await puppeteer.launch({
  executablePath: envString('CHROME_PATH', '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const figures = new Map<string, number[][]>(pages.map((page) => [page.name, builds.map(() => [])]));
try {
  // a first load of each page on each server warms its caches; it is not counted
  for (const server of servers)
    for (const page of pages) await blockingOf(browser, `http://${HOST}:${server.port}${page.path}`);
  for (let round = 1; round <= rounds; round++) {
    for (const page of pages) {
      // the order of the builds alternates, so neither always goes first
      const order = round % 2 ? [0, 1] : [1, 0];
      for (const i of order) {
        const ms = await blockingOf(browser, `http://${HOST}:${servers[i]!.port}${page.path}`);
        figures.get(page.name)![i]!.push(Math.round(ms));
        console.log(`  round ${round}/${rounds} ${page.name} ${i === 0 ? 'A' : 'B'}: ${Math.round(ms)} ms`);
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
  for (const store of stores) await store.dispose();
}

console.log(`\nblocking after the first paint at 4× CPU, median of ${rounds} loads (each load's figure)`);
console.log(`A: ${builds[0]}\nB: ${builds[1]}`);
for (const [name, [a, b]] of figures)
  console.log(`${name}: A ${median(a!)} ms (${a!.join(', ')}), B ${median(b!)} ms (${b!.join(', ')})`);
