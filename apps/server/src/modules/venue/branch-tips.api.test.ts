import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import type { BranchSettings } from '@storefront/domain/venue/branch-settings.schema';
import type { InstanceConfig } from '@storefront/domain/venue/config.schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, storeName } from '../../../test/support/app.ts';
import { branchIds, openDinerApp, orderBody, place } from '../../../test/support/delivery.ts';
import type { Diner } from '../../../test/support/diners.ts';
import { hostOf } from '../../../test/support/diners.ts';
import { customShare, pay } from '../../../test/support/payments.ts';
import { codeOf, plainProduct, staffHarness } from '../../../test/support/table-orders.ts';
import { auditLog, purchases, suppliers } from '../../db/schema.ts';

// A branch's tip options (ADR 107, docs/back-office.md#branches): saved in the back office's tips
// section, carried by the branch config the diner loads, suggested when a table opens, and with tips
// off a tip is refused and changes nothing. A branch without the setting behaves as before (spec §9).

const setup = staffHarness('la-brasa');
const staff = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  setup.h.staff('la-brasa', setup.token, method, url, payload);

const settingsOf = async (branch: string) =>
  (await staff('GET', `/staff/branches/${branch}/settings.json`)).json<BranchSettings>();
const saveTips = async (branch: string, tips: unknown, version?: number) =>
  staff('PUT', `/staff/branches/${branch}/settings.json`, {
    section: 'tips',
    version: version ?? (await settingsOf(branch)).version,
    value: { tips },
  });
const configTips = async (branch: string) => {
  const res = await setup.h.t.app.inject({
    url: '/domain/config.json',
    headers: { host: hostOf('la-brasa') },
  });
  return res.json<InstanceConfig>().suppliers.find((s) => s.slug === branch)?.tips;
};
const openTable = async (branch: string, label: string) =>
  setup.h.join(await setup.h.diner(), branch, codeOf('la-brasa', branch, label), { nickname: 'Ana' });

