// Button looks shared by the on-table components (venue theme tokens only).
export const primaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-lg bg-brand px-5 font-semibold text-on-brand disabled:opacity-50';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-line px-4 font-semibold disabled:opacity-50';
export const inputField = 'min-h-11 rounded-lg border border-line bg-page px-3';
