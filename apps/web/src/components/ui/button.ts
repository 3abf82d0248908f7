// The storefront's buttons (and links that look like one), in the venue's theme tokens: one
// primary, its large form for a screen's main action, one secondary. Targets are at least 44 px
// high (WCAG 2.5.8).
const base = 'inline-flex items-center justify-center rounded-lg font-semibold disabled:opacity-50';
export const buttonClass = `${base} min-h-11 bg-brand px-5 text-on-brand`;
export const largeButtonClass = `${base} min-h-12 bg-brand px-5 text-on-brand`;
export const secondaryButtonClass = `${base} min-h-11 border border-line px-4 hover:bg-black/5`;
