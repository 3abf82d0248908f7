import { checkCard, detectBrand, lastFour, normalizeCardNumber } from '@storefront/domain/payment/card.rules';
import { sandboxCardTokenBody, sandboxCardTokenSchema } from '@storefront/domain/payment/sandbox.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { errorBody, perClientPerMinute, storefrontHeaders } from '../../../lib/http.ts';
import { requireInstanceId } from '../../../plugins/tenancy.ts';
import { getInstance } from '../../venue/venue.repository.ts';
import { loadPaymentSettings } from '../payment-settings.repository.ts';
import { cardScenario, tokenRefusals } from './sandbox.data.ts';
import { amountLine, decisionForms, escapeHtml, finishedCard, PAGE_CSP, page } from './sandbox.pages.ts';
import {
  DECIDABLE,
  decide,
  findTransaction,
  insertToken,
  newSandboxId,
  pendingPushes,
  type SandboxStatus,
  type SandboxTransaction,
} from './sandbox.repository.ts';
import { returnSignature, SIGNATURE_HEADER, signWebhook } from './sandbox.signing.ts';

// The sandbox gateway's own endpoints (docs/payments.md): card tokenization, the 3-D
// Secure challenge, the simulated PSE bank and the simulated Nequi phone. Everything a real
// gateway would do on its own site happens here; our payment module talks to it only through
// SandboxProvider, its signed webhooks and its signed returns.

export interface SandboxRoutesOptions {
  now: () => Date;
  tokensPerMinute: number;
}

const idParam = z.object({ id: z.string().max(80) });
const html = (reply: FastifyReply, body: string) =>
  reply
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);

