import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes .br and .gz beside every text asset so the server sends them precompressed. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'storefront-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|map)$/.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** Libraries that ship as one unit: a chunk per unit, so the bench can print each one's weight
 * (docs/decisions/033-first-render-bytes.md). */
const libraryUnits: Record<string, string> = {
  react: 'react',
  'react-dom': 'react',
  scheduler: 'react',
};

/** `vendor-<library>` for a module under node_modules; the dialog's helpers join Radix. */
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
  return `vendor-${libraryUnits[name] ?? name.replace('@', '').replace('/', '-')}`;
}

/** `locale-<code>` for a language's words: every catalogue namespace of `i18n/locales/<code>/` and,
 * for a language, the domain's error texts (`errors/messages/<lang>.ts`). The boot loads a locale
 * chain's words before the first render: one request per code instead of one per namespace
 * (docs/decisions/036-fewer-requests-before-the-first-render.md). */
export function localeChunk(id: string): string | null {
  const path = id.replaceAll('\\', '/');
  const match =
    /\/src\/i18n\/locales\/([^/]+)\/[^/]+\.json$/.exec(path) ??
    /\/src\/errors\/messages\/([^/]+)\.ts$/.exec(path);
  return match ? `locale-${match[1]}` : null;
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
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
