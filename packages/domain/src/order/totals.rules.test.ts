import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDue, billAmount, purchaseTotals, remainingBill } from './totals.rules.ts';

const money = { subtotal: 50_000, delivery_fee: 2_000, discount: 5_000, tip: 4_500, paid_amount: 0 };

describe('purchase totals (spec §3 Purchase)', () => {
  it('bills subtotal + fees - discount, adds the tip for the total, and leaves total - paid to pay', () => {
    expect(purchaseTotals(money)).toEqual({
      subtotal: 50_000,
      delivery_fee: 2_000,
      discount: 5_000,
      tip: 4_500,
      bill: 47_000,
      total: 51_500,
      paid_amount: 0,
      balance: 51_500,
    });
    expect(purchaseTotals({ ...money, paid_amount: 20_000 }).balance).toBe(31_500);
    expect(purchaseTotals({ ...money, paid_amount: 60_000 }).balance).toBe(0);
  });

  it('never discounts more than the products: the delivery fee and the tip are still paid', () => {
    expect(billAmount({ subtotal: 1_000, delivery_fee: 0, discount: 5_000 })).toBe(0);
    expect(
      purchaseTotals({ subtotal: 1_000, delivery_fee: 2_000, discount: 5_000, tip: 100, paid_amount: 0 }),
    ).toMatchObject({ discount: 1_000, bill: 2_000, total: 2_100 });
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.nat(100_000),
        fc.nat(20_000_000),
        fc.nat(1_000_000),
        (s, fee, d, tip) => {
          const t = purchaseTotals({ subtotal: s, delivery_fee: fee, discount: d, tip, paid_amount: 0 });
          expect(t.discount).toBeLessThanOrEqual(s);
          expect(t.bill).toBe(s + fee - t.discount);
          expect(t.total).toBe(t.bill + tip);
          expect(t.total).toBeGreaterThanOrEqual(fee + tip);
        },
      ),
    );
  });

  it('counts live payments against the bill', () => {
    expect(remainingBill(30_000, 20_000)).toBe(10_000);
    expect(remainingBill(30_000, 40_000)).toBe(0);
  });

  it('adds the tip chosen when ordering to what is due until a paid payment brings it', () => {
    expect(amountDue({ balance: 47_000, tip: 0 }, { chosenTip: 4_700, canceled: false })).toBe(51_700);
    expect(amountDue({ balance: 0, tip: 4_700 }, { chosenTip: 4_700, canceled: false })).toBe(0);
    expect(amountDue({ balance: 47_000, tip: 0 }, { chosenTip: 4_700, canceled: true })).toBe(0);
  });
});
