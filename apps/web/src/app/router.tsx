import type { ScreenName } from '@storefront/domain/navigation/route-table';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../lib/paths.ts';
import type { RouteHandle } from '../lib/route-meta.ts';
import { loadScreen } from './lazy-screen.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

type ScreenModule = () => Promise<{ default: React.ComponentType }>;

// One lazy screen per route of spec §2 (architecture §9). Screens not built yet render the
// pending screen inside the venue shell, so every printed link already opens the venue.
const branchList: ScreenModule = () => import('./routes/branch-list.tsx');
const smartLink: ScreenModule = () => import('./routes/smart-link.tsx');
const productScreen: ScreenModule = () => import('./routes/product.tsx');
const onTableMenu: ScreenModule = () => import('./routes/on-table-menu.tsx');
const myOrder: ScreenModule = () => import('./routes/my-order.tsx');
const bookingForm: ScreenModule = () => import('./routes/booking.tsx');
const screens: Partial<Record<ScreenName, ScreenModule>> = {
  main: () => import('./routes/landing.tsx'),
  branchToOnTable: branchList,
  branchToTakeAway: branchList,
  branchWithoutService: branchList,
  branchToBook: branchList,
  branchOffices: branchList,
  branchWhatsapp: branchList,
  home: () => import('./routes/branch-home.tsx'),
  mainCategories: () => import('./routes/main-categories.tsx'),
  subCategories: () => import('./routes/sub-categories.tsx'),
  menu: () => import('./routes/menu.tsx'),
  productView: productScreen,
  product: productScreen,
  smartLink,
  smartLinkPurchase: smartLink,
  // payments (docs/decisions/013-payments.md)
  webCheckout: () => import('./routes/web-checkout.tsx'),
  cluviPay: () => import('./routes/cluvi-pay.tsx'),
  // delivery, take-away and scheduled orders (docs/decisions/016-delivery.md)
  location: () => import('./routes/location.tsx'),
  myLocation: () => import('./routes/my-location.tsx'),
  delivery: () => import('./routes/delivery.tsx'),
  deliveryCart: () => import('./routes/delivery-cart.tsx'),
  precheckout: () => import('./routes/precheckout.tsx'),
  checkout: () => import('./routes/checkout.tsx'),
  orders: () => import('./routes/orders.tsx'),
  order: () => import('./routes/order.tsx'),
  historyMyOrders: () => import('./routes/history-my-orders.tsx'),
  rateCluvi: () => import('./routes/rate-cluvi.tsx'),
  servicePolicies: () => import('./routes/service-policies.tsx'),
  // on-table ordering (docs/decisions/014-on-table-classes.md)
  onTableMenu: onTableMenu,
  grabAndGo: onTableMenu,
  serviceRoom: onTableMenu,
  shortMenuDigital: onTableMenu,
  onTableHome: () => import('./routes/on-table-home.tsx'),
  onTableOrder: () => import('./routes/on-table-order.tsx'),
  myOrder: myOrder,
  grabAndGoMyOrder: myOrder,
  newMenu: () => import('./routes/new-menu.tsx'),
  // bookings (docs/bookings.md)
  book: bookingForm,
  bookingPopup: bookingForm,
  bookingDetail: () => import('./routes/booking-detail.tsx'),
  rateBooking: () => import('./routes/rate-booking.tsx'),
};
const pending: ScreenModule = () => import('./routes/pending.tsx');

function screenRoute(name: ScreenName): RouteObject {
  const load = screens[name] ?? pending;
  return {
    id: name,
    path: paths[name].path,
    handle: { screen: name } satisfies RouteHandle,
    lazy: async () => ({ Component: (await loadScreen(load)).default }),
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
        lazy: async () => ({ Component: (await loadScreen(() => import('./routes/not-found.tsx'))).default }),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
