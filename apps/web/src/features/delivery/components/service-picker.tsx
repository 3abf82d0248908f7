import { useTranslation } from 'react-i18next';

export type OrderKind = 'delivery' | 'schedule' | 'take_away';

/** Delivery, take-away or scheduled delivery ('Programar pedido'), as the branch offers them. */
export function ServicePicker({
  kinds,
  value,
  onChange,
}: {
  kinds: OrderKind[];
  value: OrderKind;
  onChange(kind: OrderKind): void;
}) {
  const { t } = useTranslation('delivery');
  if (kinds.length <= 1) return null;
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 font-semibold">{t('cart.service_legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <label
            key={kind}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-checked:border-brand has-checked:bg-brand has-checked:text-on-brand"
          >
            <input
              type="radio"
              name="order-kind"
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              className="size-4"
            />
            {t(`common:services.${kind}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
