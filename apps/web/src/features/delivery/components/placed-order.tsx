import type { DeliveryOrder } from '@storefront/domain/delivery/delivery.schema';
import { placedTotals } from '../model/summary.ts';
import { OrderItems } from './order-items.tsx';
import { OrderTotals } from './order-totals.tsx';

/** A placed order's products and its totals (the checkout and the order page show both). */
export function PlacedOrder({
  order,
  lang,
  taxLabel,
}: {
  order: DeliveryOrder;
  lang: string;
  taxLabel: boolean;
}) {
  return (
    <>
      <OrderItems items={order.products} currency={order.currency} lang={lang} />
      <div className="mt-3 border-t border-line pt-3">
        <OrderTotals
          totals={placedTotals(order)}
          currency={order.currency}
          couponCode={order.details.coupon?.code ?? null}
          showFee={order.service === 'delivery'}
          taxLabel={taxLabel}
        />
      </div>
    </>
  );
}
