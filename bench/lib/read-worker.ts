// A GET load generator that keeps every latency, run as its own process (pinned to another core than
// the server): `node bench/lib/read-worker.ts '<json ReadLoadSpec>'` prints one JSON ReadLoadResult
// line. The cost curve (bench/cost-curve.ts) reads p95 latencies, which autocannon's summary does
// not give; closed loop, each connection keep-alive, compressed answers asked for as a browser does.
import { Agent, request } from 'node:http';
import type { ReadFigures } from './report.ts';

export interface ReadLoadSpec {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** One path, or several taken in turn by each connection (a diner's calendar, a day summary). */
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

/** The load's figures (report.ts's ReadFigures), with a few of its failures. */
export interface ReadLoadResult extends ReadFigures {
  /** A few non-2xx answers and errors, to tell what went wrong. */
  samples: string[];
}

const TIMEOUT_MS = 30_000;

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? sorted[0]!;
}

function get(
  url: string,
  agent: Agent,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers, timeout: TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('error', reject);
      res.once('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('latin1') }),
      );
    });
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', reject);
    req.end();
  });
}

export async function runReadLoad(spec: ReadLoadSpec): Promise<ReadLoadResult> {
  const latencies: number[] = [];
  const samples: string[] = [];
  let ok = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + spec.seconds * 1000;
  let lastAnswer = started;
  const headers = { 'accept-encoding': 'br, gzip', ...spec.headers };

  const connection = async (c: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let n = c; performance.now() < deadline; n++) {
      const url = `${spec.origin}${spec.paths[n % spec.paths.length]}`;
      const sent = performance.now();
      try {
        const answer = await get(url, agent, headers);
        lastAnswer = performance.now();
        latencies.push(lastAnswer - sent);
        if (answer.status >= 200 && answer.status <= 299) ok++;
        else if (samples.length < 5) samples.push(`${answer.status} ${answer.text.slice(0, 300)}`);
      } catch (error) {
        lastAnswer = performance.now();
        errors++;
        if (samples.length < 5) samples.push(String(error));
      }
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: spec.connections }, (_, c) => connection(c)));

  const elapsed = (lastAnswer - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    rps: elapsed > 0 ? ok / elapsed : 0,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    requests: latencies.length + errors,
    non2xx: latencies.length - ok,
    errors,
    samples,
  };
}

if (import.meta.main) {
  const spec = JSON.parse(process.argv[2] ?? '') as ReadLoadSpec;
  console.log(JSON.stringify(await runReadLoad(spec)));
}
