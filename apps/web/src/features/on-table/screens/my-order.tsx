import { unsentProductsBlockPayment } from '@storefront/domain/on-table/on-table.rules';
import { isManual, isOnline } from '@storefront/domain/payment/payment.rules';
import { useState } from 'react';
import { largeButtonClass } from '../../../components/ui/button.ts';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { LabelledSection } from '@storefront/ui/components/screen-section.tsx';
import { usePaymentOptions } from '../../../core/payment/api/get-payment-options.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import { Link, useParams } from '@storefront/ui/lib/router.tsx';
import { useTableOrder } from '../api/table-order.ts';
import { OnlineShare } from '../components/online-share.tsx';
import { OrderItems } from '../components/order-items.tsx';
import { OrderTotals } from '../components/order-totals.tsx';
import { PaymentsList } from '../components/payments-list.tsx';
import { RatingForm } from '../components/rating-form.tsx';
import { type PayChoice, SplitBill } from '../components/split-bill.tsx';
import { TableNotice } from '../components/table-notice.tsx';
import { TableTip } from '../components/table-tip.tsx';
import { useBillActions } from '../hooks/table-bill-actions.ts';
import { useTableContext } from '../hooks/use-table-context.ts';

/** MyOrder `/{branch}/menu-digital/my-order/{purchase_id}` (and `/{branch}/grab-and-go/my-order`):
 * the order's rounds and totals, the table's tip, paying it whole or split (docs/decisions/015-split-bill.md), who
 * paid what, receiving a paid-first order, and rating it. */
export default function MyOrderScreen() {
  const { t } = useTranslation('on-table');
  const ctx = useTableContext();
  const purchaseId = useParams().purchaseId ?? ctx.purchaseId;
  const query = useTableOrder(ctx.auth, purchaseId ?? null);
  const order = query.data;
  const actions = useBillActions(ctx, purchaseId ?? '');
  const options = usePaymentOptions();
  // The share being paid online (card, PSE, Nequi) once the split form chose it.
  const [online, setOnline] = useState<PayChoice | null>(null);
  if (!ctx.branch) return <NotFoundScreen />;
  const title = (
    <h1 id="my-order-title" className="text-2xl font-bold text-title">
      {order ? t('bill.title', { number: order.purchase.bck_purchase_id }) : t('bill.title_plain')}
    </h1>
  );
  if (!order) {
    return (
      <section aria-labelledby="my-order-title" className="flex flex-col gap-4 pt-6">
        {title}
        {(query.isError || !purchaseId) && <TableNotice errorKey="order_query_failed" />}
      </section>
    );
  }
  const { purchase, bill } = order;
  const open = purchase.closed_at === null;
  const anyPaid = bill.payments.some((p) => p.status === 'paid');
  const waiting = purchase.products.some((p) => p.state === 'ordered' || p.state === 'prepared');
  // Checkout tables pay only what the kitchen got (docs/decisions/022-table-payment-guards.md).
  const unsent = unsentProductsBlockPayment(
    {
      sendToKitchenMandatory: order.rules.send_to_kitchen_mandatory,
      payBeforeKitchen: order.rules.pay_before_kitchen,
    },
    purchase.products.filter((p) => p.state === 'pending').length,
  );
  // The venue's methods for the table; online ones only with a gateway (as the pay pages).
  const methods = options.isPending
    ? null
    : (options.data?.methods.on_table ?? []).filter((m) => options.data?.gateway_configured || !isOnline(m));

  return (
    <section aria-labelledby="my-order-title" className="flex flex-col gap-5 pt-6">
      {title}
      <p className="text-muted">
        {t('bill.status', { table: order.table.label, status: t(`order_status.${purchase.status}`) })}
      </p>
      <OrderItems items={purchase.products} lang={ctx.lang} currency={purchase.currency} />
      <OrderTotals purchase={purchase} />
      {open && !anyPaid && bill.bill > 0 && (
        <TableTip
          choice={order.tip}
          base={bill.bill}
          currency={purchase.currency}
          tips={ctx.branch.tips}
          onChoose={(tip) => void actions.tip(tip)}
        />
      )}
      {open && bill.remaining > 0 && online && ctx.auth && (
        <OnlineShare
          choice={online}
          auth={ctx.auth}
          supplierSlug={ctx.slug}
          purchaseId={purchase.id}
          consumptionTaxLabel={ctx.venue.consumption_tax_label}
          onBack={() => setOnline(null)}
        />
      )}
      {open && bill.remaining > 0 && unsent && (
        <div className="flex flex-col gap-2">
          <TableNotice errorKey="unsent_products" />
          <Link to={paths.onTableOrder.getHref({ supplierSlug: ctx.slug })} className={largeButtonClass}>
            {t('order.title')}
          </Link>
        </div>
      )}
      {open && bill.remaining > 0 && !online && !unsent && (
        <SplitBill
          order={order}
          lang={ctx.lang}
          tips={ctx.branch.tips}
          methods={methods}
          busy={actions.busy || options.isPending}
          onPay={(choice) => {
            const { method } = choice;
            if (isManual(method)) void actions.pay({ ...choice, method });
            else setOnline(choice);
          }}
        />
      )}
      {open && bill.remaining === 0 && bill.payments.length > 0 && (
        <p role="status">{t('bill.waiting_staff')}</p>
      )}
      <PaymentsList
        payments={bill.payments}
        currency={purchase.currency}
        busy={actions.busy}
        onCancel={(payment) => void actions.cancel(payment)}
      />
      {!open && (
        <p role="status" className="text-lg font-bold">
          {t('bill.closed')}
        </p>
      )}
      {!open && waiting && order.rules.pay_before_kitchen && (
        <button
          type="button"
          className={largeButtonClass}
          disabled={actions.busy}
          onClick={() => void actions.receive()}
        >
          {t('bill.receive')}
        </button>
      )}
      {!open && (
        <LabelledSection
          titleId="rate-order"
          title={t('rating.title')}
          titleClass="mb-2 text-lg font-bold text-title"
          className="rounded-xl border border-line p-4"
        >
          <RatingForm
            kind="order"
            onRate={async ({ score, comment }) => (await actions.rate(score, comment)) !== null}
          />
        </LabelledSection>
      )}
    </section>
  );
}
