import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminQuery, rowsOn } from '../apps/server/test/support/postgres-admin.ts';
import { type Cluster, repoRoot, startCluster } from '../scripts/cluster.ts';
import config from './playwright.config.ts';
import { expectAccessible } from './support/axe.ts';
import { fillContact, placePayingOnReceipt } from './support/delivery.ts';
import { postgresReachable } from './support/postgres-servers.ts';
import { openConsoleScreen } from './support/staff.ts';

// The platform on its deployment recipe (issue 56 "Done when" 1; docs/operations.md#running-a-cluster,
// ADR 122 and 123): two server processes on a fresh PostgreSQL database behind Debian's Caddy, as
// `./run.sh cluster` starts them, while a rolling restart replaces them one after the other for as
// long as the journey runs. Through Caddy over HTTPS (its local CA; the browser is told to accept
// it): an operator made by `npm run platform:admin` sets a password on the console's host, creates a
// venue from Colombia's template and gets its owner's invitation; the owner sets a password on the
// new venue's subdomain (a certificate made on demand once the ask endpoint knows it), adds a
// category and a product in the back office, and a diner orders it for take-away; the owner's
// kitchen board, open across the restarts, shows the order live; the operator locks the venue (its
// diners get the notice with the platform's contacts) and unlocks it.

const caddyInstalled = spawnSync('caddy', ['version']).status === 0;
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const run = randomBytes(3).toString('hex');
const SLUG = `arepas-${run}`;
const BRANCH = 'centro';
const PASSWORD = 'a long platform password';

/** Ports below Linux's ephemeral range, so a restarted process finds its port still free. */
function steadyPorts(count: number): number[] {
  const base = 21_000 + Math.floor(Math.random() * 9_000);
  return Array.from({ length: count }, (_, index) => base + index * 7);
}

