import { dateIn, localized } from '@storefront/domain/catalog/cart.rules';
import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { type ReactNode, useEffect } from 'react';
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

// A product's details and form, loaded when the first product opens or when the browser is idle
// after the menu's first render (product-dialog.tsx), and at once by the product screen.

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
      <ProductDetails
        product={product}
        lang={context.lang}
        currency={currency}
        service={context.service}
        title={title}
      />
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
