import { FALLBACK_LANG } from '@storefront/domain/constants';
import { errorMessages } from '@storefront/domain/errors/error-messages';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import { setDefaultTranslator } from '@storefront/ui/i18n/react.tsx';
import { Translator } from '@storefront/ui/i18n/translator.ts';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

// The console's words (es, en, pt) live here in apps/staff/src/i18n/, apart from the storefront's lazily loaded
// locales/, so a diner never downloads them; error texts come from the domain catalogue, as the
// storefront's do. The three catalogues are small and a tablet switches language at will: bundled.
export const consoleLangs: readonly Lang[] = ['es', 'en', 'pt'];
const LANG_KEY = 'staff-console-lang';

export const i18n = new Translator({ lng: FALLBACK_LANG, defaultNS: 'staff' });
setDefaultTranslator(i18n);
for (const lang of consoleLangs) {
  i18n.addResourceBundle(lang, 'staff', { es, en, pt }[lang]);
  i18n.addResourceBundle(lang, 'errors', errorMessages[lang]);
}

export function initialLang(): Lang {
  const saved = localStorage.getItem(LANG_KEY);
  const wanted = saved ?? navigator.language.slice(0, 2);
  return consoleLangs.find((lang) => lang === wanted) ?? FALLBACK_LANG;
}

export function setConsoleLang(lang: Lang): void {
  localStorage.setItem(LANG_KEY, lang);
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}
