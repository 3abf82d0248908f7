import type { BranchSettings } from '@storefront/domain/venue/branch-settings.schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, storeName } from '../../../test/support/app.ts';
import { hostOf } from '../../../test/support/diners.ts';
import { codeOf, OnTableHarness } from '../../../test/support/table-orders.ts';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';

// A branch's settings saved through one server process reach the other's diners within 5 s
// (docs/back-office.md#branches, ADR 102): its cached branch reads follow the branch's version and
// updated_at, which every save moves; a table's new code is refused on the other at once.
// PGlite is one process by design: nothing to test there.

describe.skipIf(storeName !== 'postgres')(`branch settings across two processes (${storeName})`, () => {
  let h: OnTableHarness;
  let token: string;
  let other: Database;
  let second: FastifyInstance;

  beforeAll(async () => {
    h = await OnTableHarness.create();
    token = await h.staffToken('la-brasa');
    other = await openDatabase({ databaseUrl: h.t.databaseUrl, dataDir: 'memory://' });
    second = await buildApp({ config: h.t.config, database: other });
  });
  afterAll(async () => {
    await second?.close();
    await other?.close();
    await h?.close();
  });

  const onSecond = (url: string) => second.inject({ url, headers: { host: hostOf('la-brasa'), lang: 'en' } });

  it('switches a service off on the other process within 5 s', async () => {
    // the second process has the branch cached before the change
    expect((await onSecond('/domain/suppliers/usaquen.json')).json().service_take_away).toBe(true);
    const read = await h.staff('la-brasa', token, 'GET', '/staff/branches/usaquen/settings.json');
    const { version, services } = read.json<BranchSettings>();
    const saved = await h.staff('la-brasa', token, 'PUT', '/staff/branches/usaquen/settings.json', {
      section: 'services',
      version,
      value: { ...services, service_take_away: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const started = Date.now();
    await expect
      .poll(async () => (await onSecond('/domain/suppliers/usaquen.json')).json().service_take_away, {
        timeout: 6_000,
        interval: 250,
      })
      .toBe(false);
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  it("gives the other process's diners a branch's new tips within 5 s (ADR 107)", async () => {
    const tipsOnSecond = async () =>
      (await onSecond('/domain/config.json'))
        .json<{ suppliers: { slug: string; tips?: unknown }[] }>()
        .suppliers.find((s) => s.slug === 'chapinero')?.tips;
    // the second process has the config cached before the change
    expect(await tipsOnSecond()).toBeUndefined();
    const { version } = (
      await h.staff('la-brasa', token, 'GET', '/staff/branches/chapinero/settings.json')
    ).json<BranchSettings>();
    const tips = { enabled: true, percents: [8, 12], suggested: 12 };
    const saved = await h.staff('la-brasa', token, 'PUT', '/staff/branches/chapinero/settings.json', {
      section: 'tips',
      version,
      value: { tips },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const started = Date.now();
    await expect.poll(tipsOnSecond, { timeout: 6_000, interval: 250 }).toEqual(tips);
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  it("refuses a table's old code on the other process at once", async () => {
    const old = codeOf('la-brasa', 'chapinero', 'Mesa 3');
    const places = await h.staff('la-brasa', token, 'GET', '/staff/branches/chapinero/places.json');
    const table = places
      .json<{ places: { id: string; code: string; version: number }[] }>()
      .places.find((p) => p.code === old)!;
    const diner = await h.diner();
    const open = (code: string) =>
      second.inject({
        url: `/menudigital/init?supplier_id=chapinero&table_code=${code}`,
        headers: diner.headers,
      });
    expect((await open(old)).statusCode).toBe(200);
    const drawn = await h.staff(
      'la-brasa',
      token,
      'POST',
      `/staff/branches/chapinero/places/${table.id}/code.json`,
      {
        version: table.version,
      },
    );
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect((await open(old)).json<ErrorBody>().key).toBe('table_not_identified');
    expect((await open(drawn.json<{ code: string }>().code)).statusCode).toBe(200);
  });
});
