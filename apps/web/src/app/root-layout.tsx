import { routeTable } from '@storefront/domain/navigation/route-table';
import { lazy, Suspense, useEffect } from 'react';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useDinerStore } from '../core/session/model/diner-store.ts';
import { track } from '../core/session/model/tracker.ts';
import { useVenue } from '../core/venue/model/venue-context.tsx';
import { useNewMenuRedirect } from '../features/on-table/model/new-menu-guard.ts';
import { loadRemainingWords } from '../i18n/i18n.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import type { RouteHandle } from '../lib/route-meta.ts';
import { Navigate, Outlet, useLocation, useMatches, useParams } from '@storefront/ui/lib/router.tsx';
import { whenIdle } from '@storefront/ui/lib/when-idle.ts';
import { AppTopBar } from './shell/app-top-bar.tsx';
import { ConsentFrame } from './shell/consent-frame.tsx';
import { CookieBanner } from './shell/cookie-banner.tsx';
import { ShellDialogs } from './shell/shell-dialogs.tsx';

function useScreen(): RouteHandle['screen'] {
  const matches = useMatches();
  return (matches.at(-1)?.handle as RouteHandle | undefined)?.screen ?? 'notFound';
}

// Only a locked venue shows it: its code is no part of an open venue's first render
// (docs/decisions/063-entry-without-what-the-first-render-skips.md).
const InactiveNotice = lazy(() =>
  import('../core/venue/components/inactive-notice.tsx').then((module) => ({
    default: module.InactiveNotice,
  })),
);

/** The venue shell around every screen (spec §2 Layout). A locked venue shows only the inactive
 * notice (spec §1). */
export function RootLayout() {
  const venue = useVenue();
  if (venue.status === 'locked')
    return (
      <Suspense fallback={null}>
        <InactiveNotice />
      </Suspense>
    );
  return <ActiveShell />;
}

function ActiveShell() {
  const { t } = useTranslation();
  const venue = useVenue();
  const screen = useScreen();
  const { pathname } = useLocation();
  const { supplierSlug } = useParams();
  const storedSlug = useDinerStore((s) => s.supplierSlug);
  const setBranch = useDinerStore((s) => s.setBranch);
  const urlBranch = venue.suppliers.find((s) => s.slug === supplierSlug);
  const branch = urlBranch ?? venue.suppliers.find((s) => s.slug === storedSlug);
  const header = screen === 'notFound' ? 'to_main' : routeTable[screen].header;
  // spec §2 guard: the v3 new menu replaces these screens when its four conditions hold
  const newMenu = useNewMenuRedirect(screen);

  // The branch in the URL is the diner's branch from now on (spec §2: supplier_id is the slug).
  useEffect(() => {
    if (urlBranch && urlBranch.slug !== storedSlug) setBranch(urlBranch.slug);
  }, [urlBranch, storedSlug, setBranch]);

  // The words of the screens not shown yet, so that none of them waits for its words later.
  useEffect(() => whenIdle(() => void loadRemainingWords()), []);

  // A page view per visited path, also when the screen stays the same (another branch, product…).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => {
    track('page_view', screen);
  }, [screen, pathname]);

  return (
    <>
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-page focus:p-3"
      >
        {t('app.skip_to_content')}
      </a>
      {header && <AppTopBar screen={screen} header={header} branchSlug={branch?.slug ?? null} />}
      <main id="content" className="mx-auto max-w-3xl px-4 pb-32">
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          {newMenu ? <Navigate to={newMenu} replace /> : <Outlet />}
        </Suspense>
      </main>
      <ShellDialogs branch={branch} />
      <CookieBanner branchSlug={branch?.slug ?? null} />
      <ConsentFrame />
    </>
  );
}
