import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { staffConsoleScreens } from '@storefront/domain/staff/staff-roles.rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { errorBody } from '../lib/http.ts';

// The staff console's page and assets (docs/decisions/027-staff-console.md), built by
// `npm run build -w apps/staff` into apps/web/dist/staff (WEB_DIST/staff): `/staff/` and its screens
// answer the console's index.html on a venue's host; `/staff/assets/*` its hashed files. Every other /staff/ path is the
// API's (static.ts answers an unknown one with a JSON 404, never a page).

export const staffConsolePlugin = fp(async (app: FastifyInstance, { webDist }: { webDist: string }) => {
  const dist = join(webDist, 'staff');
  const built = existsSync(join(dist, 'index.html'));
  if (!built) {
    app.log.warn({ dist }, 'staff console build not found: run `npm run build`; /staff/ is the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: join(dist, 'assets'),
    prefix: '/staff/assets/',
    decorateReply: false,
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // Read once: a new build is served after a restart, like its hashed assets.
  const page = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const path of ['/staff', ...staffConsoleScreens.map((screen) => `/staff/${screen}`)]) {
    app.get(
      path,
      {
        schema: {
          tags: ['staff'],
          summary: 'The staff console (HTML page of the single-page app)',
          response: { 200: z.string().describe('text/html'), 404: errorBody },
        },
      },
      async (request, reply) => {
        if (request.instanceId === null) throw new AppError(404, 'venue_not_found');
        return reply
          .header('cache-control', 'no-cache')
          .header('x-robots-tag', 'noindex')
          .type('text/html; charset=utf-8')
          .send(page);
      },
    );
  }
});
