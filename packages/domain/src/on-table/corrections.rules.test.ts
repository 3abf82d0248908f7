import { describe, expect, it } from 'vitest';
import { purchaseTotals } from '../order/totals.rules.ts';
import { roleCan } from '../staff/staff-roles.rules.ts';
import {
  billDiscountAfter,
  cutAmount,
  lineDiscountAfter,
  lineSubtotal,
  mergeRefusal,
  moveRefusal,
  paymentsRefusal,
  splitRefusal,
  voidPermission,
  voidReachesKitchen,
} from './corrections.rules.ts';
import { decideShareAmount } from './share.rules.ts';

const steak = { unit_price: 42_000, count: 2, discount: 0 };

describe('voidPermission', () => {
  it('asks one permission before the kitchen has the item and another after, both the floor’s, never the kitchen’s', () => {
    expect(voidPermission('pending')).toBe('orders.void');
    for (const state of ['ordered', 'prepared', 'delivered'] as const)
      expect(voidPermission(state)).toBe('orders.void_sent');
    expect(voidPermission('removed')).toBeNull();
    for (const role of ['waiter', 'manager', 'owner'] as const) {
      expect(roleCan(role, voidPermission('pending')!)).toBe(true);
      expect(roleCan(role, voidPermission('ordered')!)).toBe(true);
    }
    expect(roleCan('kitchen', voidPermission('pending')!)).toBe(false);
    expect(roleCan('kitchen', voidPermission('ordered')!)).toBe(false);
    // comps and discounts are a manager's
    expect(roleCan('waiter', 'orders.correct')).toBe(false);
    expect(roleCan('manager', 'orders.correct')).toBe(true);
  });

  it('tells the kitchen of a void only while the item is its to cook or hand over', () => {
    expect(voidReachesKitchen('ordered')).toBe(true);
    expect(voidReachesKitchen('prepared')).toBe(true);
    expect(voidReachesKitchen('pending')).toBe(false);
    expect(voidReachesKitchen('delivered')).toBe(false);
  });
});

describe('lineSubtotal', () => {
  it('is the line less its discount, never below 0', () => {
    expect(lineSubtotal(steak)).toBe(84_000);
    expect(lineSubtotal({ ...steak, discount: 4_000 })).toBe(80_000);
    expect(lineSubtotal({ ...steak, discount: 100_000 })).toBe(0);
    expect(lineSubtotal({ ...steak, discount: -5 })).toBe(84_000);
  });
});

describe('cutAmount', () => {
  it('takes all of a comp, a rounded percent, and an amount at most the whole', () => {
    expect(cutAmount(84_000, { kind: 'comp' })).toBe(84_000);
    expect(cutAmount(84_000, { kind: 'percent', value: 10 })).toBe(8_400);
    expect(cutAmount(999, { kind: 'percent', value: 15 })).toBe(150);
    expect(cutAmount(84_000, { kind: 'amount', value: 5_000 })).toBe(5_000);
    expect(cutAmount(84_000, { kind: 'amount', value: 90_000 })).toBe(84_000);
  });
});

describe('lineDiscountAfter', () => {
  it('replaces the earlier discount and answers what it takes off the bill now', () => {
    expect(lineDiscountAfter({ ...steak, state: 'delivered' }, { kind: 'percent', value: 10 })).toEqual({
      ok: true,
      discount: 8_400,
      amount: 8_400,
    });
    // a 10% discount then a comp: the comp takes what is left of the line
    expect(lineDiscountAfter({ ...steak, discount: 8_400, state: 'delivered' }, { kind: 'comp' })).toEqual({
      ok: true,
      discount: 84_000,
      amount: 75_600,
    });
  });

  it('refuses a line off the bill and a cut that changes nothing', () => {
    expect(lineDiscountAfter({ ...steak, state: 'removed' }, { kind: 'comp' })).toEqual({
      ok: false,
      key: 'item_not_on_bill',
    });
    expect(lineDiscountAfter({ ...steak, discount: 84_000, state: 'ordered' }, { kind: 'comp' })).toEqual({
      ok: false,
      key: 'correction_changes_nothing',
    });
  });
});

describe('billDiscountAfter', () => {
  it('adds a cut of what the bill still charges for its products', () => {
    expect(billDiscountAfter({ subtotal: 100_000, discount: 0 }, { kind: 'percent', value: 10 })).toEqual({
      ok: true,
      discount: 10_000,
      amount: 10_000,
    });
    expect(
      billDiscountAfter({ subtotal: 100_000, discount: 10_000 }, { kind: 'percent', value: 10 }),
    ).toEqual({ ok: true, discount: 19_000, amount: 9_000 });
    expect(
      billDiscountAfter({ subtotal: 100_000, discount: 95_000 }, { kind: 'amount', value: 20_000 }),
    ).toEqual({ ok: true, discount: 100_000, amount: 5_000 });
    expect(billDiscountAfter({ subtotal: 100_000, discount: 100_000 }, { kind: 'amount', value: 1 })).toEqual(
      {
        ok: false,
        key: 'correction_changes_nothing',
      },
    );
  });
});

