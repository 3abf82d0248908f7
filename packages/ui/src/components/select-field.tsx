import type { SelectHTMLAttributes } from 'react';
import { controlClass, describedBy, FieldFrame } from './text-field.tsx';

/** A labelled select with its error, in the field kit's frame (text-field.tsx). */
export function SelectField({
  id,
  label,
  error,
  options,
  placeholder,
  className,
  ...select
}: {
  id: string;
  label: string;
  error?: string | null | undefined;
  options: { value: string; label: string }[];
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select id={id} className={controlClass} {...describedBy(id, undefined, error)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        <SelectOptions options={options} />
      </select>
    </FieldFrame>
  );
}

/** A select's options, each a value and what it reads. */
export function SelectOptions({ options }: { options: { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
