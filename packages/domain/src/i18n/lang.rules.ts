import { FALLBACK_LANG, SUPPORTED_LANGS } from '../constants.ts';
import type { Lang } from '../venue/venue.schema.ts';

function isLang(value: string | null | undefined): value is Lang {
  return (SUPPORTED_LANGS as readonly string[]).includes(value ?? '');
}

/** Languages the switcher offers: the venue's languages plus its default, without duplicates
 * (spec §2 Layout). */
export function offeredLangs(venue: { language: string; langs: readonly string[] }): Lang[] {
  return [...new Set([venue.language, ...venue.langs])].filter(isLang);
}

/** The interface language (spec §1): the diner's choice when the venue offers several and it is one
 * of them, else the venue's language, else es. */
export function resolveLang(
  venue: { language: string; langs: readonly string[] },
  chosen?: string | null,
): Lang {
  const offered = offeredLangs(venue);
  if (offered.length > 1 && isLang(chosen) && offered.includes(chosen)) return chosen;
  if (isLang(venue.language)) return venue.language;
  return FALLBACK_LANG;
}

/** Catalogue lookup order for a language in a country: `lang-COUNTRY`, then `lang`, then es
 * (architecture §9). */
export function localeChain(lang: Lang, countryCode: string): string[] {
  return catalogueChain(`${lang}-${countryCode.toUpperCase()}`);
}

/** The same order for a catalogue code as the translator holds it: `es-CO` → es-CO, es; `pt` → pt,
 * es. */
export function catalogueChain(code: string): string[] {
  return [...new Set([code, code.split('-')[0]!, FALLBACK_LANG])];
}
