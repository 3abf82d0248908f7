import { FieldFrame } from './text-field.tsx';

/** A labelled free-text comment (500 characters at most, like the server takes). */
export function CommentField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <FieldFrame id={id} label={label}>
      <textarea
        id={id}
        maxLength={500}
        className="min-h-20 rounded-lg border border-line bg-page p-3 text-on-page"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
