import type {
  Allergen,
  AvailabilityWindow,
  CatalogService,
  DietaryTag,
} from '@storefront/domain/catalog/catalog.schema';
import type {
  EditorCatalog,
  EditorOptionGroup,
  EditorProduct,
  OptionGroupBody,
  ProductCreateBody,
} from '@storefront/domain/catalog/menu-editor.schema';
import { priceAfterPercent } from '@storefront/domain/catalog/price.rules';
import { currencyFractionDigits, parseAmount } from '@storefront/domain/money/money';
import type { KitchenCourse, KitchenStation } from '@storefront/domain/staff/kitchen-stations.rules';

// The menu editor's drafts (what its forms hold, as typed) and the bodies they send
// (packages/domain/src/catalog/menu-editor.schema.ts): amounts typed in the currency's major units
// are read by the domain's parseAmount, never as floats; a field the draft cannot send is named with
// the i18n key of its message, so the form shows it beside the field and moves the focus there.

export type LangText = Record<string, string>;
/** A field's path (`name.es`, `price`, `prices.0.price`) and the i18n key of what is wrong with it. */
export type FieldErrors = Record<string, string>;
export type Built<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

// ---- order ----

/** `ids` with `id` moved `by` places (−1 up, +1 down); unchanged at either end. */
export function moveBy<T>(ids: readonly T[], id: T, by: -1 | 1): T[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  return moveTo(ids, id, ids[to]!);
}

/** `ids` with `id` dropped where `target` was (drag and drop): after it when moving down, before it
 * when moving up. */
export function moveTo<T>(ids: readonly T[], id: T, target: T): T[] {
  const from = ids.indexOf(id);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = ids.filter((x) => x !== id);
  next.splice(to, 0, id);
  return next;
}

// ---- money ----

/** Minor units as typed in major units, without grouping: 12000 COP → "12000", 1250 USD → "12.50". */
export function amountText(minor: number, currency: string): string {
  const digits = currencyFractionDigits(currency);
  if (digits === 0) return String(minor);
  const scale = 10 ** digits;
  return `${Math.floor(minor / scale)}.${String(minor % scale).padStart(digits, '0')}`;
}

/** A typed price in minor units (0 allowed), or null when it is not an amount. */
export function parsePrice(text: string, currency: string): number | null {
  return /^\s*0+([.,]0{1,2})?\s*$/.test(text) ? 0 : parseAmount(text, currency);
}

/** A typed percent (−99 to 1000, two decimals at most, not 0) as a number, or null. */
export function parsePercent(text: string): number | null {
  const normalized = text.trim().replace(',', '.').replace(/^\+/, '');
  if (!/^-?\d{1,4}(\.\d{1,2})?$/.test(normalized)) return null;
  const percent = Number(normalized);
  return percent === 0 || percent < -99 || percent > 1000 ? null : percent;
}

export interface PricePreviewRow {
  id: number;
  before: number;
  after: number;
  promoBefore: number | null;
  promoAfter: number | null;
}

/** What a bulk change by `percent` would make of each product's price and promo price, rounded as
 * the server rounds them (price.rules `priceAfterPercent`). */
export function pricePreview(
  products: readonly Pick<EditorProduct, 'id' | 'price' | 'promo_price'>[],
  percent: number,
  rounding: number,
): PricePreviewRow[] {
  return products.map((p) => ({
    id: p.id,
    before: p.price,
    after: priceAfterPercent(p.price, percent, rounding),
    promoBefore: p.promo_price,
    promoAfter: p.promo_price === null ? null : priceAfterPercent(p.promo_price, percent, rounding),
  }));
}

