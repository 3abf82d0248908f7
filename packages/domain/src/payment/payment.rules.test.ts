import { describe, expect, it } from 'vitest';
import {
  canTransition,
  checkNewPayment,
  checkRefund,
  decideNotice,
  finalStatuses,
  isAbandonedHold,
  isFinal,
  isManual,
  isOnline,
  liveStatuses,
  nextStatuses,
  outcomeMessageKey,
  refundableAmount,
} from './payment.rules.ts';
import { type PaymentStatus, paymentStatusSchema } from './payment.schema.ts';

const statuses = paymentStatusSchema.options;

// Every allowed move, written out: the test is the table of spec §4 payment statuses.
const allowed: [PaymentStatus, PaymentStatus][] = [
  ['created', 'pending'],
  ['created', 'pending_bank_validation'],
  ['created', 'paid'],
  ['created', 'declined'],
  ['created', 'rejected_by_bank'],
  ['created', 'error'],
  ['pending', 'pending_bank_validation'],
  ['pending', 'paid'],
  ['pending', 'declined'],
  ['pending', 'rejected_by_bank'],
  ['pending', 'error'],
  ['pending_bank_validation', 'paid'],
  ['pending_bank_validation', 'declined'],
  ['pending_bank_validation', 'rejected_by_bank'],
  ['pending_bank_validation', 'error'],
  ['paid', 'refunded'],
];

describe('payment state machine', () => {
  it.each(statuses.flatMap((from) => statuses.map((to) => [from, to] as const)))(
    '%s -> %s is allowed exactly when listed',
    (from, to) => {
      const listed = allowed.some(([a, b]) => a === from && b === to);
      expect(canTransition(from, to)).toBe(listed);
      expect(nextStatuses(from).includes(to)).toBe(listed);
    },
  );

  it('never changes a final state, except paid -> refunded', () => {
    for (const status of finalStatuses) {
      expect(nextStatuses(status)).toEqual(status === 'paid' ? ['refunded'] : []);
    }
    expect(isFinal('paid')).toBe(true);
    expect(isFinal('pending_bank_validation')).toBe(false);
  });
});

describe('deciding on a provider notice (repeated, late, out of order)', () => {
  it('applies a legal move forward', () => {
    expect(decideNotice('created', 'paid')).toEqual({ kind: 'apply', to: 'paid' });
    expect(decideNotice('pending_bank_validation', 'rejected_by_bank')).toEqual({
      kind: 'apply',
      to: 'rejected_by_bank',
    });
    expect(decideNotice('paid', 'refunded')).toEqual({ kind: 'apply', to: 'refunded' });
  });

  it('ignores the same status again (a repeated webhook)', () => {
    for (const status of statuses)
      expect(decideNotice(status, status)).toEqual({ kind: 'ignore', reason: 'same' });
  });

  it('ignores an older status arriving after a newer one', () => {
    expect(decideNotice('paid', 'pending')).toEqual({ kind: 'ignore', reason: 'stale' });
    expect(decideNotice('pending_bank_validation', 'pending')).toEqual({ kind: 'ignore', reason: 'stale' });
    expect(decideNotice('declined', 'created')).toEqual({ kind: 'ignore', reason: 'stale' });
    expect(decideNotice('refunded', 'paid')).toEqual({ kind: 'ignore', reason: 'stale' });
  });

  it('reports a contradicting outcome as a conflict and changes nothing', () => {
    expect(decideNotice('paid', 'declined')).toEqual({ kind: 'conflict', from: 'paid', to: 'declined' });
    expect(decideNotice('declined', 'paid')).toEqual({ kind: 'conflict', from: 'declined', to: 'paid' });
    expect(decideNotice('created', 'refunded')).toEqual({
      kind: 'conflict',
      from: 'created',
      to: 'refunded',
    });
  });

  it('never moves a final status except paid -> refunded, whatever arrives', () => {
    for (const current of finalStatuses) {
      for (const incoming of statuses) {
        const decision = decideNotice(current, incoming);
        if (decision.kind === 'apply') expect([current, decision.to]).toEqual(['paid', 'refunded']);
      }
    }
  });
});

describe('outcome messages (spec §8)', () => {
  it.each<[PaymentStatus, string | null]>([
    ['declined', 'payment_declined'],
    ['rejected_by_bank', 'payment_rejected_by_bank'],
    ['pending_bank_validation', 'payment_rejected_by_bank'],
    ['error', 'payment_processing_error'],
    ['paid', null],
    ['created', null],
  ])('words the outcome %s with the spec key %s (none for paid or waiting)', (status, key) => {
    expect(outcomeMessageKey(status)).toBe(key);
  });
});

