import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import { errorMessage } from '@storefront/domain/errors/error-messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../lib/app-error.ts';
import { requestLang } from '../lib/lang.ts';

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  key: ErrorKey,
  params: Record<string, string | number> = {},
) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ key, message: errorMessage(requestLang(request), key, params), params });
}

const keyByFastifyCode: Readonly<Record<string, [number, ErrorKey]>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_request'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'bad_request'],
};

// Security headers for the answers the router gives before any hook (so before helmet) runs.
const routerErrorHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/** Fastify's `frameworkErrors` option: a malformed URL (`/%zz`, FST_ERR_BAD_URL) or an over-long
 * path parameter (FST_ERR_MAX_PARAM_LENGTH) is refused by the router before the error handler and
 * the hooks exist for the request; without this they answer Fastify's own JSON, not `{ key }`. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(routerErrorHeaders);
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  if (status >= 500) {
    request.log.error({ err: error }, 'router error');
    sendError(request, reply, 500, 'internal_error');
    return;
  }
  sendError(request, reply, status, 'bad_request');
}

/** Seconds a client is asked to wait (Retry-After) when the database cannot be reached: the pool
 * reconnects on the next request after that, with no restart. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** One error shape everywhere: `{ key, message, params }` in the request's language; 5xx details
 * stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError)
      return sendError(request, reply, error.statusCode, error.key, error.params);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = [
        ...new Set(
          error.validation.map((issue) => issue.instancePath.replace(/^\//, '') || error.validationContext),
        ),
      ]
        .filter(Boolean)
        .join(', ');
      return sendError(request, reply, 400, 'validation_failed', { fields: fields || 'body' });
    }
    const mapped = error.code ? keyByFastifyCode[error.code] : undefined;
    if (mapped) return sendError(request, reply, mapped[0], mapped[1]);
    if (error.statusCode === 429) return sendError(request, reply, 429, 'rate_limited');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(request, reply, error.statusCode, 'bad_request');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(request, reply, 503, 'temporarily_unavailable');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'internal_error');
  });
});
