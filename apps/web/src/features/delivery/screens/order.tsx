import { useEffect } from 'react';
import { buttonClass, plainLinkClass, secondaryButtonClass } from '../../../components/ui/button.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LabelledSection, ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { Link, useParams } from '@storefront/ui/lib/router.tsx';
import { followOrder } from '../api/order-events.ts';
import { orderQuery, useOrder } from '../api/orders.ts';
import { OrderWhen } from '../components/order-when.tsx';
import { PlacedOrder } from '../components/placed-order.tsx';
import { ReorderNotice } from '../components/reorder-notice.tsx';
import { StatusTimeline } from '../components/status-timeline.tsx';
import { useDeliveryContext } from '../hooks/use-delivery-context.ts';
import { useReorder } from '../hooks/use-reorder.ts';
import { statusSteps } from '../model/status-steps.ts';

/** `/{supplier_id}/order/{order_id}` (docs/decisions/016-delivery.md): spec §4 statuses pushed live over SSE, the
 * discount through to here, re-order, and the rating link once delivered. */
export default function OrderScreen() {
  const { t } = useTranslation('delivery');
  const ctx = useDeliveryContext();
  const { orderId } = useParams();
  const queryClient = useQueryClient();
  const order = useOrder(ctx.auth, orderId);
  const { reorder, notice, failure, busy } = useReorder();
  // One stream per diner and order for as long as the page shows it: keyed on the credentials'
  // values, not the auth object (a new one each render), or every refetch would reconnect the
  // stream and a change made while it reconnects would never arrive.
  const profileid = ctx.auth?.profileid;
  const token = ctx.auth?.token;
  useEffect(() => {
    if (!profileid || !token || !orderId) return;
    const auth = { profileid, token };
    return followOrder(auth, orderId, () => {
      void queryClient.invalidateQueries({ queryKey: orderQuery(auth, orderId).queryKey });
    });
  }, [profileid, token, orderId, queryClient]);

  if (order.isLoadingError) return <FormAlert error={{ key: 'order_query_failed' }} />;
  if (!order.data) return <Spinner label={t('common:app.loading')} />;
  const o = order.data;
  const status = t(`status.${o.status}`);
  return (
    <ScreenSection titleId="order-title" title={t('order.title', { number: o.bck_purchase_id })}>
      <p role="status" aria-live="polite" className="mt-2 text-lg font-semibold" data-testid="order-status">
        {t('order.status_now', { status })}
      </p>
      <p className="text-sm text-muted">{t('order.live')}</p>
      {o.payment_status === 'paid' && o.amount_due === 0 && (
        <p className="mt-1 font-semibold">{t('checkout.paid')}</p>
      )}
      {o.status === 'canceled' ? (
        <p className="mt-3 rounded-lg border-2 border-brand p-3 font-semibold">
          {t('order.canceled', { reason: o.cancel_reason ?? '' })}
        </p>
      ) : (
        <StatusTimeline steps={statusSteps(o)} timeZone={ctx.venue.timezone} locale={ctx.locale} />
      )}
      <OrderWhen order={o} timeZone={ctx.venue.timezone} locale={ctx.locale} />
      <LabelledSection
        titleId="order-items"
        title={t('order.items')}
        titleClass="mb-2 text-lg font-semibold text-title"
        className="mt-4 rounded-xl border border-line p-4"
      >
        <PlacedOrder order={o} lang={ctx.lang} taxLabel={ctx.venue.consumption_tax_label} />
      </LabelledSection>
      <div className="mt-4 flex flex-col gap-2">
        {o.rating_token && !o.rated && (
          <Link
            to={paths.rateCluvi.getHref({ purchaseId: o.id, token: o.rating_token })}
            className={buttonClass}
          >
            {t('order.rate')}
          </Link>
        )}
        {o.rated && <p>{t('order.rated')}</p>}
        <button
          type="button"
          className={secondaryButtonClass}
          aria-busy={busy || undefined}
          onClick={() => void reorder(o)}
        >
          {t('order.reorder')}
        </button>
        <FormAlert error={failure} />
        {notice && <ReorderNotice notice={notice} lang={ctx.lang} currency={o.currency} />}
        <Link
          to={paths.servicePolicies.getHref({ supplierSlug: o.supplier_slug })}
          className={plainLinkClass}
        >
          {t('order.policies')}
        </Link>
      </div>
    </ScreenSection>
  );
}
