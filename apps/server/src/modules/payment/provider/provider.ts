import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import type { PseBank } from '@storefront/domain/payment/payment-settings.schema';
import type { Db } from '../../../db/client.ts';
import type { PaymentSettings } from '../payment-settings.repository.ts';

// The one interface every gateway implements (docs/payments.md#venue-settings, architecture §7): create a charge,
// confirm it when the diner comes back from the gateway's pages, ask its status, refund it, and
// verify its webhooks. The built-in `sandbox` is one implementation; a real gateway is another
// file beside it, registered in provider-registry.ts.

/** A gateway's answer, in our statuses (spec §4). */
export type ProviderStatus =
  | 'pending'
  | 'pending_bank_validation'
  | 'paid'
  | 'declined'
  | 'rejected_by_bank'
  | 'error'
  /** The gateway gave the money back (annulled, refunded, charged back): the ledger applies it to a
   * paid payment only; on any other it is a logged conflict and never credits the bill. */
  | 'refunded';

export interface ProviderOutcome {
  status: ProviderStatus;
  /** The gateway's own id of the charge. */
  providerRef: string | null;
  /** Where the diner must go to finish: a 3-D Secure challenge, the bank's page. */
  redirectUrl: string | null;
  /** A more precise spec §8 message than the status's default (a Nequi push that timed out). */
  messageKey?: ErrorKey | null;
  /** From the card token (never from the diner's request). */
  cardBrand?: string | null;
  cardLast4?: string | null;
}

/** Where the real gateways answer: null is each provider's own hosts, chosen by the venue's keys
 * (config WOMPI_API_URL and the like; tests point them at local doubles). */
export interface GatewayEndpoints {
  wompiApiUrl: string | null;
  wompiCheckoutUrl: string | null;
  mercadoPagoApiUrl: string | null;
  /** A gateway call that takes longer is abandoned: the diner is answered 503. */
  timeoutMs: number;
}

export interface ProviderContext {
  /** The database handle the call may use: the sandbox keeps its records in our database, inside
   * the caller's transaction when there is one. A networked gateway ignores it. */
  db: Db;
  instanceId: number;
  settings: PaymentSettings;
  /** `https://host` of the venue: the base of the gateway's redirect URLs. */
  origin: string;
  now: Date;
  endpoints: GatewayEndpoints;
}

export interface ChargeRequest {
  /** Our payment id: the gateway's idempotency key, so a retried charge is the same charge. */
  reference: string;
  method: 'card' | 'pse' | 'nequi';
  /** What is charged: the amount plus the tip, minor units. */
  amount: number;
  currency: string;
  cardToken?: string | undefined;
  pse?:
    | { client_type: string; document_type: string; document_number: string; bank_code: string }
    | undefined;
  nequi?: { phone: string } | undefined;
  /** The diner's e-mail when their profile has one, else the venue's contact e-mail: a gateway
   * that must name a payer (Wompi's `customer_email`) sends its receipt there. */
  customerEmail?: string | null | undefined;
  /** What the bank statement says the money was for: the venue's name. */
  description?: string | undefined;
  /** Our return endpoint: the gateway sends the diner's browser there with a signed result. */
  returnUrl: string;
}

/** Money given back on a paid charge: all of it or part (several partial refunds may follow one
 * charge, each with its own `refundId`). */
export interface RefundRequest {
  /** Our payment id: the charge's reference. */
  reference: string;
  /** The gateway's id of the charge, when it is known. */
  providerRef: string | null;
  /** Ours and unique per refund: the gateway's idempotency key, so a retried refund is the same
   * refund and never gives the money back twice. */
  refundId: string;
  /** Minor units of `currency`, at most what the charge has left. */
  amount: number;
  currency: string;
}

export type ProviderAnswer = { ok: true } | { ok: false; key: ErrorKey };

/** A verified webhook: what the gateway says happened to which of our payments. */
export interface WebhookNotice {
  eventId: string;
  /** Ours; '' when the webhook names only the gateway's charge (`resolveWebhook` fills it). */
  reference: string;
  providerRef: string;
  status: ProviderStatus | 'refunded';
  amount: number;
  messageKey?: ErrorKey | null;
}

/** An expected refusal of a charge (a bad token, a phone without a Nequi account): the payment
 * ends failed with this spec §8 message. */
export class ProviderRefusal extends Error {
  readonly key: ErrorKey;
  readonly status: 'declined' | 'error';
  constructor(key: ErrorKey, status: 'declined' | 'error' = 'declined') {
    super(key);
    this.key = key;
    this.status = status;
  }
}

export interface PaymentProvider {
  readonly name: string;
  /** The online methods it takes (a country's own, PSE and Nequi, are offered only there:
   * domain `methodsOffered`). */
  readonly methods: readonly ChargeRequest['method'][];
  /** Where the card form posts the card for a token (the gateway's endpoint, a path or URL), or
   * null when the card is typed on the gateway's own hosted page (`create` answers its URL):
   * docs/decisions/115-real-gateways-hosted-card-entry.md. */
  readonly cardTokenizationUrl: string | null;
  /** Whether PSE and Nequi need the payer's e-mail and the acceptance of the gateway's terms
   * (`terms`), and `create` the venue's name. */
  readonly needsPayer?: boolean;
  /** The gateway's own terms a payer accepts before PSE or Nequi, as the gateway publishes them. */
  terms?(ctx: ProviderContext): Promise<{ termsUrl: string; personalDataUrl: string | null }>;
  create(ctx: ProviderContext, charge: ChargeRequest): Promise<ProviderOutcome>;
  /** The diner came back with `params`: null unless their signature is the gateway's; else the
   * charge's state (the gateway is asked, the browser is never trusted on its own). */
  confirm(
    ctx: ProviderContext,
    reference: string,
    params: Record<string, string>,
  ): Promise<ProviderOutcome | null>;
  /** The charge's state now, or null when the gateway does not know the reference. */
  status(ctx: ProviderContext, reference: string): Promise<ProviderOutcome | null>;
  refund(ctx: ProviderContext, request: RefundRequest): Promise<ProviderAnswer>;
  /** The provider's cheapest authenticated call with the venue's keys (the back office's "test the
   * connection"): ok, or why not, without moving money. */
  testConnection(ctx: ProviderContext): Promise<ProviderAnswer>;
  /** A verified webhook that names a charge but does not sign what the ledger needs (its
   * reference, status and amount) is completed from the gateway's own answer for that charge;
   * null when the gateway does not know it. Gateways whose webhooks sign it all leave it out. */
  resolveWebhook?(ctx: ProviderContext, notice: WebhookNotice): Promise<WebhookNotice | null>;
  /** A webhook whose signature over the exact raw body checks out with the venue's secret, else null.
   * `query` is the query string of the URL the gateway called (Mercado Pago signs its `data.id`). */
  verifyWebhook(
    settings: PaymentSettings,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
    query?: URLSearchParams,
  ): WebhookNotice | null;
  pseBanks(ctx: ProviderContext): Promise<PseBank[]>;
}
