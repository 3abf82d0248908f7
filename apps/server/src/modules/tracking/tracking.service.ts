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

/** Visits, events and acquisitions (spec §7 Tracking), the consent poll and client errors (§9). */
export class TrackingService {
  readonly #db: Db;
  readonly #errorReporting = new TtlCache<number, boolean>(5_000);

  constructor(db: Db) {
    this.#db = db;
  }

  async createSession(instanceId: number, body: z.output<typeof createSessionBody>): Promise<string> {
    assertOwnVenue(instanceId, body.customer_id);
    return insertSession(this.#db, instanceId, {
      so: body.so ?? null,
      browser: body.browser ?? null,
      pixelWidth: body.pixel_width ?? null,
      pixelHeight: body.pixel_height ?? null,
    });
  }

  async track(instanceId: number, body: z.output<typeof createTrackingBody>): Promise<string> {
    assertOwnVenue(instanceId, body.customer_id);
    const sessionId = await this.#ownSession(instanceId, body.session_id);
    return insertTracking(this.#db, instanceId, {
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

  async acquire(instanceId: number, body: z.output<typeof createAcquisitionBody>): Promise<string> {
    assertOwnVenue(instanceId, body.customer_id);
    const sessionId = await this.#ownSession(instanceId, body.session_id);
    return insertAcquisition(this.#db, instanceId, {
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
  async consentSeen(instanceId: number, rawSessionId: string | undefined): Promise<boolean> {
    const sessionId = sessionIdOf(rawSessionId);
    return sessionId ? touchSession(this.#db, instanceId, sessionId) : false;
  }

  /** Stores a client error when the venue reports errors (spec §9); true when stored. */
  async reportClientError(instanceId: number, body: z.output<typeof clientErrorBody>): Promise<boolean> {
    const enabled = await this.#errorReporting.getOrLoad(instanceId, () =>
      errorReportingEnabled(this.#db, instanceId),
    );
    if (!enabled) return false;
    await insertClientError(this.#db, instanceId, {
      sessionId: body.session_id ?? null,
      message: body.message,
      stack: body.stack ?? null,
      url: body.url,
      release: body.release ?? null,
    });
    return true;
  }

  async #ownSession(instanceId: number, rawSessionId: string): Promise<string> {
    const sessionId = sessionIdOf(rawSessionId);
    if (!sessionId || !(await sessionExists(this.#db, instanceId, sessionId))) {
      throw new AppError(404, 'not_found');
    }
    return sessionId;
  }
}
