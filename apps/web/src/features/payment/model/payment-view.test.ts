import type { Payment } from '@storefront/domain/payment/payment.schema';
import { describe, expect, it } from 'vitest';
import {
  emptyPse,
  nequiProblem,
  pseProblems,
  underMinimum,
} from '../../../core/payment/model/pay-request.ts';
import { paymentView } from './payment-view.ts';

const payment = (patch: Partial<Payment>): Payment => ({
  id: 'p',
  purchase_id: 'x',
  method: 'card',
  provider: 'sandbox',
  status: 'created',
  amount: 1000,
  tip: 0,
  currency: 'COP',
  card_brand: null,
  card_last4: null,
  redirect_url: null,
  message_key: null,
  mine: true,
  created_at: '',
  updated_at: '',
  ...patch,
});

describe('what the pay page shows for a payment', () => {
  it('names every outcome and the waiting states', () => {
    expect(paymentView(payment({ status: 'paid' }))).toBe('paid');
    expect(paymentView(payment({ status: 'declined' }))).toBe('failed');
    expect(paymentView(payment({ status: 'rejected_by_bank' }))).toBe('failed');
    expect(paymentView(payment({ status: 'error' }))).toBe('failed');
    expect(paymentView(payment({ status: 'pending_bank_validation' }))).toBe('waiting_bank');
    expect(paymentView(payment({ status: 'pending', redirect_url: '/sandbox/3ds/t' }))).toBe('redirect');
    expect(paymentView(payment({ status: 'pending', method: 'nequi' }))).toBe('waiting_phone');
    expect(paymentView(payment({ status: 'pending', method: 'cash', provider: 'manual' }))).toBe(
      'waiting_staff',
    );
    expect(paymentView(payment({ status: 'created' }))).toBe('processing');
    expect(paymentView(payment({ status: 'refunded' }))).toBe('refunded');
  });
});

describe('the pay form checks', () => {
  it('needs the PSE ID number and a bank', () => {
    expect(pseProblems(emptyPse)).toEqual({ document_number: 'required', bank_code: 'required' });
    expect(pseProblems({ ...emptyPse, document_number: '1020304050', bank_code: '1007' })).toEqual({});
  });

  it('needs a Colombian mobile number for Nequi', () => {
    expect(nequiProblem('')).toBe('required');
    expect(nequiProblem('12345')).toBe('invalid');
    expect(nequiProblem('300 123 4567')).toBeNull();
  });

  it('words the online minimum with the venue currency', () => {
    expect(underMinimum('card', 4_000, 5_000, 'COP')).toMatchObject({
      minValue: expect.stringContaining('5.000'),
    });
    expect(underMinimum('cash', 4_000, 5_000, 'COP')).toBeNull();
    expect(underMinimum('card', 5_000, 5_000, 'COP')).toBeNull();
  });
});
