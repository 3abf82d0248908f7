import type { z } from 'zod';
import type { themeSchema } from '../venue/venue.schema.ts';
import { AA_NORMAL_TEXT, contrastRatio } from './contrast.ts';

// The brand editor's contrast check (docs/back-office.md#brand, ADR 103): the pairs of the venue's
// theme that diners read, each against WCAG 2.2 AA. It warns and does not refuse: the storefront
// already replaces an unreadable text colour with black or white (apply-theme.ts, readableText), so
// a venue saving a poor pair gets readable pages that are not quite its colours, and says so itself.

type Theme = Pick<
  z.infer<typeof themeSchema>,
  'theme_color' | 'titles_txt_color' | 'page_bgcolor' | 'header_bgcolor' | 'header_txt_color'
>;

/** WCAG 2.2 1.4.11: buttons, links' underlines and other parts of the interface. */
export const AA_NON_TEXT = 3;

export type ContrastPair = 'titles_on_page' | 'header_text_on_header' | 'theme_on_page';

export interface ContrastWarning {
  pair: ContrastPair;
  foreground: string;
  background: string;
  /** The ratio, rounded down to two decimals (4.499 is not 4.5). */
  ratio: number;
  required: number;
}

const pairs: readonly [ContrastPair, keyof Theme, keyof Theme, number][] = [
  ['titles_on_page', 'titles_txt_color', 'page_bgcolor', AA_NORMAL_TEXT],
  ['header_text_on_header', 'header_txt_color', 'header_bgcolor', AA_NORMAL_TEXT],
  ['theme_on_page', 'theme_color', 'page_bgcolor', AA_NON_TEXT],
];

/** The pairs of the theme below WCAG AA: titles and header text 4.5:1, the brand colour 3:1 against
 * the page. Empty when every pair reads. */
export function themeContrastWarnings(theme: Theme): ContrastWarning[] {
  return pairs.flatMap(([pair, fg, bg, required]) => {
    const ratio = Math.floor(contrastRatio(theme[fg], theme[bg]) * 100) / 100;
    return ratio >= required ? [] : [{ pair, foreground: theme[fg], background: theme[bg], ratio, required }];
  });
}
