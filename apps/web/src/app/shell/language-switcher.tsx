import { offeredLangs, resolveLang } from '@storefront/domain/i18n/lang.rules';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@storefront/ui/components/dialog.tsx';
import { Icon } from '@storefront/ui/components/icons.tsx';
import { useDinerStore } from '../../core/session/model/diner-store.ts';
import { useVenue } from '../../core/venue/model/venue-context.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useUiStore } from '../../lib/ui-store.ts';
import { selfName } from './language-name.ts';

export interface LanguageSwitcherProps {
  /** Reloads the page after the choice is stored; injectable for tests. */
  reload?: () => void;
}

/** spec §2 Layout: lists the venue's languages plus its default, without duplicates. Choosing one
 * stores it and reloads, and startup then sets the locale from the stored choice (spec §4). */

export function LanguageSwitcher({ reload = () => window.location.reload() }: LanguageSwitcherProps) {
  const { t } = useTranslation('shell');
  const venue = useVenue();
  const chosen = useDinerStore((state) => state.lang);
  const setLang = useDinerStore((state) => state.setLang);
  const { languageSwitcherOpen, setLanguageSwitcherOpen } = useUiStore();
  const current = resolveLang(venue, chosen);

  const choose = (lang: Lang) => {
    if (lang === current) {
      setLanguageSwitcherOpen(false);
      return;
    }
    setLang(lang);
    reload();
  };

  return (
    <Dialog open={languageSwitcherOpen} onOpenChange={setLanguageSwitcherOpen}>
      <DialogContent closeLabel={t('common:app.close')}>
        <DialogTitle className="pr-12">{t('language.title')}</DialogTitle>
        <DialogDescription className="mt-1">{t('language.description')}</DialogDescription>
        <ul className="mt-4 flex flex-col gap-2">
          {offeredLangs(venue).map((lang) => (
            <li key={lang}>
              <button
                type="button"
                lang={lang}
                aria-pressed={lang === current}
                onClick={() => choose(lang)}
                className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-line px-4 text-left font-medium hover:bg-black/5 aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-on-brand"
              >
                {selfName(lang)}
                {lang === current && <Icon name="check" />}
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
