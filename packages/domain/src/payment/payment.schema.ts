import { z } from 'zod';
import { MAX_PAYMENT_AMOUNT } from '../constants.ts';
import { purchaseSchema } from '../order/order.schema.ts';
import { tipChoiceSchema } from '../tip/tip.schema.ts';

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

/** PSE buyer document types (spec §3 PSE: client type, document type, bank). */
export const pseDocumentTypes = ['CC', 'CE', 'NIT', 'TI', 'PP'] as const;

/** POST /payments.json (header Idempotency-Key; profileid/token). */
export const createPaymentBody = z.object({
  purchase_id: z.string().max(64),
  method: paymentMethodSchema,
  /** Amount of the bill this payment covers, without tip, minor units. */
  amount: z.number().int().min(1).max(MAX_PAYMENT_AMOUNT),
  tip: z.number().int().min(0).max(MAX_PAYMENT_AMOUNT).default(0),
  share: paymentShareSchema.default({ kind: 'full' }),
  /** card: the provider's token from its card form; pse: bank and buyer; nequi: phone. */
  card_token: z.string().max(200).optional(),
  pse: z
    .object({
      client_type: z.enum(['natural', 'juridica']),
      document_type: z.enum(pseDocumentTypes),
      document_number: z.string().regex(/^[A-Za-z0-9-]{4,20}$/),
      bank_code: z.string().regex(/^\w{1,20}$/),
    })
    .optional(),
  nequi: z.object({ phone: z.string().regex(/^\d{10}$/) }).optional(),
  /** PSE and Nequi at a gateway that names its payer (`payer_required` of the options, ADR 115):
   * where the gateway sends its receipt, and the diner's acceptance of the gateway's terms. */
  payer_email: z.email().max(254).optional(),
  gateway_terms_accepted: z.literal(true).optional(),
  /** Where the provider sends the diner back (PSE, 3-D Secure): a path of this site, never
   * another host (no open redirect). */
  return_url: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])[^\s]*$/, 'a path of this site')
    .optional(),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBody>;

export const paymentSchema = z.object({
  id: z.string(),
  purchase_id: z.string(),
  method: paymentMethodSchema,
  /** The gateway that charges it (`sandbox`, ...), or `manual` for cash and card reader. */
  provider: z.string(),
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
  /** Given back of it so far, amount and tip (partial refunds, ADR 117); absent is 0. */
  refunded_amount: z.number().int().optional(),
  /** True when the asking profile created it (others at the table see amounts, not cards). */
  mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The purchase as the pay pages need it (GET /purchases/{id}/payments.json). */
export const payablePurchaseSchema = purchaseSchema
  .pick({
    id: true,
    bck_purchase_id: true,
    supplier_id: true,
    service: true,
    currency: true,
    subtotal: true,
    tip: true,
    delivery_fee: true,
    discount: true,
    total: true,
    /** Bills and tips paid. */
    paid_amount: true,
  })
  .extend({
    status: z.string(),
    /** What is ordered: subtotal + delivery fee - discount, without tips (tips are each payer's own). */
    bill: z.number().int(),
    /** The part of the bill paid, without tips. */
    paid_bill: z.number().int(),
    /** What payments waiting for an outcome hold of the bill. */
    pending_amount: z.number().int(),
    /** What may still be paid: bill - paid_bill - pending_amount, never below 0. */
    balance: z.number().int(),
    /** The tip chosen when ordering, to start the pay page's tip choice from; null: none chosen. */
    tip_choice: tipChoiceSchema.nullable(),
    /** False once canceled. */
    payable: z.boolean(),
  });
export type PayablePurchase = z.infer<typeof payablePurchaseSchema>;

export const purchasePaymentsSchema = z.object({
  purchase: payablePurchaseSchema,
  payments: z.array(paymentSchema),
});
export type PurchasePayments = z.infer<typeof purchasePaymentsSchema>;

/** Staff settle a cash or card-reader payment: `paid` (the money arrived) or `declined` (it never
 * did). The one body of the act, for `POST /staff/payments/{id}/settle` and a table order's
 * `PUT /staff/orders/{purchase}/payments/{payment}.json`: the status is required and nothing else
 * is taken, so an empty or misspelled body moves no money (docs/decisions/090-money-moved-only-when-said.md). */
export const settlePaymentBody = z.strictObject({ status: z.enum(['paid', 'declined']) });
export type SettlePayment = z.infer<typeof settlePaymentBody>;

/** A refund by staff (docs/decisions/117-partial-refunds.md): `amount` in minor units, a part of
 * what is left to give back (domain `checkRefund`), all of it when left out; `reason` for the trail. */
export const refundPaymentBody = z.object({
  amount: z.number().int().min(0).max(100_000_000_00).optional(),
  reason: z.string().trim().max(300).optional(),
});
export type RefundPayment = z.infer<typeof refundPaymentBody>;
