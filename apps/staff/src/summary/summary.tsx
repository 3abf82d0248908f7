import { formatMoney } from '@storefront/domain/money/money';
import { LabelledSection } from '@storefront/ui/components/screen-section.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useQuery } from '@storefront/ui/lib/query.tsx';
import { useState } from 'react';
import { staffApi } from '../app/api.ts';
import { DateField } from '../app/form.tsx';
import { useConsole } from '../app/layout.tsx';
import { can } from '../app/session.ts';
import { CashUp } from './cash-up.tsx';

// The manager's day summary (docs/staff-api.md): the figures, sales by payment method, a bar chart of
// sales by hour (its numbers also in a table for screen readers), and the CSV download. It fits a
// 390 px phone in Spanish, the longest words (e2e/staff-phone.spec.ts).

export function Summary() {
  const { t } = useTranslation();
  const { branch, me } = useConsole();
  const [date, setDate] = useState('');
  const summary = useQuery({
    queryKey: ['staff', 'summary', branch, date],
    queryFn: () => staffApi.summary(branch, date),
  });
  const data = summary.data;
  const money = (amount: number) => (data ? formatMoney(amount, data.currency) : '');
  const peak = Math.max(1, ...(data?.sales_by_hour ?? []));
  const hours = (data?.sales_by_hour ?? [])
    .map((amount, hour) => ({ hour, amount }))
    .filter((_, hour) => hour >= 6);
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-3">
      <div className="flex flex-wrap items-end gap-3">
        <h1 className="text-xl font-bold text-title">{t('summary.title')}</h1>
        <DateField label={t('summary.date')} value={date || (data?.date ?? '')} onChange={setDate} />
        <a
          href={staffApi.summaryCsvUrl(branch, date || (data?.date ?? ''))}
          download
          className="flex min-h-11 items-center rounded-lg border border-line px-3 font-semibold"
        >
          {t('summary.csv')}
        </a>
      </div>
      {data && (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
            {[
              [t('summary.orders'), String(data.orders)],
              [t('summary.canceled'), String(data.canceled)],
              [t('summary.sales'), money(data.sales)],
              [t('summary.tips'), money(data.tips)],
              // what was given back that day, whole or in parts (ADR 117)
              [t('refunds.summaryRefunds'), money(data.refunds)],
              [t('refunds.summaryCashRefunds'), money(data.cash_refunds)],
              [t('summary.average'), money(data.average_ticket)],
              [t('summary.paidTickets'), String(data.paid_tickets)],
              [
                t('summary.rating'),
                data.rating.average === null
                  ? null
                  : t('summary.ratingValue', { average: data.rating.average, count: data.rating.count }),
              ],
            ].map(([label, value]) => (
              // a cell never wider than its column: on a 390 px phone "Sin calificaciones" in the
              // figures' size made the page 397 px wide (issue 52)
              <div key={label} className="min-w-0 rounded-lg border border-line p-3">
                <dt className="text-sm text-muted">{label}</dt>
                {value === null ? (
                  <dd className="font-semibold wrap-break-word">{t('summary.noRating')}</dd>
                ) : (
                  <dd className="text-xl font-bold tabular-nums wrap-break-word md:text-2xl">{value}</dd>
                )}
              </div>
            ))}
          </dl>
          <LabelledSection
            titleId="by-method"
            title={t('summary.byMethod')}
            titleClass="mb-2 text-lg font-semibold"
          >
            <ul>
              {Object.entries(data.sales_by_method).map(([method, amount]) => (
                <li key={method} className="flex justify-between border-b border-line py-1">
                  <span>{t(`tables.method.${method}`)}</span>
                  <span className="tabular-nums">{money(amount ?? 0)}</span>
                </li>
              ))}
            </ul>
          </LabelledSection>
          <LabelledSection
            titleId="by-hour"
            title={t('summary.chart')}
            titleClass="mb-2 text-lg font-semibold"
          >
            <div aria-hidden="true" className="flex h-40 items-end gap-1 border-b border-line">
              {hours.map(({ hour, amount }) => (
                <div key={hour} className="flex flex-1 flex-col items-center justify-end gap-1">
                  <div
                    className="w-full rounded-t bg-brand"
                    style={{ height: `${(amount / peak) * 100}%` }}
                  />
                  <span className="text-[10px] text-muted">{hour}</span>
                </div>
              ))}
            </div>
            <table className="sr-only">
              <caption>{t('summary.chart')}</caption>
              <tbody>
                {hours
                  .filter(({ amount }) => amount > 0)
                  .map(({ hour, amount }) => (
                    <tr key={hour}>
                      <th scope="row">{t('summary.hour', { hour })}</th>
                      <td>{money(amount)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </LabelledSection>
        </>
      )}
      {can(me, 'cash.manage') && <CashUp />}
    </main>
  );
}
