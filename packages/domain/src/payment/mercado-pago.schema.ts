import { z } from 'zod';

// Mercado Pago's own wire format for Checkout Pro (docs/payments.md#mercado-pago-statuses-and-signatures,
// ADR 115): the webhook notification, the payment as GET /v1/payments/{id} answers it, the preference
// and refund answers, and the query of the diner's return to back_urls. Only the fields our rules
// read; every other field Mercado Pago sends is dropped. Permissive where Mercado Pago may add values
// (a status is any text), strict where money is (an amount is a finite number, never a string).

/** Every payment status the "Get payment" reference documents
 * (https://www.mercadopago.com.mx/developers/en/reference/payments/_payments_id/get). */
export const mercadoPagoPaymentStatuses = [
  'pending',
  'approved',
  'authorized',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const;
export type MercadoPagoPaymentStatus = (typeof mercadoPagoPaymentStatuses)[number];

/** Mercado Pago's ids are numbers in its examples (`"id": 12345`) and strings in others
 * (`"id": "123456"`): either is kept as the decimal text. */
const numericId = z.union([
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).transform(String),
  z.string().regex(/^\d{1,20}$/),
]);

/** A resource id as `data.id` carries it: digits for a payment, letters and digits for an order
 * (`ORD01JQ4S4KY8HWQ6NA5PXB65B3D3`). */
const resourceId = z.union([
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).transform(String),
  z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
]);

/** An amount of money: a finite, non-negative number as JSON carries it (`75.76`); a string or
 * NaN is refused. Whether it is a whole number of our minor units is mercadoPagoAmountToMinor's. */
const money = z.number().finite().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** The body of a Webhooks notification (your-integrations/notifications/webhooks, "Validar origen
 * de una notificación"; checkout-pro/payment-notifications):
 * `{"action":"payment.updated","api_version":"v1","data":{"id":"123456"},"date_created":…,"id":…,"live_mode":false,"type":"payment","user_id":724484980}`.
 * It carries no status and no amount: the payment is always fetched. */
export const mercadoPagoNotificationSchema = z.object({
  /** `payment.created`, `payment.updated`, ... */
  action: z.string().min(1).max(100),
  api_version: z.string().max(20).optional(),
  data: z.object({ id: resourceId }),
  date_created: z.string().max(40).optional(),
  /** The notification's own id ("ID de la notificación"). */
  id: z.union([numericId, z.string().min(1).max(64)]),
  /** "Indica si la URL ingresada es válida" (false for test notifications). */
  live_mode: z.boolean(),
  /** The topic: `payment` for Checkout Pro. */
  type: z.string().min(1).max(100),
  /** The seller's account. */
  user_id: numericId,
});
export type MercadoPagoNotification = z.infer<typeof mercadoPagoNotificationSchema>;

/** The payment as GET /v1/payments/{id} (and each result of GET /v1/payments/search) answers it,
 * the fields our rules read. */
export const mercadoPagoPaymentSchema = z.object({
  id: numericId,
  /** Any text: a status Mercado Pago adds later still parses, and maps to one that moves no money. */
  status: z.string().min(1).max(40),
  status_detail: z.string().max(80).nullish(),
  /** Ours: the payment id the preference was created with. */
  external_reference: z.string().max(256).nullish(),
  /** Decimal units of `currency_id` (mercadoPagoAmountToMinor). */
  transaction_amount: money,
  currency_id: z.string().length(3),
  /** `visa`, `master`, `account_money`, `pix`, `oxxo`, ... */
  payment_method_id: z.string().max(60).nullish(),
  /** `credit_card`, `debit_card`, `prepaid_card`, `account_money`, `ticket`, `bank_transfer`, ... */
  payment_type_id: z.string().max(60).nullish(),
  card: z
    .object({
      last_four_digits: z
        .string()
        .regex(/^\d{4}$/)
        .nullish(),
    })
    .nullish(),
  /** What was refunded so far, decimal units; absent before any refund. */
  transaction_amount_refunded: money.nullish(),
});
export type MercadoPagoPayment = z.infer<typeof mercadoPagoPaymentSchema>;

/** Checkout Pro's page: https, or plain http on a loopback host only (the browser journeys' double). */
const checkoutPage = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .refine(
    (url) => url.startsWith('https://') || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(url),
    'an https page',
  );

/** The answer of POST /checkout/preferences: the diner's browser goes to `init_point`
 * (`sandbox_init_point` with test credentials). */
export const mercadoPagoPreferenceSchema = z.object({
  id: z.string().min(1).max(100),
  init_point: checkoutPage,
  sandbox_init_point: checkoutPage.nullish(),
});
export type MercadoPagoPreference = z.infer<typeof mercadoPagoPreferenceSchema>;

/** The answer of POST /v1/payments/{id}/refunds. */
export const mercadoPagoRefundSchema = z.object({
  id: numericId,
  payment_id: numericId,
  /** Decimal units of the payment's currency. */
  amount: money,
  /** `approved` in the examples; anything else is not yet money back. */
  status: z.string().min(1).max(40),
});
export type MercadoPagoRefund = z.infer<typeof mercadoPagoRefundSchema>;

/** The query Checkout Pro appends to a back_url (checkout-pro/configure-back-urls, "Respuesta de
 * las URLs de retorno"): `collection_id`, `collection_status`, `payment_id`, `status`,
 * `external_reference`, `payment_type`, `merchant_order_id`, `preference_id`, `site_id`,
 * `processing_mode`, `merchant_account_id`. Unsigned: it only says which payment to fetch. Absent
 * values come as the text `null` (`merchant_account_id=null`). */
const queryValue = z.string().max(256).optional();
export const mercadoPagoReturnQuerySchema = z.object({
  payment_id: queryValue,
  collection_id: queryValue,
  status: queryValue,
  collection_status: queryValue,
  external_reference: queryValue,
  payment_type: queryValue,
  merchant_order_id: queryValue,
  preference_id: queryValue,
  site_id: queryValue,
  processing_mode: queryValue,
  merchant_account_id: queryValue,
});
export type MercadoPagoReturnQuery = z.infer<typeof mercadoPagoReturnQuerySchema>;
