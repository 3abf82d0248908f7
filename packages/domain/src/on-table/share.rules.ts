import type { PaymentShare } from '../payment/payment.schema.ts';
import type { BillState } from './on-table.schema.ts';
import { equalPartAmount, itemShareAmount } from './split.rules.ts';

// One payer's share of a table's bill (docs/decisions/015-split-bill.md), computed the same way by
// the storefront (to show it) and the server (to record it under the order's lock).

export interface ShareItem {
  id: string;
  subtotal: number;
  state: string;
}

export type DecidedShare =
  | { ok: true; amount: number; items?: { item_id: string; fraction: number; amount: number }[] }
  | { ok: false };

const refused: DecidedShare = { ok: false };

/** The amount a share pays of the bill as it stands, or refused (part taken, item covered, more
 * than what is left). `custom` pays `requested`. */
export function decideShareAmount(
  share: PaymentShare,
  bill: Pick<BillState, 'bill' | 'remaining' | 'equal_parts' | 'claimed_items' | 'claimed_amounts'>,
  items: ShareItem[],
  requested: number,
): DecidedShare {
  let decided: DecidedShare;
  switch (share.kind) {
    case 'full':
      decided = { ok: true, amount: bill.remaining };
      break;
    case 'custom':
      decided = { ok: true, amount: requested };
      break;
    case 'equal':
      if (share.part > share.parts || bill.equal_parts.includes(`${share.parts}:${share.part}`))
        return refused;
      decided = {
        ok: true,
        amount: Math.min(equalPartAmount(bill.bill, share.parts, share.part), bill.remaining),
      };
      break;
    case 'items': {
      const stored: { item_id: string; fraction: number; amount: number }[] = [];
      for (const { item_id, fraction } of share.items) {
        const item = items.find((i) => i.id === item_id && i.state !== 'removed');
        if (!item || stored.some((s) => s.item_id === item_id)) return refused;
        const result = itemShareAmount(
          item.subtotal,
          fraction,
          bill.claimed_items[item_id] ?? 0,
          bill.claimed_amounts[item_id] ?? 0,
        );
        if (!result.ok) return refused;
        stored.push({ item_id, fraction, amount: result.amount });
      }
      decided = { ok: true, amount: stored.reduce((sum, s) => sum + s.amount, 0), items: stored };
      break;
    }
  }
  if (decided.amount < 1 || decided.amount > bill.remaining) return refused;
  return decided;
}

/** The first equal part of `parts` nobody has taken yet, or null. */
export function nextEqualPart(bill: Pick<BillState, 'equal_parts'>, parts: number): number | null {
  for (let part = 1; part <= parts; part++) if (!bill.equal_parts.includes(`${parts}:${part}`)) return part;
  return null;
}
