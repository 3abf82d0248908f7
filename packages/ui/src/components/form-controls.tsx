import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';

// The radio choices and the worded field error of the forms off the menu (cart, checkout,
// booking, ratings, the pay forms). Not in text-field.tsx, which the menu screens load on first
// render for their comment field (bench/bundle.ts).

/** An option as a pill that fills with the brand colour when chosen. */
const chipClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-checked:border-brand has-checked:bg-brand has-checked:text-on-brand';

/** A visible radio in the brand's accent (the booking screens' hours and rating). */
export const brandRadioClass = 'size-4 accent-[var(--color-brand)]';

/** The radios of one choice: each option a label around its radio and its text, checked when it is
 * the value. The caller keeps the fieldset, its legend and its error; the look of an option is the
 * caller's (chips, rows, stars). `firstId` names the first radio (a field a summary links to). */
export function RadioChoices<T extends string | number>({
  name,
  options,
  value,
  onChange,
  optionClass,
  inputClass = 'size-4',
  firstId,
  invalid,
  describedBy,
  children,
}: {
  name: string;
  options: readonly T[];
  value: T | null;
  onChange(option: T): void;
  optionClass: string;
  inputClass?: string;
  firstId?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  children(option: T): ReactNode;
}) {
  return options.map((option, index) => (
    <label key={option} className={optionClass}>
      <input
        type="radio"
        name={name}
        id={index === 0 ? firstId : undefined}
        value={option}
        checked={value === option}
        onChange={() => onChange(option)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      {children(option)}
    </label>
  ));
}

/** A short choice as a row of pills under its legend (the cart's service, take-away's pickup);
 * `children` follow the pills inside the fieldset (what the choice opens). */
export function ChipChoices<T extends string>({
  legend,
  labelOf,
  children,
  ...radios
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T | null;
  onChange(option: T): void;
  labelOf(option: T): ReactNode;
  children?: ReactNode;
}) {
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        <RadioChoices {...radios} optionClass={chipClass}>
          {labelOf}
        </RadioChoices>
      </div>
      {children}
    </fieldset>
  );
}

/** An error key worded by the `errors` namespace, under the control that names it by `id`; nothing
 * without an error. `alert` announces it at once (an error that comes after the diner acted). */
export function FieldError({
  id,
  error,
  params = {},
  alert = false,
  className = 'text-sm font-semibold text-title',
}: {
  id?: string;
  error: string | null | undefined;
  params?: Record<string, unknown>;
  alert?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} role={alert ? 'alert' : undefined} className={className}>
      {t(`errors:${error}`, params)}
    </p>
  );
}
