import type { AddressInfo } from 'node:net';
import {
  STAFF_PAIRING_FAILURES_MAX,
  STAFF_PAIRING_LIVE_CODES,
} from '@storefront/domain/staff/pairing-code.rules';
import { SIGN_IN_FREE_FAILURES } from '@storefront/domain/staff/sign-in-throttle.rules';
import type { StaffRole } from '@storefront/domain/staff/staff-roles.rules';
import type { StaffMember } from '@storefront/domain/staff/staff-session.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import { hostOf } from '../../../test/support/diners.ts';
import {
  cookieOf,
  openStaffStream,
  STAFF_PASSWORD,
  StaffConsole,
} from '../../../test/support/staff-console.ts';
import { OnTableHarness } from '../../../test/support/table-orders.ts';
import { rowsOf } from '../../db/client.ts';

// Issue 52's staff-side attacks, each replayed: a manager taking over the owner's account through
// an invitation, acting on a higher role, sessions and streams that outlive a role change, a reset,
// a disabled account or a sign-out, guessing pairing codes, and locking anyone out with five wrong
// passwords (docs/staff-roles.md "Accounts", docs/operations.md "Staff sign-in", "Pairing codes").

const h = fileApp(() => OnTableHarness.create());
const staff = new StaffConsole(h);
let port: number;

beforeAll(async () => {
  await h.t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.t.app.server.address() as AddressInfo).port;
});

const me = (cookie: string) => staff.call('la-brasa', 'GET', '/staff/session.json', { cookie });
const change = (cookie: string, id: string, payload: unknown) =>
  staff.call('la-brasa', 'PUT', `/staff/members/${id}.json`, { cookie, payload });
const reset = (cookie: string, id: string) =>
  staff.call('la-brasa', 'POST', `/staff/members/${id}/password_reset.json`, { cookie });

describe(`invitations never touch an existing account (${storeName})`, () => {
  it("refuses a manager's invitation of the owner's e-mail, and the owner keeps password and role", async () => {
    const owner = await staff.member('la-brasa', 'owner');
    const manager = await staff.member('la-brasa', 'manager');
    const invited = await staff.call('la-brasa', 'POST', '/staff/invitations.json', {
      cookie: manager.cookie,
      payload: { email: owner.email, role: 'manager' },
    });
    expect(invited.statusCode, invited.body).toBe(409);
    expect(invited.json<ErrorBody>()).toMatchObject({ key: 'staff_account_exists' });
    expect(invited.json<{ link?: string }>().link).toBeUndefined();
    const signedIn = await staff.signIn('la-brasa', owner.email, STAFF_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ role: 'owner' });
  });

  it('spends an invitation made before the account existed without changing that account', async () => {
    const token = await staff.token('la-brasa');
    const email = 'early@la-brasa.test';
    const first = await h.staff('la-brasa', token, 'POST', '/staff/invitations.json', {
      email,
      role: 'owner',
    });
    const second = await h.staff('la-brasa', token, 'POST', '/staff/invitations.json', {
      email,
      role: 'kitchen',
    });
    expect(
      (await staff.accept('la-brasa', second.json<{ link: string }>().link, STAFF_PASSWORD)).statusCode,
    ).toBe(200);
    const late = await staff.accept('la-brasa', first.json<{ link: string }>().link, 'a password of my own');
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().key).toBe('staff_account_exists');
    expect(late.headers['set-cookie']).toBeUndefined();
    expect((await staff.signIn('la-brasa', email, 'a password of my own')).statusCode).toBe(401);
    const kept = await staff.signIn('la-brasa', email, STAFF_PASSWORD);
    expect(kept.json()).toMatchObject({ role: 'kitchen' });
  });

  it('does not enable a disabled account again through an invitation', async () => {
    const owner = await staff.member('la-brasa', 'owner');
    const waiter = await staff.member('la-brasa', 'waiter');
    expect((await change(owner.cookie, waiter.id, { disabled: true })).statusCode).toBe(200);
    const again = await staff.call('la-brasa', 'POST', '/staff/invitations.json', {
      cookie: owner.cookie,
      payload: { email: waiter.email, role: 'waiter' },
    });
    expect(again.statusCode).toBe(409);
    expect((await staff.signIn('la-brasa', waiter.email, STAFF_PASSWORD)).statusCode).toBe(401);
  });
});

