import { describe, expect, it } from 'vitest';
import { correctionItemPermissions } from './routes/corrections.ts';
import {
  permissionOfRoute,
  roleCan,
  roleMayActOn,
  roleMayInvite,
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

describe('roleMayActOn (nobody acts on an account of a higher role)', () => {
  it.each<[StaffRole, StaffRole, boolean]>([
    ['owner', 'owner', true],
    ['owner', 'manager', true],
    ['owner', 'kitchen', true],
    ['manager', 'owner', false],
    ['manager', 'manager', false],
    ['manager', 'waiter', true],
    ['manager', 'kitchen', true],
    ['waiter', 'kitchen', false],
    ['kitchen', 'kitchen', false],
  ])('%s acting on %s: %s', (actor, target, may) => {
    expect(roleMayActOn(actor, target, false)).toBe(may);
  });

  it('never lets anyone act on their own account (their password is changed on the account screen)', () => {
    expect(roleMayActOn('owner', 'owner', true)).toBe(false);
    expect(roleMayActOn('manager', 'manager', true)).toBe(false);
  });
});

describe('permissionOfRoute', () => {
  it('names the permission of every staff route and none for unknown ones', () => {
    expect(permissionOfRoute('put', '/staff/orders/:purchase/payments/:payment.json')).toBe(
      'payments.settle',
    );
    expect(permissionOfRoute('GET', '/staff/unknown.json')).toBeNull();
    // every permission is a route's, or checked by a route against what it acts on
    expect(new Set([...Object.values(staffRoutePermissions), ...correctionItemPermissions])).toEqual(
      new Set(staffPermissions),
    );
  });
});
