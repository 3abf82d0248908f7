import { formatMoney } from '@storefront/domain/money/money';
import type { BillStanding } from '@storefront/domain/payment/bill-standing.rules';
import type { PayablePurchase } from '@storefront/domain/payment/payment.schema';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

const inPersonServices = new Set(['take_away', 'delivery', 'on_table']);

/** What the pay page says when nothing is left to pay online (domain `billStanding`): paid, owed in
 * person (cash or card reader collected at pickup, at the door or at the table), or a payment
 * waiting for the gateway. A status region: it changes as the staff settle the payment. */
export function BillStandingNotice({
  standing,
  purchase,
}: {
  standing: Exclude<BillStanding, { kind: 'to_pay' }>;
  purchase: Pick<PayablePurchase, 'service' | 'currency'>;
}) {
  const { t } = useTranslation('payment');
  const money = (minor: number) => formatMoney(minor, purchase.currency);
  let title: string;
  let body: string;
  if (standing.kind === 'in_person') {
    const where = inPersonServices.has(purchase.service) ? purchase.service : 'other';
    title = t(`in_person.title.${where}`, { amount: money(standing.amount) });
    body = t('in_person.body', { methods: standing.methods.map((m) => t(`method.${m}`)).join(', ') });
  } else if (standing.kind === 'processing') {
    title = t('processing.title');
    body = t('processing.body', { amount: money(standing.amount) });
  } else {
    title = t('nothing_left.title');
    body = t('nothing_left.body');
  }
  return (
    <div role="status">
      <h2 className="text-xl font-bold text-title">{title}</h2>
      <p>{body}</p>
    </div>
  );
}
