import { formatMoney } from '@storefront/domain/money/money';
import type { Purchase } from '@storefront/domain/order/order.schema';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** Subtotal, tip, total, and what is paid and left once payments come in. */
export function OrderTotals({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('on-table');
  const money = (n: number) => formatMoney(n, purchase.currency);
  const rows: [string, number][] = [
    [t('totals.subtotal'), purchase.subtotal],
    // a discount the staff gave the bill (ADR 114)
    ...(purchase.discount > 0 ? [[t('totals.discount'), -purchase.discount] as [string, number]] : []),
    [t('totals.tip'), purchase.tip],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right">{value < 0 ? `−${money(-value)}` : money(value)}</dd>
        </div>
      ))}
      <dt className="text-lg font-bold">{t('totals.total')}</dt>
      <dd className="text-right text-lg font-bold">{money(purchase.total)}</dd>
      {purchase.paid_amount > 0 && (
        <>
          <dt>{t('totals.paid')}</dt>
          <dd className="text-right">{money(purchase.paid_amount)}</dd>
          <dt className="font-semibold">{t('totals.balance')}</dt>
          <dd className="text-right font-semibold">{money(purchase.balance)}</dd>
        </>
      )}
    </dl>
  );
}
