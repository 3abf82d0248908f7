import type { ErrorKey } from '../errors/error-keys.ts';
import { currencyFractionDigits } from '../money/money.ts';
import {
  type MercadoPagoPaymentStatus,
  type MercadoPagoReturnQuery,
  mercadoPagoNotificationSchema,
  mercadoPagoPaymentStatuses,
  mercadoPagoReturnQuerySchema,
} from './mercado-pago.schema.ts';
import type { PaymentStatus } from './payment.schema.ts';
import { sameSha256Hex } from './wompi.rules.ts';

// Mercado Pago's rules for Checkout Pro (docs/payments.md#mercado-pago-statuses-and-signatures,
// issue 55, ADR 115 and 118): its statuses in ours, its decimal amounts in our minor units, the
// webhook's x-signature, the preference body and the diner's return. Pure: the caller passes the
// HMAC-SHA256 function (node:crypto's on the server) and the current time.

/** HMAC-SHA256 of the UTF-8 bytes of `message` under the UTF-8 bytes of `key`, as hex. */
export type HmacSha256Hex = (key: string, message: string) => string;

// --- Statuses ---------------------------------------------------------------------------------

export interface MercadoPagoOutcome {
  status: Exclude<PaymentStatus, 'created'>;
  /** The spec §8 message of a failed outcome (`payment_declined`, `card_validation_error`, ...);
   * null while waiting, when paid and when refunded. */
  messageKey: ErrorKey | null;
}

export function isDocumentedMercadoPagoStatus(status: string): status is MercadoPagoPaymentStatus {
  return (mercadoPagoPaymentStatuses as readonly string[]).includes(status);
}

const waiting = (status: 'pending' | 'pending_bank_validation'): MercadoPagoOutcome => ({
  status,
  messageKey: null,
});
const failed = (
  status: 'declined' | 'rejected_by_bank' | 'error',
  messageKey: ErrorKey,
): MercadoPagoOutcome => ({ status, messageKey });

/** `rejected` by its status_detail: the pages group the card rejections into the diner's data, the
 * issuing bank and fraud prevention (checkout-pro/how-tos/improve-payment-approval/reasons-for-rejection). */
function rejectedOutcome(statusDetail: string): MercadoPagoOutcome {
  switch (statusDetail) {
    // "Rejections due to errors in data filling"
    case 'cc_rejected_bad_filled_card_number':
    case 'cc_rejected_bad_filled_date':
    case 'cc_rejected_bad_filled_other':
    case 'cc_rejected_bad_filled_security_code':
      return failed('declined', 'card_validation_error');
    // "Rejections made by the issuing bank"
    case 'cc_rejected_call_for_authorize':
    case 'cc_rejected_card_disabled':
    case 'cc_rejected_duplicated_payment':
    case 'cc_rejected_insufficient_amount':
    case 'cc_rejected_invalid_installments':
    case 'cc_rejected_max_attempts':
    case 'rejected_by_bank':
    case 'insufficient_amount':
      return failed('rejected_by_bank', 'payment_rejected_by_bank');
    // "Your payment couldn't be processed"; the bank transfer's "error with the bank".
    case 'cc_rejected_card_error':
    case 'bank_error':
      return failed('error', 'payment_processing_error');
    // Fraud prevention (cc_rejected_high_risk, cc_rejected_blacklist, cc_rejected_other_reason),
    // 3-D Secure not passed, limits, regulations, missing data, and any detail the pages do not list.
    default:
      return failed('declined', 'payment_declined');
  }
}

/**
 * The payment status of a Mercado Pago payment (the "Get payment" reference and the payment status
 * table of response-handling/query-results). `approved` is the only one that is money; `authorized`
 * (not captured), `pending` and `in_mediation` move none; `in_process` is held by Mercado Pago's
 * review for up to 2 business days (spec §4's pending validation); `rejected` is worded by its
 * status_detail; `cancelled` (expired after 30 days, by the collector or the payer) moved no money:
 * not processed; `refunded` is money back, and so is a chargeback `settled` (the money retained from
 * the seller). Any other chargeback detail, and any status the pages do not list, stays `pending`:
 * never paid, nothing moves, and after a paid payment the ledger ignores it as stale.
 */
