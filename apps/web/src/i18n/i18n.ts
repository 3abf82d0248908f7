import { FALLBACK_LANG } from '@storefront/domain/constants';
import type { ErrorCatalogue } from '@storefront/domain/errors/error-keys';
import { localeChain } from '@storefront/domain/i18n/lang.rules';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import { setDefaultTranslator } from './react.tsx';
import { Translator } from './translator.ts';

// Catalogues `es`, `en`, `pt` with country overlays (`es-CO`, ...); the translator (ADR 051) looks
// up `lang-COUNTRY`, then `lang`, then es (architecture §9). One JSON file per namespace:
// locales/<lang>[-<COUNTRY>]/<namespace>.json, each loaded only when its language is used, so a
// diner downloads one language; the build puts a code's namespaces in one chunk (`localeChunk` in
// vite.config.ts, docs/decisions/036-fewer-requests-before-the-first-render.md). Error texts come
// from the domain package so the server and the storefront word each key once.
const loaders = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });
/** The domain's error texts, one module per language, built into that language's chunk (not in
 * the entry, where all three were 19 KB of every first render). */
const errorLoaders: Record<Lang, () => Promise<ErrorCatalogue>> = {
  es: () => import('@storefront/domain/errors/messages/es').then((m) => m.es),
  en: () => import('@storefront/domain/errors/messages/en').then((m) => m.en),
  pt: () => import('@storefront/domain/errors/messages/pt').then((m) => m.pt),
};

export const i18n = new Translator({ lng: FALLBACK_LANG, defaultNS: 'common' });
setDefaultTranslator(i18n);

async function loadCodes(codes: string[]): Promise<void> {
  await Promise.all([
    ...Object.entries(loaders).map(async ([path, load]) => {
      const [, , code, file] = path.split('/') as [string, string, string, string];
      if (!codes.includes(code) || i18n.hasResourceBundle(code, file.replace(/\.json$/, ''))) return;
      i18n.addResourceBundle(code, file.replace(/\.json$/, ''), await load());
    }),
    ...codes.map(async (code) => {
      if (!Object.hasOwn(errorLoaders, code) || i18n.hasResourceBundle(code, 'errors')) return;
      i18n.addResourceBundle(code, 'errors', await errorLoaders[code as Lang]());
    }),
  ]);
}

/** Loads the catalogues of a language in a country (overlay, language, es). */
export function loadLanguage(lang: Lang, countryCode: string): Promise<void> {
  return loadCodes(localeChain(lang, countryCode));
}

/** Every catalogue (tests). */
export function loadAllLanguages(): Promise<void> {
  return loadCodes([...new Set(Object.keys(loaders).map((path) => path.split('/')[2]!))]);
}

/** Sets the interface language and the country wording overlay; load it first. */
export function setLanguage(lang: Lang, countryCode: string): void {
  void i18n.changeLanguage(`${lang}-${countryCode.toUpperCase()}`);
  document.documentElement.lang = lang;
}
