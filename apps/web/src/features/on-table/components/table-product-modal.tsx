import { localized } from '@storefront/domain/catalog/cart.rules';
import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { ProductChooser, ProductDialog } from '../../../core/menu/components/product-dialog.tsx';
import type { ProductChoice } from '../../../core/menu/components/product-form.tsx';
import { useAddedAlert } from '../../../core/menu/model/added-alert.ts';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { track } from '../../../core/session/model/tracker.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { addToTable } from '../api/cart-calls.ts';
import { useTableAction } from '../hooks/use-table-action.ts';
import type { TableContextValue } from '../hooks/use-table-context.ts';

/** The catalogue's product modal (details, options, quantity, note, age check) adding to the
 * table's shared order on the server, which prices and checks the line (spec §7 add_product_cart). */
export function TableProductModal({
  product,
  ctx,
  onClose,
}: {
  product: MenuProduct | null;
  ctx: TableContextValue;
  onClose(): void;
}) {
  const birthDate = useDinerStore((s) => s.legal.birthDate);
  const showAlert = useAddedAlert((s) => s.show);
  const { run } = useTableAction('add_to_cart_failed');
  const inCart =
    product && ctx.order
      ? ctx.order.purchase.products
          .filter(
            (p) =>
              p.product_id === product.id &&
              p.state === 'pending' &&
              p.added_by_name === ctx.order?.me.nickname,
          )
          .reduce((n, p) => n + p.count, 0)
      : 0;

  async function add(choice: ProductChoice) {
    if (!ctx.auth || !ctx.purchaseId || !product) return;
    const line = { product_id: product.id, count: choice.count, options: choice.options, note: choice.note };
    const data = { nickname: null, birth_date: useDinerStore.getState().legal.birthDate ?? birthDate };
    const added = await run(() =>
      addToTable(ctx.auth!, ctx.purchaseId!, line, data, newIdempotencyKey('add')),
    );
    if (!added) return;
    track('add_to_cart', 'onTableMenu', {
      product_id: product.id,
      label: localized(product.name, 'es').slice(0, 120),
    });
    showAlert(localized(product.name, ctx.lang), choice.count);
    onClose();
  }

  return (
    <ProductDialog product={product} lang={ctx.lang} onClose={onClose}>
      {(shown, title) => (
        <ProductChooser
          product={shown}
          currency={ctx.currency}
          context={{ service: 'on_table', timeZone: ctx.venue.timezone, lang: ctx.lang, inCart }}
          wording="cart"
          title={title}
          onAdd={(choice) => void add(choice)}
        />
      )}
    </ProductDialog>
  );
}
