import { currencyFractionDigits } from '../money/money.ts';
import type { PaymentStatus } from './payment.schema.ts';
import {
  type WompiEvent,
  type WompiTransaction,
  type WompiTransactionStatus,
  wompiEventSchema,
  wompiTransactionSchema,
  wompiTransactionStatuses,
} from './wompi.schema.ts';

// Wompi's rules (docs/payments.md#wompi-statuses-and-signatures, issue 55): its statuses in ours,
// its centavos in our minor units, and its two SHA-256 signatures. Pure: the caller passes the
// SHA-256 function (node:crypto's on the server), as place codes take their random bytes.

/** SHA-256 of the UTF-8 bytes of `text`, as hex. */
export type Sha256Hex = (text: string) => string;

// --- Statuses ---------------------------------------------------------------------------------

export interface WompiStatusContext {
  method: 'card' | 'pse' | 'nequi';
  /** PSE only: the bank sent the diner back (Wompi's redirect-url) and the transaction is still
   * PENDING, so the bank holds it: spec §4 "pending bank validation". */
  backFromBank?: boolean;
}

export function isDocumentedWompiStatus(status: string): status is WompiTransactionStatus {
  return (wompiTransactionStatuses as readonly string[]).includes(status);
}

/**
 * The payment status of a Wompi transaction status (docs.wompi.co metodos-de-pago: "APPROVED
 * (aprobada), DECLINED (rechazada), VOIDED (anulada, sólo aplica para transacciones con Tarjeta) o
 * ERROR"; PENDING before). A PSE payment is refused by the diner's bank, so its DECLINED is spec
 * §8's "rejected by the bank". VOIDED annuls an approved card charge: the money went back, so it
 * is `refunded`, which the ledger applies only to a paid payment (a conflict otherwise, nothing
 * moves). A status the docs do not list is `pending`: never money, never an outcome the diner is
 * told; the status is asked again and the abandoned hold frees the bill.
 */
export function paymentStatusOfWompi(
  status: string,
  context: WompiStatusContext,
): Exclude<PaymentStatus, 'created'> {
  switch (status) {
    case 'APPROVED':
      return 'paid';
    case 'DECLINED':
      return context.method === 'pse' ? 'rejected_by_bank' : 'declined';
    case 'VOIDED':
      return 'refunded';
    case 'ERROR':
      return 'error';
    case 'PENDING':
      return context.method === 'pse' && context.backFromBank ? 'pending_bank_validation' : 'pending';
    default:
      return 'pending';
  }
}

// --- Amounts ----------------------------------------------------------------------------------

/** Wompi counts hundredths of the currency's unit ("si deseas cobrar $95.000 COP, deberás
 * ingresar: 9500000"); our minor units have the currency's own fraction digits (COP 0). */
function centsPerMinorUnit(currency: string): number {
  return 10 ** (2 - currencyFractionDigits(currency));
}

/** Our minor units as Wompi's `amount_in_cents`: COP 95.000 (95000) is 9500000. */
export function minorToWompiAmount(minor: number, currency: string): number {
  const cents = minor * centsPerMinorUnit(currency);
  if (!Number.isSafeInteger(minor) || minor < 0 || !Number.isSafeInteger(cents)) {
    throw new RangeError(`not an amount in minor units: ${minor}`);
  }
  return cents;
}

/** Wompi's `amount_in_cents` in our minor units, or null when it is not a whole number of them
 * (COP 4.490.000,50 cannot be recorded: such an amount credits nothing). */
export function wompiAmountToMinor(amountInCents: number, currency: string): number | null {
  const scale = centsPerMinorUnit(currency);
  if (!Number.isSafeInteger(amountInCents) || amountInCents < 0 || amountInCents % scale !== 0) {
    return null;
  }
  return amountInCents / scale;
}

// --- The checkout's integrity signature -------------------------------------------------------

export interface WompiIntegrityInput {
  reference: string;
  amountInCents: number;
  currency: string;
  /** ISO 8601, when the checkout is sent an `expiration-time`. */
  expirationTime?: string | undefined;
}

/** `signature:integrity` of the widget and web checkout (and `signature` of POST /transactions):
 * SHA-256 of "<Referencia><Monto><Moneda><FechaExpiracion><SecretoIntegridad>", the date only when
 * sent (docs.wompi.co widget-checkout-web, Paso 3). Computed on the server only: the secret never
 * reaches a browser. */
