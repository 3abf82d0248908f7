import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

type Flags = Pick<MenuProduct, 'is_new' | 'is_promo' | 'is_alcoholic' | 'important'>;

type Badge = { key: string; strong: boolean };

/** New, promo, alcoholic (+18) and recommended badges. Most products have none: only a product
 * with badges reads the language catalogue. */
export function ProductBadges({ product }: { product: Flags }) {
  const badges = [
    product.is_promo && { key: 'promo', strong: true },
    product.is_new && { key: 'new', strong: false },
    product.important && { key: 'recommended', strong: false },
    product.is_alcoholic && { key: 'alcoholic', strong: false },
  ].filter((b): b is Badge => Boolean(b));
  return badges.length === 0 ? null : <BadgeList badges={badges} />;
}

function BadgeList({ badges }: { badges: Badge[] }) {
  const { t } = useTranslation('catalog');
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
