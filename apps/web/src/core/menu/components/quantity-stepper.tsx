import { useTranslation } from '@storefront/ui/i18n/react.tsx';

const stepButton =
  'grid size-12 place-items-center rounded-full border border-line text-2xl font-semibold disabled:opacity-40';

/** − count + between 1 and `max` (the stock, spec §5). */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange(n: number): void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <fieldset>
      <legend className="sr-only">{t('product.quantity')}</legend>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="font-semibold">
          {t('product.quantity')}
        </span>
        <button
          type="button"
          className={stepButton}
          aria-label={t('product.decrease')}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          −
        </button>
        <output aria-live="polite" className="min-w-8 text-center text-xl font-semibold">
          {value}
        </output>
        <button
          type="button"
          className={stepButton}
          aria-label={t('product.increase')}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}
