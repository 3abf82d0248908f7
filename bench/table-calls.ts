import { fileURLToPath } from 'node:url';
import type { LoadResult } from './lib/load-worker.ts';
import type { Diner, OrderLoadResult, OrderLoadSpec } from './lib/order-worker.ts';
import { SERVER_CORE } from './lib/pin.ts';
import { request } from './lib/request.ts';
import { type ServerProcess, startServer } from './lib/server.ts';
import type { TempStore } from './lib/store.ts';
import { runLoadWorker } from './lib/worker.ts';
import { benchVenue, type CpuPerCall, cpuReading, importVenue, type PlacementSettings } from './placement.ts';

// The on-table calls under load (docs/decisions/029-lean-order-write.md):
// one diner at each table of La Brasa's Chapinero (its file's tables, stock raised as the
// placement's), each adding a limited product to the table's cart over and over, then sending
// to the kitchen, then paying a share in cash: requests a second and p50/p99 per call, through
// the order generator (bench/lib/order-worker.ts; every call with its own Idempotency-Key). After
// the runs every table is read back: its items add up to the acknowledged adds and none is left
// pending, its pending cash shares to the acknowledged payments, and the stock taken to the adds.
// Each call first runs a warm-up of a third of `warmupSeconds`, left out of the figures.

const orderWorker = fileURLToPath(new URL('./lib/order-worker.ts', import.meta.url));
const HOST = 'la-brasa.localhost';
const BRANCH = 'chapinero';
const STOCK = 1_000_000;
/** Each share paid in cash: small enough that the bill always covers them. */
const SHARE = 100;

export interface TableCall extends LoadResult {
  name: 'add to cart' | 'send to kitchen' | 'pay a share';
  path: string;
  elapsed: number;
  statuses: Record<string, number>;
  samples: string[];
  /** CPU milliseconds per acknowledged call (absent in older results), as the placement's. */
  cpu?: CpuPerCall;
}

export interface TableCallsResult {
  store: TempStore['kind'];
  tables: number;
  calls: TableCall[];
  checks: {
    /** Adds answered 2xx, and the items the tables hold. */
    adds: number;
    items: number;
    /** No item left pending after the kitchen calls. */
    allSent: boolean;
    /** Shares answered 2xx, and the pending cash payments the tables hold. */
    shares: number;
    payments: number;
    /** Stock taken equals the acknowledged adds, and never below zero. */
    stockMatches: boolean;
    passed: boolean;
  };
}

interface TableMenuProduct {
  id: string;
  stock: number | null;
  option_groups: { id: string; min: number; options: { id: string }[] }[];
}

async function stockOf(server: ServerProcess, key: string): Promise<number | null> {
  const { body } = await request(server.origin, `/catalog/${BRANCH}/menu.json`, { headers: { host: HOST } });
  const product = (body as { products: TableMenuProduct[] }).products.find((p) => p.id === key);
  return product?.stock ?? null;
}

