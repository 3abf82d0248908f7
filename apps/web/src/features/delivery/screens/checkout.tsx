import { formatMoney } from '@storefront/domain/money/money';
import { buttonClass, secondaryButtonClass } from '../../../components/ui/button.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import { Link, useParams } from '@storefront/ui/lib/router.tsx';
import { useOrder } from '../api/orders.ts';
import { OrderWhen } from '../components/order-when.tsx';
import { PlacedOrder } from '../components/placed-order.tsx';
import { useDeliveryContext } from '../hooks/use-delivery-context.ts';

/** `/{supplier_id}/checkout/{id}` (docs/decisions/016-delivery.md): the placed order and how it is paid: online through
 * the payments capability (web checkout), or cash / card reader on delivery. */
export default function CheckoutScreen() {
  const { t } = useTranslation('delivery');
  const ctx = useDeliveryContext();
  const { id } = useParams();
  const order = useOrder(ctx.auth, id);
  if (order.isLoadingError) return <FormAlert error={{ key: 'order_query_failed' }} />;
  if (!order.data) return <Spinner label={t('common:app.loading')} />;
  const o = order.data;
  const money = formatMoney(o.amount_due, o.currency);
  const online = !['cash', 'card_reader'].includes(o.details.payment_method);
  const method = t(`methods.${o.details.payment_method}`, { card_reader: t('common:wording.card_reader') });
  return (
    <ScreenSection titleId="checkout-title" title={t('checkout.title', { number: o.bck_purchase_id })}>
      <p role="status" className="mt-2 text-lg font-semibold">
        {t('checkout.received')}
      </p>
      <OrderWhen order={o} timeZone={ctx.venue.timezone} locale={ctx.locale} />
      <div className="mt-4 rounded-xl border border-line p-4">
        <PlacedOrder order={o} lang={ctx.lang} taxLabel={ctx.venue.consumption_tax_label} />
      </div>
      <div className="mt-4 rounded-xl border border-line p-4">
        {o.amount_due === 0 ? (
          <p>{t('checkout.paid')}</p>
        ) : online ? (
          <>
            <p>{t('checkout.pay_online', { amount: money })}</p>
            <Link
              to={paths.webCheckout.getHref({ supplierSlug: o.supplier_slug, orderId: o.id })}
              className={`${buttonClass} mt-3`}
            >
              {method}
            </Link>
          </>
        ) : (
          <p>
            {t(o.service === 'delivery' ? 'checkout.pay_on_delivery' : 'checkout.pay_at_counter', {
              amount: money,
              method: t(`methods_short.${o.details.payment_method}`, {
                card_reader: t('common:wording.card_reader'),
              }),
            })}
          </p>
        )}
      </div>
      <Link
        to={paths.order.getHref({ supplierSlug: o.supplier_slug, orderId: o.id })}
        className={`${secondaryButtonClass} mt-4 w-full`}
      >
        {t('checkout.track')}
      </Link>
    </ScreenSection>
  );
}
