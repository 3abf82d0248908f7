import { resolveLang } from '@storefront/domain/i18n/lang.rules';
import type { InstanceConfig } from '@storefront/domain/venue/config.schema';
import { getConfig } from '../features/venue/api/get-config.ts';
import { setLanguage } from '../i18n/i18n.ts';
import { setRequestContext } from '../lib/api-client.ts';
import { applyTheme } from '../theme/apply-theme.ts';

const LANG_KEY = 'sf:lang';

export function storedLang(): string | null {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}

/** Startup in the order of spec §4: venue config, theme, language. */
export async function startVenue(): Promise<InstanceConfig> {
  const venue = await getConfig();
  setRequestContext({ customer_id: String(venue.id) });
  applyTheme(venue);
  const lang = resolveLang(venue, storedLang());
  setLanguage(lang, venue.country_code);
  setRequestContext({ lang });
  return venue;
}
