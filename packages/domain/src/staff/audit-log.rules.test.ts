import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-log.rules.ts';

describe('changedFields', () => {
  it('names only the fields whose value moved, nested ones by their path', () => {
    expect(
      changedFields(
        { key: 'lomo', price: 12000, name: { es: 'Lomo', en: 'Loin' }, dietary: ['gluten_free'], version: 3 },
        {
          key: 'lomo',
          price: 13500,
          name: { es: 'Lomo', en: 'Sirloin' },
          dietary: ['gluten_free'],
          version: 4,
        },
      ),
    ).toEqual([
      { path: 'price', before: 12000, after: 13500 },
      { path: 'name.en', before: 'Loin', after: 'Sirloin' },
    ]);
  });

  it('compares lists whole and says a field added or removed against null', () => {
    expect(
      changedFields({ dietary: ['vegan'], label: 'Nuevo' }, { dietary: ['vegan', 'gluten_free'] }),
    ).toEqual([
      { path: 'dietary', before: ['vegan'], after: ['vegan', 'gluten_free'] },
      { path: 'label', before: 'Nuevo', after: null },
    ]);
  });

  it('lists every field of a created row, and nothing for a save that changed nothing', () => {
    expect(changedFields(null, { key: 'flan', price: 9000, version: 1 })).toEqual([
      { path: 'key', before: null, after: 'flan' },
      { path: 'price', before: null, after: 9000 },
    ]);
    expect(changedFields({ price: 1, version: 1 }, { price: 1, version: 2 })).toEqual([]);
  });

  it('compares values that are not rows as one change', () => {
    expect(changedFields(5, 6)).toEqual([{ path: '', before: 5, after: 6 }]);
    expect(changedFields('a', 'a')).toEqual([]);
  });
});
