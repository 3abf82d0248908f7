import type { ScreenName } from '@storefront/domain/navigation/route-table';
import { createBrowserRouter, type RouteObject } from '@storefront/ui/lib/router.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

import { loadScreenWords } from '../i18n/i18n.ts';
import { screenNamespaces } from '../i18n/namespaces.ts';
import { paths } from '../lib/paths.ts';
import type { RouteHandle } from '../lib/route-meta.ts';
import { loadScreen } from './lazy-screen.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './shell/route-error.tsx';

type ScreenModule = () => Promise<{ default: React.ComponentType }>;

// One lazy screen per route of spec §2 (architecture §9). Screens not built yet render the
// pending screen inside the venue shell, so every printed link already opens the venue.
const branchList: ScreenModule = () => import('../features/entry/screens/branch-list.tsx');
const smartLink: ScreenModule = () => import('../features/entry/screens/smart-link.tsx');
const productScreen: ScreenModule = () => import('../features/catalog/screens/product.tsx');
const onTableMenu: ScreenModule = () => import('../features/on-table/screens/on-table-menu.tsx');
const myOrder: ScreenModule = () => import('../features/on-table/screens/my-order.tsx');
const bookingForm: ScreenModule = () => import('../features/booking/screens/booking.tsx');
const screens: Partial<Record<ScreenName, ScreenModule>> = {
  main: () => import('../features/entry/screens/landing.tsx'),
  branchToOnTable: branchList,
  branchToTakeAway: branchList,
  branchWithoutService: branchList,
  branchToBook: branchList,
  branchOffices: branchList,
  branchWhatsapp: branchList,
  home: () => import('../features/catalog/screens/branch-home.tsx'),
  mainCategories: () => import('../features/catalog/screens/main-categories.tsx'),
  subCategories: () => import('../features/catalog/screens/sub-categories.tsx'),
  menu: () => import('../features/catalog/screens/menu.tsx'),
  productView: productScreen,
  product: productScreen,
  smartLink,
  smartLinkPurchase: smartLink,
  // payments (docs/decisions/013-payments.md)
  webCheckout: () => import('../features/payment/screens/web-checkout.tsx'),
  cluviPay: () => import('../features/payment/screens/cluvi-pay.tsx'),
  // delivery, take-away and scheduled orders (docs/decisions/016-delivery.md)
  location: () => import('../features/delivery/screens/location.tsx'),
  myLocation: () => import('../features/delivery/screens/my-location.tsx'),
  delivery: () => import('../features/delivery/screens/delivery.tsx'),
  deliveryCart: () => import('../features/delivery/screens/delivery-cart.tsx'),
  precheckout: () => import('../features/delivery/screens/precheckout.tsx'),
  checkout: () => import('../features/delivery/screens/checkout.tsx'),
  orders: () => import('../features/delivery/screens/orders.tsx'),
  order: () => import('../features/delivery/screens/order.tsx'),
  historyMyOrders: () => import('../features/delivery/screens/history-my-orders.tsx'),
  rateCluvi: () => import('../features/delivery/screens/rate-cluvi.tsx'),
  servicePolicies: () => import('../features/delivery/screens/service-policies.tsx'),
  // on-table ordering (docs/decisions/014-on-table-classes.md)
  onTableMenu: onTableMenu,
  grabAndGo: onTableMenu,
  serviceRoom: onTableMenu,
  shortMenuDigital: onTableMenu,
  onTableHome: () => import('../features/on-table/screens/on-table-home.tsx'),
  onTableOrder: () => import('../features/on-table/screens/on-table-order.tsx'),
  myOrder: myOrder,
  grabAndGoMyOrder: myOrder,
  newMenu: () => import('../features/catalog/screens/new-menu.tsx'),
  // bookings (docs/bookings.md)
  book: bookingForm,
  bookingPopup: bookingForm,
  bookingDetail: () => import('../features/booking/screens/booking-detail.tsx'),
  rateBooking: () => import('../features/booking/screens/rate-booking.tsx'),
  legal: () => import('../features/entry/screens/legal.tsx'),
};
const pending: ScreenModule = () => import('./shell/pending.tsx');

function screenRoute(name: ScreenName): RouteObject {
  const load = screens[name] ?? pending;
  return {
    id: name,
    path: paths[name].path,
    handle: { screen: name } satisfies RouteHandle,
    // the screen's words come beside its code, not after it (docs/decisions/062-words-by-namespace.md)
    lazy: async () => {
      const [module] = await Promise.all([loadScreen(load), loadScreenWords(screenNamespaces[name] ?? [])]);
      return { Component: module.default };
    },
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      ...(Object.keys(paths) as ScreenName[]).map(screenRoute),
      {
        path: '*',
        handle: { screen: 'notFound' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await loadScreen(() => import('../components/ui/not-found.tsx'))).default,
        }),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

/** Resolves once the router has loaded the first screen's lazy module (or met its error). The
 * storefront renders only then, so the server's splash (ADR 018) is replaced by the screen itself:
 * rendering earlier would draw an empty router over the splash (a blank frame, and React Router's
 * "No HydrateFallback" warning) while the screen's chunk is still on its way. */
export function whenRouterReady(router: Pick<Router, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