/** The products of a category and of its sub categories, as a bulk change by category takes them. */
export function productsUnder<P extends { category_id: number }>(
  catalog: { categories: readonly { id: number; parent_id: number | null }[]; products: readonly P[] },
  categoryId: number,
): P[] {
  const ids = new Set([categoryId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of catalog.categories)
      if (c.parent_id !== null && ids.has(c.parent_id) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
  }
  return catalog.products.filter((p) => ids.has(p.category_id));
}

// ---- search ----

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The shared groups a product form offers, in the venue's order: every group not archived, and an
 * archived one only to a product that had it (to keep it for a restore, or untick it). */
export function offeredGroups(
  groups: readonly Pick<EditorOptionGroup, 'id' | 'archived'>[],
  had: readonly number[],
): number[] {
  return groups.filter((g) => !g.archived || had.includes(g.id)).map((g) => g.id);
}

/** Whether a product's key or a name in any language holds the typed words (accents and case
 * aside); an empty search matches all. */
export function matchesSearch(product: Pick<EditorProduct, 'key' | 'name'>, query: string): boolean {
  const words = plain(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = plain([product.key, ...Object.values(product.name)].join(' '));
  return words.every((word) => haystack.includes(word));
}

// ---- text per language ----

/** Text per language for the form, every venue language present. */
export function langTextOf(text: Partial<Record<string, string>> | null, langs: readonly string[]): LangText {
  return Object.fromEntries(langs.map((lang) => [lang, text?.[lang] ?? '']));
}

/** Text per language as sent: empty languages left out; Spanish (the fallback) is required. */
function localizedOf(
  text: LangText,
  field: string,
  errors: FieldErrors,
  required = true,
): { es: string; en?: string; pt?: string } | null {
  const out: Record<string, string> = {};
  for (const [lang, value] of Object.entries(text)) {
    const trimmed = value.trim();
    if (trimmed) out[lang] = trimmed;
    if (trimmed.length > 2000) errors[`${field}.${lang}`] = 'menu.errors.tooLong';
  }
  if (Object.keys(out).length === 0 && !required) return null;
  if (!out.es) {
    errors[`${field}.es`] = 'menu.errors.spanishRequired';
    return null;
  }
  return out as { es: string; en?: string; pt?: string };
}

// ---- categories ----

export interface CategoryDraft {
  name: LangText;
  image: string | null;
  /** '' = a main category, else its parent's id. */
  parent_id: string;
}

export function categoryBodyOf(
  draft: CategoryDraft,
): Built<{ name: { es: string }; image: string | null; parent_id: number | null }> {
  const errors: FieldErrors = {};
  const name = localizedOf(draft.name, 'name', errors);
  if (!name || Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    body: { name, image: draft.image, parent_id: draft.parent_id ? Number(draft.parent_id) : null },
  };
}

// ---- products ----

export interface ProductDraft {
  name: LangText;
  description: LangText;
  category_id: string;
  price: string;
  promo_price: string;
  image: string | null;
  /** More photos after `image`, in order; null = a row added but not uploaded yet (not sent). */
  images: (string | null)[];
  /** The card's short label ("Nuevo", "2x1"), '' for none. */
  label: string;
  important: boolean;
  is_new: boolean;
  is_promo: boolean;
  is_alcoholic: boolean;
  allergens: { contains: Allergen[]; may_contain: Allergen[] };
  dietary: DietaryTag[];
  services: CatalogService[];
  availability: { days: number[]; from: string; to: string }[];
  /** Per branch id: whether it sells it, and its stock as typed ('' = unlimited). */
  branches: Record<string, { sells: boolean; stock: string }>;
  /** A price for a branch ('' = every branch), a service ('' = every service) or both. */
  prices: { supplier_id: string; service: string; price: string }[];
  option_group_ids: number[];
  /** The kitchen station that cooks it and its course (ADR 108); '' = none (the kitchen board, at once). */
  station: KitchenStation | '';
  course: KitchenCourse | '';
}

export function productDraftOf(
  product: EditorProduct | null,
  catalog: Pick<EditorCatalog, 'languages' | 'branches' | 'currency'>,
  categoryId?: number,
): ProductDraft {
  const { languages, currency } = catalog;
  const sold = new Map(product?.branches.map((b) => [b.supplier_id, b]) ?? []);
  return {
    name: langTextOf(product?.name ?? null, languages),
    description: langTextOf(product?.description ?? null, languages),
    category_id: String(product?.category_id ?? categoryId ?? ''),
    price: product ? amountText(product.price, currency) : '',
    promo_price: product?.promo_price == null ? '' : amountText(product.promo_price, currency),
    image: product?.image ?? null,
    images: [...(product?.images ?? [])],
    label: product?.label ?? '',
    important: product?.important ?? false,
    is_new: product?.is_new ?? false,
    is_promo: product?.is_promo ?? false,
    is_alcoholic: product?.is_alcoholic ?? false,
    allergens: {
      contains: [...(product?.allergens.contains ?? [])],
      may_contain: [...(product?.allergens.may_contain ?? [])],
    },
    dietary: [...(product?.dietary ?? [])],
    services: [...(product?.services ?? ['on_table', 'delivery', 'take_away'])],
    availability: (product?.availability ?? []).map((w) => ({ days: [...w.days], from: w.from, to: w.to })),
    branches: Object.fromEntries(
      catalog.branches.map((branch) => {
        const row = sold.get(branch.id);
        return [
          String(branch.id),
          {
            sells: product ? row !== undefined : true,
            stock: row?.stock == null ? '' : String(row.stock),
          },
        ];
      }),
    ),
    prices: (product?.prices ?? []).map((p) => ({
      supplier_id: p.supplier_id === null ? '' : String(p.supplier_id),
      service: p.service ?? '',
      price: amountText(p.price, currency),
    })),
    option_group_ids: [...(product?.option_group_ids ?? [])],
    station: product?.station ?? '',
    course: product?.course ?? '',
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** The body of a product's create or save (the save adds its `version`), or the fields in error.
 * A save sends the branches only when they changed from `read` (the draft as the product was read):
 * a stock sent is set as a restock would set it, over what orders took since (docs/back-office.md#menu). */
export function productBodyOf(
  draft: ProductDraft,
  currency: string,
  read?: ProductDraft,
): Built<ProductCreateBody> {
  const errors: FieldErrors = {};
  const name = localizedOf(draft.name, 'name', errors);
  const description = localizedOf(draft.description, 'description', errors, false);
  const price = parsePrice(draft.price, currency);
  if (price === null) errors.price = 'menu.errors.amount';
  let promo: number | null = null;
  if (draft.promo_price.trim()) {
    promo = parsePrice(draft.promo_price, currency);
    if (promo === null) errors.promo_price = 'menu.errors.amount';
  }
  if (draft.label.trim().length > 40) errors.label = 'menu.errors.label';
  const category = Number(draft.category_id);
  if (!Number.isInteger(category) || category < 1) errors.category_id = 'menu.errors.category';
  if (draft.services.length === 0) errors.services = 'menu.errors.service';
  const branches: { supplier_id: number; stock: number | null }[] = [];
  for (const [id, branch] of Object.entries(draft.branches)) {
    if (!branch.sells) continue;
    const text = branch.stock.trim();
    const stock = text === '' ? null : /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(stock) || (stock !== null && stock > 1_000_000))
      errors[`branches.${id}`] = 'menu.errors.stock';
    else branches.push({ supplier_id: Number(id), stock });
  }
  const prices = draft.prices.map((row, index) => {
    const amount = parsePrice(row.price, currency);
    if (amount === null) errors[`prices.${index}.price`] = 'menu.errors.amount';
    if (!row.supplier_id && !row.service) errors[`prices.${index}.supplier_id`] = 'menu.errors.priceScope';
    return {
      supplier_id: row.supplier_id ? Number(row.supplier_id) : null,
      service: (row.service || null) as CatalogService | null,
      price: amount ?? 0,
    };
  });
  const availability: AvailabilityWindow[] = draft.availability.map((w, index) => {
    if (w.days.length === 0 || !TIME.test(w.from) || !TIME.test(w.to) || w.from === w.to)
      errors[`availability.${index}`] = 'menu.errors.window';
    return { days: [...w.days].sort(), from: w.from, to: w.to };
  });
  if (Object.keys(errors).length || !name || price === null) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name,
      description,
      label: draft.label.trim() || null,
      price,
      promo_price: promo,
      image: draft.image,
      images: draft.images.filter((ref) => ref !== null),
      important: draft.important,
      is_alcoholic: draft.is_alcoholic,
      is_new: draft.is_new,
      is_promo: draft.is_promo,
      services: draft.services,
      availability,
      allergens: draft.allergens,
      dietary: draft.dietary,
      category_id: category,
      prices,
      ...(read && sameBranches(read.branches, draft.branches) ? {} : { branches }),
      option_group_ids: draft.option_group_ids,
      station: draft.station || null,
      course: draft.course || null,
    },
  };
}

function sameBranches(a: ProductDraft['branches'], b: ProductDraft['branches']): boolean {
  const sold = (x: ProductDraft['branches']) =>
    Object.entries(x)
      .filter(([, v]) => v.sells)
      .map(([id, v]) => `${id}:${v.stock.trim()}`)
      .sort()
      .join();
  return sold(a) === sold(b);
}

/** The fields a 400 validation_failed names (`name/es, price`) as the draft's paths. */
export function refusedFields(fields: unknown): FieldErrors {
  if (typeof fields !== 'string') return {};
  return Object.fromEntries(
    fields
      .split(',')
      .map((field) => field.trim().replaceAll('/', '.'))
      .filter((field) => field && field !== 'body')
      .map((field) => [field, 'menu.errors.invalid']),
  );
}

// ---- shared option groups ----

export interface GroupDraft {
  name: LangText;
  min: string;
  max: string;
  required: boolean;
  options: {
    key?: string;
    name: LangText;
    price: string;
    available: boolean;
    allergens: { contains: Allergen[]; may_contain: Allergen[] };
  }[];
}

export function groupDraftOf(
  group: EditorOptionGroup | null,
  languages: readonly string[],
  currency: string,
): GroupDraft {
  return {
    name: langTextOf(group?.name ?? null, languages),
    min: String(group?.min ?? 0),
    max: String(group?.max ?? 1),
    required: group?.required ?? false,
    options: group
      ? group.options.map((o) => ({
          key: o.key,
          name: langTextOf(o.name, languages),
          price: amountText(o.price, currency),
          available: o.available,
          allergens: o.allergens,
        }))
      : [newOption(languages, currency)],
  };
}

/** A new choice of a group: free, available, no allergens. */
export function newOption(languages: readonly string[], currency: string): GroupDraft['options'][number] {
  return {
    name: langTextOf(null, languages),
    price: amountText(0, currency),
    available: true,
    allergens: { contains: [], may_contain: [] },
  };
}

export function groupBodyOf(draft: GroupDraft, currency: string): Built<OptionGroupBody> {
  const errors: FieldErrors = {};
  const name = localizedOf(draft.name, 'name', errors);
  const min = /^\d{1,2}$/.test(draft.min.trim()) ? Number(draft.min) : null;
  const max = /^\d{1,2}$/.test(draft.max.trim()) ? Number(draft.max) : null;
  if (min === null || min > 50) errors.min = 'menu.errors.count';
  if (max === null || max < 1 || max > 50) errors.max = 'menu.errors.count';
  else if (max > draft.options.length) errors.max = 'menu.errors.maxOverOptions';
  if (min !== null && max !== null && !errors.max && min > max) errors.min = 'menu.errors.minOverMax';
  const options = draft.options.map((option, index) => {
    const optionName = localizedOf(option.name, `options.${index}.name`, errors);
    const price = parsePrice(option.price, currency);
    if (price === null) errors[`options.${index}.price`] = 'menu.errors.amount';
    return {
      ...(option.key ? { key: option.key } : {}),
      name: optionName ?? { es: '' },
      price: price ?? 0,
      allergens: option.allergens,
      available: option.available,
    };
  });
  if (Object.keys(errors).length || !name || min === null || max === null) return { ok: false, errors };
  return { ok: true, body: { name, min, max, required: draft.required || min > 0, options } };
}
