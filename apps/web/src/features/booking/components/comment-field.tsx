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
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <textarea
        id={id}
        maxLength={500}
        className="min-h-20 rounded-lg border border-line bg-page p-3 text-on-page"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
