// The whole suite, in the order that fails fastest: lint, types, unit + API on PGlite, API on
// PostgreSQL when one is reachable, then the browser journeys against the built storefront.
// Ends with one line `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const reports = mkdtempSync(join(tmpdir(), 'sf-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n━━ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(title);
  return ok;
}

function countVitest(file: string) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1;
  }
}

function countPlaywright(file: string) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  } catch {
    totals.failed += 1;
  }
}

async function reachablePostgres(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (error) {
    if (process.env.TEST_DATABASE_URL)
      throw new Error(`TEST_DATABASE_URL is set but not reachable: ${error}`);
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

const vitest = (name: string, projects: string[], env: NodeJS.ProcessEnv = {}) => {
  const out = join(reports, `${name}.json`);
  run(
    `vitest: ${name}`,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
  );
  countVitest(out);
};

run('lint (biome)', 'npx', ['biome', 'check', '.']);
run('types (tsc)', 'npm', ['run', '--silent', 'typecheck']);
vitest(
  'unit and API on PGlite',
  ['domain', 'ui', 'ui-react-dom', 'web', 'web-react-dom', 'staff', 'server'],
  {
    TEST_DATABASE_URL: '',
  },
);

const postgres = await reachablePostgres();
if (postgres) vitest('API on PostgreSQL', ['server'], { TEST_DATABASE_URL: postgres });
else
  console.log(
    '\n━━ API on PostgreSQL: no PostgreSQL reachable at 127.0.0.1:5432 — set TEST_DATABASE_URL to run it',
  );

if (run('build (storefront)', 'npm', ['run', '--silent', 'build'])) {
  const out = join(reports, 'e2e.json');
  run(
    'browser journeys (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_FILE: out,
    },
  );
  countPlaywright(out);
}

rmSync(reports, { recursive: true, force: true });
console.log(failures.length ? `\n✗ failed steps: ${failures.join('; ')}` : '\n✓ every step passed');
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failures.length ? 1 : 0);
