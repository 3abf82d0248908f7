import { describe, expect, it } from 'vitest';
import { isLegalDocument, legalTextFor } from './legal.rules.ts';

describe('legalTextFor', () => {
  const terms = { es: 'Términos', en: 'Terms' };

  it("gives the text in the diner's language", () => {
    expect(legalTextFor(terms, 'en', 'es')).toEqual({ lang: 'en', text: 'Terms' });
  });

  it("falls back to the venue's language, then to the first one written", () => {
    expect(legalTextFor(terms, 'pt', 'es')).toEqual({ lang: 'es', text: 'Términos' });
    expect(legalTextFor({ en: 'Terms' }, 'pt', 'es')).toEqual({ lang: 'en', text: 'Terms' });
  });

  it('gives nothing for a text the venue has not published', () => {
    expect(legalTextFor(null, 'es', 'es')).toBeNull();
  });
});

describe('isLegalDocument', () => {
  it('takes the terms and the privacy notice only', () => {
    expect(isLegalDocument('terms')).toBe(true);
    expect(isLegalDocument('privacy')).toBe(true);
    expect(isLegalDocument('cookies')).toBe(false);
  });
});
