import { buttonClass } from '../../components/ui/button.ts';
import { useDinerStore } from '../../core/session/model/diner-store.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useVenue } from '../../core/venue/model/venue-context.tsx';
import { paths } from '../../lib/paths.ts';
import { Link } from '@storefront/ui/lib/router.tsx';

/** spec §2 Layout: the cookie consent banner, shown until accepted. Acceptance is kept in the
 * persisted diner store (spec §3 Legal), so it stays hidden after a reload. Non-modal: the page
 * stays usable while it shows. */
export function CookieBanner({ branchSlug }: { branchSlug: string | null }) {
  const { t } = useTranslation('shell');
  const accepted = useDinerStore((state) => state.legal.cookiesAccepted);
  const acceptCookies = useDinerStore((state) => state.acceptCookies);
  // the venue's privacy notice where it published one (ADR 110), else the branch's service policies
  const privacy = useVenue().legal.privacy;
  if (accepted) return null;
  return (
    <section
      aria-label={t('cookies.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-page text-on-page shadow-[0_-4px_16px_rgb(0_0_0/0.12)]"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
        <p className="grow text-sm">
          {t('cookies.body')}{' '}
          {privacy ? (
            <Link to={paths.legal.getHref({ document: 'privacy' })} className="inline-block py-1 underline">
              {t('legal.privacy')}
            </Link>
          ) : (
            branchSlug && (
              <Link
                to={paths.servicePolicies.getHref({ supplierSlug: branchSlug })}
                className="inline-block py-1 underline"
              >
                {t('cookies.policies')}
              </Link>
            )
          )}
        </p>
        <button type="button" onClick={acceptCookies} className={`${buttonClass} shrink-0`}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}
