import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { envString } from './env.ts';

// A server measured straight after its start has only ever run the one route under load, and V8
// has compiled Fastify's and Node's shared request path for that route alone. A venue's server has
// served its diners' pages first: HTML, static files, the API calls the pages make. Measured after
// those (docs/decisions/059-cached-reads-measured-after-diner-pages.md), the same cached read costs
// the server 13-28 % more CPU. So both stores' cached reads are measured after the diner pages.

/** The diner pages that need no order, on the la-brasa venue. */
const dinerPages = ['/', '/chapinero', '/chapinero/menu', '/chapinero/menu-digital'];

/** Each diner page visited once in a fresh headless Chromium against the server on `port`, as its
 * diners' browsers would: the page, its code and styles, and the API calls it makes. */
export async function visitDinerPages(port: number): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: envString('CHROME_PATH', '/usr/bin/chromium'),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      for (const path of dinerPages) {
        const page = await browser.newPage();
        // the on-table menu keeps its live stream open: two open requests count as idle
        const answer = await page.goto(`http://la-brasa.localhost:${port}${path}`, {
          waitUntil: 'networkidle2',
          timeout: 60_000,
        });
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