describe(`nobody acts on an account of a higher role (${storeName})`, () => {
  it('lets a manager change a waiter, but not the owner, another manager or themself', async () => {
    const owner = await staff.member('la-brasa', 'owner');
    const manager = await staff.member('la-brasa', 'manager');
    const other = await staff.member('la-brasa', 'manager');
    const waiter = await staff.member('la-brasa', 'waiter');
    for (const target of [owner, other, manager]) {
      for (const res of [
        await change(manager.cookie, target.id, { role: 'waiter' }),
        await change(manager.cookie, target.id, { disabled: true }),
        await reset(manager.cookie, target.id),
      ]) {
        expect(res.statusCode, `${target.email}: ${res.body}`).toBe(403);
      }
    }
    // nor promote anyone above what a manager may invite
    expect((await change(manager.cookie, waiter.id, { role: 'owner' })).statusCode).toBe(403);
    const promoted = await change(manager.cookie, waiter.id, { role: 'kitchen' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<StaffMember>()).toMatchObject({ role: 'kitchen', disabled: false });
    expect((await staff.signIn('la-brasa', owner.email, STAFF_PASSWORD)).json()).toMatchObject({
      role: 'owner',
    });

    const list = await staff.call('la-brasa', 'GET', '/staff/members.json', { cookie: manager.cookie });
    const members = list.json<{ members: StaffMember[] }>().members;
    const byId = (id: string) => members.find((m) => m.id === id)!;
    expect(byId(owner.id).manageable).toBe(false);
    expect(byId(other.id).manageable).toBe(false);
    expect(byId(manager.id).manageable).toBe(false);
    expect(byId(waiter.id).manageable).toBe(true);
    // waiters and the kitchen see no staff list at all
    const asWaiter = await staff.member('la-brasa', 'waiter');
    expect(
      (await staff.call('la-brasa', 'GET', '/staff/members.json', { cookie: asWaiter.cookie })).statusCode,
    ).toBe(403);
  });

  it('refuses unknown keys and an empty change, and an account of another venue', async () => {
    const owner = await staff.member('la-brasa', 'owner');
    const waiter = await staff.member('la-brasa', 'waiter');
    for (const payload of [{}, { role: 'kitchen', password: 'x' }, { disabled: 'yes' }]) {
      const res = await change(owner.cookie, waiter.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const elsewhere = await staff.member('taqueria-el-sol', 'waiter');
    expect((await change(owner.cookie, elsewhere.id, { disabled: true })).statusCode).toBe(404);
    expect((await staff.signIn('taqueria-el-sol', elsewhere.email, STAFF_PASSWORD)).statusCode).toBe(200);
  });
});

describe(`a changed account's sessions and streams end at once (${storeName})`, () => {
  const cases: [string, (owner: string, id: string) => Promise<unknown>, StaffRole | null][] = [
    ['a role change', (owner, id) => change(owner, id, { role: 'kitchen' }), 'kitchen'],
    ['disabling the account', (owner, id) => change(owner, id, { disabled: true }), null],
    ['a password reset', (owner, id) => reset(owner, id), null],
  ];
  it.each(cases)('ends them on %s', async (_, act, roleAfter) => {
    const owner = await staff.member('la-brasa', 'owner');
    const waiter = await staff.member('la-brasa', 'waiter');
    const tablet = await staff.signIn('la-brasa', waiter.email, STAFF_PASSWORD);
    const second = cookieOf(tablet);
    const stream = openStaffStream(port, 'la-brasa', 'chapinero', waiter.cookie);
    await stream.open;
    await act(owner.cookie, waiter.id);
    await stream.ended;
    for (const cookie of [waiter.cookie, second]) expect((await me(cookie)).statusCode).toBe(401);
    const again = await staff.signIn('la-brasa', waiter.email, STAFF_PASSWORD);
    if (roleAfter) expect(again.json()).toMatchObject({ role: roleAfter });
    else expect(again.statusCode).toBe(401);
  });

  it('ends the stream of a session that signs out', async () => {
    const kitchen = await staff.member('la-brasa', 'kitchen');
    const stream = openStaffStream(port, 'la-brasa', 'chapinero', kitchen.cookie);
    await stream.open;
    await staff.call('la-brasa', 'DELETE', '/staff/session.json', { cookie: kitchen.cookie });
    await stream.ended;
  });

  it('sets a new password through the reset link, which cannot change the role', async () => {
    const owner = await staff.member('la-brasa', 'owner');
    const manager = await staff.member('la-brasa', 'manager');
    const made = await reset(owner.cookie, manager.id);
    expect(made.statusCode, made.body).toBe(200);
    const used = await staff.accept('la-brasa', made.json<{ link: string }>().link, 'a fresh new password');
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ email: manager.email, role: 'manager' });
    expect((await staff.signIn('la-brasa', manager.email, STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await staff.signIn('la-brasa', manager.email, 'a fresh new password')).statusCode).toBe(200);
  });
});

describe(`sign-in slows a guesser down instead of locking the account (${storeName})`, () => {
  it(`lets ${SIGN_IN_FREE_FAILURES.account_address} wrong passwords through from an address, then makes it wait; the owner elsewhere signs in`, async () => {
    const owner = await staff.member('la-brasa', 'owner');
    const attacker = '10.77.0.1';
    const answers: string[] = [];
    for (let i = 0; i <= SIGN_IN_FREE_FAILURES.account_address; i++) {
      answers.push(
        (await staff.signIn('la-brasa', owner.email, `guess ${i}`, attacker)).json<ErrorBody>().key,
      );
    }
    expect(answers).toEqual([
      ...Array(SIGN_IN_FREE_FAILURES.account_address).fill('invalid_credentials'),
      'sign_in_throttled',
    ]);
    const waiting = await staff.signIn('la-brasa', owner.email, STAFF_PASSWORD, attacker);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json<ErrorBody>()).toMatchObject({ key: 'sign_in_throttled', params: { seconds: 1 } });
    expect(waiting.json<ErrorBody>().message).toBe('Too many failed attempts. Wait 1 s and try again.');
    // not a lock: the owner at her own address is in at once
    expect((await staff.signIn('la-brasa', owner.email, STAFF_PASSWORD, '10.77.0.2')).statusCode).toBe(200);
    // and the wait doubles with each further failure once it has passed
    const instanceId = (await h.t.app.tenancy.resolve(hostOf('la-brasa')))!;
    await h.t.database.db.execute(
      sql`update staff_sign_in_failures set last_failed_at = last_failed_at - interval '1 minute' where instance_id = ${instanceId} and key = ${`${owner.email}|${attacker}`}`,
    );
    expect((await staff.signIn('la-brasa', owner.email, 'guess again', attacker)).statusCode).toBe(401);
    const next = await staff.signIn('la-brasa', owner.email, 'and again', attacker);
    expect(next.json<ErrorBody>()).toMatchObject({ key: 'sign_in_throttled', params: { seconds: 2 } });
  });

  it('answers an unknown e-mail exactly as a known one, throttling included', async () => {
    const known = await staff.member('la-brasa', 'waiter');
    const answersFor = async (email: string, address: string) => {
      const seen: [number, string][] = [];
      for (let i = 0; i <= SIGN_IN_FREE_FAILURES.account_address + 1; i++) {
        const res = await staff.signIn('la-brasa', email, `wrong ${i}`, address);
        seen.push([res.statusCode, res.json<ErrorBody>().key]);
      }
      return seen;
    };
    expect(await answersFor('nobody-here@la-brasa.test', '10.77.1.1')).toEqual(
      await answersFor(known.email, '10.77.1.2'),
    );
  });

  it(`counts failures in the database under concurrency: ${SIGN_IN_FREE_FAILURES.account} for an account from many addresses at once`, async () => {
    const owner = await staff.member('la-brasa', 'owner');
    const tries = SIGN_IN_FREE_FAILURES.account + 15;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        staff.signIn('la-brasa', owner.email, `spray ${i}`, `10.66.${Math.floor(i / 200)}.${(i % 200) + 1}`),
      ),
    );
    const keys = answers.map((res) => res.json<ErrorBody>().key);
    expect(keys.filter((key) => key === 'invalid_credentials')).toHaveLength(SIGN_IN_FREE_FAILURES.account);
    expect(keys.filter((key) => key === 'sign_in_throttled')).toHaveLength(15);
  });
  it('keeps about a day of failures: keys forgotten are deleted on the next attempt', async () => {
    const instanceId = (await h.t.app.tenancy.resolve(hostOf('la-brasa')))!;
    await h.t.database.db.execute(
      sql`insert into staff_sign_in_failures (instance_id, key, failures, last_failed_at) values (${instanceId}, 'old@la-brasa.test', 9, now() - interval '25 hours')`,
    );
    await staff.signIn('la-brasa', 'someone@la-brasa.test', 'whatever it is');
    const left = await h.t.database.db.execute(
      sql`select 1 from staff_sign_in_failures where instance_id = ${instanceId} and key = 'old@la-brasa.test'`,
    );
    expect(rowsOf(left)).toHaveLength(0);
  });
});

