import type { Payment } from '@storefront/domain/payment/payment.schema';

// What the pay page shows for a payment: the result and the next step of every outcome (docs/payments.md).
export type PaymentView =
  | 'paid'
  | 'failed'
  | 'redirect'
  | 'waiting_phone'
  | 'waiting_bank'
  | 'waiting_staff'
  | 'processing'
  | 'refunded';

export function paymentView(payment: Payment): PaymentView {
  switch (payment.status) {
    case 'paid':
      return 'paid';
    case 'refunded':
      return 'refunded';
    case 'declined':
    case 'rejected_by_bank':
    case 'error':
      return 'failed';
    case 'pending_bank_validation':
      return 'waiting_bank';
    default:
      if (payment.method === 'cash' || payment.method === 'card_reader') return 'waiting_staff';
      if (payment.redirect_url) return 'redirect';
      if (payment.method === 'nequi' && payment.status === 'pending') return 'waiting_phone';
      return 'processing';
  }
}
