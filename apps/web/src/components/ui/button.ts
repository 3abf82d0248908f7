// The storefront's buttons (and links that look like one), in the venue's theme tokens: one
// primary, its large form for a screen's main action, one secondary. Targets are at least 44 px
// high (WCAG 2.5.8).
const base = 'inline-flex items-center justify-center rounded-lg font-semibold disabled:opacity-50';
export const buttonClass = `${base} min-h-11 bg-brand px-5 text-on-brand`;
export const largeButtonClass = `${base} min-h-12 bg-brand px-5 text-on-brand`;
export const secondaryButtonClass = `${base} min-h-11 border border-line px-4 hover:bg-black/5`;
/** A link that reads as underlined text, in a target as high as a button; `plainLinkClass` in the
 * text's own weight. */
export const plainLinkClass = 'inline-flex min-h-11 items-center underline';
export const textLinkClass = `${plainLinkClass} font-semibold`;
/** A line's round − or + (the delivery cart, the table's pending products); a class, not a
 * component, so neither screen loads a chunk of its own for it (bench/bundle.ts). */
export const stepButtonClass =
  'grid size-11 place-items-center rounded-full border border-line text-xl font-semibold';
