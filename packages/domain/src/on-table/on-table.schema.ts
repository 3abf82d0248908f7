import { z } from 'zod';
import { cartLineInputSchema } from '../catalog/catalog.schema.ts';
import { purchaseSchema } from '../order/order.schema.ts';
import { paymentMethodSchema, paymentShareSchema, paymentStatusSchema } from '../payment/payment.schema.ts';
import { tipChoiceSchema } from '../tip/tip.schema.ts';
import { onTableModes, placeKinds } from './on-table.rules.ts';

// spec §7 "Digital menu": bodies, query parameters and answers of every call (headers profileid
// and token). The spec shows the paths and the body keys; the shapes inside them are ours,
// documented in docs/decisions/014-on-table-classes.md and the OpenAPI document.

/** A branch by numeric id (the supplier_id header's value) or by slug. */
export const supplierRefSchema = z.union([
  z.number().int().min(1).max(2_147_483_647),
  z.string().min(1).max(63),
]);

const id = z.string().min(1).max(64);
const nickname = z.string().trim().min(1).max(40);

export const placeKindSchema = z.enum(placeKinds);

/** A table, room, seat area, box or counter (never its secret code). */
export const placeSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: placeKindSchema,
  /** The diner types a seat or box number (cinema halls share one code). */
  asks_number: z.boolean(),
  /** Everyone who scans it joins one order (tables and rooms). */
  shared: z.boolean(),
});
export type Place = z.infer<typeof placeSchema>;

export const onTableRulesSchema = z.object({
  mode: z.enum(onTableModes),
  ordering: z.boolean(),
  list: z.boolean(),
  requires_table_id: z.boolean(),
  payment_mandatory: z.boolean(),
  send_to_kitchen_mandatory: z.boolean(),
  incremental: z.boolean(),
  pay_before_kitchen: z.boolean(),
});

const branchSchema = z.object({ id: z.number().int(), slug: z.string(), on_table_class: z.string() });

// ---- GET /menudigital/init?supplier_id&table_code ----

export const initQuery = z.object({
  supplier_id: z.string().min(1).max(63),
  table_code: z.string().min(1).max(80),
});

export const tableInitSchema = z.object({
  table: placeSchema,
  supplier: branchSchema,
  subservice: z.string().nullable(),
  rules: onTableRulesSchema,
  /** The table's open order everyone at it joins (shared places), when there is one. */
  open_purchase: z.object({ id: z.string(), members: z.number().int(), joined: z.boolean() }).nullable(),
  call_waiter_minimum: z.number().int(),
});
export type TableInit = z.infer<typeof tableInitSchema>;

// ---- POST /menudigital/init.json: create (or join) the table's purchase ----

export const createPurchaseBody = z.object({
  purchase: z.object({
    supplier_id: supplierRefSchema,
    table_code: z.string().min(1).max(80),
    service: z.literal('on_table').default('on_table'),
    subservice: z.enum(['room', 'grab_and_go']).nullable().default(null),
    nickname: nickname.nullable().default(null),
    /** Seat or box number where the place asks for one. */
    place_number: z.string().trim().min(1).max(20).nullable().default(null),
    diners: z.number().int().min(1).max(50).nullable().default(null),
    allergy_note: z.string().max(300).nullable().default(null),
  }),
});

// ---- GET /menudigital/init/{purchase}.json?customer_id&supplier_id&service ----

export const initPurchaseQuery = z.object({
  customer_id: z.string().max(40).optional(),
  supplier_id: z.string().max(63).optional(),
  service: z.string().max(40).optional(),
});

export const purchaseParams = z.object({ purchase: id });

export const sharePaymentSchema = z.object({
  id: z.string(),
  method: paymentMethodSchema,
  status: paymentStatusSchema,
  amount: z.number().int(),
  tip: z.number().int(),
  /** Given back of it so far, amount and tip (partial refunds, ADR 117); absent is 0. */
  refunded_amount: z.number().int().optional(),
  share: z.record(z.string(), z.unknown()),
  nickname: z.string().nullable(),
  mine: z.boolean(),
  created_at: z.string(),
});
export type SharePayment = z.infer<typeof sharePaymentSchema>;

/** The state of the bill for splitting it (docs/decisions/015-split-bill.md). */
export const billStateSchema = z.object({
  /** subtotal + fees - discount: what the payers split; tips come on top, per payer. */
  bill: z.number().int(),
  /** Covered by live payments (pending or paid). */
  reserved: z.number().int(),
  remaining: z.number().int(),
  /** Bill paid so far (without tips). */
  paid: z.number().int(),
  /** Fraction of each item covered by live item shares. */
  claimed_items: z.record(z.string(), z.number()),
  /** What live item shares pay of each item (so the payer who completes it pays its exact rest). */
  claimed_amounts: z.record(z.string(), z.number().int()),
  /** Equal parts taken by live payments: `parts:part`. */
  equal_parts: z.array(z.string()),
  payments: z.array(sharePaymentSchema),
});
export type BillState = z.infer<typeof billStateSchema>;

