import { localized } from '@storefront/domain/catalog/cart.rules';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { paths } from '../../../lib/paths.ts';
import { CartSummary } from '../components/cart-summary.tsx';
import { BranchPopup } from '../components/catalog-banners.tsx';
import { CategoryGrid } from '../components/category-card.tsx';
import { MenuGate } from '../components/menu-gate.tsx';
import { EmptyState } from '../components/menu-states.tsx';
import { useCatalogContext } from '../hooks/use-catalog-context.ts';
import { findCategory, subCategories } from '../model/menu-selectors.ts';

const linkButton = 'inline-flex min-h-11 items-center font-semibold underline';

/** `/{supplier_id}/subcategories?category_id=`: the sub categories of a main category. */
export default function SubCategoriesScreen() {
  const { t } = useTranslation('catalog');
  const ctx = useCatalogContext();
  const categoryId = useSearchParams()[0].get('category_id');
  if (!ctx.branch) return <NotFoundScreen />;
  const menuOf = (id: string) =>
    `${paths.menu.getHref({ supplierSlug: ctx.slug })}?category_id=${encodeURIComponent(id)}`;
  return (
    <>
      <MenuGate ctx={ctx}>
        {(menu) => {
          const main = findCategory(menu, categoryId);
          if (!main) {
            return (
              <section className="pt-6">
                <h1 className="mb-4 text-2xl font-bold text-title">{t('categories.title')}</h1>
                <EmptyState
                  action={
                    <Link
                      to={paths.mainCategories.getHref({ supplierSlug: ctx.slug })}
                      className={linkButton}
                    >
                      {t('categories.title')}
                    </Link>
                  }
                >
                  {t('categories.not_found')}
                </EmptyState>
              </section>
            );
          }
          const name = localized(main.name, ctx.lang);
          const subs = subCategories(menu, main.id);
          return (
            <section aria-labelledby="subcategories-title" className="pt-6">
              <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                <h1 id="subcategories-title" className="text-2xl font-bold text-title">
                  {name}
                </h1>
                <Link to={menuOf(main.id)} className={linkButton}>
                  {t('categories.see_all', { category: name })}
                </Link>
              </div>
              {subs.length === 0 ? (
                <EmptyState>{t('menu.empty')}</EmptyState>
              ) : (
                <CategoryGrid
                  categories={subs}
                  lang={ctx.lang}
                  labelledBy="subcategories-title"
                  hrefOf={(sub) => menuOf(sub.id)}
                />
              )}
            </section>
          );
        }}
      </MenuGate>
      <BranchPopup ctx={ctx} screen="subCategories" />
      <CartSummary ctx={ctx} />
    </>
  );
}
