import type { PseBank } from '@storefront/domain/payment/payment-settings.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@storefront/ui/lib/query.tsx';

/** GET /payments/pse/banks.json: the banks of the venue's gateway. */
export async function getPseBanks(signal?: AbortSignal): Promise<PseBank[]> {
  return (await api<{ banks: PseBank[] }>('/payments/pse/banks.json', { signal })).banks;
}

export const pseBanksQuery = queryOptions({
  queryKey: ['payment', 'pse-banks'],
  queryFn: ({ signal }) => getPseBanks(signal),
  staleTime: 10 * 60_000,
});

export function usePseBanks(enabled: boolean) {
  return useQuery({ ...pseBanksQuery, enabled });
}
