export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-line border-t-[var(--color-brand)]"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
