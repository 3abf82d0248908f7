import { localized } from '@storefront/domain/catalog/cart.rules';
import { type KitchenStation, kitchenStations } from '@storefront/domain/staff/kitchen-stations.rules';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import type { KitchenBoard } from '../app/api.ts';

// The board's station picker (the expo or one station), its large-type switch and the all-day
// counts of what is still to cook on it (ADR 108).

const chip =
  'flex min-h-11 cursor-pointer items-center rounded-full border border-line px-3 has-checked:bg-brand has-checked:text-on-brand has-focus-visible:outline-2';

export function StationPicker(props: {
  station: KitchenStation | null;
  onChoose: (station: KitchenStation | null) => void;
}) {
  const { t } = useTranslation();
  const options: { key: KitchenStation | null; label: string }[] = [
    { key: null, label: t('kitchen.expo') },
    ...kitchenStations.map((key) => ({ key, label: t(`kitchen.stations.${key}`) })),
  ];
  return (
    <fieldset className="flex flex-wrap gap-1">
      <legend className="sr-only">{t('kitchen.station')}</legend>
      {options.map((option) => (
        <label key={option.key ?? 'expo'} className={chip}>
          <input
            type="radio"
            name="station"
            className="sr-only"
            checked={props.station === option.key}
            onChange={() => props.onChoose(option.key)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

export function LargeTypeSwitch(props: { large: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={props.large}
      onClick={props.onToggle}
      className="min-h-11 rounded-full border border-line px-3 font-semibold aria-pressed:bg-title aria-pressed:text-page"
    >
      {t('kitchen.largeType')}
    </button>
  );
}

export function AllDay(props: { counts: KitchenBoard['all_day'] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="all-day" className="mb-3 rounded-xl bg-black/5 p-2">
      <h2 id="all-day" className="px-1 font-semibold">
        {t('kitchen.allDay')}
      </h2>
      {props.counts.length === 0 ? (
        <p className="px-1 text-muted">{t('kitchen.allDayEmpty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 px-1">
          {props.counts.map((entry) => (
            <li key={entry.product_id}>
              <span className="font-bold tabular-nums">{entry.count}×</span>{' '}
              {localized(entry.name, i18n.language)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
