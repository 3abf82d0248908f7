// The load generator, run as its own process (pinned to another core than the server):
// `node bench/lib/load-worker.ts '<json LoadSpec>'` prints one JSON LoadResult line.
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  /** Mean requests per second. */
  rps: number;
  /** ms */
  p50: number;
  /** ms */
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const result = await autocannon({
    url: spec.url,
    headers: spec.headers,
    connections: spec.connections,
    duration: spec.seconds,
    pipelining: 1,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

if (import.meta.main) {
  const spec = JSON.parse(process.argv[2] ?? '') as LoadSpec;
  console.log(JSON.stringify(await runLoad(spec)));
}
