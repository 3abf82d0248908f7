import { describe, expect, it } from 'vitest';
import { unavailableNames } from './unavailable.ts';

const products = [
  { id: 'i-1', name: { es: 'Limonada de coco', en: 'Coconut lemonade', pt: 'Limonada de coco' } },
  { id: 'i-2', name: { es: 'Arepa de choclo', en: 'Sweet corn arepa' } },
];

describe('unavailableNames', () => {
  it("names the removed items in the diner's language", () => {
    expect(unavailableNames(['i-1', 'i-2'], products, 'en')).toEqual([
      'Coconut lemonade',
      'Sweet corn arepa',
    ]);
    expect(unavailableNames(['i-2'], products, 'es')).toEqual(['Arepa de choclo']);
  });

  it('falls back to Spanish where the venue did not translate a name', () => {
    expect(unavailableNames(['i-2'], products, 'pt')).toEqual(['Arepa de choclo']);
  });

  it('names nothing for items of another order', () => {
    expect(unavailableNames(['other'], products, 'en')).toEqual([]);
  });
});
