import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '@storefront/ui/components/text-field.tsx';

/** A labelled free-text comment or note (500 characters at most unless the caller takes fewer, as the
 * server does). */
export function CommentField({
  id,
  label,
  value,
  onChange,
  maxLength = 500,
  ...textarea
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <FieldFrame id={id} label={label}>
      <textarea
        id={id}
        maxLength={maxLength}
        className="min-h-20 rounded-lg border border-line bg-page p-3 text-on-page"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...textarea}
      />
    </FieldFrame>
  );
}
