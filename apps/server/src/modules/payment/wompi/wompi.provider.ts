import { createHash } from 'node:crypto';
import type { PseBank } from '@storefront/domain/payment/payment-settings.schema';
import {
  minorToWompiAmount,
  paymentStatusOfWompi,
  verifyWompiEvent,
  type WompiStatusContext,
  wompiAmountToMinor,
  wompiIntegritySignature,
  wompiTransactionNotice,
} from '@storefront/domain/payment/wompi.rules';
import { type WompiTransaction, wompiTransactionSchema } from '@storefront/domain/payment/wompi.schema';
import { z } from 'zod';
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

// Wompi, Colombia's gateway of Grupo Bancolombia (docs/payments.md#wompi; ADR 115). Cards are typed
// on Wompi's Web Checkout (the diner's browser goes there and comes back to our return URL with
// `id`), so no card number ever reaches us (PCI DSS SAQ-A); PSE and Nequi are created by the server
// through POST /v1/transactions, as their forms hold no card. The truth of a charge is always
// Wompi's answer for it (GET /v1/transactions/{id}), never the browser's word: a return, and an
// event whose reference Wompi did not sign, are completed from it. Pages cited in docs/payments.md.

const GATEWAY = 'wompi';
const SANDBOX_API = 'https://sandbox.wompi.co/v1';
const PRODUCTION_API = 'https://production.wompi.co/v1';
const CHECKOUT = 'https://checkout.wompi.co/p/';
/** "payment_description: Max. 30 characters" (datos-de-prueba-en-sandbox). */
const PSE_DESCRIPTION_MAX = 30;
/** How often, and how long apart, a new PSE transaction is read until Wompi gives its bank URL
 * (`payment_method.extra.async_payment_url`, filled shortly after creation). */
const BANK_URL_READS = 5;
const BANK_URL_WAIT_MS = 400;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A read transaction: the documented fields, plus PSE's bank URL and the card's last four. */
const transactionRead = wompiTransactionSchema.extend({
  payment_method: z
    .looseObject({
      extra: z
        .looseObject({
          async_payment_url: z.string().max(2000).optional(),
          last_four: z.string().max(4).optional(),
          brand: z.string().max(40).optional(),
        })
        .optional(),
    })
    .nullable()
    .optional(),
});
type TransactionRead = z.infer<typeof transactionRead>;

const oneTransaction = z.object({ data: transactionRead });
const manyTransactions = z.object({ data: z.array(transactionRead) });
const merchant = z.object({
  data: z.looseObject({
    presigned_acceptance: z.looseObject({ acceptance_token: z.string().min(1), permalink: z.url() }),
    presigned_personal_data_auth: z
      .looseObject({ acceptance_token: z.string().min(1), permalink: z.url() })
      .optional(),
  }),
});
const institutions = z.object({
  data: z.array(
    z.looseObject({ financial_institution_code: z.string(), financial_institution_name: z.string() }),
  ),
});

interface WompiKeys {
  publicKey: string;
  privateKey: string;
  integritySecret: string;
  apiUrl: string;
}

function keysOf(ctx: ProviderContext): WompiKeys {
  const {
    public_key: publicKey,
    private_key: privateKey,
    integrity_secret: integritySecret,
  } = ctx.settings.credentials;
  if (!publicKey || !privateKey || !integritySecret) {
    throw new ProviderRefusal('payment_gateway_not_configured', 'error');
  }
  const apiUrl =
    ctx.endpoints.wompiApiUrl ?? (publicKey.startsWith('pub_test_') ? SANDBOX_API : PRODUCTION_API);
  return { publicKey, privateKey, integritySecret, apiUrl: apiUrl.replace(/\/$/, '') };
}

const methodOf = (type: string): WompiStatusContext['method'] =>
  type === 'PSE' ? 'pse' : type === 'NEQUI' ? 'nequi' : 'card';

/** Our outcome of Wompi's transaction; null when its amount is not the charge's (it credits
 * nothing and is logged by the caller as unknown). */
