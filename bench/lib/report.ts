import type { BundleResult } from '../bundle.ts';
import type { HttpResult } from '../http.ts';
import type { LighthouseResult } from '../lighthouse.ts';
import type { PlacementResult, ScaleOutResult } from '../placement.ts';
import type { TableCallsResult } from '../table-calls.ts';

// The budgets of architecture §10 and the one table the bench prints (Markdown, so the README's
// Performance section is a paste of it).

export const budgets = {
  /** On-table menu first visit: JS gzip, bytes (KB = 1024 bytes). */
  onTableJsGzip: 90 * 1024,
  performance: 95,
  accessibility: 100,
  /** Cached reads: at least this share of a bare Fastify route's throughput. */
  cachedReadRatio: 0.6,
  /** Order placement (the issue "Speed" item 3, docs/decisions/029-lean-order-write.md): orders a
   * second on PGlite and on PostgreSQL, and the p99 latency on both, ms. */
  ordersPerSecond: 300,
  ordersPerSecondPostgres: 500,
  orderP99Ms: 100,
  /** Server RSS under load, bytes (MB = 1024 * 1024 bytes). */
  rss: 300 * 1024 * 1024,
};

export type Verdict = 'pass' | 'short' | '';

export interface MemoryResult {
  /** Highest VmRSS sampled during the HTTP load, bytes. */
  maxUnderLoad: number;
  /** VmHWM at the end of the run (peak over the process's whole life), bytes. */
  peak: number;
}

