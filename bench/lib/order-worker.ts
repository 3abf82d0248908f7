// The order-placement load generator, run as its own process (pinned to another core than the
// server): `node bench/lib/order-worker.ts '<json OrderLoadSpec>'` prints one JSON OrderLoadResult
// line. Not autocannon: the placement route allows one client (IP + host) 30 orders a minute, as a
// diner's browser needs no more, so the load comes the way many diners would send it: each source
// address on the loopback (127.o.y.z; Linux routes the whole 127/8 to `lo`) places at most
// `perAddress` orders over its own keep-alive connection, then the connection moves to the next
// address. autocannon can vary headers per request but not the source address. Every request
// carries its own Idempotency-Key, so every 2xx is a distinct order.
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LoadResult } from './load-worker.ts';

export interface Diner {
  profileid: string;
  token: string;
}

export interface OrderLoadSpec {
  /** http://127.0.0.1:PORT */
  origin: string;
  path: string;
  /** POST unless given (the on-table calls: PUT cook_products). */
  method?: 'POST' | 'PUT';
  /** A path per diner (index as `diners`), instead of `path` (calls that name the diner's order). */
  paths?: string[];
  host: string;
  /** Connection `c` places the orders of diner `c % diners.length`, with that diner's body. */
  diners: Diner[];
  bodies: unknown[];
  connections: number;
  seconds: number;
  /** Distinct per run of the same server, so no key is used twice. */
  keyPrefix: string;
  /** Orders per source address, under the route's per-client limit. */
  perAddress: number;
  /** The second byte of this run's source addresses (127.<octet>.y.z), distinct per run. */
  octet: number;
}

export interface PlacedOrder {
  /** The answer's `id` (an order), else its `payment.id`, else '' (a call answering the table). */
  id: string;
  /** Index into the spec's diners. */
  diner: number;
}

export interface OrderLoadResult extends LoadResult {
  /** Seconds from the first request to the last answer. */
  elapsed: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Every order answered with a 2xx. */
  orders: PlacedOrder[];
  /** A few non-2xx answers and errors, to tell what went wrong. */
  samples: string[];
  /** Source addresses used. */
  addresses: number;
  /** ms (the cost curve's placement figure; absent in older results). */
  p95?: number;
}

const TIMEOUT_MS = 30_000;

/** The `n`th source address of a run: 127.octet.(1..254).(1..254). */
function address(octet: number, n: number): string {
  if (n >= 254 * 254) throw new Error('out of source addresses: raise perAddress or shorten the run');
  return `127.${octet}.${Math.floor(n / 254) + 1}.${(n % 254) + 1}`;
}

/** The ranked value at share `q` (0..1) of sorted numbers. */
function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? sorted[0]!;
}

function post(
  spec: OrderLoadSpec,
  url: string,
  agent: Agent,
  localAddress: string,
  payload: Buffer,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: spec.method ?? 'POST',
        agent,
        localAddress,
        // as a browser asks: the answers come compressed when they are worth it (ADR 053)
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          'accept-encoding': 'br, gzip',
          ...headers,
        },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.once('error', reject);
        res.once('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = (
            encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
          ).toString('utf8');
          resolve({ status: res.statusCode ?? 0, text });
        });
      },
    );
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', reject);
    req.end(payload);
  });
}

export async function runOrderLoad(spec: OrderLoadSpec): Promise<OrderLoadResult> {
  const payloads = spec.bodies.map((body) => Buffer.from(JSON.stringify(body)));
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const orders: PlacedOrder[] = [];
  const samples: string[] = [];
  let errors = 0;
  let timeouts = 0;
  let addresses = 0;
  const started = performance.now();
  const deadline = started + spec.seconds * 1000;
  let lastAnswer = started;

  const connection = async (c: number) => {
    const dinerIndex = c % spec.diners.length;
    const diner = spec.diners[dinerIndex]!;
    const payload = payloads[dinerIndex]!;
    const url = `${spec.origin}${spec.paths?.[dinerIndex] ?? spec.path}`;
    const headers = { host: spec.host, profileid: diner.profileid, token: diner.token };
    let agent: Agent | undefined;
    let localAddress = '';
    let used = spec.perAddress;
    for (let sequence = 0; performance.now() < deadline; sequence++) {
      if (used >= spec.perAddress) {
        // A new diner's address: the old connection goes (the server sees it close, as it would).
        agent?.destroy();
        agent = new Agent({ keepAlive: true, maxSockets: 1 });
        localAddress = address(spec.octet, addresses++);
        used = 0;
      }
      used++;
      const sent = performance.now();
      try {
        const answer = await post(spec, url, agent!, localAddress, payload, {
          ...headers,
          'idempotency-key': `${spec.keyPrefix}-${c}-${sequence}`,
        });
        lastAnswer = performance.now();
        latencies.push(lastAnswer - sent);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status >= 200 && answer.status <= 299) {
          const body = JSON.parse(answer.text) as { id?: string; payment?: { id?: string } };
          orders.push({ id: body.id ?? body.payment?.id ?? '', diner: dinerIndex });
        } else if (samples.length < 5) samples.push(`${answer.status} ${answer.text.slice(0, 300)}`);
      } catch (error) {
        lastAnswer = performance.now();
        errors++;
        if ((error as Error).message === 'timeout') timeouts++;
        if (samples.length < 5) samples.push(String(error));
        // A refused or reset connection: start over on a fresh one.
        used = spec.perAddress;
      }
    }
    agent?.destroy();
  };
  await Promise.all(Array.from({ length: spec.connections }, (_, c) => connection(c)));

  const elapsed = (lastAnswer - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    // Orders per second: 2xx answers over the time they took.
    rps: elapsed > 0 ? orders.length / elapsed : 0,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    requests: latencies.length + errors,
    non2xx: latencies.length - orders.length,
    errors,
    timeouts,
    elapsed,
    statuses,
    orders,
    samples,
    addresses,
  };
}

if (import.meta.main) {
  const spec = JSON.parse(process.argv[2] ?? '') as OrderLoadSpec;
  console.log(JSON.stringify(await runOrderLoad(spec)));
}
