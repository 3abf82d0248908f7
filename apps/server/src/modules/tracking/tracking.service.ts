import type {
  clientErrorBody,
  createAcquisitionBody,
  createSessionBody,
  createTrackingBody,
} from '@storefront/domain/tracking/tracking.schema';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import {
  errorReportingEnabled,
  insertAcquisition,
  insertClientError,
  insertSession,
  insertTracking,
  sessionExists,
  touchSession,
} from './tracking.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A session id as stored, or null when the value cannot be one (then no session has it). */
function sessionIdOf(value: string | null | undefined): string | null {
  return value && UUID.test(value) ? value.toLowerCase() : null;
}

/** The body's customer_id must be the host's venue (spec §7: the storefront sends its venue id). */
function assertOwnVenue(instanceId: number, customerId: string): void {
  if (customerId !== String(instanceId)) throw new AppError(403, 'forbidden');
}

/** What the tracking services work with: the database and the per-process cache of each venue's
 * error-reporting switch; built once in tracking.routes.ts
 * (docs/decisions/025-server-modules-in-layers.md). */
export interface TrackingDeps {
  db: Db;
  errorReporting: TtlCache<number, boolean>;
}

export function trackingDeps(db: Db): TrackingDeps {
  return { db, errorReporting: new TtlCache<number, boolean>(5_000) };
}

// Visits, events and acquisitions (spec §7 Tracking), the consent poll and client errors (§9).

export async function createSession(
  { db }: TrackingDeps,
  instanceId: number,
  body: z.output<typeof createSessionBody>,
): Promise<string> {
  assertOwnVenue(instanceId, body.customer_id);
  return insertSession(db, instanceId, {
    so: body.so ?? null,
    browser: body.browser ?? null,
    pixelWidth: body.pixel_width ?? null,
    pixelHeight: body.pixel_height ?? null,
  });
}

export async function track(
  { db }: TrackingDeps,
  instanceId: number,
  body: z.output<typeof createTrackingBody>,
): Promise<string> {
  assertOwnVenue(instanceId, body.customer_id);
  const sessionId = await ownSession(db, instanceId, body.session_id);
  return insertTracking(db, instanceId, {
    sessionId,
    event: body.event,
    viewVue: body.view_vue,
    service: body.service ?? null,
    supplierRef: body.supplier_id ?? null,
    profileId: body.profile_id ?? null,
    acquisitionId: body.acquisition_id ?? null,
    productId: body.product_id ?? null,
    popupId: body.popup_id ?? null,
    homeContentId: body.home_content_id ?? null,
    purchaseId: body.purchase_id ?? null,
    crossSellId: body.cross_sell_id ?? null,
    label: body.label ?? null,
  });
}

export async function acquire(
  { db }: TrackingDeps,
  instanceId: number,
  body: z.output<typeof createAcquisitionBody>,
): Promise<string> {
  assertOwnVenue(instanceId, body.customer_id);
  const sessionId = await ownSession(db, instanceId, body.session_id);
  return insertAcquisition(db, instanceId, {
    sessionId,
    campaignId: body.campaign_id ?? null,
    utmMedium: body.utm_medium ?? null,
    utmCampaign: body.utm_campaign ?? null,
    utmTerm: body.utm_term ?? null,
    utmContent: body.utm_content ?? null,
    gclid: body.gclid ?? null,
    fbclid: body.fbclid ?? null,
    userAgent: body.userAgent ?? null,
    referer: body.referer ?? null,
  });
}

/** The consent frame was loaded for this session (spec §7): true when it is one of this venue's. */
export async function consentSeen(
  { db }: TrackingDeps,
  instanceId: number,
  rawSessionId: string | undefined,
): Promise<boolean> {
  const sessionId = sessionIdOf(rawSessionId);
  return sessionId ? touchSession(db, instanceId, sessionId) : false;
}

/** Stores a client error when the venue reports errors (spec §9); true when stored. */
export async function reportClientError(
  { db, errorReporting }: TrackingDeps,
  instanceId: number,
  body: z.output<typeof clientErrorBody>,
): Promise<boolean> {
  const enabled = await errorReporting.getOrLoad(instanceId, () => errorReportingEnabled(db, instanceId));
  if (!enabled) return false;
  await insertClientError(db, instanceId, {
    sessionId: body.session_id ?? null,
    message: body.message,
    stack: body.stack ?? null,
    url: body.url,
    release: body.release ?? null,
  });
  return true;
}

/** The visit's session id when it is one of this venue's; a not-found error otherwise. */
async function ownSession(db: Db, instanceId: number, rawSessionId: string): Promise<string> {
  const sessionId = sessionIdOf(rawSessionId);
  if (!sessionId || !(await sessionExists(db, instanceId, sessionId))) {
    throw new AppError(404, 'not_found');
  }
  return sessionId;
}
