import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';

export const controlClass =
  'min-h-11 rounded-lg border border-line bg-page px-3 text-on-page aria-[invalid=true]:border-2 aria-[invalid=true]:border-brand';

/** What a control needs to be read with its label, hint and error: aria-invalid and aria-describedby. */
export function describedBy(id: string, hint?: string, error?: string | null) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined };
}

/** The frame of every labelled control of the field kit: its label, the control, its hint and its
 * error (an error key, worded by the `errors` namespace, or `errorText` already worded). */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  errorText,
  className = '',
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  /** An error already worded (the pay forms word theirs from the gateway's fields). */
  errorText?: string | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const shown = errorText ?? (error ? t(`errors:${error}`) : null);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {shown && (
        <p id={`${id}-error`} className="text-sm font-semibold text-title">
          {shown}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its hint and its error. */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input id={id} className={controlClass} {...describedBy(id, hint, error)} {...input} />
    </FieldFrame>
  );
}
