import type { Menu, MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { CategoryChipBar } from '../../../core/menu/components/category-chip-bar.tsx';
import { MenuSections } from '../../../core/menu/components/menu-sections.tsx';
import { EmptyState } from '../../../core/menu/components/menu-states.tsx';
import { menuSections, visibleProducts } from '../../../core/menu/model/menu-selectors.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

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
      <MenuSections sections={sections} lang={lang} currency={currency} service="on_table" onOpen={onOpen} />
    </>
  );
}
