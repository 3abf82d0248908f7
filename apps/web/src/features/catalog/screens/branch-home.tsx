import { branchServices } from '@storefront/domain/venue/venue.rules';
import { textLinkClass } from '../../../components/ui/button.ts';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { CartSummary } from '../../../core/menu/components/cart-summary.tsx';
import { CategoryGrid } from '../../../core/menu/components/category-card.tsx';
import { BranchPopup, HomeBanners } from '../../../core/menu/components/menu-banners.tsx';
import { EmptyState, LoadError, MenuSkeleton } from '../../../core/menu/components/menu-states.tsx';
import { useMenuContext } from '../../../core/menu/hooks/use-menu-context.ts';
import { mainCategories, mainCategoryHref } from '../../../core/menu/model/menu-selectors.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link } from '@storefront/ui/lib/router.tsx';

/** Home `/{supplier_id}`: the branch, its services, banners, home content and main categories. */
export default function BranchHomeScreen() {
  const { t } = useTranslation();
  const ctx = useMenuContext();
  const { branch, menu } = ctx;
  if (!branch) return <NotFoundScreen />;
  return (
    <ScreenSection titleId="branch-title" title={branch.label}>
      {branch.description && <p className="mt-2">{branch.description}</p>}
      {branch.address && <p className="mt-1 text-muted">{branch.address}</p>}
      <h2 className="mt-6 mb-2 text-lg font-semibold">{t('home.services')}</h2>
      <ul className="flex flex-wrap gap-2">
        {branchServices(branch).map((service) => (
          <li key={service} className="rounded-full bg-brand px-4 py-2 font-medium text-on-brand">
            {t(`services.${service}`)}
          </li>
        ))}
      </ul>
      {menu.data && <HomeBanners ctx={ctx} banners={menu.data.banners} view="home" />}
      <HomeCategories ctx={ctx} />
      <BranchPopup ctx={ctx} screen="home" />
      <CartSummary ctx={ctx} />
    </ScreenSection>
  );
}

function HomeCategories({ ctx }: { ctx: ReturnType<typeof useMenuContext> }) {
  const { t } = useTranslation('catalog');
  const { menu, slug, lang } = ctx;
  return (
    <section aria-labelledby="home-categories" className="mt-8">
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 id="home-categories" className="text-xl font-bold text-title">
          {t('home.categories')}
        </h2>
        {menu.data && menu.data.products.length > 0 && (
          <Link to={`/${slug}/menu`} className={textLinkClass}>
            {t('home.see_menu')}
          </Link>
        )}
      </div>
      {menu.isPending && <MenuSkeleton rows={2} />}
      {menu.isLoadingError && <LoadError error={menu.error} onRetry={() => void menu.refetch()} />}
      {menu.data &&
        (mainCategories(menu.data).length === 0 ? (
          <EmptyState>{t('categories.empty')}</EmptyState>
        ) : (
          <CategoryGrid
            categories={mainCategories(menu.data)}
            lang={lang}
            labelledBy="home-categories"
            hrefOf={(category) => mainCategoryHref(menu.data, slug, category)}
          />
        ))}
    </section>
  );
}