describe('a new payment', () => {
  const base = {
    method: 'card' as const,
    amount: 50_000,
    tip: 5_000,
    balance: 80_000,
    minimumOnline: 10_000,
  };

  it('is accepted within the balance and above the minimum', () => {
    expect(checkNewPayment(base)).toEqual({ ok: true });
    expect(checkNewPayment({ ...base, amount: 80_000 })).toEqual({ ok: true });
  });

  it('is refused above the balance (no overpay; the tip is on top)', () => {
    expect(checkNewPayment({ ...base, amount: 80_001, tip: 0 })).toEqual({
      ok: false,
      key: 'payment_exceeds_balance',
      params: { balance: 80_000 },
    });
  });

  it('is refused online below the minimum, counting the tip', () => {
    expect(checkNewPayment({ ...base, amount: 8_000, tip: 1_999 })).toMatchObject({
      key: 'minimum_value',
      params: { minValue: 10_000 },
    });
    expect(checkNewPayment({ ...base, amount: 9_000, tip: 1_000 })).toEqual({ ok: true });
  });

  it('has no minimum for cash and card reader', () => {
    expect(checkNewPayment({ ...base, method: 'cash', amount: 100, tip: 0 })).toEqual({ ok: true });
    expect(checkNewPayment({ ...base, method: 'card_reader', amount: 100, tip: 0 })).toEqual({ ok: true });
  });

  it('refuses a tip larger than the amount and amounts that are not whole minor units', () => {
    expect(checkNewPayment({ ...base, tip: 50_001 })).toMatchObject({ key: 'validation_failed' });
    expect(checkNewPayment({ ...base, amount: 0 })).toMatchObject({ key: 'validation_failed' });
    expect(checkNewPayment({ ...base, amount: 10.5 })).toMatchObject({ key: 'validation_failed' });
  });

  it('counts live payments (waiting or paid) against the bill', () => {
    expect([...liveStatuses].sort()).toEqual(['created', 'paid', 'pending', 'pending_bank_validation']);
  });
});

describe('who collects a method', () => {
  it('sends card, PSE and Nequi through the gateway and leaves cash and card reader to the waiter', () => {
    for (const method of ['card', 'pse', 'nequi'] as const) {
      expect(isOnline(method)).toBe(true);
      expect(isManual(method)).toBe(false);
    }
    for (const method of ['cash', 'card_reader'] as const) {
      expect(isOnline(method)).toBe(false);
      expect(isManual(method)).toBe(true);
    }
  });
});

describe('isAbandonedHold: online payments that wait too long free their part', () => {
  const now = new Date('2026-11-25T20:00:00Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  it('closes an online payment still open after ONLINE_PAYMENT_HOLD_MINUTES', () => {
    expect(isAbandonedHold({ method: 'pse', status: 'pending', createdAt: minutesAgo(21) }, now)).toBe(true);
    expect(isAbandonedHold({ method: 'card', status: 'created', createdAt: minutesAgo(21) }, now)).toBe(true);
  });

  it('keeps a recent one, an outcome, and cash or card reader (the waiter settles those)', () => {
    expect(isAbandonedHold({ method: 'pse', status: 'pending', createdAt: minutesAgo(19) }, now)).toBe(false);
    expect(isAbandonedHold({ method: 'pse', status: 'paid', createdAt: minutesAgo(60) }, now)).toBe(false);
    expect(isAbandonedHold({ method: 'cash', status: 'pending', createdAt: minutesAgo(60) }, now)).toBe(
      false,
    );
  });
});

describe('refundableAmount', () => {
  const paid = { status: 'paid' as const, amount: 20_000, tip: 2_000, refundedAmount: 0 };

  it('is the amount and tip of a paid payment less what was given back', () => {
    expect(refundableAmount(paid)).toBe(22_000);
    expect(refundableAmount({ ...paid, refundedAmount: 5_000 })).toBe(17_000);
  });

  it('is nothing for a payment refunded whole or never paid', () => {
    expect(refundableAmount({ ...paid, status: 'refunded', refundedAmount: 22_000 })).toBe(0);
    for (const status of ['created', 'pending', 'declined', 'error'] as const) {
      expect(refundableAmount({ ...paid, status })).toBe(0);
    }
  });
});

describe('checkRefund', () => {
  const paid = { status: 'paid' as const, amount: 20_000, tip: 2_000, refundedAmount: 0 };

  it('takes a part and keeps the payment paid; the last of it refunds it whole', () => {
    expect(checkRefund(paid, 5_000)).toEqual({ ok: true, amount: 5_000, refundedAfter: 5_000, fully: false });
    expect(checkRefund({ ...paid, refundedAmount: 5_000 }, 17_000)).toEqual({
      ok: true,
      amount: 17_000,
      refundedAfter: 22_000,
      fully: true,
    });
  });

  it('gives back all that is left when no amount is asked', () => {
    expect(checkRefund({ ...paid, refundedAmount: 2_000 })).toMatchObject({
      ok: true,
      amount: 20_000,
      fully: true,
    });
  });

  it('refuses more than is left, with what is left', () => {
    expect(checkRefund({ ...paid, refundedAmount: 15_000 }, 7_001)).toEqual({
      ok: false,
      key: 'refund_exceeds_refundable',
      params: { refundable: 7_000 },
    });
  });

  it('refuses zero, a negative or a fraction of a minor unit', () => {
    for (const amount of [0, -1, 1.5]) {
      expect(checkRefund(paid, amount)).toMatchObject({ ok: false, key: 'refund_amount_invalid' });
    }
  });

  it('refuses a payment that is not paid, a refunded one included', () => {
    for (const status of ['pending', 'declined', 'refunded'] as const) {
      expect(checkRefund({ ...paid, status }, 1)).toMatchObject({ ok: false, key: 'refund_not_paid' });
    }
  });
});
