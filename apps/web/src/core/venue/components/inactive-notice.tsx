import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useVenue } from '../model/venue-context.tsx';
import { VenueLogo } from './venue-logo.tsx';

/** spec §1: a locked venue's whole app is replaced by this notice; links and contact details are
 * platform-level settings, not the venue's. */
export function InactiveNotice() {
  const { t } = useTranslation();
  const venue = useVenue();
  const { platform } = venue;
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center gap-4 px-6 py-12 text-center">
      <VenueLogo size={96} decorative />
      <h1 className="text-2xl font-bold text-title">{t('locked.title')}</h1>
      <p>{t('locked.body', { venue: venue.name })}</p>
      <nav aria-label={platform.name} className="flex w-full flex-col gap-3">
        {platform.directory_url && (
          <a
            className="rounded-lg bg-brand px-4 py-3 font-semibold text-on-brand"
            href={platform.directory_url}
          >
            {t('locked.see_other')}
          </a>
        )}
        {platform.signup_url && (
          <a className="rounded-lg border border-line px-4 py-3 font-semibold" href={platform.signup_url}>
            {t('locked.signup')}
          </a>
        )}
      </nav>
      {(platform.contact_email || platform.contact_phone) && (
        <address className="not-italic">
          <p>{t('locked.renewals')}</p>
          {platform.contact_email && (
            <p>
              <a className="underline" href={`mailto:${platform.contact_email}`}>
                {platform.contact_email}
              </a>
            </p>
          )}
          {platform.contact_phone && (
            <p>
              <a className="underline" href={`tel:${platform.contact_phone.replace(/\s/g, '')}`}>
                {platform.contact_phone}
              </a>
            </p>
          )}
        </address>
      )}
    </main>
  );
}
