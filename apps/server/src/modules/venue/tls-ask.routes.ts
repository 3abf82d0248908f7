import { isIP } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorBody } from '../../lib/http.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { findVenueByHost, findVenueBySlug } from './venue.repository.ts';

// The reverse proxy's question before it asks a certificate authority for a certificate on demand
// (Caddy's `on_demand_tls { ask … }`, deploy/Caddyfile, docs/decisions/122-cluster-behind-caddy.md):
// "may I get one for this name?". Yes (200) only for a name a venue answers on: a custom domain of
// the `domains` table, or `<slug>.PLATFORM_DOMAIN` for a venue's slug, locked venues included (their
// notice must still come over HTTPS). Anything else, 404: an unknown domain, another label before a
// venue's subdomain (`x.la-brasa.<domain>`: endless names to spend the CA's rate limit on), the bare
// platform domain and IP addresses (the Caddyfile names those itself), a malformed name.

export interface TlsAskOptions {
  db: Db;
  /** Bare domain of the platform: a venue answers on `<slug>.<platformDomain>`. */
  platformDomain: string;
}

/** A DNS name as a certificate may carry it: letters, digits and inner hyphens per label, at least
 * two labels, 253 characters at most; lowercased, a trailing dot dropped. Else null. */
export function certificateName(raw: string): string | null {
  const name = raw.trim().toLowerCase().replace(/\.$/, '');
  if (name.length === 0 || name.length > 253 || isIP(name)) return null;
  const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
  const labels = name.split('.');
  return labels.length >= 2 && labels.every((part) => label.test(part)) ? name : null;
}

const loopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address));

export const tlsAskRoutes: FastifyPluginAsyncZod<TlsAskOptions> = async (app, { db, platformDomain }) => {
  // Caddy asks once per new name (it keeps the certificate), but a flood of handshakes for made-up
  // names asks as often: answers, yes and no, are kept 10 s, as the host resolution keeps its own.
  const answers = new TtlCache<string, boolean>(10_000, 10_000);
  const suffix = `.${platformDomain}`;

  const known = async (name: string): Promise<boolean> => {
    if (name === platformDomain) return false;
    if ((await findVenueByHost(db, name)) !== null) return true;
    if (!name.endsWith(suffix)) return false;
    const slug = name.slice(0, -suffix.length);
    return !slug.includes('.') && (await findVenueBySlug(db, slug)) !== null;
  };

  app.get(
    '/platform/tls/ask',
    {
      schema: {
        tags: ['operations'],
        summary:
          "The reverse proxy's on-demand TLS check: 200 when a venue answers on `domain` (a custom domain, " +
          'or `<slug>.PLATFORM_DOMAIN`; locked venues too), else 404. Only from the machine itself (a ' +
          'loopback peer sending no X-Forwarded-For): a proxied request is answered 404.',
        querystring: z.object({ domain: z.string().max(300).optional() }),
        response: { 200: z.object({ domain: z.string() }), 404: errorBody },
      },
    },
    async (request) => {
      // The socket's own peer, not request.ip: behind TRUST_PROXY that is the diner's address. A
      // request Caddy forwards from the internet comes from loopback too, but carries X-Forwarded-For.
      const local =
        loopback(request.raw.socket.remoteAddress) &&
        request.headers['x-forwarded-for'] === undefined &&
        request.headers.forwarded === undefined;
      const name = local ? certificateName(request.query.domain ?? '') : null;
      const yes = name !== null && (await answers.getOrLoad(name, () => known(name)));
      if (!yes) throw new AppError(404, 'not_found');
      return { domain: name };
    },
  );
};
