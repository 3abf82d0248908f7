import { profileHeaders } from '@storefront/domain/profile/profile.schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBody, storefrontHeaders } from '../../lib/http.ts';
import { profileRequired, requireProfile } from '../profile/profile.auth.ts';

// What every spec §7 Digital menu route shares: the headers (spec §7 plus profileid and token, and
// the Idempotency-Key of architecture §4), the diner check before the body is read, error bodies.

export const tableHeaders = z.looseObject({
  ...storefrontHeaders.shape,
  ...profileHeaders.shape,
  'idempotency-key': z.string().max(200).optional(),
});

export const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

export const dinerOnly = { preValidation: profileRequired };

export const NO_STORE = 'no-store';

/** The diner (profile and venue) of the request. */
export async function diner(request: FastifyRequest): Promise<{ instanceId: number; profileId: string }> {
  return requireProfile(request);
}

/** The diner of the request and the table's order its path names (`:purchase`). */
export async function dinerOrder(
  request: FastifyRequest,
  purchaseId: string,
): Promise<{ instanceId: number; profileId: string; purchaseId: string }> {
  return { ...(await diner(request)), purchaseId };
}
