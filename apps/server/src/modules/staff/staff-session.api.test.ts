import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import type { Availability } from '@storefront/domain/staff/availability.schema';
import {
  roleCan,
  type StaffRole,
  staffRoles,
  staffRoutePermissions,
} from '@storefront/domain/staff/staff-roles.rules';
import type { StaffMe } from '@storefront/domain/staff/staff-session.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import { hostOf } from '../../../test/support/diners.ts';
import { readEventStream } from '../../../test/support/http.ts';
import { cookieOf, STAFF_PASSWORD, StaffConsole } from '../../../test/support/staff-console.ts';
import { codeOf, OnTableHarness, plainProduct } from '../../../test/support/table-orders.ts';
import { branchOrdersTopic } from '../../plugins/events.ts';
import { emailOutboxFor } from '../email/email-outbox.repository.ts';

// Staff accounts and sessions (docs/staff-roles.md, docs/decisions/026-staff-accounts.md):
// invitations, sign-in, the session cookie, lockout, CSRF, another venue's host, the permissions
// table route by route, kitchen-tablet pairing, and the kitchen's live stream catching up.

const h = fileApp(() => OnTableHarness.create());
let token: string;
let port: number;
const PASSWORD = STAFF_PASSWORD;

beforeAll(async () => {
  token = await h.staffToken('la-brasa');
  await h.t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.t.app.server.address() as AddressInfo).port;
});

const staff = new StaffConsole(h);
const call = staff.call.bind(staff);
const member = staff.member.bind(staff);

