import { billStanding } from '@storefront/domain/payment/bill-standing.rules';
import { openStatuses } from '@storefront/domain/payment/payment.rules';
import type { Payment } from '@storefront/domain/payment/payment.schema';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { usePaymentOptions } from '../../../core/payment/api/get-payment-options.ts';
import { usePurchasePayments } from '../../../core/payment/api/get-purchase-payments.ts';
import { PayForm } from '../../../core/payment/components/pay-form.tsx';
import type { FollowState } from '../../../core/payment/model/pay-request.ts';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { useBranch, useVenue } from '../../../core/venue/model/venue-context.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import { payReturnOf } from '../../../lib/pay-return.ts';
import { type ProfileHeaders, profileHeadersOf } from '../../../lib/profile-headers.ts';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { Link, useLocation, useParams, useSearchParams } from '@storefront/ui/lib/router.tsx';
import { usePayment } from '../api/get-payment.ts';
import { BillStandingNotice } from './bill-standing-notice.tsx';
import { BillSummary } from './bill-summary.tsx';
import { type NextSteps, PaymentResult } from './payment-result.tsx';

/** The diner's credentials once startup has the profile (spec §4 startup, §6). */
function usePayer(): ProfileHeaders | null {
  const profile = useDinerStore((s) => s.profile);
  return profileHeadersOf(profile);
}

/**
 * The pay pages (docs/payments.md): the web checkout pays an order from a link; cluvipay pays a table's
 * bill from a link or QR code, whole or in parts. The payment being followed (after the bank, the
 * 3-D Secure page or a submit) is `?payment=` in the URL, so a reload or the gateway's return
 * lands on its result.
 */
export function PayScreen({ mode }: { mode: 'order' | 'bill' }) {
  const { t } = useTranslation('payment');
  const { supplierSlug = '', orderId, purchaseId } = useParams();
  const id = orderId ?? purchaseId ?? '';
  const venue = useVenue();
  const branch = useBranch(supplierSlug);
  const payer = usePayer();
  const [search, setSearch] = useSearchParams();
  const followed = search.get('payment');
  const handedOver = (useLocation().state as FollowState | null)?.created ?? null;
  const [created, setCreated] = useState<FollowState['created'] | null>(handedOver);
  const bill = usePurchasePayments(id, payer);
  const options = usePaymentOptions();
  const returnUrl =
    mode === 'order'
      ? paths.webCheckout.getHref({ supplierSlug, orderId: id })
      : paths.cluviPay.getHref({ supplierSlug, purchaseId: id });

  const title = (
    <h1 className="text-2xl font-bold text-title">
      {t(mode === 'order' ? 'title.order' : 'title.bill')}
      {bill.data && (
        <span className="block text-base font-normal text-muted">
          {t('order_number', { number: bill.data.purchase.bck_purchase_id })}
        </span>
      )}
    </h1>
  );
  if (!payer || bill.isPending || options.isPending) return <Spinner label={t('loading')} />;
  if (!bill.data || !options.data) {
    return (
      <section className="flex flex-col gap-4 pt-6">
        {title}
        <p role="alert">{t('errors:order_query_failed')}</p>
        <Link to={paths.home.getHref({ supplierSlug })} className="font-semibold underline">
          {t('result.back_home', { branch: branch?.label ?? venue.name })}
        </Link>
      </section>
    );
  }
  const { purchase } = bill.data;
  const standing = billStanding(purchase, bill.data.payments);
  const next: NextSteps = {
    order:
      purchase.service === 'on_table'
        ? paths.myOrder.getHref({ supplierSlug, purchaseId: id })
        : purchase.service === 'book'
          ? payReturnOf(id)
          : paths.order.getHref({ supplierSlug, orderId: id }),
    orderLabel: purchase.service === 'book' ? 'booking' : 'order',
    home: paths.home.getHref({ supplierSlug }),
    branchLabel: branch?.label ?? venue.name,
    payRest: purchase.payable && purchase.balance > 0,
  };
  const onCreated = (payment: Payment, details: { phone: string | null }) => {
    setCreated({ id: payment.id, phone: details.phone });
    setSearch({ payment: payment.id }, { replace: false });
  };

  return (
    <section aria-labelledby="pay-title" className="flex flex-col gap-6 pt-6">
      <div id="pay-title">{title}</div>
      {options.data.provider === 'sandbox' && (
        <p className="rounded-lg bg-black/5 p-2 text-sm">{t('sandbox')}</p>
      )}
      <BillSummary purchase={purchase} />
      {followed ? (
        <FollowedPayment
          id={followed}
          payer={payer}
          next={next}
          autoRedirect={created?.id === followed}
          sandboxPhone={
            options.data.provider === 'sandbox' && created?.id === followed ? created.phone : null
          }
          onPayAgain={() => setSearch({}, { replace: false })}
        />
      ) : !purchase.payable ? (
        <p role="alert">{t('errors:purchase_not_payable')}</p>
      ) : standing.kind !== 'to_pay' ? (
        <BillStandingNotice standing={standing} purchase={purchase} />
      ) : (
        <PayForm
          purchase={purchase}
          options={options.data}
          payer={payer}
          mode={mode}
          consumptionTaxLabel={venue.consumption_tax_label}
          returnUrl={returnUrl}
          tips={branch?.tips}
          onCreated={onCreated}
        />
      )}
    </section>
  );
}

function FollowedPayment({
  id,
  payer,
  next,
  autoRedirect,
  sandboxPhone,
  onPayAgain,
}: {
  id: string;
  payer: ProfileHeaders;
  next: NextSteps;
  autoRedirect: boolean;
  sandboxPhone: string | null;
  onPayAgain(): void;
}) {
  const { t } = useTranslation('payment');
  const payment = usePayment(id, payer);
  const queryClient = useQueryClient();
  const status = payment.data?.status;
  // The bill changes with every outcome: read it again.
  useEffect(() => {
    if (status && !openStatuses.has(status))
      void queryClient.invalidateQueries({ queryKey: ['payment', 'purchase'] });
  }, [status, queryClient]);
  if (payment.isPending) return <Spinner label={t('loading')} />;
  // Not this diner's payment (a shared link), or gone: back to paying.
  if (!payment.data) {
    return (
      <button type="button" onClick={onPayAgain} className={buttonClass}>
        {t('result.pay_rest')}
      </button>
    );
  }
  return (
    <PaymentResult
      payment={payment.data}
      next={next}
      autoRedirect={autoRedirect}
      sandboxPhone={sandboxPhone}
      onPayAgain={onPayAgain}
    />
  );
}
