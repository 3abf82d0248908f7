import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import { type DecidedShare, decideShareAmount, nextEqualPart } from '@storefront/domain/on-table/share.rules';
import type { PaymentShare } from '@storefront/domain/payment/payment.schema';

// The split-bill form's state to the share the payer asks for, with the amount the server will
// decide for it (the same rule: packages/domain/src/on-table/share.rules.ts).

export type SplitMode = 'full' | 'equal' | 'items' | 'custom';

export interface SplitForm {
  mode: SplitMode;
  parts: number;
  /** Chosen fraction per item id (1, 1/2, 1/3). */
  items: Record<string, number>;
  /** Custom amount in minor units. */
  custom: number;
}

export const initialSplitForm: SplitForm = { mode: 'full', parts: 2, items: {}, custom: 0 };

export function shareOf(form: SplitForm, order: TableOrder): PaymentShare | null {
  switch (form.mode) {
    case 'full':
      return { kind: 'full' };
    case 'custom':
      return { kind: 'custom' };
    case 'equal': {
      const part = nextEqualPart(order.bill, form.parts);
      return part === null ? null : { kind: 'equal', parts: form.parts, part };
    }
    case 'items': {
      const items = Object.entries(form.items).map(([item_id, fraction]) => ({ item_id, fraction }));
      return items.length === 0 ? null : { kind: 'items', items };
    }
  }
}

export function decideForm(
  form: SplitForm,
  order: TableOrder,
): { share: PaymentShare | null; decided: DecidedShare } {
  const share = shareOf(form, order);
  if (!share) return { share, decided: { ok: false } };
  const items = order.purchase.products.map((p) => ({ id: p.id, subtotal: p.subtotal, state: p.state }));
  return { share, decided: decideShareAmount(share, order.bill, items, form.custom) };
}

/** Fractions a payer can still take of an item. */
export function freeFractions(order: TableOrder, itemId: string): number[] {
  const claimed = order.bill.claimed_items[itemId] ?? 0;
  return [1, 1 / 2, 1 / 3].filter((f) => claimed + f <= 1 + 1e-9);
}
