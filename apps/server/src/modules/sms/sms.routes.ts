import { isValidPhone } from '@storefront/domain/delivery/contact.schema';
import {
  smsSendBody,
  smsSentSchema,
  smsVerifiedSchema,
  smsVerifyBody,
} from '@storefront/domain/delivery/delivery.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { dinerHeaders, errorBody, NO_STORE, perDinerPerMinute, storefrontHeaders } from '../../lib/http.ts';
import { requestLang } from '../../lib/lang.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { profileRequired, requireProfile } from '../profile/profile.auth.ts';
import { getInstance } from '../venue/venue.repository.ts';
import { e164, type SmsDeps, sendSmsCode, verifySmsCode } from './sms-codes.service.ts';
import { outboxFor } from './sms-outbox.repository.ts';

export interface SmsRoutesOptions {
  deps: SmsDeps;
  /** The sandbox inbox: only with the outbox sender, never in production. */
  sandboxInbox: boolean;
}

function phoneOf(body: { phone_code: string; phone: string }): string {
  if (!isValidPhone(body.phone_code, body.phone)) throw new AppError(422, 'invalid_phone');
  return e164(body.phone_code, body.phone);
}

// The SMS code confirming the diner's phone where the venue requires it (spec §5, §9).
export const smsRoutes: FastifyPluginAsyncZod<SmsRoutesOptions> = async (app, { deps, sandboxInbox }) => {
  app.post(
    '/delivery/sms-codes.json',
    {
      preValidation: profileRequired,
      config: perDinerPerMinute(10, 400),
      schema: {
        tags: ['delivery'],
        summary: 'Send a 4-digit code to the phone (again after 14 s: 429 sms_resend_too_soon)',
        headers: dinerHeaders,
        body: smsSendBody,
        response: {
          201: smsSentSchema,
          400: errorBody,
          401: errorBody,
          404: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await requireProfile(request);
      const venue = await getInstance(deps.db, instanceId);
      const sent = await sendSmsCode(
        deps,
        instanceId,
        profileId,
        phoneOf(request.body),
        requestLang(request),
        venue?.name ?? '',
      );
      return reply.code(201).header('cache-control', NO_STORE).send(sent);
    },
  );

  app.post(
    '/delivery/sms-codes/verify.json',
    {
      preValidation: profileRequired,
      config: perDinerPerMinute(30, 600),
      schema: {
        tags: ['delivery'],
        summary: 'Check the code (limited attempts: 422 sms_code_invalid, then sms_attempts_exceeded)',
        headers: dinerHeaders,
        body: smsVerifyBody,
        response: {
          200: smsVerifiedSchema,
          400: errorBody,
          401: errorBody,
          404: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      const { instanceId, profileId } = await requireProfile(request);
      await verifySmsCode(deps, instanceId, profileId, phoneOf(request.body), request.body.code);
      return { verified: true as const };
    },
  );

  if (!sandboxInbox) return;
  app.get(
    '/sandbox/sms/outbox.json',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          'Development only (the default outbox SMS sender, NODE_ENV other than production): the last ' +
          'messages to a phone, so the demo can be used without an SMS provider',
        headers: storefrontHeaders,
        querystring: z.object({ phone: z.string().regex(/^\+\d{8,16}$/) }),
        response: {
          200: z.object({ messages: z.array(z.object({ body: z.string(), created_at: z.string() })) }),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const rows = await outboxFor(deps.db, requireInstanceId(request), request.query.phone);
      return reply
        .header('cache-control', NO_STORE)
        .send({ messages: rows.map((row) => ({ body: row.body, created_at: row.createdAt.toISOString() })) });
    },
  );
};
