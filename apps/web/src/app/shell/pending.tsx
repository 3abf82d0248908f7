import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { useVenue } from '../../core/venue/model/venue-context.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link } from '@storefront/ui/lib/router.tsx';

/** Screens of spec §2 whose capability has not landed yet: the venue shell with an honest notice. */
export default function PendingScreen() {
  const { t } = useTranslation();
  const venue = useVenue();
  return (
    <ScreenSection
      titleId="pending-title"
      title={t('pending.title')}
      className="flex flex-col items-start gap-3 pt-10"
    >
      <p>{t('pending.body', { venue: venue.name })}</p>
      <Link to="/" className="rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand">
        {t('not_found.home')}
      </Link>
    </ScreenSection>
  );
}
