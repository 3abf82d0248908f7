import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { localeChain } from '@storefront/domain/i18n/lang.rules';
import { screenNamespaces } from '../apps/web/src/i18n/namespaces.ts';
import { manifestPath, routerPath, webDist, webSrc } from './lib/paths.ts';

// Bytes a first visit downloads before a route group renders, from the Vite manifest: the entry
// chunk and its static imports (recursively), the group's lazy screen chunk and its static imports,
// the words it waits for (the boot's catalogues and error texts of the bench's venue, La Brasa:
// Spanish in Colombia, and its screen's namespaces), and the CSS of all of them. Each file compressed on its own, as a browser receives it.
// Every library is built into its own `vendor-<library>` chunk (apps/web/vite.config.ts), so the
// weight of each one is the size of its chunk: no library joins the first render unseen
// (docs/decisions/033-first-render-bytes.md).

interface ManifestChunk {
  file: string;
  /** The chunk's name: `locale-es-CO` for a locale code's words (apps/web/vite.config.ts). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteGroup {
  name: string;
  /** The screen in apps/web/src/lib/paths.ts whose lazy chunk renders this group. */
  screen: string;
  /** The screen file under apps/web/src (a feature's screens/), when router.tsx does not name another. */
  file: string;
}

/** Route groups; those whose screen file does not exist yet are reported as not built. */
export const routeGroups: RouteGroup[] = [
  { name: 'landing', screen: 'main', file: 'features/entry/screens/landing.tsx' },
  { name: 'branch list', screen: 'branchOffices', file: 'features/entry/screens/branch-list.tsx' },
  { name: 'branch home', screen: 'home', file: 'features/catalog/screens/branch-home.tsx' },
  { name: 'menu', screen: 'menu', file: 'features/catalog/screens/menu.tsx' },
  { name: 'on-table menu', screen: 'onTableMenu', file: 'features/on-table/screens/on-table-menu.tsx' },
  { name: 'checkout', screen: 'checkout', file: 'features/delivery/screens/checkout.tsx' },
  { name: 'delivery cart', screen: 'deliveryCart', file: 'features/delivery/screens/delivery-cart.tsx' },
  { name: 'order tracking', screen: 'order', file: 'features/delivery/screens/order.tsx' },
];

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BundleResult {
  group: string;
  /** apps/web/src/<file> */
  file: string;
  status: 'measured' | 'not built yet' | 'missing from the build';
  js: Sizes;
  css: Sizes;
  files: string[];
  /** Of `js`, the words the boot loads before the first render (absent in older results). */
  language?: Sizes;
}

export interface LibraryWeight {
  /** `react`, `react-query`, ... from the chunk name `vendor-<library>-<hash>.js`. */
  library: string;
  file: string;
  size: Sizes;
  /** The route groups that download it before their first render. */
  firstRender: string[];
}

/** The file router.tsx lazy-loads for a screen (`home: () => import('../features/catalog/screens/x.tsx')`),
 * as a path under apps/web/src. */
function screenFile(group: RouteGroup): string {
  if (!existsSync(routerPath)) return group.file;
  const router = readFileSync(routerPath, 'utf8');
  const match = new RegExp(`\\b${group.screen}\\s*:\\s*\\(\\)\\s*=>\\s*import\\(\\s*['"]([^'"]+)['"]`).exec(
    router,
  );
  return match?.[1] ? posix.join('app', match[1]) : group.file;
}

/** Static closure of some manifest keys: every JS file and CSS file they need. */
function closure(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}

const sizeCache = new Map<string, Sizes>();
function sizeOf(file: string): Sizes {
  let sizes = sizeCache.get(file);
  if (!sizes) {
    const source = readFileSync(join(webDist, file));
    sizes = {
      raw: source.length,
      gzip: gzipSync(source, { level: 9 }).length,
      brotli: brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }).length,
    };
    sizeCache.set(file, sizes);
  }
  return sizes;
}

function total(files: string[]): Sizes {
  return files
    .map(sizeOf)
    .reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    });
}

const vendorFile = /^assets\/vendor-(.+)-[\w-]{8}\.js$/;

/** Each library's chunk and the route groups whose first render needs it, heaviest first. */
export function libraryWeights(bundles: BundleResult[]): LibraryWeight[] {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const files = [...new Set(Object.values(manifest).map((chunk) => chunk.file))];
  return files
    .map((file) => ({ file, match: vendorFile.exec(file) }))
    .filter((entry) => entry.match !== null)
    .map(({ file, match }) => ({
      library: match![1]!,
      file,
      size: sizeOf(file),
      firstRender: bundles.filter((bundle) => bundle.files.includes(file)).map((bundle) => bundle.group),
    }))
    .sort((a, b) => b.size.gzip - a.size.gzip);
}

/** The bench's venue's language and country (venues/demo/la-brasa.json). */
const BENCH_LANG = { lang: 'es', country: 'CO' } as const;

/** The manifest keys of the words a route group's first render waits for
 * (apps/web/src/i18n/i18n.ts, docs/decisions/062-words-by-namespace.md): the boot's chunk of every
 * code of the locale chain (`locale-es-CO`, `locale-es`: the shell's namespaces, the overlay and the
 * error texts) and the language's chunk of each namespace the group's screen uses
 * (`locale-es-catalog`, from i18n/namespaces.ts, the table the router loads them by). */
function languageKeys(manifest: Manifest, group: RouteGroup): string[] {
  const codes = localeChain(BENCH_LANG.lang, BENCH_LANG.country);
  const screen = group.screen as keyof typeof screenNamespaces;
  const chunks = new Set([
    ...codes.map((code) => `locale-${code}`),
    // a namespace has a chunk of its own in a language only, a country's overlay being one chunk
    ...codes
      .filter((code) => !code.includes('-'))
      .flatMap((code) => (screenNamespaces[screen] ?? []).map((ns) => `locale-${code}-${ns}`)),
  ]);
  return Object.keys(manifest).filter((key) => chunks.has(manifest[key]?.name ?? ''));
}

export function measureBundles(): BundleResult[] {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry chunk');
  const none = { raw: 0, gzip: 0, brotli: 0 };
  return routeGroups.map((group) => {
    const file = screenFile(group);
    const key = `src/${file}`;
    if (!existsSync(join(webSrc, file)))
      return { group: group.name, file, status: 'not built yet', js: none, css: none, files: [] };
    if (!manifest[key])
      return { group: group.name, file, status: 'missing from the build', js: none, css: none, files: [] };
    const words = languageKeys(manifest, group);
    const { js, css } = closure(manifest, [entry, key, ...words]);
    return {
      group: group.name,
      file,
      status: 'measured',
      js: total(js),
      css: total(css),
      files: [...js, ...css],
      language: total(closure(manifest, words).js),
    };
  });
}
