import { describe, expect, it } from 'vitest';
import { idsOf, menuFixture, productFixture } from '../../../test/menu.fixture.ts';
import {
  applyFilters,
  filtersFromParams,
  filtersToParams,
  type MenuFilters,
  matchesSearch,
  noFilters,
  normalizeText,
  passesAllergens,
  passesDiet,
} from './menu-filters.ts';

const menu = menuFixture();
const ids = idsOf;
const filter = (patch: Partial<MenuFilters>, lang = 'es') =>
  ids(applyFilters(menu.products, { ...noFilters, ...patch }, lang));

describe('menu search', () => {
  it('ignores accents and case', () => {
    expect(normalizeText('  Jalapeño ÁRBOL ')).toBe('jalapeno arbol');
    expect(filter({ q: 'SANTAFERENO' })).toEqual(['ajiaco']);
    expect(filter({ q: 'santafereño' })).toEqual(['ajiaco']);
  });

  it('looks in the description too, and needs every word', () => {
    expect(filter({ q: 'guascas' })).toEqual(['ajiaco']);
    expect(filter({ q: 'papa pollo' })).toEqual(['ajiaco']);
    expect(filter({ q: 'papa cerveza' })).toEqual([]);
  });

  it('searches the current language, falling back to es', () => {
    const steak = productFixture({ id: 'x', name: { es: 'Churrasco', en: 'Skirt steak' } });
    expect(matchesSearch(steak, 'steak', 'en')).toBe(true);
    expect(matchesSearch(steak, 'steak', 'es')).toBe(false);
    expect(matchesSearch(steak, 'churrasco', 'pt')).toBe(true);
    expect(matchesSearch(steak, '   ', 'es')).toBe(true);
  });
});

describe('allergen and dietary filters', () => {
  it('excludes products that contain the allergen', () => {
    expect(
      passesAllergens(
        productFixture({ id: 'a', allergens: { contains: ['milk'], may_contain: [] } }),
        ['milk'],
        true,
      ),
    ).toBe(false);
    expect(filter({ without: ['eggs'] })).not.toContain('bandeja');
  });

  it('excludes "may contain" too, unless traces are allowed', () => {
    const traces = productFixture({ id: 't', allergens: { contains: [], may_contain: ['gluten'] } });
    expect(passesAllergens(traces, ['gluten'], false)).toBe(false);
    expect(passesAllergens(traces, ['gluten'], true)).toBe(true);
    expect(filter({ without: ['gluten'] })).not.toContain('churrasco');
    expect(filter({ without: ['gluten'], allowTraces: true })).toContain('churrasco');
    expect(filter({ without: ['gluten'], allowTraces: true })).not.toContain('club');
  });

  it('keeps only products with every chosen dietary tag', () => {
    expect(passesDiet(productFixture({ id: 'v', dietary: ['vegan'] }), ['vegan', 'gluten_free'])).toBe(false);
    expect(filter({ diet: ['vegan'] })).toEqual(['limonada', 'club']);
    expect(filter({ diet: ['vegan', 'gluten_free'] })).toEqual(['limonada']);
  });

  it('combines search, allergens and diet', () => {
    expect(filter({ q: 'cerveza', diet: ['vegan'], without: ['gluten'] })).toEqual([]);
    expect(filter({ q: 'limonada', diet: ['vegan'], without: ['gluten'] })).toEqual(['limonada']);
  });
});

describe('filters in the URL query', () => {
  it('reads known values and ignores the rest', () => {
    const params = new URLSearchParams(
      'category_id=bebidas&q=coco&without=gluten,milk,bogus&traces=1&diet=vegan,meat',
    );
    expect(filtersFromParams(params)).toEqual({
      q: 'coco',
      without: ['gluten', 'milk'],
      allowTraces: true,
      diet: ['vegan'],
    });
  });

  it('writes the filters and keeps the category, dropping empty ones', () => {
    const base = new URLSearchParams('category_id=bebidas&q=old&diet=vegan');
    const written = filtersToParams({ q: 'coco', without: ['gluten'], allowTraces: true, diet: [] }, base);
    expect(written.toString()).toBe('category_id=bebidas&q=coco&without=gluten&traces=1');
    expect(filtersToParams(noFilters, written).toString()).toBe('category_id=bebidas');
  });

  it('round-trips', () => {
    const filters: MenuFilters = {
      q: 'ají',
      without: ['peanuts', 'nuts'],
      allowTraces: false,
      diet: ['spicy'],
    };
    expect(filtersFromParams(filtersToParams(filters, new URLSearchParams()))).toEqual({
      ...filters,
      without: ['peanuts', 'nuts'],
    });
  });
});
