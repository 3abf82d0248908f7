import { useTranslation } from 'react-i18next';
import { CategoryGrid } from '../../features/catalog/components/category-card.tsx';
import { EmptyState } from '../../features/catalog/components/menu-states.tsx';
import { mainCategories, mainCategoryHref } from '../../features/catalog/model/menu-selectors.ts';
import { CartSummary } from '../catalog/cart-summary.tsx';
import { BranchPopup } from '../catalog/catalog-banners.tsx';
import { MenuGate } from '../catalog/menu-gate.tsx';
import { useCatalogContext } from '../catalog/use-catalog-context.ts';
import NotFoundScreen from './not-found.tsx';

/** `/{supplier_id}/maincategories`: the main categories as large cards. */
export default function MainCategoriesScreen() {
  const { t } = useTranslation('catalog');
  const ctx = useCatalogContext();
  if (!ctx.branch) return <NotFoundScreen />;
  return (
    <section aria-labelledby="categories-title" className="pt-6">
      <h1 id="categories-title" className="mb-4 text-2xl font-bold text-title">
        {t('categories.title')}
      </h1>
      <MenuGate ctx={ctx}>
        {(menu) =>
          mainCategories(menu).length === 0 ? (
            <EmptyState>{t('categories.empty')}</EmptyState>
          ) : (
            <CategoryGrid
              categories={mainCategories(menu)}
              lang={ctx.lang}
              labelledBy="categories-title"
              hrefOf={(category) => mainCategoryHref(menu, ctx.slug, category)}
            />
          )
        }
      </MenuGate>
      <BranchPopup ctx={ctx} screen="mainCategories" />
      <CartSummary ctx={ctx} />
    </section>
  );
}
