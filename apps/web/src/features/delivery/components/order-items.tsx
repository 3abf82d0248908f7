import { localized } from '@storefront/domain/catalog/cart.rules';
import { formatMoney } from '@storefront/domain/money/money';
import type { PurchaseItem } from '@storefront/domain/order/order.schema';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** The products of a placed order, as they were ordered. */
export function OrderItems({
  items,
  currency,
  lang,
}: {
  items: PurchaseItem[];
  currency: string;
  lang: string;
}) {
  const { t } = useTranslation('delivery');
  return (
    <ul className="flex flex-col gap-2">
      {items
        .filter((item) => item.state !== 'removed')
        .map((item) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span>
              {t('cart.count', { count: item.count, name: localized(item.name, lang) })}
              {item.option_names.length > 0 && (
                <span className="block text-sm text-muted">
                  {item.option_names.map((name) => localized(name, lang)).join(', ')}
                </span>
              )}
            </span>
            <span>{formatMoney(item.subtotal, currency)}</span>
          </li>
        ))}
    </ul>
  );
}
