import type { PurchaseItem } from '@storefront/domain/order/order.schema';
import { largeButtonClass, secondaryButtonClass } from '../../../components/ui/button.ts';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { Link, useNavigate } from '@storefront/ui/lib/router.tsx';
import { cleanCart, cookProducts, updateOrder } from '../api/cart-calls.ts';
import { CallWaiterButton } from '../components/call-waiter-button.tsx';
import { OrderItems } from '../components/order-items.tsx';
import { OrderTotals } from '../components/order-totals.tsx';
import { TableLocalList } from '../components/table-local-list.tsx';
import { TableNotice } from '../components/table-notice.tsx';
import { useCallWaiter } from '../hooks/use-call-waiter.ts';
import { useTableAction } from '../hooks/use-table-action.ts';
import { useTableContext } from '../hooks/use-table-context.ts';
import { myOrderHref } from '../model/my-order-href.ts';
import { unavailableNames } from '../model/unavailable.ts';

/** The order in progress `/{branch}/menu-digital/order`: the table's products pending to send
 * (each diner edits their own), the rounds in the kitchen, send to kitchen, the waiter, the bill. */
export default function OnTableOrderScreen() {
  const { t } = useTranslation('on-table');
  const ctx = useTableContext();
  const navigate = useNavigate();
  const profileId = useDinerStore((s) => s.profile?.id);
  const unavailable = useDinerStore((s) => s.productsOnTableUnavailable);
  const setCartNavigationState = useDinerStore((s) => s.setCartNavigationState);
  const action = useTableAction('send_to_preparation_failed');
  const edit = useTableAction('product_update_failed');
  const waiter = useCallWaiter(ctx);
  if (!ctx.branch) return <NotFoundScreen />;
  const order = ctx.order;
  const title = (
    <h1 id="order-title" className="text-2xl font-bold text-title">
      {t('order.title')}
    </h1>
  );
  if (!ctx.ordering || !order) {
    return (
      <section aria-labelledby="order-title" className="flex flex-col gap-4 pt-6">
        {title}
        {ctx.ordering && !ctx.tableId && <TableNotice errorKey="table_not_identified" />}
        {ctx.ordering ? (
          <Link to={`/${ctx.slug}/menu-digital`} className={largeButtonClass}>
            {t('home.open_menu')}
          </Link>
        ) : (
          <TableLocalList ctx={ctx} />
        )}
      </section>
    );
  }
  const purchaseId = order.purchase.id;
  const pending = order.purchase.products.filter((p) => p.state === 'pending');
  const closed = order.purchase.closed_at !== null;
  const removedNames = unavailableNames(unavailable, order.purchase.products, ctx.lang);

  const changeCount = (item: PurchaseItem, count: number) =>
    void edit.run(() => updateOrder(ctx.auth!, purchaseId, { products: [{ id: item.id, count }] }));

  async function send() {
    const sent = await action.run(() => cookProducts(ctx.auth!, purchaseId, newIdempotencyKey('cook')));
    if (sent) setCartNavigationState(1);
  }

  return (
    <section aria-labelledby="order-title" className="flex flex-col gap-5 pt-6">
      {title}
      <p className="text-muted">
        {t('order.table', { table: order.table.label, number: order.purchase.bck_purchase_id })}
      </p>
      {removedNames.length > 0 && (
        <p role="status" className="rounded-lg border border-line p-3">
          {t('order.removed', { names: removedNames.join(', ') })}
        </p>
      )}
      <OrderItems
        items={order.purchase.products}
        lang={ctx.lang}
        currency={order.purchase.currency}
        onCount={closed ? undefined : changeCount}
        editable={(item) => item.added_by === profileId}
      />
      {order.purchase.products.length === 0 && <p>{t('order.empty')}</p>}
      <OrderTotals purchase={order.purchase} />
      {!closed && pending.length > 0 && !ctx.payBeforeKitchen && (
        <button type="button" className={largeButtonClass} disabled={action.busy} onClick={() => void send()}>
          {t('order.send')}
        </button>
      )}
      {!closed && pending.length > 0 && ctx.payBeforeKitchen && <p>{t('order.pay_first')}</p>}
      <div className="flex flex-wrap gap-2">
        <Link to={`/${ctx.slug}/menu-digital`} className={secondaryButtonClass}>
          {t('order.add_more')}
        </Link>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            setCartNavigationState(1);
            navigate(myOrderHref(ctx.slug, order.purchase));
          }}
        >
          {t('order.see_bill')}
        </button>
        {pending.some((p) => p.added_by === profileId) && !closed && (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={edit.busy}
            onClick={() => void edit.run(() => cleanCart(ctx.auth!, purchaseId))}
          >
            {t('order.clean')}
          </button>
        )}
      </div>
      {!closed && (
        <CallWaiterButton busy={waiter.busy} called={waiter.called} onCall={() => void waiter.call()} />
      )}
    </section>
  );
}
