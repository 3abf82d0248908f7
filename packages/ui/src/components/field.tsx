import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { RadioChoices } from './form-controls.tsx';
import { controlClass, FieldFrame } from './text-field.tsx';

// A labelled control whose error is already worded (the pay forms word theirs from the gateway's
// fields), in the field kit's one frame (text-field.tsx FieldFrame) with an id of its own. The pay
// forms' fields, the tip picker's other value and the staff console's fields are built from this.

/** The field kit's control, as wide as its frame. The frame's gap spaces label, control and error. */
export const inputClass = `${controlClass} w-full`;

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
  return (
    <FieldFrame id={id} label={label} errorText={error}>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
    </FieldFrame>
  );
}

type OwnAttributes = 'id' | 'className' | 'aria-invalid' | 'aria-describedby';

/** A Field holding an input as wide as its frame; the rest of the props go to the input. */
export function FieldInput({
  label,
  error,
  ...input
}: { label: string; error?: string | null | undefined } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  OwnAttributes
>) {
  return (
    <Field label={label} error={error}>
      {(props) => <input {...props} className={inputClass} {...input} />}
    </Field>
  );
}

/** A Field holding a select as wide as its frame; its options are the children. */
export function FieldSelect({
  label,
  error,
  ...select
}: { label: string; error?: string | null | undefined } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  OwnAttributes
>) {
  return (
    <Field label={label} error={error}>
      {(props) => <select {...props} className={inputClass} {...select} />}
    </Field>
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
    <RadioChoices
      name={name}
      options={[value]}
      value={checked ? value : null}
      onChange={onChange}
      optionClass="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 has-[:checked]:border-[var(--color-brand)] has-[:checked]:bg-black/5"
      inputClass="size-5 accent-[var(--color-brand)]"
    >
      {() => (
        <>
          <span className="flex-1">{label}</span>
          {note && <span className="text-muted">{note}</span>}
        </>
      )}
    </RadioChoices>
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
    <FieldInput
      label={label}
      error={error}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