describe(`staff sign-in (${storeName})`, () => {
  it('invites with a one-time link, sets a host-only HttpOnly SameSite=Strict cookie, and signs out', async () => {
    const email = 'ana@la-brasa.test';
    const invited = await h.staff('la-brasa', token, 'POST', '/staff/invitations.json', {
      email,
      role: 'waiter',
    });
    const link = new URL(invited.json<{ link: string }>().link);
    expect(link.pathname).toBe('/staff/invitation');
    // the invitee gets the same link by e-mail, in the inviter's language (h.staff sends lang: en)
    const instanceId = (await h.t.app.tenancy.resolve(hostOf('la-brasa')))!;
    const [mail] = await emailOutboxFor(h.t.database.db, instanceId, email);
    expect(mail?.subject).toBe('Your access to La Brasa Dorada');
    expect(mail?.body).toContain(link.toString());
    expect(mail?.body).toContain('(waiter)');
    const payload = { token: link.searchParams.get('token'), password: PASSWORD, name: 'Ana' };
    const accepted = await call('la-brasa', 'POST', '/staff/invitations/accept.json', { payload });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await call('la-brasa', 'POST', '/staff/invitations/accept.json', { payload });
    expect(again.statusCode).toBe(410);
    expect(again.json<ErrorBody>().key).toBe('invitation_invalid');

    const signedIn = await call('la-brasa', 'POST', '/staff/session.json', {
      payload: { email, password: PASSWORD },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const setCookie = String(signedIn.headers['set-cookie']);
    expect(setCookie).toMatch(/^staff_session=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = cookieOf(signedIn);
    const me = await call('la-brasa', 'GET', '/staff/session.json', { cookie });
    expect(me.json<StaffMe>()).toMatchObject({
      kind: 'user',
      email,
      name: 'Ana',
      role: 'waiter',
      venue: 'la-brasa',
    });

    const out = await call('la-brasa', 'DELETE', '/staff/session.json', { cookie });
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await call('la-brasa', 'GET', '/staff/session.json', { cookie })).statusCode).toBe(401);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await member('la-brasa', 'waiter');
    for (const payload of [
      { email, password: 'wrong password' },
      { email: 'nobody@la-brasa.test', password: PASSWORD },
    ]) {
      const res = await call('la-brasa', 'POST', '/staff/session.json', { payload });
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorBody>()).toMatchObject({ key: 'invalid_credentials' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('limits sign-in attempts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await h.t.app.inject({
        method: 'POST',
        url: '/staff/session.json',
        remoteAddress: '10.99.0.1',
        headers: { host: hostOf('la-brasa'), origin: `http://${hostOf('la-brasa')}` },
        payload: { email: `spray${i}@x.test`, password: 'guess guess' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("gets nothing with a venue's cookie on another venue's host", async () => {
    const { cookie } = await member('la-brasa', 'owner');
    expect(
      (await call('la-brasa', 'GET', '/staff/orders.json?supplier_id=chapinero', { cookie })).statusCode,
    ).toBe(200);
    for (const url of ['/staff/orders.json?supplier_id=roma-norte', '/staff/session.json']) {
      const stolen = await call('taqueria-el-sol', 'GET', url, { cookie });
      expect(stolen.statusCode).toBe(401);
      expect(stolen.json<ErrorBody>().key).toBe('unauthorized');
    }
  });

  it('refuses a write made with the cookie from another origin or with none (CSRF)', async () => {
    const { cookie } = await member('la-brasa', 'owner');
    const url = '/staff/invitations.json';
    const payload = { email: 'x@la-brasa.test', role: 'waiter' };
    for (const origin of ['https://evil.example', null]) {
      const res = await call('la-brasa', 'POST', url, { cookie, payload, origin });
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorBody>().key).toBe('forbidden');
    }
    expect((await call('la-brasa', 'POST', url, { cookie, payload })).statusCode).toBe(200);
  });

  it('changes the password: the old one stops working and other sessions end', async () => {
    const { email, cookie: first } = await member('la-brasa', 'manager');
    const second = cookieOf(
      await call('la-brasa', 'POST', '/staff/session.json', { payload: { email, password: PASSWORD } }),
    );
    const wrong = await call('la-brasa', 'PUT', '/staff/password.json', {
      cookie: second,
      payload: { current_password: 'not it at all', new_password: 'a new long password' },
    });
    expect(wrong.statusCode).toBe(401);
    const short = await call('la-brasa', 'PUT', '/staff/password.json', {
      cookie: second,
      payload: { current_password: PASSWORD, new_password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const changed = await call('la-brasa', 'PUT', '/staff/password.json', {
      cookie: second,
      payload: { current_password: PASSWORD, new_password: 'a new long password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('la-brasa', 'GET', '/staff/session.json', { cookie: first })).statusCode).toBe(401);
    expect((await call('la-brasa', 'GET', '/staff/session.json', { cookie: second })).statusCode).toBe(200);
    const old = await call('la-brasa', 'POST', '/staff/session.json', {
      payload: { email, password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('lets an owner invite anyone, a manager no owner, a waiter or the kitchen nobody', async () => {
    const expectations: [StaffRole, StaffRole, number][] = [
      ['owner', 'owner', 200],
      ['manager', 'waiter', 200],
      ['manager', 'owner', 403],
      ['waiter', 'kitchen', 403],
      ['kitchen', 'waiter', 403],
    ];
    for (const [inviter, role, status] of expectations) {
      const { cookie } = await member('la-brasa', inviter);
      const res = await call('la-brasa', 'POST', '/staff/invitations.json', {
        cookie,
        payload: { email: `new-${inviter}-${role}@la-brasa.test`, role },
      });
      expect(res.statusCode, `${inviter} invites ${role}`).toBe(status);
    }
  });
});

describe(`the permissions table, route by route (${storeName})`, () => {
  const sample: Record<string, string> = {
    ':purchase': '00000000-0000-4000-8000-000000000000',
    ':payment': '00000000-0000-4000-8000-000000000000',
    ':id': '00000000-0000-4000-8000-000000000000',
    ':round': '1',
    ':call': '00000000-0000-4000-8000-000000000000',
    ':item': '00000000-0000-4000-8000-000000000000',
    ':product': 'no-such-product',
    ':option': '2147483000',
    ':category': '2147483000',
    ':group': '2147483000',
    ':branch': 'chapinero',
    ':place': '00000000-0000-4000-8000-000000000000',
    ':printer': '00000000-0000-4000-8000-000000000000',
  };
  const routes = Object.entries(staffRoutePermissions).filter(
    ([route]) => route !== 'GET /staff/events.json',
  );

  it.each(staffRoles)('gives the %s role exactly the routes of its permissions', async (role) => {
    const { cookie } = await member('la-brasa', role);
    for (const [route, permission] of routes) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT', string];
      const url = path.replace(/:[a-z]+/g, (param) => sample[param] ?? param);
      const query =
        method === 'GET' || path.startsWith('/staff/availability/') ? '?supplier_id=chapinero' : '';
      const res = await call('la-brasa', method, `${url}${query}`, {
        cookie,
        payload: method === 'GET' ? undefined : {},
      });
      if (roleCan(role, permission)) {
        expect([401, 403], `${role} ${route}: ${res.body}`).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, `${role} ${route}`).toBe(403);
        expect(res.json<ErrorBody>().key).toBe('forbidden');
      }
    }
  });

  it('keeps the bearer tokens of integrations working with every permission', async () => {
    const res = await h.staff('la-brasa', token, 'GET', '/staff/tables.json?supplier_id=chapinero');
    expect(res.statusCode).toBe(200);
  });
});

describe(`kitchen tablets (${storeName})`, () => {
  it('pairs a tablet to one branch with a short code, once; it runs that kitchen and cannot settle', async () => {
    const { cookie: owner } = await member('la-brasa', 'owner');
    const made = await call('la-brasa', 'POST', '/staff/pairing_codes.json', {
      cookie: owner,
      payload: { supplier_id: 'chapinero' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { code } = made.json<{ code: string }>();
    expect(code).toMatch(/^\d{10}$/);
    const waiter = await member('la-brasa', 'waiter');
    const refused = await call('la-brasa', 'POST', '/staff/pairing_codes.json', {
      cookie: waiter.cookie,
      payload: { supplier_id: 'chapinero' },
    });
    expect(refused.statusCode).toBe(403);

    const paired = await call('la-brasa', 'POST', '/staff/pair.json', { payload: { code } });
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.json<StaffMe>()).toMatchObject({ kind: 'tablet', role: 'kitchen', supplier: 'chapinero' });
    const tablet = cookieOf(paired);
    const reused = await call('la-brasa', 'POST', '/staff/pair.json', { payload: { code } });
    expect(reused.json<ErrorBody>().key).toBe('pairing_code_invalid');
    const onOtherVenue = await call('taqueria-el-sol', 'POST', '/staff/pair.json', { payload: { code } });
    expect(onOtherVenue.statusCode).toBe(401);

    expect(
      (await call('la-brasa', 'GET', '/staff/orders.json?supplier_id=chapinero', { cookie: tablet }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('la-brasa', 'GET', '/staff/orders.json?supplier_id=usaquen', { cookie: tablet }))
        .statusCode,
    ).toBe(403);
    // nor another branch's order by its id
    const elsewhere = await h.diner();
    const usaquen = await h.join(elsewhere, 'usaquen', codeOf('la-brasa', 'usaquen', 'Mesa 4'));
    const byId = await call('la-brasa', 'GET', `/staff/orders/${usaquen.purchase.id}.json`, {
      cookie: tablet,
    });
    expect(byId.statusCode, byId.body).toBe(403);
    const bump = await call('la-brasa', 'PUT', `/staff/orders/${usaquen.purchase.id}/rounds/1.json`, {
      cookie: tablet,
      payload: { state: 'prepared' },
    });
    expect(bump.statusCode).toBe(403);
    const settle = await call(
      'la-brasa',
      'PUT',
      `/staff/orders/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/payments/1.json`,
      {
        cookie: tablet,
        payload: { status: 'paid' },
      },
    );
    expect(settle.statusCode).toBe(403);
  });
});

/** Reads the branch's staff stream with the cookie until `count` events arrived; their ids and data. */
function readStaffEvents(
  cookie: string,
  lastEventId: string | null,
  count: number,
): { ready: Promise<void>; events: Promise<{ id: string; data: string }[]> } {
  const stream = readEventStream(
    {
      port,
      path: '/staff/events.json?supplier_id=chapinero',
      headers: { host: hostOf('la-brasa'), cookie, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    },
    (body) => {
      const found = [...body.matchAll(/id: (\d+)\nevent: [^\n]+\ndata: ([^\n]+)\n\n/g)].map((m) => ({
        id: m[1]!,
        data: m[2]!,
      }));
      return found.length >= count ? found : undefined;
    },
  );
  return { ready: stream.ready, events: stream.result };
}

describe(`the kitchen's live stream (${storeName})`, () => {
  it('answers with the security headers every other answer carries, though it writes its own head', async () => {
    const { cookie } = await member('la-brasa', 'kitchen');
    const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/staff/events.json?supplier_id=chapinero',
          headers: { host: hostOf('la-brasa'), cookie, accept: 'text/event-stream' },
        },
        (res) => {
          resolve(res.headers);
          req.destroy();
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('catches up after a dropped connection from Last-Event-ID: nothing missed, nothing twice', async () => {
    const { cookie } = await member('la-brasa', 'kitchen');
    const menu = await h.menu('la-brasa', 'chapinero');
    const first = readStaffEvents(cookie, null, 1);
    await first.ready;
    const ana = await h.diner();
    const a = await h.join(ana, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 5'));
    await h.add(ana, a.purchase.id, plainProduct(menu));
    await h.send(ana, 'PUT', `/menudigital/cook_products/${a.purchase.id}.json`);
    const [seen] = await first.events;
    expect(JSON.parse(seen!.data)).toMatchObject({ type: 'round', purchase_id: a.purchase.id });

    // the network is down: two more tables send rounds
    const missed: string[] = [];
    for (const table of ['Mesa 4', 'Mesa 6']) {
      const diner = await h.diner();
      const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', table));
      await h.add(diner, order.purchase.id, plainProduct(menu));
      await h.send(diner, 'PUT', `/menudigital/cook_products/${order.purchase.id}.json`);
      missed.push(order.purchase.id);
    }
    const resumed = await readStaffEvents(cookie, seen!.id, 2).events;
    const rounds = resumed.map((e) => JSON.parse(e.data) as { type: string; purchase_id: string });
    expect(rounds.map((r) => r.purchase_id)).toEqual(missed);
    expect(resumed.map((e) => e.id)).not.toContain(seen!.id);
    expect(new Set(resumed.map((e) => e.id)).size).toBe(2);
  });

  it("carries the branch's delivery and take-away orders too, so the board hears a new one", async () => {
    const { cookie } = await member('la-brasa', 'kitchen');
    const stream = readStaffEvents(cookie, null, 1);
    await stream.ready;
    const instanceId = (await h.t.app.tenancy.resolve(hostOf('la-brasa')))!;
    const branch = await h.t.app.inject({
      url: '/domain/suppliers/chapinero.json',
      headers: { host: hostOf('la-brasa') },
    });
    // what order placement records for the branch (ordering/order-placement.ts)
    await h.t.app.events.publish(instanceId, branchOrdersTopic(branch.json<{ id: number }>().id), {
      type: 'order',
      status: 'on_hold',
    });
    const [event] = await stream.events;
    expect(JSON.parse(event!.data)).toMatchObject({ type: 'order', status: 'on_hold' });
  });
});

describe(`the kitchen board's tickets (${storeName})`, () => {
  it('shows each round still in the kitchen as a ticket with its table, items and notes, until delivered', async () => {
    const { cookie } = await member('la-brasa', 'kitchen');
    const menu = await h.menu('la-brasa', 'chapinero');
    const diner = await h.diner();
    const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 2'), {
      nickname: 'Lu',
    });
    await h.add(diner, order.purchase.id, plainProduct(menu));
    await h.send(diner, 'PUT', `/menudigital/cook_products/${order.purchase.id}.json`);
    const board = async () =>
      (await call('la-brasa', 'GET', '/staff/kitchen.json?supplier_id=chapinero', { cookie }))
        .json<{
          tickets: { id: string; table: string; state: string; items: { added_by: string | null }[] }[];
        }>()
        .tickets.filter((t) => t.id === `${order.purchase.id}:1`);
    expect(await board()).toMatchObject([{ table: 'Mesa 2', state: 'ordered', items: [{ added_by: 'Lu' }] }]);
    const url = `/staff/orders/${order.purchase.id}/rounds/1.json`;
    // another board of the branch hears the bump
    const other = readStaffEvents((await member('la-brasa', 'kitchen')).cookie, null, 1);
    await other.ready;
    expect((await call('la-brasa', 'PUT', url, { cookie, payload: { state: 'prepared' } })).statusCode).toBe(
      200,
    );
    expect(JSON.parse((await other.events)[0]!.data)).toEqual({
      type: 'round_state',
      purchase_id: order.purchase.id,
      round: 1,
      state: 'prepared',
    });
    expect(await board()).toMatchObject([{ state: 'prepared' }]);
    expect((await call('la-brasa', 'PUT', url, { cookie, payload: { state: 'delivered' } })).statusCode).toBe(
      200,
    );
    expect(await board()).toEqual([]);
  });
});

describe(`available now (${storeName})`, () => {
  it('marks a product of the branch sold out and back: the menu and the cart follow', async () => {
    const { cookie } = await member('la-brasa', 'kitchen');
    const product = plainProduct(await h.menu('la-brasa', 'chapinero'), 4);
    const url = `/staff/availability/products/${product.id}.json?supplier_id=chapinero`;
    const marked = await call('la-brasa', 'PUT', url, { cookie, payload: { sold_out: true } });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<Availability>().products.find((p) => p.key === product.id)?.sold_out).toBe(true);
    expect((await h.menu('la-brasa', 'chapinero')).map((p) => p.id)).not.toContain(product.id);
    expect((await h.menu('la-brasa', 'usaquen')).map((p) => p.id)).toContain(product.id);

    const diner = await h.diner();
    const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Habitación 101'));
    const refused = await h.add(diner, order.purchase.id, product);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.body).toContain('product_unavailable_removed');

    const bad = await call('la-brasa', 'PUT', url, { cookie, payload: { sold_out: 'yes' } });
    expect(bad.statusCode).toBe(400);
    await call('la-brasa', 'PUT', url, { cookie, payload: { sold_out: false } });
    expect((await h.menu('la-brasa', 'chapinero')).map((p) => p.id)).toContain(product.id);
  });

  it('marks an option sold out and back', async () => {
    const { cookie } = await member('la-brasa', 'waiter');
    const list = await call('la-brasa', 'GET', '/staff/availability.json?supplier_id=chapinero', { cookie });
    const withOptions = list.json<Availability>().products.find((p) => p.options.length > 0)!;
    const option = withOptions.options[0]!;
    const url = `/staff/availability/options/${option.id}.json?supplier_id=chapinero`;
    expect((await call('la-brasa', 'PUT', url, { cookie, payload: { sold_out: true } })).statusCode).toBe(
      200,
    );
    const menuOption = async () =>
      (await h.menu('la-brasa', 'chapinero'))
        .find((p) => p.id === withOptions.key)!
        .option_groups.flatMap((g) => g.options)
        .find((o) => o.name.es === option.name.es)!;
    expect((await menuOption()).available).toBe(false);
    await call('la-brasa', 'PUT', url, { cookie, payload: { sold_out: false } });
    expect((await menuOption()).available).toBe(true);
  });

  it("refuses another venue's product", async () => {
    const { cookie } = await member('la-brasa', 'owner');
    const res = await call(
      'la-brasa',
      'PUT',
      '/staff/availability/products/nope.json?supplier_id=chapinero',
      {
        cookie,
        payload: { sold_out: true },
      },
    );
    expect(res.statusCode).toBe(404);
  });
});

describe(`the manager's day summary (${storeName})`, () => {
  it('counts the day’s orders, cash paid by method, tips and the average ticket; CSV too; managers only', async () => {
    const { cookie } = await member('la-brasa', 'manager');
    const read = async () =>
      (await call('la-brasa', 'GET', '/staff/summary.json?supplier_id=chapinero', { cookie })).json<{
        orders: number;
        sales: number;
        tips: number;
        sales_by_method: Record<string, number>;
        sales_by_hour: number[];
        average_ticket: number;
        paid_tickets: number;
      }>();
    const before = await read();
    const menu = await h.menu('la-brasa', 'chapinero');
    const diner = await h.diner();
    const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Habitación 102'));
    await h.add(diner, order.purchase.id, plainProduct(menu, 6));
    const paying = await h.send(diner, 'POST', '/menudigital/manual_payment.json', {
      supplier_id: 'chapinero',
      purchase_id: order.purchase.id,
      method: 'cash',
      amount: (await h.send(diner, 'GET', `/menudigital/cart/${order.purchase.id}.json`)).json<TableOrder>()
        .bill.bill,
    });
    expect(paying.statusCode, paying.body).toBeLessThan(300);
    const payment = paying.json<{ payment?: { id: string }; id?: string }>();
    const paymentId = payment.payment?.id ?? payment.id!;
    const settled = await h.staff(
      'la-brasa',
      token,
      'PUT',
      `/staff/orders/${order.purchase.id}/payments/${paymentId}.json`,
      {
        status: 'paid',
      },
    );
    expect(settled.statusCode, settled.body).toBe(200);
    const paid = settled.json<{ payments: { amount: number; tip: number }[] }>().payments[0]!;

    const after = await read();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.sales - before.sales).toBe(paid.amount);
    expect(after.tips - before.tips).toBe(paid.tip);
    expect((after.sales_by_method.cash ?? 0) - (before.sales_by_method.cash ?? 0)).toBe(paid.amount);
    expect(after.sales_by_hour.reduce((a, b) => a + b, 0)).toBe(after.sales);
    expect(after.average_ticket).toBe(Math.round(after.sales / after.paid_tickets));

    const csv = await call('la-brasa', 'GET', '/staff/summary.csv?supplier_id=chapinero', { cookie });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="summary-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.body).toContain(`\nsales,${after.sales}\n`);

    const waiter = await member('la-brasa', 'waiter');
    expect(
      (await call('la-brasa', 'GET', '/staff/summary.json?supplier_id=chapinero', { cookie: waiter.cookie }))
        .statusCode,
    ).toBe(403);
    const badDate = await call(
      'la-brasa',
      'GET',
      '/staff/summary.json?supplier_id=chapinero&date=24-11-2026',
      { cookie },
    );
    expect(badDate.statusCode).toBe(400);
  });
});
