import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessage } from '@storefront/domain/errors/error-messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CachedBody, etagOf, originOf, sendCachedBody } from '../lib/http.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import {
  escapeHtml,
  renderBootSplash,
  renderLeadImagePreloads,
  renderShellHead,
  shellPath,
} from '../modules/catalog/catalog.seo.ts';
import { branchMenu, shellData } from '../modules/catalog/catalog.service.ts';
import { renderBootData, renderMenuPreload } from '../modules/catalog/shell-boot.ts';
import { venueConfig } from '../modules/venue/venue.service.ts';
import { sendError } from './errors.ts';

// First path segments that belong to the API: never answered with the HTML shell.
const apiPrefixes = [
  'domain',
  'api',
  'profiles',
  'menudigital',
  'media',
  'docs',
  'healthz',
  'staff',
  'sandbox',
  'payments',
  'payments.json',
  'purchases',
  'favicon.ico',
  'catalog',
  'consent',
  'client-errors',
  'delivery',
  'booking',
  'platform',
  'metrics',
];

export function isPagePath(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  // The build's own index.html is the shell itself: a page, whatever its dot.
  if (path === '/index.html') return true;
  const first = path.split('/')[1] ?? '';
  if (apiPrefixes.includes(first)) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

// Before any venue is known there is no language or theme to use: the error catalogue's words
// in es, en and pt, on a plain page.
const unknownVenueHtml =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  `<title>404</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">` +
  `<h1>${errorMessage('es', 'venue_not_found')}</h1>` +
  `<p lang="en">${errorMessage('en', 'venue_not_found')}</p>` +
  `<p lang="pt">${errorMessage('pt', 'venue_not_found')}</p></body></html>`;

function unknownVenuePage(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(unknownVenueHtml);
}

/** The shell split where the head tags go: its own empty title and description are dropped. */
/** The booking pop-up (`/reservarpopup/{branch_id}`) is the one page a venue embeds in
 * its own site: any site may frame it (docs/bookings.md); every other page stays same-origin only. */
function embeddable(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  }
  reply.removeHeader('x-frame-options');
}

