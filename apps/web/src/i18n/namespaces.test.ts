import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_NAMESPACES, SCREEN_NAMESPACES, screenNamespaces } from './namespaces.ts';

// The table the router loads a screen's words by (namespaces.ts) must name exactly the namespaces
// the screen's code uses beyond the boot's: one missing makes the screen wait for its words after
// its code (a second round trip before it shows), one too many downloads words it does not show,
// and the bench counts the table's words as the screen's. Read from the sources: each screen file
// of app/router.tsx and everything it imports statically (a lazily imported piece waits for its own
// words when it shows).

const src = join(import.meta.dirname, '..');
/** The UI primitives the storefront shares with the staff console (packages/ui). */
const uiSrc = join(import.meta.dirname, '../../../../packages/ui/src');
const everyNamespace = [...BOOT_NAMESPACES, ...SCREEN_NAMESPACES, 'errors'];

/** A file's code without its comments (which may quote a key). */
function source(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** The files `file` imports statically (relative imports and packages/ui's), recursively, itself included. */
function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, path] of source(file).matchAll(
    /(?:import|export)\s[^'";]*?from\s+['"](\.[^'"]+|@storefront\/ui\/[^'"]+)['"]/g,
  )) {
    const target = path!.startsWith('@storefront/ui/')
      ? join(uiSrc, path!.slice('@storefront/ui/'.length))
      : normalize(join(dirname(file), path!));
    if (/\.tsx?$/.test(target) && existsSync(target)) staticGraph(target, seen);
  }
  return seen;
}

/** The namespaces a file reads: `useTranslation('ns')`, `useTranslation(['a', 'b'])`, `ns:key`. */
function namespacesOf(file: string): Set<string> {
  const text = source(file);
  const found = new Set<string>();
  for (const [, args] of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|['"][a-z-]+['"])?/g))
    for (const name of args ? args.match(/[a-z-]+/g)! : ['common']) found.add(name);
  for (const [, ns] of text.matchAll(/['"`]([a-z-]+):[\w.{$]/g))
    if (everyNamespace.includes(ns!)) found.add(ns!);
  return found;
}

/** The namespaces a file names in its `useTranslation` calls, those its components wait for. */
function awaitedBy(file: string): Set<string> {
  const awaited = new Set<string>(BOOT_NAMESPACES);
  for (const [, args] of source(file).matchAll(/useTranslation\(\s*(\[[^\]]*\]|['"][a-z-]+['"])/g))
    for (const name of args!.match(/[a-z-]+/g)!) awaited.add(name);
  return awaited;
}

/** Each screen of app/router.tsx and its file (`name: () => import('…')` or a named loader). */
function routerScreens(): [string, string][] {
  const router = source(join(src, 'app/router.tsx'));
  const loaders = new Map(
    [...router.matchAll(/const (\w+): ScreenModule = \(\) => import\('([^']+)'\)/g)].map(([, name, path]) => [
      name!,
      path!,
    ]),
  );
  const table = router.slice(router.indexOf('const screens'), router.indexOf('const pending'));
  return [...table.matchAll(/^\s+(\w+)(?::\s*(.+?))?,$/gm)].map(([, name, value]) => {
    const path = /import\('([^']+)'\)/.exec(value ?? '')?.[1] ?? loaders.get((value ?? name)!.trim());
    if (!path) throw new Error(`no file for the screen ${name} in app/router.tsx`);
    return [name!, normalize(join(src, 'app', path))];
  });
}

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesBelow(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('screenNamespaces', () => {
  const screens = routerScreens();

  it('reads every screen of the router', () => {
    expect(screens.length).toBeGreaterThan(40);
    expect(screens.find(([name]) => name === 'menu')?.[1]).toMatch(/features\/catalog\/screens\/menu\.tsx$/);
  });

  it.each(screens)('names the namespaces the %s screen uses beyond the boot’s', (name, file) => {
    const used = new Set([...staticGraph(file)].flatMap((f) => [...namespacesOf(f)]));
    const beyondBoot = [...used].filter((ns) => (SCREEN_NAMESPACES as readonly string[]).includes(ns)).sort();
    expect([...(screenNamespaces[name as keyof typeof screenNamespaces] ?? [])].sort()).toEqual(beyondBoot);
  });

  it('lets no component read a namespace beyond the boot’s that it does not wait for', () => {
    const unawaited = [...filesBelow(src), ...filesBelow(uiSrc)].flatMap((file) => {
      const awaited = awaitedBy(file);
      return [...namespacesOf(file)]
        .filter((ns) => (SCREEN_NAMESPACES as readonly string[]).includes(ns) && !awaited.has(ns))
        .map((ns) => `${file.slice(src.length + 1)} reads ${ns}`);
    });
    expect(unawaited).toEqual([]);
  });
});
