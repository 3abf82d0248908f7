import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeChain, resolveLang } from '@storefront/domain/i18n/lang.rules';
import { screenOfPath } from '@storefront/domain/navigation/route-table';
import { escapeHtml, scriptSafeJson } from './catalog.seo.ts';

// First paint without a request waterfall (docs/decisions/032-first-paint-from-the-html.md): the
// HTML shell of a page carries what the storefront's boot would otherwise ask for one after the
// other — the venue config and the branch's menu inlined as JSON, and `modulepreload` links for
// the page's screen chunk and the venue language's catalogues, so the browser fetches them in
// parallel with the entry. Pure: the static plugin loads, caches and injects.

/** `.vite/boot.json`, written by the storefront's build (apps/web/vite.boot-manifest.ts). */
export interface BootManifest {
  screens: Record<string, string[]>;
  fallback: string[];
  locales: Record<string, string[]>;
}

/** The build's boot manifest, or null for a build without one (the shell is then served as before). */
export function readBootManifest(webDist: string): BootManifest | null {
  const path = join(webDist, '.vite/boot.json');
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as BootManifest;
  } catch {
    return null;
  }
}

/** The JS files a page path needs before its first render beyond the entry: its screen's chunks
 * and the catalogues of the venue's language in its country (overlay, language, es). */
export function bootFiles(
  boot: BootManifest,
  path: string,
  venue: { language: string; langs: readonly string[]; countryCode: string },
): string[] {
  const screen = screenOfPath(path);
  const screenFiles = screen === null ? [] : (boot.screens[screen] ?? boot.fallback);
  // a diner who chose another of the venue's languages loads its catalogues as before
  const catalogues = localeChain(resolveLang(venue), venue.countryCode).flatMap(
    (code) => boot.locales[code] ?? [],
  );
  return [...new Set([...screenFiles, ...catalogues])];
}

/** `<link rel="modulepreload">` for each file (paths of the build, served from the site root). */
export function renderPreloads(files: string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`).join('');
}

/** The element the storefront's boot reads (apps/web/src/app/boot-data.ts): the bodies of
 * GET /domain/config.json and, on a branch's page, GET /catalog/{slug}/menu.json, as served. */
export function renderBootData(configJson: string, menu: { slug: string; json: string } | null): string {
  const menuPart = menu ? `,"menu":{"slug":${JSON.stringify(menu.slug)},"data":${menu.json}}` : '';
  return `<script id="sf-boot" type="application/json">${scriptSafeJson(`{"config":${configJson}${menuPart}}`)}</script>`;
}
