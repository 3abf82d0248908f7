import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import {
  databaseCounter,
  type HitCounter,
  memoryCounter,
  rateLimitStoreOf,
} from '../lib/rate-limit-store.ts';
import { profileRequired, requireProfile } from '../modules/profile/profile.auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Calls a minute one diner may make to the route (see perDinerPerMinute in lib/http.ts). */
    dinerRateLimit?: number;
  }
}

/** Where the limits count: in the database on PostgreSQL, so N server processes never multiply a
 * limit; in the process on PGlite, which is one process by design (docs/decisions/119-shared-limits.md). */
export function rateLimitCounter(database: Database): HitCounter {
  return database.kind === 'postgres' ? databaseCounter(database.db) : memoryCounter();
}

interface AddressLimit {
  max: number;
  timeWindow: number;
  keyGenerator: (request: FastifyRequest) => string;
}

/** Rate limits (docs/operations.md#rate-limits). `config.rateLimit` is @fastify/rate-limit's
 * per-address limit, counted by `counter` through the plugin's `store` option; `config.dinerRateLimit`
 * adds a limit per diner: per profile on routes that require one (only real profiles get a bucket),
 * per `profileid` header elsewhere (a made-up one only reaches the address ceiling, as a caller
 * without one does). On such a route both limits are taken by one hook, before the body is read,
 * with one call of the counter (one statement on PostgreSQL). */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, { counter }: { counter: HitCounter }) => {
  // Before @fastify/rate-limit's own onRoute hook: a route with a diner limit takes its address
  // limit here, beside the diner's, instead of in a hook of the plugin's.
  app.addHook('onRoute', (route) => {
    const perDiner = route.config?.dinerRateLimit;
    const perAddress = route.config?.rateLimit as AddressLimit | undefined;
    if (!perDiner || !perAddress) return;
    route.config = { ...route.config, rateLimit: false };
    const authenticated = [route.preValidation ?? []].flat().includes(profileRequired);
    const dinerOf = async (request: FastifyRequest): Promise<string | null> => {
      if (!authenticated) {
        const header = request.headers.profileid;
        return typeof header === 'string' && header !== '' ? `${header}|${request.hostname}` : null;
      }
      // refused here, the call is refused again by the route's own check (the same answer)
      return `${(await requireProfile(request).catch(() => null))?.profileId ?? ''}` || null;
    };
    const routeKey = `${route.method} ${route.url}|`;
    const limitBoth: onRequestHookHandler = async (request, reply) => {
      const diner = await dinerOf(request);
      const keys = [`${routeKey}${perAddress.keyGenerator(request)}`];
      if (diner !== null) keys.push(`${routeKey}diner|${diner}`);
      const [address, own] = await counter.hit(keys, perAddress.timeWindow);
      const over = [
        address!.count > perAddress.max ? address : null,
        own && own.count > perDiner ? own : null,
      ];
      const refused = over.find((hit) => hit !== null);
      if (refused) {
        reply.header('retry-after', String(Math.ceil(refused.ttlMs / 1000)));
        throw new AppError(429, 'rate_limited');
      }
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), limitBoth] as onRequestHookHandler[];
  });
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreOf(counter) as unknown as RateLimitPluginOptions['store'],
  });
});
