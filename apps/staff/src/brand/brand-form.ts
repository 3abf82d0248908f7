import { type Brand, type BrandEditInput, brandEditSchema } from '@storefront/domain/venue/brand.schema';
import type { Lang } from '@storefront/domain/venue/venue.schema';

// The brand form's state and the rules between it and the wire: the form holds the brand as the
// server answers it (without what only the server knows), checked by the same schema the server
// and the venue import use before it is sent.

/** What the form edits: the brand without its version, `sold` and warnings. */
export type BrandDraft = Omit<BrandEditInput, 'version'>;
export type LegalText = NonNullable<NonNullable<BrandDraft['legal']>['terms']>;

export function draftOf(brand: Brand): BrandDraft {
  const { version: _version, sold: _sold, contrast_warnings: _warnings, ...draft } = brand;
  return draft;
}

/** The body of the save: the draft over the version it was read at. */
export const bodyOf = (draft: BrandDraft, version: number): BrandEditInput => ({ ...draft, version });

/** Field errors by path (`theme.theme_color`, `banners.0.url.param`): the schema's, before sending. */
export function checkDraft(draft: BrandDraft, version: number): Record<string, true> {
  const parsed = brandEditSchema.safeParse(bodyOf(draft, version));
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), true as const]));
}

/** The fields a server refusal names (`params.fields`, `theme/theme_color, banners.0.key`). */
export function refusedFields(fields: unknown): Record<string, true> {
  if (typeof fields !== 'string') return {};
  return Object.fromEntries(
    fields
      .split(',')
      .map((field) => field.trim().replaceAll('/', '.'))
      .filter(Boolean)
      .map((field) => [field, true as const]),
  );
}

/** A legal text with one language's words changed: a language left empty is dropped, a text with
 * no language left is none (null). */
export function withLegalText(
  text: LegalText | null | undefined,
  lang: Lang,
  words: string,
): LegalText | null {
  const next: Partial<Record<Lang, string>> = { ...(text ?? {}) };
  if (words.trim() === '') delete next[lang];
  else next[lang] = words;
  return Object.keys(next).length > 0 ? next : null;
}

/** The list with the item at `from` moved one place up (-1) or down (+1); unchanged at an end. */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** A key for a new banner, unlike the ones the list has. */
export function newBannerKey(taken: readonly { key: string }[], now: number): string {
  const keys = new Set(taken.map((b) => b.key));
  let n = now;
  while (keys.has(`banner-${n.toString(36)}`)) n++;
  return `banner-${n.toString(36)}`;
}

type Banner = BrandDraft['banners'][number];

/** A banner with one language of its title changed: languages left empty are dropped, and a title
 * with none left is no title (Spanish is the one a title must have, as the venue file says). */
export function withBannerTitle(banner: Banner, lang: Lang, words: string): Banner {
  const { title: _title, ...rest } = banner;
  const next = Object.fromEntries(
    Object.entries({ ...banner.title, [lang]: words }).filter(([, value]) => value),
  );
  return Object.keys(next).length > 0 ? { ...rest, title: { es: '', ...next } } : rest;
}
