import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite.config.ts';

// The staff console (docs/decisions/027-staff-console.md): its own build, into
// dist/staff, served by the server at /staff/. A separate build, not a second entry of the
// storefront's, so not one byte or chunk boundary of the diner's bundle changes.
export default defineConfig({
  root: fileURLToPath(new URL('./staff', import.meta.url)),
  base: '/staff/',
  publicDir: false,
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/staff', import.meta.url)),
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
