import { type ReactNode, useId } from 'react';

// A labelled input with its error, tied together for screen readers (aria-invalid,
// aria-describedby). The pay forms' fields and the tip picker are built from this.

export const inputClass =
  'mt-1 min-h-11 w-full rounded-lg border border-line bg-page px-3 text-on-page aria-invalid:border-red-700';

export function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | null | undefined;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** One radio of a choice list: a large target with its label and an optional right-hand note. */
export function RadioRow({
  name,
  value,
  checked,
  onChange,
  label,
  note,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange(value: string): void;
  label: string;
  note?: string;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 has-[:checked]:border-[var(--color-brand)] has-[:checked]:bg-black/5">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="size-5 accent-[var(--color-brand)]"
      />
      <span className="flex-1">{label}</span>
      {note && <span className="text-muted">{note}</span>}
    </label>
  );
}

/** A typed amount in major units of the currency (the pay forms' other amount, a custom tip). */
export function AmountField({
  label,
  error,
  value,
  onChange,
}: {
  label: string;
  error: string | null;
  value: string;
  onChange(text: string): void;
}) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <input
          {...props}
          className={inputClass}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
