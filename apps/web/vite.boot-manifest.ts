import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import type { Plugin } from 'vite';

// What the server's HTML shell preloads for a page (docs/decisions/032-first-paint-from-the-html.md):
// after the build, `.vite/boot.json` lists, for every screen of the router, the JS files its lazy
// chunk needs beyond the entry (which index.html preloads already), and for every catalogue code
// (`es`, `es-CO`, ...) the files of its language catalogues. The server reads it at start-up; it
// never imports the storefront's source (dependency-cruiser `server-imports-no-web`).

export interface BootManifest {
  /** Screen name (domain route table) → JS files beyond the entry's, in load order. */
  screens: Record<string, string[]>;
  /** Files of screens the router has no module for (the pending screen). */
  fallback: string[];
  /** Catalogue code → the JS files of its catalogues. */
  locales: Record<string, string[]>;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const ROUTER = 'src/app/router.tsx';

/** Screen name → module path relative to the web root, read from the router's lazy imports
 * (`name: () => import('./routes/x.tsx')`, or `name: someModule` / `someModule,` with
 * `const someModule: ScreenModule = () => import('./routes/x.tsx')`). */
export function screenModules(routerSource: string): { screens: Record<string, string>; fallback?: string } {
  const dir = posix.dirname(ROUTER);
  const fromRouter = (spec: string) => posix.join(dir, spec);
  const named = new Map<string, string>();
  for (const [, name, spec] of routerSource.matchAll(
    /const\s+(\w+)\s*(?::\s*\w+)?\s*=\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g,
  ))
    named.set(name!, fromRouter(spec!));
  const screens: Record<string, string> = {};
  for (const [, name, spec] of routerSource.matchAll(
    /(\w+)\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g,
  ))
    screens[name!] = fromRouter(spec!);
  for (const [, name, variable] of routerSource.matchAll(/(\w+)\s*:\s*(\w+)\s*,/g)) {
    const module = named.get(variable!);
    if (module) screens[name!] = module;
  }
  // shorthand entries (`smartLink,`)
  for (const [, name] of routerSource.matchAll(/^\s*(\w+)\s*,\s*$/gm)) {
    const module = named.get(name!);
    if (module) screens[name!] = module;
  }
  return { screens, fallback: named.get('pending') };
}

function closure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  into: string[],
  seen: Set<string>,
): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  for (const child of chunk.imports ?? []) closure(manifest, child, into, seen);
  if (chunk.file.endsWith('.js')) into.push(chunk.file);
}

export function bootManifest(manifest: Record<string, ManifestChunk>, routerSource: string): BootManifest {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryFiles = new Set<string>();
  if (entry) closure(manifest, entry, [], entryFiles);
  const filesOf = (key: string | undefined): string[] => {
    if (!key || !manifest[key]) return [];
    const files: string[] = [];
    closure(manifest, key, files, new Set(entryFiles));
    return files;
  };
  const modules = screenModules(routerSource);
  const locales: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /^src\/i18n\/locales\/([^/]+)\/[^/]+\.json$/.exec(key);
    if (match) locales[match[1]!] = [...(locales[match[1]!] ?? []), chunk.file];
  }
  return {
    screens: Object.fromEntries(Object.entries(modules.screens).map(([name, key]) => [name, filesOf(key)])),
    fallback: filesOf(modules.fallback),
    locales,
  };
}

/** Writes `.vite/boot.json` beside Vite's manifest once the bundle is written. */
export function bootManifestPlugin(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'storefront-boot-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
    },
    writeBundle() {
      const manifestPath = join(outDir, '.vite/manifest.json');
      if (!existsSync(manifestPath)) return;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
      const boot = bootManifest(manifest, readFileSync(join(root, ROUTER), 'utf8'));
      if (Object.keys(boot.screens).length === 0) throw new Error(`${ROUTER}: no lazy screens found`);
      writeFileSync(join(outDir, '.vite/boot.json'), `${JSON.stringify(boot, null, 2)}\n`);
    },
  };
}
