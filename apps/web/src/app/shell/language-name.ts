import type { Lang } from '@storefront/domain/venue/venue.schema';

/** A language's name in itself (Español, English, Português), from the browser's Intl data so no
 * other language's catalogue has to be downloaded: the language switcher's choices and the side
 * panel's row that opens it. */
export function selfName(lang: Lang): string {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}
