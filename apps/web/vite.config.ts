import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../packages/ui/build/precompress.ts';
import { compileHints } from './compile-hints.ts';
import { reactOnPreact } from './renderer.ts';
import { BOOT_NAMESPACES } from './src/i18n/namespaces.ts';

/** `vendor-<library>` for a module under node_modules, so the bench can print each library's weight
 * (docs/decisions/033-first-render-bytes.md); the dialog's helpers join Radix. React's modules
 * resolve to Preact's (renderer.ts), which is one chunk with its hooks and compatibility layer. */
export function vendorChunk(id: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id.replaceAll('\\', '/'));
  if (!match) return null;
  const name = match[1]!;
  if (
    name.startsWith('@radix-ui/') ||
    /^(react-remove-scroll|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|get-nonce|tslib)/.test(
      name,
    )
  )
    return 'vendor-radix-dialog';
  return `vendor-${name.replace('@', '').replace('/', '-')}`;
}

/** The chunk of a language's words (docs/decisions/062-words-by-namespace.md): `locale-<lang>` for
 * what the boot loads before the first render, the namespaces of i18n/namespaces.ts BOOT_NAMESPACES
 * and the domain's error texts (`errors/messages/<lang>.ts`); `locale-<lang>-<namespace>` for each
 * other namespace, loaded with the screens that use it; `locale-<lang>-<COUNTRY>` for a country's
 * overlay, small and loaded whole by the boot (docs/decisions/036-fewer-requests-before-the-first-render.md). */
export function localeChunk(id: string): string | null {
  const path = id.replaceAll('\\', '/');
  const errors = /\/src\/errors\/messages\/([^/]+)\.ts$/.exec(path);
  if (errors) return `locale-${errors[1]}`;
  const catalogue = /\/src\/i18n\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!catalogue) return null;
  const [, code, ns] = catalogue as unknown as [string, string, string];
  if (code.includes('-') || (BOOT_NAMESPACES as readonly string[]).includes(ns)) return `locale-${code}`;
  return `locale-${code}-${ns}`;
}

export default defineConfig({
  // React's API on Preact's renderer (docs/decisions/078-the-diner-storefront-on-preact.md). React's
  // Fast Refresh drives React DOM only: under `vite` dev, an edit reloads the page instead.
  plugins: [react({ refreshExclude: /./ }), tailwindcss(), compileHints(), precompress()],
  resolve: { alias: reactOnPreact },
  build: {
    manifest: true,
    target: 'es2022',
    // docs/decisions/063-entry-without-what-the-first-render-skips.md: no polyfill (current browsers
    // preload modules themselves, Safari from 17 and Firefox from 115; an older one fetches a lazy
    // chunk's imports when the chunk runs), and a language chunk is not preloaded with its one
    // import, Rolldown's runtime, which the entry has loaded already: 0.5 KB less in every first render.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) => (/(^|\/)locale-[^/]+\.js$/.test(file) ? [] : deps),
    },
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The app's chunks are named by their hash alone; a library's and a language's keep their name,
        // which the bench reads (docs/decisions/065-app-chunks-named-by-hash.md).
        chunkFileNames: (chunk) =>
          /^(vendor|locale)-/.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: vendorChunk, test: /node_modules/ },
            { name: localeChunk, test: /\/(i18n\/locales|errors\/messages)\// },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/domain', '/api', '/profiles', '/menudigital', '/media', '/docs', '/healthz', '/consent'].map(
        (prefix) => [prefix, { target: 'http://localhost:3000', changeOrigin: false }],
      ),
    ),
  },
});
