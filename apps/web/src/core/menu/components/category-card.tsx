import { localized } from '@storefront/domain/catalog/cart.rules';
import type { MenuCategory } from '@storefront/domain/catalog/catalog.schema';
import { Link } from '@storefront/ui/lib/router.tsx';
import { ProductImage } from './product-image.tsx';

/** A large tappable category card. */
export function CategoryCard({ category, lang, to }: { category: MenuCategory; lang: string; to: string }) {
  return (
    <Link
      to={to}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-page hover:border-brand"
    >
      <ProductImage src={category.image} width={320} height={180} className="aspect-video w-full" />
      <span className="flex min-h-14 items-center px-3 py-2 text-lg font-semibold text-title">
        {localized(category.name, lang)}
      </span>
    </Link>
  );
}

export function CategoryGrid({
  categories,
  lang,
  hrefOf,
  labelledBy,
}: {
  categories: MenuCategory[];
  lang: string;
  hrefOf(category: MenuCategory): string;
  labelledBy: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryCard category={category} lang={lang} to={hrefOf(category)} />
        </li>
      ))}
    </ul>
  );
}