describe(`tip options per branch (${storeName})`, () => {
  it('keeps the spec defaults for a branch without the setting: 10% suggested and included', async () => {
    expect((await settingsOf('chapinero')).tips).toEqual({ tips: null });
    expect(await configTips('chapinero')).toBeUndefined();
    const order = await openTable('chapinero', 'Mesa 1');
    expect(order.tip).toEqual({ include: true, percent: 10, custom_value: null });
  });

  it("saves a branch's percents: the config shows them and a table opened after suggests the new percent", async () => {
    const tips = { enabled: true, percents: [5, 8, 12], suggested: 8 };
    const saved = await saveTips('usaquen', tips);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<BranchSettings>().tips).toEqual({ tips });
    expect(await configTips('usaquen')).toEqual(tips);
    expect(await configTips('chapinero')).toBeUndefined();

    const order = await openTable('usaquen', 'Mesa 1');
    expect(order.tip).toEqual({ include: true, percent: 8, custom_value: null });
    const diner = await setup.h.diner();
    await setup.h.join(diner, 'usaquen', codeOf('la-brasa', 'usaquen', 'Mesa 1'), { nickname: 'Beto' });
    const menu = await setup.h.menu('la-brasa', 'usaquen');
    const added = await setup.h.add(diner, order.purchase.id, plainProduct(menu));
    expect(added.statusCode, added.body).toBeLessThan(300);
    const { purchase } = added.json<TableOrder>();
    expect(purchase.tip).toBe(Math.round((purchase.subtotal * 8) / 100));

    const audit = await setup.h.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'branches'), eq(auditLog.action, 'update_tips')));
    expect(audit.at(-1)).toMatchObject({ subject: 'usaquen', before: { tips: null }, after: { tips } });
  });

  it('with tips off, a table starts with none and a tip is refused with nothing changed', async () => {
    const saved = await saveTips('usaquen', { enabled: false, percents: [10], suggested: null });
    expect(saved.statusCode, saved.body).toBe(200);
    const diner = await setup.h.diner();
    const order = await setup.h.join(diner, 'usaquen', codeOf('la-brasa', 'usaquen', 'Mesa 2'), {
      nickname: 'Caro',
    });
    expect(order.tip).toMatchObject({ include: false });
    expect(order.purchase.tip).toBe(0);

    const url = `/menudigital/add_tip/${order.purchase.id}.json`;
    for (const tip of [
      { include: true, percent: 10, custom_value: null },
      { include: true, percent: 10, custom_value: 5_000 },
    ]) {
      const refused = await setup.h.send(diner, 'PUT', url, { tip }, { lang: 'en' });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<ErrorBody>()).toMatchObject({ key: 'tips_disabled', message: expect.any(String) });
      expect(refused.json<ErrorBody>().message).toMatch(/tip/i);
    }
    const paid = await setup.h.send(
      diner,
      'POST',
      '/menudigital/manual_payment.json',
      { supplier_id: 'usaquen', method: 'cash', amount: 1_000, tip: 500 },
      { lang: 'es' },
    );
    expect(paid.statusCode, paid.body).toBe(409);
    expect(paid.json<ErrorBody>()).toMatchObject({
      key: 'tips_disabled',
      message: expect.stringMatching(/propina/),
    });

    const online = await pay(setup.h.t, diner, customShare(order.purchase.id, 'card', 1_000, { tip: 200 }));
    expect(online.statusCode, online.body).toBe(409);
    expect(online.json<ErrorBody>().key).toBe('tips_disabled');

    const after = await setup.h.send(diner, 'GET', `/menudigital/cart/${order.purchase.id}.json`);
    expect(after.json<TableOrder>().tip).toEqual(order.tip);
    expect(after.json<TableOrder>().purchase.tip).toBe(0);
    const none = await setup.h.send(diner, 'PUT', url, {
      tip: { include: false, percent: 0, custom_value: null },
    });
    expect(none.statusCode, none.body).toBe(200);
  });

  it('refuses a bad setting and a save over a stale version, changing nothing', async () => {
    const before = await settingsOf('chapinero');
    for (const tips of [
      { enabled: true, percents: [10, 15, 20, 25], suggested: 10 },
      { enabled: true, percents: [10, 10], suggested: 10 },
      { enabled: true, percents: [60], suggested: null },
      { enabled: true, percents: [12.5], suggested: null },
      { enabled: true, percents: [10, 15], suggested: 20 },
    ]) {
      const res = await saveTips('chapinero', tips, before.version);
      expect(res.statusCode, JSON.stringify(tips)).toBe(400);
      expect(res.json<ErrorBody>().key).toBe('validation_failed');
    }
    expect(await settingsOf('chapinero')).toEqual(before);
    const tips = { enabled: true, percents: [10, 18], suggested: 18 };
    expect((await saveTips('chapinero', tips, before.version)).statusCode).toBe(200);
    const saved = await settingsOf('chapinero');
    // a second manager saving over the version read before the first save
    const stale = await saveTips(
      'chapinero',
      { enabled: false, percents: [10], suggested: null },
      before.version,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().key).toBe('stale_edit');
    expect(await settingsOf('chapinero')).toEqual(saved);
    expect(await configTips('chapinero')).toEqual(tips);
  });
});

describe(`a delivery order at a branch that takes no tips (${storeName})`, () => {
  let t: Awaited<ReturnType<typeof openDinerApp>>['t'];
  let diner: Diner;
  beforeAll(async () => {
    ({ t, diner } = await openDinerApp());
    // as the Branches screen's save leaves it, before any read is cached
    const { supplierId } = await branchIds(t.database.db, 'la-brasa', 'el-poblado');
    await t.database.db
      .update(suppliers)
      .set({ tips: { enabled: false, percents: [10], suggested: null }, updatedAt: sql`now()` })
      .where(eq(suppliers.id, supplierId));
  });
  afterAll(() => t?.close());

  it('refuses a tip with tips_disabled and writes no order; the same order without a tip is taken', async () => {
    const count = async () => (await t.database.db.select({ id: purchases.id }).from(purchases)).length;
    const before = await count();
    const refused = await place(t.app, diner, 'el-poblado', orderBody());
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<ErrorBody>().key).toBe('tips_disabled');
    expect(await count()).toBe(before);
    const taken = await place(
      t.app,
      diner,
      'el-poblado',
      orderBody({ tip: { include: false, percent: 10, custom_value: null } }),
    );
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await count()).toBe(before + 1);
  });
});