describe(`pairing codes cannot be guessed (${storeName})`, () => {
  const pair = (venue: string, code: string, address?: string) =>
    staff.call(venue, 'POST', '/staff/pair.json', { payload: { code }, ...(address ? { address } : {}) });

  it(`takes ${STAFF_PAIRING_FAILURES_MAX} wrong codes per venue from any addresses at once, then pauses pairing there only`, async () => {
    const owner = await staff.member('cafe-alerce', 'owner');
    const made = await staff.call('cafe-alerce', 'POST', '/staff/pairing_codes.json', {
      cookie: owner.cookie,
      payload: { supplier_id: 'providencia' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { code } = made.json<{ code: string }>();
    const wrong = (i: number) => String((Number(code.slice(-6)) + 1 + i) % 1e6).padStart(6, '0');
    const guesses = await Promise.all(
      Array.from({ length: STAFF_PAIRING_FAILURES_MAX + 30 }, (_, i) =>
        pair('cafe-alerce', `${code.slice(0, 4)}${wrong(i)}`),
      ),
    );
    const keys = guesses.map((res) => res.json<ErrorBody>().key);
    expect(keys.filter((key) => key === 'pairing_code_invalid')).toHaveLength(STAFF_PAIRING_FAILURES_MAX);
    expect(keys.filter((key) => key === 'pairing_paused')).toHaveLength(30);
    // the right code waits too while the venue is paused; another venue pairs as usual
    expect((await pair('cafe-alerce', code)).json<ErrorBody>().key).toBe('pairing_paused');
    const other = await staff.member('la-brasa', 'owner');
    const theirs = await staff.call('la-brasa', 'POST', '/staff/pairing_codes.json', {
      cookie: other.cookie,
      payload: { supplier_id: 'chapinero' },
    });
    const spaced = theirs.json<{ code: string }>().code.replace(/(\d{5})(\d{5})/, '$1 $2');
    expect((await pair('la-brasa', spaced)).statusCode).toBe(200);
  });

  it('lets a manager signed in on the tablet pair it without a code, even while pairing is paused', async () => {
    const instanceId = (await h.t.app.tenancy.resolve(hostOf('padaria-aurora')))!;
    await h.t.database.db.execute(
      sql`insert into staff_pairing_failures (instance_id) select ${instanceId} from generate_series(1, ${STAFF_PAIRING_FAILURES_MAX})`,
    );
    expect((await pair('padaria-aurora', '0000000000')).json<ErrorBody>().key).toBe('pairing_paused');
    const manager = await staff.member('padaria-aurora', 'manager');
    const thisDevice = (cookie: string) =>
      staff.call('padaria-aurora', 'POST', '/staff/pair_this_device.json', {
        cookie,
        payload: { supplier_id: 'pinheiros' },
      });
    const paired = await thisDevice(manager.cookie);
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.json()).toMatchObject({ kind: 'tablet', role: 'kitchen', supplier: 'pinheiros' });
    // the manager's own session on the tablet ended: nobody finds it signed in as them
    expect(
      (await staff.call('padaria-aurora', 'GET', '/staff/session.json', { cookie: manager.cookie }))
        .statusCode,
    ).toBe(401);
    const tablet = cookieOf(paired);
    expect(
      (
        await staff.call('padaria-aurora', 'GET', '/staff/orders.json?supplier_id=pinheiros', {
          cookie: tablet,
        })
      ).statusCode,
    ).toBe(200);
    // a waiter may not, nor an integration's token, which has no device
    const waiter = await staff.member('padaria-aurora', 'waiter');
    expect((await thisDevice(waiter.cookie)).statusCode).toBe(403);
    const token = await h.staff(
      'padaria-aurora',
      await staff.token('padaria-aurora'),
      'POST',
      '/staff/pair_this_device.json',
      {
        supplier_id: 'pinheiros',
      },
    );
    expect(token.statusCode).toBe(403);
  });

  it(`keeps at most ${STAFF_PAIRING_LIVE_CODES} codes of a venue live: a newer one retires the oldest`, async () => {
    const owner = await staff.member('taqueria-el-sol', 'owner');
    const codes: string[] = [];
    for (let i = 0; i <= STAFF_PAIRING_LIVE_CODES; i++) {
      const made = await staff.call('taqueria-el-sol', 'POST', '/staff/pairing_codes.json', {
        cookie: owner.cookie,
        payload: { supplier_id: 'roma-norte' },
      });
      codes.push(made.json<{ code: string }>().code);
    }
    expect((await pair('taqueria-el-sol', codes[0]!)).json<ErrorBody>().key).toBe('pairing_code_invalid');
    expect((await pair('taqueria-el-sol', codes[1]!)).statusCode).toBe(200);
  });
});
