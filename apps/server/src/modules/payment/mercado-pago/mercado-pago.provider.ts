import { createHmac } from 'node:crypto';
import { ONLINE_PAYMENT_HOLD_MINUTES } from '@storefront/domain/constants';
import {
  mercadoPagoAmountToMinor,
  mercadoPagoPaymentNotice,
  mercadoPagoPreferenceBody,
  mercadoPagoReturn,
  minorToMercadoPagoAmount,
  paymentStatusOfMercadoPago,
  verifyMercadoPagoSignature,
} from '@storefront/domain/payment/mercado-pago.rules';
import {
  type MercadoPagoPayment,
  mercadoPagoPaymentSchema,
  mercadoPagoPreferenceSchema,
  mercadoPagoRefundSchema,
} from '@storefront/domain/payment/mercado-pago.schema';
import type { PseBank } from '@storefront/domain/payment/payment-settings.schema';
import { z } from 'zod';
import { findPayment } from '../payment.repository.ts';
import type { PaymentSettings } from '../payment-settings.repository.ts';
import { callGateway, type GatewayResponse } from '../provider/gateway-http.ts';
import {
  type ChargeRequest,
  type PaymentProvider,
  type ProviderAnswer,
  type ProviderContext,
  type ProviderOutcome,
  ProviderRefusal,
  type RefundRequest,
  type WebhookNotice,
} from '../provider/provider.ts';

// Mercado Pago's Checkout Pro (docs/payments.md#connecting-mercado-pago; ADR 115 and 118): the
// server creates a preference (POST /checkout/preferences) and sends the diner's browser to Mercado
// Pago's page, where the card is typed (PCI DSS SAQ-A); the diner comes back to our return URL with
// `payment_id`. The truth of a payment is always Mercado Pago's answer for it
// (GET /v1/payments/{id}), never the browser's nor the notification's body: only the id the
// notification signs is taken from it. Cards and the diner's balance only (ADR 118).

const GATEWAY = 'mercado_pago';
const API = 'https://api.mercadopago.com';
/** A notification whose `ts` is further than this from now is refused. The pages set no tolerance
 * ("puedes usar el timestamp … con el fin de establecer una tolerancia"); an hour covers the
 * first retries (every 15 minutes); a later one is refused and the sweep asks by reference. */
const NOTIFICATION_MAX_AGE_MS = 60 * 60_000;

const hmacSha256Hex = (key: string, message: string) =>
  createHmac('sha256', key).update(message, 'utf8').digest('hex');

/** A read payment: the documented fields, plus its creation time (to pick the latest). */
const paymentRead = mercadoPagoPaymentSchema.extend({ date_created: z.string().max(40).nullish() });
type PaymentRead = z.infer<typeof paymentRead>;
const searchAnswer = z.object({ results: z.array(z.unknown()) });

interface MercadoPagoKeys {
  accessToken: string;
  test: boolean;
  apiUrl: string;
}

function keysOf(ctx: ProviderContext): MercadoPagoKeys {
  const accessToken = ctx.settings.credentials.access_token;
  if (!accessToken) throw new ProviderRefusal('payment_gateway_not_configured', 'error');
  return {
    accessToken,
    test: accessToken.startsWith('TEST-'),
    apiUrl: (ctx.endpoints.mercadoPagoApiUrl ?? API).replace(/\/$/, ''),
  };
}

/** Our outcome of Mercado Pago's payment. A refunded or charged-back one is `refunded`, never paid:
 * the ledger applies it to a paid payment only, so money given back never credits a bill. */
function outcomeOf(payment: MercadoPagoPayment): ProviderOutcome {
  const { status, messageKey } = paymentStatusOfMercadoPago(payment.status, payment.status_detail);
  const last4 = payment.card?.last_four_digits;
  return {
    status,
    providerRef: payment.id,
    redirectUrl: null,
    messageKey,
    ...(last4 ? { cardLast4: last4, cardBrand: payment.payment_method_id ?? null } : {}),
  };
}

export class MercadoPagoProvider implements PaymentProvider {
  readonly name = GATEWAY;
  /** Checkout Pro takes cards (and the diner's balance): PSE and Nequi are Wompi's. */
  readonly methods = ['card'] as const;
  /** Cards are typed on Checkout Pro: there is no card form of ours. */
  readonly cardTokenizationUrl = null;
  /** No payer is named and no terms of Mercado Pago's are accepted on our pages: the diner is
   * Mercado Pago's on Checkout Pro. */
  readonly needsPayer = false;

