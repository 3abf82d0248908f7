import { consoleWords } from '@storefront/domain/platform/console-words';
import { newVenueSchema } from '@storefront/domain/platform/new-venue.rules';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { browserLang } from '../../lib/lang.ts';
import { checkSameOrigin } from '../staff/staff.auth.ts';
import { forgetVenueReads, type VenueDeps } from '../venue/venue.service.ts';
import { invitationPage, type NewVenueForm, page, signInPage, venuesPage } from './platform.pages.ts';
import { deleteSession, findVenueBySlug, listVenues, type OperatorRow } from './platform.repository.ts';
import {
  acceptOperatorInvitation,
  checkOperator,
  createVenue,
  lockVenue,
  removeVenue,
  unlockVenue,
} from './platform.service.ts';
import {
  clearSessionCookie,
  consoleHostOf,
  operatorOf,
  sessionHash,
  startSession,
} from './platform.session.ts';
import { exportVenue } from './platform-export.repository.ts';

// The platform console (issue 56 "Must work" 1, docs/decisions/123-platform-console.md) on the
// platform's own host, `platform.<PLATFORM_DOMAIN>`: every route is constrained to that host, so a
// venue's host never answers them, and a venue's staff session is not an operator's.

export interface PlatformConsoleOptions {
  database: Database;
  config: Pick<Config, 'PLATFORM_DOMAIN' | 'PORT'>;
  venues: VenueDeps;
  now: () => Date;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const platformConsoleRoutes: FastifyPluginAsync<PlatformConsoleOptions> = async (
  app,
  { database, config, venues, now },
) => {
  const host = new RegExp(`^${escapeRegExp(consoleHostOf(config.PLATFORM_DOMAIN))}(:\\d+)?$`, 'i');
  const constraints = { host };
  // pages of the console's host, not the API: out of the OpenAPI document
  const hidden = { hide: true };
  const { db } = database;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const wordsOf = (request: FastifyRequest) => {
    const lang = browserLang(request.headers['accept-language']);
    return { lang, words: consoleWords[lang] };
  };
  // Referrer-Policy same-origin, not helmet's no-referrer: under no-referrer Chromium sends a form
  // post's Origin as "null", and a write without the console's own Origin is refused (CSRF). Nothing
  // of a console page's address (an invitation's token) reaches another site either way.
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(body);
  const field = (request: FastifyRequest, name: string): string => {
    const value = (request.body as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? value : '';
  };
  /** The signed-in operator of a page, else the sign-in page (303). */
  async function operatorOrSignIn(request: FastifyRequest, reply: FastifyReply): Promise<OperatorRow | null> {
    const operator = await operatorOf(db, request, now());
    if (!operator) await reply.code(303).header('location', '/sign-in').send();
    return operator;
  }
  /** A write: the console's own page (Origin), and a signed-in operator. */
  async function writer(request: FastifyRequest, reply: FastifyReply): Promise<OperatorRow | null> {
    checkSameOrigin(request);
    return operatorOrSignIn(request, reply);
  }
  const afterChange = () => {
    app.tenancy.invalidate();
    forgetVenueReads(venues);
  };

  async function venuesScreen(
    request: FastifyRequest,
    reply: FastifyReply,
    form: NewVenueForm = { values: { country_code: 'CO' }, errors: {} },
    created: { slug: string; link: string } | null = null,
    status = 200,
  ) {
    const { lang, words } = wordsOf(request);
    const list = await listVenues(db, now());
    return html(
      reply,
      status,
      page(lang, words, words.venues, venuesPage(words, lang, list, form, created), true),
    );
  }

  app.get('/', { constraints, schema: hidden }, async (request, reply) => {
    if (!(await operatorOrSignIn(request, reply))) return reply;
    return venuesScreen(request, reply);
  });

  app.get('/sign-in', { constraints, schema: hidden }, async (request, reply) => {
    const { lang, words } = wordsOf(request);
    return html(reply, 200, page(lang, words, words.signIn, signInPage(words, null), false));
  });

  app.post(
    '/sign-in',
    { constraints, schema: hidden, config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (request, reply) => {
      checkSameOrigin(request);
      const { lang, words } = wordsOf(request);
      const operator = await checkOperator(database, field(request, 'email'), field(request, 'password'));
      if (!operator) {
        return html(
          reply,
          401,
          page(lang, words, words.signIn, signInPage(words, words.badSignIn, field(request, 'email')), false),
        );
      }
      await startSession(db, reply, request, operator.id, now());
      return reply.code(303).header('location', '/').send();
    },
  );

  app.post('/sign-out', { constraints, schema: hidden }, async (request, reply) => {
    checkSameOrigin(request);
    const hash = sessionHash(request);
    if (hash) await deleteSession(db, hash);
    clearSessionCookie(reply, request);
    return reply.code(303).header('location', '/sign-in').send();
  });

  app.get('/invitation', { constraints, schema: hidden }, async (request, reply) => {
    const { lang, words } = wordsOf(request);
    const token = String((request.query as Record<string, unknown>).token ?? '').slice(0, 200);
    return html(reply, 200, page(lang, words, words.setPassword, invitationPage(words, token, null), false));
  });

  app.post(
    '/invitation',
    { constraints, schema: hidden, config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (request, reply) => {
      checkSameOrigin(request);
      const { lang, words } = wordsOf(request);
      const token = field(request, 'token').slice(0, 200);
      const operator = await acceptOperatorInvitation(
        database,
        token,
        field(request, 'name'),
        field(request, 'password'),
        now(),
      );
      if (!operator) {
        return html(
          reply,
          400,
          page(lang, words, words.setPassword, invitationPage(words, token, words.badInvitation), false),
        );
      }
      await startSession(db, reply, request, operator.id, now());
      return reply.code(303).header('location', '/').send();
    },
  );

  app.post('/venues', { constraints, schema: hidden }, async (request, reply) => {
    const operator = await writer(request, reply);
    if (!operator) return reply;
    const { words } = wordsOf(request);
    const values = Object.fromEntries(
      ['name', 'slug', 'country_code', 'branch_label', 'branch_slug', 'owner_email', 'domains'].map(
        (name) => [name, field(request, name).slice(0, 2000)],
      ),
    );
    const parsed = newVenueSchema.safeParse({
      ...values,
      domains: (values.domains ?? '')
        .split(/[\s,]+/)
        .map((domain) => domain.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? 'name');
        errors[name] ??= issue.message;
      }
      return venuesScreen(request, reply, { values, errors }, null, 400);
    }
    const made = await createVenue(database, config, operator, parsed.data);
    if (!made.ok) {
      return venuesScreen(
        request,
        reply,
        { values, errors: { [made.refusal.field]: words[made.refusal.key] } },
        null,
        409,
      );
    }
    afterChange();
    return venuesScreen(
      request,
      reply,
      { values: { country_code: 'CO' }, errors: {} },
      { slug: parsed.data.slug, link: made.link },
      201,
    );
  });

  app.post('/venues/:slug/lock', { constraints, schema: hidden }, async (request, reply) => {
    const operator = await writer(request, reply);
    if (!operator) return reply;
    const { slug } = request.params as { slug: string };
    const done = await lockVenue(database, operator, slug, field(request, 'reason'), now());
    if (done === 'unknown') throw new AppError(404, 'not_found');
    if (done === 'reason') throw new AppError(400, 'validation_failed', { fields: 'reason' });
    afterChange();
    return reply.code(303).header('location', '/').send();
  });

  app.post('/venues/:slug/unlock', { constraints, schema: hidden }, async (request, reply) => {
    const operator = await writer(request, reply);
    if (!operator) return reply;
    const { slug } = request.params as { slug: string };
    if (!(await unlockVenue(database, operator, slug))) throw new AppError(404, 'not_found');
    afterChange();
    return reply.code(303).header('location', '/').send();
  });

  app.post('/venues/:slug/remove', { constraints, schema: hidden }, async (request, reply) => {
    const operator = await writer(request, reply);
    if (!operator) return reply;
    const { slug } = request.params as { slug: string };
    const done = await removeVenue(database, operator, slug, field(request, 'reason'), now());
    if (done === 'unknown') throw new AppError(404, 'not_found');
    if (done === 'reason') throw new AppError(400, 'validation_failed', { fields: 'reason' });
    afterChange();
    return reply.code(303).header('location', '/').send();
  });

  app.get('/venues/:slug/export.json', { constraints, schema: hidden }, async (request, reply) => {
    const operator = await operatorOrSignIn(request, reply);
    if (!operator) return reply;
    const { slug } = request.params as { slug: string };
    const venue = await findVenueBySlug(db, slug);
    if (!venue) throw new AppError(404, 'not_found');
    const exported = await exportVenue(db, operator, venue, now());
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${venue.slug}.json"`)
      .send(exported);
  });
};
