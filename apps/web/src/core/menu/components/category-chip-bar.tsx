import { localized } from '@storefront/domain/catalog/cart.rules';
import type { MenuCategory } from '@storefront/domain/catalog/catalog.schema';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

export const sectionId = (category: MenuCategory) => `section-${category.id}`;

/** Sticky chips under the top bar that jump to each section of the menu. */
export function CategoryChipBar({ categories, lang }: { categories: MenuCategory[]; lang: string }) {
  const { t } = useTranslation('catalog');
  if (categories.length < 2) return null;
  return (
    <nav
      aria-label={t('menu.sections')}
      className="sticky top-14 z-[5] -mx-4 bg-page/95 px-4 py-2 backdrop-blur"
    >
      <ul className="flex snap-x gap-2 overflow-x-auto pb-1">
        {categories.map((category) => (
          <li key={category.id} className="snap-start">
            <a
              href={`#${sectionId(category)}`}
              className="flex min-h-11 items-center whitespace-nowrap rounded-full border border-line px-4 font-medium hover:border-brand"
            >
              {localized(category.name, lang)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