export function splitShell(html: string): { before: string; after: string } | null {
  const cleaned = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const at = cleaned.search(/<\/head>/i);
  return at < 0 ? null : { before: cleaned.slice(0, at), after: cleaned.slice(at) };
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The lead images' preloads go before the shell's scripts: on HTTP/1.1 the browser opens six
 * connections per origin and hands them out in the order it finds the requests
 * (docs/decisions/034-largest-paint-from-the-html.md). */
function withLeadImages(head: string, preloads: string): string {
  const at = head.search(/<script\b/i);
  return at < 0 ? head + preloads : head.slice(0, at) + preloads + head.slice(at);
}

/** The build's stylesheet inlined in the shell, so the first paint waits for no request beyond the
 * HTML (docs/decisions/034-largest-paint-from-the-html.md); a shell whose stylesheet cannot be
 * read keeps its link. */
export function inlineStylesheet(html: string, webDist: string): string {
  const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(html);
  const file = link?.[1] ? join(webDist, link[1]) : null;
  if (!link || !file || !existsSync(file)) return html;
  const css = readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
  return html.replace(link[0], () => `<style>${css}</style>`);
}

/** SEO and link previews (docs/decisions/017-catalogue-cart-and-menu-screens.md): the shell of a page of a known branch
 * names the venue and branch in its head, with Open Graph tags and schema.org JSON-LD, and its
 * body starts with the venue's loading splash, followed by the venue config inlined
 * (docs/decisions/032-first-paint-from-the-html.md); the branch's menu is preloaded from the head
 * (docs/decisions/034-largest-paint-from-the-html.md). The rendered parts are kept briefly per
 * (venue, origin, branch, kind of page). */
function seoShell(app: FastifyInstance, html: string) {
  const parts = splitShell(html);
  const heads = new TtlCache<string, { before: string; after: string }>(5_000, 1_000);
  return async (request: FastifyRequest): Promise<string> => {
    const instanceId = request.instanceId;
    if (!parts || instanceId === null) return html;
    const path = request.url.split('?')[0] ?? '/';
    const { slug, kind } = shellPath(path);
    const home = slug !== null && path.split('/').filter(Boolean).length === 1;
    const origin = originOf(request);
    try {
      // The inlined config and the menu (its banners, its JSON-LD) come from their own caches,
      // which a staff edit or an import clears; their ETags are in the key so the page never holds
      // a config or banners older than the API's.
      const [config, menu] = await Promise.all([
        venueConfig(app.venues, instanceId),
        slug ? branchMenu(app.catalog, instanceId, slug) : null,
      ]);
      const key = `${instanceId}|${origin}|${slug ?? ''}|${kind}|${home}|${config?.etag ?? ''}|${menu?.etag ?? ''}`;
      const shell = await heads.getOrLoad(key, async () => {
        const data = await shellData(
          app.catalog,
          instanceId,
          kind === 'landing' ? null : slug,
          kind === 'menu',
        );
        if (!data) return parts;
        const lang = data.instance.language;
        const before = withLeadImages(
          parts.before.replace(/(<html\b[^>]*?\slang=")[^"]*"/i, `$1${escapeHtml(lang)}"`),
          renderLeadImagePreloads(
            data.instance,
            home ? (menu?.menu ?? null) : null,
            Boolean(data.splashLogo),
          ) + (menu && slug ? renderMenuPreload(slug) : ''),
        );
        const bootData = config ? renderBootData(config.body.toString('utf8')) : '';
        return {
          before: before + renderShellHead({ origin, ...data }),
          after: parts.after.replace(
            EMPTY_ROOT,
            `<div id="root">${renderBootSplash(data.instance, data.splashLogo)}</div>${bootData}`,
          ),
        };
      });
      return `${shell.before}<meta property="og:url" content="${escapeHtml(origin + path)}">${shell.after}`;
    } catch (error) {
      // The page still works without its head tags: never fail the shell over them.
      request.log.warn({ err: error }, 'shell head not rendered');
      return html;
    }
  };
}

/** The shell compressed when the client accepts it: with the inlined config and stylesheet it is not small. */
/** The shell's bytes, ETag and compressed forms per distinct page (a bounded few), so a page is
 * hashed and compressed once per change rather than per request (docs/decisions/030-cached-reads-and-memory.md). */
const shellBodies = new Map<string, CachedBody>();
const SHELL_BODIES_KEPT = 64;

function shellBody(html: string): CachedBody {
  const etag = etagOf(html);
  let cached = shellBodies.get(etag);
  if (!cached) {
    cached = { body: Buffer.from(html, 'utf8'), etag, encoded: {} };
    if (shellBodies.size >= SHELL_BODIES_KEPT) shellBodies.delete(shellBodies.keys().next().value as string);
    shellBodies.set(etag, cached);
  }
  return cached;
}

/** The HTML shell: revalidated on every visit (no-cache), 304 while unchanged, compressed once. */
function sendShell(request: FastifyRequest, reply: FastifyReply, html: string) {
  return sendCachedBody(request, reply, shellBody(html), {
    type: 'text/html; charset=utf-8',
    vary: 'host, accept-encoding',
  });
}

/** Serves the built storefront: hashed assets immutable and precompressed, index.html for every
 * page path (history mode), never cached stale; unknown API paths get a JSON 404. */
export const staticPlugin = fp(async (app: FastifyInstance, { webDist }: { webDist: string }) => {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      // the staff console's build is served by staff-console.ts
      globIgnore: ['staff/**'],
      index: false,
      preCompressed: true,
      cacheControl: false,
      // /index.html is the shell: a host that names no venue gets the 404 page instead (below).
      allowedPath: (pathName, _root, request) => pathName !== '/index.html' || request.instanceId !== null,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes(`${join(webDist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'storefront build not found: run `npm run build`; serving the API only');
  }
  // Read once: a new build is served after a restart, like its hashed assets.
  const shell = hasBuild
    ? seoShell(app, inlineStylesheet(readFileSync(join(webDist, 'index.html'), 'utf8'), webDist))
    : null;

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPagePath(request)) return sendError(request, reply, 404, 'route_not_found');
    if (request.instanceId === null) return unknownVenuePage(reply);
    if (!shell) return sendError(request, reply, 503, 'service_unavailable');
    const html = await shell(request);
    if (request.url.startsWith('/reservarpopup/')) embeddable(reply);
    return sendShell(request, reply, html);
  });
});