export interface BenchResults {
  date: string;
  commit: string | null;
  machine: {
    cpus: number;
    model: string;
    node: string;
    pinned: boolean;
    /** Share of all cores in use just before the run (other work on the machine skews the figures). */
    busyBefore: number | null;
  };
  settings: { lighthouseRuns: number; httpSeconds: number; httpWarmupSeconds: number; connections: number };
  bundles: BundleResult[];
  lighthouse: LighthouseResult[];
  http: { bare: HttpResult; targets: HttpResult[] } | null;
  memory: MemoryResult | null;
  /** Order placement per store (PGlite first; PostgreSQL when one was reachable). */
  placement: PlacementResult[];
  /** Placement through one and two server processes on one PostgreSQL (absent in older results). */
  scaleOut?: ScaleOutResult | null;
  /** The on-table calls per store (absent in older results). */
  tableCalls?: TableCallsResult[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const rps = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;
const verdict = (ok: boolean): Verdict => (ok ? 'pass' : 'short');

type Row = [measure: string, figure: string, budget: string, verdict: string];

function bundleRows(bundles: BundleResult[]): Row[] {
  return bundles.map((bundle) => {
    const measure = `First-render JS + CSS, ${bundle.group} (gzip / brotli)`;
    const isOnTable = bundle.group === 'on-table menu';
    const budget = isOnTable ? `JS ≤ ${kb(budgets.onTableJsGzip)} gzip` : '';
    if (bundle.status !== 'measured') return [measure, bundle.status, budget, ''];
    const figure =
      `JS ${kb(bundle.js.gzip)} / ${kb(bundle.js.brotli)}; ` +
      `CSS ${kb(bundle.css.gzip)} / ${kb(bundle.css.brotli)}`;
    return [measure, figure, budget, isOnTable ? verdict(bundle.js.gzip <= budgets.onTableJsGzip) : ''];
  });
}

function lighthouseRows(results: LighthouseResult[]): Row[] {
  return results.flatMap((result): Row[] => {
    const scores = `Lighthouse mobile, ${result.page}: performance / accessibility / best practices / SEO`;
    const vitals = `Lighthouse mobile, ${result.page}: LCP / TBT / CLS`;
    const budget = `≥ ${budgets.performance} / ${budgets.accessibility} / – / –`;
    if (result.status !== 'measured' || !result.median) return [[scores, result.status, budget, '']];
    const m = result.median;
    const ok = m.performance >= budgets.performance && m.accessibility >= budgets.accessibility;
    return [
      [scores, `${m.performance} / ${m.accessibility} / ${m.bestPractices} / ${m.seo}`, budget, verdict(ok)],
      [vitals, `${ms(m.lcp)} / ${ms(m.tbt)} / ${m.cls.toFixed(3)}`, '', ''],
    ];
  });
}

function httpRows(http: BenchResults['http']): Row[] {
  if (!http) return [];
  // autocannon's latency histogram counts whole milliseconds.
  const latencyMs = (value: number) => (value < 1 ? '< 1 ms' : `${value} ms`);
  const latency = (r: HttpResult) => `p50 ${latencyMs(r.p50)}, p99 ${latencyMs(r.p99)}`;
  const problems = (r: HttpResult) =>
    r.non2xx + r.errors + r.timeouts > 0 ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
  const rows: Row[] = [
    [
      `GET ${http.bare.path} on a bare Fastify (mean of a run before and after)`,
      `${rps(http.bare.rps)} (${(http.bare.runs ?? []).map((r) => Math.round(r).toLocaleString('en-US')).join(' / ')}), ` +
        `${latency(http.bare)}${problems(http.bare)}`,
      '',
      '',
    ],
  ];
  for (const target of http.targets) {
    const ratio = target.ratio ?? 0;
    rows.push([
      `GET ${target.path} (cached read)`,
      `${rps(target.rps)}, ${latency(target)} = ${ratio.toFixed(2)}× bare${problems(target)}`,
      `≥ ${budgets.cachedReadRatio.toFixed(2)}× bare`,
      verdict(ratio >= budgets.cachedReadRatio && target.non2xx === 0 && target.errors === 0),
    ]);
  }
  return rows;
}

const storeNames = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;
const count = (n: number) => n.toLocaleString('en-US');

/** The checks after a placement run, one line each. */
export function placementChecks(result: Pick<PlacementResult, 'checks' | 'stock'>): string {
  const { checks } = result;
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  return [
    `  ${mark(checks.distinct === checks.acknowledged && checks.found === checks.acknowledged)} ` +
      `${count(checks.acknowledged)} orders answered 2xx (${count(checks.distinct)} distinct ids), ` +
      `${count(checks.found)} of them read back through GET /delivery/orders/{id}.json`,
    ...result.stock.map(
      (s) =>
        `  ${mark(s.before - s.after === s.perOrder * checks.acknowledged && s.after >= 0)} stock of ${s.product}: ` +
        `${count(s.before)} → ${count(s.after)}, taken ${count(s.before - s.after)} = ` +
        `${count(checks.acknowledged)} orders × ${s.perOrder}`,
    ),
  ].join('\n');
}

function placementRows(results: BenchResults): Row[] {
  const measure = (store: PlacementResult['store']) =>
    `Order placement with stock checks (${storeNames[store]})`;
  const floor = (store: PlacementResult['store']) =>
    store === 'pglite' ? budgets.ordersPerSecond : budgets.ordersPerSecondPostgres;
  const budget = (store: PlacementResult['store']) => `≥ ${floor(store)}/s, p99 < ${budgets.orderP99Ms} ms`;
  // The order generator times answers to the hundredth of a millisecond.
  const latency = (value: number) => (value < 10 ? `${value.toFixed(1)} ms` : ms(value));
  const rows = results.placement.map((r): Row => {
    const problems = r.non2xx + r.errors > 0 ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : '';
    const checks = r.checks.passed ? 'every order read back, stock exact' : 'checks FAILED';
    const figure =
      `${Math.round(r.rps).toLocaleString('en-US')} orders/s, p50 ${latency(r.p50)}, ` +
      `p99 ${latency(r.p99)} (${checks}${problems})`;
    const ok =
      r.rps >= floor(r.store) &&
      r.p99 < budgets.orderP99Ms &&
      r.checks.passed &&
      r.non2xx === 0 &&
      r.errors === 0;
    return [measure(r.store), figure, budget(r.store), verdict(ok)];
  });
  if (!results.placement.some((r) => r.store === 'pglite'))
    rows.unshift([measure('pglite'), 'not measured', budget('pglite'), '']);
  return rows;
}

/** Orders a second through one server process and through two on one PostgreSQL: shown, no budget. */
function scaleOutRows(results: BenchResults): Row[] {
  const run = results.scaleOut;
  if (!run) return [];
  const checks = run.checks.passed ? 'every order read back, stock exact' : 'checks FAILED';
  const figure = (r: ScaleOutResult['one']) =>
    `${Math.round(r.rps).toLocaleString('en-US')} orders/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}` +
    (r.non2xx + r.errors > 0 ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : '');
  return [
    ['Order placement, one server process (PostgreSQL)', `${figure(run.one)} (${checks})`, '', ''],
    ['Order placement, two server processes, one database', `${figure(run.two)} (${checks})`, '', ''],
  ];
}

/** The checks after the on-table calls, one line. */
export function tableCallChecks(result: TableCallsResult): string {
  const { checks } = result;
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  return [
    `  ${mark(checks.items === checks.adds && checks.allSent)} ${count(checks.adds)} adds answered 2xx, ` +
      `${count(checks.items)} items on ${result.tables} tables, ${checks.allSent ? 'none' : 'some'} left pending`,
    `  ${mark(checks.payments === checks.shares)} ${count(checks.shares)} shares answered 2xx, ` +
      `${count(checks.payments)} pending cash payments on the tables`,
    `  ${mark(checks.stockMatches)} stock taken equals the adds`,
  ].join('\n');
}

/** One row per on-table call and store: requests a second and p50/p99, under the orders' p99. */
function tableCallRows(results: BenchResults): Row[] {
  return (results.tableCalls ?? []).flatMap((result) =>
    result.calls.map((call): Row => {
      const problems = call.non2xx + call.errors > 0 ? `, ${call.non2xx} non-2xx, ${call.errors} errors` : '';
      const checks = result.checks.passed ? 'tables read back exact' : 'checks FAILED';
      return [
        `On-table ${call.name} (${storeNames[result.store]})`,
        `${rps(call.rps)}, p50 ${ms(call.p50)}, p99 ${ms(call.p99)} (${checks}${problems})`,
        `p99 < ${budgets.orderP99Ms} ms`,
        verdict(call.p99 < budgets.orderP99Ms && result.checks.passed && call.non2xx + call.errors === 0),
      ];
    }),
  );
}

export function tableRows(results: BenchResults): Row[] {
  const rows: Row[] = [
    ...bundleRows(results.bundles),
    ...lighthouseRows(results.lighthouse),
    ...httpRows(results.http),
    ...placementRows(results),
    ...scaleOutRows(results),
    ...tableCallRows(results),
  ];
  if (results.memory) {
    rows.push(
      [
        'Server RSS under HTTP load (highest sample)',
        mb(results.memory.maxUnderLoad),
        `< ${mb(budgets.rss)}`,
        verdict(results.memory.maxUnderLoad < budgets.rss),
      ],
      ['Server peak RSS since start (VmHWM, includes start-up)', mb(results.memory.peak), '', ''],
    );
  }
  return rows;
}

/** The results as one Markdown table. */
export function markdownTable(results: BenchResults): string {
  const rows = tableRows(results);
  const header: Row = ['Measure', 'Figure', 'Budget (§10)', ''];
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => row[column]!.length), 3),
  );
  const line = (row: Row) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}
