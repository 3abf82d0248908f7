import { tipChoiceAt } from '@storefront/domain/tip/tip.rules';
import type { TipSetting } from '@storefront/domain/tip/tip.schema';
import { localized } from '@storefront/domain/catalog/cart.rules';
import { formatMoney, toMajorUnits, toMinorUnits } from '@storefront/domain/money/money';
import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import { isOnline } from '@storefront/domain/payment/payment.rules';
import type { PaymentMethod, PaymentShare } from '@storefront/domain/payment/payment.schema';
import { type FormEvent, type InputHTMLAttributes, useId, useState } from 'react';
import { largeButtonClass } from '../../../components/ui/button.ts';
import { controlClass } from '@storefront/ui/components/text-field.tsx';
import { TipPicker } from '../../../components/ui/tip-picker.tsx';
import { tipOf, tipStateOf } from '../../../components/ui/tip-state.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import {
  decideForm,
  freeFractions,
  initialSplitForm,
  type SplitForm,
  type SplitMode,
} from '../model/split-form.ts';

export interface PayChoice {
  share: PaymentShare;
  amount: number;
  tip: number;
  /** Cash and card reader are collected by the waiter; card, PSE and Nequi are paid online next. */
  method: PaymentMethod;
}

const modes: SplitMode[] = ['full', 'equal', 'items', 'custom'];
const fractionLabel = (f: number) => (f === 1 ? 'all' : f === 0.5 ? 'half' : 'third');

/** Pay the bill, whole or a share (equal part, my items with shared ones split, another amount),
 * with the payer's own method (the venue's methods for the table) and tip (docs/decisions/015-split-bill.md). */
/** A number the payer types (how many parts, another amount), its label above it. */
function NumberField({
  id,
  label,
  ...input
}: { id: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input id={id} type="number" {...input} className={controlClass} />
    </div>
  );
}

export function SplitBill({
  order,
  lang,
  tips,
  methods,
  busy,
  onPay,
}: {
  order: TableOrder;
  lang: string;
  /** The branch's tip options (ADR 107). */
  tips?: TipSetting | null | undefined;
  /** The venue's methods for the table; null while they load. */
  methods: PaymentMethod[] | null;
  busy: boolean;
  onPay(choice: PayChoice): void;
}) {
  const { t } = useTranslation(['on-table', 'payment']);
  const currency = order.purchase.currency;
  const money = (n: number) => formatMoney(n, currency);
  const [form, setForm] = useState<SplitForm>(initialSplitForm);
  // The payer's tip starts from the table's choice (spec §3 tip), 10% unless someone changed it.
  const [tip, setTip] = useState(() => tipStateOf(tipChoiceAt(tips, order.tip), currency));
  // No method is picked for the payer (spec §5 "A payment method must be chosen").
  const [picked, setMethod] = useState<PaymentMethod | null>(null);
  const offered = methods ?? [];
  const method = picked && offered.includes(picked) ? picked : offered.length === 1 ? offered[0]! : null;
  const [tried, setTried] = useState(false);
  const ids = { mode: useId(), method: useId(), methodError: useId(), parts: useId(), custom: useId() };
  const { share, decided } = decideForm(form, order);
  const amount = decided.ok ? decided.amount : 0;
  const tipValue = tipOf(tip, amount, currency);
  const items = order.purchase.products.filter(
    (p) => p.state !== 'removed' && freeFractions(order, p.id).length > 0,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    // A typed tip that is not an amount: its field says so; take the payer there.
    if (tipValue === null)
      event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
    else if (share && decided.ok && method) onPay({ share, amount, tip: tipValue, method });
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="split-title"
      className="flex flex-col gap-4 rounded-xl border border-line p-4"
    >
      <h2 id="split-title" className="text-lg font-bold text-title">
        {t('split.title')}
      </h2>
      <p>{t('split.left', { left: money(order.bill.remaining), bill: money(order.bill.bill) })}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t('split.how')}</legend>
        {modes.map((mode) => (
          <label key={mode} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={ids.mode}
              checked={form.mode === mode}
              onChange={() => setForm({ ...form, mode })}
            />
            <span>{t(`split.mode.${mode}`)}</span>
          </label>
        ))}
      </fieldset>
      {form.mode === 'equal' && (
        <NumberField
          id={ids.parts}
          label={t('split.parts')}
          min={2}
          max={20}
          value={form.parts}
          onChange={(event) =>
            setForm({ ...form, parts: Math.min(20, Math.max(2, Number(event.target.value) || 2)) })
          }
        />
      )}
      {form.mode === 'items' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{t('split.items')}</legend>
          {items.map((item) => {
            const name = `${item.count} × ${localized(item.name, lang)}`;
            const chosen = form.items[item.id];
            return (
              <div key={item.id} className="flex flex-wrap items-center gap-2">
                <label className="flex min-h-11 flex-1 items-center gap-2">
                  <input
                    type="checkbox"
                    checked={chosen !== undefined}
                    onChange={(event) => {
                      const next = { ...form.items };
                      if (event.target.checked) next[item.id] = freeFractions(order, item.id)[0]!;
                      else delete next[item.id];
                      setForm({ ...form, items: next });
                    }}
                  />
                  <span>
                    {name} · {money(item.subtotal)}
                  </span>
                </label>
                {chosen !== undefined && (
                  <select
                    aria-label={t('split.fraction_of', { name })}
                    value={chosen}
                    onChange={(event) =>
                      setForm({ ...form, items: { ...form.items, [item.id]: Number(event.target.value) } })
                    }
                    className={controlClass}
                  >
                    {freeFractions(order, item.id).map((f) => (
                      <option key={f} value={f}>
                        {t(`split.fraction.${fractionLabel(f)}`)}
                      </option>
                    ))}
                  </select>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      {form.mode === 'custom' && (
        <NumberField
          id={ids.custom}
          label={t('split.custom')}
          inputMode="decimal"
          min={0}
          value={toMajorUnits(form.custom, currency) || ''}
          onChange={(event) =>
            setForm({ ...form, custom: toMinorUnits(Number(event.target.value) || 0, currency) })
          }
        />
      )}
      <p role="status" className="font-semibold">
        {decided.ok ? t('split.your_share', { amount: money(amount) }) : t('split.unavailable')}
      </p>
      <TipPicker
        value={tip}
        base={amount}
        currency={currency}
        legend={t('split.your_tip')}
        tips={tips}
        onChange={setTip}
      />
      <fieldset
        className="flex flex-wrap gap-2"
        aria-describedby={tried && !method ? ids.methodError : undefined}
      >
        <legend className="mb-1 font-semibold">{t('split.method')}</legend>
        {methods === null && <p>{t('common:app.loading')}</p>}
        {methods?.length === 0 && <p>{t('payment:method.none')}</p>}
        {offered.map((m) => (
          <label key={m} className="flex min-h-11 items-center gap-2 rounded-lg border border-line px-3">
            <input type="radio" name={ids.method} checked={method === m} onChange={() => setMethod(m)} />
            <span>{t(`payment:method.${m}`)}</span>
          </label>
        ))}
        {tried && !method && (
          <p id={ids.methodError} className="w-full text-sm font-medium text-red-700">
            {t('payment:method.required')}
          </p>
        )}
      </fieldset>
      <button type="submit" disabled={busy || !decided.ok} className={largeButtonClass}>
        {t(method && isOnline(method) ? 'split.continue' : 'split.pay', {
          total: money(amount + (tipValue ?? 0)),
        })}
      </button>
    </form>
  );
}
