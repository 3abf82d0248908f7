import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useVenue } from '../model/venue-context.tsx';
import { VenueLogo } from './venue-logo.tsx';

/** An e-mail and a phone as links, under what they are for. */
function Contacts({ label, email, phone }: { label: string; email: string | null; phone: string | null }) {
  if (!email && !phone) return null;
  return (
    <address className="not-italic">
      <p>{label}</p>
      {email && (
        <p>
          <a className="underline" href={`mailto:${email}`}>
            {email}
          </a>
        </p>
      )}
      {phone && (
        <p>
          <a className="underline" href={`tel:${phone.replace(/\s/g, '')}`}>
            {phone}
          </a>
        </p>
      )}
    </address>
  );
}

/** spec §1: a locked venue's whole app is replaced by this notice; links and renewal contacts are
 * platform-level settings, not the venue's. The venue's own contacts, where it set them in the back
 * office (docs/back-office.md#brand), come first, for its diners. */
export function InactiveNotice() {
  const { t } = useTranslation();
  const venue = useVenue();
  const { platform } = venue;
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center gap-4 px-6 py-12 text-center">
      <VenueLogo size={96} decorative />
      <h1 className="text-2xl font-bold text-title">{t('locked.title')}</h1>
      <p>{t('locked.body', { venue: venue.name })}</p>
      <Contacts
        label={t('locked.venue_contact', { venue: venue.name })}
        email={venue.notice_contacts.email}
        phone={venue.notice_contacts.phone}
      />
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
      <Contacts label={t('locked.renewals')} email={platform.contact_email} phone={platform.contact_phone} />
    </main>
  );
}
