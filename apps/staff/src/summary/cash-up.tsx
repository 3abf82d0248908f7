import { formatMoney } from '@storefront/domain/money/money';
import type { CashUp as CashUpData, Shift } from '@storefront/domain/staff/cash-up.rules';
import { LabelledSection } from '@storefront/ui/components/screen-section.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useState } from 'react';
import { staffApi } from '../app/api.ts';
import { SubmitForm, TextField, useSubmit } from '../app/form.tsx';
import { useConsole } from '../app/layout.tsx';
import { parsePrice } from '../menu/menu-form.ts';

// The till of the branch (ADR 111): open it with a float, watch what it should hold as the
// evening goes, close it with the cash counted, and read, print or download each closed shift's
// Z report. Every figure is the server's, from the ledger.

const row = 'flex justify-between gap-3 border-b border-line py-1';

function ShiftReport({ shift, currency }: { shift: Shift; currency: string }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currency);
  const f = shift.figures;
  const lines: [string, string][] = [
    [t('cashUp.float'), money(shift.opening_float)],
    [t('cashUp.cashSales'), money(f.cash_sales)],
    [t('cashUp.cashTips'), money(f.cash_tips)],
    [t('cashUp.cashRefunds'), money(-f.cash_refunds)],
    [t('cashUp.expected'), money(f.expected_cash)],
  ];
  if (shift.counted_cash !== null) lines.push([t('cashUp.counted'), money(shift.counted_cash)]);
  if (shift.over_short !== null)
    lines.push([
      shift.over_short < 0 ? t('cashUp.short') : t('cashUp.over'),
      money(Math.abs(shift.over_short)),
    ]);
  return (
    <div className="flex flex-col gap-3">
      <dl>
        {lines.map(([label, value]) => (
          <div key={label} className={row}>
            <dt>{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="font-semibold">{t('cashUp.byMethod')}</h4>
      <ul>
        {Object.entries(f.by_method).map(([method, total]) => (
          <li key={method} className={row}>
            <span>
              {t(`tables.method.${method}`)} ({total?.count ?? 0})
            </span>
            <span className="tabular-nums">
              {money(total?.amount ?? 0)} + {t('cashUp.tip', { amount: money(total?.tip ?? 0) })}
            </span>
          </li>
        ))}
      </ul>
      <h4 className="font-semibold">{t('cashUp.tipsByStaff')}</h4>
      {f.tips_by_staff.length === 0 ? (
        <p className="text-muted">{t('cashUp.noTips')}</p>
      ) : (
        <ul>
          {f.tips_by_staff.map((tips) => (
            <li key={tips.staff ?? ''} className={row}>
              <span>{tips.staff ?? t('cashUp.online')}</span>
              <span className="tabular-nums">{money(tips.tips)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl>
        <div className={row}>
          <dt>{t('cashUp.refunds')}</dt>
          <dd className="tabular-nums">{money(f.refunds)}</dd>
        </div>
        <div className={row}>
          <dt>{t('cashUp.writtenOff', { count: f.written_off.count })}</dt>
          <dd className="tabular-nums">{money(f.written_off.amount)}</dd>
        </div>
        {(['voids', 'comps', 'discounts'] as const).map((key) => (
          <div key={key} className={row}>
            <dt>{t(`cashUp.${key}`, { count: f[key]?.count ?? 0 })}</dt>
            <dd className="tabular-nums">{money(f[key]?.amount ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function CashUp() {
  const { t, i18n } = useTranslation();
  const { branch } = useConsole();
  const client = useQueryClient();
  const key = ['staff', 'cash-up', branch];
  const till = useQuery({ queryKey: key, queryFn: () => staffApi.cashUp(branch) });
  const [float, setFloat] = useState('');
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [status, setStatus] = useState('');
  const data: CashUpData | undefined = till.data;
  const currency = data?.currency ?? 'COP';
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  // an amount that is not one is refused before sending, naming its field (as the server would)
  const amount = (text: string, label: string) => {
    const minor = parsePrice(text, currency);
    if (minor === null) throw new ApiError(400, 'validation_failed', label, { fields: label });
    return minor;
  };
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const open = useSubmit(
    async () => staffApi.openTill(branch, amount(float, t('cashUp.floatLabel'))),
    () => {
      setFloat('');
      setStatus(t('cashUp.opened'));
      void refresh();
    },
  );
  const close = useSubmit(
    async () => staffApi.closeTill(branch, data!.open!.id, amount(counted, t('cashUp.countedLabel')), note),
    (shift) => {
      setCounted('');
      setNote('');
      const difference = shift.over_short ?? 0;
      setStatus(
        difference === 0
          ? t('cashUp.closedEven')
          : t(difference < 0 ? 'cashUp.closedShort' : 'cashUp.closedOver', {
              amount: formatMoney(Math.abs(difference), currency),
            }),
      );
      void refresh();
    },
  );
  return (
    <LabelledSection titleId="cash-up" title={t('cashUp.title')} titleClass="mb-2 text-lg font-semibold">
      <p aria-live="polite" className="mb-2 font-semibold">
        {status}
      </p>
      {data &&
        (data.open ? (
          <div className="flex flex-col gap-4">
            <p>{t('cashUp.openSince', { at: when(data.open.opened_at), by: data.open.opened_by })}</p>
            <ShiftReport shift={data.open} currency={currency} />
            <SubmitForm form={close} heading={t('cashUp.closeTitle')} submit={t('cashUp.close')}>
              <TextField
                label={t('cashUp.countedLabel')}
                value={counted}
                onChange={setCounted}
                inputMode="text"
              />
              <label className="flex flex-col gap-1">
                <span className="font-medium">{t('cashUp.note')}</span>
                <textarea
                  value={note}
                  maxLength={500}
                  onChange={(event) => setNote(event.target.value)}
                  className="min-h-16 rounded-lg border border-line p-2"
                />
              </label>
            </SubmitForm>
          </div>
        ) : (
          <SubmitForm form={open} heading={t('cashUp.openTitle')} submit={t('cashUp.open')}>
            <TextField label={t('cashUp.floatLabel')} value={float} onChange={setFloat} inputMode="text" />
          </SubmitForm>
        ))}
      {data && data.closed.length > 0 && (
        <div className="mt-6 flex flex-col gap-4">
          <h3 className="text-lg font-semibold">{t('cashUp.closedTitle')}</h3>
          {data.closed.map((shift) => (
            <details key={shift.id} className="rounded-lg border border-line p-3">
              <summary className="min-h-6 cursor-pointer font-semibold">
                {t('cashUp.shiftOf', {
                  from: when(shift.opened_at),
                  to: when(shift.closed_at ?? shift.opened_at),
                })}
              </summary>
              <p className="mt-2 text-sm text-muted">
                {t('cashUp.closedBy', { by: shift.closed_by ?? '' })}
                {shift.note ? ` — ${shift.note}` : ''}
              </p>
              <ShiftReport shift={shift} currency={currency} />
              <div className="mt-3 flex flex-wrap gap-3">
                <a
                  href={staffApi.zReportCsvUrl(branch, shift.id)}
                  download
                  className="flex min-h-11 items-center rounded-lg border border-line px-3 font-semibold"
                >
                  {t('cashUp.csv')}
                </a>
                <button
                  type="button"
                  onClick={() => window.print()}
                  className="min-h-11 rounded-lg border border-line px-3 font-semibold"
                >
                  {t('cashUp.print')}
                </button>
              </div>
            </details>
          ))}
        </div>
      )}
    </LabelledSection>
  );
}
