import type { FastifyRequest } from 'fastify';
import { dinerHeaders, errorAnswers, idempotencyKeyHeader } from '../../lib/http.ts';
import { profileRequired, requireProfile } from '../profile/profile.auth.ts';

// What every spec §7 Digital menu route shares: the headers (spec §7 plus profileid and token, and
// the Idempotency-Key of architecture §4), the diner check before the body is read, error bodies.

export const tableHeaders = dinerHeaders.extend(idempotencyKeyHeader);

export const errors = errorAnswers(400, 401, 404, 409, 422);

export const dinerOnly = { preValidation: profileRequired };

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
