import { formatMoney } from '@storefront/domain/money/money';
import type { SharePayment } from '@storefront/domain/on-table/on-table.schema';
import { isOnline } from '@storefront/domain/payment/payment.rules';
import { secondaryButtonClass } from '../../../components/ui/button.ts';
import { ListSection } from '../../../components/ui/list-section.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** Who paid what of the bill, by which method, with which tip, and whether the staff settled it. */
export function PaymentsList({
  payments,
  currency,
  busy,
  onCancel,
}: {
  payments: SharePayment[];
  currency: string;
  busy: boolean;
  onCancel(payment: SharePayment): void;
}) {
  const { t } = useTranslation('on-table');
  return (
    <ListSection
      titleId="payments-title"
      title={t('payments.title')}
      titleClass="text-lg font-bold text-title"
      className="flex flex-col gap-2"
      items={payments}
      itemKey={(payment) => payment.id}
      listClass="flex flex-col gap-2"
      itemClass="flex flex-wrap items-center gap-2 rounded-lg border border-line p-3"
    >
      {(payment) => {
        const open = payment.status === 'pending' || payment.status === 'created';
        const online = isOnline(payment.method);
        return (
          <>
            <span className="flex-1">
              {t('payments.line', {
                name: payment.nickname ?? t('payments.someone'),
                amount: formatMoney(payment.amount, currency),
                tip: formatMoney(payment.tip, currency),
                method: t(`method.${payment.method}`),
              })}
            </span>
            {/* an open online payment waits for the gateway or the diner's bank, not the waiter */}
            <span className="font-semibold">
              {t(`payment_status.${open && online ? 'processing' : payment.status}`)}
            </span>
            {/* the waiter's payments can be taken back; an online one ends at the gateway */}
            {payment.mine && open && !online && (
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={busy}
                onClick={() => onCancel(payment)}
              >
                {t('payments.cancel')}
              </button>
            )}
          </>
        );
      }}
    </ListSection>
  );
}
