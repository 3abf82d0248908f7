import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import { findVenueByHost, findVenueBySlug, type VenueRef } from '../modules/venue/venue.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The venue answering this request's host, or null when the host is unknown. */
    instanceId: number | null;
  }
  interface FastifyInstance {
    tenancy: Tenancy;
  }
}

export interface TenancyOptions {
  db: Db;
  platformDomain: string;
  defaultInstance: string | undefined;
}

const normalHost = (rawHost: string) => rawHost.toLowerCase().replace(/\.$/, '');

/** Host -> venue (architecture §3): a custom domain, `<slug>.PLATFORM_DOMAIN`, `<slug>.localhost`,
 * or the default venue for a bare host. */
export class Tenancy {
  readonly #cache = new TtlCache<string, VenueRef | null>(10_000);
  readonly #options: TenancyOptions;

  constructor(options: TenancyOptions) {
    this.#options = options;
  }

  /** The host cache's hits and misses (plugins/metrics.ts). */
  get cacheStats(): { hits: number; misses: number } {
    return this.#cache;
  }

  /** The slug a host names by convention, or undefined for a bare host. */
  slugFromHost(host: string): string | null | undefined {
    const { platformDomain } = this.#options;
    if (host === platformDomain || host === 'localhost' || isIP(host.replace(/^\[|\]$/g, '')))
      return undefined;
    for (const suffix of [`.${platformDomain}`, '.localhost']) {
      if (host.endsWith(suffix)) {
        const label = host.slice(0, -suffix.length).split('.').pop();
        return label || null;
      }
    }
    return null;
  }

  /** The venue of a host when the cache holds it (null: an unknown host), else undefined. */
  cachedVenue(rawHost: string): VenueRef | null | undefined {
    return this.#cache.get(normalHost(rawHost));
  }

  async resolve(rawHost: string): Promise<number | null> {
    return (await this.resolveVenue(rawHost))?.id ?? null;
  }

  /** The venue of a host with its locked flag, cached like `resolve`. */
  async resolveVenue(rawHost: string): Promise<VenueRef | null> {
    const host = normalHost(rawHost);
    return this.#cache.getOrLoad(host, async () => {
      const byDomain = await findVenueByHost(this.#options.db, host);
      if (byDomain !== null) return byDomain;
      const slug = this.slugFromHost(host);
      if (slug === null) return null;
      const wanted = slug ?? this.#options.defaultInstance;
      return wanted ? findVenueBySlug(this.#options.db, wanted) : null;
    });
  }

  invalidate(): void {
    this.#cache.clear();
  }
}

export function requireInstanceId(request: FastifyRequest): number {
  if (request.instanceId === null) throw new AppError(404, 'venue_not_found');
  return request.instanceId;
}

/**
 * Writes a locked venue still takes (spec §1: its app is only the inactive notice): the start-up
 * calls the notice page makes (tracking, the anonymous profile, client errors), the staff's, and
 * the gateways' notices about money already moving. Every other write (orders, tables, payments,
 * bookings) answers 403 `site_inactive`, so nothing new is sold through a lapsed venue.
 */
const lockedVenueWrites = [
  '/api/',
  '/profiles/',
  '/client-errors',
  '/staff/',
  '/payments/webhooks/',
  '/sandbox/',
];
const readMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export function refusedAtLockedVenue(method: string, url: string): boolean {
  return !readMethods.has(method) && !lockedVenueWrites.some((prefix) => url.startsWith(prefix));
}

/** Routes that never depend on the host's venue (no database lookup before them). */
const venueLessRoutes: ReadonlySet<string> = new Set(['/healthz', '/metrics', '/platform/tls/ask']);

export const tenancyPlugin = fp(async (app: FastifyInstance, options: TenancyOptions) => {
  const tenancy = new Tenancy(options);
  app.decorate('tenancy', tenancy);
  app.decorateRequest('instanceId', null);
  // A callback hook with a synchronous path for a host the cache holds (every request but the
  // first of a host in 10 s): no promise per request on the hot path of cached reads
  // (docs/decisions/030-cached-reads-and-memory.md).
  app.addHook('onRequest', (request, _reply, done) => {
    // The health probe names no venue and must answer 503, not fail here, when the database is down;
    // nor do the metrics, read most when the database is down.
    if (venueLessRoutes.has(request.routeOptions.url ?? '')) return done();
    const apply = (venue: VenueRef | null) => {
      request.instanceId = venue?.id ?? null;
      const refused = venue?.locked && refusedAtLockedVenue(request.method, request.url);
      done(refused ? new AppError(403, 'site_inactive') : undefined);
    };
    const cached = tenancy.cachedVenue(request.hostname);
    if (cached !== undefined) return apply(cached);
    tenancy.resolveVenue(request.hostname).then(apply, done);
  });
});
