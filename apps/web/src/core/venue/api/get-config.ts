import type { InstanceConfig } from '@storefront/domain/venue/config.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /domain/config.json: the response becomes the venue (spec §7 Config). */
export function getConfig(): Promise<InstanceConfig> {
  return api<InstanceConfig>('/domain/config.json');
}

export const configQueryOptions = queryOptions({
  queryKey: ['venue', 'config'],
  queryFn: getConfig,
  staleTime: Number.POSITIVE_INFINITY,
});
