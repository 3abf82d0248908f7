import { formatMoney } from '@storefront/domain/money/money';
import type { PayablePurchase } from '@storefront/domain/payment/payment.schema';
import { LabelledSection } from '@storefront/ui/components/screen-section.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** What the order costs, what is paid or on its way, and what is left (the bill, without tips). */
export function BillSummary({ purchase }: { purchase: PayablePurchase }) {
  const { t } = useTranslation('payment');
  const money = (minor: number) => formatMoney(minor, purchase.currency);
  const rows: [string, number, boolean][] = [
    [t('summary.bill'), purchase.bill, true],
    [t('summary.paid'), purchase.paid_bill, purchase.paid_bill > 0],
    [t('summary.pending'), purchase.pending_amount, purchase.pending_amount > 0],
  ];
  return (
    <LabelledSection
      titleId="bill-summary"
      title={t('summary.title')}
      titleClass="sr-only"
      className="rounded-xl border border-line p-4"
    >
      <dl className="grid grid-cols-[1fr_auto] gap-y-1">
        {rows
          .filter(([, , shown]) => shown)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-right">{money(value)}</dd>
            </div>
          ))}
        <dt className="mt-2 border-t border-line pt-2 font-bold">{t('summary.balance')}</dt>
        <dd className="mt-2 border-t border-line pt-2 text-right text-lg font-bold" data-testid="balance">
          {money(purchase.balance)}
        </dd>
      </dl>
    </LabelledSection>
  );
}
