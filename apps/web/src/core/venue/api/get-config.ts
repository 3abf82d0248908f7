import type { InstanceConfig } from '@storefront/domain/venue/config.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import { queryOptions } from '@storefront/ui/lib/query.tsx';

/** GET /domain/config.json: the response becomes the venue (spec §7 Config). */
export function getConfig(): Promise<InstanceConfig> {
  return api<InstanceConfig>('/domain/config.json');
}

export const configQueryOptions = queryOptions({
  queryKey: ['venue', 'config'],
  queryFn: getConfig,
  staleTime: Number.POSITIVE_INFINITY,
});
