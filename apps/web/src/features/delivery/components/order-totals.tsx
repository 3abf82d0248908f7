import { CONSUMPTION_TAX_PERCENT } from '@storefront/domain/constants';
import { formatMoney } from '@storefront/domain/money/money';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** Subtotal, delivery fee, coupon discount, tip and total (docs/decisions/016-delivery.md), with the consumption-tax
 * label where the venue shows it (spec §9). */
export function OrderTotals({
  totals,
  currency,
  couponCode,
  showFee,
  taxLabel,
}: {
  totals: { subtotal: number; delivery_fee: number; discount: number; tip: number; total: number };
  currency: string;
  couponCode: string | null;
  showFee: boolean;
  taxLabel: boolean;
}) {
  const { t } = useTranslation('delivery');
  const money = (minor: number) => formatMoney(minor, currency);
  const rows: [string, string][] = [[t('summary.subtotal'), money(totals.subtotal)]];
  if (showFee)
    rows.push([
      t('summary.delivery_fee'),
      totals.delivery_fee === 0 ? t('summary.free') : money(totals.delivery_fee),
    ]);
  if (totals.discount > 0) {
    rows.push([
      couponCode ? t('summary.coupon_discount', { code: couponCode }) : t('summary.discount'),
      `−${money(totals.discount)}`,
    ]);
  }
  if (totals.tip > 0) rows.push([t('common:wording.tip'), money(totals.tip)]);
  return (
    <div>
      <dl className="flex flex-col gap-1">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-3 border-t border-line pt-2 text-lg font-bold">
          <dt>{t('summary.total')}</dt>
          <dd data-testid="order-total">{money(totals.total)}</dd>
        </div>
      </dl>
      {taxLabel && (
        <p className="mt-2 text-sm text-muted">
          {t('summary.tax_label', { percent: CONSUMPTION_TAX_PERCENT })}
        </p>
      )}
    </div>
  );
}
