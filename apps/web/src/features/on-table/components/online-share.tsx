import { formatMoney } from '@storefront/domain/money/money';
import type { Payment } from '@storefront/domain/payment/payment.schema';
import { useEffect, useRef } from 'react';
import { secondaryButtonClass } from '../../../components/ui/button.ts';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { usePaymentOptions } from '../../../core/payment/api/get-payment-options.ts';
import { usePurchasePayments } from '../../../core/payment/api/get-purchase-payments.ts';
import { PayForm } from '../../../core/payment/components/pay-form.tsx';
import type { FollowState } from '../../../core/payment/model/pay-request.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';
import { useNavigate } from '@storefront/ui/lib/router.tsx';
import type { PayChoice } from './split-bill.tsx';

/**
 * A share of the table's bill paid by card, PSE or Nequi (docs/decisions/015-split-bill.md): the split form chose the
 * share, the tip and the method; here the diner fills the method's fields and the payment goes
 * through the payments capability (`POST /payments.json` with the share). The payment is then
 * followed on the bill's pay page (`/{branch}/cluvipay/{purchase}?payment=`), where the gateway
 * also sends the diner back after the bank or 3-D Secure, and which leads back to this order.
 */
export function OnlineShare({
  choice,
  auth,
  supplierSlug,
  purchaseId,
  consumptionTaxLabel,
  onBack,
}: {
  choice: PayChoice;
  auth: ProfileHeaders;
  supplierSlug: string;
  purchaseId: string;
  consumptionTaxLabel: boolean;
  onBack(): void;
}) {
  const { t } = useTranslation(['on-table', 'payment']);
  const navigate = useNavigate();
  const bill = usePurchasePayments(purchaseId, auth);
  const options = usePaymentOptions();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form replaces the split form: the focus moves to its heading so it is read out.
  useEffect(() => heading.current?.focus(), []);
  const payPage = paths.cluviPay.getHref({ supplierSlug, purchaseId });
  const currency = bill.data?.purchase.currency;
  const money = (n: number) => (currency ? formatMoney(n, currency) : '');

  const onCreated = (payment: Payment, details: { phone: string | null }) => {
    const state: FollowState = { created: { id: payment.id, phone: details.phone } };
    navigate(`${payPage}?payment=${encodeURIComponent(payment.id)}`, { state });
  };

  return (
    <section
      aria-labelledby="online-share-title"
      className="flex flex-col gap-4 rounded-xl border border-line p-4"
    >
      <h2
        id="online-share-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-title focus:outline-none"
      >
        {t('online.title', { method: t(`payment:method.${choice.method}`) })}
      </h2>
      {bill.data && <p>{t('online.summary', { amount: money(choice.amount), tip: money(choice.tip) })}</p>}
      {bill.isLoadingError || options.isLoadingError ? (
        <p role="alert">{t('errors:order_query_failed')}</p>
      ) : !bill.data || !options.data ? (
        <Spinner label={t('payment:loading')} />
      ) : (
        <PayForm
          purchase={bill.data.purchase}
          options={options.data}
          payer={auth}
          mode="bill"
          preset={choice}
          consumptionTaxLabel={consumptionTaxLabel}
          returnUrl={payPage}
          onCreated={onCreated}
        />
      )}
      <button type="button" className={secondaryButtonClass} onClick={onBack}>
        {t('online.back')}
      </button>
    </section>
  );
}
