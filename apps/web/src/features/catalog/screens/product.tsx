import { localized } from '@storefront/domain/catalog/cart.rules';
import { productBackPath } from '@storefront/domain/navigation/navigation.rules';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { CartSummary } from '../../../core/menu/components/cart-summary.tsx';
import { BranchPopup } from '../../../core/menu/components/menu-banners.tsx';
import { MenuGate } from '../../../core/menu/components/menu-gate.tsx';
import { NotInMenu } from '../../../core/menu/components/not-in-menu.tsx';
import { ProductPanel } from '../../../core/menu/components/product-panel.tsx';
import { useMenuContext } from '../../../core/menu/hooks/use-menu-context.ts';
import { findProduct } from '../../../core/menu/model/menu-selectors.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useParams } from '@storefront/ui/lib/router.tsx';

/** `/{supplier_id}/view/{product_id}` and `/{supplier_id}/{product_id}`: one product, to order.
 * Back goes to the on-table home for on_table, else Home (spec §2 Navigation rules); the top bar
 * does it, and so does the link of a missing product. */
export default function ProductScreen() {
  const { t } = useTranslation('catalog');
  const ctx = useMenuContext();
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
              <NotInMenu title={t('product.details')} back={back} backLabel={t('product.back')}>
                {t('product.not_found')}
              </NotInMenu>
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
