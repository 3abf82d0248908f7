import { ChipChoices } from '@storefront/ui/components/form-controls.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

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
    <ChipChoices
      legend={t('cart.service_legend')}
      name="order-kind"
      options={kinds}
      value={value}
      onChange={onChange}
      labelOf={(kind) => t(`common:services.${kind}`)}
    />
  );
}
