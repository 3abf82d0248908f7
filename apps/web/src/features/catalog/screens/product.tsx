import { localized } from '@storefront/domain/catalog/cart.rules';
import { productBackPath } from '@storefront/domain/navigation/navigation.rules';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { CartSummary } from '../components/cart-summary.tsx';
import { BranchPopup } from '../components/catalog-banners.tsx';
import { MenuGate } from '../components/menu-gate.tsx';
import { EmptyState } from '../components/menu-states.tsx';
import { ProductPanel } from '../components/product-panel.tsx';
import { useCatalogContext } from '../hooks/use-catalog-context.ts';
import { findProduct } from '../model/menu-selectors.ts';

/** `/{supplier_id}/view/{product_id}` and `/{supplier_id}/{product_id}`: one product, to order.
 * Back goes to the on-table home for on_table, else Home (spec §2 Navigation rules); the top bar
 * does it, and so does the link of a missing product. */
export default function ProductScreen() {
  const { t } = useTranslation('catalog');
  const ctx = useCatalogContext();
  const { productId } = useParams();
  if (!ctx.branch) return <NotFoundScreen />;
  const back = productBackPath(ctx.slug, ctx.service);
  return (
    <>
      <MenuGate ctx={ctx}>
        {(menu) => {
          const product = findProduct(menu, productId);
          if (!product) {
            return (
              <section className="pt-6">
                <h1 className="mb-4 text-2xl font-bold text-title">{t('product.details')}</h1>
                <EmptyState
                  action={
                    <Link to={back} className="inline-flex min-h-11 items-center font-semibold underline">
                      {t('product.back')}
                    </Link>
                  }
                >
                  {t('product.not_found')}
                </EmptyState>
              </section>
            );
          }
          return (
            <article aria-labelledby="product-title" className="pt-4">
              <ProductPanel
                product={product}
                ctx={ctx}
                view="productView"
                title={
                  <h1 id="product-title" className="text-2xl font-bold text-title">
                    {localized(product.name, ctx.lang)}
                  </h1>
                }
              />
            </article>
          );
        }}
      </MenuGate>
      <BranchPopup ctx={ctx} screen="productView" />
      <CartSummary ctx={ctx} bar={false} />
    </>
  );
}
