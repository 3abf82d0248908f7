import { localized } from '@storefront/domain/catalog/cart.rules';
import type { Menu, MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { useTranslation } from 'react-i18next';
import { CategoryChipBar, sectionId } from '../../../core/menu/components/category-chip-bar.tsx';
import { EmptyState } from '../../../core/menu/components/menu-states.tsx';
import { ProductCard } from '../../../core/menu/components/product-card.tsx';
import { menuSections, visibleProducts } from '../../../core/menu/model/menu-selectors.ts';

/** The digital menu: every main category's products, with the catalogue's chip bar and cards. */
export function TableMenuList({
  menu,
  lang,
  currency,
  categoryId,
  onOpen,
}: {
  menu: Menu;
  /** Only this category's sections (`?category_id=`). */
  categoryId: string | null;
  lang: string;
  currency: string;
  onOpen(product: MenuProduct): void;
}) {
  const { t } = useTranslation('catalog');
  const sections = menuSections(menu, visibleProducts(menu, 'on_table', new Date()), categoryId);
  if (sections.length === 0) return <EmptyState>{t('menu.empty')}</EmptyState>;
  return (
    <>
      <CategoryChipBar categories={sections.map((s) => s.category)} lang={lang} />
      {sections.map((section) => {
        const headingId = sectionId(section.category);
        return (
          <section key={section.category.id} aria-labelledby={headingId} className="mt-4 scroll-mt-32">
            <h2 id={headingId} className="scroll-mt-32 py-2 text-xl font-bold text-title">
              {localized(section.category.name, lang)}
            </h2>
            <ul className="flex flex-col gap-3">
              {section.products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} lang={lang} currency={currency} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
