import { describe, expect, it } from 'vitest';
import { billStanding, type PaymentOfBill } from './bill-standing.rules.ts';

const bill = { bill: 12_500, paid_bill: 0, balance: 0 };
const payment = (patch: Partial<PaymentOfBill>): PaymentOfBill => ({
  method: 'cash',
  status: 'pending',
  amount: 12_500,
  tip: 0,
  ...patch,
});

describe('billStanding (where a bill stands on the pay page)', () => {
  it('is owed in person, not paid, while a cash payment at pickup waits for the staff', () => {
    expect(billStanding(bill, [payment({ tip: 1_250 })])).toEqual({
      kind: 'in_person',
      amount: 13_750,
      methods: ['cash'],
    });
    expect(billStanding(bill, [payment({ method: 'card_reader' })])).toEqual({
      kind: 'in_person',
      amount: 12_500,
      methods: ['card_reader'],
    });
  });

  it('is paid once the staff collected it', () => {
    expect(billStanding({ ...bill, paid_bill: 12_500 }, [payment({ status: 'paid' })])).toEqual({
      kind: 'paid',
    });
    expect(billStanding({ ...bill, bill: 0 }, [])).toEqual({ kind: 'paid' });
  });

  it('is to pay while a balance is left, whatever else waits', () => {
    expect(billStanding({ ...bill, balance: 2_500 }, [payment({ amount: 10_000 })])).toEqual({
      kind: 'to_pay',
      amount: 2_500,
    });
  });

  it('is processing while only an online payment waits for its answer', () => {
    expect(billStanding(bill, [payment({ method: 'pse', status: 'pending_bank_validation' })])).toEqual({
      kind: 'processing',
      amount: 12_500,
    });
  });

  it('counts neither failed payments nor paid ones as owed', () => {
    const paidPart = payment({ method: 'card', status: 'paid', amount: 5_000 });
    const declined = payment({ method: 'card', status: 'declined', amount: 7_500 });
    const cash = payment({ amount: 7_500 });
    expect(billStanding({ ...bill, paid_bill: 5_000 }, [paidPart, declined, cash])).toEqual({
      kind: 'in_person',
      amount: 7_500,
      methods: ['cash'],
    });
  });
});
