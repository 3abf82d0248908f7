import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../packages/ui/build/precompress.ts';

// The staff console (docs/decisions/027-staff-console.md, 099-the-staff-console-in-a-house-of-its-own.md):
// its own build on React DOM, into the storefront's dist/staff (the server's WEB_DIST/staff), served
// at /staff/. A build of its own, so not one byte or chunk boundary of the diner's bundle changes.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/staff/',
  publicDir: false,
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('../web/dist/staff', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: 5174,
    proxy: Object.fromEntries(
      ['/domain', '/staff/', '/media'].map((prefix) => [
        prefix,
        { target: 'http://localhost:3000', changeOrigin: false },
      ]),
    ),
  },
});
