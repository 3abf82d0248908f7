import { localized } from '@storefront/domain/catalog/cart.rules';
import { textLinkClass } from '../../../components/ui/button.ts';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { CartSummary } from '../../../core/menu/components/cart-summary.tsx';
import { CategoryGrid } from '../../../core/menu/components/category-card.tsx';
import { BranchPopup } from '../../../core/menu/components/menu-banners.tsx';
import { MenuGate } from '../../../core/menu/components/menu-gate.tsx';
import { EmptyState } from '../../../core/menu/components/menu-states.tsx';
import { NotInMenu } from '../../../core/menu/components/not-in-menu.tsx';
import { useMenuContext } from '../../../core/menu/hooks/use-menu-context.ts';
import { findCategory, subCategories } from '../../../core/menu/model/menu-selectors.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import { Link, useSearchParams } from '@storefront/ui/lib/router.tsx';

/** `/{supplier_id}/subcategories?category_id=`: the sub categories of a main category. */
export default function SubCategoriesScreen() {
  const { t } = useTranslation('catalog');
  const ctx = useMenuContext();
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
              <NotInMenu
                title={t('categories.title')}
                back={paths.mainCategories.getHref({ supplierSlug: ctx.slug })}
                backLabel={t('categories.title')}
              >
                {t('categories.not_found')}
              </NotInMenu>
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
                <Link to={menuOf(main.id)} className={textLinkClass}>
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
