import type { AuditPage } from '@storefront/domain/staff/audit-log.schema';
import { AUDIT_PAGE_SIZE } from '@storefront/domain/staff/audit-log.schema';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileApp, storeName } from '../../../test/support/app.ts';
import { StaffConsole } from '../../../test/support/staff-console.ts';
import { OnTableHarness } from '../../../test/support/table-orders.ts';
import { rowsOf } from '../../db/client.ts';
import { recordChange } from './audit-log.ts';

// The back office's audit log (docs/back-office.md#audit-log): written in the change's own
// transaction, read by owners and managers newest first, a page at a time, one venue's only.

const h = fileApp(() => OnTableHarness.create());
const staff = new StaffConsole(h);

async function venueId(slug: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await h.t.app.db.execute(sql`select id from instances where slug = ${slug}`),
  );
  return row!.id;
}

const actor = { userId: null, name: 'Ana (manager)' };

describe(`the audit log (${storeName})`, () => {
  it('keeps no entry of a change whose transaction rolled back', async () => {
    const instanceId = await venueId('cafe-alerce');
    await expect(
      h.t.app.db.transaction(async (tx) => {
        await recordChange(tx, instanceId, actor, {
          area: 'menu',
          action: 'update',
          subject: 'rolled-back',
          before: null,
          after: null,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { cookie } = await staff.member('cafe-alerce', 'owner');
    const page = await staff.call('cafe-alerce', 'GET', '/staff/audit.json', { cookie });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<AuditPage>().entries.map((e) => e.subject)).not.toContain('rolled-back');
  });

  it("answers a manager the venue's changes newest first, by area and a page at a time, and no other venue's", async () => {
    const instanceId = await venueId('la-brasa');
    const other = await venueId('taqueria-el-sol');
    await recordChange(h.t.app.db, other, actor, {
      area: 'menu',
      action: 'update',
      subject: 'tacos-al-pastor',
      before: { price: 1 },
      after: { price: 2 },
    });
    for (let i = 0; i < AUDIT_PAGE_SIZE + 2; i++) {
      await recordChange(h.t.app.db, instanceId, actor, {
        area: i % 2 === 0 ? 'menu' : 'brand',
        action: 'update',
        subject: `thing-${i}`,
        before: { price: i },
        after: { price: i + 1 },
      });
    }
    const { cookie } = await staff.member('la-brasa', 'manager');
    const first = await staff.call('la-brasa', 'GET', '/staff/audit.json', { cookie });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page = first.json<AuditPage>();
    expect(page.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(page.entries[0]).toMatchObject({
      actor: 'Ana (manager)',
      area: 'brand',
      subject: `thing-${AUDIT_PAGE_SIZE + 1}`,
      before: { price: AUDIT_PAGE_SIZE + 1 },
      after: { price: AUDIT_PAGE_SIZE + 2 },
    });
    expect(page.entries.map((e) => e.subject)).not.toContain('tacos-al-pastor');
    const ids = page.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const second = await staff.call('la-brasa', 'GET', `/staff/audit.json?before=${page.next}`, { cookie });
    const rest = second.json<AuditPage>();
    expect(rest.entries.map((e) => e.subject)).toEqual(['thing-1', 'thing-0']);
    expect(rest.next).toBeNull();

    const brand = await staff.call('la-brasa', 'GET', '/staff/audit.json?area=brand', { cookie });
    expect(new Set(brand.json<AuditPage>().entries.map((e) => e.area))).toEqual(new Set(['brand']));
    const bad = await staff.call('la-brasa', 'GET', '/staff/audit.json?area=kitchen', { cookie });
    expect(bad.statusCode).toBe(400);
  });

  it('is read by owners and managers only', async () => {
    for (const role of ['waiter', 'kitchen'] as const) {
      const { cookie } = await staff.member('la-brasa', role);
      const res = await staff.call('la-brasa', 'GET', '/staff/audit.json', { cookie });
      expect(res.statusCode, role).toBe(403);
    }
  });
});
