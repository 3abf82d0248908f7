import { api } from '@storefront/ui/lib/api-client.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';

// spec §7 Digital menu: rates and rates services.

/** POST /menudigital/rates.json?purchase_id&token */
export function rateOrder(
  auth: ProfileHeaders,
  purchaseId: string,
  rate: { score: number; comment: string | null },
) {
  const query = new URLSearchParams({ purchase_id: purchaseId });
  return api<{ id: string }>(`/menudigital/rates.json?${query}`, {
    method: 'POST',
    headers: auth,
    body: { rate },
  });
}

export interface ServiceRating {
  supplier_id: string;
  kind: 'digital_menu' | 'nps';
  score: number;
  comment: string | null;
  table_code: string | null;
}

/** POST /menudigital/rates_services.json (the rating tab, spec §2 Layout). */
export function rateService(auth: ProfileHeaders, rating: ServiceRating) {
  return api<{ id: string }>('/menudigital/rates_services.json', {
    method: 'POST',
    headers: auth,
    body: { rates_service: rating },
  });
}
