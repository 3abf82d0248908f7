import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled select with its error (an error key, worded by the `errors` namespace). */
export function SelectField({
  id,
  label,
  error,
  options,
  placeholder,
  ...select
}: {
  id: string;
  label: string;
  error?: string | null | undefined;
  options: { value: string; label: string }[];
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        className="min-h-11 rounded-lg border border-line bg-page px-3 text-on-page aria-[invalid=true]:border-2 aria-[invalid=true]:border-brand"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-title">
          {t(`errors:${error}`)}
        </p>
      )}
    </div>
  );
}
