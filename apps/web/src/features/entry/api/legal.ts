import type { LegalTexts } from '@storefront/domain/venue/venue.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import { useQuery } from '@storefront/ui/lib/query.tsx';

/** GET /domain/legal.json: the venue's terms of use and privacy notice (ADR 110). */
export function useLegalTexts() {
  return useQuery({
    queryKey: ['domain', 'legal'],
    queryFn: () => api<LegalTexts>('/domain/legal.json'),
    staleTime: 60_000,
  });
}
