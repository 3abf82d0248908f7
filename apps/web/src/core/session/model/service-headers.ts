import { serviceHeaders } from '@storefront/ui/lib/api-client.ts';
import { useShallow } from '../../../lib/store.ts';
import { useDinerStore } from './diner-store.ts';

/**
 * The diner's current service as spec §7 headers, for the queries whose answer depends on it
 * (a branch's delivery settings and slots): they put it in the query key and send it with the
 * request, so switching service asks again and the cache never answers with what was fetched
 * under another service (docs/decisions/019-diner-side-hardening.md).
 */
export function useServiceHeaders(): Record<string, string> {
  return useDinerStore(useShallow((state) => serviceHeaders(state)));
}
