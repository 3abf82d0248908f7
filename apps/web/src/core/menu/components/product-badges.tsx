import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { useTranslation } from 'react-i18next';

type Flags = Pick<MenuProduct, 'is_new' | 'is_promo' | 'is_alcoholic' | 'important'>;

/** New, promo, alcoholic (+18) and recommended badges. */
export function ProductBadges({ product }: { product: Flags }) {
  const { t } = useTranslation('catalog');
  const badges = [
    product.is_promo && { key: 'promo', strong: true },
    product.is_new && { key: 'new', strong: false },
    product.important && { key: 'recommended', strong: false },
    product.is_alcoholic && { key: 'alcoholic', strong: false },
  ].filter((b): b is { key: string; strong: boolean } => Boolean(b));
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('product.badges_label')}>
      {badges.map((b) => (
        <li
          key={b.key}
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${b.strong ? 'bg-brand text-on-brand' : 'border border-line'}`}
        >
          {t(`product.badges.${b.key}`)}
        </li>
      ))}
    </ul>
  );
}
