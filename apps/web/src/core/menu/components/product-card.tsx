import { listedPrice, localized } from '@storefront/domain/catalog/cart.rules';
import type { CatalogService, MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { memo } from 'react';
import { PriceTag } from './price-tag.tsx';
import { ProductBadges } from './product-badges.tsx';
import { ProductImage } from './product-image.tsx';

/** One product of the menu list. The name is a button that opens the product modal; the whole
 * card is its click area. Drawn again only when its product, language, currency or handler
 * changes (or the words it reads): a menu lists hundreds (docs/decisions/069-menu-cards-drawn-once.md). */
export const ProductCard = memo(function ProductCard({
  product,
  lang,
  currency,
  service,
  onOpen,
}: {
  product: MenuProduct;
  lang: string;
  currency: string;
  /** The service the diner orders for: its price is shown (`listedPrice`). */
  service?: CatalogService | undefined;
  onOpen(product: MenuProduct): void;
}) {
  const description = product.description ? localized(product.description, lang) : null;
  return (
    <article className="relative flex gap-3 rounded-xl border border-line p-3 focus-within:ring-2 focus-within:ring-brand">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-semibold text-title">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => onOpen(product)}
            className="text-left after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {localized(product.name, lang)}
          </button>
        </h3>
        {description && <p className="line-clamp-2 text-sm text-muted">{description}</p>}
        <PriceTag price={listedPrice(product, service)} promo={product.promo} currency={currency} />
        <ProductBadges product={product} />
      </div>
      <ProductImage src={product.image} width={96} height={96} className="size-24 shrink-0 rounded-lg" />
    </article>
  );
});
