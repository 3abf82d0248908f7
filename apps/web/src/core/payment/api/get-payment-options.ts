import type { PaymentOptions } from '@storefront/domain/payment/payment-settings.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@storefront/ui/lib/query.tsx';

/** GET /payments/options.json: the venue's methods per service, minimum and gateway. */
export function getPaymentOptions(signal?: AbortSignal): Promise<PaymentOptions> {
  return api<PaymentOptions>('/payments/options.json', { signal });
}

export const paymentOptionsQuery = queryOptions({
  queryKey: ['payment', 'options'],
  queryFn: ({ signal }) => getPaymentOptions(signal),
  staleTime: 60_000,
});

export function usePaymentOptions() {
  return useQuery(paymentOptionsQuery);
}
