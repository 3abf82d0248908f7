import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** The language of venue content (names, descriptions): the interface language without its
 * country overlay (`es-CO` -> `es`). */
export function useContentLang(): string {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language).split('-')[0] || 'es';
}
