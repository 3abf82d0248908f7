import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { manifestPath, repoRoot, webDir } from './paths.ts';

/** The newest modification time under a directory (files only). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Why the storefront needs building (missing, or older than its sources), or null. */
export function buildReason(): string | null {
  if (!existsSync(manifestPath)) return 'apps/web/dist is missing';
  const built = statSync(manifestPath).mtimeMs;
  // the build's configuration too: a change of renderer (renderer.ts) changes every chunk
  const sources = [
    join(webDir, 'src'),
    join(webDir, 'index.html'),
    join(webDir, 'vite.config.ts'),
    join(webDir, 'renderer.ts'),
    join(repoRoot, 'packages/domain/src'),
    // the UI primitives the storefront shares with the console (docs/decisions/099-…)
    join(repoRoot, 'packages/ui/src'),
  ];
  const changed = sources
    .filter((path) => existsSync(path))
    .some((path) => {
      const stat = statSync(path);
      return (stat.isDirectory() ? newest(path) : stat.mtimeMs) > built;
    });
  return changed ? 'sources changed since the last build' : null;
}

/** Builds the storefront when needed (BENCH_BUILD=auto, the default), always, or never. */
export function ensureWebBuild(): void {
  const mode = process.env.BENCH_BUILD ?? 'auto';
  const reason = mode === 'always' ? 'BENCH_BUILD=always' : mode === 'never' ? null : buildReason();
  if (!reason) {
    if (!existsSync(manifestPath)) throw new Error('apps/web/dist is missing and BENCH_BUILD=never');
    return;
  }
  console.log(`building the storefront (${reason}) ...`);
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}