export function paymentStatusOfMercadoPago(
  status: string,
  statusDetail: string | null | undefined,
): MercadoPagoOutcome {
  const detail = statusDetail ?? '';
  switch (status) {
    case 'approved':
      return { status: 'paid', messageKey: null };
    case 'in_process':
      return waiting('pending_bank_validation');
    case 'rejected':
      return rejectedOutcome(detail);
    case 'cancelled':
      return failed('error', 'payment_not_processed');
    case 'refunded':
      return { status: 'refunded', messageKey: null };
    case 'charged_back':
      return detail === 'settled' ? { status: 'refunded', messageKey: null } : waiting('pending');
    default:
      // pending, authorized, in_mediation, and anything undocumented.
      return waiting('pending');
  }
}

// --- Amounts ----------------------------------------------------------------------------------

/** Our minor units as Mercado Pago's decimal `transaction_amount` / `unit_price`: MXN 123,45 (12345)
 * is 123.45, COP 95.000 (95000, whole pesos) is 95000. Throws on what is not minor units (a bug). */
export function minorToMercadoPagoAmount(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new RangeError(`not an amount in minor units: ${minor}`);
  }
  return minor / 10 ** currencyFractionDigits(currency);
}

/** Mercado Pago's decimal amount in our minor units, or null when it is not exactly a whole number
 * of them (MXN 0.125, COP 4490.5, a negative or non-finite number): such an amount credits nothing. */
export function mercadoPagoAmountToMinor(amount: number, currency: string): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
  const scale = 10 ** currencyFractionDigits(currency);
  const minor = Math.round(amount * scale);
  if (!Number.isSafeInteger(minor) || minor / scale !== amount) return null;
  return minor;
}

// --- Webhook signature ------------------------------------------------------------------------

export interface MercadoPagoSignatureHeader {
  /** The notification's time as sent (the pages say milliseconds; one example is in seconds). */
  ts: string;
  /** HMAC-SHA256 hex. */
  v1: string;
}

/** The `ts` and `v1` of an `x-signature` header (`ts=1742505638683,v1=ced36ab6…`): parts split on
 * `,`, each at its first `=`, trimmed, in any order; other parts ignored. Null when either is
 * missing, repeated or not of its form. */
export function parseMercadoPagoSignature(
  header: string | null | undefined,
): MercadoPagoSignatureHeader | null {
  if (typeof header !== 'string' || header.length > 1000) return null;
  const found: Record<'ts' | 'v1', string[]> = { ts: [], v1: [] };
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    if (key === 'ts' || key === 'v1') found[key].push(part.slice(at + 1).trim());
  }
  const [ts] = found.ts;
  const [v1] = found.v1;
  if (found.ts.length !== 1 || found.v1.length !== 1 || ts === undefined || v1 === undefined) return null;
  if (!/^\d{1,16}$/.test(ts) || !/^[0-9A-Fa-f]{64}$/.test(v1)) return null;
  return { ts, v1 };
}

export interface MercadoPagoManifestInput {
  /** The `data.id` query parameter of the notification's URL. */
  dataId?: string | null | undefined;
  /** The `x-request-id` header. */
  requestId?: string | null | undefined;
  /** `ts` of the `x-signature` header. */
  ts?: string | null | undefined;
}

/** The signed text by the documented template `id:[data.id_url];request-id:[x-request-id_header];ts:[ts_header];`:
 * a value absent from the notification is removed with its part ("Si alguno de los valores … no está
 * presente en la notificación recibida, debes removerlo"), and an alphanumeric data.id is lowercased
 * ("deberá enviarse obligatoriamente en minúsculas"). */
export function mercadoPagoSignatureManifest(input: MercadoPagoManifestInput): string {
  const present = (value: string | null | undefined): value is string =>
    typeof value === 'string' && value.length > 0;
  let manifest = '';
  if (present(input.dataId)) {
    const id = /^[A-Za-z0-9]+$/.test(input.dataId) ? input.dataId.toLowerCase() : input.dataId;
    manifest += `id:${id};`;
  }
  if (present(input.requestId)) manifest += `request-id:${input.requestId};`;
  if (present(input.ts)) manifest += `ts:${input.ts};`;
  return manifest;
}

/** `ts` in milliseconds since the epoch: the pages call it milliseconds (`1742505638683`) but one
 * example is in seconds (`1704908010`); a value under 10^11 (a date before 1973 in milliseconds)
 * is read as seconds. */
