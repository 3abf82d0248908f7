import { describe, expect, it } from 'vitest';
import { defaultLanguageIsOffered, isServedImageRef, repeatedBannerKeys } from './brand.rules.ts';

describe('defaultLanguageIsOffered', () => {
  it('holds when the default language is among the offered ones', () => {
    expect(defaultLanguageIsOffered({ language: 'es', langs: ['en', 'es'] })).toBe(true);
  });
  it('fails for a default the diners could not pick back', () => {
    expect(defaultLanguageIsOffered({ language: 'pt', langs: ['es', 'en'] })).toBe(false);
    expect(defaultLanguageIsOffered({ language: 'es', langs: [] })).toBe(false);
  });
});

describe('repeatedBannerKeys', () => {
  it('names the second and later banners of a key', () => {
    expect(repeatedBannerKeys([{ key: 'a' }, { key: 'b' }, { key: 'a' }, { key: 'a' }])).toEqual([2, 3]);
    expect(repeatedBannerKeys([{ key: 'a' }, { key: 'b' }])).toEqual([]);
  });
});

describe('isServedImageRef', () => {
  it('takes an uploaded image or an http(s) URL', () => {
    expect(isServedImageRef('/media/3f2a9c0b1d4e5f60.webp')).toBe(true);
    expect(isServedImageRef('/media/p/3f2a9c0b1d4e5f60-640.webp')).toBe(true);
    expect(isServedImageRef(`media:${'ab'.repeat(16)}.1200x800`)).toBe(true);
    expect(isServedImageRef('https://cdn.example.com/logo.png')).toBe(true);
  });
  it('refuses script and data URLs, paths off the media folder and bare names', () => {
    for (const ref of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/etc/passwd',
      '/media/../staff',
      'media:nothex.1x1',
      'logo.png',
      '//evil.example/x',
    ]) {
      expect(isServedImageRef(ref), ref).toBe(false);
    }
  });
});
