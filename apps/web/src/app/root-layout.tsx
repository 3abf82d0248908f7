import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { TopBar } from '../components/ui/top-bar.tsx';
import { InactiveNotice } from '../features/venue/components/inactive-notice.tsx';
import { VenueLogo } from '../features/venue/components/venue-logo.tsx';
import { useVenue } from '../features/venue/model/venue-context.tsx';

function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => navigate(-1)}
      className="grid size-11 place-items-center rounded-full hover:bg-black/10"
      aria-label={t('app.back')}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M15 18l-6-6 6-6" />
      </svg>
    </button>
  );
}

/** The venue shell around every screen. A locked venue shows only the inactive notice (spec §1). */
export function RootLayout() {
  const { t } = useTranslation();
  const venue = useVenue();
  const { pathname } = useLocation();
  if (venue.status === 'locked') return <InactiveNotice />;
  const isMain = pathname === '/';
  return (
    <>
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:p-3">
        {t('app.skip_to_content')}
      </a>
      {!isMain && (
        <TopBar
          leading={<BackButton />}
          logo={
            <Link to="/" className="shrink-0 rounded-full">
              <VenueLogo size={36} />
            </Link>
          }
          title={venue.name}
        />
      )}
      <main id="content" className="mx-auto max-w-3xl px-4 pb-16">
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