function outcomeOf(txn: TransactionRead, backFromBank = false): ProviderOutcome {
  const method = methodOf(txn.payment_method_type);
  const status = paymentStatusOfWompi(txn.status, { method, backFromBank });
  const extra = txn.payment_method?.extra;
  const open = status === 'pending' || status === 'pending_bank_validation';
  return {
    // VOIDED gave the money back: `refunded`, which the ledger applies to a paid payment only
    status,
    providerRef: txn.id,
    redirectUrl: open && method === 'pse' ? (extra?.async_payment_url ?? null) : null,
    messageKey: status === 'error' ? 'payment_processing_error' : null,
    ...(method === 'card' && extra?.last_four
      ? { cardLast4: extra.last_four, cardBrand: extra.brand ?? null }
      : {}),
  };
}

function sameAmount(txn: WompiTransaction, charged: number, currency: string): boolean {
  return txn.currency === currency && wompiAmountToMinor(txn.amount_in_cents, currency) === charged;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class WompiProvider implements PaymentProvider {
  readonly name = GATEWAY;
  readonly methods = ['card', 'pse', 'nequi'] as const;
  /** Cards go to Wompi's Web Checkout: there is no card form of ours. */
  readonly cardTokenizationUrl = null;
  readonly needsPayer = true;

  private async call(
    ctx: ProviderContext,
    path: string,
    auth: string,
    body?: unknown,
  ): Promise<GatewayResponse> {
    const { apiUrl } = keysOf(ctx);
    return callGateway(GATEWAY, `${apiUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      authorization: `Bearer ${auth}`,
      body,
      timeoutMs: ctx.endpoints.timeoutMs,
    });
  }

  /** GET /v1/transactions/{id} (public key), or null when Wompi does not know it. */
  private async transaction(ctx: ProviderContext, id: string): Promise<TransactionRead | null> {
    const answer = await this.call(ctx, `/transactions/${encodeURIComponent(id)}`, keysOf(ctx).publicKey);
    if (answer.status === 404) return null;
    const parsed = oneTransaction.safeParse(answer.body);
    return answer.status === 200 && parsed.success ? parsed.data.data : null;
  }

  /** The transactions made with our reference (GET /v1/transactions?reference=, private key): the
   * approved one when there is one, else the latest. */
  private async byReference(ctx: ProviderContext, reference: string): Promise<TransactionRead | null> {
    const answer = await this.call(
      ctx,
      `/transactions?reference=${encodeURIComponent(reference)}`,
      keysOf(ctx).privateKey,
    );
    const parsed = manyTransactions.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) return null;
    const mine = parsed.data.data.filter((txn) => txn.reference === reference);
    return mine.find((txn) => txn.status === 'APPROVED') ?? mine.at(-1) ?? null;
  }

  async create(ctx: ProviderContext, charge: ChargeRequest): Promise<ProviderOutcome> {
    const keys = keysOf(ctx);
    const amountInCents = minorToWompiAmount(charge.amount, charge.currency);
    const signature = wompiIntegritySignature(
      { reference: charge.reference, amountInCents, currency: charge.currency },
      keys.integritySecret,
      sha256Hex,
    );
    // A retried charge whose first attempt reached Wompi is that transaction, never a second one.
    const earlier = await this.byReference(ctx, charge.reference);
    if (earlier) return outcomeOf(earlier);
    if (charge.method === 'card') {
      const url = new URL(ctx.endpoints.wompiCheckoutUrl ?? CHECKOUT);
      url.searchParams.set('public-key', keys.publicKey);
      url.searchParams.set('currency', charge.currency);
      url.searchParams.set('amount-in-cents', String(amountInCents));
      url.searchParams.set('reference', charge.reference);
      url.searchParams.set('signature:integrity', signature);
      url.searchParams.set('redirect-url', charge.returnUrl);
      return { status: 'pending', providerRef: null, redirectUrl: url.toString() };
    }
    const acceptance = merchant.safeParse(
      (await this.call(ctx, `/merchants/${encodeURIComponent(keys.publicKey)}`, keys.publicKey)).body,
    );
    if (!acceptance.success) throw new ProviderRefusal('payment_processing_error', 'error');
    const email = charge.customerEmail;
    if (!email) throw new ProviderRefusal('payment_not_processed', 'error');
    const paymentMethod =
      charge.method === 'pse'
        ? {
            type: 'PSE',
            user_type: charge.pse?.client_type === 'juridica' ? 1 : 0,
            user_legal_id_type: charge.pse?.document_type ?? '',
            user_legal_id: charge.pse?.document_number ?? '',
            financial_institution_code: charge.pse?.bank_code ?? '',
            payment_description: (charge.description ?? charge.reference).slice(0, PSE_DESCRIPTION_MAX),
          }
        : { type: 'NEQUI', phone_number: charge.nequi?.phone ?? '' };
    const answer = await this.call(ctx, '/transactions', keys.privateKey, {
      acceptance_token: acceptance.data.data.presigned_acceptance.acceptance_token,
      ...(acceptance.data.data.presigned_personal_data_auth
        ? { accept_personal_auth: acceptance.data.data.presigned_personal_data_auth.acceptance_token }
        : {}),
      amount_in_cents: amountInCents,
      currency: charge.currency,
      signature,
      customer_email: email,
      reference: charge.reference,
      redirect_url: charge.returnUrl,
      payment_method: paymentMethod,
    });
    const created = oneTransaction.safeParse(answer.body);
    if (answer.status === 422 || !created.success) {
      // Wompi refused the request itself (a phone or document it does not take)
      throw new ProviderRefusal(
        charge.method === 'nequi' ? 'nequi_account_required' : 'payment_not_processed',
        'error',
      );
    }
    let txn = created.data.data;
    // The bank's page is known a moment after the PSE transaction is created.
    for (let read = 0; charge.method === 'pse' && txn.status === 'PENDING' && read < BANK_URL_READS; read++) {
      if (txn.payment_method?.extra?.async_payment_url) break;
      await wait(BANK_URL_WAIT_MS);
      txn = (await this.transaction(ctx, txn.id)) ?? txn;
    }
    return outcomeOf(txn);
  }

  async confirm(
    ctx: ProviderContext,
    reference: string,
    params: Record<string, string>,
  ): Promise<ProviderOutcome | null> {
    // Web Checkout and the bank come back with `id`: Wompi is asked, the browser is not believed.
    const id = params.id;
    if (!id || id.length > 100) return null;
    const txn = await this.transaction(ctx, id);
    if (!txn || txn.reference !== reference) return null;
    return outcomeOf(txn, true);
  }

  async status(ctx: ProviderContext, reference: string): Promise<ProviderOutcome | null> {
    const txn = await this.byReference(ctx, reference);
    return txn ? outcomeOf(txn) : null;
  }

  async refund(ctx: ProviderContext, request: RefundRequest): Promise<ProviderAnswer> {
    const keys = keysOf(ctx);
    const txn = request.providerRef
      ? await this.transaction(ctx, request.providerRef)
      : await this.byReference(ctx, request.reference);
    if (!txn || txn.reference !== request.reference) return { ok: false, key: 'payment_not_processed' };
    if (txn.status === 'VOIDED') return { ok: true };
    // Wompi annuls approved card charges, whole (metodos-de-pago: "VOIDED (anulada, sólo aplica
    // para transacciones con Tarjeta)"); PSE and Nequi money is given back another way.
    if (methodOf(txn.payment_method_type) !== 'card') return { ok: false, key: 'refund_not_supported' };
    if (!sameAmount(txn, request.amount, request.currency))
      return { ok: false, key: 'refund_partial_not_supported' };
    const answer = await this.call(
      ctx,
      `/transactions/${encodeURIComponent(txn.id)}/void`,
      keys.privateKey,
      {},
    );
    if (answer.status !== 200 && answer.status !== 201) return { ok: false, key: 'payment_processing_error' };
    return { ok: true };
  }

  /** GET /v1/merchants/{public key} checks the public key; GET /v1/transactions?reference= the
   * private one (a reference nobody used: no transaction is read or made). */
  async testConnection(ctx: ProviderContext): Promise<ProviderAnswer> {
    let keys: WompiKeys;
    try {
      keys = keysOf(ctx);
    } catch {
      return { ok: false, key: 'payment_gateway_not_configured' };
    }
    const pub = await this.call(ctx, `/merchants/${encodeURIComponent(keys.publicKey)}`, keys.publicKey);
    if (pub.status !== 200) return { ok: false, key: 'gateway_connection_failed' };
    const priv = await this.call(ctx, '/transactions?reference=connection-test', keys.privateKey);
    if (priv.status !== 200) return { ok: false, key: 'gateway_connection_failed' };
    return { ok: true };
  }

  verifyWebhook(
    settings: PaymentSettings,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): WebhookNotice | null {
    if (!settings.webhookSecret) return null;
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return null;
    }
    const header = headers['x-event-checksum'];
    const check = verifyWompiEvent(body, {
      eventsSecret: settings.webhookSecret,
      sha256Hex,
      headerChecksum: typeof header === 'string' ? header : undefined,
    });
    if (!check.ok) return null;
    // A test event never moves a live venue's money, nor a live one a test venue's.
    const testKeys = (settings.credentials.public_key ?? '').startsWith('pub_test_');
    if ((check.event.environment === 'test') !== testKeys) return null;
    const notice = wompiTransactionNotice(check.event);
    if (!notice.ok) return null;
    const { transaction: txn, referenceSigned } = notice;
    const amount = wompiAmountToMinor(txn.amount_in_cents, txn.currency);
    const status = paymentStatusOfWompi(txn.status, { method: methodOf(txn.payment_method_type) });
    return {
      // Wompi's events carry no id: the checksum names this event (a retry repeats it)
      eventId: check.event.signature.checksum.toLowerCase(),
      // unsigned, the reference is not believed: resolveWebhook reads it from Wompi
      reference: referenceSigned ? txn.reference : '',
      providerRef: txn.id,
      status,
      amount: amount ?? -1,
      messageKey: status === 'error' ? 'payment_processing_error' : null,
    };
  }

  /** The event's transaction as Wompi answers it now: its reference, status and amount. */
  async resolveWebhook(ctx: ProviderContext, notice: WebhookNotice): Promise<WebhookNotice | null> {
    if (notice.reference) return notice;
    const txn = await this.transaction(ctx, notice.providerRef);
    if (!txn) return null;
    const status = paymentStatusOfWompi(txn.status, { method: methodOf(txn.payment_method_type) });
    return {
      ...notice,
      reference: txn.reference,
      status,
      amount: wompiAmountToMinor(txn.amount_in_cents, txn.currency) ?? -1,
      messageKey: status === 'error' ? 'payment_processing_error' : null,
    };
  }

  /** The contracts the payer accepts (tokens-de-aceptacion, "Paso 2: muestra los links"). */
  async terms(ctx: ProviderContext): Promise<{ termsUrl: string; personalDataUrl: string | null }> {
    const keys = keysOf(ctx);
    const answer = merchant.safeParse(
      (await this.call(ctx, `/merchants/${encodeURIComponent(keys.publicKey)}`, keys.publicKey)).body,
    );
    if (!answer.success) throw new ProviderRefusal('payment_processing_error', 'error');
    const { presigned_acceptance: terms, presigned_personal_data_auth: personal } = answer.data.data;
    return { termsUrl: terms.permalink, personalDataUrl: personal?.permalink ?? null };
  }

  async pseBanks(ctx: ProviderContext): Promise<PseBank[]> {
    const keys = keysOf(ctx);
    const answer = await this.call(ctx, '/pse/financial_institutions', keys.publicKey);
    const parsed = institutions.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) return [];
    return parsed.data.data.map((bank) => ({
      code: bank.financial_institution_code,
      name: bank.financial_institution_name,
    }));
  }
}
