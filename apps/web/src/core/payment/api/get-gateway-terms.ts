import type { GatewayTerms } from '@storefront/domain/payment/payment-settings.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@storefront/ui/lib/query.tsx';

/** GET /payments/gateway/terms.json: the gateway's own terms a payer accepts before PSE or Nequi. */
export async function getGatewayTerms(signal?: AbortSignal): Promise<GatewayTerms> {
  return api<GatewayTerms>('/payments/gateway/terms.json', { signal });
}

export const gatewayTermsQuery = queryOptions({
  queryKey: ['payment', 'gateway-terms'],
  queryFn: ({ signal }) => getGatewayTerms(signal),
  staleTime: 10 * 60_000,
});

export function useGatewayTerms(enabled: boolean) {
  return useQuery({ ...gatewayTermsQuery, enabled });
}
