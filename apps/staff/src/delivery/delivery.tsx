import type { DeliveryOrder } from '@storefront/domain/delivery/delivery.schema';
import { nextForwardStatus } from '@storefront/domain/delivery/order-status.rules';
import { formatMoney } from '@storefront/domain/money/money';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { followEvents } from '@storefront/ui/lib/live-events.ts';
import { useMutation, useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useEffect, useState } from 'react';
import { staffApi } from '../app/api.ts';
import { FormError, SubmitButton, TextField, useSubmit } from '../app/form.tsx';
import { useConsole } from '../app/layout.tsx';
import { can } from '../app/session.ts';
import { PrintReceiptButton } from '../printing/print-receipt.tsx';

// Delivery and take-away (docs/staff-api.md): orders in columns on hold -> accepted -> preparation ->
// packed -> on the way, each moved one step forward (domain nextForwardStatus) or canceled with a
// reason; scheduled orders by their slot, the others oldest first.

const columns = ['on_hold', 'accepted', 'preparation', 'packed', 'on_the_way'] as const;
const when = (order: DeliveryOrder) => order.scheduled_for ?? order.created_at;

export function DeliveryBoard() {
  const { t } = useTranslation();
  const { branch } = useConsole();
  const queryClient = useQueryClient();
  const key = ['staff', 'delivery', branch];
  const orders = useQuery({ queryKey: key, queryFn: () => staffApi.deliveryOrders(branch) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh reads the branch
  useEffect(
    () => followEvents(`/staff/events.json?supplier_id=${encodeURIComponent(branch)}`, {}, refresh),
    [branch],
  );
  return (
    <main className="p-3">
      <h1 className="mb-3 text-xl font-bold text-title">{t('delivery.title')}</h1>
      <div className="grid gap-3 md:grid-cols-3 xl:grid-cols-5">
        {columns.map((status) => {
          const list = (orders.data?.orders ?? [])
            .filter((order) => order.status === status)
            .sort((a, b) => when(a).localeCompare(when(b)));
          return (
            <section
              key={status}
              aria-labelledby={`delivery-${status}`}
              className="rounded-xl bg-black/5 p-2"
            >
              <h2 id={`delivery-${status}`} className="mb-2 px-1 text-lg font-semibold">
                {t(`delivery.status.${status}`)} ({list.length})
              </h2>
              {list.length === 0 && <p className="p-2 text-muted">{t('delivery.empty')}</p>}
              <ul className="flex flex-col gap-2">
                {list.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} onMoved={refresh} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </main>
  );
}

function OrderCard({ order, onMoved }: { order: DeliveryOrder; onMoved: () => void }) {
  const { t, i18n } = useTranslation();
  const [canceling, setCanceling] = useState(false);
  const [reason, setReason] = useState('');
  const { me } = useConsole();
  const next =
    order.service === 'delivery' || order.service === 'take_away'
      ? nextForwardStatus(order.status, order.service)
      : null;
  const move = useMutation({ mutationFn: () => staffApi.moveDelivery(order.id, next!), onSettled: onMoved });
  const cancel = useSubmit(() => staffApi.moveDelivery(order.id, 'canceled', reason), onMoved);
  const time = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const label = `${order.service === 'delivery' ? t('kitchen.delivery') : t('kitchen.takeAway')} #${order.bck_purchase_id}`;
  return (
    <article aria-label={label} className="flex flex-col gap-1 rounded-lg border-2 border-line bg-page p-3">
      <h3 className="font-bold">{label}</h3>
      <p className="text-sm font-semibold">
        {order.scheduled_for
          ? t('delivery.scheduled', { time: time(order.scheduled_for) })
          : t('delivery.placed', { time: time(order.created_at) })}
      </p>
      <p className="text-sm">{t('delivery.total', { amount: formatMoney(order.total, order.currency) })}</p>
      {order.details.taken_by && (
        <p className="text-sm font-semibold">
          {t('delivery.takenBy', {
            name: order.details.taken_by,
            customer: `${order.details.contact.name} ${order.details.contact.phone_code} ${order.details.contact.phone}`,
          })}
        </p>
      )}
      {can(me, 'bills.close') && <PrintReceiptButton purchaseId={order.id} />}
      {next && (
        <button
          type="button"
          disabled={move.isPending}
          onClick={() => move.mutate()}
          className="min-h-11 rounded-lg bg-brand px-3 font-semibold text-on-brand disabled:opacity-60"
        >
          {t('delivery.moveTo', { status: t(`delivery.status.${next}`) })}
        </button>
      )}
      {canceling ? (
        <form ref={cancel.ref} onSubmit={cancel.onSubmit} className="flex flex-col gap-2" noValidate>
          <FormError error={cancel.error} />
          <TextField
            label={t('delivery.reason')}
            value={reason}
            onChange={setReason}
            invalid={Boolean(cancel.error)}
          />
          <SubmitButton busy={cancel.busy}>{t('delivery.confirmCancel')}</SubmitButton>
          <button type="button" onClick={() => setCanceling(false)} className="min-h-11 underline">
            {t('delivery.keep')}
          </button>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => setCanceling(true)}
          className="min-h-11 rounded-lg border border-line px-3"
        >
          {t('delivery.cancel')}
        </button>
      )}
    </article>
  );
}
