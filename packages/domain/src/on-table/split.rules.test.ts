import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkShareAmount, equalPartAmount, equalSplit, itemShareAmount } from './split.rules.ts';

describe('split the bill', () => {
  it('splits 100 in three as 34, 33, 33', () => {
    expect(equalSplit(100, 3)).toEqual([34, 33, 33]);
    expect(equalPartAmount(100, 3, 4)).toBe(0);
  });

  it('always adds equal parts up to the bill exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 50 }), (bill, parts) => {
        const shares = equalSplit(bill, parts);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(bill);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('lets the payer who completes a shared item pay exactly what is left of it', () => {
    const first = itemShareAmount(10_000, 1 / 3, 0, 0);
    expect(first).toEqual({ ok: true, amount: 3_333 });
    const second = itemShareAmount(10_000, 1 / 3, 1 / 3, 3_333);
    expect(second).toEqual({ ok: true, amount: 3_333 });
    expect(itemShareAmount(10_000, 1 / 3, 2 / 3, 6_666)).toEqual({ ok: true, amount: 3_334 });
  });

  it('refuses to cover more than the whole item', () => {
    expect(itemShareAmount(10_000, 0.5, 0.75, 7_500)).toEqual({ ok: false, key: 'conflict' });
    expect(itemShareAmount(10_000, 0, 0, 0)).toEqual({ ok: false, key: 'conflict' });
  });

  it('never lets a share be larger than what is left', () => {
    expect(checkShareAmount(10_000, 10_000)).toEqual({ ok: true, amount: 10_000 });
    expect(checkShareAmount(10_001, 10_000)).toEqual({ ok: false, key: 'conflict' });
    expect(checkShareAmount(0, 10_000)).toEqual({ ok: false, key: 'conflict' });
  });

  it('covers any item exactly whatever fractions its payers take', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 6 }),
        (subtotal, payers) => {
          let claimedFraction = 0;
          let claimedAmount = 0;
          for (let i = 0; i < payers; i++) {
            const share = itemShareAmount(subtotal, 1 / payers, claimedFraction, claimedAmount);
            if (!share.ok) throw new Error('refused');
            claimedFraction += 1 / payers;
            claimedAmount += share.amount;
          }
          expect(claimedAmount).toBe(subtotal);
        },
      ),
    );
  });
});