export function mercadoPagoTimestampMs(ts: string): number {
  const value = Number(ts);
  return value < 1e11 ? value * 1000 : value;
}

export interface MercadoPagoSignatureCheck {
  /** The `x-signature` header. */
  signature: string | null | undefined;
  /** The `x-request-id` header. */
  requestId: string | null | undefined;
  /** The `data.id` query parameter of the notification's URL. */
  dataId: string | null | undefined;
  /** The venue's webhook secret key ("clave secreta" of Your integrations > Webhooks). */
  secret: string;
  hmacSha256Hex: HmacSha256Hex;
  /** With `maxAgeMs`: refuse a `ts` further than this from `now` (either way). The pages set no
   * tolerance: "puedes usar el timestamp … con el fin de establecer una tolerancia". */
  now?: Date | undefined;
  maxAgeMs?: number | undefined;
}

export type MercadoPagoSignatureResult =
  | { ok: true; ts: string }
  | { ok: false; key: 'malformed' | 'signature_mismatch' | 'expired' };

/** A notification signed with this venue's secret, by the documented steps; anything else is
 * refused and changes nothing. The data.id is the only resource field signed: the caller fetches
 * that payment and acts on what GET /v1/payments/{id} answers. */
export function verifyMercadoPagoSignature(check: MercadoPagoSignatureCheck): MercadoPagoSignatureResult {
  if (check.secret.length === 0) throw new RangeError('no Mercado Pago webhook secret');
  const header = parseMercadoPagoSignature(check.signature);
  if (header === null) return { ok: false, key: 'malformed' };
  const manifest = mercadoPagoSignatureManifest({
    dataId: check.dataId,
    requestId: check.requestId,
    ts: header.ts,
  });
  const expected = check.hmacSha256Hex(check.secret, manifest);
  // Compared before the age, so a refusal takes as long whatever was wrong.
  const matches = sameSha256Hex(expected, header.v1);
  if (!matches) return { ok: false, key: 'signature_mismatch' };
  if (check.maxAgeMs !== undefined) {
    const now = check.now?.getTime();
    if (now === undefined || !Number.isFinite(now)) throw new RangeError('a max age needs the current time');
    if (Math.abs(now - mercadoPagoTimestampMs(header.ts)) > check.maxAgeMs) {
      return { ok: false, key: 'expired' };
    }
  }
  return { ok: true, ts: header.ts };
}

export type MercadoPagoPaymentNotice =
  | { ok: true; paymentId: string; action: string; liveMode: boolean }
  | { ok: false; key: 'malformed' | 'not_a_payment' | 'id_mismatch' };

/** The payment a (verified) notification points at: a `payment` notification whose body `data.id`
 * is the signed `data.id` of its URL. The body is not signed, so the id the URL signed is the one
 * used, and a body naming another refuses the notice. */
export function mercadoPagoPaymentNotice(body: unknown, signedDataId: string): MercadoPagoPaymentNotice {
  const parsed = mercadoPagoNotificationSchema.safeParse(body);
  if (!parsed.success) return { ok: false, key: 'malformed' };
  const notification = parsed.data;
  if (notification.type !== 'payment') return { ok: false, key: 'not_a_payment' };
  if (!/^\d{1,20}$/.test(signedDataId) || notification.data.id !== signedDataId) {
    return { ok: false, key: 'id_mismatch' };
  }
  return {
    ok: true,
    paymentId: signedDataId,
    action: notification.action,
    liveMode: notification.live_mode,
  };
}

// --- The diner's return -----------------------------------------------------------------------

export interface MercadoPagoReturn {
  /** The payment to fetch, or null when the diner came back without one (left before paying). */
  paymentId: string | null;
  /** Our reference as Mercado Pago echoed it, or null. */
  externalReference: string | null;
}

/** What a back_url's query says: only which payment to fetch. Its `status` is unsigned and never
 * decides anything (ADR 115: the server asks GET /v1/payments/{id}). `payment_id` and
 * `collection_id` name the same payment; when both are there and differ, neither is trusted. */
