import type { Location, PlaceOrderBody } from '@storefront/domain/delivery/delivery.schema';
import type { CheckoutDraft } from './checkout-store.ts';

// The POST body of an order from the cart, the checkout draft and the diner's location. Prices
// never travel: the server prices the lines from the database.

export interface CartLineLike {
  product_id: string;
  count: number;
  options: Record<string, string[]>;
  note: string | null;
}

export function orderBody(input: {
  kind: 'delivery' | 'schedule' | 'take_away';
  lines: CartLineLike[];
  draft: CheckoutDraft;
  location: Location | null;
  birthDate: string | null;
}): PlaceOrderBody {
  const { kind, draft, location } = input;
  const scheduled = kind === 'schedule' || (kind === 'take_away' && draft.pickup === 'scheduled');
  return {
    service: kind === 'take_away' ? 'take_away' : 'delivery',
    subservice: kind === 'schedule' ? 'schedule' : null,
    lines: input.lines.map(({ product_id, count, options, note }) => ({ product_id, count, options, note })),
    birth_date: input.birthDate,
    contact: draft.contact,
    address:
      kind === 'take_away'
        ? null
        : {
            ...draft.address,
            latitude: location?.latitude ?? null,
            longitude: location?.longitude ?? null,
          },
    scheduled_for: scheduled ? draft.scheduledFor : null,
    coupon: draft.coupon?.code ?? null,
    tip: draft.tip,
    payment_method: draft.paymentMethod ?? 'cash',
  };
}
