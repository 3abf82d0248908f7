import type { BranchDelivery, SlotList } from '@storefront/domain/delivery/delivery.schema';
import type { PaymentOptions } from '@storefront/domain/payment/payment-settings.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import { useQuery } from '@storefront/ui/lib/query.tsx';

// A branch's delivery settings and slots, and the venue's payment methods (docs/decisions/016-delivery.md). Settings
// and slots are asked for per service: the screen passes the diner's current service headers
// (the session feature's useServiceHeaders), which key the query, so a switch asks again.

export function useBranchDelivery(slug: string | undefined, headers: Record<string, string>) {
  return useQuery({
    queryKey: ['delivery', 'settings', slug, headers],
    queryFn: () =>
      api<BranchDelivery>(`/delivery/suppliers/${encodeURIComponent(slug!)}/settings.json`, { headers }),
    enabled: Boolean(slug),
    staleTime: 60_000,
  });
}

export function useSlots(slug: string | undefined, enabled: boolean, headers: Record<string, string>) {
  return useQuery({
    queryKey: ['delivery', 'slots', slug, headers],
    queryFn: () => api<SlotList>(`/delivery/suppliers/${encodeURIComponent(slug!)}/slots.json`, { headers }),
    enabled: Boolean(slug) && enabled,
    staleTime: 30_000,
  });
}

/** GET /payments/options.json (the payments capability): the methods of each service. */
export function usePaymentOptions() {
  return useQuery({
    queryKey: ['payments', 'options'],
    queryFn: () => api<PaymentOptions>('/payments/options.json'),
    staleTime: 5 * 60_000,
  });
}
