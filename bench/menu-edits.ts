import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { LoadResult } from './lib/load-worker.ts';
import { SERVER_CORE } from './lib/pin.ts';
import { request } from './lib/request.ts';
import { startServer } from './lib/server.ts';
import type { TempStore } from './lib/store.ts';
import { runLoadWorker } from './lib/worker.ts';

// The diner's cached menu read while a manager saves a product every second (issue 53, the back
// office): each save moves the menu's fingerprint, so every process rebuilds the branch's menu at
// most once per save (docs/back-office.md). Measured as the http part measures reads — La Brasa's
// 317-product Chapinero menu, compressed as browsers ask — in rounds that take turns: a round
// without saves, then one while a save goes out every second, so the machine's drift touches both.
// Every save must answer 200 and the menu must show the last saved price within 5 s.

const loadWorker = fileURLToPath(new URL('./lib/load-worker.ts', import.meta.url));
const HOST = 'la-brasa.localhost';
const MENU = '/catalog/chapinero/menu.json';
const ROUNDS = 4;

export interface MenuEditsSettings {
  seconds: number;
  warmupSeconds: number;
  connections: number;
}

export interface MenuEditsResult {
  store: TempStore['kind'];
  /** The menu read without saves: the rounds' mean rps, median p50 and p99. */
  quiet: LoadResult;
  /** The menu read while a product was saved every second. */
  editing: LoadResult;
  /** editing rps over quiet rps, the median of the rounds' ratios. */
  ratio: number;
  saves: number;
  failedSaves: number;
  /** ms of the slowest save. */
  slowestSave: number;
  /** ms from the last save's answer until the menu showed its price (null: not within 5 s). */
  lastSaveSeenAfter: number | null;
}

interface EditorProduct {
  id: number;
  key: string;
  version: number;
  price: number;
  [field: string]: unknown;
}

/** The body of a product save from the editor's answer: its own fields, at a new price. */
function saveBody(product: EditorProduct, price: number) {
  const keep = [
    'name',
    'description',
    'label',
    'promo_price',
    'image',
    'important',
    'is_alcoholic',
    'is_new',
    'is_promo',
    'services',
    'availability',
    'allergens',
    'dietary',
    'category_id',
  ];
  return {
    ...Object.fromEntries(keep.map((field) => [field, product[field]])),
    price,
    version: product.version,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measureMenuEdits(
  store: TempStore,
  settings: MenuEditsSettings,
  log: (line: string) => void,
): Promise<MenuEditsResult> {
  const token = `stf_${randomBytes(24).toString('base64url')}`;
  const server = await startServer({
    env: {
      ...store.env,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      STAFF_TOKENS: `la-brasa:${token}`,
    },
    core: SERVER_CORE,
  });
  const staff = { host: HOST, authorization: `Bearer ${token}` };
  try {
    const catalog = await request(server.origin, '/staff/menu/catalog.json', { headers: staff });
    if (catalog.status !== 200) throw new Error(`catalog.json answered ${catalog.status}`);
    const menu = await request(server.origin, MENU, { headers: { host: HOST } });
    // the menu names a product by its key (`id`) and numeric id (`product_id`)
    const onMenu = new Set((menu.body as { products: { id: string }[] }).products.map((p) => p.id));
    let product = (catalog.body as { products: EditorProduct[] }).products.find(
      (p) => onMenu.has(p.key) && !p.archived && ((p.prices as unknown[] | undefined) ?? []).length === 0,
    );
    if (!product) throw new Error('no product of the menu to edit');
    const basePrice = product.price;

    const spec = {
      url: `${server.origin}${MENU}`,
      headers: { host: HOST, 'accept-encoding': 'br, gzip' },
      connections: settings.connections,
    };
    await runLoadWorker<LoadResult>(loadWorker, { ...spec, seconds: settings.warmupSeconds });

    let saves = 0;
    let failedSaves = 0;
    let slowestSave = 0;
    let lastPrice = basePrice;
    const save = async () => {
      const price = basePrice + ((saves % 2) + 1) * 100;
      const started = performance.now();
      const answer = await request(server.origin, `/staff/menu/products/${product!.id}.json`, {
        method: 'PUT',
        headers: { ...staff, origin: `http://${HOST}` },
        json: saveBody(product!, price),
      });
      slowestSave = Math.max(slowestSave, performance.now() - started);
      saves++;
      if (answer.status === 200) {
        product = answer.body as EditorProduct;
        lastPrice = price;
      } else failedSaves++;
    };

    const seconds = Math.max(2, settings.seconds / 2);
    const quiet: LoadResult[] = [];
    const editing: LoadResult[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const calm = await runLoadWorker<LoadResult>(loadWorker, { ...spec, seconds });
      let pending = Promise.resolve();
      const timer = setInterval(() => {
        pending = pending.then(save);
      }, 1_000);
      const busy = await runLoadWorker<LoadResult>(loadWorker, { ...spec, seconds });
      clearInterval(timer);
      await pending;
      quiet.push(calm);
      editing.push(busy);
      ratios.push(busy.rps / Math.max(1, calm.rps));
      log(`  round ${round + 1}: ${Math.round(calm.rps)} req/s quiet, ${Math.round(busy.rps)} while saving`);
    }

    // the menu shows the last saved price within 5 s (the menu cache's fingerprint check)
    const saved = performance.now();
    let lastSaveSeenAfter: number | null = null;
    while (performance.now() - saved < 5_000) {
      const read = await request(server.origin, MENU, { headers: { host: HOST } });
      const shown = (read.body as { products: { id: string; price: number }[] }).products.find(
        (p) => p.id === product!.key,
      );
      if (shown?.price === lastPrice) {
        lastSaveSeenAfter = Math.round(performance.now() - saved);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const combine = (runs: LoadResult[]): LoadResult => ({
      rps: runs.reduce((sum, r) => sum + r.rps, 0) / runs.length,
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      requests: runs.reduce((sum, r) => sum + r.requests, 0),
      non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      timeouts: runs.reduce((sum, r) => sum + r.timeouts, 0),
    });
    return {
      store: store.kind,
      quiet: combine(quiet),
      editing: combine(editing),
      ratio: median(ratios),
      saves,
      failedSaves,
      slowestSave: Math.round(slowestSave),
      lastSaveSeenAfter,
    };
  } finally {
    await server.stop();
  }
}
