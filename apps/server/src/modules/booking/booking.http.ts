import { z } from 'zod';
import { storefrontHeaders } from '../../lib/http.ts';

// Shared bits of the booking routes.
export const supplierParams = z.object({ supplier_slug: z.string().min(1).max(63) });
export const bookingParams = z.object({ id: z.string().max(80) });
/** The detail link's secret: `?token=` (query `token` values never reach the logs, lib/redact.ts). */
export const tokenQuery = z.object({ token: z.string().min(1).max(100) });
export const withIdempotencyKey = storefrontHeaders.extend({
  'idempotency-key': z.string().max(200).optional(),
});
/** Answers about one booking are its holder's alone. */
export const NO_STORE = 'no-store';
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
