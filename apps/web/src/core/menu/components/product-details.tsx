import { listedPrice, localized } from '@storefront/domain/catalog/cart.rules';
import type { CatalogService, MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { AllergenList } from './allergen-list.tsx';
import { PriceTag } from './price-tag.tsx';
import { ProductBadges } from './product-badges.tsx';
import { ProductImage } from './product-image.tsx';

/** Image, name, badges, price, description and allergens of a product. The title is given, so the
 * product screen can use a heading and the modal its dialog title. */
export function ProductDetails({
  product,
  lang,
  currency,
  service,
  title,
}: {
  product: MenuProduct;
  lang: string;
  currency: string;
  /** The service the diner orders for: its price is shown (`listedPrice`). */
  service?: CatalogService | undefined;
  title: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const description = product.description ? localized(product.description, lang) : null;
  return (
    <div className="flex flex-col gap-2">
      <ProductImage src={product.image} width={640} height={400} className="aspect-[8/5] w-full rounded-xl" />
      <MorePhotos product={product} lang={lang} />
      {title}
      <ProductBadges product={product} />
      <PriceTag
        price={listedPrice(product, service)}
        promo={product.promo}
        currency={currency}
        className="text-lg"
      />
      {description && <p>{description}</p>}
      {product.dietary.length > 0 && (
        <ul aria-label={t('filters.dietary')} className="flex flex-wrap gap-1">
          {product.dietary.map((tag) => (
            <li key={tag} className="rounded-full border border-line px-2 py-0.5 text-sm">
              {t(`dietary.${tag}`)}
            </li>
          ))}
        </ul>
      )}
      <AllergenList allergens={product.allergens} />
    </div>
  );
}

/** The product's extra photos after its main one: a row that scrolls sideways, a focusable region
 * so the keyboard scrolls it too; each photo lazy-loaded and named "<product>, photo N". */
function MorePhotos({ product, lang }: { product: MenuProduct; lang: string }) {
  const { t } = useTranslation('catalog');
  const images = product.images ?? [];
  if (images.length === 0) return null;
  const name = localized(product.name, lang);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <section aria-label={t('product.photos')} tabIndex={0} className="overflow-x-auto rounded-xl">
      <ul className="flex gap-2">
        {images.map((src, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a photo may come twice; its place is its identity
          <li key={i} className="shrink-0">
            <ProductImage
              src={src}
              alt={t('product.photo_alt', { name, n: i + 1 })}
              width={160}
              height={100}
              className="aspect-[8/5] w-40 rounded-lg"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
