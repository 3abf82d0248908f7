import { describe, expect, it } from 'vitest';
import { themeContrastWarnings } from './theme-contrast.rules.ts';

const readable = {
  theme_color: '#b3261e',
  titles_txt_color: '#1a1a1a',
  page_bgcolor: '#ffffff',
  header_bgcolor: '#1a1a1a',
  header_txt_color: '#ffffff',
};

describe('themeContrastWarnings', () => {
  it('has nothing to say about a theme whose pairs meet WCAG AA', () => {
    expect(themeContrastWarnings(readable)).toEqual([]);
  });

  it('warns of titles below 4.5:1 on the page, with the ratio and what is required', () => {
    const [warning, ...rest] = themeContrastWarnings({ ...readable, titles_txt_color: '#999999' });
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({
      pair: 'titles_on_page',
      foreground: '#999999',
      background: '#ffffff',
      required: 4.5,
    });
    expect(warning?.ratio).toBeCloseTo(2.84, 2);
  });

  it('warns of the header text on the header and of a brand colour below 3:1 on the page', () => {
    const warnings = themeContrastWarnings({
      ...readable,
      header_txt_color: '#222222',
      theme_color: '#ffd23f',
    });
    expect(warnings.map((w) => [w.pair, w.required])).toEqual([
      ['header_text_on_header', 4.5],
      ['theme_on_page', 3],
    ]);
  });

  it('does not round a ratio just below the line up to it', () => {
    // #767676 on white is 4.54:1, #777777 is 4.48:1
    expect(themeContrastWarnings({ ...readable, titles_txt_color: '#767676' })).toEqual([]);
    expect(themeContrastWarnings({ ...readable, titles_txt_color: '#777777' })[0]?.ratio).toBe(4.47);
  });
});
