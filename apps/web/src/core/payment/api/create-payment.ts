import type { CreatePaymentBody, Payment } from '@storefront/domain/payment/payment.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';

/** POST /payments.json. The same Idempotency-Key for a retry of the same request: the server
 * charges once however often it arrives (architecture §4). */
export function createPayment(
  body: CreatePaymentBody,
  payer: ProfileHeaders,
  idempotencyKey: string,
): Promise<Payment> {
  return api<Payment>('/payments.json', {
    method: 'POST',
    headers: { ...payer, 'idempotency-key': idempotencyKey },
    body,
  });
}