test.describe('the platform on its cluster', () => {
  // a cluster of its own: started once, the journey is its only test
  test.describe.configure({
    mode: 'serial',
    timeout: Number(process.env.CLUSTER_JOURNEY_TIMEOUT ?? 300_000),
  });

  let cluster: Cluster | undefined;
  let databaseName = '';
  let stateDir = '';
  let serverEnv: Record<string, string> = {};

  test.beforeAll(async () => {
    test.skip(!caddyInstalled, 'Caddy (Debian package caddy) is not installed');
    test.skip(!(await postgresReachable()), `PostgreSQL does not answer at ${adminUrl}`);
    test.setTimeout(300_000);
    databaseName = `sf_e2e_cluster_${run}`;
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${databaseName}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${databaseName}`);
    stateDir = mkdtempSync(join(tmpdir(), 'sf-e2e-cluster-'));
    const webServer = config.webServer as { env: Record<string, string> };
    serverEnv = {
      ...webServer.env,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: join(stateDir, 'data'),
      SEED_DEMO: 'true',
      PLATFORM_DOMAIN: 'localhost',
      // the sandbox's SMS inbox and plain cookies on localhost, as the other journeys' server has
      NODE_ENV: 'development',
      ...(process.env.CLUSTER_TEST_LOG_LEVEL ? { LOG_LEVEL: process.env.CLUSTER_TEST_LOG_LEVEL } : {}),
    };
    const [http, https, ask, first, second] = steadyPorts(5);
    cluster = await startCluster({
      ports: [first!, second!],
      env: serverEnv,
      caddy: {
        httpPort: http!,
        httpsPort: https!,
        askPort: ask!,
        admin: 'off',
        stateDir: join(stateDir, 'caddy'),
      },
      log: () => {},
      // every process's and Caddy's whole output, kept when set (as apps/server/test/cluster.slow.test.ts)
      ...(process.env.CLUSTER_TEST_LOGS ? { logDir: process.env.CLUSTER_TEST_LOGS } : {}),
    });
  });

  test.afterAll(async () => {
    await cluster?.stop();
    if (databaseName) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  });

  /** A browser of its own that trusts Caddy's local CA (not installed in the system's trust). */
  async function person(browser: Browser): Promise<Page> {
    return (await browser.newContext({ ignoreHTTPSErrors: true })).newPage();
  }

  test('an operator creates a venue and invites its owner, the owner signs in on its subdomain and adds a product, a diner orders it, while every process is replaced', async ({
    browser,
  }) => {
    const c = cluster!;
    const at = (host: string, path: string) => `https://${host}.localhost:${c.httpsPort}${path}`;

    // the first operator, from the operator's command on the database
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['apps/server/src/cli/platform-admin.ts', `olga-${run}@platform.test`],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...serverEnv } },
    );
    const operatorLink = new URL(stdout.trim().split('\n').at(-1)!);
    expect(operatorLink.hostname).toBe('platform.localhost');

    // the processes are replaced, one at a time, until the journey ends: at most three rounds (a
    // round is 15-20 s here; each start costs CPU the other worker's journeys need in a full run)
    let journeyOver = false;
    const restarts: { port: number; downMs: number }[][] = [];
    const restarting = (async () => {
      while (!journeyOver && restarts.length < 3) restarts.push(await c.rollingRestart());
    })();

    try {
      // the operator sets a password on the console's own host, through Caddy
      const operator = await person(browser);
      await operator.goto(at('platform', `${operatorLink.pathname}${operatorLink.search}`));
      await expect(operator.getByRole('heading', { level: 2, name: 'Set your password' })).toBeVisible();
      await operator.getByLabel('Your name').fill('Olga');
      await operator.getByLabel('New password (at least 10 characters)').fill(PASSWORD);
      await operator.getByRole('button', { name: 'Save and sign in' }).click();
      await expect(operator.getByRole('heading', { name: 'Venues' })).toBeVisible();
      await expect(operator.getByRole('row').filter({ hasText: 'la-brasa' })).toBeVisible();

      // a venue from Colombia's template, with its first branch and its owner
      await operator.getByLabel('Name', { exact: true }).fill(`Arepas Doña Rosa ${run}`);
      await operator.getByLabel('Web address', { exact: true }).fill(SLUG);
      await operator.getByLabel('Country').selectOption({ label: 'Colombia' });
      await operator.getByLabel('Name of the first branch').fill('Centro');
      await operator.getByLabel(/^Web address of the first branch/).fill(BRANCH);
      await operator.getByLabel("Owner's e-mail").fill(`rosa-${run}@arepas.test`);
      await operator.getByRole('button', { name: 'Create venue' }).click();
      const created = operator.getByRole('status');
      await expect(created).toContainText('Venue created. Send this link to the owner');
      await expectAccessible(operator, 'the console with a venue created');
      const ownerLink = new URL(
        (await created.getByRole('link', { name: `Invitation link: ${SLUG}` }).getAttribute('href'))!,
      );
      expect(ownerLink.hostname).toBe(`${SLUG}.localhost`);
      expect(ownerLink.pathname).toBe('/staff/invitation');
      await expect(operator.getByRole('row').filter({ hasText: SLUG })).toContainText('Active');

      // the owner sets a password on the new subdomain (its certificate made on demand) and signs in
      const owner = await person(browser);
      await owner.goto(at(SLUG, `${ownerLink.pathname}${ownerLink.search}`));
      await expect(owner.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
      await owner.getByLabel('Your name').fill('Rosa');
      await owner.getByLabel('New password (at least 10 characters)').fill(PASSWORD);
      await owner.getByRole('button', { name: 'Save and sign in' }).click();
      await expect(owner.getByRole('heading', { level: 1, name: 'Kitchen board' })).toBeVisible();

      // the first category and product of the menu, in the back office
      await openConsoleScreen(owner, 'Menu');
      await expect(owner.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
      await owner.getByRole('tab', { name: 'Categories' }).click();
      await owner.getByRole('button', { name: 'New category' }).click();
      await owner.getByLabel('Name (Spanish)').fill('Arepas');
      await owner.getByRole('button', { name: 'Save' }).click();
      await expect(
        owner.getByRole('list', { name: 'Categories', exact: true }).getByText('Arepas'),
      ).toBeVisible();
      await owner.getByRole('tab', { name: 'Products' }).click();
      await owner.getByRole('button', { name: 'New product' }).click();
      await owner.getByLabel('Name (Spanish)').fill('Arepa de choclo');
      await owner.getByLabel('Category').selectOption({ label: 'Arepas' });
      await owner.getByLabel('Price (COP)').fill('25000');
      await owner.getByRole('button', { name: 'Save' }).click();
      await expect(owner.getByText('Arepa de choclo saved.')).toBeVisible();

      // the owner's kitchen board stays open while a diner orders
      await openConsoleScreen(owner, 'Kitchen');
      await expect(owner.getByRole('heading', { level: 1, name: 'Kitchen board' })).toBeVisible();

      const diner = await person(browser);
      await diner.goto(at(SLUG, '/branch-offices'));
      const cookies = diner.getByRole('region', { name: /cookies/i });
      await cookies.getByRole('button').click();
      await expect(cookies).toBeHidden();
      await diner.goto(at(SLUG, `/${BRANCH}/menu`));
      await diner.getByRole('button', { name: 'Arepa de choclo', exact: true }).click();
      const dialog = diner.getByRole('dialog', { name: 'Arepa de choclo' });
      await dialog.getByRole('button', { name: /Agregar al carrito/ }).click();
      await expect(dialog).toBeHidden();
      await diner.goto(at(SLUG, `/${BRANCH}/delivery/order`));
      await diner.getByRole('button', { name: 'Continuar' }).click();
      await fillContact(diner, '3001112233');
      await placePayingOnReceipt(diner);
      const title = await diner.getByRole('heading', { level: 1, name: /^Pedido / }).textContent();
      const ticket = `Take-away #${title!.replace(/^Pedido\s+/, '').trim()}`;

      // on the owner's board, live, whichever process its stream is on now
      const held = owner.getByRole('region', { name: /^To accept/ }).getByRole('article', { name: ticket });
      await expect(held).toBeVisible({ timeout: 60_000 });
      await expect(held).toContainText('1× Arepa de choclo');

      // the operator locks the venue with a reason: every process shows its diners the notice with
      // the platform's contacts; unlocked, its menu is back
      const row = operator.getByRole('row').filter({ hasText: SLUG });
      await row.getByRole('textbox', { name: 'Reason' }).first().fill('Subscription unpaid');
      await row.getByRole('button', { name: /^Lock / }).click();
      await expect(operator.getByRole('row').filter({ hasText: SLUG })).toContainText('Locked');
      await expect
        .poll(async () => {
          await diner.goto(at(SLUG, '/'));
          return diner.getByRole('heading', { level: 1, name: 'Este sitio no está activo' }).count();
        })
        .toBe(1);
      await expect(diner.getByRole('link', { name: 'renovaciones@storefront.example' })).toBeVisible();
      await operator
        .getByRole('row')
        .filter({ hasText: SLUG })
        .getByRole('button', { name: /^Unlock / })
        .click();
      await expect(operator.getByRole('row').filter({ hasText: SLUG })).toContainText('Active');
      await expect
        .poll(async () => {
          await diner.goto(at(SLUG, `/${BRANCH}/menu`));
          return diner.getByRole('button', { name: 'Arepa de choclo', exact: true }).count();
        })
        .toBe(1);
    } finally {
      journeyOver = true;
      await restarting;
    }
    // at least one whole restart of both processes ran while the journey did
    expect(restarts.length).toBeGreaterThanOrEqual(1);
    expect(restarts[0]!.map((process) => process.port).sort()).toEqual([...c.ports].sort());
    // and the venue holds the one order, once, with its one line: nothing lost or doubled
    const stored = await rowsOn(
      serverEnv.DATABASE_URL!,
      `SELECT count(DISTINCT p.id)::int AS orders, count(i.id)::int AS lines
         FROM purchases p JOIN instances v ON v.id = p.instance_id
         LEFT JOIN purchase_items i ON i.purchase_id = p.id
        WHERE v.slug = $1`,
      [SLUG],
    );
    expect(stored).toEqual([{ orders: 1, lines: 1 }]);
  });
});
