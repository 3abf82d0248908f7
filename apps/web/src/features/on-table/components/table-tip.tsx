import type { TipChoice, TipSetting } from '@storefront/domain/tip/tip.schema';
import { TipPicker } from '../../../components/ui/tip-picker.tsx';
import { useTipState } from '../../../components/ui/tip-state.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** The table's tip before anyone pays (spec §3 tip, 10% suggested): each change is saved for the
 * whole table, and a change another diner makes shows here. */
export function TableTip({
  choice,
  base,
  currency,
  tips,
  onChoose,
}: {
  choice: TipChoice;
  /** The bill the percentages apply to (minor units). */
  base: number;
  currency: string;
  /** The branch's tip options (ADR 107). */
  tips?: TipSetting | null | undefined;
  onChoose(choice: TipChoice): void;
}) {
  const { t } = useTranslation('on-table');
  const [state, setState] = useTipState(choice, currency, onChoose);
  return (
    <TipPicker
      value={state}
      base={base}
      currency={currency}
      legend={t('tip.table')}
      tips={tips}
      onChange={setState}
    />
  );
}
