import { openStatuses } from '@storefront/domain/payment/payment.rules';
import type { Payment } from '@storefront/domain/payment/payment.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';
import { queryOptions, useQuery } from '@storefront/ui/lib/query.tsx';

/** While a payment waits (the phone, the bank, the staff), ask again this often. */
export const PAYMENT_POLL_MS = 2_000;

/** GET /payments/{id}.json: the payment's status; the server asks the gateway while it waits. */
export function getPayment(paymentId: string, payer: ProfileHeaders, signal?: AbortSignal): Promise<Payment> {
  return api<Payment>(`/payments/${encodeURIComponent(paymentId)}.json`, { headers: { ...payer }, signal });
}

export function paymentQuery(paymentId: string, payer: ProfileHeaders | null) {
  return queryOptions({
    queryKey: ['payment', 'payment', paymentId],
    queryFn: ({ signal }) => getPayment(paymentId, payer!, signal),
    enabled: payer !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.data && openStatuses.has(query.state.data.status) ? PAYMENT_POLL_MS : false,
  });
}

export function usePayment(paymentId: string, payer: ProfileHeaders | null) {
  return useQuery(paymentQuery(paymentId, payer));
}
