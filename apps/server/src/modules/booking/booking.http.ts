import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { idempotencyKeyHeader, storefrontHeaders } from '../../lib/http.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import type { BookingDeps } from './booking.deps.ts';
import { bookingIdByToken } from './booking.repository.ts';
import { readBooking } from './booking.service.ts';

// Shared bits of the booking routes.
const bookingParams = z.object({ id: z.string().max(80) });
/** The detail link's secret: `?token=` (query `token` values never reach the logs, lib/redact.ts). */
const tokenQuery = z.object({ token: z.string().min(1).max(100) });
/** What a detail-link route reads: the booking's id in the path and the link's secret. */
export const detailLink = { params: bookingParams, querystring: tokenQuery };
export const withIdempotencyKey = storefrontHeaders.extend(idempotencyKeyHeader);
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The booking a detail link opens, or 404: a wrong token, another venue's booking and an unknown
 * id answer alike, and nothing of the booking is told. */
export async function bookingOfLink(
  deps: BookingDeps,
  request: FastifyRequest<{ Params: { id: string }; Querystring: { token: string } }>,
) {
  const instanceId = requireInstanceId(request);
  const id = request.params.id.toLowerCase();
  const found = isUuid(id) ? await bookingIdByToken(deps.db, instanceId, id, request.query.token) : null;
  if (!found) throw new AppError(404, 'not_found');
  return { instanceId, id: found };
}

/** The booking a detail link opens (its row), or 404 as bookingOfLink. */
export async function bookingByLink(
  deps: BookingDeps,
  request: FastifyRequest<{ Params: { id: string }; Querystring: { token: string } }>,
) {
  const { instanceId, id } = await bookingOfLink(deps, request);
  return { instanceId, row: await readBooking(deps, instanceId, id) };
}
