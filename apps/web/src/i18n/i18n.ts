import { FALLBACK_LANG } from '@storefront/domain/constants';
import { errorMessages } from '@storefront/domain/errors/error-messages';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Catalogues `es`, `en`, `pt` with country overlays (`es-CO`, ...); i18next looks up
// `lang-COUNTRY`, then `lang`, then es (architecture §9). Error texts come from the domain package
// so the server and the storefront word each key once.
// One JSON file per namespace: locales/<lang>[-<COUNTRY>]/<namespace>.json
const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, catalogue] of Object.entries(catalogues)) {
    const [, , code, file] = path.split('/') as [string, string, string, string];
    resources[code] = { ...resources[code], [file.replace(/\.json$/, '')]: catalogue };
  }
  for (const [lang, messages] of Object.entries(errorMessages)) {
    resources[lang] = { ...resources[lang], errors: messages };
  }
  return resources;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: FALLBACK_LANG,
  fallbackLng: FALLBACK_LANG,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Sets the interface language and the country wording overlay. */
export function setLanguage(lang: Lang, countryCode: string): void {
  void i18n.changeLanguage(`${lang}-${countryCode.toUpperCase()}`);
  document.documentElement.lang = lang;
}