  private call(
    ctx: ProviderContext,
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<GatewayResponse> {
    const { apiUrl, accessToken } = keysOf(ctx);
    return callGateway(GATEWAY, `${apiUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      authorization: `Bearer ${accessToken}`,
      body,
      ...(idempotencyKey ? { headers: { 'x-idempotency-key': idempotencyKey } } : {}),
      timeoutMs: ctx.endpoints.timeoutMs,
    });
  }

  /** GET /v1/payments/{id}, or null when Mercado Pago does not know it (or answers another shape). */
  private async payment(ctx: ProviderContext, id: string): Promise<PaymentRead | null> {
    if (!/^\d{1,20}$/.test(id)) return null;
    const answer = await this.call(ctx, `/v1/payments/${id}`);
    const parsed = paymentRead.safeParse(answer.body);
    return answer.status === 200 && parsed.success ? parsed.data : null;
  }

  /** Whether the payment is of our charge: our reference, and exactly its amount and currency. */
  private async isOurs(ctx: ProviderContext, reference: string, payment: PaymentRead): Promise<boolean> {
    if (payment.external_reference !== reference) return false;
    const row = await findPayment(ctx.db, ctx.instanceId, reference);
    if (!row || payment.currency_id !== row.currency) return false;
    return mercadoPagoAmountToMinor(payment.transaction_amount, row.currency) === row.amount + row.tip;
  }

  /** The payments of our reference (GET /v1/payments/search?external_reference=): the approved
   * one when there is one, else the latest; never one whose amount is not the charge's. */
  private async byReference(ctx: ProviderContext, reference: string): Promise<PaymentRead | null> {
    const answer = await this.call(
      ctx,
      `/v1/payments/search?external_reference=${encodeURIComponent(reference)}`,
    );
    const parsed = searchAnswer.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) return null;
    const mine: PaymentRead[] = [];
    for (const result of parsed.data.results) {
      const payment = paymentRead.safeParse(result);
      if (payment.success && (await this.isOurs(ctx, reference, payment.data))) mine.push(payment.data);
    }
    mine.sort((a, b) => (a.date_created ?? '').localeCompare(b.date_created ?? ''));
    return mine.find((p) => p.status === 'approved') ?? mine.at(-1) ?? null;
  }

  async create(ctx: ProviderContext, charge: ChargeRequest): Promise<ProviderOutcome> {
    const keys = keysOf(ctx);
    if (charge.method !== 'card') throw new ProviderRefusal('payment_method_unavailable', 'error');
    let body: ReturnType<typeof mercadoPagoPreferenceBody>;
    try {
      body = mercadoPagoPreferenceBody({
        reference: charge.reference,
        amount: charge.amount,
        currency: charge.currency,
        title: charge.description || `#${charge.reference.slice(0, 8)}`,
        returnUrl: charge.returnUrl,
        notificationUrl: `${ctx.origin}/payments/webhooks/${GATEWAY}`,
        // the preference takes no payment once the abandoned hold has freed the bill
        expiresAt: new Date(ctx.now.getTime() + ONLINE_PAYMENT_HOLD_MINUTES * 60_000),
        now: ctx.now,
      });
    } catch {
      // not an https origin (Mercado Pago refuses local URLs): nothing can be created
      throw new ProviderRefusal('payment_processing_error', 'error');
    }
    // Nothing is charged until the diner pays on the page, so a retry may create again: the
    // idempotency key (our payment id) makes it the same preference.
    const answer = await this.call(ctx, '/checkout/preferences', body, charge.reference);
    const created = mercadoPagoPreferenceSchema.safeParse(answer.body);
    if (answer.status !== 201 && answer.status !== 200) {
      throw new ProviderRefusal(
        answer.status === 401 ? 'payment_gateway_not_configured' : 'payment_not_processed',
        'error',
      );
    }
    if (!created.success) throw new ProviderRefusal('payment_processing_error', 'error');
    const preference = created.data;
    const redirectUrl =
      keys.test && preference.sandbox_init_point ? preference.sandbox_init_point : preference.init_point;
    return { status: 'pending', providerRef: null, redirectUrl };
  }

  async confirm(
    ctx: ProviderContext,
    reference: string,
    params: Record<string, string>,
  ): Promise<ProviderOutcome | null> {
    // The back_url's query names the payment; Mercado Pago is asked, the query's status is not read.
    const { paymentId } = mercadoPagoReturn(params);
    if (!paymentId) return null;
    const payment = await this.payment(ctx, paymentId);
    if (!payment || !(await this.isOurs(ctx, reference, payment))) return null;
    return outcomeOf(payment);
  }

  async status(ctx: ProviderContext, reference: string): Promise<ProviderOutcome | null> {
    const payment = await this.byReference(ctx, reference);
    return payment ? outcomeOf(payment) : null;
  }

  async refund(ctx: ProviderContext, request: RefundRequest): Promise<ProviderAnswer> {
    const payment = request.providerRef
      ? await this.payment(ctx, request.providerRef)
      : await this.byReference(ctx, request.reference);
    if (
      !payment ||
      payment.external_reference !== request.reference ||
      payment.currency_id !== request.currency
    )
      return { ok: false, key: 'payment_not_processed' };
    // POST /v1/payments/{id}/refunds with `amount` gives back that part (all of what is left when it
    // is); the refund's own id is the idempotency key, so a retry is the same refund.
    const answer = await this.call(
      ctx,
      `/v1/payments/${payment.id}/refunds`,
      { amount: minorToMercadoPagoAmount(request.amount, request.currency) },
      request.refundId,
    );
    const refund = mercadoPagoRefundSchema.safeParse(answer.body);
    if ((answer.status !== 201 && answer.status !== 200) || !refund.success) {
      return { ok: false, key: 'payment_processing_error' };
    }
    if (refund.data.status !== 'approved') return { ok: false, key: 'payment_processing_error' };
    return { ok: true };
  }

  /** GET /v1/payment_methods: the cheapest call that needs the access token, and moves nothing. */
  async testConnection(ctx: ProviderContext): Promise<ProviderAnswer> {
    try {
      keysOf(ctx);
    } catch {
      return { ok: false, key: 'payment_gateway_not_configured' };
    }
    const answer = await this.call(ctx, '/v1/payment_methods');
    return answer.status === 200 ? { ok: true } : { ok: false, key: 'gateway_connection_failed' };
  }

  /** A notification signed over `id:[data.id];request-id:[x-request-id];ts:[ts];` with the venue's
   * secret, its `data.id` the query parameter of the URL Mercado Pago called, its `ts` within the
   * hour. Only that id is believed: resolveWebhook reads the payment from Mercado Pago. */
  verifyWebhook(
    settings: PaymentSettings,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
    query?: URLSearchParams,
  ): WebhookNotice | null {
    if (!settings.webhookSecret) return null;
    const dataIds = query?.getAll('data.id') ?? [];
    const [dataId] = dataIds;
    const signature = headers['x-signature'];
    const requestId = headers['x-request-id'];
    // the request id names the notification (its duplicates), so it must be there and signed
    if (dataIds.length !== 1 || !dataId || typeof requestId !== 'string' || !requestId) return null;
    if (typeof signature !== 'string' || requestId.length > 100) return null;
    const check = verifyMercadoPagoSignature({
      signature,
      requestId,
      dataId,
      secret: settings.webhookSecret,
      hmacSha256Hex,
      now,
      maxAgeMs: NOTIFICATION_MAX_AGE_MS,
    });
    if (!check.ok) return null;
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return null;
    }
    const notice = mercadoPagoPaymentNotice(body, dataId);
    if (!notice.ok) return null;
    return {
      eventId: requestId,
      // nothing of the payment is signed but its id: resolveWebhook asks Mercado Pago
      reference: '',
      providerRef: notice.paymentId,
      status: 'pending',
      amount: -1,
    };
  }

  /** The notification's payment as Mercado Pago answers it now: our reference, status, amount. */
  async resolveWebhook(ctx: ProviderContext, notice: WebhookNotice): Promise<WebhookNotice | null> {
    const payment = await this.payment(ctx, notice.providerRef);
    if (!payment?.external_reference) return null;
    const { status, messageKey } = paymentStatusOfMercadoPago(payment.status, payment.status_detail);
    return {
      ...notice,
      reference: payment.external_reference,
      status,
      amount: mercadoPagoAmountToMinor(payment.transaction_amount, payment.currency_id) ?? -1,
      messageKey,
    };
  }

  /** PSE is Wompi's: Mercado Pago lists no banks here. */
  async pseBanks(_ctx: ProviderContext): Promise<PseBank[]> {
    return [];
  }
}
