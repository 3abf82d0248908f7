import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled input with its hint and its error (an error key, worded by the `errors` namespace). */
export function TextField({
  id,
  label,
  hint,
  error,
  className = '',
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const { t } = useTranslation();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        className="min-h-11 rounded-lg border border-line bg-page px-3 text-on-page aria-[invalid=true]:border-2 aria-[invalid=true]:border-brand"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-title">
          {t(`errors:${error}`)}
        </p>
      )}
    </div>
  );
}

export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-5 font-semibold text-on-brand disabled:opacity-50';
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-line px-4 font-semibold hover:bg-black/5 disabled:opacity-50';
