import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root and the places the bench reads or starts. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const webDir = join(repoRoot, 'apps/web');
export const webDist = join(webDir, 'dist');
export const manifestPath = join(webDist, '.vite/manifest.json');
export const webSrc = join(webDir, 'src');
export const routerPath = join(webDir, 'src/app/router.tsx');
export const serverEntry = join(repoRoot, 'apps/server/src/server.ts');
export const resultsDir = join(repoRoot, 'bench/results');
export const venueImportCli = join(repoRoot, 'apps/server/src/cli/venue-import.ts');
export const demoVenuesDir = join(repoRoot, 'venues/demo');
