import { FieldError, RadioChoices } from '@storefront/ui/components/form-controls.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** 1 to 5 stars as a radio group (keyboard and screen reader friendly). */
export function StarRating({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange(n: number): void;
  error: string | null;
}) {
  const { t } = useTranslation('delivery');
  return (
    <fieldset aria-describedby={error ? 'rating-error' : undefined}>
      <legend className="mb-2 text-lg font-semibold text-title">{t('rate.legend')}</legend>
      <div className="flex gap-1">
        <RadioChoices
          name="rating"
          options={[1, 2, 3, 4, 5]}
          value={value}
          onChange={onChange}
          optionClass="grid size-12 cursor-pointer place-items-center rounded-full has-focus-visible:outline-3 has-focus-visible:outline-brand"
          inputClass="sr-only"
        >
          {(n) => (
            <>
              <span
                aria-hidden="true"
                className={`text-4xl ${value !== null && n <= value ? 'text-brand' : 'text-muted'}`}
              >
                {value !== null && n <= value ? '★' : '☆'}
              </span>
              <span className="sr-only">{t('rate.star', { count: n })}</span>
            </>
          )}
        </RadioChoices>
      </div>
      <FieldError id="rating-error" error={error} alert className="mt-2 font-semibold text-title" />
    </fieldset>
  );
}
