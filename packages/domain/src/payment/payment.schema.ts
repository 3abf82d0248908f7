import { z } from 'zod';

// Payments of a purchase (spec §4 payment statuses, §5 card/PSE/Nequi, §8 payment errors). The
// card number and CVC never come here: the card form posts them to the provider, which answers a
// token; we keep the token, the brand and the last four digits.

export const paymentMethodSchema = z.enum(['card', 'pse', 'nequi', 'cash', 'card_reader']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** spec §4: pending bank validation, rejected by bank, declined, error, paid; plus the states
 * before an outcome (created, pending) and after a refund. */
export const paymentStatusSchema = z.enum([
  'created',
  'pending',
  'pending_bank_validation',
  'rejected_by_bank',
  'declined',
  'error',
  'paid',
  'refunded',
]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The part of a bill a payment covers when the bill is split (issue: split the bill). */
export const paymentShareSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('full') }),
  z.object({
    kind: z.literal('equal'),
    parts: z.number().int().min(2).max(50),
    part: z.number().int().min(1),
  }),
  /** Items (a shared item split between payers: a fraction of it). */
  z.object({
    kind: z.literal('items'),
    items: z.array(z.object({ item_id: z.string(), fraction: z.number().gt(0).max(1) })).min(1),
  }),
  z.object({ kind: z.literal('custom') }),
]);
export type PaymentShare = z.infer<typeof paymentShareSchema>;

/** POST /payments.json (header Idempotency-Key; profileid/token). */
export const createPaymentBody = z.object({
  purchase_id: z.string().max(64),
  method: paymentMethodSchema,
  /** Amount of the bill this payment covers, without tip, minor units. */
  amount: z.number().int().min(1),
  tip: z.number().int().min(0).default(0),
  share: paymentShareSchema.default({ kind: 'full' }),
  /** card: the provider's token from its card form; pse: bank and buyer; nequi: phone. */
  card_token: z.string().max(200).optional(),
  pse: z
    .object({
      client_type: z.enum(['natural', 'juridica']),
      document_type: z.string().max(10),
      document_number: z.string().max(30),
      bank_code: z.string().max(20),
    })
    .optional(),
  nequi: z.object({ phone: z.string().regex(/^\d{10}$/) }).optional(),
  /** Where the provider sends the diner back (PSE, 3-D Secure). */
  return_url: z.string().max(2000).optional(),
});

export const paymentSchema = z.object({
  id: z.string(),
  purchase_id: z.string(),
  method: paymentMethodSchema,
  status: paymentStatusSchema,
  amount: z.number().int(),
  tip: z.number().int(),
  currency: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  /** Set when the diner must go somewhere to finish (3-D Secure, the PSE bank page). */
  redirect_url: z.string().nullable(),
  /** The key of the spec §8 message for the outcome, when it is not paid. */
  message_key: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
