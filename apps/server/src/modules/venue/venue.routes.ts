import { mediaUrl } from '@storefront/domain/media/media.rules';
import { instanceConfigSchema, supplierSchema } from '@storefront/domain/venue/config.schema';
import { legalTextsSchema } from '@storefront/domain/venue/venue.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import {
  errorBody,
  revalidate,
  sendCachedJson,
  storefrontHeaders,
  withoutJsonSuffix,
} from '../../lib/http.ts';
import type { CachedRead } from '../../plugins/cached-read-path.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { platformDirectoryRoutes } from './platform-directory.routes.ts';
import { findMedia, getInstance } from './venue.repository.ts';
import {
  freshSupplierBySlug,
  freshVenueConfig,
  supplierById,
  supplierBySlug,
  type VenueDeps,
  venueConfig,
} from './venue.service.ts';

export interface VenueRoutesOptions {
  venues: VenueDeps;
  /** Bare domain of the platform (the directory's links); default localhost. */
  platformDomain?: string;
}

/** The config and a branch by its slug, answered before the router while their caches hold them
 * (docs/decisions/060-cached-reads-before-the-router.md): the routes below, as they answer. */
export const venueCachedReads = (venues: VenueDeps): CachedRead[] => [
  {
    path: /^\/domain\/config\.json$/,
    route: '/domain/config.json',
    body: (instanceId) => freshVenueConfig(venues, instanceId),
  },
  {
    path: /^\/domain\/suppliers\/([a-z0-9-]{1,63})\.json$/,
    route: '/domain/suppliers/:file',
    body: (instanceId, [slug]) => freshSupplierBySlug(venues, instanceId, slug!),
  },
];

// spec §7 "Config": the venue and its branches, by the request's host.
export const venueRoutes: FastifyPluginAsyncZod<VenueRoutesOptions> = async (
  app,
  { venues, platformDomain = 'localhost' },
) => {
  await app.register(platformDirectoryRoutes, { venues, platformDomain });
  app.get(
    '/domain/config.json',
    {
      schema: {
        tags: ['config'],
        summary: `The venue answering this host (spec §3 Instance), with its branches.${revalidate}`,
        headers: storefrontHeaders,
        response: { 200: instanceConfigSchema, 304: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      const config = await venueConfig(venues, requireInstanceId(request));
      if (!config) throw new AppError(404, 'venue_not_found');
      return sendCachedJson(request, reply, config);
    },
  );

  app.get(
    '/domain/suppliers/:file',
    {
      schema: {
        tags: ['config'],
        summary: `A branch of this venue by its slug: /domain/suppliers/{slug}.json.${revalidate}`,
        headers: storefrontHeaders,
        params: z.object({ file: z.string().max(120) }),
        response: { 200: supplierSchema, 304: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      const instanceId = requireInstanceId(request);
      const slug = withoutJsonSuffix(request.params.file);
      const supplier = slug ? await supplierBySlug(venues, instanceId, slug) : null;
      if (!supplier) throw new AppError(404, 'supplier_not_found');
      return sendCachedJson(request, reply, supplier);
    },
  );

  app.get(
    '/domain/branches/:file',
    {
      schema: {
        tags: ['config'],
        summary: `A branch of this venue by its id: /domain/branches/{id}.json.${revalidate}`,
        headers: storefrontHeaders,
        params: z.object({ file: z.string().max(40) }),
        response: { 200: supplierSchema, 304: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      const instanceId = requireInstanceId(request);
      const id = Number(withoutJsonSuffix(request.params.file) ?? Number.NaN);
      const supplier = Number.isSafeInteger(id) && id > 0 ? await supplierById(venues, instanceId, id) : null;
      if (!supplier) throw new AppError(404, 'supplier_not_found');
      return sendCachedJson(request, reply, supplier);
    },
  );

  app.get(
    '/domain/legal.json',
    {
      schema: {
        tags: ['config'],
        summary:
          "The venue's legal texts (terms of use, privacy notice) per language, as the back office saved " +
          'them or the venue file has them; null when the venue has none',
        headers: storefrontHeaders,
        response: { 200: legalTextsSchema, 404: errorBody },
      },
    },
    async (request, reply) => {
      const venue = await getInstance(app.db, requireInstanceId(request));
      if (!venue) throw new AppError(404, 'venue_not_found');
      // revalidated on every read: a brand editor's save reaches diners at once (ADR 103)
      reply.header('cache-control', 'no-cache');
      return venue.legal;
    },
  );

  app.get(
    '/favicon.ico',
    {
      schema: {
        tags: ['config'],
        summary: "Browsers ask for /favicon.ico: a redirect to the venue's favicon (or logo)",
        response: { 302: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      const venue = await getInstance(app.db, requireInstanceId(request));
      const icon = venue?.metaFavicon ?? venue?.headerLogo;
      if (!icon) throw new AppError(404, 'not_found');
      return reply.header('cache-control', 'public, max-age=3600').redirect(mediaUrl(icon, 64), 302);
    },
  );

  app.get(
    '/media/:file',
    {
      schema: {
        tags: ['config'],
        summary: 'A venue image by content hash (immutable)',
        params: z.object({ file: z.string().regex(/^[a-f0-9]{16,64}\.[a-z0-9]{2,5}$/) }),
      },
    },
    async (request, reply) => {
      const instanceId = requireInstanceId(request);
      const found = await findMedia(app.db, instanceId, request.params.file.split('.')[0]!);
      if (!found) throw new AppError(404, 'not_found');
      return (
        reply
          .type(found.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          // Venue-supplied SVG must never run script on our origin, even when opened directly.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(Buffer.from(found.bytes))
      );
    },
  );
};
