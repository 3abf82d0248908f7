import { routeTable } from '@storefront/domain/navigation/route-table';
import { describe, expect, it } from 'vitest';
import { bootManifest, screenModules } from '../../vite.boot-manifest.ts';
import router from './router.tsx?raw';

// The build tells the server which files each screen needs (docs/decisions/032-first-paint-from-the-html.md),
// reading the router's lazy imports: every form the router uses must be read.

describe('screenModules', () => {
  it("reads a module for the router's screens in every form it writes them", () => {
    const { screens, fallback } = screenModules(router);
    expect(fallback).toMatch(/pending\.tsx$/);
    // inline, through a named module, and in shorthand
    expect(screens.home).toMatch(/branch-home\.tsx$/);
    expect(screens.grabAndGo).toBe(screens.onTableMenu);
    expect(screens.smartLink).toMatch(/smart-link\.tsx$/);
    for (const name of Object.keys(screens)) expect(Object.keys(routeTable)).toContain(name);
  });
});

describe('bootManifest', () => {
  it("lists a screen's files beyond the entry's, and the catalogues per code", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
      'src/app/routes/branch-home.tsx': { file: 'assets/home.js', imports: ['_shared.js'] },
      'src/i18n/locales/es-CO/common.json': { file: 'assets/common-es-co.js' },
    };
    const boot = bootManifest(
      manifest,
      "const screens = { home: () => import('./routes/branch-home.tsx') };",
    );
    expect(boot.screens).toEqual({ home: ['assets/shared.js', 'assets/home.js'] });
    expect(boot.locales).toEqual({ 'es-CO': ['assets/common-es-co.js'] });
  });
});
