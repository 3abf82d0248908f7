import { largeButtonClass } from '../../../components/ui/button.ts';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { CartSummary } from '../../../core/menu/components/cart-summary.tsx';
import { CategoryGrid } from '../../../core/menu/components/category-card.tsx';
import { HomeBanners } from '../../../core/menu/components/menu-banners.tsx';
import { MenuGate } from '../../../core/menu/components/menu-gate.tsx';
import { useMenuContext } from '../../../core/menu/hooks/use-menu-context.ts';
import { mainCategories, mainCategoryHref } from '../../../core/menu/model/menu-selectors.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link } from '@storefront/ui/lib/router.tsx';
import { CallWaiterButton } from '../components/call-waiter-button.tsx';
import { MyTableOrders } from '../components/my-table-orders.tsx';
import { TableBar } from '../components/table-bar.tsx';
import { TableRating } from '../components/table-rating.tsx';
import { TableStatus } from '../components/table-status.tsx';
import { useCallWaiter } from '../hooks/use-call-waiter.ts';
import { useTableContext } from '../hooks/use-table-context.ts';

/** The on-table home `/{branch}/menu-digital/home`: the table's order at a glance, the waiter,
 * the venue's banners and the main categories, and the rating tab where spec §2 shows it. */
export default function OnTableHomeScreen() {
  const { t } = useTranslation('on-table');
  const ctx = useTableContext();
  const catalog = useMenuContext();
  const waiter = useCallWaiter(ctx);
  if (!ctx.branch) return <NotFoundScreen />;
  return (
    <ScreenSection titleId="on-table-home" title={ctx.branch.label} className="flex flex-col gap-5 pt-6">
      <TableStatus ctx={ctx} />
      {ctx.order && !ctx.order.purchase.closed_at && (
        <CallWaiterButton busy={waiter.busy} called={waiter.called} onCall={() => void waiter.call()} />
      )}
      <Link to={`/${ctx.slug}/menu-digital`} className={largeButtonClass}>
        {t('home.open_menu')}
      </Link>
      {catalog.menu.data && (
        <HomeBanners ctx={catalog} banners={catalog.menu.data.banners} view="onTableHome" />
      )}
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="mb-3 text-xl font-bold text-title">
          {t('home.categories')}
        </h2>
        <MenuGate ctx={catalog}>
          {(menu) => (
            <CategoryGrid
              categories={mainCategories(menu)}
              lang={ctx.lang}
              labelledBy="home-categories"
              hrefOf={(category) =>
                ctx.ordering
                  ? `/${ctx.slug}/menu-digital?category_id=${encodeURIComponent(category.id)}`
                  : mainCategoryHref(menu, ctx.slug, category)
              }
            />
          )}
        </MenuGate>
      </section>
      {ctx.ordering && <MyTableOrders ctx={ctx} />}
      {ctx.ordering && ctx.order ? <TableBar ctx={ctx} /> : <CartSummary ctx={catalog} />}
      <TableRating ctx={ctx} screen="onTableHome" />
    </ScreenSection>
  );
}