export function mercadoPagoReturn(query: unknown): MercadoPagoReturn {
  const parsed = mercadoPagoReturnQuerySchema.safeParse(query);
  const values: MercadoPagoReturnQuery = parsed.success ? parsed.data : {};
  const id = (value: string | undefined) => (value !== undefined && /^\d{1,20}$/.test(value) ? value : null);
  const paymentId = id(values.payment_id);
  const collectionId = id(values.collection_id);
  const reference = values.external_reference;
  return {
    paymentId:
      paymentId !== null && collectionId !== null && paymentId !== collectionId
        ? null
        : (paymentId ?? collectionId),
    externalReference: reference === undefined || reference === '' || reference === 'null' ? null : reference,
  };
}

// --- Checkout Pro preference ------------------------------------------------------------------

/** Payment types a preference excludes (payment_methods.excluded_payment_types; ADR 118): cash
 * vouchers (`ticket`: OXXO, boleto, Efecty, PagoEfectivo), ATM, bank transfers (Pix, PSE), and the
 * types that are neither a card nor the diner's Mercado Pago balance. The balance
 * (`account_money`) "cannot be excluded". */
export const mercadoPagoExcludedPaymentTypes = [
  'ticket',
  'atm',
  'bank_transfer',
  'digital_currency',
  'digital_wallet',
  'voucher_card',
  'crypto_transfer',
] as const;

/** An absolute https URL with a host and no spaces (the domain has no URL class); plain http only
 * on a loopback host (`localhost`, `*.localhost`, `127.0.0.1`: a developer's machine and the
 * browser journeys, never a venue's address). */
const HTTPS_URL =
  /^(https:\/\/[A-Za-z0-9.-]+|http:\/\/(localhost|[A-Za-z0-9.-]+\.localhost|127\.0\.0\.1))(:\d{1,5})?([/?#][^\s]*)?$/;

export interface MercadoPagoPreferenceInput {
  /** Our payment id: `external_reference`, and the item's id. */
  reference: string;
  /** Minor units of `currency`, tip included: what the diner pays. */
  amount: number;
  currency: string;
  /** What the checkout shows the diner ("La Brasa Dorada – order 1042"). */
  title: string;
  /** Our return route (GET /payments/{id}/return), absolute https: every outcome comes back there. */
  returnUrl: string;
  /** The venue's webhook URL, absolute https. */
  notificationUrl: string;
  /** After this the preference takes no payment (the abandoned hold's end). */
  expiresAt?: Date | undefined;
  /** Required with `expiresAt`: the preference's start (now). */
  now?: Date | undefined;
}

/** The body of POST /checkout/preferences for one payment: one item of the whole amount, our
 * reference, back_urls to our return route for every outcome (auto_return on approval), our
 * notification URL, cards and the Mercado Pago balance only, binary mode (an
 * instant outcome: "el pago solo puede ser aprobado o rechazado"), and an expiry when given. */
export function mercadoPagoPreferenceBody(input: MercadoPagoPreferenceInput) {
  const https = (url: string) => {
    if (url.length > 2000 || !HTTPS_URL.test(url)) throw new RangeError(`not an absolute https URL: ${url}`);
    return url;
  };
  if (input.amount < 1) throw new RangeError(`nothing to charge: ${input.amount}`);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(input.reference)) {
    throw new RangeError(`not a payment reference: ${input.reference}`);
  }
  const returnUrl = https(input.returnUrl);
  const title = input.title.trim().slice(0, 250);
  if (title.length === 0) throw new RangeError('no title');
  const expiry =
    input.expiresAt === undefined
      ? {}
      : (() => {
          if (input.now === undefined) throw new RangeError('an expiry needs the current time');
          if (input.expiresAt.getTime() <= input.now.getTime()) throw new RangeError('expires in the past');
          return {
            expires: true,
            expiration_date_from: input.now.toISOString(),
            expiration_date_to: input.expiresAt.toISOString(),
          };
        })();
  return {
    items: [
      {
        id: input.reference,
        title,
        quantity: 1,
        currency_id: input.currency,
        unit_price: minorToMercadoPagoAmount(input.amount, input.currency),
      },
    ],
    external_reference: input.reference,
    back_urls: { success: returnUrl, pending: returnUrl, failure: returnUrl },
    auto_return: 'approved' as const,
    notification_url: https(input.notificationUrl),
    binary_mode: true,
    payment_methods: {
      excluded_payment_types: mercadoPagoExcludedPaymentTypes.map((id) => ({ id })),
    },
    ...expiry,
  };
}
export type MercadoPagoPreferenceBody = ReturnType<typeof mercadoPagoPreferenceBody>;
