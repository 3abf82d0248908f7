import type { PurchasePayments } from '@storefront/domain/payment/payment.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';
import { queryOptions, useQuery } from '@storefront/ui/lib/query.tsx';

/** GET /purchases/{id}/payments.json: the bill (total, paid, pending, balance) and its payments. */
export function getPurchasePayments(purchaseId: string, payer: ProfileHeaders, signal?: AbortSignal) {
  return api<PurchasePayments>(`/purchases/${encodeURIComponent(purchaseId)}/payments.json`, {
    headers: { ...payer },
    signal,
  });
}

export function purchasePaymentsQuery(purchaseId: string, payer: ProfileHeaders | null) {
  return queryOptions({
    queryKey: ['payment', 'purchase', purchaseId],
    queryFn: ({ signal }) => getPurchasePayments(purchaseId, payer!, signal),
    enabled: payer !== null,
    retry: false,
  });
}

export function usePurchasePayments(purchaseId: string, payer: ProfileHeaders | null) {
  return useQuery(purchasePaymentsQuery(purchaseId, payer));
}
