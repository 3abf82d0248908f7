import { timingSafeEqual } from 'node:crypto';
import type { rateBody, ratesServiceBody } from '@storefront/domain/on-table/on-table.schema';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { findPurchase } from '../purchase/purchase.repository.ts';
import { findSupplierByRef } from '../venue/venue.repository.ts';
import { findPlaceByCode } from './places.repository.ts';
import { ratePurchase, rateService } from './ratings.repository.ts';
import { findMember } from './table-members.repository.ts';

// spec §7 rates (an order, by a diner who sat at it or who holds its rating link's token) and
// rates_services (the digital menu or NPS rating tab, spec §2 Layout).

function sameToken(given: string | undefined, stored: unknown): boolean {
  if (!given || typeof stored !== 'string' || given.length !== stored.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(stored));
}

export async function rateOrder(
  app: FastifyInstance,
  instanceId: number,
  profileId: string,
  query: { purchase_id: string; token?: string | undefined },
  body: z.infer<typeof rateBody>,
): Promise<string> {
  const purchase = await findPurchase(app.db, instanceId, query.purchase_id);
  // Delivery and take-away orders carry the same rate_token in their details (docs/decisions/016-delivery.md, /ratecluvi).
  if (!purchase) throw new AppError(404, 'order_query_failed');
  const member = await findMember(app.db, instanceId, purchase.id, profileId);
  const details = purchase.details as { rate_token?: unknown };
  if (!member && !sameToken(query.token, details.rate_token)) throw new AppError(404, 'order_query_failed');
  return ratePurchase(app.db, {
    instanceId,
    purchaseId: purchase.id,
    profileId,
    score: body.rate.score,
    comment: body.rate.comment,
  });
}

export async function rateTheService(
  app: FastifyInstance,
  instanceId: number,
  profileId: string,
  body: z.infer<typeof ratesServiceBody>,
): Promise<string> {
  const rating = body.rates_service;
  if (rating.kind === 'digital_menu' && (rating.score < 1 || rating.score > 5)) {
    throw new AppError(400, 'validation_failed', { fields: 'rates_service.score' });
  }
  const supplier = await findSupplierByRef(app.db, instanceId, rating.supplier_id);
  if (!supplier) throw new AppError(404, 'supplier_not_found');
  const place = rating.table_code
    ? await findPlaceByCode(app.db, instanceId, supplier.id, rating.table_code)
    : null;
  return rateService(app.db, {
    instanceId,
    supplierId: supplier.id,
    profileId,
    placeId: place?.id ?? null,
    kind: rating.kind,
    score: rating.score,
    comment: rating.comment,
  });
}
