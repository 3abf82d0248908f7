import { unstorableTextPath } from '@storefront/domain/text/text.rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/** The part's field holding text the stores cannot keep, as `contact.name` (the part itself when
 * the whole value is the text), or null. */
function unstorableField(part: string, value: unknown): string | null {
  const path = unstorableTextPath(value);
  if (path === null) return null;
  return path.length > 0 ? path.join('.') : part;
}

/** Every text a request sends must be storable (`packages/domain/src/text/text.rules.ts`):
 * well-formed Unicode without U+0000. Else PostgreSQL or PGlite would fail in the driver with a
 * 500. Checked once here for every route, as a 400 `validation_failed` naming the field: headers
 * before anything reads them (the venue lookup, authentication); path, query and body once the
 * route's own authentication and validation hooks have passed, so an unauthenticated call is still
 * refused before its body is looked at. */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // Callback hooks: the checks are synchronous, so no promise per request (ADR 030).
  app.addHook('onRequest', (request, _reply, done) => {
    const path = unstorableTextPath(request.headers);
    done(
      path === null
        ? undefined
        : new AppError(400, 'validation_failed', { fields: ['headers', ...path].join('.') }),
    );
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of parts) {
      const field = unstorableField(part, value);
      if (field !== null) return done(new AppError(400, 'validation_failed', { fields: field }));
    }
    done();
  });
});
