import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
  'catalog',
  'consent',
  'client-errors',
];

export function isPagePath(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  const first = path.split('/')[1] ?? '';
  if (apiPrefixes.includes(first)) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

function unknownVenuePage(reply: FastifyReply) {
  // Before any venue is known there is no language or theme to use: a plain trilingual page.
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
        '<title>404</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">' +
        '<h1>Restaurante no encontrado</h1><p>Esta dirección no corresponde a ningún restaurante.</p>' +
        '<p lang="en">Restaurant not found: this address does not belong to any restaurant.</p>' +
        '<p lang="pt">Restaurante não encontrado: este endereço não pertence a nenhum restaurante.</p></body></html>',
    );
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
      index: false,
      preCompressed: true,
      cacheControl: false,
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

  app.setNotFoundHandler((request, reply) => {
    if (!isPagePath(request)) return sendError(request, reply, 404, 'route_not_found');
    if (request.instanceId === null) return unknownVenuePage(reply);
    if (!hasBuild) return sendError(request, reply, 503, 'service_unavailable');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
