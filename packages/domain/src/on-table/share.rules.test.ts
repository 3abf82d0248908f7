import { describe, expect, it } from 'vitest';
import { decideShareAmount, nextEqualPart } from './share.rules.ts';

const bill = { bill: 100, remaining: 100, equal_parts: [], claimed_items: {}, claimed_amounts: {} };
const items = [
  { id: 'a', subtotal: 60, state: 'ordered' },
  { id: 'b', subtotal: 40, state: 'ordered' },
  { id: 'c', subtotal: 10, state: 'removed' },
];

describe('a payer share of the bill', () => {
  it('pays what is left for the whole bill and any custom amount up to it', () => {
    expect(decideShareAmount({ kind: 'full' }, { ...bill, remaining: 70 }, items, 0)).toEqual({
      ok: true,
      amount: 70,
    });
    expect(decideShareAmount({ kind: 'custom' }, bill, items, 35)).toEqual({ ok: true, amount: 35 });
    expect(decideShareAmount({ kind: 'custom' }, bill, items, 101)).toEqual({ ok: false });
  });

  it('pays an equal part once', () => {
    expect(decideShareAmount({ kind: 'equal', parts: 3, part: 1 }, bill, items, 0)).toEqual({
      ok: true,
      amount: 34,
    });
    const taken = { ...bill, equal_parts: ['3:1'] };
    expect(decideShareAmount({ kind: 'equal', parts: 3, part: 1 }, taken, items, 0)).toEqual({ ok: false });
    expect(nextEqualPart(taken, 3)).toBe(2);
    expect(nextEqualPart({ equal_parts: ['2:1', '2:2'] }, 2)).toBeNull();
  });

  it('pays items and the exact rest of a shared one', () => {
    const half = decideShareAmount(
      { kind: 'items', items: [{ item_id: 'a', fraction: 0.5 }] },
      bill,
      items,
      0,
    );
    expect(half).toMatchObject({ ok: true, amount: 30 });
    const rest = decideShareAmount(
      {
        kind: 'items',
        items: [
          { item_id: 'a', fraction: 0.5 },
          { item_id: 'b', fraction: 1 },
        ],
      },
      { ...bill, remaining: 70, claimed_items: { a: 0.5 }, claimed_amounts: { a: 30 } },
      items,
      0,
    );
    expect(rest).toMatchObject({ ok: true, amount: 70 });
    expect(
      decideShareAmount({ kind: 'items', items: [{ item_id: 'c', fraction: 1 }] }, bill, items, 0),
    ).toEqual({
      ok: false,
    });
  });
});