export async function measureTableCalls(
  store: TempStore,
  settings: PlacementSettings,
  log: (line: string) => void = () => {},
): Promise<TableCallsResult> {
  const venue = benchVenue();
  let server: ServerProcess | undefined;
  try {
    importVenue(store, venue.dir);
    server = await startServer({
      env: { ...store.env, SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
      core: SERVER_CORE,
    });
    const { origin, pid } = server;
    const { body: menuBody } = await request(origin, `/catalog/${BRANCH}/menu.json`, {
      headers: { host: HOST },
    });
    const product = (menuBody as { products: TableMenuProduct[] }).products.find(
      (p) => p.id === venue.products[0],
    );
    if (!product || product.stock !== STOCK)
      throw new Error(`${venue.products[0]} not on the menu with its stock`);
    const options = Object.fromEntries(
      product.option_groups
        .filter((group) => group.min > 0)
        .map((group) => [group.id, group.options.slice(0, group.min).map((option) => option.id)]),
    );

    const codes = venue.tables.slice(0, settings.connections);
    log(`  ${codes.length} diners sit at ${codes.length} tables ...`);
    const diners: Diner[] = [];
    const purchases: string[] = [];
    for (const [n, code] of codes.entries()) {
      const localAddress = `127.0.200.${n + 1}`;
      const profile = await request(origin, '/profiles/anonymous.json', {
        method: 'POST',
        headers: { host: HOST },
        json: { profile: { domain: 'la-brasa', name: null } },
        localAddress,
      });
      const { id, token } = profile.body as { id: string; token: string };
      const joined = await request(origin, '/menudigital/init.json', {
        method: 'POST',
        headers: { host: HOST, profileid: id, token },
        json: { purchase: { supplier_id: BRANCH, table_code: code, nickname: `Mesa ${n + 1}` } },
        localAddress,
      });
      const purchaseId = (joined.body as { purchase?: { id?: string } } | null)?.purchase?.id;
      if (joined.status >= 300 || !purchaseId)
        throw new Error(
          `POST /menudigital/init.json answered ${joined.status}: ${JSON.stringify(joined.body)}`,
        );
      diners.push({ profileid: id, token });
      purchases.push(purchaseId);
    }

    const seconds = Math.max(2, Math.round(settings.seconds / 2));
    const calls: TableCall[] = [];
    type CallSpec = Pick<OrderLoadSpec, 'path' | 'paths' | 'method' | 'bodies'>;
    /** Runs one call for `length` seconds and answers how many were acknowledged; a measured run
     * (`length` the run's) adds its figures to `calls`, a warm-up's are left out. */
    const run = async (name: TableCall['name'], octet: number, spec: CallSpec, warmup = 0) => {
      const length = warmup || seconds;
      log(`  ${warmup ? 'warm-up: ' : ''}${name}: ${length} s, ${diners.length} connections ...`);
      const cpuSince = cpuReading(store, pid);
      const result = await runLoadWorker<OrderLoadResult>(orderWorker, {
        origin,
        host: HOST,
        diners,
        connections: diners.length,
        seconds: length,
        keyPrefix: `bench-${octet}`,
        perAddress: 25,
        octet,
        ...spec,
      } satisfies OrderLoadSpec);
      const { orders, ...figures } = result;
      if (!warmup) {
        for (const sample of result.samples) log(`    ${sample}`);
        calls.push({ name, path: spec.path, ...figures, cpu: cpuSince(result) });
      }
      return orders.length;
    };
    const add: CallSpec = {
      path: '/menudigital/add_product_cart.json',
      bodies: purchases.map((purchaseId) => ({
        purchase_id: purchaseId,
        product: { product_id: product.id, count: 1, options, note: null },
        data_purchase: { birth_date: '1990-01-01' },
      })),
    };
    const cook: CallSpec = {
      method: 'PUT',
      path: '/menudigital/cook_products/{purchase}.json',
      paths: purchases.map((id) => `/menudigital/cook_products/${id}.json`),
      bodies: purchases.map(() => ({})),
    };
    const pay: CallSpec = {
      path: '/menudigital/manual_payment.json',
      bodies: purchases.map((purchaseId) => ({
        supplier_id: BRANCH,
        purchase_id: purchaseId,
        amount: SHARE,
        method: 'cash',
        tip: 0,
        share: { kind: 'custom' },
      })),
    };
    // As the placement run does: the server's first calls (code not yet optimized, statements not
    // yet prepared, caches cold) are not the figures, so each call runs a warm-up first, a third of
    // `warmupSeconds` each; what it wrote is read back with the rest.
    const warmup = Math.max(0, settings.warmupSeconds) / 3;
    let adds = 0;
    let shares = 0;
    if (warmup > 0) {
      adds += await run('add to cart', 13, add, warmup);
      await run('send to kitchen', 14, cook, warmup);
      shares += await run('pay a share', 15, pay, warmup);
    }
    adds += await run('add to cart', 10, add);
    await run('send to kitchen', 11, cook);
    shares += await run('pay a share', 12, pay);

    log('  reading back every table and the stock ...');
    let items = 0;
    let payments = 0;
    let allSent = true;
    for (const [n, purchaseId] of purchases.entries()) {
      const { body } = await request(origin, `/menudigital/init/${purchaseId}.json`, {
        headers: { host: HOST, ...diners[n]! },
      });
      const order = body as {
        purchase: { products: { count: number; state: string }[] };
        bill: { payments: { status: string; method: string }[] };
      };
      items += order.purchase.products.reduce((sum, item) => sum + item.count, 0);
      allSent &&= order.purchase.products.every((item) => item.state !== 'pending');
      payments += order.bill.payments.filter((p) => p.status === 'pending' && p.method === 'cash').length;
    }
    const after = await stockOf(server, product.id);
    const stockMatches = after !== null && after >= 0 && STOCK - after === adds;
    return {
      store: store.kind,
      tables: purchases.length,
      calls,
      checks: {
        adds,
        items,
        allSent,
        shares,
        payments,
        stockMatches,
        passed: items === adds && allSent && payments === shares && stockMatches,
      },
    };
  } finally {
    await server?.stop();
    venue.dispose();
  }
}
