import { dateIn, localized } from '@storefront/domain/catalog/cart.rules';
import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { type ReactNode, useEffect } from 'react';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useCartStore } from '../../cart/model/cart-store.ts';
import { useDinerStore } from '../../session/model/diner-store.ts';
import { track } from '../../session/model/tracker.ts';
import type { MenuContext } from '../hooks/use-menu-context.ts';
import { useAddedAlert } from '../model/added-alert.ts';
import type { OrderWording } from '../model/order-wording.ts';
import { type AddContext, chosenOptionNames } from '../model/product-form.ts';
import { ProductDetails } from './product-details.tsx';
import { type ProductChoice, ProductForm } from './product-form.tsx';

const trackingLabel = (product: MenuProduct) => localized(product.name, 'es').slice(0, 120);

/** A product with its form, wired to the diner (age), the cart, tracking and the added alert. */
export function ProductPanel({
  product,
  ctx,
  view,
  title,
  onAdded,
}: {
  product: MenuProduct;
  ctx: MenuContext;
  /** Screen name for tracking. */
  view: string;
  title: ReactNode;
  onAdded?(): void;
}) {
  const add = useCartStore((s) => s.add);
  const inCart = useCartStore((s) =>
    s.supplierSlug === ctx.slug
      ? s.shoppingCart.filter((l) => l.product_id === product.id).reduce((n, l) => n + l.count, 0)
      : 0,
  );
  const showAlert = useAddedAlert((s) => s.show);
  const timeZone = ctx.menu.data?.timezone ?? ctx.venue.timezone;

  // every product view is tracked (spec §7 Tracking: product ids); a menu refetch is not a view
  const label = trackingLabel(product);
  useEffect(() => {
    track('view_product', view, { product_id: product.id, label });
  }, [product.id, label, view]);

  function addToCart(choice: ProductChoice) {
    add(ctx.slug, {
      product_id: product.id,
      name: product.name,
      image: product.image,
      unit_price: choice.unitPrice,
      count: choice.count,
      options: choice.options,
      option_names: chosenOptionNames(product, choice.options),
      note: choice.note,
      is_alcoholic: product.is_alcoholic,
    });
    track('add_to_cart', view, { product_id: product.id, label });
    showAlert(localized(product.name, ctx.lang), choice.count);
    onAdded?.();
  }

  return (
    <ProductChooser
      product={product}
      currency={ctx.currency}
      context={{ service: ctx.catalogService, timeZone, lang: ctx.lang, inCart }}
      wording={ctx.wording}
      title={title}
      onAdd={addToCart}
    />
  );
}

/** A product's details and its form (options, quantity, note, the age check against the diner's
 * stored answer), for whatever takes the choice: the cart here, the table's order on-table. */
export function ProductChooser({
  product,
  currency,
  context,
  wording,
  title,
  onAdd,
}: {
  product: MenuProduct;
  currency: string;
  context: Omit<AddContext, 'now'>;
  wording: OrderWording;
  title: ReactNode;
  onAdd(choice: ProductChoice): void;
}) {
  const adult = useDinerStore((s) => s.legal.adult);
  const confirmAdult = useDinerStore((s) => s.confirmAdult);
  const now = new Date();
  return (
    <div className="flex flex-col gap-5">
      <ProductDetails product={product} lang={context.lang} currency={currency} title={title} />
      <ProductForm
        key={product.id}
        product={product}
        currency={currency}
        context={{ ...context, now }}
        adult={adult}
        today={dateIn(now, context.timeZone)}
        wording={wording}
        onConfirmAdult={confirmAdult}
        onAdd={onAdd}
      />
    </div>
  );
}

/** The product modal of spec §2 Layout: the dialog around a product, its name as the dialog's title. */
export function ProductDialog({
  product,
  lang,
  onClose,
  children,
}: {
  product: MenuProduct | null;
  lang: string;
  onClose(): void;
  children(product: MenuProduct, title: ReactNode): ReactNode;
}) {
  const { t } = useTranslation('catalog');
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      {product && (
        <DialogContent
          closeLabel={t('app.close', { ns: 'common' })}
          aria-describedby={undefined}
          className="pt-14!"
        >
          {children(product, <DialogTitle className="pr-12">{localized(product.name, lang)}</DialogTitle>)}
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The product modal of spec §2 Layout, opened from the menu list; the URL stays the menu's. */
export function ProductModal({
  product,
  ctx,
  onClose,
}: {
  product: MenuProduct | null;
  ctx: MenuContext;
  onClose(): void;
}) {
  return (
    <ProductDialog product={product} lang={ctx.lang} onClose={onClose}>
      {(shown, title) => (
        <ProductPanel product={shown} ctx={ctx} view="menu" onAdded={onClose} title={title} />
      )}
    </ProductDialog>
  );
}
