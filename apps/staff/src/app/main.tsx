import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { I18nProvider, useTranslation } from '@storefront/ui/i18n/react.tsx';
import { QueryClient, QueryClientProvider } from '@storefront/ui/lib/query.tsx';
import { createBrowserRouter, RouterProvider } from '@storefront/ui/lib/router.tsx';
import { applyTheme } from '@storefront/ui/theme/apply-theme.ts';
import { lazy, type ReactElement, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Account } from '../account/account.tsx';
import { Invitation, Pair, SignIn } from '../account/sign-in.tsx';
import { AuditScreen } from '../audit/audit.tsx';
import { AvailabilityScreen } from '../availability/availability.tsx';
import { BookingsScreen } from '../bookings/bookings.tsx';
import { BranchesScreen } from '../branches/branches.tsx';
import { BrandScreen } from '../brand/brand.tsx';
import { CorrectOrder } from '../corrections/correct-order.tsx';
import { DeliveryBoard } from '../delivery/delivery.tsx';
import { FloorScreen } from '../floor/floor.tsx';
import { i18n, initialLang, setConsoleLang } from '../i18n/i18n.ts';
import { Kitchen } from '../kitchen/kitchen.tsx';
import { PhoneOrder } from '../order-entry/phone-order.tsx';
import { TakeOrder } from '../order-entry/take-order.tsx';
import { Summary } from '../summary/summary.tsx';
import { QrSheet } from '../tables/qr-sheet.tsx';
import { Tables } from '../tables/tables.tsx';
import { staffApi } from './api.ts';
import { ConsoleLayout, Guard, Home } from './layout.tsx';
import { screens } from './session.ts';
import './staff.css';

// The staff console (docs/staff-api.md): its own build at /staff/ (apps/staff/vite.config.ts), the storefront's
// design tokens, UI primitives and API client, none of its code in the diner's bundle.

setConsoleLang(initialLang());
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } },
});
// the venue's colours, as the storefront shows them
void staffApi
  .venue()
  .then((venue) => {
    applyTheme(venue);
    document.title = `${i18n.t('title')} · ${venue.name}`;
  })
  .catch(() => {});

// The back office's menu editor is downloaded when opened: the kitchen's tablet never needs it.
const MenuScreen = lazy(() => import('../menu/menu.tsx').then((module) => ({ default: module.MenuScreen })));
function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} />;
}

// Each screen of the navigation table (session.ts `screens`), behind the permission that shows it.
const screenElements: Record<(typeof screens)[number]['key'], ReactElement> = {
  audit: <AuditScreen />,
  kitchen: <Kitchen />,
  tables: <Tables />,
  floor: <FloorScreen />,
  delivery: <DeliveryBoard />,
  bookings: <BookingsScreen />,
  availability: <AvailabilityScreen />,
  summary: <Summary />,
  menu: (
    <Suspense fallback={<Loading />}>
      <MenuScreen />
    </Suspense>
  ),
  branches: <BranchesScreen />,
  brand: <BrandScreen />,
};

const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignIn /> },
    { path: '/invitation', element: <Invitation /> },
    { path: '/pair', element: <Pair /> },
    {
      element: <ConsoleLayout />,
      children: [
        { index: true, element: <Home /> },
        ...screens.map((screen) => ({
          path: screen.path,
          element: <Guard permission={screen.permission}>{screenElements[screen.key]}</Guard>,
        })),
        {
          path: 'qr',
          element: (
            <Guard permission="tables.read">
              <QrSheet />
            </Guard>
          ),
        },
        // order entry by staff (ADR 112): from a place on the tables screen, or a phone order
        {
          path: 'take-order',
          element: (
            <Guard permission="orders.take">
              <TakeOrder />
            </Guard>
          ),
        },
        // corrections of a table's order (ADR 114): voids, comps, discounts, a move
        {
          path: 'correct-order',
          element: (
            <Guard permission="orders.void">
              <CorrectOrder />
            </Guard>
          ),
        },
        {
          path: 'phone-order',
          element: (
            <Guard permission="orders.take">
              <PhoneOrder />
            </Guard>
          ),
        },
        { path: 'account', element: <Account /> },
      ],
    },
  ],
  { basename: '/staff' },
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
