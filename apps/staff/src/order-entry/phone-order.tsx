import type { DeliveryOrder } from '@storefront/domain/delivery/delivery.schema';
import { formatMoney } from '@storefront/domain/money/money';
import { FieldInput } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useQuery } from '@storefront/ui/lib/query.tsx';
import { useRef, useState } from 'react';
import { staffApi } from '../app/api.ts';
import { FormError, SubmitForm, useSubmit } from '../app/form.tsx';
import { useConsole } from '../app/layout.tsx';
import { emptyLine, type Line, LinePicker, lineBody, lineText } from './line-picker.tsx';
import { newKey, orderEntryApi } from './order-entry-api.ts';

// A take-away or delivery order taken by phone (issue 54 part 1, ADR 112): the customer's name and
// phone, the lines, paid in cash or by card reader when handed over. The server places it as a
// diner's order (hours, coverage, prices, stock) and marks it as taken by this staff member.

type Service = 'take_away' | 'delivery';

export function PhoneOrder() {
  const { t, i18n } = useTranslation();
  const { branch } = useConsole();
  const menu = useQuery({ queryKey: ['staff', 'menu', branch], queryFn: () => orderEntryApi.menu(branch) });
  const [service, setService] = useState<Service>('take_away');
  const [name, setName] = useState('');
  const [phoneCode, setPhoneCode] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState({ city: '', neighbourhood: '', address: '', reference: '' });
  const [method, setMethod] = useState<'cash' | 'card_reader'>('cash');
  const [lines, setLines] = useState<Line[]>([]);
  const [line, setLine] = useState<Line>(emptyLine);
  const [lineError, setLineError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<DeliveryOrder | null>(null);
  const key = useRef(newKey());
  const products = menu.data?.products ?? [];
  const venue = useQuery({ queryKey: ['staff', 'venue'], queryFn: () => staffApi.venue() });
  const currency = venue.data?.currency ?? '';
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      key.current = newKey();
      set(value);
    };
  const form = useSubmit(
    () =>
      orderEntryApi.phoneOrder(
        branch,
        {
          service,
          lines: lines.map(lineBody),
          contact: { name, phone_code: phoneCode, phone },
          address: service === 'delivery' ? { ...address, latitude: null, longitude: null } : null,
          tip: { include: false, percent: 0, custom_value: null },
          payment_method: method,
        },
        key.current,
      ),
    (order) => {
      key.current = newKey();
      setPlaced(order);
      setLines([]);
    },
  );
  const addLine = () => {
    if (!line.productId) {
      setLineError(t('orderEntry.chooseProduct'));
      return;
    }
    setLineError(null);
    changed(setLines)([...lines, line]);
    setLine(emptyLine);
  };
  const nameOf = (id: string) => products.find((p) => p.id === id);
  return (
    <main className="flex max-w-2xl flex-col gap-4 p-3">
      <h1 className="text-xl font-bold text-title">{t('orderEntry.phoneTitle')}</h1>
      <SubmitForm
        form={form}
        submit={t('orderEntry.place')}
        status={
          placed
            ? t('orderEntry.placed', {
                number: placed.bck_purchase_id,
                total: formatMoney(placed.total, placed.currency),
              })
            : ''
        }
      >
        <Choice
          legend={t('orderEntry.service')}
          name="service"
          options={['take_away', 'delivery'] as const}
          value={service}
          label={(value) => t(`orderEntry.services.${value}`)}
          onChange={changed(setService)}
        />
        <FieldInput
          label={t('orderEntry.customerName')}
          autoComplete="off"
          required
          value={name}
          onChange={(event) => changed(setName)(event.target.value)}
        />
        <div className="grid grid-cols-[8rem_1fr] gap-3">
          <FieldInput
            label={t('orderEntry.phoneCode')}
            placeholder="+57"
            required
            value={phoneCode}
            onChange={(event) => changed(setPhoneCode)(event.target.value)}
          />
          <FieldInput
            label={t('orderEntry.phone')}
            type="tel"
            required
            value={phone}
            onChange={(event) => changed(setPhone)(event.target.value)}
          />
        </div>
        {service === 'delivery' &&
          (['city', 'neighbourhood', 'address', 'reference'] as const).map((field) => (
            <FieldInput
              key={field}
              label={t(`orderEntry.addressField.${field}`)}
              required
              value={address[field]}
              onChange={(event) => changed(setAddress)({ ...address, [field]: event.target.value })}
            />
          ))}
        <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-3">
          <legend className="px-1 font-semibold">{t('orderEntry.linesHeading')}</legend>
          <ul aria-live="polite" className="flex flex-col gap-1">
            {lines.map((chosen, index) => {
              const product = nameOf(chosen.productId);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines are only added or all cleared
                <li key={index}>
                  {product
                    ? lineText(
                        {
                          count: Number(chosen.count),
                          name: product.name,
                          option_names: product.option_groups.flatMap((g) =>
                            g.options.filter((o) => chosen.options[g.id]?.includes(o.id)).map((o) => o.name),
                          ),
                        },
                        i18n.language,
                      )
                    : chosen.productId}
                  {chosen.note ? ` · ${t('kitchen.note', { note: chosen.note })}` : ''}
                </li>
              );
            })}
          </ul>
          <FormError error={lineError} />
          <LinePicker
            products={products}
            service={service}
            currency={currency}
            line={line}
            onChange={setLine}
          />
          <button
            type="button"
            onClick={addLine}
            className="min-h-11 self-start rounded-lg border border-line px-3 font-semibold"
          >
            {t('orderEntry.addLine')}
          </button>
        </fieldset>
        <Choice
          legend={t('orderEntry.payment')}
          name="method"
          options={['cash', 'card_reader'] as const}
          value={method}
          label={(value) => t(`tables.method.${value}`)}
          onChange={changed(setMethod)}
        />
      </SubmitForm>
    </main>
  );
}

/** One choice of a few, as radios with large targets under their legend. */
function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label: (value: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="font-semibold">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={name}
            className="size-6"
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}
