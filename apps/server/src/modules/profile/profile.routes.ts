import {
  createAnonymousProfileBody,
  profileSchema,
  profileStatusSchema,
  updateProfileBody,
} from '@storefront/domain/profile/profile.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { dinerHeaders, errorBody, NO_STORE, perClientPerMinute, storefrontHeaders } from '../../lib/http.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { profileRequired, requireProfile } from './profile.auth.ts';
import {
  createAnonymousProfile,
  profileAccount,
  smartLinkLogin,
  updateProfileAccount,
} from './profile.service.ts';

export interface ProfileRoutesOptions {
  /** Profiles one client (IP + host) may create per minute. */
  createPerMinute: number;
}

const profileIdParam = z.object({ profile_id: z.string().max(64) });

// spec §7 Profiles, within the venue of the request's host.
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, options) => {
  const rateLimit = perClientPerMinute(options.createPerMinute);

  app.post(
    '/profiles/anonymous.json',
    {
      config: { rateLimit },
      schema: {
        tags: ['profiles'],
        summary: 'Create an anonymous profile; the answer carries its id and token (spec §6)',
        headers: storefrontHeaders,
        body: createAnonymousProfileBody,
        response: { 201: profileSchema, 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const profile = await createAnonymousProfile(app.db, requireInstanceId(request), request.body.profile);
      return reply.code(201).header('cache-control', NO_STORE).send(profile);
    },
  );

  app.get(
    '/profiles/status.json',
    {
      preValidation: profileRequired,
      schema: {
        tags: ['profiles'],
        summary: 'Check the stored profile (headers profileid and token)',
        headers: dinerHeaders,
        response: { 200: profileStatusSchema, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { profileId } = await requireProfile(request);
      return reply
        .header('cache-control', NO_STORE)
        .send({ status: 'active' as const, profile_id: profileId });
    },
  );

  app.get(
    '/profiles/account.json',
    {
      preValidation: profileRequired,
      schema: {
        tags: ['profiles'],
        summary: 'The profile of the headers profileid and token, without its token',
        headers: dinerHeaders,
        response: { 200: profileSchema, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { profileId, instanceId } = await requireProfile(request);
      const profile = await profileAccount(app.db, instanceId, profileId);
      if (!profile) throw new AppError(401, 'unauthorized');
      return reply.header('cache-control', NO_STORE).send(profile);
    },
  );

  app.put(
    '/profiles/account/:profile_id.json',
    {
      preValidation: profileRequired,
      schema: {
        tags: ['profiles'],
        summary: 'Update the editable fields the body names; the path id must be the header profileid',
        headers: dinerHeaders,
        params: profileIdParam,
        body: updateProfileBody,
        response: { 200: profileSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { profileId, instanceId } = await requireProfile(request);
      if (request.params.profile_id.toLowerCase() !== profileId) throw new AppError(403, 'forbidden');
      const profile = await updateProfileAccount(app.db, instanceId, profileId, request.body.profile);
      if (!profile) throw new AppError(401, 'unauthorized');
      return reply.header('cache-control', NO_STORE).send(profile);
    },
  );

  app.get(
    '/profiles/login_smart_link/:profile_id.json',
    {
      // The token rides in the URL: keep these requests out of the info-level request log.
      logLevel: 'warn',
      config: { rateLimit },
      schema: {
        tags: ['profiles'],
        summary: 'Smart-link login: the profile with its token when the token matches',
        headers: storefrontHeaders,
        params: profileIdParam,
        querystring: z.object({ token: z.string().max(128).optional() }),
        response: { 200: profileSchema, 401: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const instanceId = requireInstanceId(request);
      const profile = await smartLinkLogin(
        app.db,
        instanceId,
        request.params.profile_id,
        request.query.token,
      );
      if (!profile) throw new AppError(401, 'unauthorized');
      return reply.header('cache-control', NO_STORE).send(profile);
    },
  );
};
