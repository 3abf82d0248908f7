import { describe, expect, it } from 'vitest';
import {
  afterFailedSignIn,
  isLockedOut,
  permissionOfRoute,
  roleCan,
  roleMayInvite,
  STAFF_LOCKOUT_MS,
  STAFF_SIGN_IN_MAX_FAILURES,
  type StaffRole,
  staffPermissions,
  staffRoutePermissions,
} from './staff-roles.rules.ts';

describe('roleCan (the permissions table of docs/staff-roles.md)', () => {
  it('lets the kitchen bump tickets but not settle, close bills, see tables or invite', () => {
    expect(roleCan('kitchen', 'rounds.mark')).toBe(true);
    expect(roleCan('kitchen', 'orders.read')).toBe(true);
    for (const p of [
      'payments.settle',
      'bills.close',
      'tables.read',
      'calls.acknowledge',
      'staff.invite',
    ] as const) {
      expect(roleCan('kitchen', p)).toBe(false);
    }
  });

  it('lets a waiter settle and acknowledge calls but not invite or pair tablets', () => {
    expect(roleCan('waiter', 'payments.settle')).toBe(true);
    expect(roleCan('waiter', 'calls.acknowledge')).toBe(true);
    expect(roleCan('waiter', 'staff.invite')).toBe(false);
    expect(roleCan('waiter', 'pairing.create')).toBe(false);
  });

  it('lets the host stand (waiter) act on bookings but not the kitchen', () => {
    for (const p of ['bookings.read', 'bookings.act'] as const) {
      expect(roleCan('waiter', p)).toBe(true);
      expect(roleCan('kitchen', p)).toBe(false);
    }
    expect(permissionOfRoute('POST', '/staff/bookings/:id/action')).toBe('bookings.act');
    expect(permissionOfRoute('POST', '/staff/booking-closures.json')).toBe('bookings.act');
    expect(permissionOfRoute('GET', '/staff/bookings.json')).toBe('bookings.read');
  });

  it('gives owners and managers every permission', () => {
    for (const p of staffPermissions) {
      expect(roleCan('owner', p)).toBe(true);
      expect(roleCan('manager', p)).toBe(true);
    }
  });
});

describe('roleMayInvite', () => {
  it.each<[StaffRole, StaffRole, boolean]>([
    ['owner', 'owner', true],
    ['manager', 'waiter', true],
    ['manager', 'owner', false],
    ['waiter', 'kitchen', false],
  ])(
    'lets an owner invite anyone, a manager anyone but an owner, nobody else: %s invites %s, %s',
    (role, invited, may) => {
      expect(roleMayInvite(role, invited)).toBe(may);
    },
  );
});

describe('permissionOfRoute', () => {
  it('names the permission of every staff route and none for unknown ones', () => {
    expect(permissionOfRoute('put', '/staff/orders/:purchase/payments/:payment.json')).toBe(
      'payments.settle',
    );
    expect(permissionOfRoute('GET', '/staff/unknown.json')).toBeNull();
    expect(new Set(Object.values(staffRoutePermissions))).toEqual(new Set(staffPermissions));
  });
});

describe('afterFailedSignIn and isLockedOut (lockout after repeated failures)', () => {
  it(`locks the account for ${STAFF_LOCKOUT_MS / 60_000} minutes at the ${STAFF_SIGN_IN_MAX_FAILURES}th failure in a row`, () => {
    const now = new Date('2026-01-01T12:00:00Z');
    let state = { failures: 0, lockedUntil: null as Date | null };
    for (let i = 1; i < STAFF_SIGN_IN_MAX_FAILURES; i++) {
      state = afterFailedSignIn(state.failures, now);
      expect(state.lockedUntil).toBeNull();
    }
    state = afterFailedSignIn(state.failures, now);
    expect(state.lockedUntil?.getTime()).toBe(now.getTime() + STAFF_LOCKOUT_MS);
    expect(isLockedOut(state.lockedUntil, now)).toBe(true);
    expect(isLockedOut(state.lockedUntil, new Date(now.getTime() + STAFF_LOCKOUT_MS))).toBe(false);
    expect(isLockedOut(null, now)).toBe(false);
  });
});
