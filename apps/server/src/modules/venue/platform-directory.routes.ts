import { FALLBACK_LANG, SUPPORTED_LANGS } from '@storefront/domain/constants';
import { directoryWords } from '@storefront/domain/venue/platform-directory';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { browserLang } from '../../lib/lang.ts';
import { getInstance, listOpenVenues } from './venue.repository.ts';
import type { VenueDeps } from './venue.service.ts';

// The platform's directory of venues: a plain page every host answers, the default "See other
// restaurants" of a locked venue's notice (spec §1; docs/decisions/095-the-demo-platform-settings.md).

export interface PlatformDirectoryOptions {
  venues: VenueDeps;
  /** Bare domain of the platform: a venue answers on `<slug>.<platformDomain>`. */
  platformDomain: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const venueLang = (language: string): Lang =>
  (SUPPORTED_LANGS as readonly string[]).includes(language) ? (language as Lang) : FALLBACK_LANG;

/** Where a venue answers, seen from this request: `<slug>.localhost:<port>` on a local platform (the
 * demo), else `https://<slug>.<platformDomain>`. */
function venueAddress(slug: string, platformDomain: string, protocol: string, host: string): string {
  if (platformDomain !== 'localhost') return `https://${slug}.${platformDomain}/`;
  const port = /:(\d+)$/.exec(host)?.[1];
  return `${protocol}://${slug}.localhost${port ? `:${port}` : ''}/`;
}

export const platformDirectoryRoutes: FastifyPluginAsyncZod<PlatformDirectoryOptions> = async (
  app,
  { venues, platformDomain },
) => {
  app.get(
    '/platform/venues',
    {
      schema: {
        tags: ['venue'],
        summary:
          "The platform's directory: every venue taking orders, linked to its storefront (the inactive " +
          'notice\'s "See other restaurants" by default), in the language of the venue whose host is asked, ' +
          "else the browser's (es, en, pt)",
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      // On a venue's host (a locked venue's notice links here) the venue's language, as its
      // storefront speaks (spec §1); on a bare host the browser's.
      const venue = request.instanceId === null ? null : await getInstance(venues.db, request.instanceId);
      const lang = venue ? venueLang(venue.language) : browserLang(request.headers['accept-language']);
      const words = directoryWords[lang];
      const platform = escapeHtml(venues.platform.name);
      const title = words.title.replace('{{platform}}', platform);
      const open = await listOpenVenues(venues.db);
      const items = open
        .map(
          (venue) =>
            `<li><a href="${escapeHtml(venueAddress(venue.slug, platformDomain, request.protocol, request.host))}">${escapeHtml(venue.name)}</a></li>`,
        )
        .join('');
      const body =
        open.length > 0
          ? `<p>${escapeHtml(words.intro)}</p><ul>${items}</ul>`
          : `<p>${escapeHtml(words.empty)}</p>`;
      const style =
        'body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:2rem 1.5rem;color:#1a1a1a}' +
        'ul{list-style:none;padding:0}li{margin:.5rem 0}' +
        'a{display:block;min-height:24px;padding:.75rem 1rem;border:1px solid #767676;border-radius:.5rem;color:#1a1a1a;font-weight:600}';
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${style}</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
    },
  );
};
