import { describe, expect, it } from 'vitest';
import type { BrandDraft } from './brand-form.ts';
import {
  checkDraft,
  moved,
  newBannerKey,
  refusedFields,
  withBannerTitle,
  withLegalText,
} from './brand-form.ts';

const draft: BrandDraft = {
  name: 'Café Alerce',
  country_code: 'CL',
  currency: 'CLP',
  language: 'es',
  langs: ['es', 'en'],
  theme: {
    dark: false,
    theme_color: '#2f4a2a',
    titles_txt_color: '#1d2b1a',
    page_bgcolor: '#fbfaf3',
    header_bgcolor: '#2f4a2a',
    header_txt_color: '#ffffff',
    preload_background: '#2f4a2a',
    suppliers_background_image: null,
  },
  header: { logo: '/media/abc123.svg' },
  banners: [],
};

describe('checkDraft', () => {
  it('passes a brand the server would take', () => {
    expect(checkDraft(draft, 3)).toEqual({});
  });
  it('names each field the venue schema refuses, by its path', () => {
    const errors = checkDraft(
      { ...draft, language: 'pt', theme: { ...draft.theme, theme_color: 'green' } },
      3,
    );
    expect(Object.keys(errors).sort()).toEqual(['language', 'theme.theme_color']);
  });
});

describe('refusedFields', () => {
  it("reads the server's list of fields, in either separator", () => {
    expect(refusedFields('theme/theme_color, banners.0.url.param')).toEqual({
      'theme.theme_color': true,
      'banners.0.url.param': true,
    });
    expect(refusedFields(undefined)).toEqual({});
  });
});

describe('withLegalText', () => {
  it('keeps the other languages, drops an emptied one, and is none when nothing is left', () => {
    const terms = withLegalText(null, 'es', 'Términos');
    expect(terms).toEqual({ es: 'Términos' });
    expect(withLegalText(terms, 'en', 'Terms')).toEqual({ es: 'Términos', en: 'Terms' });
    expect(withLegalText(terms, 'es', '  ')).toBeNull();
  });
});

describe('moved', () => {
  it('swaps an item with its neighbour and leaves the ends alone', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('newBannerKey', () => {
  it('makes a key no banner of the list has', () => {
    const first = newBannerKey([], 1000);
    expect(newBannerKey([{ key: first }], 1000)).not.toBe(first);
  });
});

describe('withBannerTitle', () => {
  const banner = { key: 'b', layout_type: 'grid' as const };
  it('adds and drops languages, and leaves no title once every one is empty', () => {
    const titled = withBannerTitle(banner, 'en', 'Winter');
    expect(titled.title).toEqual({ es: '', en: 'Winter' });
    expect(withBannerTitle(titled, 'es', 'Invierno').title).toEqual({ es: 'Invierno', en: 'Winter' });
    expect(withBannerTitle(titled, 'en', '')).toEqual(banner);
  });
});
