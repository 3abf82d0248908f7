import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import { describe, expect, it } from 'vitest';
import { decideForm, freeFractions, initialSplitForm } from './split-form.ts';

const item = (id: string, subtotal: number, state = 'ordered') => ({ id, subtotal, state });

function order(bill: Partial<TableOrder['bill']> = {}): TableOrder {
  return {
    purchase: { products: [item('a', 6_000), item('b', 4_000), item('c', 1_000, 'removed')] },
    bill: {
      bill: 10_000,
      reserved: 0,
      remaining: 10_000,
      paid: 0,
      claimed_items: {},
      claimed_amounts: {},
      equal_parts: [],
      payments: [],
      ...bill,
    },
  } as unknown as TableOrder;
}

describe('the split-bill form', () => {
  it('pays what is left for the whole bill', () => {
    expect(decideForm(initialSplitForm, order({ remaining: 7_000 })).decided).toEqual({
      ok: true,
      amount: 7_000,
    });
  });

  it('takes the next free equal part', () => {
    const { share, decided } = decideForm(
      { ...initialSplitForm, mode: 'equal', parts: 3 },
      order({ equal_parts: ['3:1'] }),
    );
    expect(share).toEqual({ kind: 'equal', parts: 3, part: 2 });
    expect(decided).toEqual({ ok: true, amount: 3_333 });
  });

  it('prices chosen items and offers only the fractions still free', () => {
    const form = { ...initialSplitForm, mode: 'items' as const, items: { a: 0.5, b: 1 } };
    expect(decideForm(form, order()).decided).toMatchObject({ ok: true, amount: 7_000 });
    expect(freeFractions(order({ claimed_items: { a: 0.5 } }), 'a')).toEqual([0.5, 1 / 3]);
    expect(freeFractions(order({ claimed_items: { a: 1 } }), 'a')).toEqual([]);
  });

  it('refuses a custom amount over what is left', () => {
    expect(decideForm({ ...initialSplitForm, mode: 'custom', custom: 10_001 }, order()).decided).toEqual({
      ok: false,
    });
  });
});
