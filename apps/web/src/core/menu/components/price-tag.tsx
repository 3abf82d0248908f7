import { formatMoney } from '@storefront/domain/money/money';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** The price, or the promo price with the old price struck through (spec §3 Product promo). A
 * menu draws hundreds of these: only a promo, which has words for screen readers, reads the
 * language catalogue. */
export function PriceTag({
  price,
  promo,
  currency,
  className = '',
}: {
  price: number;
  promo: number | null;
  currency: string;
  className?: string;
}) {
  if (promo === null || promo >= price) {
    return <span className={`font-semibold ${className}`}>{formatMoney(price, currency)}</span>;
  }
  return <PromoPrice price={price} promo={promo} currency={currency} className={className} />;
}

function PromoPrice({
  price,
  promo,
  currency,
  className,
}: {
  price: number;
  promo: number;
  currency: string;
  className: string;
}) {
  const { t } = useTranslation('catalog');
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="sr-only">{t('price.now')}</span>
      <span className="font-semibold">{formatMoney(promo, currency)}</span>
      <span className="sr-only">{t('price.before')}</span>
      <s className="text-sm text-muted">{formatMoney(price, currency)}</s>
    </span>
  );
}
