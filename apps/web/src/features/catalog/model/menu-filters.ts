import { localized } from '@storefront/domain/catalog/cart.rules';
import type { Allergen, DietaryTag, MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { allergens, dietaryTags } from '@storefront/domain/catalog/catalog.values';

// Search and filters of the menu screen, kept in the URL query so back and shared links keep them:
// q (text), without (allergens to avoid, comma separated), traces=1 (allow "may contain"),
// diet (dietary tags every product must have, comma separated).

export interface MenuFilters {
  q: string;
  without: Allergen[];
  allowTraces: boolean;
  diet: DietaryTag[];
}

export const noFilters: MenuFilters = { q: '', without: [], allowTraces: false, diet: [] };

/** What the filter sheet edits: everything but the search, which stays the search box's. */
export type SheetFilters = Omit<MenuFilters, 'q'>;

export function sheetFilters({ without, allowTraces, diet }: MenuFilters): SheetFilters {
  return { without, allowTraces, diet };
}

/** Lower case without accents or surrounding spaces, so "Jalapeño" matches "jalapeno". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The name or description in the diner's language (es when missing) contains every word. */
export function matchesSearch(product: Pick<MenuProduct, 'name' | 'description'>, q: string, lang: string) {
  const words = normalizeText(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = normalizeText(
    `${localized(product.name, lang)} ${product.description ? localized(product.description, lang) : ''}`,
  );
  return words.every((word) => text.includes(word));
}

/** Products that contain an avoided allergen are out; so are "may contain" ones unless allowed. */
export function passesAllergens(
  product: Pick<MenuProduct, 'allergens'>,
  without: readonly Allergen[],
  allowTraces: boolean,
): boolean {
  return without.every(
    (a) =>
      !product.allergens.contains.includes(a) && (allowTraces || !product.allergens.may_contain.includes(a)),
  );
}

export function passesDiet(product: Pick<MenuProduct, 'dietary'>, diet: readonly DietaryTag[]): boolean {
  return diet.every((tag) => product.dietary.includes(tag));
}

export function applyFilters(products: MenuProduct[], filters: MenuFilters, lang: string): MenuProduct[] {
  return products.filter(
    (p) =>
      matchesSearch(p, filters.q, lang) &&
      passesAllergens(p, filters.without, filters.allowTraces) &&
      passesDiet(p, filters.diet),
  );
}

/** How many filters of the sheet are on (the search box is not counted). */
export function activeFilterCount(filters: SheetFilters): number {
  return filters.without.length + filters.diet.length;
}

function listParam<T extends string>(value: string | null, known: readonly T[]): T[] {
  const wanted = new Set((value ?? '').split(','));
  return known.filter((k) => wanted.has(k));
}

export function filtersFromParams(params: URLSearchParams): MenuFilters {
  return {
    q: params.get('q') ?? '',
    without: listParam(params.get('without'), allergens),
    allowTraces: params.get('traces') === '1',
    diet: listParam(params.get('diet'), dietaryTags),
  };
}

/** The same query with the filters replaced; other parameters (category_id) are kept. */
export function filtersToParams(filters: MenuFilters, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string) => (value ? params.set(name, value) : params.delete(name));
  set('q', filters.q.trim() === '' ? '' : filters.q);
  set('without', filters.without.join(','));
  set('traces', filters.allowTraces && filters.without.length > 0 ? '1' : '');
  set('diet', filters.diet.join(','));
  return params;
}
