import { localized } from '@storefront/domain/catalog/cart.rules';
import type { Menu, MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { useState } from 'react';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { CartSummary } from '../../../core/menu/components/cart-summary.tsx';
import { CategoryChipBar } from '../../../core/menu/components/category-chip-bar.tsx';
import { BranchPopup } from '../../../core/menu/components/menu-banners.tsx';
import { MenuGate } from '../../../core/menu/components/menu-gate.tsx';
import { MenuSections } from '../../../core/menu/components/menu-sections.tsx';
import { EmptyState } from '../../../core/menu/components/menu-states.tsx';
import { ProductModal } from '../../../core/menu/components/product-dialog.tsx';
import { type MenuContext, useMenuContext } from '../../../core/menu/hooks/use-menu-context.ts';
import {
  findCategory,
  menuSections,
  productsOfCategory,
  visibleProducts,
} from '../../../core/menu/model/menu-selectors.ts';
import { track } from '../../../core/session/model/tracker.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link, useSearchParams } from '@storefront/ui/lib/router.tsx';
import { FilterSheet } from '../components/filter-sheet.tsx';
import { MenuSearch } from '../components/menu-search.tsx';
import { useMenuFilters } from '../hooks/use-menu-filters.ts';
import { activeFilterCount, applyFilters, filtersToParams, noFilters } from '../model/menu-filters.ts';

/** `/{supplier_id}/menu?category_id=`: the products of a category grouped by sub category, with
 * search, allergen and dietary filters (kept in the URL) and the product modal. */
export default function MenuScreen() {
  const ctx = useMenuContext();
  const [open, setOpen] = useState<MenuProduct | null>(null);
  if (!ctx.branch) return <NotFoundScreen />;
  return (
    <>
      <MenuGate ctx={ctx}>
        {(menu) => (
          <MenuBody
            menu={menu}
            ctx={ctx}
            onOpen={(product) => {
              track('click_product', 'menu', { product_id: product.id });
              setOpen(product);
            }}
          />
        )}
      </MenuGate>
      <ProductModal product={open} ctx={ctx} onClose={() => setOpen(null)} />
      <BranchPopup ctx={ctx} screen="menu" />
      <CartSummary ctx={ctx} />
    </>
  );
}

function MenuBody({
  menu,
  ctx,
  onOpen,
}: {
  menu: Menu;
  ctx: MenuContext;
  onOpen(product: MenuProduct): void;
}) {
  const { t } = useTranslation('catalog');
  const categoryId = useSearchParams()[0].get('category_id');
  const { filters, apply, applySheet, search } = useMenuFilters();
  const category = findCategory(menu, categoryId);
  const available = visibleProducts(menu, ctx.catalogService, new Date());
  const inCategory = category ? productsOfCategory(available, menu, category.id) : available;
  const filtered = applyFilters(inCategory, filters, ctx.lang);
  const sections = menuSections(menu, filtered, category?.id ?? null);
  const filtering = filters.q.trim() !== '' || activeFilterCount(filters) > 0;
  const everywhere = `/${ctx.slug}/menu?${filtersToParams(filters, new URLSearchParams()).toString()}`;

  return (
    <ScreenSection
      titleId="menu-title"
      title={category ? localized(category.name, ctx.lang) : t('menu.title')}
    >
      <div className="mt-4 flex items-center gap-2">
        <MenuSearch value={filters.q} onChange={search} />
        <FilterSheet
          filters={filters}
          onApply={applySheet}
          countFor={(draft) => applyFilters(inCategory, { ...draft, q: filters.q }, ctx.lang).length}
        />
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm text-muted">
        {filtering ? t('menu.results', { count: filtered.length }) : ''}
      </p>
      <CategoryChipBar categories={sections.map((s) => s.category)} lang={ctx.lang} />
      {inCategory.length === 0 && <EmptyState>{t('menu.empty')}</EmptyState>}
      {inCategory.length > 0 && filtered.length === 0 && (
        <EmptyState
          action={
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => apply(noFilters)}
                className="min-h-11 rounded-lg bg-brand px-4 font-semibold text-on-brand"
              >
                {t('menu.clear_filters')}
              </button>
              {category && (
                <Link
                  to={everywhere}
                  className="inline-flex min-h-11 items-center px-2 font-semibold underline"
                >
                  {t('menu.search_everywhere')}
                </Link>
              )}
            </div>
          }
        >
          {t('menu.no_results')}
        </EmptyState>
      )}
      <MenuSections
        sections={sections}
        lang={ctx.lang}
        currency={ctx.currency}
        service={ctx.catalogService}
        onOpen={onOpen}
      />
    </ScreenSection>
  );
}
