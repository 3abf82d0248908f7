// The money of a purchase, once for every service (spec §3 Purchase: subtotal, tip, delivery fee,
// discount, total, paid amount, balance; docs/decisions/015-split-bill.md,
// docs/decisions/021-one-tip-and-layer-rules.md). Minor units throughout. The server stores what
// this computes; the storefront previews a cart with the same function.

/** What a purchase's money is made of. */
export interface PurchaseMoney {
  /** The items not removed. */
  subtotal: number;
  delivery_fee: number;
  discount: number;
  /** The tip in minor units (the table's choice, or the tips paid; see tipOn). */
  tip: number;
  /** Bills and tips of the paid payments. */
  paid_amount: number;
}

export interface PurchaseTotals {
  subtotal: number;
  delivery_fee: number;
  /** Never more than the products: the delivery fee and the tip are always paid. */
  discount: number;
  tip: number;
  /** subtotal + delivery fee - discount: what the payers split, without tips. */
  bill: number;
  /** The bill plus the tip. */
  total: number;
  paid_amount: number;
  /** What is left to pay: total - paid amount, never below 0. */
  balance: number;
}

/** The bill to settle: what was ordered, with fees and discounts, without tips (tips are each
 * payer's own). A discount never covers more than the products. */
export function billAmount(p: { subtotal: number; delivery_fee: number; discount: number }): number {
  return Math.max(0, p.subtotal - Math.min(p.subtotal, Math.max(0, p.discount)) + p.delivery_fee);
}

export function purchaseTotals(p: PurchaseMoney): PurchaseTotals {
  const discount = Math.min(p.subtotal, Math.max(0, p.discount));
  const bill = billAmount(p);
  const total = bill + Math.max(0, p.tip);
  return {
    subtotal: p.subtotal,
    delivery_fee: p.delivery_fee,
    discount,
    tip: Math.max(0, p.tip),
    bill,
    total,
    paid_amount: p.paid_amount,
    balance: Math.max(0, total - p.paid_amount),
  };
}

/** What may still be paid of the bill when live payments (waiting for an outcome, or paid) hold
 * `reserved` of it. */
export function remainingBill(bill: number, reserved: number): number {
  return Math.max(0, bill - reserved);
}

/** The tip chosen when ordering that is still to come: it travels with the delivery order's
 * payment and joins the purchase's tip once that is paid. */
export function tipToCome(purchaseTip: number, chosenTip: number): number {
  return purchaseTip === 0 ? chosenTip : 0;
}

/** A delivery order's amount due: the balance plus the chosen tip still to come; nothing once
 * canceled. */
export function amountDue(
  totals: Pick<PurchaseTotals, 'balance' | 'tip'>,
  order: { chosenTip: number; canceled: boolean },
): number {
  return order.canceled ? 0 : totals.balance + tipToCome(totals.tip, order.chosenTip);
}
