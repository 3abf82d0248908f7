import { describe, expect, it } from 'vitest';
import { catalogueChain, localeChain, offeredLangs, resolveLang } from './lang.rules.ts';

describe('offeredLangs', () => {
  it('lists the venue languages plus the default without duplicates', () => {
    expect(offeredLangs({ language: 'es', langs: ['en', 'es'] })).toEqual(['es', 'en']);
    expect(offeredLangs({ language: 'pt', langs: [] })).toEqual(['pt']);
  });
});

describe('resolveLang (spec §1)', () => {
  it("uses the venue's language when the diner has not chosen", () => {
    expect(resolveLang({ language: 'pt', langs: ['pt'] })).toBe('pt');
  });
  it("applies the diner's choice when the venue offers several languages", () => {
    expect(resolveLang({ language: 'es', langs: ['es', 'en'] }, 'en')).toBe('en');
  });
  it('ignores a choice the venue does not offer', () => {
    expect(resolveLang({ language: 'es', langs: ['es', 'en'] }, 'pt')).toBe('es');
    expect(resolveLang({ language: 'es', langs: [] }, 'en')).toBe('es');
  });
  it('falls back to es for an unsupported venue language', () => {
    expect(resolveLang({ language: 'fr', langs: [] })).toBe('es');
  });
});

describe('localeChain', () => {
  it('looks up the country overlay, then the language, then es', () => {
    expect(localeChain('es', 'MX')).toEqual(['es-MX', 'es']);
    expect(localeChain('en', 'CO')).toEqual(['en-CO', 'en', 'es']);
  });
});

describe('catalogueChain', () => {
  it('looks up a code, its language, then es', () => {
    expect(catalogueChain('pt-BR')).toEqual(['pt-BR', 'pt', 'es']);
    expect(catalogueChain('en')).toEqual(['en', 'es']);
    expect(catalogueChain('es')).toEqual(['es']);
  });
});