export function wompiIntegritySignature(
  input: WompiIntegrityInput,
  integritySecret: string,
  sha256Hex: Sha256Hex,
): string {
  if (!Number.isSafeInteger(input.amountInCents) || input.amountInCents < 1) {
    throw new RangeError(`not an amount in cents: ${input.amountInCents}`);
  }
  const expiration = input.expirationTime ?? '';
  return sha256Hex(
    `${input.reference}${input.amountInCents}${input.currency}${expiration}${integritySecret}`,
  );
}

// --- Event checksum ---------------------------------------------------------------------------

/** The value at a dotted path of `data` as Wompi concatenates it, or null when it is missing or
 * not a string or whole number (own data properties only: no `__proto__` walks, no getters). */
function signedValue(data: Record<string, unknown>, path: string): string | null {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    value = Object.getOwnPropertyDescriptor(value, key)?.value;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return null;
}

/** The event's checksum by the documented steps (docs.wompi.co eventos, "Paso a paso"): the values
 * of `signature.properties` in their order, then `timestamp`, then the events secret, through
 * SHA-256. Null when a listed property is missing from `data`. */
export function wompiEventChecksum(
  event: WompiEvent,
  eventsSecret: string,
  sha256Hex: Sha256Hex,
): string | null {
  let signed = '';
  for (const path of event.signature.properties) {
    const value = signedValue(event.data, path);
    if (value === null) return null;
    signed += value;
  }
  return sha256Hex(`${signed}${event.timestamp}${eventsSecret}`);
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** Two SHA-256 hex digests are the same, either case, in time that does not depend on where they
 * differ. */
export function sameSha256Hex(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (!HEX_SHA256.test(x) || !HEX_SHA256.test(y)) return false;
  let difference = 0;
  for (let i = 0; i < 64; i++) difference |= x.charCodeAt(i) ^ y.charCodeAt(i);
  return difference === 0;
}

export interface WompiEventSecrets {
  eventsSecret: string;
  sha256Hex: Sha256Hex;
  /** The `X-Event-Checksum` header, when the request carried one: it must agree too. */
  headerChecksum?: string | undefined;
}

export type WompiEventCheck =
  | { ok: true; event: WompiEvent }
  | { ok: false; key: 'malformed' | 'property_missing' | 'checksum_mismatch' };

/** A parsed JSON body that is Wompi's event, signed with this venue's events secret; anything else
 * is refused and changes nothing (the events page, Paso 5: "De lo contrario, debes ignorar dicho
 * evento"). */
export function verifyWompiEvent(body: unknown, secrets: WompiEventSecrets): WompiEventCheck {
  const parsed = wompiEventSchema.safeParse(body);
  if (!parsed.success) return { ok: false, key: 'malformed' };
  const event = parsed.data;
  const expected = wompiEventChecksum(event, secrets.eventsSecret, secrets.sha256Hex);
  if (expected === null) return { ok: false, key: 'property_missing' };
  const given = [
    event.signature.checksum,
    ...(secrets.headerChecksum === undefined ? [] : [secrets.headerChecksum]),
  ];
  // Every given checksum is compared, so a refusal takes as long whichever one differs.
  const matches = given.map((checksum) => sameSha256Hex(expected, checksum));
  if (!matches.every(Boolean)) return { ok: false, key: 'checksum_mismatch' };
  return { ok: true, event };
}

/** What a payment may act on: the id, status and amount the ledger uses. */
const REQUIRED_SIGNED = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];

export type WompiTransactionNotice =
  | {
      ok: true;
      transaction: WompiTransaction;
      /** False when Wompi did not sign `transaction.reference` (its example does not): a replayed
       * genuine event could then carry another payment's reference, so the caller must tie the
       * transaction id to the payment (the id recorded at creation, or GET /v1/transactions/{id}). */
      referenceSigned: boolean;
    }
  | { ok: false; key: 'not_a_transaction' | 'fields_unsigned' };

/** The transaction of a verified `transaction.updated` event, when its id, status and amount are
 * among the signed properties. */
export function wompiTransactionNotice(event: WompiEvent): WompiTransactionNotice {
  if (event.event !== 'transaction.updated') return { ok: false, key: 'not_a_transaction' };
  const transaction = wompiTransactionSchema.safeParse(event.data.transaction);
  if (!transaction.success) return { ok: false, key: 'not_a_transaction' };
  const signed = new Set(event.signature.properties);
  if (!REQUIRED_SIGNED.every((path) => signed.has(path))) return { ok: false, key: 'fields_unsigned' };
  return { ok: true, transaction: transaction.data, referenceSigned: signed.has('transaction.reference') };
}
