import { z } from 'zod';
import { localizedSchema } from '../catalog/catalog.schema.ts';
import { type OrderStatus, orderStatuses } from './order.values.ts';

// A purchase (spec §3 Purchase: id, bck_purchase_id, total, products) of any service, as the
// storefront and the staff API see it. Amounts are integer minor units of `currency`.

export const orderStatusSchema = z.enum(orderStatuses);
export { type OrderStatus, orderStatuses };

/** spec §4 on-table cart: pending to send -> ordered (in the kitchen) -> prepared -> delivered. */
export const itemStateSchema = z.enum(['pending', 'ordered', 'prepared', 'delivered', 'removed']);
export type ItemState = z.infer<typeof itemStateSchema>;

export const purchaseItemSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  name: localizedSchema,
  unit_price: z.number().int(),
  count: z.number().int(),
  /** What the line adds to the bill: its value less `discount` (domain `lineSubtotal`). */
  subtotal: z.number().int(),
  /** Minor units a staff comp or discount takes off the line (ADR 114); 0 for none. */
  discount: z.number().int().optional(),
  options: z.record(z.string(), z.array(z.string())),
  option_names: z.array(localizedSchema),
  note: z.string().nullable(),
  state: itemStateSchema,
  /** Who added it (a nickname at a shared table), when known. */
  added_by: z.string().nullable(),
  added_by_name: z.string().nullable(),
  /** The staff member who took it (a waiter, an order by phone: ADR 112); null: the diner. */
  taken_by: z.string().nullable().optional(),
  round: z.number().int().nullable(),
});
export type PurchaseItem = z.infer<typeof purchaseItemSchema>;

export const purchaseSchema = z.object({
  id: z.string(),
  bck_purchase_id: z.string(),
  supplier_id: z.number().int(),
  service: z.enum(['on_table', 'delivery', 'take_away', 'book']),
  subservice: z.string().nullable(),
  status: orderStatusSchema,
  cancel_reason: z.string().nullable(),
  currency: z.string(),
  subtotal: z.number().int(),
  tip: z.number().int(),
  delivery_fee: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  paid_amount: z.number().int(),
  /** What is still to pay: total - paid_amount, never below 0. */
  balance: z.number().int(),
  payment_mandatory: z.boolean(),
  products: z.array(purchaseItemSchema),
  created_at: z.string(),
  updated_at: z.string(),
  closed_at: z.string().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