describe('paymentsRefusal', () => {
  it('keeps an item a share paid for, and never leaves the bill below what payments hold', () => {
    expect(paymentsRefusal({ itemClaimed: true, billAfter: 50_000, reserved: 0 })).toEqual({
      ok: false,
      key: 'item_paid',
    });
    expect(paymentsRefusal({ itemClaimed: false, billAfter: 20_000, reserved: 30_000 })).toEqual({
      ok: false,
      key: 'correction_below_paid',
    });
    expect(paymentsRefusal({ itemClaimed: false, billAfter: 30_000, reserved: 30_000 })).toBeNull();
  });
});

describe('moveRefusal', () => {
  it('moves only to another active place of the branch with no open order', () => {
    const from = { placeId: 'a' };
    expect(moveRefusal(from, null)).toEqual({ ok: false, key: 'not_found' });
    expect(moveRefusal(from, { placeId: 'b', active: false, openOrders: 0 })).toEqual({
      ok: false,
      key: 'not_found',
    });
    expect(moveRefusal(from, { placeId: 'a', active: true, openOrders: 1 })).toEqual({
      ok: false,
      key: 'correction_changes_nothing',
    });
    expect(moveRefusal(from, { placeId: 'b', active: true, openOrders: 1 })).toEqual({
      ok: false,
      key: 'place_taken',
    });
    expect(moveRefusal(from, { placeId: 'b', active: true, openOrders: 0 })).toBeNull();
  });
});

describe('a corrected bill stays consistent', () => {
  it('a comped dessert leaves the bill, its item share and the totals in step', () => {
    const dessert = { id: 'd', unit_price: 18_000, count: 1, discount: 18_000, state: 'delivered' };
    const main = { id: 'm', ...steak, state: 'delivered' };
    const subtotal = lineSubtotal(main) + lineSubtotal(dessert);
    const totals = purchaseTotals({ subtotal, delivery_fee: 0, discount: 0, tip: 0, paid_amount: 0 });
    expect(totals.bill).toBe(84_000);
    const items = [main, dessert].map((i) => ({ id: i.id, subtotal: lineSubtotal(i), state: i.state }));
    const bill = {
      bill: totals.bill,
      remaining: totals.bill,
      equal_parts: [],
      claimed_items: {},
      claimed_amounts: {},
    };
    // paying "my items" for both lines pays exactly the bill: the comped dessert adds nothing
    const share = decideShareAmount(
      {
        kind: 'items',
        items: [
          { item_id: 'm', fraction: 1 },
          { item_id: 'd', fraction: 1 },
        ],
      },
      bill,
      items,
      84_000,
    );
    expect(share.ok && share.amount).toBe(84_000);
  });
});

describe('mergeRefusal', () => {
  const into = { id: 'a', supplierId: 1, closed: false };
  it('merges another open order of the same branch with no payment in it', () => {
    expect(mergeRefusal(into, { id: 'b', supplierId: 1, closed: false, livePayments: 0 })).toBeNull();
  });
  it('refuses another branch, the same order, a closed one and one holding payments', () => {
    expect(mergeRefusal(into, null)).toEqual({ ok: false, key: 'not_found' });
    expect(mergeRefusal(into, { id: 'b', supplierId: 2, closed: false, livePayments: 0 })).toEqual({
      ok: false,
      key: 'not_found',
    });
    expect(mergeRefusal(into, { id: 'a', supplierId: 1, closed: false, livePayments: 0 })).toEqual({
      ok: false,
      key: 'correction_changes_nothing',
    });
    expect(mergeRefusal(into, { id: 'b', supplierId: 1, closed: true, livePayments: 0 })).toEqual({
      ok: false,
      key: 'conflict',
    });
    expect(mergeRefusal(into, { id: 'b', supplierId: 1, closed: false, livePayments: 1 })).toEqual({
      ok: false,
      key: 'merge_has_payments',
    });
  });
});

describe('splitRefusal', () => {
  const items = [
    { id: 'a', state: 'ordered' as const },
    { id: 'b', state: 'delivered' as const },
    { id: 'c', state: 'removed' as const },
  ];
  it('splits off some of the items on the bill that no payment holds', () => {
    expect(splitRefusal(items, ['a'], new Set())).toBeNull();
  });
  it('refuses nothing chosen, an item off the bill, one a payment holds, and all of them', () => {
    expect(splitRefusal(items, [], new Set())).toEqual({ ok: false, key: 'item_not_on_bill' });
    expect(splitRefusal(items, ['c'], new Set())).toEqual({ ok: false, key: 'item_not_on_bill' });
    expect(splitRefusal(items, ['a'], new Set(['a']))).toEqual({ ok: false, key: 'item_paid' });
    expect(splitRefusal(items, ['a', 'b'], new Set())).toEqual({ ok: false, key: 'split_takes_everything' });
  });
});
