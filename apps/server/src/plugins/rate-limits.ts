import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { profileRequired, requireProfile } from '../modules/profile/profile.auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Calls a minute one diner may make to the route (see perDinerPerMinute in lib/http.ts). */
    dinerRateLimit?: number;
  }
}

/** Rate limits (docs/operations.md#rate-limits). `config.rateLimit` is @fastify/rate-limit's
 * per-address limit; `config.dinerRateLimit` adds a limit per diner, counted after
 * authentication on routes that require a profile (so every refused call counts, but only real
 * profiles get a bucket), and per `profileid` header elsewhere (a made-up one only reaches the
 * address ceiling, as a caller without one does). */
export const rateLimitsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, { global: false });
  app.addHook('onRoute', (route) => {
    const perDiner = route.config?.dinerRateLimit;
    if (!perDiner) return;
    const existing = [route.preValidation ?? []].flat() as preValidationHookHandler[];
    const authenticated = existing.includes(profileRequired);
    const dinerOf = async (request: FastifyRequest): Promise<string | null> => {
      if (authenticated) return `${(await requireProfile(request)).profileId}`;
      const header = request.headers.profileid;
      return typeof header === 'string' && header !== '' ? `${header}|${request.hostname}` : null;
    };
    const limiter = app.createRateLimit({
      max: perDiner,
      timeWindow: 60_000,
      keyGenerator: async (request) => (await dinerOf(request)) ?? '',
    });
    const limitDiner = async (request: FastifyRequest, reply: FastifyReply) => {
      if ((await dinerOf(request)) === null) return;
      const outcome = await limiter(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        reply.header('retry-after', String(outcome.ttlInSeconds));
        throw new AppError(429, 'rate_limited');
      }
    };
    route.preValidation = [...existing, limitDiner];
  });
});
