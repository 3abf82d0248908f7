// npm run bench:crash — kill -9 the real server under concurrent writes, restart it on the same
// store, and check that every acknowledged write survived. PGlite always; PostgreSQL when one
// answers at TEST_DATABASE_URL (or 127.0.0.1:5432). Exits 1 on any loss.
import { type CrashReport, crashCheck, crashPassed } from './lib/crash.ts';
import { envNumber } from './lib/env.ts';
import { benchStores } from './lib/store.ts';

const cycles = envNumber('BENCH_CRASH_CYCLES', 5);
const minMs = envNumber('BENCH_CRASH_MIN_MS', 1_000);
const maxMs = envNumber('BENCH_CRASH_MAX_MS', 5_000);
const concurrency = envNumber('BENCH_CRASH_CONCURRENCY', 8);

const stores = await benchStores('PostgreSQL', { strict: true });

console.log(
  `crash check: ${cycles} kill -9 cycles per store, ${concurrency} concurrent writers, ` +
    `kill after ${minMs}–${maxMs} ms`,
);
const reports: CrashReport[] = [];
let failed = false;
for (const open of stores) {
  const store = await open();
  try {
    const report = await crashCheck({
      store,
      cycles,
      killAfterMs: [minMs, maxMs],
      concurrency,
      log: console.log,
    });
    reports.push(report);
    for (const line of [...report.problems, ...report.inconsistent.slice(0, 10)]) console.log(`  ✗ ${line}`);
    if (!crashPassed(report)) failed = true;
  } catch (error) {
    console.error(`✗ ${store.kind}: ${error instanceof Error ? error.message : String(error)}`);
    failed = true;
  } finally {
    await store.dispose();
  }
}

const pair = (counts: { sessions: number; profiles: number }) => `${counts.sessions} / ${counts.profiles}`;
console.log(
  '\n| Store | Kills | Acknowledged (sessions / profiles) | Found | Lost | Inconsistent | Result |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const report of reports) {
  console.log(
    `| ${report.store} | ${report.cycles} | ${pair(report.acknowledged)} | ${pair(report.found)} | ` +
      `${pair(report.lost)} | ${report.inconsistent.length} | ${crashPassed(report) ? 'pass' : 'FAIL'} |`,
  );
}
console.log(
  failed ? '\n✗ acknowledged writes were lost or the check could not run' : '\n✓ no acknowledged write lost',
);
process.exit(failed ? 1 : 0);
