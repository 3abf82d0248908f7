import { z } from 'zod';

// Wompi's own wire format (docs/payments.md#wompi-statuses-and-signatures): the event it posts to
// the venue's events URL and the transaction inside it, as its pages show them
// (https://docs.wompi.co/docs/colombia/eventos/, https://docs.wompi.co/docs/colombia/metodos-de-pago/).

/** Every status Wompi documents: PENDING while the payment is under way ("una transacción recién
 * creada siempre tiene un status: PENDING"), then one final status. */
export const wompiTransactionStatuses = ['PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR'] as const;
export type WompiTransactionStatus = (typeof wompiTransactionStatuses)[number];

/** A dotted path into the event's `data`, as `signature.properties` lists them
 * (`transaction.amount_in_cents`). */
const signedPropertyPath = z.string().regex(/^[A-Za-z0-9_]{1,64}(\.[A-Za-z0-9_]{1,64}){0,7}$/);

/** A JSON object, kept as received: the checksum is computed over the values Wompi sent, so
 * `data` is neither stripped nor copied. */
const jsonObject = z.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  'an object',
);

/** The body of every event ("Cualquier evento que Wompi envíe tendrá siempre la misma estructura"). */
export const wompiEventSchema = z.object({
  /** `transaction.updated`, `nequi_token.updated`, `bancolombia_transfer_token.updated`. */
  event: z.string().min(1).max(100),
  data: jsonObject,
  /** `test` for Sandbox, `prod` for Production. */
  environment: z.enum(['test', 'prod']),
  signature: z.object({
    /** The paths whose values are signed, in order; they "pueden variar en el tiempo y en cada
     * evento", so they are always read from the event. An empty list would sign no data at all. */
    properties: z.array(signedPropertyPath).min(1).max(20),
    /** SHA-256 hex; the page prints it in capitals. */
    checksum: z.string().regex(/^[0-9A-Fa-f]{64}$/),
  }),
  /** The event's UNIX time, part of what is signed. */
  timestamp: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  sent_at: z.string().max(40).optional(),
});
export type WompiEvent = z.infer<typeof wompiEventSchema>;

/** `data.transaction` of a `transaction.updated` event (the same fields `GET /v1/transactions/{id}`
 * answers under `data`). */
export const wompiTransactionSchema = z.object({
  /** Wompi's id of the transaction (`1234-1610641025-49201`). */
  id: z.string().min(1).max(100),
  /** Ours: the payment id the transaction was created with. */
  reference: z.string().min(1).max(255),
  /** Centavos: COP 95.000 is 9500000 (wompiAmountToMinor). */
  amount_in_cents: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().length(3),
  /** `CARD`, `NEQUI`, `PSE`, ... */
  payment_method_type: z.string().min(1).max(40),
  /** Any text: a status Wompi adds later still parses, and maps to one that moves no money. */
  status: z.string().min(1).max(40),
  status_message: z.string().max(500).nullable().optional(),
});
export type WompiTransaction = z.infer<typeof wompiTransactionSchema>;
