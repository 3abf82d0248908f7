import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { CartSummary } from '../../../core/menu/components/cart-summary.tsx';
import { CategoryGrid } from '../../../core/menu/components/category-card.tsx';
import { BranchPopup } from '../../../core/menu/components/menu-banners.tsx';
import { MenuGate } from '../../../core/menu/components/menu-gate.tsx';
import { EmptyState } from '../../../core/menu/components/menu-states.tsx';
import { useMenuContext } from '../../../core/menu/hooks/use-menu-context.ts';
import { mainCategories, mainCategoryHref } from '../../../core/menu/model/menu-selectors.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** `/{supplier_id}/maincategories`: the main categories as large cards. */
export default function MainCategoriesScreen() {
  const { t } = useTranslation('catalog');
  const ctx = useMenuContext();
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
