import { profileHeaders } from '@storefront/domain/profile/profile.schema';
import { z } from 'zod';
import { storefrontHeaders } from '../../lib/http.ts';

// Shared bits of the delivery routes.
export const withProfileHeaders = z.looseObject({ ...storefrontHeaders.shape, ...profileHeaders.shape });
export const supplierParams = z.object({ supplier_slug: z.string().min(1).max(63) });
/** Answers about one diner's orders, addresses or codes are the diner's alone. */
export const NO_STORE = 'no-store';

/** `{uuid}.json` -> uuid; null for anything else. */
export function jsonId(value: string): string | null {
  const match = /^([0-9a-f-]{36})\.json$/i.exec(value);
  return match ? match[1]!.toLowerCase() : null;
}