export const sandboxRoutes: FastifyPluginAsyncZod<SandboxRoutesOptions> = async (
  app,
  { now, tokensPerMinute },
) => {
  // The pages post plain HTML forms without fields (the answer is in the path): the browser's
  // empty form body is accepted here, in this plugin's scope only; any form data is refused.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) =>
      body === '' ? done(null, undefined) : done(new AppError(415, 'unsupported_media_type'), undefined),
  );

  async function merchant(instanceId: number): Promise<string> {
    return (await getInstance(app.db, instanceId))?.name ?? '';
  }

  async function transaction(
    request: FastifyRequest,
    id: string,
    methods: string[],
  ): Promise<SandboxTransaction> {
    const instanceId = requireInstanceId(request);
    let txn = await findTransaction(app.db, instanceId, id);
    if (!txn || !methods.includes(txn.method)) throw new AppError(404, 'not_found');
    // Nobody answered in time: the gateway gives up, and says so.
    if (txn.status === 'ACTION_REQUIRED' && txn.expiresAt.getTime() <= now().getTime()) {
      const expired = await decide(
        app.db,
        instanceId,
        txn.id,
        ['ACTION_REQUIRED'],
        'DECLINED',
        txn.phone ? 'timeout' : 'expired',
      );
      if (expired) await notify(request, expired);
      txn = expired ?? txn;
    }
    return txn;
  }

  /** The webhook a real gateway would POST to the merchant: signed, to our own endpoint. */
  async function notify(request: FastifyRequest, txn: SandboxTransaction): Promise<void> {
    const settings = await loadPaymentSettings(app.db, txn.instanceId);
    if (!settings.webhookSecret) return;
    const raw = JSON.stringify({
      id: newSandboxId('evt'),
      type: 'transaction.updated',
      created_at: now().toISOString(),
      data: {
        reference: txn.reference,
        transaction_id: txn.id,
        status: txn.status,
        amount: txn.amount,
        status_message: txn.statusMessage,
      },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/payments/webhooks/sandbox',
      headers: {
        host: request.host,
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(settings.webhookSecret, raw, now()),
      },
      payload: raw,
    });
    if (res.statusCode !== 200) request.log.warn({ status: res.statusCode }, 'sandbox webhook refused');
  }

  async function signedReturn(txn: SandboxTransaction): Promise<string | null> {
    const settings = await loadPaymentSettings(app.db, txn.instanceId);
    if (!txn.returnUrl || !settings.webhookSecret) return null;
    const url = new URL(txn.returnUrl);
    url.searchParams.set('transaction_id', txn.id);
    url.searchParams.set('status', txn.status);
    url.searchParams.set(
      'signature',
      returnSignature(settings.webhookSecret, txn.reference, txn.id, txn.status),
    );
    return url.toString();
  }

  async function decideAndReturn(
    request: FastifyRequest,
    reply: FastifyReply,
    txn: SandboxTransaction,
    from: SandboxStatus[],
    to: SandboxStatus,
    message: string | null = null,
  ) {
    const decided = await decide(app.db, txn.instanceId, txn.id, from, to, message);
    if (decided) await notify(request, decided);
    const back = await signedReturn(decided ?? txn);
    return reply.header('cache-control', 'no-store').redirect(back ?? '/', 303);
  }

  app.post(
    '/sandbox/cards/tokens',
    {
      config: {
        // Card-testing attacks try many numbers: a client gets a few tokens a minute.
        rateLimit: perClientPerMinute(tokensPerMinute),
      },
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox gateway: tokenize a card (the card form posts here; we never see the number)',
        headers: storefrontHeaders,
        body: sandboxCardTokenBody,
        response: {
          201: sandboxCardTokenSchema,
          400: errorBody,
          404: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const instanceId = requireInstanceId(request);
      const card = { ...request.body, number: normalizeCardNumber(request.body.number) };
      const today = now();
      const problems = checkCard(card, { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 });
      if (Object.keys(problems).length > 0) throw new AppError(422, 'card_validation_error');
      const refusal = tokenRefusals[card.number];
      if (refusal) throw new AppError(422, refusal);
      const token = await insertToken(app.db, {
        id: newSandboxId('tok'),
        instanceId,
        brand: detectBrand(card.number),
        last4: lastFour(card.number),
        scenario: cardScenario(card.number),
        expMonth: card.exp_month,
        expYear: card.exp_year,
      });
      return reply.code(201).header('cache-control', 'no-store').send({
        id: token.id,
        brand: token.brand,
        last4: token.last4,
        exp_month: token.expMonth,
        exp_year: token.expYear,
      });
    },
  );

  app.get(
    '/sandbox/3ds/:id',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox gateway: 3-D Secure challenge page',
        params: idParam,
        response: { 404: errorBody },
      },
    },
    async (request, reply) => {
      const txn = await transaction(request, request.params.id, ['card']);
      const name = await merchant(txn.instanceId);
      if (txn.status !== 'ACTION_REQUIRED')
        return html(reply, page('3-D Secure', finishedCard(txn, name, await signedReturn(txn))));
      return html(
        reply,
        page(
          '3-D Secure',
          `<section class="card"><h1>Verify it's you</h1>${amountLine(txn, name)}` +
            '<p class="muted">Your bank asks you to confirm this purchase.</p>' +
            decisionForms(`/sandbox/3ds/${txn.id}`, [
              ['approve', 'Authenticate', 'ok'],
              ['fail', 'Fail authentication', 'ko'],
            ]) +
            '</section>',
        ),
      );
    },
  );

  app.post(
    '/sandbox/3ds/:id/:decision',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox gateway: answer the 3-D Secure challenge',
        params: idParam.extend({ decision: z.enum(['approve', 'fail']) }),
        response: { 400: errorBody, 404: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const txn = await transaction(request, request.params.id, ['card']);
      const approve = request.params.decision === 'approve';
      return decideAndReturn(
        request,
        reply,
        txn,
        ['ACTION_REQUIRED'],
        approve ? 'APPROVED' : 'DECLINED',
        approve ? null : 'authentication_failed',
      );
    },
  );

  app.get(
    '/sandbox/bank/:id',
    {
      schema: {
        tags: ['sandbox'],
        summary: "Sandbox gateway: the simulated bank's page (PSE, pending cards)",
        params: idParam,
        response: { 404: errorBody },
      },
    },
    async (request, reply) => {
      const txn = await transaction(request, request.params.id, ['pse', 'card']);
      const name = await merchant(txn.instanceId);
      if (!DECIDABLE.includes(txn.status as SandboxStatus)) {
        return html(reply, page('Bank', finishedCard(txn, name, await signedReturn(txn))));
      }
      const buttons: [string, string, 'ok' | 'ko' | 'neutral'][] = [
        ['approve', 'Approve payment', 'ok'],
        ['reject', 'Reject payment', 'ko'],
      ];
      if (txn.status === 'ACTION_REQUIRED') buttons.push(['pending', 'Leave pending', 'neutral']);
      return html(
        reply,
        page(
          'Bank',
          `<section class="card"><h1>${txn.method === 'pse' ? 'PSE payment' : 'Card payment under review'}</h1>` +
            `${amountLine(txn, name)}` +
            (txn.bankCode ? `<p class="muted">Bank code ${escapeHtml(txn.bankCode)}</p>` : '') +
            decisionForms(`/sandbox/bank/${txn.id}`, buttons) +
            '</section>',
        ),
      );
    },
  );

  app.post(
    '/sandbox/bank/:id/:decision',
    {
      schema: {
        tags: ['sandbox'],
        summary: "Sandbox gateway: the bank's decision",
        params: idParam.extend({ decision: z.enum(['approve', 'reject', 'pending']) }),
        response: { 400: errorBody, 404: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const txn = await transaction(request, request.params.id, ['pse', 'card']);
      const { decision } = request.params;
      if (decision === 'pending')
        return decideAndReturn(request, reply, txn, ['ACTION_REQUIRED'], 'PENDING_VALIDATION');
      return decideAndReturn(
        request,
        reply,
        txn,
        DECIDABLE,
        decision === 'approve' ? 'APPROVED' : 'REJECTED',
      );
    },
  );

  app.get(
    '/sandbox/nequi/:phone',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox gateway: the simulated Nequi phone and its payment requests',
        params: z.object({ phone: z.string().regex(/^\d{10}$/) }),
        response: { 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const instanceId = requireInstanceId(request);
      const name = await merchant(instanceId);
      const pushes = await pendingPushes(app.db, instanceId, request.params.phone);
      const live: SandboxTransaction[] = [];
      for (const push of pushes) {
        const txn = await transaction(request, push.id, ['nequi']);
        if (txn.status === 'ACTION_REQUIRED') live.push(txn);
      }
      const list = live
        .map(
          (txn) =>
            `<section class="card"><h1>Payment request</h1>${amountLine(txn, name)}` +
            decisionForms(`/sandbox/nequi/push/${txn.id}`, [
              ['accept', 'Accept', 'ok'],
              ['reject', 'Reject', 'ko'],
              ['timeout', 'Let it time out', 'neutral'],
            ]) +
            '</section>',
        )
        .join('');
      return html(
        reply,
        page(
          'Nequi',
          `<section class="card"><h1>Nequi · ${escapeHtml(request.params.phone)}</h1>` +
            '<p class="muted">Simulated phone. This page reloads every 3 seconds.</p></section>' +
            (list || '<section class="card"><p>No payment requests.</p></section>'),
          { refreshSeconds: 3 },
        ),
      );
    },
  );

  app.post(
    '/sandbox/nequi/push/:id/:decision',
    {
      schema: {
        tags: ['sandbox'],
        summary: "Sandbox gateway: the phone's answer to a Nequi push",
        params: idParam.extend({ decision: z.enum(['accept', 'reject', 'timeout']) }),
        response: { 400: errorBody, 404: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const txn = await transaction(request, request.params.id, ['nequi']);
      const { decision } = request.params;
      const decided = await decide(
        app.db,
        txn.instanceId,
        txn.id,
        ['ACTION_REQUIRED'],
        decision === 'accept' ? 'APPROVED' : 'DECLINED',
        decision === 'timeout' ? 'timeout' : null,
      );
      if (decided) await notify(request, decided);
      return reply.header('cache-control', 'no-store').redirect(`/sandbox/nequi/${txn.phone ?? ''}`, 303);
    },
  );
};
