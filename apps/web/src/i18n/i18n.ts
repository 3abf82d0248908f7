import { FALLBACK_LANG } from '@storefront/domain/constants';
import type { ErrorCatalogue } from '@storefront/domain/errors/error-keys';
import { localeChain } from '@storefront/domain/i18n/lang.rules';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import { BOOT_NAMESPACES, SCREEN_NAMESPACES } from './namespaces.ts';
import { setDefaultTranslator } from '@storefront/ui/i18n/react.tsx';
import { Translator } from '@storefront/ui/i18n/translator.ts';

// Catalogues `es`, `en`, `pt` with country overlays (`es-CO`, ...); the translator (ADR 051) looks
// up `lang-COUNTRY`, then `lang`, then es (architecture §9). One JSON file per namespace:
// locales/<lang>[-<COUNTRY>]/<namespace>.json, each loaded only when its language is used, so a
// diner downloads one language. The boot loads the shell's namespaces with the error texts; a
// screen's namespaces load with its code, the rest when the browser is idle, and a component that
// needs words not loaded yet waits for them (namespaces.ts, docs/decisions/062-words-by-namespace.md).
// The build puts a language's boot words in one chunk, each other namespace in its own and a
// country's overlay in one (`localeChunk` in vite.config.ts). Error texts come from the domain
// package so the server and the storefront word each key once.
const loaders = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });
/** The domain's error texts, one module per language, built into that language's boot chunk (not in
 * the entry, where all three were 19 KB of every first render). */
const errorLoaders: Record<Lang, () => Promise<ErrorCatalogue>> = {
  es: () => import('@storefront/domain/errors/messages/es').then((m) => m.es),
  en: () => import('@storefront/domain/errors/messages/en').then((m) => m.en),
  pt: () => import('@storefront/domain/errors/messages/pt').then((m) => m.pt),
};

export const i18n = new Translator({ lng: FALLBACK_LANG, defaultNS: 'common' });
setDefaultTranslator(i18n);

/** The codes of the language in use (`es-CO`, `es`), set by `loadLanguage`. */
let chain: string[] = [FALLBACK_LANG];

async function loadCatalogue(code: string, ns: string): Promise<void> {
  if (i18n.hasResourceBundle(code, ns)) return;
  if (ns === 'errors') {
    if (Object.hasOwn(errorLoaders, code))
      i18n.addResourceBundle(code, ns, await errorLoaders[code as Lang]());
    return;
  }
  const load = loaders[`./locales/${code}/${ns}.json`];
  if (load) i18n.addResourceBundle(code, ns, await load());
}

/** Loads namespaces of the language in use, in every code of its chain. */
function loadNamespaces(namespaces: readonly string[], codes = chain): Promise<void> {
  return Promise.all(codes.flatMap((code) => namespaces.map((ns) => loadCatalogue(code, ns)))).then(() => {});
}

i18n.setNamespaceLoader((ns) => loadNamespaces([ns]));

/** Loads the words the first render needs, the boot's, of a language in a country (overlay,
 * language, es), and makes it the one whose namespaces load later. */
export function loadLanguage(lang: Lang, countryCode: string): Promise<void> {
  chain = localeChain(lang, countryCode);
  return loadNamespaces([...BOOT_NAMESPACES, 'errors']);
}

/** Loads the namespaces a screen's code uses (the router, beside the screen's chunk); a failure is
 * left to the component that waits for them. */
export function loadScreenWords(namespaces: readonly string[]): Promise<void> {
  return Promise.all(namespaces.map((ns) => i18n.whenLoaded(ns))).then(
    () => {},
    () => {},
  );
}

/** Loads the rest of the language in use, so no later screen or dialog waits for words. */
export function loadRemainingWords(): Promise<void> {
  return loadScreenWords(SCREEN_NAMESPACES);
}

/** Every catalogue (tests). */
export function loadAllLanguages(): Promise<void> {
  const codes = [...new Set(Object.keys(loaders).map((path) => path.split('/')[2]!))];
  return loadNamespaces([...BOOT_NAMESPACES, ...SCREEN_NAMESPACES, 'errors'], codes);
}

/** Sets the interface language and the country wording overlay; load it first. */
export function setLanguage(lang: Lang, countryCode: string): void {
  void i18n.changeLanguage(`${lang}-${countryCode.toUpperCase()}`);
  document.documentElement.lang = lang;
}
