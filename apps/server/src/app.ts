import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { venueRoutes } from './modules/venue/venue.routes.ts';
import { VenueService } from './modules/venue/venue.service.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { staticPlugin } from './plugins/static.ts';
import { tenancyPlugin } from './plugins/tenancy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    venues: VenueService;
  }
}

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppOptions {
  config: Config;
  database: Database;
}

/** Builds the application: plugins in order (external -> app -> routes), nothing listens here. */
export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: 64 * 1024,
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('database', database);
  app.decorate('db', database.db);
  const venues = new VenueService(database.db, {
    name: config.PLATFORM_NAME,
    directory_url: config.PLATFORM_DIRECTORY_URL ?? null,
    signup_url: config.PLATFORM_SIGNUP_URL ?? null,
    contact_email: config.PLATFORM_CONTACT_EMAIL ?? null,
    contact_phone: config.PLATFORM_CONTACT_PHONE ?? null,
    consent_url: config.CONSENT_URL,
  });
  app.decorate('venues', venues);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.googletagmanager.com', 'https://connect.facebook.net'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https://*.google-analytics.com', 'https://www.facebook.com'],
        frameSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront API',
        version: '0.1.0',
        description:
          'The API the white-label storefront calls. The venue is chosen by the Host header. ' +
          'Errors are `{ key, message, params }` with the message in the `lang` header language.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  await app.register(errorsPlugin);
  await app.register(tenancyPlugin, {
    db: database.db,
    platformDomain: config.PLATFORM_DOMAIN,
    defaultInstance: config.DEFAULT_INSTANCE,
  });

  await app.register(healthRoutes);
  await app.register(venueRoutes, { venues });
  await app.register(staticPlugin, { webDist: config.WEB_DIST ?? defaultWebDist });
  return app;
}