/** The answer of every call on one table order. */
export const tableOrderSchema = z.object({
  purchase: purchaseSchema,
  table: placeSchema,
  supplier: branchSchema,
  rules: onTableRulesSchema,
  members: z.array(z.object({ nickname: z.string().nullable(), me: z.boolean() })),
  me: z.object({ nickname: z.string().nullable() }),
  details: z.object({
    place_number: z.string().nullable(),
    diners: z.number().int().nullable(),
    allergy_note: z.string().nullable(),
  }),
  tip: tipChoiceSchema,
  bill: billStateSchema,
  /** Items taken off because their product became unavailable (spec §8), by this call. */
  removed_unavailable: z.array(z.object({ item_id: z.string(), product_id: z.string() })),
  call_waiter_minimum: z.number().int(),
});
export type TableOrder = z.infer<typeof tableOrderSchema>;

// ---- POST /menudigital/add_product_cart(.json) ----

export const addProductCartBody = z.object({
  product: cartLineInputSchema,
  purchase_id: id,
  data_purchase: z
    .object({
      nickname: nickname.nullable().default(null),
      /** The diner's birth date, for age-restricted products (spec §5). */
      birth_date: z.iso.date().nullable().default(null),
    })
    .default({ nickname: null, birth_date: null }),
});

// ---- PUT /menudigital/cart/{purchase}: order update ----

export const updateOrderBody = z.object({
  /** New counts of pending items; 0 removes one. Items already in the kitchen cannot change. */
  products: z
    .array(z.object({ id, count: z.number().int().min(0).max(99) }))
    .max(100)
    .default([]),
  nickname: nickname.optional(),
});

// ---- PUT /menudigital/call_waiter/{purchase} ----

export const callWaiterReasonSchema = z.enum(['assistance', 'bill']);
export const callWaiterBody = z
  .object({
    reason: callWaiterReasonSchema.default('assistance'),
    note: z.string().max(200).nullable().default(null),
  })
  .default({ reason: 'assistance', note: null });

export const waiterCallSchema = z.object({
  id: z.string(),
  reason: z.enum(['assistance', 'bill', 'payment']),
  status: z.enum(['open', 'acknowledged']),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type WaiterCall = z.infer<typeof waiterCallSchema>;

// ---- PUT /menudigital/add_tip/{purchase}.json ----

export const addTipBody = z.object({ tip: tipChoiceSchema });

// ---- POST /menudigital/manual_payment.json and PUT /menudigital/manual_payment/{purchase}.json ----

export const manualMethodSchema = z.enum(['cash', 'card_reader']);

export const manualPaymentBody = z.object({
  supplier_id: supplierRefSchema,
  /** The part of the bill this payment covers, without tip (minor units). */
  amount: z.number().int().min(1).max(1_000_000_000),
  /** The diner's table order; omitted = the diner's open order at this branch. */
  purchase_id: id.optional(),
  method: manualMethodSchema.default('cash'),
  tip: z.number().int().min(0).max(1_000_000_000).default(0),
  share: paymentShareSchema.default({ kind: 'full' }),
});

export const updateManualPaymentBody = z.object({
  /** The diner's pending manual payment; omitted = the diner's latest pending one. */
  payment_id: id.optional(),
  method: manualMethodSchema.optional(),
  cancel: z.boolean().default(false),
});

export const manualPaymentSchema = z.object({
  payment: sharePaymentSchema,
  order: tableOrderSchema,
});

// ---- GET /menudigital/my_orders.json?supplier_id ----

export const myOrdersQuery = z.object({ supplier_id: z.string().min(1).max(63) });

export const myOrderSummarySchema = z.object({
  id: z.string(),
  bck_purchase_id: z.string(),
  status: purchaseSchema.shape.status,
  total: z.number().int(),
  currency: z.string(),
  products: z.number().int(),
  table_label: z.string().nullable(),
  open: z.boolean(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export const myOrdersSchema = z.object({ orders: z.array(myOrderSummarySchema) });
export type MyOrderSummary = z.infer<typeof myOrderSummarySchema>;

// ---- POST /menudigital/rates.json?purchase_id&token and /menudigital/rates_services.json ----

export const ratesQuery = z.object({ purchase_id: id, token: z.string().max(128).optional() });
export const rateBody = z.object({
  rate: z.object({
    score: z.number().int().min(1).max(5),
    comment: z.string().max(500).nullable().default(null),
  }),
});

export const ratesServiceBody = z.object({
  rates_service: z.object({
    supplier_id: supplierRefSchema,
    /** Digital-menu rating 1..5 or NPS 0..10 (spec §2 Layout rating tab). */
    kind: z.enum(['digital_menu', 'nps']),
    score: z.number().int().min(0).max(10),
    comment: z.string().max(500).nullable().default(null),
    table_code: z.string().max(80).nullable().default(null),
  }),
});

export const createdSchema = z.object({ id: z.string() });

export const callWaiterResponseSchema = z.object({ call: waiterCallSchema, order: tableOrderSchema });
