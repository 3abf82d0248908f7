import { formatMoney } from '@storefront/domain/money/money';
import { billOwed } from '@storefront/domain/on-table/close-bill.rules';
import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { followEvents } from '@storefront/ui/lib/live-events.ts';
import { useMutation, useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { Link } from '@storefront/ui/lib/router.tsx';
import { useEffect, useState } from 'react';
import { type StaffCall, staffApi } from '../app/api.ts';
import { errorText, FormError, TextField, useSubmit } from '../app/form.tsx';
import { FormDialog } from '../app/form-dialog.tsx';
import { useConsole } from '../app/layout.tsx';
import { can } from '../app/session.ts';
import { PrintReceiptButton } from '../printing/print-receipt.tsx';
import { RefundAction } from './refund-payment.tsx';

// Tables and calls (docs/staff-api.md): every place of the branch with its open order, total, what is
// paid and by whom, open waiter calls with acknowledge; settle cash and card-reader payments, close
// a bill (with money owed: a dialog that says how much and asks why). Live from the branch's staff
// stream.

const button = 'min-h-11 rounded-lg px-3 font-semibold';

export function Tables() {
  const { t } = useTranslation();
  const { branch, me } = useConsole();
  const queryClient = useQueryClient();
  const tables = useQuery({ queryKey: ['staff', 'tables', branch], queryFn: () => staffApi.tables(branch) });
  const orders = useQuery({ queryKey: ['staff', 'orders', branch], queryFn: () => staffApi.orders(branch) });
  const calls = useQuery({ queryKey: ['staff', 'calls', branch], queryFn: () => staffApi.calls(branch) });
  const refresh = () => {
    for (const key of ['tables', 'orders', 'calls']) {
      void queryClient.invalidateQueries({ queryKey: ['staff', key, branch] });
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh reads the branch
  useEffect(
    () => followEvents(`/staff/events.json?supplier_id=${encodeURIComponent(branch)}`, {}, refresh),
    [branch],
  );

  const [error, setError] = useState<string | null>(null);
  // what the last act changed, read out politely (a bill closed frees its table)
  const [notice, setNotice] = useState('');
  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onMutate: () => setError(null),
    onError: (caught) => setError(errorText(t, caught)),
    onSettled: refresh,
  });

  const orderById = new Map((orders.data?.orders ?? []).map((order) => [order.purchase.id, order]));
  const callsByTable = new Map<string, StaffCall[]>();
  for (const call of calls.data?.calls ?? []) {
    if (call.table) callsByTable.set(call.table, [...(callsByTable.get(call.table) ?? []), call]);
  }

  return (
    <main className="p-3">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold text-title">{t('tables.title')}</h1>
        <Link
          to="/qr"
          className="flex min-h-11 items-center rounded-lg border border-line px-3 font-semibold"
        >
          {t('tables.qr')}
        </Link>
        {can(me, 'orders.take') && (
          <Link
            to="/phone-order"
            className="flex min-h-11 items-center rounded-lg border border-line px-3 font-semibold"
          >
            {t('orderEntry.phoneTitle')}
          </Link>
        )}
      </div>
      <FormError error={error} className="mb-3" />
      <p aria-live="polite" className="sr-only">
        {notice}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {(tables.data?.tables ?? []).map((table) => {
          const open = table.open_purchase_ids
            .map((id) => orderById.get(id))
            .filter((order): order is StaffOrder => Boolean(order));
          const tableCalls = callsByTable.get(table.label) ?? [];
          return (
            <li key={table.id}>
              <section
                aria-labelledby={`table-${table.id}`}
                className="flex h-full flex-col gap-2 rounded-lg border-2 border-line bg-page p-3"
              >
                <h2 id={`table-${table.id}`} className="text-lg font-bold">
                  {table.label}
                </h2>
                {can(me, 'orders.take') && (
                  <Link
                    to={`/take-order?place=${table.id}`}
                    aria-label={t('orderEntry.takeAt', { place: table.label })}
                    className="flex min-h-11 items-center self-start rounded-lg bg-brand px-3 font-semibold text-on-brand"
                  >
                    {t('orderEntry.take')}
                  </Link>
                )}
                {tableCalls.map((call) => (
                  <div
                    key={call.id}
                    className="flex items-center justify-between gap-2 rounded-lg bg-amber-100 p-2 text-amber-950"
                  >
                    <span className="font-semibold">
                      {t(`tables.call.${call.reason}`)}
                      {call.note ? ` · ${call.note}` : ''}
                    </span>
                    <button
                      type="button"
                      className={`${button} bg-brand text-on-brand`}
                      onClick={() => act.mutate(() => staffApi.acknowledge(call.id))}
                    >
                      {t('tables.acknowledge')}
                    </button>
                  </div>
                ))}
                {open.length === 0 && <p className="text-muted">{t('tables.free')}</p>}
                {open.map((order) => (
                  <OpenOrder
                    key={order.purchase.id}
                    order={order}
                    onAct={(run) => act.mutate(run)}
                    onClosed={() => {
                      setNotice(t('tables.closed', { table: table.label }));
                      refresh();
                    }}
                    onRefunded={(message) => {
                      setNotice(message);
                      refresh();
                    }}
                  />
                ))}
              </section>
            </li>
          );
        })}
      </ul>
    </main>
  );
}

function OpenOrder({
  order,
  onAct,
  onClosed,
  onRefunded,
}: {
  order: StaffOrder;
  onAct: (run: () => Promise<unknown>) => void;
  onClosed: () => void;
  /** A refund was given (ADR 117): what to announce. */
  onRefunded: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { purchase } = order;
  const money = (amount: number) => formatMoney(amount, purchase.currency);
  const owed = billOwed(purchase, order.payments);
  const [closing, setClosing] = useState(false);
  const { me } = useConsole();
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold">{t('tables.open')}</p>
      <p>{t('tables.total', { amount: money(purchase.total) })}</p>
      <p>{t('tables.paid', { amount: money(purchase.paid_amount) })}</p>
      <p className="font-semibold">{t('tables.balance', { amount: money(purchase.balance) })}</p>
      <ul className="flex flex-col gap-1">
        {order.payments.map((payment) => (
          <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {t('tables.payment', {
                method: t(`tables.method.${payment.method}`),
                amount: money(payment.amount + payment.tip),
                who: payment.nickname ?? '—',
              })}{' '}
              ({t(`tables.status.${payment.status}`, { defaultValue: payment.status })})
            </span>
            {(payment.status === 'paid' || payment.status === 'refunded') && (
              <RefundAction
                payment={payment}
                currency={purchase.currency}
                label={t('tables.payment', {
                  method: t(`tables.method.${payment.method}`),
                  amount: money(payment.amount + payment.tip),
                  who: payment.nickname ?? '—',
                })}
                allowed={can(me, 'payments.refund')}
                onRefunded={onRefunded}
              />
            )}
            {payment.status === 'pending' &&
              (payment.method === 'cash' || payment.method === 'card_reader') && (
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={`${button} bg-brand text-on-brand`}
                    onClick={() => onAct(() => staffApi.settle(purchase.id, payment.id, 'paid'))}
                  >
                    {t('tables.settle')}
                  </button>
                  <button
                    type="button"
                    className={`${button} border border-line`}
                    onClick={() => onAct(() => staffApi.settle(purchase.id, payment.id, 'declined'))}
                  >
                    {t('tables.decline')}
                  </button>
                </span>
              )}
          </li>
        ))}
      </ul>
      {purchase.closed_at === null && (
        <button
          type="button"
          className={`${button} self-start border border-line`}
          onClick={() =>
            owed > 0 ? setClosing(true) : onAct(() => staffApi.closeBill(purchase.id).then(onClosed))
          }
        >
          {t('tables.close')}
        </button>
      )}
      {can(me, 'orders.void') && (
        <Link
          to={`/correct-order?purchase=${purchase.id}`}
          aria-label={t('corrections.openAt', { place: order.table.label })}
          className={`${button} flex items-center self-start border border-line`}
        >
          {t('corrections.open')}
        </Link>
      )}
      {can(me, 'bills.close') && <PrintReceiptButton purchaseId={purchase.id} />}
      {closing && (
        <CloseBillDialog order={order} owed={owed} onClose={() => setClosing(false)} onClosed={onClosed} />
      )}
    </div>
  );
}

/** Closing a bill with money still owed (docs/decisions/091-a-bill-closed-with-money-owed.md): the
 * dialog says what is owed, asks why, and sends that amount as confirmed; the server refuses a
 * stale amount with the new one, which the dialog then shows. The first error takes the focus. */
function CloseBillDialog({
  order,
  owed: owedAtOpen,
  onClose,
  onClosed,
}: {
  order: StaffOrder;
  owed: number;
  onClose: () => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { purchase } = order;
  const [owed, setOwed] = useState(owedAtOpen);
  const [reason, setReason] = useState('');
  const form = useSubmit(
    async () => {
      try {
        return await staffApi.closeBill(purchase.id, { confirm_owed: owed, reason });
      } catch (caught) {
        // more was ordered or paid meanwhile: the dialog asks again with what is owed now
        if (caught instanceof ApiError && caught.key === 'bill_still_owed')
          setOwed(Number(caught.params.owed));
        throw caught;
      }
    },
    () => {
      onClose();
      onClosed();
    },
  );
  const amount = formatMoney(owed, purchase.currency);
  return (
    <FormDialog
      title={t('tables.closeDialog.title')}
      description={t('tables.closeDialog.owed', { amount })}
      submit={t('tables.closeDialog.confirm', { amount })}
      keep={t('tables.closeDialog.keep')}
      form={form}
      onClose={onClose}
    >
      <TextField
        label={t('tables.closeDialog.reason')}
        value={reason}
        onChange={setReason}
        invalid={Boolean(form.error)}
      />
    </FormDialog>
  );
}
