import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGS } from '../constants.ts';
import { errorKeys } from './error-keys.ts';
import { errorMessage, errorMessages } from './error-messages.ts';

describe('error catalogue', () => {
  it('words every key in every supported language', () => {
    for (const lang of SUPPORTED_LANGS) {
      for (const key of errorKeys) expect(errorMessages[lang][key], `${lang}.${key}`).toBeTruthy();
    }
  });
  it('uses the same placeholders in every language', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of errorKeys) {
      expect(placeholders(errorMessages.en[key]), key).toEqual(placeholders(errorMessages.es[key]));
      expect(placeholders(errorMessages.pt[key]), key).toEqual(placeholders(errorMessages.es[key]));
    }
  });
  it('interpolates parameters like the stock suggestion of spec §5', () => {
    expect(errorMessage('en', 'stock_quantity_unavailable', { stock: 3 })).toBe(
      'Quantity not available. Try less than 3.',
    );
    expect(errorMessage('es', 'minimum_value', { minValue: '$ 10.000' })).toBe('Debe ser mayor a $ 10.000.');
  });
});
